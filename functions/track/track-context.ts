/**
 * What every /track action shares (docs/architecture/self-service-api.md): the context, the one authorisation
 * (authoriseShopper: reference + phone, one attempt counter) and the answer builder (the shopper's view of a record).
 * The actions (track-lookup.ts, order-cancel.ts, order-return.ts, message-reply.ts, invoice-download.ts,
 * refill-reminder.ts) import only this module, and track.core.ts only routes to them, so no import runs in a circle.
 */
import { callNextStep } from './call-next-step';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { normaliseIndianMobile } from '@contracts/forms/fields';
import { PRIVACY_CORRECTION_REASON } from '@contracts/privacy-requests';
import { CASH_COLLECTED_REASON } from '@contracts/order-service';
import type { Prescriber } from '@contracts/prescriber';
import { isCalendarDate, prescriptionValidUntil } from '@domain/prescription-validity';
import { messageRepliesClosedOn } from '@domain/retention';
import {
  cancellationReasons,
  rejectionReasons,
  returnDeclineReasons,
  returnReasons,
  type HistoryEntry,
  type LifecycleKind,
} from '@domain/lifecycle';
import {
  TRACK_MAX_FAILURES,
  TRACK_MAX_FAILURES_PER_REFERENCE,
  TRACK_NOT_FOUND_MESSAGE,
  TRACK_WINDOW_SECONDS,
  type TrackAnswer,
  type TrackEvent,
  type TrackNextStep,
  type TrackPharmacist,
  type TrackPrivacyRequest,
  type TrackThread,
} from '@contracts/track';
import { MESSAGE_THREAD_MAX_ENTRIES, conversationOf } from '@contracts/message-thread';
import { isInvoiceAvailable } from '@domain/invoice';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { parseReference } from '../runtime/reference';
import { readRecord } from '../data/records';
import type { StoredRecord } from '../data/record-schemas';
import { readRefillReminder, trackRefillReminder } from '../data/refill-reminders';
import type { ItemKey } from '../data/table';
import { claimTrackAttempt, releaseTrackAttempt, type AttemptLimits } from '../data/track-attempts';
import { clientKey } from './client-key';
import { orderTrackFields } from './order-track-view';

/** What tracking needs; injected so tests can point it at the emulators and move the clock. */
export interface TrackContext {
  dynamo: DynamoDBDocumentClient;
  /** The prescriptions bucket's client: a return's photo is stored with it (order-return.ts). */
  s3: S3Client;
  config: RuntimeConfig;
  now: Date;
  /**
   * The local demo's reminder delay in ms (contracts/refill-reminders.ts REFILL_REMINDER_DELAY_ENV): set only by the
   * local stack's own track handler (dev/local-track-handler.ts), never on AWS; absent, reminders are due after their days.
   */
  reminderDelayMs?: number;
  /** The HMAC key of reminder unsubscribe tokens (functions/reminders/unsubscribe-token.ts); absent: read from the environment. */
  reminderTokenKey?: string;
}

/** One shopper self-service action below /api/track (docs/architecture/self-service-api.md), authorised by reference + phone. */
export type TrackRoute = (request: HttpRequest, context: TrackContext) => Promise<RouteResult>;

/** The phone number the shopper gave with a record (the contact form calls it `mobile`); none on a tombstone. */
function phoneOf(item: StoredRecord): string | undefined {
  if (item.status === 'erased') return undefined;
  return item.kind === 'message' ? item.mobile : item.phone;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', TRACK_NOT_FOUND_MESSAGE).because({ code: 'track_not_found' });

/** Digits of an Indian number without +91/91/0, or of any other number as typed (docs/architecture/self-service-api.md). */
function comparablePhone(value: string | undefined): string {
  const text = value ?? '';
  return normaliseIndianMobile(text) ?? text.replace(/\D/g, '');
}

/**
 * The attempt limit (docs/architecture/self-service-api.md): in a TRACK_WINDOW_SECONDS window that starts with its first attempt, one
 * client may have TRACK_MAX_FAILURES attempts counted on one reference, and all clients together
 * TRACK_MAX_FAILURES_PER_REFERENCE; past either, every attempt from that client (or from anyone) gets 429 with
 * Retry-After until the window ends. Each attempt is counted before the record is read, in the same conditional write
 * that checks the limit (functions/data/track-attempts.ts), so parallel attempts cannot overtake the cap; an attempt
 * that proves the phone is released again, so only failures stay counted.
 */
export const attemptLimits: AttemptLimits = {
  perClient: TRACK_MAX_FAILURES,
  perReference: TRACK_MAX_FAILURES_PER_REFERENCE,
  windowSeconds: TRACK_WINDOW_SECONDS,
};

/**
 * Counts the attempt, or refuses it.
 * @returns the window it was counted in (what releasing it needs)
 * @throws HttpError 429 THROTTLED with Retry-After (seconds) while the client or the reference is locked: the reason
 *   `too_many_attempts` when the client's own failures locked it, `reference_locked` with `canRequestCode` when
 *   failures from many clients did (its owner can open it with an e-mailed code: track-unlock.ts)
 */
async function claimAttempt(reference: string, client: string, { dynamo, config, now }: TrackContext): Promise<number> {
  const claim = await claimTrackAttempt(dynamo, config.tableName, {
    reference,
    clientKey: client,
    nowSeconds: Math.floor(now.getTime() / 1000),
    limits: attemptLimits,
  });
  if (claim.granted) return claim.windowStart;
  const minutes = Math.ceil(claim.retryAfterSeconds / 60);
  const headers = { 'retry-after': String(claim.retryAfterSeconds) };
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  if (claim.lockedBy === 'reference') {
    throw new HttpError(
      429,
      'THROTTLED',
      `This reference is locked after too many wrong attempts. ${wait}, or ask for a code by e-mail (POST /api/track/code).`,
      undefined,
      headers,
    ).because({ code: 'reference_locked', minutes, canRequestCode: true });
  }
  throw new HttpError(429, 'THROTTLED', `Too many attempts for this reference. ${wait}.`, undefined, headers).because({
    code: 'too_many_attempts',
    minutes,
  });
}

/** The reason tables whose codes the shopper may see, by the status they lead to (domain/lifecycle.ts). */
const shopperReasons: Partial<Record<string, Readonly<Record<string, unknown>>>> = {
  rejected: rejectionReasons,
  cancelled: cancellationReasons,
  return_requested: returnReasons,
  return_declined: returnDeclineReasons,
};

/**
 * One history entry as the shopper sees it: status code, time, and the reason code when the shopper may know it (a
 * rejection, cancellation or return reason, a correction made at their request, or their cash marked received); staff
 * notes stay internal. A
 * `verified` entry (and an order's confirmation after its prescription check) names the pharmacist (draft e-pharmacy
 * rules, G.S.R. 817(E)) and, when the prescription was recorded, the last day it is valid.
 */
function trackEvent(entry: HistoryEntry, decidedBy: TrackPharmacist | undefined, prescriber: Prescriber | undefined): TrackEvent {
  const event: TrackEvent = { status: entry.to, at: entry.at };
  const reasons = shopperReasons[entry.to];
  if (
    entry.reason === PRIVACY_CORRECTION_REASON ||
    entry.reason === CASH_COLLECTED_REASON ||
    (entry.reason && reasons && entry.reason in reasons)
  )
    event.reason = entry.reason;
  const check = entry.to === 'verified' || (entry.to === 'confirmed' && entry.from === 'awaiting_prescription');
  // Only the prescription's validity reaches the shopper: never the doctor's name or registration.
  if (check && prescriber && isCalendarDate(prescriber.prescribedOn)) {
    event.validUntil = prescriptionValidUntil(prescriber.prescribedOn);
  }
  if (check && decidedBy?.name) {
    event.pharmacist = {
      name: decidedBy.name,
      ...(decidedBy.registration ? { registration: decidedBy.registration } : {}),
      ...(decidedBy.council ? { council: decidedBy.council } : {}),
    };
  }
  return event;
}

/** Next-step codes that depend on the status alone. */
const statusNextSteps: Partial<Record<string, TrackNextStep>> = {
  received: { code: 'pharmacist_checks' },
  in_review: { code: 'pharmacist_checks' },
  awaiting_prescription: { code: 'pharmacist_checks' },
  dispatched: { code: 'expect_in_days' },
  new: { code: 'reply_by_email' },
  answered: { code: 'answer_below' },
  awaiting_support: { code: 'reply_soon' },
};

/**
 * What the shopper can do or expect next in `status`, if anything (an order's own steps: order-track-view.ts). A
 * verified prescription the pharmacist made an order from (functions/data/quotes.ts `quotes`) names that order, the
 * latest, so the shopper who tracks the upload's RX- reference finds the order to accept.
 */
function nextStepFor(item: StoredRecord): TrackNextStep | undefined {
  if (item.kind === 'prescription' && item.status === 'verified') {
    const latest = item.quotes?.at(-1);
    return latest ? { code: 'order_made', reference: latest.reference } : undefined;
  }
  if (item.kind === 'prescription' && item.status === 'rejected') {
    const reason = [...item.history].reverse().find((entry) => entry.to === 'rejected')?.reason;
    return reason && reason in rejectionReasons ? { code: 'upload_again', reason } : undefined;
  }
  return statusNextSteps[item.status];
}

/**
 * A message's conversation as the customer sees it (contracts/message-thread.ts): who (customer or Medvika), when,
 * and the words, never a staff name or id, and whether it takes a reply at `now`. Undefined for other kinds and for an
 * erased message (no words left).
 */
function trackThread(item: StoredRecord, now: Date): TrackThread | undefined {
  if (item.kind !== 'message' || item.status === 'erased') return undefined;
  const entries = conversationOf(item).map(({ at, from, text }) => ({ at, from, text }));
  if (entries.length === 0) return undefined;
  // In its last days before deletion a message takes no reply (message-reply.ts refuses one): the page says when it goes.
  const closedOn = messageRepliesClosedOn(item.expiresAt, now);
  return {
    entries,
    version: item.version,
    canReply: entries.length < MESSAGE_THREAD_MAX_ENTRIES && !closedOn,
    ...(closedOn ? { repliesClosedOn: closedOn } : {}),
  };
}

/**
 * The shopper's view of a record: codes, dates and amounts only, never the name, address, e-mail, medicine or file.
 * Privacy requests show only their type, time and state (never a correction's text); a message shows its conversation.
 * @param kind the record's kind as the reference names it; `item` the record as read (prescription, order or message,
 *   or a tombstone); `now` the request time (an order's return window)
 * @returns the TrackAnswer of docs/architecture/self-service-api.md
 */
export function toTrackAnswer(kind: LifecycleKind, item: StoredRecord, now: Date = new Date()): TrackAnswer {
  const { history, status } = item;
  // The pharmacist and prescriber recorded at a check (a prescription's verification, an order's confirmation).
  const checked = item.kind !== 'message' && item.status !== 'erased' ? item : undefined;
  // A logged call is the pharmacy's own work, not a step of the shopper's request (call-next-step.ts says the call).
  const events = history.filter((entry) => !entry.call).map((entry) => trackEvent(entry, checked?.decidedBy, checked?.prescriber));
  const thread = trackThread(item, now);
  // An answer the shopper can no longer reply to (trackThread) is not offered a reply.
  const statusStep = callNextStep(item) ?? nextStepFor(item);
  const nextStep: TrackNextStep | undefined =
    statusStep?.code === 'answer_below' && thread && !thread.canReply ? { code: 'answer_below_no_reply' } : statusStep;
  const requests: TrackPrivacyRequest[] = (item.status === 'erased' ? [] : (item.privacyRequests ?? [])).map(({ type, at, state }) => ({
    type,
    at,
    state,
  }));
  return {
    reference: item.reference,
    kind,
    status,
    updatedAt: item.updatedAt ?? item.createdAt,
    history: events,
    ...(nextStep ? { nextStep } : {}),
    ...(requests.length > 0 ? { requests } : {}),
    // An order's arrival date, cancel, refund and return (order-track-view.ts); it may replace the next step.
    ...(item.kind === 'order' ? orderTrackFields(item, now) : {}),
    ...(item.kind === 'order' ? { invoiceAvailable: isInvoiceAvailable(status, history) } : {}),
    // A refill reminder may be asked for on a delivered order with an address to send it to (refill-reminder.ts).
    ...(item.kind === 'order' && status === 'delivered' && item.email ? { canRemind: true } : {}),
    ...(thread ? { thread } : {}),
  };
}

/** A record the shopper proved to own: its reference (upper-cased), kind, table key and the item as read. */
export interface AuthorisedRecord {
  reference: string;
  kind: LifecycleKind;
  key: ItemKey;
  item: StoredRecord;
}

/** An authorised record whose attempt is still counted: the caller releases it once the whole request proved right. */
export interface HeldAuthorisation extends AuthorisedRecord {
  /** Releases the attempt (successes never count toward the lock). Not calling it leaves the attempt counted as a failure. */
  releaseAttempt: () => Promise<void>;
}

/**
 * The one authorisation of the shopper self-service endpoints (docs/architecture/self-service-api.md), keeping the attempt counted
 * until the caller releases it: for a step that must prove more than the phone (the erasure code), whose wrong answer
 * then counts as a failed attempt like a wrong phone. See {@link authoriseShopper}.
 * @param typed the reference as typed; `phone` the phone as typed; `clientIp` the request's client address (HttpRequest.clientIp: the client
 *   of the per-client limit; hashed, never stored)
 * @returns the record (read with a consistent read) and the release of its attempt
 * @throws HttpError 404 NOT_FOUND (TRACK_NOT_FOUND_MESSAGE), 429 THROTTLED with Retry-After (seconds)
 */
export async function authoriseShopperHeld(
  typed: string,
  phone: string,
  clientIp: string | undefined,
  context: TrackContext,
): Promise<HeldAuthorisation> {
  const match = parseReference(typed);
  if (!match) throw notFound(); // Not a reference at all: nothing to count it against.
  const { reference, kind, key } = match;

  const client = clientKey(reference, clientIp);
  const windowStart = await claimAttempt(reference, client, context);
  const item = await readRecord(context.dynamo, context.config.tableName, key);
  const typedPhone = comparablePhone(phone);
  if (!item || typedPhone === '' || comparablePhone(phoneOf(item)) !== typedPhone) {
    throw notFound(); // The attempt stays counted: a failure.
  }
  const releaseAttempt = () => releaseTrackAttempt(context.dynamo, context.config.tableName, { reference, clientKey: client, windowStart });
  return { reference, kind, key, item, releaseAttempt };
}

/**
 * The one authorisation of the shopper self-service endpoints (docs/architecture/self-service-api.md): the typed reference must
 * name a record (RX-/ORD-/MSG-) whose phone equals the typed one after normalising. The attempt is counted first, in the
 * same conditional write that checks the limit (TRACK_MAX_FAILURES per client, TRACK_MAX_FAILURES_PER_REFERENCE in
 * all, within TRACK_WINDOW_SECONDS): a locked client or reference gets 429 whatever the phone. An unknown reference and
 * a wrong phone get the same 404 and stay counted; a right phone releases the attempt. Junk that is not a reference at
 * all is not counted (there is nothing to lock). Used by POST /api/track/ and by the privacy endpoints
 * (functions/privacy), so they share one attempt counter.
 * @param typed the reference as typed; `phone` the phone as typed; `clientIp` the request's client address (HttpRequest.clientIp)
 * @returns the record (read with a consistent read)
 * @throws HttpError 404 NOT_FOUND (TRACK_NOT_FOUND_MESSAGE), 429 THROTTLED with Retry-After (seconds)
 */
export async function authoriseShopper(
  typed: string,
  phone: string,
  clientIp: string | undefined,
  context: TrackContext,
): Promise<AuthorisedRecord> {
  const { releaseAttempt, ...record } = await authoriseShopperHeld(typed, phone, clientIp, context);
  await releaseAttempt();
  return record;
}

/**
 * The track answer of an order with its reminder (if any): what /track shows after every reminder action, and after a
 * lookup (track-lookup.ts trackRequest).
 */
export async function orderAnswerWithReminder(key: ItemKey, item: StoredRecord, context: TrackContext) {
  const answer = toTrackAnswer('order', item, context.now);
  const reminder = await readRefillReminder(context.dynamo, context.config.tableName, key);
  return reminder ? { ...answer, refillReminder: trackRefillReminder(reminder) } : answer;
}
