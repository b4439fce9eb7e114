import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { checkTransition, historyEntry, type Actor } from '@domain/lifecycle';
import { PRESCRIPTION_FILE_FIELD, PRESCRIPTION_MAX_BYTES } from '@domain/prescription-file-checks';
import * as z from 'zod/mini';
import {
  ERASURE_CODE_MAX_TRIES,
  ERASURE_CODE_RESEND_SECONDS,
  ERASURE_CODES_PER_DAY,
  ERASURE_CODE_VALID_MINUTES,
  correctionRequestSchema,
  eraseCodeSchema,
  eraseRequestSchema,
  erasureCodeMessages,
  privacyAnswerReasons,
  privacyMessages,
  reuploadFieldsSchema,
  type CorrectionAnswer,
  type EraseAnswer,
  type ErasureHoldReason,
  type PrivacyRequest,
} from '@contracts/privacy-requests';
import type { AwsClients } from '../runtime/aws-clients';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import { parseMultipart, type MultipartLimits } from '../runtime/multipart';
import { parseReference } from '../runtime/reference';
import { AUDIT_RETENTION_DAYS, PRESCRIPTION_RETENTION_DAYS, expiryEpochSeconds } from '@contracts/deployment/table-design';
import { validateFields, validateJsonBody } from '../runtime/validate-fields';
import { appendPrivacyRequest, putPrivacyPointer } from '../data/privacy-requests';
import type { StoredRecord } from '../data/record-schemas';
import { writeStatusChange } from '../data/records';
import { isConditionFailure } from '../data/table';
import { checkPrescriptionFile, prescriptionSentAsText, storePrescriptionObject } from '../submit-form/prescription-upload';
import { codeRefusal, wasGuessed } from '../track/code-refusal';
import { authoriseShopper, authoriseShopperHeld, toTrackAnswer, type AuthorisedRecord, type TrackContext } from '../track/track-context';
import { checkEmailCode, consumeEmailCode, emailCodeKey, requestEmailCode, type CodeRequestLimits } from '../data/email-codes';
import type { OutboxEvent } from '../runtime/outbox';
import { recordLocale } from '../runtime/shopper-locale';
import { limitIpv6Network } from '../runtime/network-rate-limit';
import {
  CLOSED_UNDISPENSED_ORDER_STATUSES,
  DISPENSED_ORDER_STATUSES,
  eraseRecord,
  isErasable,
  readDependentOrderItems,
  suppliedScheduleH1,
} from './record-erasure';

/** What the self-service privacy endpoints need; injected so tests can point them at the emulators and move the clock. */
export interface PrivacyContext {
  clients: AwsClients;
  config: RuntimeConfig;
  /** The request time. */
  now: Date;
  requestId: string;
}

/** Largest JSON body of erase/correct: 8 KiB (a 1,000-character correction of 4-byte characters, escaped, fits). */
const MAX_JSON_BYTES = 8 * 1024;

/** busboy limits of the re-upload: one file of at most 4 MiB (as /upload), 6 short fields. */
const reuploadLimits: MultipartLimits = {
  fileSize: PRESCRIPTION_MAX_BYTES,
  files: 1,
  fields: 6,
  fieldSize: 1024,
  fileFields: [PRESCRIPTION_FILE_FIELD],
};

/** Open correction requests one record may hold (bounds the item; staff answer them first). */
const MAX_OPEN_CORRECTIONS = 10;

const shopper: Actor = { type: 'shopper' };

function changedMeanwhile(): HttpError {
  return new HttpError(409, 'CONFLICT', 'This request changed while we were working on it. Please track it again and retry.').because({
    code: 'request_changed',
  });
}

/**
 * Why the orders a record's file was dispensed against hold its erasure, if they do, and whether the H1 register
 * keeps an entry of one of them. The record's `dependentOrders` lists them (ORD- references, written with the order:
 * an order carrying a prescription file lists itself, functions/submit-form/checkout.ts). A dispatched or delivered
 * order holds it under pharmacy records law (`records_law`); one still open (placed, awaiting the prescription,
 * confirmed, packed) holds it for staff, who cancel the order or dispatch it first (`order_record`); a cancelled or
 * erased order holds nothing. `keepsH1Entry` is true when the record is, or a listed order is, an order dispatched with
 * a Schedule H1 medicine (record-erasure.ts suppliedScheduleH1): its register entry stays 3 years whatever happens to
 * the request. An order's own status is read from the record itself; any other order is read by key (at most 50).
 * @returns the hold reason (undefined when no listed order holds the record) and `keepsH1Entry`
 * @throws SDK errors of the order reads (→ 503/500)
 */
async function dependentOrderHold(
  record: AuthorisedRecord,
  context: PrivacyContext,
): Promise<{ reason?: ErasureHoldReason; keepsH1Entry: boolean }> {
  const orders = await readDependentOrderItems(record, context);
  const keepsH1Entry = (record.kind === 'order' && suppliedScheduleH1(record.item)) || orders.some(({ item }) => suppliedScheduleH1(item));
  if (record.kind === 'order' && DISPENSED_ORDER_STATUSES.has(record.item.status)) return { reason: 'records_law', keepsH1Entry };
  let reason: ErasureHoldReason | undefined;
  for (const { item } of orders) {
    const status = item?.status ?? '';
    if (DISPENSED_ORDER_STATUSES.has(status)) return { reason: 'records_law', keepsH1Entry };
    if (status !== '' && !CLOSED_UNDISPENSED_ORDER_STATUSES.has(status)) reason = 'order_record';
  }
  return { reason, keepsH1Entry };
}

/** The answer of a held erasure: the H1 register's 3 years when it keeps an entry, else the hold's own reason. */
function heldAnswer(reason: ErasureHoldReason, keepsH1Entry: boolean): Pick<EraseAnswer, 'reason' | 'message'> {
  if (keepsH1Entry) return { reason: privacyAnswerReasons.h1Register, message: privacyMessages.h1Register };
  return reason === 'records_law'
    ? { reason: privacyAnswerReasons.recordsLaw, message: privacyMessages.recordsLaw }
    : { reason: privacyAnswerReasons.orderRecord, message: privacyMessages.orderRecord };
}

/** The privacy requests a record holds (none on a tombstone: an erasure removes them). */
function privacyRequestsOf(item: StoredRecord): PrivacyRequest[] {
  return item.status === 'erased' ? [] : (item.privacyRequests ?? []);
}

/**
 * Records a privacy request for staff: first a pointer item in the staff queue (putPrivacyPointer: queue index
 * partition `<kind>#privacy_request`, no personal data; it expires with the record, or after 365 days for a record
 * without TTL), then the request itself on the record's `privacyRequests` list (a correction's text lives only there,
 * so erasure removes it). The record write is conditional on the record still being in the status it was read in
 * (not erased meanwhile).
 * @throws HttpError 409 when the record changed meanwhile; SDK errors (→ 503/500)
 */
async function recordRequest(record: AuthorisedRecord, request: PrivacyRequest, context: PrivacyContext): Promise<void> {
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const expiresAt =
    typeof record.item.expiresAt === 'number' ? record.item.expiresAt : expiryEpochSeconds(context.now, AUDIT_RETENTION_DAYS);
  await putPrivacyPointer(dynamo, tableName, record, request, expiresAt);
  try {
    await appendPrivacyRequest(dynamo, tableName, record.key, request, record.item.status);
  } catch (error) {
    if (isConditionFailure(error)) throw changedMeanwhile();
    throw error;
  }
}

/**
 * Erases a record at once (docs/architecture/lifecycle.md; DPDP Act 2023 §6(4), §12(3)) by the shared erasure
 * (record-erasure.ts eraseRecord: every file version, then the tombstone, the 'erased' e-mail in the same write).
 * @returns the erasure time (ISO 8601)
 * @throws HttpError 409 when the lifecycle table does not allow it or the record changed meanwhile (nothing personal
 *   is left in S3 then; a retry finishes), 503
 */
async function eraseNow(record: AuthorisedRecord, context: PrivacyContext): Promise<string> {
  if (!isErasable(record.kind, record.item.status)) {
    throw new HttpError(409, 'CONFLICT', 'This request cannot be deleted from here. Please contact our grievance officer.').because({
      code: 'erasure_not_here',
    });
  }
  try {
    return (await eraseRecord(record, context, shopper)).erasedAt;
  } catch (error) {
    if (isConditionFailure(error)) throw changedMeanwhile();
    throw error;
  }
}

/** The attempt-limit context of a privacy request (the /track counter is shared: track-context.ts authoriseShopper). */
function trackContextOf({ clients, config, now }: PrivacyContext): TrackContext {
  return { dynamo: clients.dynamo, s3: clients.s3, config, now };
}

/**
 * Erases at once or records a held erasure, once the shopper proved the request (DPDP Act 2023 §6(4), §12(3); DPDP
 * Rules 2025; docs/architecture/lifecycle.md):
 * - a prescription or message no open or dispensed order depends on is erased at once (eraseNow): 200 `deleted`;
 * - a prescription an open or dispensed order depends on (dependentOrderHold), or any order, is recorded for staff
 *   (recordRequest): 200 `recorded` with a plain explanation (pharmacy records law once dispatched; an order is a
 *   record of sale; and where a Schedule H1 medicine was dispatched, that its H1 register entry is kept 3 years and
 *   what it holds: heldAnswer). A repeat does not add a second request.
 * @returns 200 EraseAnswer
 * @throws HttpError 409 (changed meanwhile), 503
 */
async function eraseOrHold(record: AuthorisedRecord, context: PrivacyContext): Promise<RouteResult> {
  const at = context.now.toISOString();
  const hold = await dependentOrderHold(record, context);
  const reason = hold.reason ?? (record.kind === 'order' ? 'order_record' : undefined);
  if (reason) {
    const open = privacyRequestsOf(record.item).find((existing) => existing.type === 'erasure' && existing.state === 'open');
    if (!open) await recordRequest(record, { id: randomUUID(), type: 'erasure', at, state: 'open', reason }, context);
    logger.info(open ? 'erasure already recorded' : 'erasure recorded', { requestId: context.requestId, form: record.kind, code: reason });
    const answer: EraseAnswer = {
      reference: record.reference,
      outcome: 'recorded',
      ...heldAnswer(reason, hold.keepsH1Entry),
      at: open?.at ?? at,
    };
    return { status: 200, body: answer };
  }
  const erasedAt = await eraseNow(record, context);
  logger.info('record erased', { requestId: context.requestId, form: record.kind });
  const answer: EraseAnswer = {
    reference: record.reference,
    outcome: 'deleted',
    reason: privacyAnswerReasons.deleted,
    message: privacyMessages.deleted,
    at: erasedAt,
  };
  return { status: 200, body: answer };
}

/** How often a reference may be sent an erasure code: one a minute, ERASURE_CODES_PER_DAY in 24 hours. */
const codeRequestLimits: CodeRequestLimits = {
  resendSeconds: ERASURE_CODE_RESEND_SECONDS,
  perWindow: ERASURE_CODES_PER_DAY,
  windowSeconds: 24 * 60 * 60,
};

/**
 * First step of an erasure: `{reference, phone, confirm: true}`, authorised like /api/track/ (authoriseShopper: same
 * 404, same attempt limit and counter). Queues an e-mail to the address on the record through the outbox
 * (functions/data/email-codes.ts requestEmailCode; the notifier draws the code when it sends it, so no code is
 * stored in clear: functions/runtime/one-time-code.ts) and replaces any earlier code. Rules: NIST SP 800-63B §5.1.3 (an
 * out-of-band one-time code), DPDP Act 2023 §12(3).
 * @returns 200 EraseAnswer `code_sent`
 * @throws HttpError 404, 429 THROTTLED (attempt lock; or a code asked for less than ERASURE_CODE_RESEND_SECONDS ago, or
 *   ERASURE_CODES_PER_DAY in 24 hours: Retry-After seconds), 409 NO_EMAIL (no address on the record: the message names
 *   the grievance officer as the way), 503
 */
async function sendErasureCode(
  body: z.output<typeof eraseRequestSchema>,
  request: HttpRequest,
  context: PrivacyContext,
): Promise<RouteResult> {
  const record = await authoriseShopper(body.reference, body.phone, request.clientIp, trackContextOf(context));
  const email = record.item.status !== 'erased' && record.item.email?.trim() ? record.item.email : undefined;
  if (!email) throw new HttpError(409, 'NO_EMAIL', erasureCodeMessages.noEmail).because({ code: 'erasure_code_no_email' });
  const at = context.now.toISOString();
  // A code e-mail changes no status: `status` is the record's as it was asked, for the outbox's bookkeeping only.
  const event: OutboxEvent = {
    id: randomUUID(),
    audience: 'shopper',
    // No address: the notifier sends the code to the record's address at send time (and, within 24 hours of an
    // e-mail correction, to the replaced one too: functions/data/email-changes.ts).
    status: record.item.status,
    // The code item is not the record: the e-mail carries the record's language itself.
    locale: recordLocale(record.item.locale),
    createdAt: at,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: at,
  };
  const queued = await requestEmailCode(context.clients.dynamo, context.config.tableName, {
    key: emailCodeKey('erasure', record),
    reference: record.reference,
    event,
    now: context.now,
    limits: codeRequestLimits,
  });
  if (!queued.queued) {
    const seconds = queued.retryAfterSeconds;
    const headers = { 'retry-after': String(seconds) };
    if (queued.reason === 'too_soon') {
      throw new HttpError(429, 'THROTTLED', erasureCodeMessages.tooSoon(seconds), undefined, headers).because({
        code: 'erasure_code_sent_recently',
        seconds,
      });
    }
    throw new HttpError(429, 'THROTTLED', erasureCodeMessages.dailyLimit(seconds), undefined, headers).because({
      code: 'erasure_code_daily_limit',
      count: ERASURE_CODES_PER_DAY,
      retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)),
    });
  }
  logger.info('erasure code requested', { requestId: context.requestId, form: record.kind });
  const answer: EraseAnswer = {
    reference: record.reference,
    outcome: 'code_sent',
    reason: privacyAnswerReasons.codeSent,
    message: erasureCodeMessages.sent,
    at,
  };
  return { status: 200, body: answer };
}

/** The verdict on a typed code: right (with the code's salt, to remove it once used), or an error and whether it was a guess. */
type CodeVerdict = { right: true; salt: string } | { right: false; guessed: boolean; error: HttpError };

/**
 * Checks a typed erasure code against the one waiting for the record (functions/data/email-codes.ts checkEmailCode:
 * each try counted before the constant-time comparison), a refusal worded as every code's (functions/track/code-refusal.ts).
 * @returns the verdict (a refusal's HttpError is for the caller to throw, once it settled the attempt counter)
 * @throws the SDK's errors (→ 503)
 */
async function checkErasureCode(record: AuthorisedRecord, typed: string, context: PrivacyContext): Promise<CodeVerdict> {
  const verdict = await checkEmailCode(context.clients.dynamo, context.config.tableName, emailCodeKey('erasure', record), {
    typed,
    now: context.now,
    maxTries: ERASURE_CODE_MAX_TRIES,
  });
  if (verdict.right) return verdict;
  return {
    right: false,
    guessed: wasGuessed(verdict),
    error: codeRefusal(verdict, { maxTries: ERASURE_CODE_MAX_TRIES, validMinutes: ERASURE_CODE_VALID_MINUTES }),
  };
}

/**
 * Second step of an erasure: `{reference, phone, code}`. Authorised like /api/track/, then the e-mailed code is checked
 * (checkErasureCode). A right code erases or records a held erasure exactly as before (eraseOrHold), then is removed; a
 * failed erasure (503) leaves it usable for a retry while tries and time remain. A wrong code stays counted as a failed
 * attempt on the /track counter, like a wrong phone, so guessing codes also meets the lock.
 * @returns 200 EraseAnswer `deleted` or `recorded`
 * @throws HttpError 404, 429, 400 CODE_WRONG (with `fields.code` and the tries left), 410 CODE_EXPIRED or CODE_USED_UP
 *   (ask for a new code), 409 (changed meanwhile), 503
 */
async function confirmErasure(body: z.output<typeof eraseCodeSchema>, request: HttpRequest, context: PrivacyContext): Promise<RouteResult> {
  const { releaseAttempt, ...record } = await authoriseShopperHeld(body.reference, body.phone, request.clientIp, trackContextOf(context));
  const verdict = await checkErasureCode(record, body.code, context);
  if (!verdict.right) {
    if (!verdict.guessed) await releaseAttempt();
    logger.info('erasure code refused', { requestId: context.requestId, form: record.kind, code: verdict.error.code });
    throw verdict.error;
  }
  await releaseAttempt();
  const answer = await eraseOrHold(record, context);
  await consumeEmailCode(context.clients.dynamo, context.config.tableName, emailCodeKey('erasure', record), {
    salt: verdict.salt,
    now: context.now,
  });
  return answer;
}

/** Any JSON object: the erase route reads the body once, then validates it with the schema of its step. */
const jsonObject = z.record(z.string(), z.unknown());

/**
 * POST /api/privacy/erase/: withdrawal of consent and erasure in two steps (DPDP Act 2023 §6(4), §12(3); NIST SP
 * 800-63B §5.1.3). A body with a `code` is the second step (eraseCodeSchema: confirmErasure), any other the first
 * (eraseRequestSchema: sendErasureCode).
 * @returns 200 EraseAnswer (`code_sent`, then `deleted` or `recorded`)
 * @throws HttpError 415/413/422/400 for a bad body (e.g. `confirm` missing, a code that is not 6 digits), and the
 *   steps' errors
 */
async function eraseRequest(request: HttpRequest, context: PrivacyContext): Promise<RouteResult> {
  const body = validateJsonBody(jsonObject, request, MAX_JSON_BYTES);
  if (Object.hasOwn(body, 'code')) return confirmErasure(validateFields(eraseCodeSchema, body, []), request, context);
  return sendErasureCode(validateFields(eraseRequestSchema, body, []), request, context);
}

/**
 * POST /api/privacy/correct/ `{reference, phone, details}`: a correction request (DPDP Act 2023 §12(1)–(2)) that
 * reaches the staff console's queue (recordRequest). `details` loses control characters and is at most
 * CORRECTION_MAX_LENGTH characters (the shared schema). Authorised like /api/track/.
 * @returns 200 CorrectionAnswer
 * @throws HttpError 415/413/422/400, 404, 429, 409 (too many open requests, or changed meanwhile), 503
 */
async function correctionRequest(request: HttpRequest, context: PrivacyContext): Promise<RouteResult> {
  const body = validateJsonBody(correctionRequestSchema, request, MAX_JSON_BYTES);
  const record = await authoriseShopper(body.reference, body.phone, request.clientIp, trackContextOf(context));
  const open = privacyRequestsOf(record.item).filter((existing) => existing.type === 'correction' && existing.state === 'open');
  if (open.length >= MAX_OPEN_CORRECTIONS) {
    throw new HttpError(
      409,
      'CONFLICT',
      'You already have several correction requests open. We will answer those first; please wait for our e-mail.',
    ).because({ code: 'corrections_open' });
  }
  const at = context.now.toISOString();
  await recordRequest(record, { id: randomUUID(), type: 'correction', at, state: 'open', details: body.details }, context);
  logger.info('correction recorded', { requestId: context.requestId, form: record.kind });
  const answer: CorrectionAnswer = {
    reference: record.reference,
    outcome: 'recorded',
    reason: privacyAnswerReasons.correction,
    message: privacyMessages.correction,
    at,
  };
  return { status: 200, body: answer };
}

/**
 * POST /api/privacy/reupload/ (multipart: reference, phone, consent, consent_version and one `prescription` file):
 * a new file for a refused prescription (the shopper's self-service). The file passes the /upload rules
 * (checkPrescriptionFile: magic bytes, 4 MiB, content checks, pixel limit) and consent is required, as on /upload, and
 * is stored as /upload stores it (storePrescriptionObject: PNG/JPEG re-encoded, counted against the day's upload budget
 * first, so a re-upload past the budget answers 503 UPLOADS_PAUSED and stores nothing). The file goes under a NEW object key,
 * so the refused one stays (its own 180-day retention) and is not made noncurrent; the record keeps every file in
 * `files`, points `file` at the new one, and goes `rejected → received` through the lifecycle table, its history
 * keeping both. If the record write fails, the new object is deleted again.
 * @returns 200 the TrackAnswer of the record as it now is
 * @throws HttpError 415/413/422/400 (bad form or file, wrong kind of reference), 404, 429, 409 (not refused, or changed
 *   meanwhile), 503 (UPLOADS_PAUSED with Retry-After past the day's upload budget, or a dependency)
 */
async function reuploadRequest(request: HttpRequest, context: PrivacyContext): Promise<RouteResult> {
  const parsed = await parseMultipart(request.headers['content-type'], request.body, reuploadLimits);
  // A `prescription` text field is a 400 about the file (as on /upload), not an 'Unknown field'.
  if (prescriptionSentAsText(parsed)) checkPrescriptionFile(parsed, { required: true });
  const fields = validateFields(reuploadFieldsSchema, parsed.fields, parsed.repeatedFields);
  const checked = checkPrescriptionFile(parsed, { required: true })!;
  const kind = parseReference(fields.reference)?.kind;
  if (kind !== undefined && kind !== 'prescription') {
    throw new HttpError(400, 'VALIDATION', 'Only a prescription (RX-…) takes a new file.', {
      reference: { code: 'not_a_prescription' },
    });
  }
  const record = await authoriseShopper(fields.reference, fields.phone, request.clientIp, trackContextOf(context));
  const { reference, key, item } = record;
  const from = item.status;
  if (
    item.kind !== 'prescription' ||
    item.status === 'erased' ||
    checkTransition({ kind: 'prescription', from, to: 'received' }, shopper)
  ) {
    throw new HttpError(409, 'CONFLICT', 'Only a prescription that was not accepted takes a new file.').because({
      code: 'reupload_not_refused',
    });
  }

  const { clients, config, now } = context;
  // The same storing path as /upload: a new key in the record's folder, PNG/JPEG re-encoded (no EXIF/GPS).
  const stored = await storePrescriptionObject(context, reference, checked);
  const entry = historyEntry({ kind: 'prescription', from, to: 'received' }, shopper, now);
  const earlier = item.files ?? (item.file ? [item.file] : []);
  try {
    const updated = await writeStatusChange(clients.dynamo, config.tableName, {
      key,
      kind: 'prescription',
      from,
      to: 'received',
      version: item.version,
      entry,
      notify: { email: item.email },
      set: {
        file: stored,
        files: [...earlier, stored],
        consentAt: entry.at,
        // The record lives as long as its newest file (S3 lifecycle: 180 days after upload).
        expiresAt: expiryEpochSeconds(now, PRESCRIPTION_RETENTION_DAYS),
        ...(fields.consent_version ? { consentVersion: fields.consent_version } : {}),
      },
      // The refusal's pharmacist decided on the old file; the new one has no decision yet.
      remove: ['decidedBy', ...(fields.consent_version ? [] : ['consentVersion'])],
    });
    logger.info('prescription re-uploaded', {
      requestId: context.requestId,
      fileType: checked.fileType,
      fileBytes: checked.file.content.length,
    });
    return { status: 200, body: toTrackAnswer('prescription', updated) };
  } catch (error) {
    await clients.s3
      .send(
        new DeleteObjectCommand({
          Bucket: config.bucketName,
          Key: stored.key,
          ...(stored.versionId ? { VersionId: stored.versionId } : {}),
        }),
      )
      .catch(() => logger.error('orphan object not deleted', { requestId: context.requestId }));
    if (isConditionFailure(error)) throw changedMeanwhile();
    throw error;
  }
}

/** The routes below /api/privacy (without a trailing slash). */
const routes: Readonly<Record<string, (request: HttpRequest, context: PrivacyContext) => Promise<RouteResult>>> = {
  '/reupload': reuploadRequest,
  '/erase': eraseRequest,
  '/correct': correctionRequest,
};

/**
 * Routes one POST below /api/privacy (docs/architecture/self-service-api.md self-service): /reupload, /erase, /correct.
 * @throws HttpError 404 NOT_FOUND for any other path, 429 THROTTLED when the client's IPv6 /64 has made too many
 *   requests (runtime/network-rate-limit.ts), and the routes' errors
 */
export async function routePrivacyRequest(request: HttpRequest, context: PrivacyContext): Promise<RouteResult> {
  const path = request.path.replace(/\/+$/, '').replace(/^\/api\/privacy/, '');
  const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
  if (!route) throw new HttpError(404, 'NOT_FOUND', 'There is no API at this address.');
  await limitIpv6Network(context.clients.dynamo, context.config.tableName, request.clientIp, context.now);
  return route(request, context);
}
