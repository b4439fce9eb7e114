import { CURRENCY } from './pricing';

/**
 * The one money formatter of the SPA and the staff tools (docs/architecture.md §5: one `formatMoney()`; docs/behaviour.md §9: a $ sign and 2 decimals).
 * Built on Intl.NumberFormat with the shop's `CURRENCY` (USD) in 'en-US', so the symbol, the 2 fraction digits
 * and the thousands separator come from CLDR rather than from hand-written string code.
 */
const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount of integer US cents for people: 1200 → '$12.00', 5 → '$0.05', 123450 → '$1,234.50'.
 * Every price, line total, subtotal, tax and total on the site goes through here.
 * @param cents a whole number of cents (domain/pricing.ts amounts, a product's `priceCents`)
 * @returns the amount with a $ sign, thousands separators and exactly 2 decimals
 * @throws RangeError when `cents` is not a safe integer (a dollar amount or a float total passed by mistake)
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatMoney expects whole cents, got ${cents}`);
  return moneyFormat.format(cents / 100);
}
