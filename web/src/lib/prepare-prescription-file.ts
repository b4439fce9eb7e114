import {
  PRESCRIPTION_MAX_BYTES,
  SIGNATURE_BYTES,
  detectPrescriptionFileType,
  nameAndTypeAgree,
  prescriptionFileRules,
  type PrescriptionFileType,
  type UploadFileRules,
} from '@domain/prescription-file-checks';
import type { FieldProblem } from '@contracts/field-problems';

/** A prescription file ready to upload. */
export interface PreparedFile {
  blob: Blob;
  /** Name sent to the server (the shopper's, with .jpg when a photo was downscaled). */
  name: string;
  type: PrescriptionFileType;
  /** Size to upload, bytes. */
  bytes: number;
  /** Size of the file the shopper chose, bytes. */
  originalBytes: number;
  /** True when a photo over 4 MiB was re-encoded smaller in the browser. */
  downscaled: boolean;
}

/** A chosen file refused before sending: its field problem (contracts/field-problems.ts), shown under the file input. */
export class FileProblem extends Error {
  /** @param problem the problem code (`file_empty`, `file_choose_type`…) with the file's kind and values */
  constructor(readonly problem: FieldProblem) {
    super(problem.code);
    this.name = 'FileProblem';
  }
}

/** Longest edge of a downscaled photo in px: still legible for a pharmacist at 300 dpi A5. */
const MAX_EDGE_PX = 2400;

/**
 * Checks a chosen file by its first bytes (one of `rules.types`, as the server will) and, for photos over
 * 4 MiB, re-encodes them as JPEG at most MAX_EDGE_PX on the long edge so they fit the upload limit.
 * @param rules the field's rules and words (default: the prescription's, PNG, JPEG or PDF)
 * @throws FileProblem (with `rules`' words) for another type, an empty file, a PDF over 4 MiB, or a photo that cannot be shrunk.
 */
export async function preparePrescriptionFile(file: File, rules: UploadFileRules = prescriptionFileRules): Promise<PreparedFile> {
  if (file.size === 0) throw new FileProblem({ code: 'file_empty', file: rules.kind });
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const type = detectPrescriptionFileType(head);
  if (!type || !rules.types.includes(type)) throw new FileProblem({ code: 'file_choose_type', file: rules.kind });
  if (!nameAndTypeAgree(type, file.name, file.type))
    throw new FileProblem({ code: 'file_disguised', file: rules.kind, type: type.toUpperCase() });
  const prepared: PreparedFile = { blob: file, name: file.name, type, bytes: file.size, originalBytes: file.size, downscaled: false };
  if (file.size <= PRESCRIPTION_MAX_BYTES) return prepared;
  if (type === 'pdf') throw new FileProblem({ code: 'file_pdf_too_large', file: rules.kind });
  const smaller = await downscalePhoto(file, rules);
  return {
    ...prepared,
    blob: smaller,
    name: file.name.replace(/\.[^.]*$/, '') + '.jpg',
    type: 'jpeg',
    bytes: smaller.size,
    downscaled: true,
  };
}

async function downscalePhoto(file: File, rules: UploadFileRules): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new FileProblem({ code: 'file_unreadable_photo', file: rules.kind });
  }
  for (const [edge, quality] of [
    [MAX_EDGE_PX, 0.85],
    [2000, 0.8],
    [1600, 0.75],
  ] as const) {
    const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= PRESCRIPTION_MAX_BYTES) {
      bitmap.close();
      return blob;
    }
  }
  bitmap.close();
  throw new FileProblem({ code: 'file_photo_too_large', file: rules.kind });
}
