import { checkTransition, historyEntry, initialStatus, type Actor } from '@domain/lifecycle';
import { initialPayment } from '@domain/payment';
import { isQuoteExpired } from '@domain/quote';
import { quoteAcceptSchema } from '@contracts/quote';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { readOrder, statusChangeAction } from '../data/records';
import type { StoredOrder } from '../data/record-schemas';
import { OrderConditionFailed } from '../data/shelf';
import { priceFromShelf, takeStockWithOrder } from '../submit-form/order-placement';
import { authoriseShopper, toTrackAnswer, type TrackContext } from './track-context';
import { quoteClosed, quoteExpired } from './quote-refusals';

/** Largest body POST /api/track/quote-accept reads: 2 KiB (a reference, a phone and a payment method). */
const MAX_BODY_BYTES = 2048;

const shopper: Actor = { type: 'shopper' };

/** True once the shopper accepted this quote (the write that placed it set `acceptedAt`). */
const wasAccepted = (item: StoredOrder): boolean => item.acceptedAt !== undefined;

/**
 * POST /api/track/quote-accept (docs/architecture/self-service-api.md): JSON `{reference, phone, payment}`; the shopper
 * accepts a pharmacist's quote (domain/lifecycle.ts: quoted → placed, the status of any order whose prescription is
 * already verified: the pharmacist then confirms it as usual, once paid when online). Authorised like POST /api/track/
 * (authoriseShopper). Placed exactly as checkout places an order (functions/submit-form/order-placement.ts): priced
 * again from the shelf against the quoted unit prices, and the status change with its payment, `stockTakenAt`,
 * `acceptedAt` and "order received" e-mail written in ONE transaction with every line's stock taken, conditional on
 * the version read. Idempotent: a second accept (a double tap, parallel requests, a retry) finds the order accepted
 * and answers it as it is; exactly one takes stock.
 * @returns 200 the TrackAnswer of the placed order (an online one goes on to the payment page)
 * @throws HttpError 415/413/422/400 (bad body; 400 `not_an_order`), 404 NOT_FOUND, 429 THROTTLED; 410 QUOTE_EXPIRED
 *   (`quote_expired`) 48 hours after the quote; 409 CONFLICT `quote_not_open` with `status` for an order that is no open
 *   quote (declined, cancelled, never quoted); 409 PRICE_CHANGED with `priceChanges` when a shelf price moved since the
 *   quote; 409 OUT_OF_STOCK with `shortLines`; 400 VALIDATION `cod_over_limit` for cash on delivery above the limit
 */
export async function acceptQuote(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const body = validateJsonBody(quoteAcceptSchema, request, MAX_BODY_BYTES);
  const { kind, key, item } = await authoriseShopper(body.reference, body.phone, request.clientIp, context);
  if (item.kind !== 'order')
    throw new HttpError(400, 'VALIDATION', 'Only an order (ORD-…) can be accepted.', { reference: { code: 'not_an_order' } });
  const { dynamo, config, now } = context;
  if (wasAccepted(item)) return { status: 200, body: toTrackAnswer(kind, item, now) };
  const from = item.status;
  if (from !== 'quoted') throw quoteClosed(item, now);
  if (isQuoteExpired(item, now)) throw quoteExpired(item, now);
  const to = initialStatus('order', { needsPrescription: false });
  const change = { kind, from, to } as const;
  if (checkTransition(change, shopper)) throw quoteClosed(item, now);

  const lines = item.lineItems.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    // The price the quote showed: a shelf price moved since is a 409 PRICE_CHANGED, as at checkout.
    shownPricePaise: line.unitPricePaise,
  }));
  const { shelf } = await priceFromShelf(dynamo, config.tableName, lines, body.payment);
  const entry = historyEntry(change, shopper, now);
  const at = entry.at;
  const action = statusChangeAction(config.tableName, {
    key,
    kind,
    from,
    to,
    version: item.version,
    entry,
    notify: { email: item.email },
    set: { payment: initialPayment(body.payment), stockTakenAt: at, acceptedAt: at },
  });
  try {
    await takeStockWithOrder(dynamo, config.tableName, action, lines, shelf, now);
  } catch (error) {
    if (!(error instanceof OrderConditionFailed)) throw error;
    // Changed since it was read: accepted by a parallel request (the same answer as a success), or closed.
    const current = (await readOrder(dynamo, config.tableName, key)) ?? item;
    if (wasAccepted(current)) return { status: 200, body: toTrackAnswer(kind, current, now) };
    throw quoteClosed(current, now);
  }
  // The grant limits the attributes this function may write, which rules out ALL_NEW: read the order back.
  const placed = (await readOrder(dynamo, config.tableName, key)) ?? item;
  return { status: 200, body: toTrackAnswer(kind, placed, now) };
}
