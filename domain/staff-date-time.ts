/**
 * How staff read an instant: the date and the time in India Standard Time (Asia/Kolkata, UTC+05:30 all year, no
 * daylight saving), the pharmacy's clock and the one /track shows shoppers, whatever the zone of the PC or the
 * terminal. The one format of the staff console's tables, history and audit trail and of the staff CLI, so both read
 * '23 Nov 2026, 2:05 pm' for the same stored '2026-11-23T08:35:00Z'.
 */

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
