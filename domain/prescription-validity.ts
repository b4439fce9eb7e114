import { kolkataDate } from './delivery-estimate';

/**
 * How long a prescription is honoured: six calendar months from the date the doctor wrote it (the FAQ's rule,
 * web/src/content/faq.ts: "We cannot accept a prescription that is older than six months"; docs/behaviour.md
 * "Verification records the prescription"). Dates are calendar dates in India (Asia/Kolkata).
 */
export const PRESCRIPTION_VALIDITY_MONTHS = 6;

/** Why a prescription date cannot be verified: older than the validity, or later than today. */
export type PrescriptionDateProblem = 'prescription_too_old' | 'prescription_dated_future';

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * The last day a prescription is honoured: `prescribedOn` plus PRESCRIPTION_VALIDITY_MONTHS calendar months, the day of
 * the month kept, or the month's last day when it has no such day (31 Aug → 28 Feb).
 * @param prescribedOn YYYY-MM-DD, a real calendar date (isCalendarDate)
 * @returns YYYY-MM-DD, e.g. '2026-05-29' → '2026-11-29'
 */
export function prescriptionValidUntil(prescribedOn: string): string {
  const [year, month, day] = prescribedOn.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + PRESCRIPTION_VALIDITY_MONTHS;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * Whether a prescription written on `prescribedOn` may be verified at `now`: not dated after today, and today no later
 * than its last valid day (prescriptionValidUntil), both as calendar dates in India.
 * @param prescribedOn YYYY-MM-DD, a real calendar date
 * @param now the verification's instant
 * @returns the problem's code, or undefined when the date is acceptable
 */
export function prescriptionDateProblem(prescribedOn: string, now: Date): PrescriptionDateProblem | undefined {
  const today = kolkataDate(now);
  if (prescribedOn > today) return 'prescription_dated_future';
  if (today > prescriptionValidUntil(prescribedOn)) return 'prescription_too_old';
  return undefined;
}
