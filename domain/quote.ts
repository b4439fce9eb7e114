/**
 * A pharmacist's quote (docs/architecture/lifecycle.md "Quotes"): the order a pharmacist builds from a verified uploaded
 * prescription, stored as an order in status `quoted` until the shopper accepts it on /track (it is then placed as
 * any order, with its stock taken), declines it, or lets it lapse. Pure: no I/O.
 */

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

/**
 * True when the order is a quote whose payment the shopper has not chosen yet: it came from a quote (`quotedAt`) and
 * stores no `payment` (set when it is accepted). Such an order must not read as paid (domain/payment.ts paymentOf reads
 * an order without `payment` as one paid before payments were recorded).
 */
export function isPaymentUnchosen(order: Record<string, unknown>): boolean {
  return order.payment === undefined && typeof order.quotedAt === 'string';
}

/**
 * The state of a city the upload form offers (contracts/forms/prescription-form.ts prescriptionCities): a quote is
 * delivered to the address given with the prescription, and its state picks the store that supplies it and its GST
 * (domain/stores.ts fulfillingStoreFor).
 * @returns the state's name, or undefined for a city the form does not offer
 */
export function stateOfUploadCity(city: string): string | undefined {
  return uploadCityStates[city];
}

const uploadCityStates: Readonly<Record<string, string>> = {
  Delhi: 'Delhi',
  Noida: 'Uttar Pradesh',
  'Greater Noida': 'Uttar Pradesh',
  Ghaziabad: 'Uttar Pradesh',
  Gurugram: 'Haryana',
  Faridabad: 'Haryana',
};
