import { CURRENCY } from './pricing';

/**
 * The page languages money is written for: the storefront's locales (contracts/locale.ts `Locale`, which domain/ may
 * not import; the same two tags, so a `Locale` is accepted as is).
 */
export type MoneyLocale = 'en' | 'hi';

/**
 * The number format of each page language. English: 'en-US' (the spec's '$1,234.50'). Hindi: the same `$` amount
 * with Latin digits and Indian grouping ('en-IN': '$1,23,456.00'; lakh and crore groups, docs/hindi-glossary.md
 * "numbers and prices in Latin digits"). Both from CLDR through Intl, not hand-written string code.
 */
const moneyFormats: Readonly<Record<MoneyLocale, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  hi: new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/**
 * Formats an amount of integer US cents for people: 1200 → '$12.00', 5 → '$0.05', 123450 → '$1,234.50'.
 * Every price, line total, subtotal, tax and total on the site goes through here (the one `formatMoney()` of
 * docs/architecture/frontend.md; docs/behaviour.md §9: a $ sign and 2 decimals).
 * @param cents a whole number of cents (domain/pricing.ts amounts, a product's `priceCents`)
 * @param locale the page's language (default English); Hindi groups by lakh: 12345600 → '$1,23,456.00'
 * @returns the amount with a $ sign, thousands (or lakh) separators and exactly 2 decimals, in Latin digits
 * @throws RangeError when `cents` is not a safe integer (a dollar amount or a float total passed by mistake)
 */
export function formatMoney(cents: number, locale: MoneyLocale = 'en'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatMoney expects whole cents, got ${cents}`);
  return moneyFormats[locale].format(cents / 100);
}
