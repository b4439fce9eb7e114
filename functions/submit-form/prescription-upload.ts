import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants, inflateSync } from 'node:zlib';
import {
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_MAX_BYTES,
  checkPrescriptionContent,
  detectPrescriptionFileType,
  nameAndTypeAgree,
  prescriptionFileRules,
  prescriptionFileTypes,
  type PrescriptionFileType,
  type StoredFileRef,
  type UploadFileRules,
} from '@domain/prescription-file-checks';
import { RETURN_PHOTOS_PREFIX } from '@contracts/order-service';
import type { FieldErrors, FieldProblem } from '@contracts/api';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import type { ParsedMultipart, UploadedFile } from '../runtime/multipart';
import { DEFAULT_UPLOAD_BUDGET_BYTES_PER_DAY } from '../runtime/config';
import { putRecord } from '../data/records';
import { reserveUploadBytes } from '../data/upload-budget';
import type { FormContext } from './form-context';
import { MAX_IMAGE_PIXELS, notReencodedText, oversizedMegapixels, readImageSize, reencodeImage } from './reencode-image';

/**
 * The prescription file rules and storage shared by the two forms that carry one: the /upload request
 * (prescription.ts) and an order holding prescription-only medicines (checkout.ts). docs/architecture/api.md, docs/architecture/data-model.md.
 */

/** A prescription file that passed the checks, with its type decided by content. */
export interface CheckedPrescriptionFile {
  file: UploadedFile;
  fileType: PrescriptionFileType;
}

/**
 * Keeps a shopper's file name for staff, safely: Unicode-normalised (NFC), letters and digits of any script,
 * spaces, '.', '_', '-' and '()' kept, everything else replaced by '_', at most 120 characters.
 * Never used in S3 keys or logs.
 */
export function sanitiseFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'prescription';
}

/** S3 key `prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>` (docs/architecture/data-model.md); nothing the shopper typed. */
export function prescriptionObjectKey(reference: string, now: Date, fileType: PrescriptionFileType): string {
  const [date] = now.toISOString().split('T');
  const [year, month, day] = (date ?? '').split('-');
  return `prescriptions/${year}/${month}/${day}/${reference}/${randomUUID()}.${prescriptionFileTypes[fileType].extension}`;
}

/**
 * S3 key `prescriptions/returns/<ORD-reference>/<uuid>.<ext>` of a return's photo (contracts/order-service.ts
 * RETURN_PHOTOS_PREFIX; docs/architecture/data-model.md): one folder per order, so erasure finds every version by its prefix.
 */
export function returnPhotoObjectKey(reference: string, fileType: PrescriptionFileType): string {
  return `${RETURN_PHOTOS_PREFIX}${reference}/${randomUUID()}.${prescriptionFileTypes[fileType].extension}`;
}

/**
 * True when the request tries to send the file as a text field (a client bug or a forged request).
 * @param field the file's multipart field (default: the prescription's)
 */
export function prescriptionSentAsText(parsed: ParsedMultipart, field: string = PRESCRIPTION_FILE_FIELD): boolean {
  return field in parsed.fields;
}

/**
 * zlib decompression for checkPrescriptionContent's look into PDF object streams, bounded to `maxBytes` of output.
 * @throws when the data is not a zlib stream or inflates to more than `maxBytes` (RangeError)
 */
export function inflateBounded(data: Uint8Array, maxBytes: number): Uint8Array {
  return inflateSync(data, {
    maxOutputLength: Math.max(1, maxBytes),
    finishFlush: zlibConstants.Z_SYNC_FLUSH /* tolerate a missing end */,
  });
}

/**
 * The prescription file's checks (checkUploadedFile with prescriptionFileRules: the `prescription` part, PNG, JPEG or PDF).
 * @returns the file and its type, or undefined when no file part was sent and `required` is false
 * @throws HttpError 400, 413, 415 as checkUploadedFile, the problem under `prescription`
 */
export function checkPrescriptionFile(parsed: ParsedMultipart, { required }: { required: boolean }): CheckedPrescriptionFile | undefined {
  return checkUploadedFile(parsed, prescriptionFileRules, { required });
}

/**
 * The problem under a file field for any refusal of the file itself, which says what to attach.
 * @returns e.g. `{ code: 'file_help', file: 'prescription', maxBytes: 4194304 }`
 */
export function fileHelpProblem(rules: UploadFileRules): FieldProblem {
  return { code: 'file_help', file: rules.kind, maxBytes: PRESCRIPTION_MAX_BYTES };
}

/**
 * Finds the file part of `rules.field` and checks it: present and non-empty, at most 4 MiB, one of `rules.types` by
 * its first bytes, not named or declared as a different accepted type, and passing the content check
 * (checkPrescriptionContent: no active PDF content, no polyglot, not truncated, no PNG with a chunk before IHDR or a
 * second IHDR, no JPEG with a second frame header or too many scans; a heuristic against hostile files), and for
 * images a header claiming at most 40 megapixels (MAX_IMAGE_PIXELS: a decompression bomb is refused before any pixel
 * is decoded; the re-encoding itself happens when the file is stored, putItemWithPrescriptionFile).
 * @returns the file and its type, or undefined when no file part was sent and `required` is false
 * @param rules the field, accepted types and words (prescriptionFileRules, domain/order-service.ts returnPhotoRules)
 * @throws HttpError 400 for a file sent as text or a missing (when required) or empty file, 413 for a file over
 *   4 MiB, 413 IMAGE_TOO_LARGE for an image over 40 megapixels, 415 for a type outside `rules.types`, a disguised file or
 *   refused content (the reason under `rules.field`)
 */
export function checkUploadedFile(
  parsed: ParsedMultipart,
  rules: UploadFileRules,
  { required }: { required: boolean },
): CheckedPrescriptionFile | undefined {
  const problem = (fieldProblem: FieldProblem): FieldErrors => ({ [rules.field]: fieldProblem });
  const help = fileHelpProblem(rules);
  if (prescriptionSentAsText(parsed, rules.field)) throw new HttpError(400, 'VALIDATION', rules.sentAsText, problem(help));
  const file = parsed.files.find((candidate) => candidate.field === rules.field);
  if (!file && !required) return undefined;
  if (!file || file.content.length === 0) throw new HttpError(400, 'VALIDATION', rules.missing, problem(help));
  if (file.content.length > PRESCRIPTION_MAX_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', rules.tooLarge, problem(help));
  const fileType = detectPrescriptionFileType(file.content.subarray(0, 8));
  if (!fileType || !rules.types.includes(fileType)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', rules.typeRefused, problem(help));
  }
  if (!nameAndTypeAgree(fileType, file.filename, file.declaredType)) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `The file's content does not match its name or type: it is really a ${fileType.toUpperCase()}.`,
      problem({ code: 'file_disguised', file: rules.kind, type: fileType.toUpperCase() }),
    );
  }
  const contentProblem = checkPrescriptionContent(file.content, fileType, { inflate: inflateBounded });
  if (contentProblem)
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `${rules.contentRefused} ${contentProblem}`,
      problem({ code: 'file_content_refused', file: rules.kind }),
    );
  const size = fileType === 'pdf' ? undefined : readImageSize(file.content, fileType);
  const megapixels = size ? oversizedMegapixels(size) : undefined;
  if (megapixels !== undefined) {
    throw new HttpError(
      413,
      'IMAGE_TOO_LARGE',
      `The image is ${megapixels} megapixels; at most ${MAX_IMAGE_PIXELS / 1e6} megapixels are accepted.`,
      problem({ code: 'file_too_many_pixels', file: rules.kind }),
    );
  }
  return { file, fileType };
}

/**
 * What is stored for a checked file: PNG and JPEG re-encoded (reencode-image.ts: no EXIF/GPS, no appended payload),
 * or, when that fails, the upload with its metadata cut out losslessly (stripImageMetadata) or, failing that too, as
 * it came, flagged with the reason (logged without any personal data); PDFs as uploaded.
 */
function fileToStore(
  { file, fileType }: CheckedPrescriptionFile,
  requestId: string,
): {
  content: Buffer;
  flags: Pick<StoredFileRef, 'reencoded' | 'notReencodedReason' | 'metadataStripped' | 'notReencodedText' | 'uploadedBytes'>;
} {
  if (fileType === 'pdf') return { content: file.content, flags: {} };
  const result = reencodeImage(file.content, fileType);
  if (result.reencoded) return { content: result.content, flags: { reencoded: true, uploadedBytes: file.content.length } };
  logger.warn('prescription image stored without re-encoding', {
    requestId,
    fileType,
    code: result.reason,
    fileBytes: file.content.length,
  });
  const stripped = result.stripped !== undefined;
  return {
    content: result.stripped ?? file.content,
    flags: {
      reencoded: false,
      notReencodedReason: result.reason,
      metadataStripped: stripped,
      notReencodedText: notReencodedText(result.reason, stripped),
      ...(stripped ? { uploadedBytes: file.content.length } : {}),
    },
  };
}

/** The English message of 503 UPLOADS_PAUSED, for API clients and logs (pages word the code in their language). */
export const UPLOADS_PAUSED_MESSAGE =
  'Prescription uploads are paused because of unusually heavy use. They start again at 5:30 am India time (midnight UTC): please try again then, or call the pharmacy.';

/**
 * Counts `bytes` against the day's global upload budget (functions/data/upload-budget.ts), before anything is stored.
 * @throws HttpError 503 UPLOADS_PAUSED with a Retry-After header (seconds to the next UTC midnight) when the file would
 *   take the day's total past `config.uploadBudgetBytesPerDay`; the SDK's errors
 */
async function countAgainstUploadBudget(
  { clients, config, now }: Pick<FormContext, 'clients' | 'config' | 'now'>,
  bytes: number,
): Promise<void> {
  const budgetBytes = config.uploadBudgetBytesPerDay ?? DEFAULT_UPLOAD_BUDGET_BYTES_PER_DAY;
  const reservation = await reserveUploadBytes(clients.dynamo, config.tableName, { bytes, budgetBytes, now });
  if (!reservation.granted) {
    throw new HttpError(503, 'UPLOADS_PAUSED', UPLOADS_PAUSED_MESSAGE, undefined, { 'retry-after': String(reservation.retryAfterSeconds) });
  }
}

/**
 * Stores a checked prescription file under a NEW object key of the record's folder
 * (`prescriptions/YYYY/MM/DD/<reference>/<uuid>.<ext>`, prescriptionObjectKey): PNG and JPEG re-encoded first
 * (fileToStore), PDFs as uploaded; the bytes to be stored are counted against the day's upload budget
 * (countAgainstUploadBudget) just before the PutObject. Shared by the forms (putItemWithPrescriptionFile) and the
 * re-upload after a refusal (functions/privacy) and a return's photo (functions/track/order-return.ts, under its own
 * `key`), so every stored file passes the same path.
 * @param reference the record's reference (RX-… or ORD-…), used in the key and the object metadata
 * @param key the object key (default: a new prescriptionObjectKey; a return photo's: returnPhotoObjectKey)
 * @returns where the file was stored, as the record keeps it
 * @throws HttpError 503 UPLOADS_PAUSED past the day's budget (nothing stored); the SDK's errors
 */
export async function storePrescriptionObject(
  { clients, config, now, requestId }: Pick<FormContext, 'clients' | 'config' | 'now' | 'requestId'>,
  reference: string,
  checked: CheckedPrescriptionFile,
  key: string = prescriptionObjectKey(reference, now, checked.fileType),
): Promise<StoredFileRef> {
  const { file, fileType } = checked;
  const { content, flags } = fileToStore(checked, requestId);
  await countAgainstUploadBudget({ clients, config, now }, content.length);
  const { mime } = prescriptionFileTypes[fileType];
  const put = await clients.s3.send(
    new PutObjectCommand({
      Bucket: config.bucketName,
      Key: key,
      Body: content,
      ContentType: mime,
      ContentLength: content.length,
      Metadata: { reference },
    }),
  );
  return {
    bucket: config.bucketName,
    key,
    ...(put.VersionId ? { versionId: put.VersionId } : {}),
    contentType: mime,
    type: fileType,
    bytes: content.length,
    originalName: sanitiseFileName(file.filename),
    ...flags,
  };
}

/**
 * Writes a record together with its prescription file, all or nothing: puts the file in S3 under the
 * record's reference (when there is one; storePrescriptionObject), then the item in DynamoDB (putRecord: the request's
 * write guard, then a conditional put of a new key). If the item write fails, the object just written is deleted (a
 * delete marker; its version is removed by the lifecycle a day later) and the error is rethrown (→ 503/500), so a
 * failure leaves nothing readable behind (docs/architecture/api.md). A put whose answer was lost but
 * which had committed counts as written (functions/data/idempotency.ts tryPutNewItem): the file then stays, as the item
 * points to it.
 * @param context the request's FormContext, passed unchanged (its write guard is looked up by it)
 * @param reference the record's reference (RX-… or ORD-…), used in the object key and metadata
 * @param checked the checked file, or undefined for a record without one; a PNG or JPEG is re-encoded first (fileToStore)
 * @param buildItem makes the DynamoDB item, given where the file was stored (undefined without a file)
 * @param writeItem writes the item: putRecord by default; the checkout's writes it in one transaction with the stock
 *   of its lines (checkout.ts placeOrder), and a refusal (409 OUT_OF_STOCK) removes the file as any failure does
 * @throws the SDK's errors (S3 or DynamoDB, after the cleanup), a ConditionalCheckFailedException if the
 *   reference is already taken, HttpError 409 from the idempotency guard, or HttpError 503 UPLOADS_PAUSED past the
 *   day's upload budget (then nothing is stored)
 */
export async function putItemWithPrescriptionFile(
  context: FormContext,
  reference: string,
  checked: CheckedPrescriptionFile | undefined,
  buildItem: (file: StoredFileRef | undefined) => Record<string, unknown>,
  writeItem: (item: Record<string, unknown>) => Promise<void> = (item) =>
    putRecord(context, context.clients.dynamo, context.config.tableName, item),
): Promise<void> {
  if (!checked) {
    await writeItem(buildItem(undefined));
    return;
  }
  const stored = await storePrescriptionObject(context, reference, checked);
  try {
    await writeItem(buildItem(stored));
  } catch (error) {
    await discardStoredObject(context, reference, stored);
    throw error;
  }
}

/**
 * Undoes storePrescriptionObject after the record write that was to point to the file failed, so a failure leaves
 * nothing readable behind (docs/architecture/api.md). A plain delete (no VersionId): public functions hold
 * s3:DeleteObject but never s3:DeleteObjectVersion (least privilege: no public function can destroy a version), so the
 * delete marker hides the file at once and the lifecycle removes its noncurrent version a day later. Never throws: a
 * failed delete is logged (request id and reference only) and the caller rethrows its own error.
 */
export async function discardStoredObject(
  { clients, config, requestId }: Pick<FormContext, 'clients' | 'config' | 'requestId'>,
  reference: string,
  stored: Pick<StoredFileRef, 'key'>,
): Promise<void> {
  await clients.s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: stored.key })).then(
    () => undefined,
    () => logger.error('orphan object not deleted', { requestId, reference }),
  );
}
