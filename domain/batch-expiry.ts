/**
 * Batch and expiry of what a pharmacy packs (docs/behaviour.md "Packing: batch and expiry"): the shape of an expiry
 * month, the rule that refuses stock expiring too soon, and first-expiry-first-out. Pure: the packing write is
 * functions/staff-api/status-change.ts, the batches remembered per product functions/data/batches.ts.
 */
import { kolkataDate } from './delivery-estimate';

/** An expiry as printed on a strip, month precision: 'YYYY-MM' (a medicine is usable to the end of that month). */
export const EXPIRY_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Whole calendar months an expiry month must lie beyond today's month (India time) for the line to be packed: 3. The
 * same figure as the shopper's return reason "expires within 3 months" (domain/lifecycle.ts returnReasons), so
 * nothing we pack gives the shopper a reason to return it.
 */
export const MIN_MONTHS_TO_EXPIRY = 3;

/** A 'YYYY-MM' month as a count of months (year × 12 + month − 1), or undefined when it is not one. */
function monthIndex(month: string): number | undefined {
  const match = EXPIRY_MONTH_PATTERN.exec(month);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : undefined;
}

/**
 * The earliest expiry month a line packed at `now` may carry: today's month in India (Asia/Kolkata) plus
 * {@link MIN_MONTHS_TO_EXPIRY}. "Within 3 months" is decided on whole months: stock is usable to the END of its expiry
 * month, and the date 3 months from any day of month M falls in month M + 3 (clamped to its last day: 30 November →
 * 28 February), whose end is never before that date. So on any day of November 2026 (India time) the earliest
 * acceptable expiry is 2027-02; from 1 December 00:00 IST (30 November 18:30 UTC) it is 2027-03.
 * @returns 'YYYY-MM'
 */
export function earliestAcceptableExpiry(now: Date): string {
  const index = monthIndex(kolkataDate(now).slice(0, 7))! + MIN_MONTHS_TO_EXPIRY;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * True when a line with this expiry month may not be packed at `now`: it expires within
 * {@link MIN_MONTHS_TO_EXPIRY} months of today in India (see earliestAcceptableExpiry), or is not a 'YYYY-MM' month.
 * @param expiry 'YYYY-MM'
 */
export function expiresTooSoon(expiry: string, now: Date): boolean {
  const index = monthIndex(expiry);
  return index === undefined || index < monthIndex(earliestAcceptableExpiry(now))!;
}

/**
 * True when a batch with this expiry month has already expired at `now`: its month ended before today's month in India
 * (Asia/Kolkata) began. A medicine is usable to the END of its expiry month, so '2025-10' has expired from 1 November
 * 2025 00:00 IST on, and a batch expiring this month has not expired yet (it only expires too soon: expiresTooSoon).
 * Told apart from expiresTooSoon so that staff read "expired" for a pack that may no longer be sold at all, not a
 * reason to pick a later batch of usable stock.
 * @param expiry 'YYYY-MM'
 * @returns false for a text that is not a 'YYYY-MM' month (expiresTooSoon refuses that)
 */
export function hasExpired(expiry: string, now: Date): boolean {
  const index = monthIndex(expiry);
  return index !== undefined && index < monthIndex(kolkataDate(now).slice(0, 7))!;
}

/**
 * The longest manufacturer name taken at packing, in characters: room for a maker's full name and town as packs print
 * them ('Torrent Pharmaceuticals Ltd, Ahmedabad').
 */
export const MANUFACTURER_MAX_LENGTH = 80;

/**
 * A batch of one product as packed: the manufacturer's batch number and its expiry month ('YYYY-MM'), and the
 * manufacturer as printed on the pack where the pharmacist records it (a generic prescription medicine:
 * domain/catalogue/supplied-manufacturer.ts).
 */
export interface BatchExpiry {
  batch: string;
  expiry: string;
  manufacturer?: string;
}

/**
 * First-expiry-first-out: of the batches used before for a product, the one to propose for the next pack, the batch
 * with the earliest expiry that may still be packed at `now` (expiresTooSoon false); on equal expiries the batch
 * number in text order, so the proposal never depends on the order they were read in.
 * @returns the batch, or undefined when none may still be packed
 */
export function firstExpiryFirstOut<T extends BatchExpiry>(known: readonly T[], now: Date): T | undefined {
  return known
    .filter((candidate) => !expiresTooSoon(candidate.expiry, now))
    .toSorted((a, b) => a.expiry.localeCompare(b.expiry) || a.batch.localeCompare(b.batch))[0];
}
