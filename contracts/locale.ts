/**
 * The shopper's language, shared by the web app (which pages are Hindi), the handlers (which records store it) and the
 * e-mails (which language they are written in).
 *
 * English keeps the spec's paths; every shopper page has a Hindi twin under `/hi` ('/about' → '/hi/about',
 * '/' → '/hi'). The staff console and the pharmacy's own alerts stay English.
 */
export const locales = ['en', 'hi'] as const;

/** A language the storefront is written in: 'en' (English, the spec's) or 'hi' (Hindi). */
export type Locale = (typeof locales)[number];

/** The language of every page outside `/hi` and of any record that does not say otherwise. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of the Hindi pages. */
export const HINDI_PATH_PREFIX = '/hi';

/** The value of `<html lang>` and of `hreflang` per locale (BCP 47; India's English, and Hindi). */
export const htmlLang: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi' };

/** The locale tag `Intl` formats dates and numbers with ('hi-IN' writes "25 नवंबर 2026"). */
export const intlLocale: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * Narrows any value to a Locale.
 * @param value anything, e.g. a stored record's `locale` field
 * @returns true for 'en' and 'hi'
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The language of a URL path: 'hi' for '/hi' and anything under '/hi/', else 'en' ('/hindi' is English).
 * @param pathname a URL path such as '/hi/about'
 */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PATH_PREFIX || pathname.startsWith(`${HINDI_PATH_PREFIX}/`) ? 'hi' : 'en';
}

/**
 * The router basename of a locale's pages: '' for English, '/hi' for Hindi (React Router's `basename`, so every link
 * inside a Hindi page stays Hindi without naming the prefix).
 */
export function basenameOf(locale: Locale): string {
  return locale === 'hi' ? HINDI_PATH_PREFIX : '';
}

/**
 * A path without its language prefix: '/hi/about' → '/about', '/hi' → '/', '/about' → '/about'.
 * @param pathname a URL path
 */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_PATH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in `locale`: '/about' → '/hi/about' for 'hi', '/hi/about' → '/about' for 'en', '/' ↔ '/hi'.
 * @param pathname a URL path in either language
 * @param locale the language wanted
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? HINDI_PATH_PREFIX : `${HINDI_PATH_PREFIX}${bare}`;
}

/** Each language's name in itself (an autonym, never translated): what the language switch offers. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };
