import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileContentAnswer } from '@contracts/api';
import type { FileUrlAnswer } from '@contracts/staff-api';
import { PRESCRIPTION_MAX_BYTES } from '@domain/prescription-file-checks';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { authoriseAction } from './authorise';
import { readScanState, scanRefusal } from './file-scan-gate';
import { auditAction, loadRecord, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/** Lifetime of a presigned prescription URL: 300 s (docs/architecture.md §3.2: at most 5 minutes). */
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
 * The common part of the two file routes: pharmacists only (checked before the record is read), the record's file,
 * the malware scan gate (file-scan-gate.ts: only a file scanned clean is opened) and the audit entry, written before
 * the file is opened (outcome 'allowed') and also for a refusal (outcome 'refused', detail `refused: <state>`).
 * @param detail the audit detail of an opening, e.g. '300s'
 * @returns the file to open
 * @throws HttpError 403 (not a pharmacist), 404 (unknown reference, no file, or the file is gone), 409 FILE_NOT_SCANNED
 *   (no scan tag yet, or a scan that could not finish), 423 FILE_QUARANTINED (the scan found a threat)
 */
async function openRecordFile(reference: string, user: StaffUser, context: StaffApiContext, detail: string): Promise<RecordFile> {
  authoriseAction(user, 'open_file');
  const { item } = await loadRecord(reference, user, context);
  const file = item.file as RecordFile | undefined;
  if (!file) throw new HttpError(404, 'NOT_FOUND', 'This record has no prescription file.');
  const scan = await readScanState(context.clients.s3, file);
  const refusal = scanRefusal(scan);
  await auditAction(context, user, {
    action: 'presign',
    reference,
    detail: refusal ? `refused: ${scan}` : detail,
    outcome: refusal ? 'refused' : 'allowed',
  });
  if (refusal) throw refusal;
  return file;
}

/**
 * POST /api/staff/records/<reference>/file-url: a presigned GET of the record's prescription file, valid
 * FILE_URL_SECONDS, shown inline; pharmacists only; only for a file the malware scan tagged clean; audited
 * (openRecordFile). The console shows images through it; PDFs come through file-content instead.
 * @returns 200 FileUrlAnswer: the URL, its lifetime in seconds and the file's content type
 * @throws HttpError 403, 404, 409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED (openRecordFile)
 */
export async function presignFile(
  _request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const file = await openRecordFile(reference, user, context, `${FILE_URL_SECONDS}s`);
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
 * @throws HttpError 403, 404, 409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED (openRecordFile), 413 for a larger object
 */
export async function fileContent(
  _request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const file = await openRecordFile(reference, user, context, 'content');
  const object = await context.clients.s3.send(new GetObjectCommand(objectOf(file)));
  if ((object.ContentLength ?? 0) > PRESCRIPTION_MAX_BYTES) {
    (object.Body as { destroy?: () => void } | undefined)?.destroy?.(); // free the connection
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'This file is too large to show in the console; download it with the staff CLI.');
  }
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  const body: FileContentAnswer = { contentType: file.contentType, bytes: bytes.length, base64: bytes.toString('base64') };
  return { status: 200, body };
}
