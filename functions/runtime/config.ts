import { SIMULATED_PAYMENTS_ENV } from '@contracts/deployment/simulated-payments';

/**
 * Runtime configuration read from the environment (the same names locally and on Lambda).
 * Locally the SDK also reads AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 to reach the emulators.
 */
export interface RuntimeConfig {
  /** DynamoDB table holding every record (docs/architecture/data-model.md). */
  tableName: string;
  /** Private S3 bucket for prescription files ('' for functions that are given no bucket). */
  bucketName: string;
  /**
   * Bytes of prescription files all shoppers together may store per UTC day (functions/data/upload-budget.ts); past
   * it, uploads answer 503 UPLOADS_PAUSED. Absent: {@link DEFAULT_UPLOAD_BUDGET_BYTES_PER_DAY}.
   */
  uploadBudgetBytesPerDay?: number;
  /**
   * Whether the payment page's simulated payment may mark an online order paid ({@link SIMULATED_PAYMENTS_ENV} = 'on').
   * Off unless set: no money moves in a simulated payment, so where it is off an order can never read `paid` (and
   * later be refunded) without money received; online orders then stay unpaid and lapse after 30 minutes.
   */
  simulatedPayments?: boolean;
}

/** Environment variable naming the daily upload budget in bytes (a positive integer). */
export const UPLOAD_BUDGET_ENV = 'UPLOAD_BUDGET_BYTES_PER_DAY';

/**
 * The daily upload budget when none is configured: 20 GB (20 × 10⁹ bytes), about 5,000 files of the 4 MiB maximum, far
 * above a pharmacy's day (a few dozen uploads) and under a hundredth of what the API throttles alone let through
 * (infra/abuse-ceiling.ts: about 2,500 GB a day).
 */
export const DEFAULT_UPLOAD_BUDGET_BYTES_PER_DAY = 20_000_000_000;

/** Environment variable naming how many e-mails one recipient may get per UTC day (a positive integer). */
export const MAIL_QUOTA_ENV = 'MAIL_QUOTA_PER_RECIPIENT_PER_DAY';

/**
 * E-mails one shopper address gets per UTC day when none is configured: 10. A busy shopper's day (a prescription, an
 * order and their steps, an erasure code or two) stays well under it; a form filled in again and again with someone
 * else's address cannot turn the pharmacy into a mail cannon against them.
 */
export const DEFAULT_MAIL_QUOTA_PER_RECIPIENT_PER_DAY = 10;

/**
 * Reads MAIL_QUOTA_PER_RECIPIENT_PER_DAY: absent or empty → {@link DEFAULT_MAIL_QUOTA_PER_RECIPIENT_PER_DAY}.
 * @returns e-mails per recipient per UTC day (a positive whole number)
 * @throws Error when it is set to anything else (a deployment error, surfaced at cold start)
 */
export function readMailQuota(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[MAIL_QUOTA_ENV];
  const quota = value === undefined || value === '' ? DEFAULT_MAIL_QUOTA_PER_RECIPIENT_PER_DAY : Number(value);
  if (!Number.isSafeInteger(quota) || quota <= 0) throw new Error(`${MAIL_QUOTA_ENV} must be a positive whole number`);
  return quota;
}

/**
 * Reads TABLE_NAME, BUCKET_NAME when `needsBucket`, UPLOAD_BUDGET_BYTES_PER_DAY (optional) and SIMULATED_PAYMENTS
 * (optional, 'on' or unset); throws at cold start if
 * one is missing or the budget is not a positive whole number of bytes (a deployment error, surfaced at once rather
 * than on the first shopper's request).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, { needsBucket = true } = {}): RuntimeConfig {
  const tableName = env.TABLE_NAME;
  const bucketName = env.BUCKET_NAME ?? '';
  if (!tableName) throw new Error('TABLE_NAME is not set');
  if (needsBucket && !bucketName) throw new Error('BUCKET_NAME is not set');
  const budget = env[UPLOAD_BUDGET_ENV];
  const uploadBudgetBytesPerDay = budget === undefined || budget === '' ? DEFAULT_UPLOAD_BUDGET_BYTES_PER_DAY : Number(budget);
  if (!Number.isSafeInteger(uploadBudgetBytesPerDay) || uploadBudgetBytesPerDay <= 0)
    throw new Error(`${UPLOAD_BUDGET_ENV} must be a positive whole number of bytes`);
  const simulated = env[SIMULATED_PAYMENTS_ENV];
  if (simulated !== undefined && simulated !== '' && simulated !== 'on') throw new Error(`${SIMULATED_PAYMENTS_ENV} must be 'on' or unset`);
  return { tableName, bucketName, uploadBudgetBytesPerDay, simulatedPayments: simulated === 'on' };
}
