import { checkTransition, historyEntry, type Actor } from '@domain/lifecycle';
import { isQuoteExpired } from '@domain/quote';
import { quoteDeclineSchema } from '@contracts/quote';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { readOrder, writeStatusChange } from '../data/records';
import { isConditionFailure } from '../data/table';
import { authoriseShopper, toTrackAnswer, type TrackContext } from './track-context';
import { quoteClosed, quoteExpired } from './quote-refusals';

/** Largest body POST /api/track/quote-decline reads: 2 KiB (a reference, a phone and a reason code). */
const MAX_BODY_BYTES = 2048;

const shopper: Actor = { type: 'shopper' };

/**
 * POST /api/track/quote-decline (docs/architecture/self-service-api.md): JSON `{reference, phone, reason}`; the shopper
 * declines a pharmacist's quote with a reason (domain/lifecycle.ts shopperQuoteDeclineReasons: quoted → cancelled).
 * Authorised like POST /api/track/. One write conditional on the version read, with the cancellation e-mail. Nothing
 * to refund or restock: a quote took neither money nor stock.
 * @returns 200 the TrackAnswer of the cancelled order
 * @throws HttpError 415/413/422/400 (bad body, `cancel_reason_required`; 400 `not_an_order`), 404 NOT_FOUND,
 *   429 THROTTLED; 410 QUOTE_EXPIRED past 48 hours; 409 CONFLICT `quote_not_open` with `status` when the order is no
 *   open quote or changed during the write
 */
export async function declineQuote(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const body = validateJsonBody(quoteDeclineSchema, request, MAX_BODY_BYTES);
  const { kind, key, item } = await authoriseShopper(body.reference, body.phone, request.clientIp, context);
  if (item.kind !== 'order')
    throw new HttpError(400, 'VALIDATION', 'Only an order (ORD-…) can be declined.', { reference: { code: 'not_an_order' } });
  const { dynamo, config, now } = context;
  const from = item.status;
  if (from !== 'quoted') throw quoteClosed(item, now);
  if (isQuoteExpired(item, now)) throw quoteExpired(item, now);
  const change = { kind, from, to: 'cancelled', reason: body.reason } as const;
  if (checkTransition(change, shopper)) throw quoteClosed(item, now);
  try {
    await writeStatusChange(dynamo, config.tableName, {
      key,
      kind,
      from,
      to: 'cancelled',
      version: item.version,
      entry: historyEntry(change, shopper, now),
      returnNothing: true,
      notify: { email: item.email, reason: body.reason },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw quoteClosed((await readOrder(dynamo, config.tableName, key)) ?? item, now);
  }
  // The grant limits the attributes this function may write, which rules out ALL_NEW: read the order back.
  const updated = (await readOrder(dynamo, config.tableName, key)) ?? item;
  return { status: 200, body: toTrackAnswer(kind, updated, now) };
}
