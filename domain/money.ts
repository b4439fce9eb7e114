/**
 * ISO 4217 currency of every amount: Indian rupees (docs/decisions/0021-mrp-includes-gst.md). Every amount in the
 * catalogue, the cart, the order, the invoice and the API is an integer number of its minor unit, the paisa
 * (₹1 = 100 paise), so every sum and comparison is exact integer arithmetic.
 */
export const CURRENCY = 'INR';

/**
 * The page languages money is written for: the storefront's locales (contracts/locale.ts `Locale`, which domain/ may
 * not import; the same two tags, so a `Locale` is accepted as is).
 */
export type MoneyLocale = 'en' | 'hi';

/**
 * One number format for both page languages: 'en-IN' (CLDR through Intl, not hand-written string code): the narrow
 * rupee sign '₹', Indian grouping in lakh and crore ('₹1,23,456.00', right for an Indian shop in English too) and
 * Latin digits on the Hindi page as well (docs/hindi-glossary.md: numbers and prices in Latin digits).
 */
const indianRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  currencyDisplay: 'narrowSymbol',
  numberingSystem: 'latn',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The format of each page language: the same Indian one for both (above). */
const moneyFormats: Readonly<Record<MoneyLocale, Intl.NumberFormat>> = { en: indianRupees, hi: indianRupees };

/**
 * Formats an amount of integer paise for people: 1200 → '₹12.00', 5 → '₹0.05', 123450 → '₹1,234.50',
 * 12345600 → '₹1,23,456.00', 1000000000 → '₹1,00,00,000.00' (one crore).
 * Every price, MRP, line total, subtotal, GST and total on the site goes through here (the one `formatMoney()` of
 * docs/architecture/frontend.md; docs/behaviour.md §9: a ₹ sign and 2 decimals).
 * @param paise a whole number of paise (domain/pricing.ts amounts, a product's `pricePaise` or `mrpPaise`)
 * @param locale the page's language (default English); both write the same en-IN text (Latin digits, lakh grouping,
 *   docs/hindi-glossary.md)
 * @returns the amount with a ₹ sign, lakh/crore separators and exactly 2 decimals, in Latin digits
 * @throws RangeError when `paise` is not a safe integer (a rupee amount or a float total passed by mistake)
 */
export function formatMoney(paise: number, locale: MoneyLocale = 'en'): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`formatMoney expects whole paise, got ${paise}`);
  return moneyFormats[locale].format(paise / 100);
}
