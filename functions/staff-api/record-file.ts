import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ErrorReason, FileContentAnswer } from '@contracts/api';
import type { FileUrlAnswer } from '@contracts/staff-api';
import { PRESCRIPTION_MAX_BYTES } from '@domain/prescription-file-checks';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { authoriseAction, type StaffAction } from './authorise';
import { readScanState, scanRefusal } from './file-scan-gate';
import { auditAction, loadRecord, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';
import type { StoredRecord } from '../data/record-schemas';

/** Lifetime of a presigned prescription URL: 300 s (docs/architecture/staff-api.md: at most 5 minutes). */
export const FILE_URL_SECONDS = 300;

/** The record's file (functions/submit-form/prescription-upload.ts StoredFileRef), as the file routes use it. */
interface RecordFile {
  bucket: string;
  key: string;
  versionId?: string;
  contentType: string;
}

/** The S3 address of the file's stored version (the record's version when it has one). */
function objectOf(file: RecordFile): { Bucket: string; Key: string; VersionId?: string } {
  return { Bucket: file.bucket, Key: file.key, ...(file.versionId ? { VersionId: file.versionId } : {}) };
}

/**
 * Which file of a record a route opens: the prescription file (`file`, pharmacists only: action open_file), or a return's
 * photo (`return.photo` of an order, for everyone who may see the order, support and pharmacists: open_return_photo).
 * Its audit detail is prefixed with `return-photo ` for the photo, so the trail says which file was opened.
 */
const recordFiles: Readonly<
  Record<
    'prescription' | 'returnPhoto',
    {
      action: StaffAction;
      of: (item: StoredRecord) => RecordFile | undefined;
      missing: string;
      missingReason: ErrorReason;
      auditPrefix: string;
    }
  >
> = {
  prescription: {
    action: 'open_file',
    of: (item: StoredRecord) => (item.kind !== 'message' && item.status !== 'erased' ? item.file : undefined),
    missing: 'This record has no prescription file.',
    missingReason: { code: 'no_prescription_file' },
    auditPrefix: '',
  },
  returnPhoto: {
    action: 'open_return_photo',
    of: (item: StoredRecord) => (item.kind === 'order' ? item.return?.photo : undefined),
    missing: 'This order has no return photo.',
    missingReason: { code: 'no_return_photo' },
    auditPrefix: 'return-photo ',
  },
};

/**
 * Which upload of a re-uploaded prescription a file route opens: `?file=<n>`, the 0-based index into the record's
 * `files` (every upload, oldest first: the refused ones and the current one); absent → the current `file`.
 * @returns the index, or undefined without the parameter
 * @throws HttpError 400 VALIDATION when it is not a whole number naming one of the record's uploads
 */
/** The earlier uploads of a record (`files`): a live prescription's or order's, none otherwise. */
function uploadsOf(item: StoredRecord): RecordFile[] {
  return item.kind !== 'message' && item.status !== 'erased' ? (item.files ?? []) : [];
}

function uploadIndex(request: HttpRequest, item: StoredRecord): number | undefined {
  const raw = request.query.file;
  if (raw === undefined) return undefined;
  const count = uploadsOf(item).length;
  const index = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  if (index < 0 || index >= count) {
    const problem = count > 0 ? `Use 0 to ${count - 1}, one of this record's ${count} uploads.` : 'This record has no earlier uploads.';
    throw new HttpError(400, 'VALIDATION', `Unknown file: ${problem}`, { file: { code: 'upload_unknown', max: count - 1 } });
  }
  return index;
}

/**
 * The common part of the file routes: the group check of `which` (checked before the record is read), the record's
 * file, the malware scan gate (file-scan-gate.ts: only a file scanned clean is opened) and the audit entry (`presign`),
 * written before the file is opened (outcome 'allowed') and also for a refusal (outcome 'refused', detail
 * `refused: <state>`). With `?file=<n>` (uploadIndex) the prescription route opens that earlier upload instead, and
 * the audit detail ends with ` file <n>`.
 * @param detail the audit detail of an opening, e.g. '300s'; `which` the file (recordFiles; default the prescription)
 * @returns the file to open
 * @throws HttpError 400 (a bad `?file=`), 403 (a group without the right), 404 (unknown reference, no such file, or the file is gone), 409
 *   FILE_SCAN_PENDING (no scan tag yet; with Retry-After), 409 FILE_NOT_SCANNED (a scan that could not finish, or tags
 *   that cannot be read), 423 FILE_QUARANTINED (the scan found a threat); file-scan-gate.ts scanRefusal
 */
async function openRecordFile(
  request: HttpRequest,
  reference: string,
  user: StaffUser,
  context: StaffApiContext,
  detail: string,
  which: keyof typeof recordFiles = 'prescription',
): Promise<RecordFile> {
  const chosen = recordFiles[which];
  authoriseAction(user, chosen.action);
  const { item } = await loadRecord(reference, user, context);
  const index = which === 'prescription' ? uploadIndex(request, item) : undefined;
  const file = index === undefined ? chosen.of(item) : uploadsOf(item)[index];
  if (!file) throw new HttpError(404, 'NOT_FOUND', chosen.missing).because(chosen.missingReason);
  const upload = index === undefined ? '' : ` file ${index}`;
  const scan = await readScanState(context.clients.s3, file);
  const refusal = scanRefusal(scan);
  await auditAction(context, user, {
    action: 'presign',
    reference,
    detail: `${chosen.auditPrefix}${refusal ? `refused: ${scan}` : detail}${upload}`,
    outcome: refusal ? 'refused' : 'allowed',
  });
  if (refusal) throw refusal;
  return file;
}

/**
 * POST /api/staff/records/<reference>/file-url: a presigned GET of the record's prescription file, valid
 * FILE_URL_SECONDS, shown inline; pharmacists only; only for a file the malware scan tagged clean; audited
 * (openRecordFile); `?file=<n>` for an earlier upload of a re-uploaded prescription (uploadIndex). The console shows images through it; PDFs come through file-content instead.
 * @returns 200 FileUrlAnswer: the URL, its lifetime in seconds and the file's content type
 * @throws HttpError 403, 404, 409 FILE_SCAN_PENDING, 409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED (openRecordFile)
 */
export async function presignFile(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  return presignedAnswer(await openRecordFile(request, reference, user, context, `${FILE_URL_SECONDS}s`), context);
}

/**
 * POST /api/staff/records/<reference>/return-photo-url: a presigned GET of the photo the shopper sent with a return
 * (`return.photo`, JPEG or PNG under prescriptions/returns/), valid FILE_URL_SECONDS, shown inline; for support and
 * pharmacists (whoever may see the order); only once the malware scan tagged it clean; audited as `presign` with detail
 * `return-photo 300s` (openRecordFile).
 * @returns 200 FileUrlAnswer
 * @throws HttpError 403, 404 (no such order or no photo), 409 FILE_SCAN_PENDING, 409 FILE_NOT_SCANNED,
 *   423 FILE_QUARANTINED (openRecordFile)
 */
export async function presignReturnPhoto(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  return presignedAnswer(await openRecordFile(request, reference, user, context, `${FILE_URL_SECONDS}s`, 'returnPhoto'), context);
}

/** The 200 FileUrlAnswer of an opened file: a GET of its version presigned for FILE_URL_SECONDS, inline, with its type. */
async function presignedAnswer(file: RecordFile, context: StaffApiContext): Promise<RouteResult> {
  const url = await getSignedUrl(
    context.clients.s3,
    new GetObjectCommand({ ...objectOf(file), ResponseContentType: file.contentType, ResponseContentDisposition: 'inline' }),
    { expiresIn: FILE_URL_SECONDS },
  );
  const body: FileUrlAnswer = { url, expiresInSeconds: FILE_URL_SECONDS, contentType: file.contentType };
  return { status: 200, body };
}

/**
 * GET /api/staff/records/<reference>/file-content: the file's bytes, base64 in JSON, for the console's PDF viewer
 * (pdf.js renders them to a canvas; web/src/features/staff/PdfViewer.tsx). Through the API rather than the presigned
 * URL so the site's CSP keeps `connect-src 'self'` for every page: pdf.js reads bytes with fetch, which a bucket URL
 * would need in connect-src. Same group, scan gate and audit as file-url (openRecordFile, detail 'content').
 * At most 4 MiB (PRESCRIPTION_MAX_BYTES: PDFs are stored as uploaded), so the base64 answer (≤ 5.6 MB) stays under
 * Lambda's 6 MB response limit.
 * @returns 200 FileContentAnswer: content type, size in bytes and the base64 bytes
 * @throws HttpError 403, 404, 409 FILE_SCAN_PENDING, 409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED (openRecordFile),
 *   413 for a larger object
 */
export async function fileContent(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const file = await openRecordFile(request, reference, user, context, 'content');
  const object = await context.clients.s3.send(new GetObjectCommand(objectOf(file)));
  if ((object.ContentLength ?? 0) > PRESCRIPTION_MAX_BYTES) {
    (object.Body as { destroy?: () => void } | undefined)?.destroy?.(); // free the connection
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'This file is too large to show in the console; download it with the staff CLI.').because(
      {
        code: 'file_too_large_to_show',
      },
    );
  }
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  const body: FileContentAnswer = { contentType: file.contentType, bytes: bytes.length, base64: bytes.toString('base64') };
  return { status: 200, body };
}
