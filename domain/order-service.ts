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

export { returnPhotoRules };

/**
 * How an order was paid. The storefront's payment page offers card and UPI (simulated, and not sent to the server:
 * docs/behaviour.md §4), so an order records no method; `online` stands for that: paid before dispatch by the method the
 * shopper chose. `card`, `upi`, `netbanking` and `cod` (cash on delivery) are read from an order's `payment.method`
 * when one is recorded (a payment gateway's confirmation, or an order placed by phone).
 */
export type PaymentMethod = 'online' | 'card' | 'upi' | 'netbanking' | 'cod';

/** Every payment method an order may record. */
export const paymentMethods: readonly PaymentMethod[] = ['online', 'card', 'upi', 'netbanking', 'cod'];

/** The payment method of a stored order: its `payment.method` when recorded and known, else `online` (see PaymentMethod). */
export function paymentMethodOf(order: Record<string, unknown>): PaymentMethod {
  const method = (order.payment as { method?: unknown } | undefined)?.method;
  return paymentMethods.includes(method as PaymentMethod) ? (method as PaymentMethod) : 'online';
}

/**
 * An order's refund (stored as the order's `refund`): `started` when a prepaid order is cancelled or a return is
 * approved, `refunded` once support has paid it back (POST /api/staff/records/<reference>/refund).
 */
export interface OrderRefund {
  state: 'started' | 'refunded';
  /** The amount paid back, in integer paise of `currency` (the order's totalPaise). */
  amountPaise: number;
  currency: string;
  /** Where the money goes back: the order's payment method (`cod`: by bank transfer). */
  method: PaymentMethod;
  /** What started it. */
  cause: 'cancellation' | 'return';
  /** ISO 8601 times (UTC). */
  startedAt: string;
  refundedAt?: string;
}

/** The order's total in paise, or 0 for a record without one. */
const totalOf = (order: Record<string, unknown>) => (Number.isSafeInteger(order.totalPaise) ? Number(order.totalPaise) : 0);

/**
 * The refund a cancellation starts (Consumer Protection (E-Commerce) Rules 2020, rule 4(10): refunds within a reasonable
 * time). A cash-on-delivery order cancelled before delivery was never charged: no refund.
 * @param at ISO 8601 time of the cancellation
 * @returns the refund (state `started`, the whole total), or undefined when nothing was charged
 */
export function refundOnCancel(order: Record<string, unknown>, at: string): OrderRefund | undefined {
  const method = paymentMethodOf(order);
  if (method === 'cod') return undefined;
  return {
    state: 'started',
    amountPaise: totalOf(order),
    currency: String(order.currency ?? CURRENCY),
    method,
    cause: 'cancellation',
    startedAt: at,
  };
}

/**
 * What a cancellation writes besides its status (shopper or staff): the refund it starts on a prepaid order, and the
 * 'refund_started' e-mail queued in the same write (functions/data/records.ts alsoNotify).
 * @param at ISO 8601 time of the cancellation
 */
export function cancellationRefundWrite(
  order: Record<string, unknown>,
  at: string,
): { set?: { refund: OrderRefund }; alsoNotify: string[] } {
  const refund = refundOnCancel(order, at);
  return refund ? { set: { refund }, alsoNotify: ['refund_started'] } : { alsoNotify: [] };
}

/**
 * The refund an approved return starts: the whole total, to the payment method (a cash-on-delivery order was paid at the
 * door, so it goes back by bank transfer).
 * @param at ISO 8601 time of the approval
 */
export function refundOnReturn(order: Record<string, unknown>, at: string): OrderRefund {
  return {
    state: 'started',
    amountPaise: totalOf(order),
    currency: String(order.currency ?? CURRENCY),
    method: paymentMethodOf(order),
    cause: 'return',
    startedAt: at,
  };
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
}

/** The time an order last entered `status`, from its history (undefined if it never did). */
export function enteredAt(history: readonly HistoryEntry[], status: string): Date | undefined {
  const entry = [...history].reverse().find((candidate) => candidate.to === status);
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
  card: 'your card',
  upi: 'your UPI account',
  netbanking: 'your bank account',
  cod: 'your bank account (our team will call you for its details)',
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
  nothingCharged: 'Nothing was charged: you chose cash on delivery, so there is nothing to refund.',
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
  paymentMethod: PaymentMethod;
  /** Once dispatched: the delivery window (Asia/Kolkata dates). */
  estimatedDelivery?: DeliveryEstimate;
  refund?: OrderRefund;
  /** An approved return's pickup date (YYYY-MM-DD). */
  pickupDate?: string;
}

/**
 * The order-service facts of a stored order (for the notifier and /track): its payment method, its delivery window when
 * dispatched, its refund and its return's pickup date. Reads only those fields, never a name, address or medicine.
 */
export function orderServiceFacts(order: Record<string, unknown>): OrderServiceFacts {
  const history = Array.isArray(order.history) ? (order.history as HistoryEntry[]) : [];
  const estimatedDelivery = deliveryEstimateOf(history);
  const refund = order.refund as OrderRefund | undefined;
  const pickupDate = (order.return as OrderReturn | undefined)?.pickupDate;
  return {
    paymentMethod: paymentMethodOf(order),
    ...(estimatedDelivery ? { estimatedDelivery } : {}),
    ...(refund ? { refund } : {}),
    ...(pickupDate ? { pickupDate } : {}),
  };
}
