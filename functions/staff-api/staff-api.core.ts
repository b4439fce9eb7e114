import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkTransition, historyEntry, type Actor, type LifecycleKind } from '@domain/lifecycle';
import {
  QUEUE_PAGE_SIZE,
  privacyRequestDoneSchema,
  queueKinds,
  statusChangeSchema,
  type FileUrlAnswer,
  type QueuePage,
  type QueueRow,
  type StaffPrivacyRequest,
  type StaffRecord,
} from '@contracts/staff-api';
import type { AwsClients } from '../shared/aws-clients';
import type { RuntimeConfig } from '../shared/config';
import type { HttpRequest, RouteResult } from '../shared/handler-kit';
import { HttpError } from '../shared/http';
import { queueKey, writeStatusChange } from '../shared/lifecycle-fields';
import { parseReference } from '../shared/reference';
import { tableDesign } from '@contracts/deployment/table-design';
import { validateJsonBody } from '../shared/validate-fields';
import { readAudit, writeAudit } from './audit';
import { readScanState, scanRefusal } from './file-scan-gate';
import { PRESCRIPTION_MAX_BYTES } from '@domain/prescription-file-checks';
import type { FileContentAnswer } from '@contracts/api';
import { requireGroup, staffUserFromClaims, type StaffUser } from './staff-user';

/** What the staff API needs; injected so tests can point it at the emulators. */
export interface StaffApiContext {
  clients: AwsClients;
  config: RuntimeConfig;
  /** The request time. */
  now: Date;
}

/** Largest status-change body: 4 KiB (a 1,000-character note of 4-byte characters fits). */
const STATUS_CHANGE_MAX_BYTES = 4096;

/** Lifetime of a presigned prescription URL: 300 s (DESIGN §3.2: at most 5 minutes). */
export const FILE_URL_SECONDS = 300;

/** Which groups may see each kind (DESIGN §3.2): pharmacists prescriptions and orders, support orders and messages. */
const viewers: Record<LifecycleKind, Array<'pharmacist' | 'support'>> = {
  prescription: ['pharmacist'],
  order: ['pharmacist', 'support'],
  message: ['support'],
};

/** @throws HttpError 404 for anything that is not an RX-/ORD-/MSG- reference */
function keyOf(reference: string): { kind: LifecycleKind; key: { pk: string; sk: string } } {
  const parsed = parseReference(reference);
  if (!parsed) throw new HttpError(404, 'NOT_FOUND', 'There is no record with this reference.');
  return parsed;
}

/** The record as staff see it: everything stored but the table's keys. */
function toStaffRecord(item: Record<string, unknown>): StaffRecord {
  const { pk: _pk, sk: _sk, queue: _queue, ...record } = item;
  return record as StaffRecord;
}

/** Reads one record, checking the caller may see its kind. @throws HttpError 404, 403 */
async function loadRecord(reference: string, user: StaffUser, { clients, config }: StaffApiContext): Promise<{ kind: LifecycleKind; item: Record<string, unknown> }> {
  const { kind, key } = keyOf(reference);
  requireGroup(user, ...viewers[kind]);
  const found = await clients.dynamo.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
  // An erased record keeps a tombstone without personal data; older records (before the lifecycle) have no status.
  if (!found.Item || typeof found.Item.status !== 'string') throw new HttpError(404, 'NOT_FOUND', 'There is no record with this reference.');
  return { kind, item: found.Item };
}

function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

/** Accepts only a key of the queried partition. @throws HttpError 400 */
function decodeCursor(cursor: string | undefined, indexKey: string, value: string): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (key[indexKey] === value && Object.values(key).every((part) => typeof part === 'string')) return key as Record<string, string>;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'VALIDATION', 'The cursor is not valid.', { cursor: 'Invalid' });
}

/**
 * GET /api/staff/queue?kind=prescription|order|message[&status=…][&order=newest|oldest][&cursor=…]: one page
 * (QUEUE_PAGE_SIZE rows) of a queue, by creation time. With `status`, a Query on the queue index; without, on the
 * kind index. Never a Scan.
 * @throws HttpError 400 for an unknown kind, status or order, or a bad cursor; 403 for a kind the caller may not see
 */
async function listQueue(request: HttpRequest, user: StaffUser, { clients, config }: StaffApiContext): Promise<RouteResult> {
  const kind = request.query.kind as LifecycleKind | undefined;
  if (!kind || !(queueKinds as readonly string[]).includes(kind)) {
    throw new HttpError(400, 'VALIDATION', 'Choose a queue.', { kind: `Must be one of ${queueKinds.join(', ')}` });
  }
  requireGroup(user, ...viewers[kind]);
  const { status, order = 'newest', cursor } = request.query;
  if (order !== 'newest' && order !== 'oldest') throw new HttpError(400, 'VALIDATION', 'Unknown order.', { order: 'Must be newest or oldest' });
  const index = status === undefined ? tableDesign.kindIndex : tableDesign.queueIndex;
  const value = status === undefined ? kind : queueKey(kind, status);
  const page = await clients.dynamo.send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: index.name,
      KeyConditionExpression: '#partition = :value',
      ExpressionAttributeNames: { '#partition': index.partitionKey },
      ExpressionAttributeValues: { ':value': value },
      ScanIndexForward: order === 'oldest',
      Limit: QUEUE_PAGE_SIZE,
      ExclusiveStartKey: decodeCursor(cursor, index.partitionKey, value),
    }),
  );
  const rows: QueueRow[] = (page.Items ?? [])
    .filter((item) => typeof item.status === 'string')
    .map((item) => ({
      reference: String(item.reference),
      kind,
      status: String(item.status),
      version: Number(item.version),
      createdAt: String(item.createdAt),
      updatedAt: String(item.updatedAt),
    }));
  const nextCursor = encodeCursor(page.LastEvaluatedKey);
  const body: QueuePage = { rows, ...(nextCursor ? { nextCursor } : {}) };
  return { status: 200, body };
}

/** GET /api/staff/records/<reference>: the record with its history; the view is audited. @throws HttpError 404, 403 */
async function showRecord(_request: HttpRequest, user: StaffUser, context: StaffApiContext, [, reference = '']: RegExpMatchArray): Promise<RouteResult> {
  const { item } = await loadRecord(reference, user, context);
  const at = context.now.toISOString();
  await writeAudit(context.clients.dynamo, context.config.tableName, { at, userId: user.userId, action: 'view', reference }, context.now);
  return { status: 200, body: toStaffRecord(item) };
}

/**
 * POST /api/staff/records/<reference>/status {to, reason?, note?, version}: one lifecycle change (domain/lifecycle.ts),
 * audited first, then written with a condition on `version`, appending to `history` and moving the record's queue.
 * A pharmacist's verification or rejection records their name, council and registration number.
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema, 400 for a change the table refuses; 403 for a role without the right;
 *   404 for an unknown reference; 409 CONFLICT with the current record (`error.fields` empty, body.current) when
 *   `version` is stale, so two pharmacists never overwrite each other
 */
async function changeStatus(request: HttpRequest, user: StaffUser, context: StaffApiContext, [, reference = '']: RegExpMatchArray): Promise<RouteResult> {
  const change = validateJsonBody(statusChangeSchema, request, STATUS_CHANGE_MAX_BYTES);
  const { kind, item } = await loadRecord(reference, user, context);
  const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
  const from = String(item.status);
  const problem = checkTransition({ kind, from, to: change.to, reason: change.reason, note: change.note }, actor, {
    needsPrescription: item.file !== undefined,
  });
  if (problem) throw new HttpError(problem.status, problem.code, problem.message, problem.field ? { [problem.field]: problem.message } : undefined);
  if (Number(item.version) !== change.version) {
    throw new HttpError(409, 'CONFLICT', 'Someone else changed this record. Here is the current version.', undefined, {}, { current: toStaffRecord(item) });
  }

  const entry = historyEntry({ kind, from, to: change.to, reason: change.reason, note: change.note }, actor, context.now);
  const decidedBy = kind === 'prescription' && (change.to === 'verified' || change.to === 'rejected') && user.name
    ? { name: user.name, council: user.council ?? '', registration: user.registration ?? '' }
    : undefined;
  await writeAudit(
    context.clients.dynamo,
    context.config.tableName,
    { at: entry.at, userId: user.userId, action: 'status', reference, detail: `${from}→${change.to}${change.reason ? ` (${change.reason})` : ''}` },
    context.now,
  );
  try {
    // One conditional write: the change, its history entry and the e-mails it owes (outbox, issue 11 §4).
    const updated = await writeStatusChange(context.clients.dynamo, context.config.tableName, {
      key: keyOf(reference).key,
      kind,
      from,
      to: change.to,
      version: change.version,
      entry,
      notify: { email: typeof item.email === 'string' ? item.email : undefined, reason: change.reason },
      ...(decidedBy ? { set: { decidedBy } } : {}),
    });
    return { status: 200, body: toStaffRecord(updated) };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const { item: current } = await loadRecord(reference, user, context);
    throw new HttpError(409, 'CONFLICT', 'Someone else changed this record. Here is the current version.', undefined, {}, { current: toStaffRecord(current) });
  }
}

/** The record's file (prescription-file.ts StoredFileRef), as the file routes use it. */
interface RecordFile {
  bucket: string;
  key: string;
  versionId?: string;
  contentType: string;
}

/**
 * The common part of the two file routes: pharmacists only, the record's file, the scan gate (file-scan-gate.ts,
 * issue 13 §5) and the audit entry, written before the file is opened and also for a refusal (`refused: <state>`).
 * @param detail the audit detail of an opening, e.g. '300s'
 * @throws HttpError 403 (not a pharmacist), 404 (unknown reference, no file, or the file is gone), 409 FILE_NOT_SCANNED
 *   (no scan tag yet, or a scan that could not finish), 423 FILE_QUARANTINED (the scan found a threat)
 */
async function openRecordFile(reference: string, user: StaffUser, context: StaffApiContext, detail: string): Promise<RecordFile> {
  requireGroup(user, 'pharmacist');
  const { item } = await loadRecord(reference, user, context);
  const file = item.file as RecordFile | undefined;
  if (!file) throw new HttpError(404, 'NOT_FOUND', 'This record has no prescription file.');
  const scan = await readScanState(context.clients.s3, file);
  const refusal = scanRefusal(scan);
  await writeAudit(
    context.clients.dynamo,
    context.config.tableName,
    { at: context.now.toISOString(), userId: user.userId, action: 'presign', reference, detail: refusal ? `refused: ${scan}` : detail },
    context.now,
  );
  if (refusal) throw refusal;
  return file;
}

/**
 * POST /api/staff/records/<reference>/file-url: a presigned GET of the record's prescription file, valid
 * FILE_URL_SECONDS, shown inline; pharmacists only; only for a file the malware scan tagged clean; audited
 * (openRecordFile). The console shows images through it; PDFs come through file-content instead.
 * @throws HttpError 403, 404, 409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED (openRecordFile)
 */
async function presignFile(_request: HttpRequest, user: StaffUser, context: StaffApiContext, [, reference = '']: RegExpMatchArray): Promise<RouteResult> {
  const file = await openRecordFile(reference, user, context, `${FILE_URL_SECONDS}s`);
  const url = await getSignedUrl(
    context.clients.s3,
    new GetObjectCommand({
      Bucket: file.bucket,
      Key: file.key,
      ...(file.versionId ? { VersionId: file.versionId } : {}),
      ResponseContentType: file.contentType,
      ResponseContentDisposition: 'inline',
    }),
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
 * @throws HttpError 403, 404, 409 FILE_NOT_SCANNED, 423 FILE_QUARANTINED (openRecordFile), 413 for a larger object
 */
async function fileContent(_request: HttpRequest, user: StaffUser, context: StaffApiContext, [, reference = '']: RegExpMatchArray): Promise<RouteResult> {
  const file = await openRecordFile(reference, user, context, 'content');
  const object = await context.clients.s3.send(new GetObjectCommand({ Bucket: file.bucket, Key: file.key, ...(file.versionId ? { VersionId: file.versionId } : {}) }));
  if ((object.ContentLength ?? 0) > PRESCRIPTION_MAX_BYTES) {
    (object.Body as { destroy?: () => void } | undefined)?.destroy?.(); // free the connection
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'This file is too large to show in the console; download it with the staff CLI.');
  }
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  const body: FileContentAnswer = { contentType: file.contentType, bytes: bytes.length, base64: bytes.toString('base64') };
  return { status: 200, body };
}

/** GET /api/staff/records/<reference>/audit: the record's audit trail, pharmacists only. @throws HttpError 403, 404 */
async function showAudit(_request: HttpRequest, user: StaffUser, context: StaffApiContext, [, reference = '']: RegExpMatchArray): Promise<RouteResult> {
  requireGroup(user, 'pharmacist');
  await loadRecord(reference, user, context);
  return { status: 200, body: { entries: await readAudit(context.clients.dynamo, context.config.tableName, reference) } };
}

/** The privacy request `id` of a record, with its position in `privacyRequests`. @throws HttpError 404 when there is none */
function findPrivacyRequest(item: Record<string, unknown>, id: string): { index: number; request: StaffPrivacyRequest } {
  const requests = Array.isArray(item.privacyRequests) ? (item.privacyRequests as StaffPrivacyRequest[]) : [];
  const index = requests.findIndex((candidate) => candidate?.id === id);
  if (index < 0) throw new HttpError(404, 'NOT_FOUND', 'This record has no privacy request with this id.');
  return { index, request: requests[index]! };
}

const alreadyDone = (current: Record<string, unknown>) =>
  new HttpError(409, 'CONFLICT', 'This privacy request is already marked as done. Here is the current record.', undefined, {}, { current: toStaffRecord(current) });

/**
 * Takes a closed request's pointer item (pk of the record, sk `PRIVACY#<at>#<id>`: privacy.core.ts recordRequest) out
 * of the staff queue by removing its sparse `queue` attribute. UpdateItem (never DeleteItem: the staff role may not
 * delete), conditional on the pointer existing so that no bare item is created; a pointer already gone (TTL) is fine.
 * @throws the SDK's errors other than a failed condition
 */
async function dequeuePrivacyPointer(key: { pk: string; sk: string }, request: StaffPrivacyRequest, at: string, { clients, config }: StaffApiContext): Promise<void> {
  try {
    await clients.dynamo.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: key.pk, sk: `PRIVACY#${request.at}#${request.id}` },
        UpdateExpression: 'SET #updatedAt = :at REMOVE #queue',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#updatedAt': 'updatedAt', '#queue': 'queue' },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * POST /api/staff/records/<reference>/privacy-requests/<id> {state: 'done', note}: closes one of the shopper's
 * privacy requests (an erasure held for pharmacy-records law, or a correction; DPDP Act 2023 §12–13, issue 11).
 * Who: the groups that may see the record's kind (DESIGN §3.2: pharmacists prescriptions, both groups orders, support
 * messages). Audited first (`privacy_request_done`, detail: type and id), then one conditional UpdateItem sets the
 * list element's `state` 'done', `doneAt`, `doneBy` (staff user id) and `resolution` (the note) on condition that the
 * element at that position still has this id and is 'open', and bumps `version` and `updatedAt` like every staff
 * write (`history` stays the log of status changes; the element and the audit trail record the closing). Then the
 * request's pointer item leaves the staff queue (dequeuePrivacyPointer). A request found already done gets 409 and
 * its pointer is taken out of the queue too, so a retry after a failed second write finishes the job.
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema; 403 for a group that may
 *   not see the kind; 404 for an unknown reference or request id; 409 CONFLICT with the current record
 *   (body.current) when the request is already done
 */
async function closePrivacyRequest(request: HttpRequest, user: StaffUser, context: StaffApiContext, [, reference = '', id = '']: RegExpMatchArray): Promise<RouteResult> {
  const body = validateJsonBody(privacyRequestDoneSchema, request, STATUS_CHANGE_MAX_BYTES);
  const { item } = await loadRecord(reference, user, context);
  const { key } = keyOf(reference);
  const { index, request: found } = findPrivacyRequest(item, id);
  const at = context.now.toISOString();
  if (found.state !== 'open') {
    await dequeuePrivacyPointer(key, found, at, context);
    throw alreadyDone(item);
  }
  await writeAudit(context.clients.dynamo, context.config.tableName, { at, userId: user.userId, action: 'privacy_request_done', reference, detail: `${found.type} ${found.id}` }, context.now);
  try {
    const updated = await context.clients.dynamo.send(
      new UpdateCommand({
        TableName: context.config.tableName,
        Key: key,
        UpdateExpression:
          'SET #requests[' + index + '].#state = :done, #requests[' + index + '].#doneAt = :at, #requests[' + index + '].#doneBy = :by, ' +
          '#requests[' + index + '].#resolution = :note, #version = #version + :one, #updatedAt = :at',
        ConditionExpression: '#requests[' + index + '].#id = :id AND #requests[' + index + '].#state = :open',
        ExpressionAttributeNames: {
          '#requests': 'privacyRequests',
          '#state': 'state',
          '#doneAt': 'doneAt',
          '#doneBy': 'doneBy',
          '#resolution': 'resolution',
          '#id': 'id',
          '#version': 'version',
          '#updatedAt': 'updatedAt',
        },
        ExpressionAttributeValues: { ':done': 'done', ':open': 'open', ':at': at, ':by': user.userId, ':note': body.note, ':id': id, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await dequeuePrivacyPointer(key, found, at, context);
    return { status: 200, body: toStaffRecord(updated.Attributes ?? {}) };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // Closed meanwhile by someone else (409), or the record was erased or the list changed (404 from findPrivacyRequest).
    const { item: current } = await loadRecord(reference, user, context);
    const now = findPrivacyRequest(current, id);
    if (now.request.state === 'open') {
      throw new HttpError(409, 'CONFLICT', 'This record changed while saving. Here is the current record; please try again.', undefined, {}, { current: toStaffRecord(current) });
    }
    await dequeuePrivacyPointer(key, now.request, at, context);
    throw alreadyDone(current);
  }
}

type StaffRoute = (request: HttpRequest, user: StaffUser, context: StaffApiContext, match: RegExpMatchArray) => Promise<RouteResult>;

/** The staff API's paths (DESIGN §3.2), below /api/staff, without a trailing slash. */
const routes: ReadonlyArray<{ method: 'GET' | 'POST'; pattern: RegExp; run: StaffRoute }> = [
  { method: 'GET', pattern: /^\/queue$/, run: listQueue },
  { method: 'GET', pattern: /^\/records\/([A-Z]{2,3}-[0-9A-Z-]{1,30})$/, run: showRecord },
  { method: 'POST', pattern: /^\/records\/([A-Z]{2,3}-[0-9A-Z-]{1,30})\/status$/, run: changeStatus },
  { method: 'POST', pattern: /^\/records\/([A-Z]{2,3}-[0-9A-Z-]{1,30})\/file-url$/, run: presignFile },
  { method: 'GET', pattern: /^\/records\/([A-Z]{2,3}-[0-9A-Z-]{1,30})\/file-content$/, run: fileContent },
  { method: 'GET', pattern: /^\/records\/([A-Z]{2,3}-[0-9A-Z-]{1,30})\/audit$/, run: showAudit },
  { method: 'POST', pattern: /^\/records\/([A-Z]{2,3}-[0-9A-Z-]{1,30})\/privacy-requests\/([0-9A-Za-z-]{1,64})$/, run: closePrivacyRequest },
];

/**
 * Routes one /api/staff/* request (DESIGN §3.2): reads the staff member from the verified token's claims, then runs
 * the matching route.
 * @throws HttpError 401 without valid claims, 403 for a group without the right, 404 JSON for an unknown path,
 *   405 for a known path with another method, 400/409/422 from the routes
 */
export async function routeStaffRequest(request: HttpRequest, context: StaffApiContext): Promise<RouteResult> {
  const user = staffUserFromClaims(request.claims);
  const path = request.path.replace(/\/+$/, '').replace(/^\/api\/staff/, '') || '/';
  const matching = routes.filter((route) => route.pattern.test(path));
  if (matching.length === 0) throw new HttpError(404, 'NOT_FOUND', 'There is no staff API at this address.');
  const route = matching.find((candidate) => candidate.method === request.method);
  if (!route) {
    const allow = matching.map((candidate) => candidate.method).join(', ');
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', `Use ${allow} for this address.`, undefined, { allow });
  }
  return route.run(request, user, context, path.match(route.pattern)!);
}
