/**
 * The rules of the files a shopper uploads (a prescription on /upload, at checkout and on re-upload; a return's photo on
 * /track): their field, types and size, and every sentence about them, for the server's checks and the browser's.
 * Kept free of the content checks (prescription-file-checks.ts, which re-exports these), so the browser's table of the
 * sentences' translations (web/src/lib/message-translations) can name them without downloading the checks.
 */
import { formatBytes } from './format-bytes';

/** The multipart field that carries a prescription file, on /upload and with an order (docs/architecture/api.md). */
export const PRESCRIPTION_FILE_FIELD = 'prescription';

/** The file types a prescription may be (docs/behaviour.md §2 label: .png, .jpeg, .jpg, .pdf). */
export type PrescriptionFileType = 'png' | 'jpeg' | 'pdf';

/** Largest accepted prescription file: 4 MiB (Lambda's 6 MB synchronous payload limit after base64, docs/architecture/api.md). */
export const PRESCRIPTION_MAX_BYTES = 4 * 1024 * 1024;

/** Shown when a form that needs a prescription has none: the browser's message under the file field. */
export const PRESCRIPTION_FILE_MISSING = 'Attach a photo (PNG or JPEG) or a PDF of your prescription';

/** The API's help with every file problem (`error.fields.prescription`). */
export const PRESCRIPTION_FILE_HELP = `Attach the prescription as a PNG, JPEG or PDF file of at most ${formatBytes(PRESCRIPTION_MAX_BYTES)}`;

/**
 * The rules of one kind of uploaded file, for the server's checks (functions/submit-form/prescription-upload.ts
 * checkUploadedFile) and the browser's (web/src/lib/prepare-prescription-file.ts): which multipart field carries it,
 * which of the types above it may be, and every sentence about it, so /upload's prescription and a return's photo
 * (domain/order-service.ts returnPhotoRules) pass the same checks with their own words.
 */
export interface UploadFileRules {
  /** The multipart field, and the key of the API's field errors. */
  field: string;
  /** The accepted types (by content). */
  types: readonly PrescriptionFileType[];
  /** The file input's label and `accept` attribute (HTML §4.10.5.1.18: extensions and MIME types). */
  label: string;
  accept: string;
  /** The API's words: help under the field for any file problem, and each refusal's message. */
  help: string;
  sentAsText: string;
  missing: string;
  tooLarge: string;
  typeRefused: string;
  contentRefused: string;
  tooManyPixels: string;
  /** The browser's words when a chosen file is refused before sending. */
  empty: string;
  chooseType: string;
  disguised: (type: PrescriptionFileType) => string;
  unreadablePhoto: string;
  photoTooLarge: string;
  pdfTooLarge: string;
}

/** The prescription file's rules (/upload, checkout, re-upload): PNG, JPEG or PDF of at most 4 MiB. */
export const prescriptionFileRules: UploadFileRules = {
  field: PRESCRIPTION_FILE_FIELD,
  types: ['png', 'jpeg', 'pdf'],
  label: 'Prescription (.png, .jpeg, .jpg, .pdf)',
  accept: '.png,.jpeg,.jpg,.pdf,image/png,image/jpeg,application/pdf',
  help: PRESCRIPTION_FILE_HELP,
  sentAsText: 'The prescription must be sent as a file.',
  missing: 'The prescription file is missing or empty.',
  tooLarge: `The prescription file is larger than ${formatBytes(PRESCRIPTION_MAX_BYTES)}.`,
  typeRefused: 'Only PNG, JPEG or PDF prescriptions are accepted.',
  contentRefused: 'The prescription file contains content we cannot accept.',
  tooManyPixels: 'This image has too many pixels to process; please send a smaller photo or a PDF',
  empty: 'This file is empty. Please choose the photo or PDF of your prescription.',
  chooseType: 'Please choose a PNG or JPEG photo, or a PDF, of your prescription.',
  disguised: (type) =>
    `This file is named like another type but is really a ${type.toUpperCase()}. Please choose the original photo or PDF.`,
  unreadablePhoto: 'This photo could not be read. Please choose another photo or a PDF.',
  photoTooLarge: 'This photo is too large even after shrinking it. Please take a smaller photo or send a PDF.',
  pdfTooLarge: 'This PDF is larger than 4 MB. Please send a photo of the prescription instead, or a smaller PDF.',
};

/**
 * The rules of a return's optional photo (the multipart field `photo` of POST /api/track/return): the /upload file
 * checks, size and pixel limits and re-encoding (docs/architecture/api.md), but PNG or JPEG only: it shows the item, so
 * a PDF is refused (415). Every word about it, for the API and /track.
 */
export const returnPhotoRules: UploadFileRules = {
  field: 'photo',
  types: ['jpeg', 'png'],
  label: 'Photo of the item (optional; .jpeg, .jpg, .png)',
  accept: '.jpeg,.jpg,.png,image/jpeg,image/png',
  help: `Attach a JPEG or PNG photo of at most ${formatBytes(PRESCRIPTION_MAX_BYTES)}, or send the request without one`,
  sentAsText: 'The photo must be sent as a file.',
  missing: 'The photo is empty.',
  tooLarge: `The photo is larger than ${formatBytes(PRESCRIPTION_MAX_BYTES)}.`,
  typeRefused: 'Only JPEG or PNG photos can be sent with a return.',
  contentRefused: 'The photo contains content we cannot accept.',
  tooManyPixels: 'This photo has too many pixels to process; please send a smaller photo',
  empty: 'This file is empty. Please choose a photo of the item.',
  chooseType: 'Please choose a JPEG or PNG photo of the item.',
  disguised: (type) => `This file is named like another type but is really a ${type.toUpperCase()}. Please choose the original photo.`,
  unreadablePhoto: 'This photo could not be read. Please choose another photo.',
  photoTooLarge: 'This photo is too large even after shrinking it. Please take a smaller photo.',
  pdfTooLarge: 'Please choose a JPEG or PNG photo of the item.',
};
