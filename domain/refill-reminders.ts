/**
 * Refill reminders (docs/architecture/email-and-reminders.md "Refill reminders"): the pure rules. A shopper asks, on a delivered order's
 * /track view, to be reminded to reorder its medicines in 15, 30 or 60 days; the notifier sends the reminder when it is
 * due. A prescription-only medicine is reminded only while the prescription it was dispensed against is still valid
 * (180 days from its upload: the retention of docs/architecture/privacy.md and the "older than six months" rejection reason
 * of domain/lifecycle.ts); otherwise the e-mail says a new prescription is needed for it.
 *
 * No I/O, no clock of its own: every function takes its times, so tests move a fake clock.
 */

/** The delays a shopper may choose, in days (the /track form's radios). */
export const REFILL_REMINDER_DAYS = [15, 30, 60] as const;

/** One of {@link REFILL_REMINDER_DAYS}. */
export type RefillReminderDays = (typeof REFILL_REMINDER_DAYS)[number];

/**
 * How long a prescription is valid for a refill, in days from its upload: 180, the six months after which our pharmacist
 * refuses a prescription (rejection reason `too_old`) and after which the file itself is deleted (retention, §4).
 */
export const PRESCRIPTION_VALIDITY_DAYS = 180;

/** How long an unsubscribe link works, in days after the reminder is due (its e-mail's sending). */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;

const DAY_MS = 86_400_000;

/** True when `value` is one of the delays a shopper may choose. */
export function isRefillReminderDays(value: unknown): value is RefillReminderDays {
  return (REFILL_REMINDER_DAYS as readonly unknown[]).includes(value);
}

/**
 * When a reminder falls due.
 * @param requestedAt the time the shopper asked
 * @param days the chosen delay in days (whole 24-hour days: the reminder comes at the same time of day)
 * @param delayMs a delay in milliseconds that replaces the days (the local demo setting MEDVIKA_REFILL_REMINDER_DELAY_MS,
 *   read by the local stack only); undefined on AWS
 * @returns the due time
 */
export function reminderDueAt(requestedAt: Date, days: RefillReminderDays, delayMs?: number): Date {
  return new Date(requestedAt.getTime() + (delayMs !== undefined && delayMs >= 0 ? delayMs : days * DAY_MS));
}

/**
 * The last instant a prescription may be used for a refill.
 * @param uploadedAt ISO 8601 time the prescription was uploaded
 * @returns ISO 8601: `uploadedAt` + {@link PRESCRIPTION_VALIDITY_DAYS} days
 * @throws RangeError for a string that is not a time
 */
export function prescriptionValidUntil(uploadedAt: string): string {
  return new Date(Date.parse(uploadedAt) + PRESCRIPTION_VALIDITY_DAYS * DAY_MS).toISOString();
}

/** One medicine of a reminder: what the order held. */
export interface ReminderLine {
  productId: string;
  /** The product's name as ordered (a product name: shown as written in every language). */
  name: string;
  quantity: number;
  /** The catalogue's `requiresPrescription` of the product. */
  requiresPrescription: boolean;
}

/** The lines of a reminder at one moment: those to remind, and the prescription-only ones whose prescription ran out. */
export interface ReminderSplit {
  remind: ReminderLine[];
  needsNewPrescription: ReminderLine[];
}

/**
 * Splits a reminder's lines at `at` (the due time, or the sending time): a prescription-only line is reminded only while
 * its prescription is valid (`at` before uploadedAt + 180 days); without a prescription on the order it is never reminded.
 * Other lines are always reminded.
 * @param prescriptionUploadedAt ISO 8601 upload time of the prescription the order was dispensed against, if any
 * @returns both groups, in the order's line order
 */
export function splitReminderLines(lines: readonly ReminderLine[], prescriptionUploadedAt: string | undefined, at: Date): ReminderSplit {
  const valid = prescriptionUploadedAt !== undefined && at.getTime() < Date.parse(prescriptionValidUntil(prescriptionUploadedAt));
  const remind = lines.filter((line) => !line.requiresPrescription || valid);
  const needsNewPrescription = lines.filter((line) => line.requiresPrescription && !valid);
  return { remind, needsNewPrescription };
}

/**
 * The `items` value of a refill link: `<product id>:<quantity>` pairs joined by commas
 * (contracts/refill-reminders.ts parseRefillItems reads it back).
 */
export function refillItemsParam(lines: readonly Pick<ReminderLine, 'productId' | 'quantity'>[]): string {
  return lines.map((line) => `${line.productId}:${line.quantity}`).join(',');
}
