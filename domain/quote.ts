/**
 * A pharmacist's quote (docs/architecture/lifecycle.md "Quotes"): the order a pharmacist builds from a verified uploaded
 * prescription, stored as an order in status `quoted` until the shopper accepts it on /track (it is then placed as
 * any order, with its stock taken), declines it, or lets it lapse. Pure: no I/O.
 */
import { servedCities } from './content/served-pin-codes';
import { deliveryAreaOf } from './delivery-area';

/** How long a quote waits for the shopper: 48 hours, in ms. Past it, accepting answers 410 and the notifier cancels it. */
export const QUOTE_VALIDITY_MS = 48 * 60 * 60_000;

/** Longest note a pharmacist may write to the shopper on a quote, in characters (shown on /track, never e-mailed). */
export const QUOTE_NOTE_MAX_LENGTH = 500;

/** Most lines a quote may hold: a prescription's medicines, well under a checkout's 50 lines (contracts/order-limits.ts). */
export const MAX_QUOTE_LINES = 20;

/**
 * When a quote lapses.
 * @param quotedAt ISO 8601 time the quote was sent
 * @returns ISO 8601 time QUOTE_VALIDITY_MS later, or undefined for a time that does not parse
 */
export function quoteExpiresAt(quotedAt: string): string | undefined {
  const sent = Date.parse(quotedAt);
  return Number.isFinite(sent) ? new Date(sent + QUOTE_VALIDITY_MS).toISOString() : undefined;
}

/**
 * Has this quote lapsed at `now`? True from QUOTE_VALIDITY_MS after its `quotedAt` on (the same instant the notifier's
 * sweep may cancel it); false for an order without a readable `quotedAt`.
 * @param order the stored order item; `now` the request or run time
 */
export function isQuoteExpired(order: Record<string, unknown>, now: Date): boolean {
  const sent = Date.parse(String(order.quotedAt));
  return Number.isFinite(sent) && now.getTime() - sent >= QUOTE_VALIDITY_MS;
}

/** Where a quote is delivered: the city, its state and the PIN code, as an order stores them. */
export interface QuoteDestination {
  /** The upload form's city name (contracts/forms/prescription-form.ts prescriptionCities), e.g. 'Noida'; '' if unknown. */
  city: string;
  /** The state, e.g. 'Uttar Pradesh': it picks the store that supplies the order and its GST (domain/stores.ts). */
  state: string;
  /** The six-digit PIN code, or '' for a prescription sent before the upload form asked one. */
  code: string;
}

/**
 * Where the order of a quote goes: the address given with the prescription. The PIN code decides the city and state
 * when it is one the pharmacy serves (the upload form accepts no other), since a city picked from the list can
 * disagree with it and the PIN is what the courier delivers to; a prescription sent before the form asked a PIN code
 * falls back to its city, then to Delhi (the pharmacist confirms the address on the call).
 * @param city the city picked on the upload form ('' when none); `code` its PIN code, if any
 * @returns e.g. ('', '201301') → { city: 'Noida', state: 'Uttar Pradesh', code: '201301' }
 */
export function quoteDestination(city: string, code: string | undefined): QuoteDestination {
  const area = deliveryAreaOf(code ?? '');
  if (area.kind === 'served') {
    const served = servedCities[area.city];
    return { city: served.name, state: served.state, code: area.pin };
  }
  const picked = Object.values(servedCities).find((served) => served.name === city);
  return { city, state: picked?.state ?? 'Delhi', code: '' };
}

/** A line of a quote that asks for more units than the shelf holds: its index in the quote, product and the stock. */
export interface OverStockLine {
  /** 0-based index of the line in the quote's `lines`. */
  index: number;
  productId: string;
  /** Units on the shelf now (a whole count ≥ 0). */
  available: number;
}

/**
 * The lines of a quote asking for more units than the shelf holds now. A quote reserves no stock, but the shopper can
 * only accept it if the shelf fills every line (accepting takes the stock as checkout does, stock ≥ quantity) and
 * cannot change a quantity, so a quote over the stock could never be accepted: it is refused when sent.
 * @param lines the quote's lines (product id, whole quantity ≥ 1), in order
 * @param stockOf a product's units on the shelf now; undefined for a product without a shelf item (refused as
 *   unavailable before this is asked, so not named here)
 * @returns the lines over their stock, in line order; empty when the shelf fills every line
 */
export function overStockLines(
  lines: readonly { productId: string; quantity: number }[],
  stockOf: (productId: string) => number | undefined,
): OverStockLine[] {
  return lines.flatMap((line, index) => {
    const available = stockOf(line.productId);
    return available !== undefined && line.quantity > available ? [{ index, productId: line.productId, available }] : [];
  });
}
