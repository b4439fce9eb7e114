/**
 * Calendar dates of the static content (article dates): stored as ISO 8601 calendar dates ('2024-02-09', which
 * is also what `<time dateTime>` wants) and formatted for people by one Intl.DateTimeFormat per page language.
 */
import { intlLocale, type Locale } from '@contracts/locale';
import { formatShopperDate, kolkataDate } from '@domain/delivery-estimate';
import { formatShopperDateTime } from '@domain/shopper-date-time';
import { activeLocale } from '../i18n/catalogs';

/** An ISO 8601 calendar date, 'YYYY-MM-DD' (no time, no zone), e.g. '2024-02-09'. */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * Long dates per page language: English 'en-US' ('February 9, 2024', the docs/behaviour.md §2 card dates), Hindi
 * 'hi-IN' ('9 फ़रवरी 2024', Latin digits, docs/hindi-glossary.md). A calendar date has no time zone: it is read as
 * midnight UTC and formatted in UTC, so the day shown never moves with the visitor's (or the build machine's) zone,
 * as `new Date('2024-02-09')` formatted in local time would west of Greenwich.
 */
const calendarDateFormats: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }),
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a real ISO calendar date: 'YYYY-MM-DD' naming a day that exists ('2024-02-30' does not).
 * @param value any text
 */
export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Formats an ISO calendar date for people in the active page language (activeLocale), the same in every time zone:
 * '2024-02-09' → 'February 9, 2024' on an English page, '9 फ़रवरी 2024' on a Hindi one.
 * The one date formatter of the content pages (article cards and article pages).
 * @param isoDate 'YYYY-MM-DD'
 * @returns 'Month D, YYYY' in English, 'D महीना YYYY' in Hindi
 * @throws RangeError when `isoDate` is not a real calendar date in that form (a content typo)
 */
export function formatIsoDate(isoDate: IsoDate): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not an ISO calendar date: ${isoDate}`);
  return calendarDateFormats[activeLocale()].format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A calendar date (YYYY-MM-DD, already a date in India) as the shopper reads it: English keeps the domain's
 * 'Fri, 28 Nov'; Hindi writes 'शुक्रवार, 28 नवंबर' (Intl, hi-IN).
 * @param date 'YYYY-MM-DD'
 * @param locale the page's language
 */
export function shopperDate(date: string, locale: Locale): string {
  if (locale === 'en') return formatShopperDate(date);
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * An instant as the shopper reads it, in Indian time (Asia/Kolkata, the shopper's and the pharmacy's): English
 * '21 Nov 2026, 3:30 pm', Hindi '21 नवंबर 2026 को दोपहर 3:30 बजे'. The format of domain/shopper-date-time.ts, which the
 * shopper e-mails write too.
 * @param iso an ISO 8601 time
 * @param locale the page's language
 */
export function shopperDateTime(iso: string, locale: Locale): string {
  return formatShopperDateTime(iso, locale);
}

/** A time of day in India as the shopper reads it: '11:40 am' / 'सुबह 11:40'. */
export function shopperTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    hour: 'numeric',
    minute: '2-digit',
    ...(locale === 'hi' ? { dayPeriod: 'short' as const } : {}),
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** When a call is due, as a page words it (callByParts): the words live in each page's own catalog. */
export type CallBy = { kind: 'shortly' } | { kind: 'today' | 'tomorrow'; time: string } | { kind: 'later'; time: string };

/**
 * When the pharmacist's call is due, in the shopper's terms: today or tomorrow by India's calendar with the time of day,
 * else the date and time; a due time already past is "shortly", never a time gone by.
 * @param dueAt ISO 8601 time the call is due (domain/call-clock.ts callDueAt); `locale` the page's language; `now` its clock
 * @returns e.g. { kind: 'tomorrow', time: '11:00 am' }, or { kind: 'later', time: '2 Dec 2026, 10:30 am' }
 */
export function callByParts(dueAt: string, locale: Locale, now: Date): CallBy {
  const due = new Date(dueAt);
  if (Number.isNaN(due.getTime()) || due.getTime() <= now.getTime()) return { kind: 'shortly' };
  const dueDay = kolkataDate(due);
  if (dueDay === kolkataDate(now)) return { kind: 'today', time: shopperTime(dueAt, locale) };
  if (dueDay === kolkataDate(new Date(now.getTime() + 24 * 60 * 60 * 1000))) return { kind: 'tomorrow', time: shopperTime(dueAt, locale) };
  return { kind: 'later', time: shopperDateTime(dueAt, locale) };
}
