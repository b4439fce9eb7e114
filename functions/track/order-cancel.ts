import { checkTransition, historyEntry, type Actor } from '@domain/lifecycle';
import { shopperStatusLabels } from '@domain/status-labels';
import { cancellationRefundWrite, orderServiceTexts } from '@domain/order-service';
import { orderCancelSchema } from '@contracts/order-service';
import type { ErrorReason } from '@contracts/api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { readOrder, writeStatusChange } from '../data/records';
import type { StoredOrder } from '../data/record-schemas';
import { orderLinesOf, restockOrder } from '../data/shelf';
import { isConditionFailure } from '../data/table';
import { authoriseShopper, toTrackAnswer, type TrackContext } from './track-context';

/** Largest body POST /api/track/cancel reads: 2 KiB (a reference, a phone, a reason code and a version). */
const MAX_BODY_BYTES = 2048;

const shopper: Actor = { type: 'shopper' };

/**
 * The 409 of an order that cannot (or can no longer) be cancelled, with its reason code (order_changed for a stale
 * version, cancel_after_dispatch: return it after delivery, else cancel_not_possible with the status code), the English
 * sentence of orderServiceTexts for logs, and the order as /track now shows it (body.current), so the page updates in place.
 */
function notCancellable(item: StoredOrder, now: Date, stale = false): HttpError {
  const { status } = item;
  const [message, reason]: [string, ErrorReason] = stale
    ? ['Your order changed while you were looking at it. Here is its current status.', { code: 'order_changed' }]
    : status === 'dispatched'
      ? [orderServiceTexts.cancelAfterDispatch, { code: 'cancel_after_dispatch' }]
      : [orderServiceTexts.cancelNotPossible(shopperStatusLabels[status]), { code: 'cancel_not_possible', status }];
  return new HttpError(409, 'CONFLICT', message, undefined, {}, { status, current: toTrackAnswer('order', item, now) }).because(reason);
}

/**
 * POST /api/track/cancel (docs/architecture/self-service-api.md): JSON `{reference, phone, reason, version?}`; the shopper cancels
 * an order before dispatch (domain/lifecycle.ts: the shopper's row from placed, awaiting_prescription, confirmed or
 * packed to cancelled, with a shopper reason). Authorised like POST /api/track/ (authoriseShopper: same 404, same
 * attempt counter). One write conditional on the version read: the status, the history entry, the payment's new state
 * (domain/payment.ts: a paid order's refund, an unpaid one `not_charged`) and the e-mails (cancellation, and refund started) in the same outbox write.
 * @returns 200 the TrackAnswer of the cancelled order
 * @throws HttpError 415/413/422/400 (bad body; 400 also for a reference that is not an order), 404 NOT_FOUND,
 *   429 THROTTLED, 409 CONFLICT with body.status and body.current when the order is past dispatch (or otherwise not
 *   cancellable), when `version` is not the stored one, or when it changed during the write
 */
export async function cancelOrder(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const body = validateJsonBody(orderCancelSchema, request, MAX_BODY_BYTES);
  const { kind, key, item } = await authoriseShopper(body.reference, body.phone, request.clientIp, context);
  if (item.kind !== 'order') {
    throw new HttpError(400, 'VALIDATION', 'Only an order (ORD-…) can be cancelled.', {
      reference: { code: 'not_an_order' },
    });
  }
  const { dynamo, config, now } = context;
  const { version, status: from } = item;
  if (body.version !== undefined && body.version !== version) throw notCancellable(item, now, true);
  const change = { kind, from, to: 'cancelled', reason: body.reason } as const;
  if (checkTransition(change, shopper)) throw notCancellable(item, now);

  const entry = historyEntry(change, shopper, now);
  const money = cancellationRefundWrite(item, entry.at, 'shopper');
  try {
    await writeStatusChange(dynamo, config.tableName, {
      key,
      kind,
      from,
      to: 'cancelled',
      version,
      entry,
      returnNothing: true,
      notify: { email: item.email, reason: body.reason },
      ...(money ? { set: money.set, alsoNotify: money.alsoNotify } : {}),
    });
    // Its units back on the shelf, once (a retry below finds restockedAt set).
    await restockOrder(dynamo, config.tableName, key, orderLinesOf(item), now);
    // The grant limits the attributes this function may write, which rules out ALL_NEW: read the order back.
    const updated = (await readOrder(dynamo, config.tableName, key)) ?? item;
    return { status: 200, body: toTrackAnswer(kind, updated, now) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await readOrder(dynamo, config.tableName, key);
    // Cancelled by an earlier attempt that stopped before its restock: finish it (idempotent, restockOrder).
    if (current?.status === 'cancelled') await restockOrder(dynamo, config.tableName, key, orderLinesOf(current), now);
    throw notCancellable(current ?? item, now, true);
  }
}
