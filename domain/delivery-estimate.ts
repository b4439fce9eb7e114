/**
 * Calendar dates in India for orders: the estimated delivery date after dispatch and the last day of the return window
 * after delivery (docs/behaviour.md §4). Pure: every date is a calendar date in Asia/Kolkata (IST, UTC+05:30, no
 * daylight saving), written YYYY-MM-DD, computed with Intl (the repo's date library) and UTC date arithmetic.
 */
import { deliveryHolidays, type DeliveryHoliday } from './content/delivery-holidays';

/** Business days from dispatch to delivery (docs/behaviour.md FAQ facts: 2–3 business days): the earliest and the latest. */
export const DELIVERY_BUSINESS_DAYS = { earliest: 2, latest: 3 } as const;

const kolkataDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar date in Asia/Kolkata of an instant.
 * @returns YYYY-MM-DD, e.g. 2026-11-26T18:30:00Z → '2026-11-27' (IST midnight)
 * @throws RangeError for an invalid Date
 */
export function kolkataDate(instant: Date): string {
  return kolkataDay.format(instant);
}

/** A YYYY-MM-DD date moved by `days` calendar days (negative moves back); month and year ends roll over. */
export function addCalendarDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** True for a date couriers deliver on: not a Sunday and not one of `holidays`. */
function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(date);
}

/** When a dispatched order should arrive: the earliest and the latest date (YYYY-MM-DD, Asia/Kolkata). */
export interface DeliveryEstimate {
  earliest: string;
  latest: string;
}

/**
 * The delivery window of an order dispatched at `dispatchedAt`: the 2nd and 3rd business day after the dispatch date
 * in Asia/Kolkata (DELIVERY_BUSINESS_DAYS). The dispatch day itself never counts (a parcel handed over at 23:59 IST
 * travels the next day); Sundays and the Delhi gazetted holidays (domain/content/delivery-holidays.ts) do not count.
 * @param holidays the holidays to skip; defaults to deliveryHolidays
 */
export function estimateDelivery(dispatchedAt: Date, holidays: readonly DeliveryHoliday[] = deliveryHolidays): DeliveryEstimate {
  const skip = new Set(holidays.map((holiday) => holiday.date));
  /** The `count`th business day after `from`. */
  const businessDaysAfter = (from: string, count: number): string => {
    let date = from;
    for (let found = 0; found < count;) {
      date = addCalendarDays(date, 1);
      if (isBusinessDay(date, skip)) found += 1;
    }
    return date;
  };
  const dispatchDate = kolkataDate(dispatchedAt);
  return {
    earliest: businessDaysAfter(dispatchDate, DELIVERY_BUSINESS_DAYS.earliest),
    latest: businessDaysAfter(dispatchDate, DELIVERY_BUSINESS_DAYS.latest),
  };
}

const shortDate = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A YYYY-MM-DD date as the shopper reads it: '2025-11-28' → 'Fri, 28 Nov' (English, day before month as in India). */
export function formatShopperDate(date: string): string {
  const parts = Object.fromEntries(shortDate.formatToParts(new Date(`${date}T00:00:00Z`)).map(({ type, value }) => [type, value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}
