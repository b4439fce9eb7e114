/**
 * How staff read an instant: the date and the time in India Standard Time (Asia/Kolkata, UTC+05:30 all year, no
 * daylight saving), the pharmacy's clock and the one /track shows shoppers, whatever the zone of the PC or the
 * terminal. The one format of the staff console's tables, history and audit trail and of the staff CLI, so both read
 * '23 Nov 2026, 2:05 pm' for the same stored '2026-11-23T08:35:00Z'.
 */
import { EXPIRY_MONTH_PATTERN } from './batch-expiry';

/** The staff's locale when none better is known (the console without a browser language Intl supports, the CLI): English as written in India. */
export const DEFAULT_STAFF_LOCALE = 'en-IN';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO time as staff read it: Intl's medium date and short time in `locale`, in India Standard Time.
 * @param iso an ISO 8601 instant, e.g. '2026-11-23T08:35:00Z'
 * @param locale a BCP 47 tag Intl supports, e.g. 'en-IN' ('23 Nov 2026, 2:05 pm') or 'en-GB' ('23 Nov 2026, 14:05')
 * @returns the formatted time; the text unchanged when it is not a time
 * @throws RangeError for a malformed locale tag
 */
export function formatStaffDateTime(iso: string, locale: string = DEFAULT_STAFF_LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}

const exportDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as a register's export writes it: 'DD-MM-YYYY HH:mm', 24-hour, in India Standard Time, e.g.
 * '2026-11-30T20:10:00.000Z' → '01-12-2026 01:40'. The India day is the one the register files the supply under (a raw
 * UTC time would show the day before for a supply after midnight); day-month-year is how Indian registers write a
 * date, and a spreadsheet set to India reads it as a date and time.
 * @param iso an ISO 8601 instant
 * @returns the formatted time; the text unchanged when it is not a time
 */
export function formatStaffExportDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(exportDateTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}

/**
 * An expiry month as staff read it on a pack, e.g. '2025-10' → 'Oct 2025' in en-IN: Intl's short month and the year,
 * of the month itself (no time zone moves it: it is read as a calendar month, not an instant).
 * @param month 'YYYY-MM' (domain/batch-expiry.ts EXPIRY_MONTH_PATTERN)
 * @param locale a BCP 47 tag Intl supports (default en-IN, the staff console's English)
 * @returns the formatted month; the text unchanged when it is not a 'YYYY-MM' month
 */
export function formatStaffMonth(month: string, locale: string = DEFAULT_STAFF_LOCALE): string {
  const match = EXPIRY_MONTH_PATTERN.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}

/**
 * A calendar day as staff read it, e.g. '2026-11-01' → '1 Nov 2026' in en-IN: Intl's medium date of the day itself
 * (read as a calendar date, so no time zone moves it), the same style as formatStaffDateTime's date.
 * @param day 'YYYY-MM-DD', e.g. a prescription's date
 * @param locale a BCP 47 tag Intl supports (default en-IN)
 * @returns the formatted day; the text unchanged when it is not a 'YYYY-MM-DD' date
 */
export function formatStaffDay(day: string, locale: string = DEFAULT_STAFF_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
