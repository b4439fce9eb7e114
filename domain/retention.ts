/**
 * How long personal data is kept (docs/architecture/data-model.md, docs/architecture/privacy.md): the figures the consent notice and the privacy policy
 * state, and the ones the infrastructure and the handlers enforce, from one place.
 */

/**
 * Prescriptions, the details sent with them, and orders that carry one: 180 days (the FAQ rejects prescriptions older
 * than six months), by DynamoDB TTL on the item and an S3 lifecycle expiry on the file.
 */
export const PRESCRIPTION_RETENTION_DAYS = 180;

/** A file version that became noncurrent (replaced or deleted) is removed one day later (S3 lifecycle). */
export const NONCURRENT_VERSION_DAYS = 1;

/**
 * DynamoDB point-in-time recovery window: 35 days (the maximum, and the default). A deleted or expired record stays in
 * these encrypted recovery copies at most this long; they are used only to recover from a failure.
 */
export const BACKUP_RECOVERY_DAYS = 35;
