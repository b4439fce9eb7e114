import { HttpError } from '../runtime/http';
import type { StoredOrder } from '../data/record-schemas';
import { toTrackAnswer } from './track-context';

/**
 * The 409 of an accept or decline on an order that is no open quote (accepted, declined, cancelled or never quoted),
 * with its status code and the order as /track now shows it (body.current), so the page updates in place. A quote that
 * lapsed answers quoteExpired instead.
 */
export function quoteClosed(item: StoredOrder, now: Date): HttpError {
  if (item.status === 'cancelled' && item.history.at(-1)?.reason === 'quote_expired') return quoteExpired(item, now);
  const { status } = item;
  return new HttpError(
    409,
    'CONFLICT',
    'This order is no longer waiting for your answer.',
    undefined,
    {},
    {
      status,
      current: toTrackAnswer('order', item, now),
    },
  ).because({ code: 'quote_not_open', status });
}

/** The 410 of a quote past its 48 hours (domain/quote.ts QUOTE_VALIDITY_MS), with the order as /track now shows it. */
export function quoteExpired(item: StoredOrder, now: Date): HttpError {
  return new HttpError(
    410,
    'QUOTE_EXPIRED',
    'This order was not accepted within 48 hours and has expired.',
    undefined,
    {},
    {
      status: item.status,
      current: toTrackAnswer('order', item, now),
    },
  ).because({ code: 'quote_expired' });
}
