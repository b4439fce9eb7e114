/**
 * How long personal data is kept (docs/architecture/data-model.md, docs/architecture/privacy.md): the figures the consent notice and the privacy policy
 * state, and the ones the infrastructure and the handlers enforce, from one place.
 */
import { kolkataDate } from './delivery-estimate';
import type { PaymentState } from './payment';

/**
 * Prescriptions, the details sent with them, and orders that carry one until they are dispatched (then
 * TAX_RECORD_RETENTION_YEARS): 180 days (the FAQ rejects prescriptions older than six months), by DynamoDB TTL on the
 * item and an S3 lifecycle expiry on the file.
 */
export const PRESCRIPTION_RETENTION_DAYS = 180;

/**
 * A dispatched order, the record of sale behind its GST tax invoice: 8 years from dispatch, by the order's own DynamoDB
 * TTL (set at dispatch), whatever the 180 days of a prescription it carries. The CGST Act 2017 §36 keeps accounts and
 * records, tax invoices included, until 72 months after the due date of the annual return of their financial year,
 * which is due by 31 December after the year ends: up to 7 years and 9 months after a supply in April, so 8 years from
 * dispatch covers every supply. The prescription's file is still deleted after PRESCRIPTION_RETENTION_DAYS.
 */
export const TAX_RECORD_RETENTION_YEARS = 8;

/**
 * An order cancelled before dispatch for which no money was received: deleted 180 days after its cancellation, by its
 * TTL (set by the notifier when it handles the cancellation, functions/notifier/order-retention.ts), or sooner when the
 * 180 days of a prescription it carries end first. Once cancelled, an order's only remaining purpose is the shopper's
 * questions about it, and the DPDP Act 2023 §8(7)(a) asks for erasure once the purpose is no longer served; the 180 days
 * are the prescription's, so a cancelled order never outlives the upload it was made from.
 */
export const CANCELLED_ORDER_RETENTION_DAYS = 180;

/**
 * Which payment states of a cancelled order mean money was received (and a refund is owed or paid): its record is then
 * part of the accounts, kept TAX_RECORD_RETENTION_YEARS (CGST Rules 2017, rule 56(1): the accounts record advances
 * received, paid and adjusted; kept as CGST Act §36 says).
 */
const MONEY_RECEIVED_STATES: ReadonlySet<PaymentState | undefined> = new Set<PaymentState>(['refund_pending', 'refunded']);

/**
 * When a cancelled order is deleted by its TTL.
 * @param order `paymentState`: the stored payment's state after the cancellation (none for a quote never accepted);
 *   `expiresAt`: the TTL it already has (epoch seconds; a prescription's 180 days from upload), if any
 * @param cancelledAt when it was cancelled
 * @returns epoch seconds: TAX_RECORD_RETENTION_YEARS after `cancelledAt` when money was received (whatever TTL it had),
 *   else the earlier of its TTL and CANCELLED_ORDER_RETENTION_DAYS after `cancelledAt`
 */
export function cancelledOrderExpiry(order: { paymentState?: PaymentState; expiresAt?: number }, cancelledAt: Date): number {
  if (MONEY_RECEIVED_STATES.has(order.paymentState)) return expiryAfterYears(cancelledAt, TAX_RECORD_RETENTION_YEARS);
  const afterCancellation = Math.floor(cancelledAt.getTime() / 1000) + CANCELLED_ORDER_RETENTION_DAYS * 86_400;
  return order.expiresAt === undefined ? afterCancellation : Math.min(order.expiresAt, afterCancellation);
}

/**
 * A contact message and its conversation: deleted 365 days after support last answered or closed it, or after it
 * arrived if support has not acted on it yet, by its TTL (set by the contact form's write and moved by each answer and
 * close of the staff API). A message exists to be answered; a year after the last answer the question is settled, and
 * the DPDP Act 2023 §8(7)(a) asks for erasure once the purpose is no longer served.
 */
export const MESSAGE_RETENTION_DAYS = 365;

/**
 * The last days of a message's retention in which /track takes no reply to it (the shopper is asked to write a new
 * message): 30. A reply reopens the message for support, whose answer or close moves its TTL a year on; the public
 * track function may not write a TTL itself (a TTL deletes: infra/constructs/api.ts), so a reply must leave support
 * this long to act before the old TTL runs out.
 */
export const MESSAGE_REPLY_CUTOFF_DAYS = 30;

/**
 * When a message is deleted if support acts on it (or it arrives) at `at`.
 * @returns epoch seconds, MESSAGE_RETENTION_DAYS after `at`
 */
export function messageExpiry(at: Date): number {
  return Math.floor(at.getTime() / 1000) + MESSAGE_RETENTION_DAYS * 86_400;
}

/**
 * Whether /track takes a reply to a message at `now`: yes when it has no TTL (a message stored before messages had
 * one) or its TTL is more than MESSAGE_REPLY_CUTOFF_DAYS away.
 * @param expiresAt the message's TTL, epoch seconds, if any
 */
export function messageTakesReply(expiresAt: number | undefined, now: Date): boolean {
  return expiresAt === undefined || expiresAt * 1000 - now.getTime() > MESSAGE_REPLY_CUTOFF_DAYS * 86_400_000;
}

/**
 * The day a message that takes no more replies (messageTakesReply false) will be deleted, for the shopper to read.
 * @param expiresAt the message's TTL, epoch seconds, if any
 * @returns the deletion day in India ('2026-12-21'), or undefined while the message still takes a reply
 */
export function messageRepliesClosedOn(expiresAt: number | undefined, now: Date): string | undefined {
  return expiresAt === undefined || messageTakesReply(expiresAt, now) ? undefined : kolkataDate(new Date(expiresAt * 1000));
}

/** A file version that became noncurrent (replaced or deleted) is removed one day later (S3 lifecycle). */
export const NONCURRENT_VERSION_DAYS = 1;

/**
 * DynamoDB point-in-time recovery window: 35 days (the maximum, and the default). A deleted or expired record stays in
 * these encrypted recovery copies at most this long; they are used only to recover from a failure.
 */
export const BACKUP_RECOVERY_DAYS = 35;

/**
 * The Schedule H1 register: each entry is kept 3 years from the supply (Drugs Rules, 1945, Rule 65(3)(b): the
 * register "shall be preserved for a period of three years"), by its own DynamoDB TTL, whatever the 180-day expiry of
 * the prescription and order it came from, and through the shopper's erasure request (a legal duty to keep it: DPDP
 * Act 2023 §8(7) and §17(1)(a)).
 */
export const H1_REGISTER_RETENTION_YEARS = 3;

/**
 * Which orders shipped which batch (the recall trace, functions/data/batches.ts): kept as long as the H1 register, 3
 * years from dispatch: a recall of a batch comes within its shelf life. It holds the order's reference, never a name.
 */
export const SHIPMENT_TRACE_RETENTION_YEARS: number = 3;

/** Epoch seconds `years` calendar years after `from` (29 February moves to 1 March): a TTL attribute's value. */
export function expiryAfterYears(from: Date, years: number): number {
  const until = new Date(from.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return Math.floor(until.getTime() / 1000);
}
