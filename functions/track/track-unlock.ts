/**
 * The owner of a locked reference is never locked out (contracts/track-unlock.ts; docs/architecture/self-service-api.md
 * "A locked reference"). Failures from many clients lock a reference for everyone (track-context.ts, the reference's
 * cap); its owner then has a one-time code e-mailed to the record's CURRENT address (POST /api/track/code) and opens
 * the record with it instead of the phone (POST /api/track/unlock). The code is the e-mailed one-time code of
 * functions/data/email-codes.ts (purpose `unlock`): drawn and hashed by the notifier when it sends it, checked here,
 * used once. A right code also marks the client as the owner for the rest of the window
 * (functions/data/track-attempts.ts passOwner), so the phone then opens the record from there again, for the order
 * actions and the privacy requests; another client's own cap still holds it.
 */
import { randomUUID } from 'node:crypto';
import {
  UNLOCK_CODE_MAX_TRIES,
  UNLOCK_CODE_REQUESTED,
  UNLOCK_CODE_RESEND_SECONDS,
  UNLOCK_CODE_VALID_SECONDS,
  UNLOCK_CODES_PER_DAY,
  unlockCodeRequestSchema,
  unlockRequestSchema,
} from '@contracts/track-unlock';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import type { OutboxEvent } from '../runtime/outbox';
import { parseReference } from '../runtime/reference';
import { recordLocale } from '../runtime/shopper-locale';
import { validateJsonBody } from '../runtime/validate-fields';
import { checkEmailCode, consumeEmailCode, emailCodeKey, requestEmailCode, type CodeRequestLimits } from '../data/email-codes';
import { readRecord } from '../data/records';
import { isReferenceLocked, passOwner } from '../data/track-attempts';
import { clientKey } from './client-key';
import { codeRefusal } from './code-refusal';
import { attemptLimits, orderAnswerWithReminder, toTrackAnswer, type TrackContext } from './track-context';

/** Largest body read: 2 KiB (a reference and a 6-digit code are well under 100 bytes). */
const MAX_BODY_BYTES = 2048;

/** How often a reference may be sent an unlock code: one a minute, UNLOCK_CODES_PER_DAY in 24 hours. */
const unlockCodeLimits: CodeRequestLimits = {
  resendSeconds: UNLOCK_CODE_RESEND_SECONDS,
  perWindow: UNLOCK_CODES_PER_DAY,
  windowSeconds: 24 * 60 * 60,
};

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * POST /api/track/code: `{reference}` → 202 `{outcome: 'unlock_code_requested'}`, ALWAYS: for a reference that does
 * not exist, is not locked, has no e-mail address, was erased, or was sent a code too recently (one a minute,
 * UNLOCK_CODES_PER_DAY a day), so the answer tells nobody whether a reference exists or what it holds. Only for a
 * reference that failures from many clients locked (functions/data/track-attempts.ts isReferenceLocked) and whose
 * record has an address is a code e-mail queued: on the unlock code item, with no address and no code in it (the
 * notifier draws the code and sends it to the record's address as it is when it sends).
 * @returns 202 UnlockCodeRequestAnswer
 * @throws HttpError 415, 413, 422, 400 (the body), 503
 */
export async function requestUnlockCode(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const body = validateJsonBody(unlockCodeRequestSchema, request, MAX_BODY_BYTES);
  const answer: RouteResult = { status: 202, body: UNLOCK_CODE_REQUESTED };
  const match = parseReference(body.reference);
  if (!match) return answer;
  const { dynamo, config, now } = context;
  const locked = await isReferenceLocked(dynamo, config.tableName, {
    reference: match.reference,
    nowSeconds: epochSeconds(now),
    limits: attemptLimits,
  });
  if (!locked) return answer;
  const item = await readRecord(dynamo, config.tableName, match.key);
  if (!item || item.status === 'erased' || typeof item.email !== 'string' || item.email.trim() === '') return answer;
  const at = now.toISOString();
  const event: OutboxEvent = {
    id: randomUUID(),
    audience: 'shopper',
    // A code e-mail changes no status: the record's, for the outbox's bookkeeping only.
    status: item.status,
    locale: recordLocale(item.locale),
    createdAt: at,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: at,
  };
  // Too soon, or the day's codes used: nothing more is sent, and the answer stays the same.
  await requestEmailCode(dynamo, config.tableName, {
    key: emailCodeKey('unlock', match),
    reference: match.reference,
    event,
    now,
    limits: unlockCodeLimits,
  });
  return answer;
}

/**
 * POST /api/track/unlock: `{reference, code}` → the record's track answer, like POST /api/track/ with the phone. The
 * code is checked (functions/data/email-codes.ts checkEmailCode: each try counted before the constant-time
 * comparison, UNLOCK_CODE_MAX_TRIES tries, UNLOCK_CODE_VALID_SECONDS); a right one is used up, and the client is marked
 * as the reference's owner for the rest of the lock's window (passOwner), so its lookups with the phone (and the order
 * actions and privacy requests with it) pass the reference's lock; its own per-client cap still holds.
 * @returns 200 TrackAnswer
 * @throws HttpError 415, 413, 422, 400 (the body), 400 CODE_WRONG, 410 CODE_EXPIRED or CODE_USED_UP
 *   (code-refusal.ts), 404 NOT_FOUND (a record gone since the code was sent), 503
 */
export async function unlockWithCode(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const body = validateJsonBody(unlockRequestSchema, request, MAX_BODY_BYTES);
  const rules = { maxTries: UNLOCK_CODE_MAX_TRIES, validMinutes: UNLOCK_CODE_VALID_SECONDS / 60 };
  const match = parseReference(body.reference);
  // Not a reference at all: no code can be waiting for it.
  if (!match) throw codeRefusal({ right: false, reason: 'none' }, rules);
  const { dynamo, config, now } = context;
  const key = emailCodeKey('unlock', match);
  const verdict = await checkEmailCode(dynamo, config.tableName, key, { typed: body.code, now, maxTries: UNLOCK_CODE_MAX_TRIES });
  if (!verdict.right) throw codeRefusal(verdict, rules);
  const item = await readRecord(dynamo, config.tableName, match.key);
  if (!item) throw new HttpError(404, 'NOT_FOUND', 'There is no request with this reference.').because({ code: 'record_not_found' });
  await consumeEmailCode(dynamo, config.tableName, key, { salt: verdict.salt, now });
  await passOwner(dynamo, config.tableName, {
    reference: match.reference,
    clientKey: clientKey(match.reference, request.clientIp),
    nowSeconds: epochSeconds(now),
    limits: attemptLimits,
  });
  if (match.kind === 'order' && item.status !== 'erased')
    return { status: 200, body: await orderAnswerWithReminder(match.key, item, context) };
  return { status: 200, body: toTrackAnswer(match.kind, item, now) };
}
