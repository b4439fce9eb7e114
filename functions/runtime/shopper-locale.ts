/**
 * The shopper's language on the server: which language a new record stores (from the request's Accept-Language, which
 * the storefront sets to the page's language: web/src/lib/api-client.ts) and which language a stored record's e-mails
 * are written in.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@contracts/locale';

/**
 * The language a request asks for: 'hi' when the first language of its Accept-Language header is Hindi ('hi',
 * 'hi-IN', 'HI-in;q=0.9'), else 'en' (any other language, '*', an empty or absent header). Only the first entry
 * counts: the storefront sends one language, and a browser lists its languages in order of preference (RFC 9110
 * §12.5.4); a weight on the first entry does not make a later one preferred.
 * @param header the raw Accept-Language value, e.g. 'hi' or 'en-IN,en;q=0.9'
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const first = (header ?? '').split(',')[0] ?? '';
  const primary = first.split(';')[0]!.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'hi' ? 'hi' : DEFAULT_LOCALE;
}

/**
 * The language of a stored record (its `locale` attribute): records stored before the storefront spoke Hindi have
 * none and are English, as is anything unexpected.
 * @param value the record's `locale` (or an outbox event's)
 */
export function recordLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
