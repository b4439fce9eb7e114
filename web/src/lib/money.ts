import { useCallback } from 'react';
import { formatMoney } from '@domain/money';
import { activeLocale } from '../i18n/catalogs';
import { useLocale } from '../i18n/use-locale';

/**
 * formatMoney (domain/money.ts) in the active page language, for plain functions: '₹1,234.50' on an English page,
 * '₹1,23,456.00' (Indian grouping, Latin digits) on a Hindi one.
 * @param paise a whole number of paise
 * @throws RangeError as formatMoney does, for an amount that is not whole paise
 */
export function formatPageMoney(paise: number): string {
  return formatMoney(paise, activeLocale());
}

/**
 * The money formatter of the page being rendered, for components: `const money = useFormatMoney(); money(1200)` →
 * '₹12.00'. Same as formatMoney with the page's language (useLocale).
 * @returns a stable function of integer paise (throws RangeError as formatMoney does)
 */
export function useFormatMoney(): (paise: number) => string {
  const locale = useLocale();
  return useCallback((paise: number) => formatMoney(paise, locale), [locale]);
}
