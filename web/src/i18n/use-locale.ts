import { useLingui } from '@lingui/react';
import type { Locale } from '@contracts/locale';

/**
 * The language of the page being rendered ('en' or 'hi'), from Lingui's provider: set once per document from its
 * path (a Hindi page lives under /hi), so it never changes while the page is open.
 */
export function useLocale(): Locale {
  return useLingui().i18n.locale === 'hi' ? 'hi' : 'en';
}
