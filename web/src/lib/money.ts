import { useCallback } from 'react';
import { formatMoney } from '@domain/money';
import { activeLocale } from '../i18n/catalogs';
import { useLocale } from '../i18n/use-locale';

/**
 * formatMoney (domain/money.ts) in the active page language, for plain functions: '$1,234.50' on an English page,
 * '$1,23,456.00' (Indian grouping, Latin digits) on a Hindi one.
 * @param cents a whole number of US cents
 * @throws RangeError as formatMoney does, for an amount that is not whole cents
 */
export function formatPageMoney(cents: number): string {
  return formatMoney(cents, activeLocale());
}

/**
 * The money formatter of the page being rendered, for components: `const money = useFormatMoney(); money(1200)` →
 * '$12.00'. Same as formatMoney with the page's language (useLocale).
 * @returns a stable function of integer cents (throws RangeError as formatMoney does)
 */
export function useFormatMoney(): (cents: number) => string {
  const locale = useLocale();
  return useCallback((cents: number) => formatMoney(cents, locale), [locale]);
}
