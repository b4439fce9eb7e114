/**
 * How long personal data is kept (docs/architecture/data-model.md, docs/architecture/privacy.md): the figures the consent notice and the privacy policy
 * state, and the ones the infrastructure and the handlers enforce, from one place.
 */

/**
 * Prescriptions, the details sent with them, and orders that carry one until they are dispatched (then
 * TAX_RECORD_RETENTION_YEARS): 180 days (the FAQ rejects prescriptions older than six months), by DynamoDB TTL on the
 * item and an S3 lifecycle expiry on the file.
 */
export const PRESCRIPTION_RETENTION_DAYS = 180;

/**
 * A dispatched order, the record of sale behind its GST tax invoice: 8 years from dispatch, by the order's own DynamoDB
 * TTL (set at dispatch), whatever the 180 days of a prescription it carries. The CGST Act 2017 §36 keeps accounts and
 * records, tax invoices included, until 72 months after the due date of the annual return of their financial year,
 * which is due by 31 December after the year ends: up to 7 years and 9 months after a supply in April, so 8 years from
 * dispatch covers every supply. The prescription's file is still deleted after PRESCRIPTION_RETENTION_DAYS.
 */
export const TAX_RECORD_RETENTION_YEARS = 8;

/** A file version that became noncurrent (replaced or deleted) is removed one day later (S3 lifecycle). */
export const NONCURRENT_VERSION_DAYS = 1;

/**
 * DynamoDB point-in-time recovery window: 35 days (the maximum, and the default). A deleted or expired record stays in
 * these encrypted recovery copies at most this long; they are used only to recover from a failure.
 */
export const BACKUP_RECOVERY_DAYS = 35;

/**
 * The Schedule H1 register: each entry is kept 3 years from the supply (Drugs Rules, 1945, Rule 65(3)(b): the
 * register "shall be preserved for a period of three years"), by its own DynamoDB TTL, whatever the 180-day expiry of
 * the prescription and order it came from, and through the shopper's erasure request (a legal duty to keep it: DPDP
 * Act 2023 §8(7) and §17(1)(a)).
 */
export const H1_REGISTER_RETENTION_YEARS = 3;

/**
 * Which orders shipped which batch (the recall trace, functions/data/batches.ts): kept as long as the H1 register, 3
 * years from dispatch: a recall of a batch comes within its shelf life. It holds the order's reference, never a name.
 */
export const SHIPMENT_TRACE_RETENTION_YEARS: number = 3;

/** Epoch seconds `years` calendar years after `from` (29 February moves to 1 March): a TTL attribute's value. */
export function expiryAfterYears(from: Date, years: number): number {
  const until = new Date(from.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return Math.floor(until.getTime() / 1000);
}
