import { availableTransitions, type HistoryEntry } from '@domain/lifecycle';
import { enteredAt, isWithinReturnWindow, orderServiceFacts, returnWindowEnd } from '@domain/order-service';
import { isPaymentUnchosen } from '@domain/payment';
import { isQuoteExpired, quoteExpiresAt } from '@domain/quote';
import type { TrackAnswer, TrackLine, TrackQuote, TrackRefund, TrackReturn } from '@contracts/track';
import type { StoredOrder } from '../data/record-schemas';
import { shipmentFields } from './shipment-track-view';

/** The return states /track shows, by order status. */
const returnStateOf: Partial<Record<string, TrackReturn['state']>> = {
  return_requested: 'requested',
  return_approved: 'approved',
  return_declined: 'declined',
  returned: 'returned',
};

/** What /track adds for an order (TrackAnswer's order-service fields); overrides the next step of the status alone. */
export type OrderTrackFields = Pick<
  TrackAnswer,
  | 'version'
  | 'estimatedDelivery'
  | 'canCancel'
  | 'canReturnUntil'
  | 'refund'
  | 'nothingCharged'
  | 'return'
  | 'nextStep'
  | 'lines'
  | 'totalPaise'
  | 'gstPaise'
  | 'payment'
  | 'shipment'
  | 'receivedBy'
  | 'quote'
>;

/**
 * An order's lines as /track shows them: name, quantity, unit price and line total (paise), and once the order has
 * been dispatched the batch and expiry packed (`batches`, functions/staff-api/packing.ts), so the shopper can check a
 * recall notice against the pack; nothing else of a line.
 */
function trackLines(item: StoredOrder, dispatched: boolean): TrackLine[] {
  const batches = (dispatched && item.batches) || [];
  return item.lineItems.map((line) => {
    const packed = batches.find((candidate) => candidate.productId === line.productId);
    return {
      name: line.name,
      quantity: line.quantity,
      pricePaise: line.unitPricePaise,
      lineTotalPaise: line.lineTotalPaise,
      ...(packed ? { batch: packed.batch, expiry: packed.expiry } : {}),
    };
  });
}

/**
 * An order's delivery, cancel, refund and return facts as /track shows them (docs/architecture/self-service-api.md): the arrival
 * date while dispatched (replacing "2–3 business days"), whether the shopper may cancel now (domain/lifecycle.ts), the
 * last day of the return window while it is open, the refund with its sentence, and the return's state and pickup
 * date; its lines (name, quantity, unit price, line total; batch and expiry after dispatch), total and GST in paise, and its payment's method and state
 * (domain/payment.ts); the courier and tracking number once dispatched, and the receiver's name once delivered (the
 * shopper's own data: shipment-track-view.ts). Never a note, a photo, or a staff member's name.
 * @param item the stored order; `now` the request time (the return window is a date in Asia/Kolkata)
 */
export function orderTrackFields(item: StoredOrder, now: Date): Partial<OrderTrackFields> {
  const { status, history } = item;
  const facts = orderServiceFacts(item);
  const fields: Partial<OrderTrackFields> = {
    version: item.version,
    lines: trackLines(item, enteredAt(history, 'dispatched') !== undefined),
    ...(item.totalPaise !== undefined ? { totalPaise: item.totalPaise } : {}),
    ...(item.gstPaise !== undefined ? { gstPaise: item.gstPaise } : {}),
    // A quote's shopper has not chosen how to pay yet (domain/quote.ts).
    ...(isPaymentUnchosen(item) ? {} : { payment: { method: facts.payment.method, state: facts.payment.state } }),
    ...shipmentFields(item),
  };
  const quote = quoteFields(item, status, history, now);
  if (quote) fields.quote = quote;
  if (status === 'dispatched' && facts.estimatedDelivery) {
    fields.estimatedDelivery = facts.estimatedDelivery;
    fields.nextStep = { code: 'delivery_email' };
  }
  // A quote is declined with its own reasons (quote.open), not cancelled.
  fields.canCancel =
    status !== 'quoted' && availableTransitions('order', status, { type: 'shopper' }).some((row) => row.to === 'cancelled');
  const deliveredAt = enteredAt(history, 'delivered');
  if (status === 'delivered' && deliveredAt && isWithinReturnWindow(deliveredAt, now)) {
    fields.canReturnUntil = returnWindowEnd(deliveredAt);
    fields.nextStep = { code: 'return_until', date: fields.canReturnUntil };
  }
  if (facts.refund) {
    const { state, amountPaise, method, startedAt, refundedAt } = facts.refund;
    const refund: TrackRefund = { state, method, amountPaise, startedAt, ...(refundedAt ? { refundedAt } : {}) };
    fields.refund = refund;
  } else if (facts.payment.state === 'not_charged') fields.nothingCharged = true;
  const stored = item.return;
  const returnState = returnStateOf[status];
  if (stored && returnState) {
    fields.return = {
      state: returnState,
      reason: stored.reason,
      requestedAt: stored.requestedAt,
      ...(stored.pickupDate ? { pickupDate: stored.pickupDate } : {}),
    };
    if (returnState === 'requested') fields.nextStep = { code: 'return_requested' };
    if (returnState === 'approved' && stored.pickupDate) fields.nextStep = { code: 'return_pickup', date: stored.pickupDate };
  }
  return fields;
}

/**
 * A quote's facts as /track shows them (TrackQuote): its expiry, the pharmacist's note, whether it is open, and whether
 * it lapsed (cancelled with `quote_expired`, or still `quoted` past its expiry before the notifier's sweep ran).
 * Undefined for an order that was no quote.
 */
function quoteFields(item: StoredOrder, status: string, history: HistoryEntry[], now: Date): TrackQuote | undefined {
  const expiresAt = item.quotedAt !== undefined ? quoteExpiresAt(item.quotedAt) : undefined;
  if (!expiresAt) return undefined;
  const lapsed = isQuoteExpired(item, now);
  const expiredBySweep = status === 'cancelled' && history.at(-1)?.reason === 'quote_expired';
  return {
    expiresAt,
    ...(item.quoteNote ? { note: item.quoteNote } : {}),
    open: status === 'quoted' && !lapsed,
    expired: expiredBySweep || (status === 'quoted' && lapsed),
  };
}
