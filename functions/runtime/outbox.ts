/**
 * The transactional outbox of the e-mail notifications (docs/architecture/email-and-reminders.md): the events a change owes and the
 * notifier's retry policy, pure; their storage on the items is functions/data/outbox.ts.
 *
 * Why on the record item, not in a TransactWriteItems: the status write and the outbox entry must be atomic.
 * DynamoDB's own way, TransactWriteItems, does not exist in dynalite (the local and test emulator, which implements
 * only the single-item operations), and a code path that runs only on AWS would be untested. A single
 * PutItem or UpdateItem is atomic in DynamoDB and in dynalite alike, so the outbox lives on the record itself:
 *
 * - `outbox`: a list of {@link OutboxEvent}, append-only like `history`, written by the SAME conditional write that
 *   creates the record or changes its status (`list_append`), so a status is never stored without its e-mails and
 *   an e-mail never exists for a status that was not stored;
 * - `outboxState` = 'pending' and `outboxDueAt` (ISO 8601): the keys of the sparse GSI outboxIndex
 *   (contracts/deployment/table-design.ts), present only while an event waits. The notifier Queries it (`outboxState =
 * pending AND outboxDueAt <= now`), never Scans.
 *
 * Cost of the choice: the notifier's bookkeeping writes go to the record item (a few hundred bytes per event, kept
 * after sending as a receipt without the address); an item holds at most a dozen events in its life, far below the
 * 400 KB item limit. The index's one partition value suits a pharmacy's volume (a few thousand e-mails a day; one
 * GSI partition takes 1,000 writes/s).
 */
import { randomUUID } from 'node:crypto';
import type { LifecycleKind } from '@domain/lifecycle';
import { notificationsFor, type NotificationAudience } from '@domain/notifications';
import { OUTBOX_PENDING } from '@contracts/deployment/table-design';
import type { Locale } from '@contracts/locale';

/**
 * Where an event is in its delivery. `sent`, `failed`, `cancelled` and `skipped` are final; `cancelled`: the record was
 * erased before the e-mail left (only the erasure's own e-mail is still sent: nothing else about an erased request goes
 * out); `skipped`: its recipient had already had the day's quota of e-mails (functions/data/recipient-quota.ts).
 */
export type OutboxEventState = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'skipped';

/**
 * One e-mail owed by a status change. Holds no recipient: the notifier reads the address of the record the event
 * names (the item holding it, or the record of a code, reminder or e-mail change item) when it SENDS it, so an
 * address corrected meanwhile is the one written to (functions/notifier/notifier.core.ts recipientsOf). The one
 * exception is `to`, below. Never the medicine, a note or a name. The reference and kind come from the record that
 * holds the event.
 */
export interface OutboxEvent {
  /** Random UUID: the idempotency key of the send (one e-mail per id). */
  id: string;
  audience: NotificationAudience;
  /**
   * A fixed address, only for the e-mail of a write that removes the record's own address (an erasure's
   * confirmation: the erased record keeps none), removed once the event is final. Every other shopper e-mail goes
   * to the record's address at send time; the pharmacy's comes from the notifier's settings.
   */
  to?: string;
  /** The status the record entered. */
  status: string;
  /** Rejection or cancellation reason code, if the change had one. */
  reason?: string;
  /**
   * What support wrote, for the e-mail of a message's answer (`message:answered`, domain/notifications.ts): carried
   * by the event so the e-mail sends exactly the answer stored with it, however often it is retried. Removed with
   * `to` once the event is final (sent, failed, cancelled, skipped); the conversation itself stays on the record.
   */
  text?: string;
  /**
   * The language of the shopper's e-mail, when the event names it: an erasure's own e-mail (the erased record keeps
   * no `locale`) and an erasure code's (its item is not the record). Otherwise the notifier reads the record's
   * `locale`; neither: English.
   */
  locale?: Locale;
  /**
   * The recalled product (catalogue id) and batch number, for a recall's e-mail (domain/notifications.ts
   * BATCH_RECALL): no personal data, kept after sending.
   */
  recall?: { productId: string; batch: string };
  /** ISO 8601 time the event was written (with the status). */
  createdAt: string;
  state: OutboxEventState;
  /** Send attempts started so far. */
  attempts: number;
  /** ISO 8601: not to be tried before this time (back-off after a failure). */
  nextAttemptAt: string;
  /** The notifier run holding the event while `sending`, and until when (ISO 8601) its claim holds. */
  claimId?: string;
  claimedUntil?: string;
  /** ISO 8601 time SES accepted the e-mail, and the SES message id. */
  sentAt?: string;
  messageId?: string;
  /** The AWS error name of the last failed attempt (never its message). */
  lastError?: string;
}

/** Who a new record's or a status change's e-mails go to. */
export interface NotifyOptions {
  /**
   * The record's e-mail address: decides that a shopper e-mail is owed (without it only the pharmacy alert, if any).
   * The event does not keep it (the notifier reads the record's at send time) unless `keepAddress`.
   */
  email?: string;
  /** True when the same write removes the record's address (an erasure): the event keeps `email` as its fixed `to`. */
  keepAddress?: boolean;
  /** Rejection or cancellation reason code of the change. */
  reason?: string;
  /** The text the shopper's e-mail carries (a message's answer, OutboxEvent.text). */
  text?: string;
  /** The language of the shopper's e-mail (OutboxEvent.locale), for a write that removes the record's own `locale`. */
  locale?: Locale;
  /** The recalled product and batch the shopper's e-mail names (OutboxEvent.recall). */
  recall?: { productId: string; batch: string };
}

/**
 * The outbox events a record owes when it enters `status` (domain/notifications.ts notificationsFor): one per
 * audience, due at once. Call it with every status write (record creation, staff changes, re-upload, erasure).
 * @param to the record's e-mail address: without it, no shopper e-mail is owed (only the pharmacy alert, if any); the
 *   event keeps it only with `keepAddress` (an erasure, whose write removes the record's address), otherwise the
 *   notifier reads the record's address when it sends; `text`, `locale` and `recall` go on the shopper's event only
 * @param now the time of the write
 * @param newId event id source (tests); random UUIDs by default
 * @returns the events (empty when the change sends nothing)
 */
export function outboxEventsFor(
  kind: LifecycleKind,
  status: string,
  {
    to,
    keepAddress,
    reason,
    text,
    locale,
    recall,
  }: { to?: string; keepAddress?: boolean; reason?: string; text?: string; locale?: Locale; recall?: OutboxEvent['recall'] },
  now: Date,
  newId: () => string = randomUUID,
): OutboxEvent[] {
  const at = now.toISOString();
  return notificationsFor(kind, status)
    .filter((audience) => audience === 'pharmacy' || Boolean(to))
    .map((audience) => ({
      id: newId(),
      audience,
      ...(audience === 'shopper'
        ? { ...(keepAddress ? { to } : {}), ...(text ? { text } : {}), ...(locale ? { locale } : {}), ...(recall ? { recall } : {}) }
        : {}),
      status,
      ...(reason ? { reason } : {}),
      createdAt: at,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at,
    }));
}

/**
 * The attributes a NEW record carries for its first events (spread into the PutItem's item).
 * @returns `outbox` (always, possibly empty, so later list_append writes have a list) and, when an event is owed,
 *   the sparse index keys due at `now`
 */
export function newOutboxAttributes(
  events: OutboxEvent[],
  now: Date,
): { outbox: OutboxEvent[]; outboxState?: string; outboxDueAt?: string } {
  return { outbox: events, ...(events.length > 0 ? { outboxState: OUTBOX_PENDING, outboxDueAt: now.toISOString() } : {}) };
}

/** Retry policy of the notifier: exponential back-off, so nothing is lost while SES is down. */
export interface RetryPolicy {
  /** Wait after the first failed attempt, ms; doubled after each further failure. */
  baseDelayMs: number;
  /** Longest wait between two attempts, ms. */
  maxDelayMs: number;
  /** Attempts before an event is given up (state failed, logged as an error). */
  maxAttempts: number;
  /** How long a claim holds before another run may take the event over, ms (longer than one send). */
  claimMs: number;
}

/**
 * On AWS: 30 s, 1, 2, 4 … minutes up to 1 hour between attempts, 20 attempts (about 14 hours of SES outage)
 * before an event is given up; a claim holds 5 minutes (the notifier Lambda times out after 1).
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 20, claimMs: 300_000 };

/**
 * The wait before the next attempt after `attempts` failed ones: baseDelayMs · 2^(attempts−1), at most maxDelayMs.
 * @param attempts failed attempts so far (≥ 1)
 * @returns milliseconds
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}
