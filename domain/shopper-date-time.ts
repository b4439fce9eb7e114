/**
 * How a shopper reads an instant: the date and the time in India Standard Time (Asia/Kolkata), the shopper's and the
 * pharmacy's clock, in the page's or the e-mail's language. The one format of /track (web/src/lib/dates.ts
 * shopperDateTime: its timeline and the online payment's deadline) and of the shopper e-mails (domain/notifications.ts:
 * the same deadline in the order e-mail), so both write the same time alike.
 */

/** The languages of the shop (contracts/locale.ts Locale, which domain/ may not import: it is the lowest layer). */
type ShopperLocale = 'en' | 'hi';

/** English '21 Nov 2026, 3:30 pm' (en-IN); Hindi '21 नवंबर 2026 को दोपहर 3:30 बजे' (hi-IN). */
const dateTimeFormats: Readonly<Record<ShopperLocale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  // hi-IN's medium style abbreviates the month ('नव॰'), which shoppers do not read easily, and writes 'am'/'pm' in
  // Latin letters: the month is written out and the time of day said as people say it (सुबह, दोपहर, शाम, रात).
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'Asia/Kolkata',
  }),
};

/**
 * An instant as the shopper reads it, in Indian time.
 * @param iso an ISO 8601 instant, e.g. '2026-11-30T19:20:00.000Z'
 * @param locale the page's or the e-mail's language
 * @returns e.g. '1 Dec 2026, 12:50 am' in English
 * @throws RangeError when `iso` is not a time
 */
export function formatShopperDateTime(iso: string, locale: ShopperLocale): string {
  return dateTimeFormats[locale].format(new Date(iso));
}
