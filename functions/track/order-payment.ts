import { paymentOf, paymentTransition } from '@domain/payment';
import { trackRequestSchema } from '@contracts/track-request';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { readOrder, recordOnlinePayment } from '../data/records';
import type { StoredOrder } from '../data/record-schemas';
import { isConditionFailure } from '../data/table';
import { authoriseShopper, toTrackAnswer, type TrackContext } from './track-context';

/** Largest body POST /api/track/payment reads: 2 KiB (a reference and a phone number). */
const MAX_BODY_BYTES = 2048;

/**
 * POST /api/track/payment (docs/architecture/self-service-api.md): JSON `{reference, phone}`; the payment page records
 * that an online order is paid (domain/payment.ts: `pending` → `paid`, the shopper's event `paid_online`). Authorised
 * like POST /api/track/ (authoriseShopper: same 404, same attempt counter). Idempotent: the write is conditional on
 * the payment still pending, so repeating the request (or its retry after a lost answer) changes nothing and answers
 * 200 with the order as it is.
 * @returns 200 the TrackAnswer of the order (payment `paid`)
 * Only where the deployment allows the simulation (RuntimeConfig.simulatedPayments): a simulated payment takes no
 * money, so elsewhere it must not make an order read `paid`, or a later cancellation would refund money never received.
 * @throws HttpError 503 SERVICE_UNAVAILABLE where the simulated payment is not allowed (before anything is read),
 *   415/413/422/400 (bad body; 400 `not_an_order` for a reference that is not an order), 404 NOT_FOUND,
 *   429 THROTTLED, 409 CONFLICT with reason `payment_method_mismatch` (a cash-on-delivery order) or
 *   `payment_state_conflict` (cancelled unpaid, refunded …) and body.current
 */
export async function recordPayment(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  if (!context.config.simulatedPayments) {
    throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Online payment is not available here. Please choose cash on delivery.');
  }
  const body = validateJsonBody(trackRequestSchema, request, MAX_BODY_BYTES);
  const { kind, key, item } = await authoriseShopper(body.reference, body.phone, request.clientIp, context);
  if (item.kind !== 'order') {
    throw new HttpError(400, 'VALIDATION', 'Only an order (ORD-…) can be paid.', { reference: { code: 'not_an_order' } });
  }
  const { dynamo, config, now } = context;
  const payment = paymentOf(item);
  if (payment.method === 'online' && payment.state === 'paid') return { status: 200, body: toTrackAnswer(kind, item, now) };
  const next = paymentTransition(payment, 'paid_online', 'shopper');
  if ('refused' in next) throw refusal(next.refused, item, now);
  try {
    await recordOnlinePayment(dynamo, config.tableName, key, now.toISOString());
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Paid meanwhile (a double tap, or a retry whose first answer was lost): the same answer as a first success.
  }
  // The grant limits the attributes this function may write, which rules out ALL_NEW: read the order back.
  const updated = (await readOrder(dynamo, config.tableName, key)) ?? item;
  const after = paymentOf(updated);
  if (after.state !== 'paid') throw refusal('payment_state_conflict', updated, now);
  return { status: 200, body: toTrackAnswer(kind, updated, now) };
}

/** The 409 of a payment the order does not take, with its reason code and the order as /track shows it now. */
function refusal(code: string, item: StoredOrder, now: Date): HttpError {
  const reason = code === 'payment_method_mismatch' ? 'payment_method_mismatch' : 'payment_state_conflict';
  return new HttpError(
    409,
    'CONFLICT',
    'This order cannot be paid online now.',
    undefined,
    {},
    {
      status: item.status,
      current: toTrackAnswer('order', item, now),
    },
  ).because({ code: reason });
}
