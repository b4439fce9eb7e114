/**
 * The rules of the files a shopper uploads (a prescription on /upload, at checkout and on re-upload; a return's photo on
 * /track): their field, types and size, for the server's checks and the browser's. Kept free of the content checks
 * (prescription-file-checks.ts, which re-exports these), so the browser's file input can name them without
 * downloading the checks.
 */
import { formatBytes } from './format-bytes';

/** The multipart field that carries a prescription file, on /upload and with an order (docs/architecture/api.md). */
export const PRESCRIPTION_FILE_FIELD = 'prescription';

/** Which uploaded file: a prescription (/upload, checkout, re-upload) or a return's photo; picks the words of its problems. */
export type UploadedFileKind = 'prescription' | 'photo';

/** The file types a prescription may be (docs/behaviour.md §2 label: .png, .jpeg, .jpg, .pdf). */
export type PrescriptionFileType = 'png' | 'jpeg' | 'pdf';

/** Largest accepted prescription file: 4 MiB (Lambda's 6 MB synchronous payload limit after base64, docs/architecture/api.md). */
export const PRESCRIPTION_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The rules of one kind of uploaded file, for the server's checks (functions/submit-form/prescription-upload.ts
 * checkUploadedFile) and the browser's (web/src/lib/prepare-prescription-file.ts): which multipart field carries it,
 * which of the types above it may be, and the English messages of the server's refusals (for API clients and logs;
 * pages show the field problem codes, contracts/field-problems.ts, with `file: kind`), so /upload's prescription and a
 * return's photo (domain/order-service.ts returnPhotoRules) pass the same checks with their own words.
 */
export interface UploadFileRules {
  /** Which file this is: the `file` value of its field problems, which picks their words. */
  kind: UploadedFileKind;
  /** The multipart field, and the key of the API's field errors. */
  field: string;
  /** The accepted types (by content). */
  types: readonly PrescriptionFileType[];
  /** The file input's `accept` attribute (HTML §4.10.5.1.18: extensions and MIME types). */
  accept: string;
  /** The API's English `message` of each refusal. */
  sentAsText: string;
  missing: string;
  tooLarge: string;
  typeRefused: string;
  contentRefused: string;
  tooManyPixels: string;
}

/** The prescription file's rules (/upload, checkout, re-upload): PNG, JPEG or PDF of at most 4 MiB. */
export const prescriptionFileRules: UploadFileRules = {
  kind: 'prescription',
  field: PRESCRIPTION_FILE_FIELD,
  types: ['png', 'jpeg', 'pdf'],
  accept: '.png,.jpeg,.jpg,.pdf,image/png,image/jpeg,application/pdf',
  sentAsText: 'The prescription must be sent as a file.',
  missing: 'The prescription file is missing or empty.',
  tooLarge: `The prescription file is larger than ${formatBytes(PRESCRIPTION_MAX_BYTES)}.`,
  typeRefused: 'Only PNG, JPEG or PDF prescriptions are accepted.',
  contentRefused: 'The prescription file contains content we cannot accept.',
  tooManyPixels: 'This image has too many pixels to process; please send a smaller photo or a PDF',
};

/**
 * The rules of a return's optional photo (the multipart field `photo` of POST /api/track/return): the /upload file
 * checks, size and pixel limits and re-encoding (docs/architecture/api.md), but PNG or JPEG only: it shows the item, so
 * a PDF is refused (415).
 */
export const returnPhotoRules: UploadFileRules = {
  kind: 'photo',
  field: 'photo',
  types: ['jpeg', 'png'],
  accept: '.jpeg,.jpg,.png,image/jpeg,image/png',
  sentAsText: 'The photo must be sent as a file.',
  missing: 'The photo is empty.',
  tooLarge: `The photo is larger than ${formatBytes(PRESCRIPTION_MAX_BYTES)}.`,
  typeRefused: 'Only JPEG or PNG photos can be sent with a return.',
  contentRefused: 'The photo contains content we cannot accept.',
  tooManyPixels: 'This photo has too many pixels to process; please send a smaller photo',
};
