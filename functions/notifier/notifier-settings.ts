import { SESv2Client } from '@aws-sdk/client-sesv2';
import { readMailQuota } from '../runtime/config';
import { regionOf } from '../runtime/dynamo-client';
import type { NotifierSettings } from './notifier.core';

/**
 * Reads the notifier's settings from the environment: TABLE_NAME, MAIL_FROM (the verified SES sender address),
 * PHARMACY_INBOX (new-prescription alerts), SITE_ORIGIN (links, no trailing slash), STAFF_CONSOLE_ORIGIN (the staff
 * console's own origin, which the pharmacy's alert links to) and MAIL_QUOTA_PER_RECIPIENT_PER_DAY
 * (optional, default 10: functions/runtime/config.ts readMailQuota). On AWS the notifier
 * construct sets them (infra/constructs/notifier.ts); locally dev/local-env.ts does.
 * @throws Error naming the first missing variable, or a quota that is not a positive whole number (a deployment error,
 *   surfaced at cold start)
 */
export function readNotifierSettings(env: NodeJS.ProcessEnv = process.env): NotifierSettings {
  const read = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    tableName: read('TABLE_NAME'),
    mailFrom: read('MAIL_FROM'),
    pharmacyInbox: read('PHARMACY_INBOX'),
    siteOrigin: read('SITE_ORIGIN').replace(/\/+$/, ''),
    consoleOrigin: read('STAFF_CONSOLE_ORIGIN').replace(/\/+$/, ''),
    mailQuotaPerDay: readMailQuota(env),
  };
}

/**
 * The SES v2 client from the environment: region, credentials, and the standard AWS_ENDPOINT_URL_SESV2 override that
 * points it at aws-ses-v2-local (docs/architecture/toolchain.md). `maxAttempts` 2: the outbox retries with its own back-off,
 * so the SDK only smooths over a single dropped connection.
 */
export function createSesClient(env: NodeJS.ProcessEnv = process.env): SESv2Client {
  const endpoint = env.AWS_ENDPOINT_URL_SESV2 ? { endpoint: env.AWS_ENDPOINT_URL_SESV2 } : {};
  return new SESv2Client({ region: regionOf(env), maxAttempts: 2, ...endpoint });
}
