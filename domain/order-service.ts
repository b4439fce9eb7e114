/**
 * The shopper's controls over an order after it is placed (docs/architecture/lifecycle.md "Order service"): how it was paid,
 * the refund a cancellation or an approved return starts, the return window, and every shopper-facing sentence of
 * these steps (one table, orderServiceTexts, for /track, the e-mails and the API's refusals). Pure: no I/O.
 */
import { addCalendarDays, estimateDelivery, formatShopperDate, kolkataDate, type DeliveryEstimate } from './delivery-estimate';
import type { HistoryEntry } from './lifecycle';
import { CURRENCY, formatMoney } from './money';
import type { StoredFileRef } from './prescription-file-checks';
import { returnPhotoRules } from './upload-file-rules';
import { isPaymentUnchosen, paymentOf, paymentTransition, type OrderPayment, type PaymentActor, type PaymentMethod } from './payment';

export { returnPhotoRules };

/**
 * An order's refund (stored as the order's `refund`): `started` when a paid order is cancelled or its return is
 * approved, `refunded` once support has paid it back (POST /api/staff/records/<reference>/refund). Only money received
 * is refunded (domain/payment.ts): an order never paid has no refund.
 */
export interface OrderRefund {
  state: 'started' | 'refunded';
  /** The amount paid back, in integer paise of `currency` (the order's totalPaise). */
  amountPaise: number;
  currency: string;
  /** Where the money goes back: `online` to the card or UPI account paid with; `cod` to `upiId`. */
  method: PaymentMethod;
  /** A cash-on-delivery order's refund: the UPI ID (name@handle) the shopper gave with the return. */
  upiId?: string;
  /** What started it. */
  cause: 'cancellation' | 'return';
  /** ISO 8601 times (UTC). */
  startedAt: string;
  refundedAt?: string;
}

/** The order's total in paise, or 0 for a record without one. */
const totalOf = (order: Record<string, unknown>) => (Number.isSafeInteger(order.totalPaise) ? Number(order.totalPaise) : 0);

/** What a cancellation or an approved return writes about the money, and the e-mail it queues with it. */
export interface MoneyWrite {
  set: { payment: OrderPayment; refund?: OrderRefund };
  /** 'refund_started' when a refund starts; none when nothing was received. */
  alsoNotify: string[];
}

/**
 * The payment write of `event` (a cancellation or an approved return) on `order`: a paid order starts a refund of its
 * whole total (Consumer Protection (E-Commerce) Rules 2020, rule 4(10)) and its 'refund_started' e-mail; an order
 * never paid becomes `not_charged`, with no refund and no e-mail.
 * @param at ISO 8601 time of the change; `upiId` where a COD order's refund goes (a return's)
 * @returns the write, or undefined when the payment state does not take the event (refunded already, say)
 */
function moneyWrite(
  order: Record<string, unknown>,
  event: 'cancelled' | 'return_approved',
  actor: PaymentActor,
  at: string,
  upiId?: string,
): MoneyWrite | undefined {
  // A quote cancelled before the shopper accepted it moved no money and chose no method: nothing to write or refund.
  if (isPaymentUnchosen(order)) return undefined;
  const payment = paymentOf(order);
  const next = paymentTransition(payment, event, actor);
  if ('refused' in next) return undefined;
  const set: MoneyWrite['set'] = { payment: { ...payment, state: next.to } };
  if (next.to !== 'refund_pending') return { set, alsoNotify: [] };
  set.refund = {
    state: 'started',
    amountPaise: totalOf(order),
    currency: String(order.currency ?? CURRENCY),
    method: payment.method,
    ...(payment.method === 'cod' && upiId ? { upiId } : {}),
    cause: event === 'cancelled' ? 'cancellation' : 'return',
    startedAt: at,
  };
  return { set, alsoNotify: ['refund_started'] };
}

/**
 * What a cancellation writes besides its status (shopper, staff or the system): the payment's new state, the refund
 * of a paid order and its 'refund_started' e-mail, queued in the same write (functions/data/records.ts alsoNotify).
 * @param at ISO 8601 time of the cancellation
 */
export function cancellationRefundWrite(order: Record<string, unknown>, at: string, actor: PaymentActor = 'staff'): MoneyWrite | undefined {
  return moneyWrite(order, 'cancelled', actor, at);
}

/**
 * What an approved return writes: the refund of the whole total when the order was paid (online: to the account paid
 * with; COD: to the UPI ID the shopper gave with the return, `return.upiId`), else `not_charged`.
 * @param at ISO 8601 time of the approval
 */
export function returnRefundWrite(order: Record<string, unknown>, at: string): MoneyWrite | undefined {
  const upiId = (order.return as OrderReturn | undefined)?.upiId;
  return moneyWrite(order, 'return_approved', 'staff', at, upiId);
}

/** Calendar days after the delivery date (Asia/Kolkata) on which a return may still be asked for: 7 (docs/behaviour.md §4). */
export const RETURN_WINDOW_DAYS = 7;
/** Longest note a shopper adds to a return request, in characters. */
export const RETURN_NOTE_MAX_LENGTH = 500;

/**
 * The last day a return may be asked for: RETURN_WINDOW_DAYS calendar days after the delivery date in Asia/Kolkata
 * (delivered on the 1st → until the 8th, 23:59 IST).
 * @returns YYYY-MM-DD
 */
export function returnWindowEnd(deliveredAt: Date): string {
  return addCalendarDays(kolkataDate(deliveredAt), RETURN_WINDOW_DAYS);
}

/** True while `now` is on or before the last day of the return window (Asia/Kolkata dates). */
export function isWithinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return kolkataDate(now) <= returnWindowEnd(deliveredAt);
}

/**
 * A return's photo as stored on the order (`return.photo`): where the re-encoded image lives in the private bucket
 * (`prescriptions/returns/<ORD-…>/<uuid>.<ext>`) and what staff see about it, the same shape as a prescription's
 * `file`. Never shown on /track.
 */
export type ReturnPhoto = StoredFileRef;

/** An order's return as stored on it (`return`): the shopper's request and support's decision. */
export interface OrderReturn {
  /** returnReasons code. */
  reason: string;
  /** ISO 8601 time of the request. */
  requestedAt: string;
  /** The day the courier collects it (YYYY-MM-DD, Asia/Kolkata), once approved. */
  pickupDate?: string;
  /** returnDeclineReasons code, once declined. */
  declineReason?: string;
  /** ISO 8601 time of support's decision. */
  decidedAt?: string;
  /** The shopper's photo of the item, when one was sent (staff only). */
  photo?: ReturnPhoto;
  /** A cash-on-delivery order's return: the UPI ID (name@handle) its refund goes to (copied to the refund on approval). */
  upiId?: string;
}

/**
 * The time an order last entered `status`, from its history (undefined if it never did). An entry that keeps the status
 * (`from` = `to`: cash marked collected, a correction of details) did not enter it, so it never moves the dispatch
 * time (the delivery estimate) or the delivery time (the return window).
 */
export function enteredAt(history: readonly HistoryEntry[], status: string): Date | undefined {
  const entry = [...history].reverse().find((candidate) => candidate.to === status && candidate.from !== status);
  return entry ? new Date(entry.at) : undefined;
}

/** The delivery window of a dispatched order, from the time it was dispatched (undefined before dispatch). */
export function deliveryEstimateOf(history: readonly HistoryEntry[]): DeliveryEstimate | undefined {
  const dispatchedAt = enteredAt(history, 'dispatched');
  return dispatchedAt ? estimateDelivery(dispatchedAt) : undefined;
}

/** Where a refund goes, in the shopper's words. */
const refundDestination: Readonly<Record<PaymentMethod, string>> = {
  online: 'the card or UPI account you paid with',
  cod: 'the UPI ID you gave us',
};

/** Every shopper-facing sentence of the order service (/track, e-mail, API refusals), in one place for translation. */
export const orderServiceTexts = {
  arrivesBy: (latest: string) => `Arrives by ${formatShopperDate(latest)}`,
  onItsWay: (latest: string) => `On its way: arrives by ${formatShopperDate(latest)}`,
  dispatchedNext: 'We will e-mail you when it is delivered.',
  dispatchedHeadline: (latest: string) => `Your order is on its way. It arrives by ${formatShopperDate(latest)}.`,
  refundStarted: (refund: Pick<OrderRefund, 'amountPaise' | 'method'>) =>
    `Refund started: ${formatMoney(refund.amountPaise)} to ${refundDestination[refund.method]}.`,
  refundTiming: 'Your bank may take a few working days to show it.',
  refunded: (refund: Pick<OrderRefund, 'amountPaise' | 'method'>, refundedAt: string) =>
    `Refunded on ${formatShopperDate(kolkataDate(new Date(refundedAt)))}: ${formatMoney(refund.amountPaise)} to ${refundDestination[refund.method]}.`,
  nothingCharged: 'Nothing was charged for this order, so there is nothing to refund.',
  cancelAfterDispatch: 'Your order is already on its way: you can return it after delivery.',
  cancelNotPossible: (statusLabel: string) => `This order can no longer be cancelled (${statusLabel}).`,
  returnNotDelivered: 'A return can be requested once the order is delivered.',
  returnWindowClosed: (lastDay: string) =>
    `Returns for this order closed on ${formatShopperDate(lastDay)}, ${RETURN_WINDOW_DAYS} days after delivery. Please call us if something is wrong with it.`,
  returnAlreadyRequested: 'A return has already been requested for this order.',
  returnRequestedNext: 'Our team will reply within 48 hours. Keep the item in its packaging until then.',
  returnApproved: (pickupDate: string) =>
    `We will collect it on ${formatShopperDate(pickupDate)}. Keep it in its packaging; the refund follows once we have it.`,
  returnUntil: (lastDay: string) => `You can request a return until ${formatShopperDate(lastDay)}.`,
  returnPhotoHint: 'A photo of the damage, the wrong item or its expiry date helps us decide faster. JPEG or PNG only.',
  returnPhotosPaused:
    'Photos cannot be received just now because of unusually heavy use. Please send the request without the photo, or call the pharmacy.',
} as const;

/** What an order's e-mails and /track say about its delivery, refund and return: facts of the record, no personal data. */
export interface OrderServiceFacts {
  /** How it is paid and where the money stands (domain/payment.ts). */
  payment: OrderPayment;
  /** Once dispatched: the delivery window (Asia/Kolkata dates). */
  estimatedDelivery?: DeliveryEstimate;
  refund?: OrderRefund;
  /** An approved return's pickup date (YYYY-MM-DD). */
  pickupDate?: string;
}

/**
 * The order-service facts of a stored order (for the notifier and /track): its payment, its delivery window when
 * dispatched, its refund and its return's pickup date. Reads only those fields, never a name, address or medicine.
 */
export function orderServiceFacts(order: Record<string, unknown>): OrderServiceFacts {
  const history = Array.isArray(order.history) ? (order.history as HistoryEntry[]) : [];
  const estimatedDelivery = deliveryEstimateOf(history);
  const refund = order.refund as OrderRefund | undefined;
  const pickupDate = (order.return as OrderReturn | undefined)?.pickupDate;
  return {
    payment: paymentOf(order),
    ...(estimatedDelivery ? { estimatedDelivery } : {}),
    ...(refund ? { refund } : {}),
    ...(pickupDate ? { pickupDate } : {}),
  };
}
