/**
 * The prescription file rules shared by the upload and checkout pages and the submit-form handler (DESIGN §3):
 * the multipart field that carries it, its size limit, its messages, and its type decided from its first bytes
 * (its "magic number"), never from its name or declared MIME type.
 */
import { formatBytes } from './format-bytes';

/** The multipart field that carries a prescription file, on /upload and with an order (DESIGN §3). */
export const PRESCRIPTION_FILE_FIELD = 'prescription';

/** The file types a prescription may be (spec §2 label: .png, .jpeg, .jpg, .pdf). */
export type PrescriptionFileType = 'png' | 'jpeg' | 'pdf';

/** MIME type and file extension stored for each accepted type. */
export const prescriptionFileTypes: Readonly<Record<PrescriptionFileType, { mime: string; extension: string }>> = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
};

/** Largest accepted prescription file: 4 MiB (Lambda's 6 MB synchronous payload limit after base64, DESIGN §3). */
export const PRESCRIPTION_MAX_BYTES = 4 * 1024 * 1024;

/** Shown when a form that needs a prescription has none: the browser's message under the file field. */
export const PRESCRIPTION_FILE_MISSING = 'Attach a photo (PNG or JPEG) or a PDF of your prescription';

/** The API's help with every file problem (`error.fields.prescription`). */
export const PRESCRIPTION_FILE_HELP = `Attach the prescription as a PNG, JPEG or PDF file of at most ${formatBytes(PRESCRIPTION_MAX_BYTES)}`;

const signatures: ReadonlyArray<{ type: PrescriptionFileType; bytes: readonly number[] }> = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }, // PNG spec §5.2
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] }, // JPEG SOI marker + next marker prefix
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-" (ISO 32000-1 §7.5.2)
];

/** Bytes needed to recognise any accepted type. */
export const SIGNATURE_BYTES = 8;

/**
 * Returns the accepted type whose signature starts `head`, or `undefined` for anything else.
 * @param head the first bytes of the file (at least SIGNATURE_BYTES for a reliable answer).
 */
export function detectPrescriptionFileType(head: Uint8Array): PrescriptionFileType | undefined {
  for (const { type, bytes } of signatures) {
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return type;
  }
  return undefined;
}

const extensionTypes: Readonly<Record<string, PrescriptionFileType>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', jpe: 'jpeg', pdf: 'pdf' };
const mimeTypes: Readonly<Record<string, PrescriptionFileType>> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'application/pdf': 'pdf' };

/**
 * True unless the file's name or declared MIME type claims a *different* accepted type than its content
 * (a JPEG named 'scan.pdf' is refused as a disguised or damaged file). A name or type outside the
 * accepted ones ('scan.bin', 'application/octet-stream', none) claims nothing: the content decides (DESIGN §3).
 */
export function nameAndTypeAgree(detected: PrescriptionFileType, fileName: string, declaredType: string): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  const byName = extension ? extensionTypes[extension] : undefined;
  const byMime = mimeTypes[declaredType.trim().toLowerCase().split(';')[0] ?? ''];
  return (byName === undefined || byName === detected) && (byMime === undefined || byMime === detected);
}
