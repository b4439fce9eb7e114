import path from 'node:path';
import { notificationAddresses } from '@domain/notifications';
import { COMMENT_CLIENT_KEY, UNSUBSCRIBE_KEY } from '../contracts/deployment/function-keys';
import { ORIGIN_VERIFY_ENV } from '../contracts/deployment/origin-verify';
import { SIMULATED_PAYMENTS_ENV } from '../contracts/deployment/simulated-payments';
import { projectRoot } from './project-root';
import { DEFAULT_STAFF_DEMO_PASSWORD } from './staff-identity';

/**
 * Ports and folders of the local stack, from the environment (PORT, STAFF_PORT, DYNAMODB_PORT, S3_PORT, COGNITO_PORT,
 * SES_PORT, DATA_DIR, STAFF_DEMO_PASSWORD).
 */
export interface LocalStackSettings {
  /** Storefront (SPA + /api) port, default 5173. */
  port: number;
  /** The staff console's own origin's port (console + /api/staff), default 5174. */
  staffPort: number;
  /** dynalite port, default 8000. */
  dynamodbPort: number;
  /** s3rver port, default 4569. */
  s3Port: number;
  /** cognito-local port, default 9229. */
  cognitoPort: number;
  /** aws-ses-v2-local port (its page lists the mail sent), default 8005. */
  sesPort: number;
  /** Where emulator data lives, default `.data/` in the project root. */
  dataDir: string;
  /** Password of the demo staff users (STAFF_DEMO_PASSWORD), default DEFAULT_STAFF_DEMO_PASSWORD. */
  staffDemoPassword: string;
}

/** Local table and bucket names. */
export const LOCAL_TABLE_NAME = 'medvika-local';
export const LOCAL_BUCKET_NAME = 'medvika-prescriptions-local';

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) throw new Error(`${name} must be a port number (1-65535), got "${value}"`);
  return parsed;
}

/**
 * Reads the local stack settings.
 * @param root the folder a relative DATA_DIR (and the default `.data`) is resolved in: the clone's root, whatever
 *   folder the command was started from
 * @throws Error naming a variable that is not a valid port
 */
export function readLocalSettings(env: NodeJS.ProcessEnv = process.env, root: string = projectRoot): LocalStackSettings {
  return {
    port: port(env.PORT, 5173, 'PORT'),
    staffPort: port(env.STAFF_PORT, 5174, 'STAFF_PORT'),
    dynamodbPort: port(env.DYNAMODB_PORT, 8000, 'DYNAMODB_PORT'),
    s3Port: port(env.S3_PORT, 4569, 'S3_PORT'),
    cognitoPort: port(env.COGNITO_PORT, 9229, 'COGNITO_PORT'),
    sesPort: port(env.SES_PORT, 8005, 'SES_PORT'),
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data'),
    staffDemoPassword: env.STAFF_DEMO_PASSWORD || DEFAULT_STAFF_DEMO_PASSWORD,
  };
}

/**
 * Environment that points the AWS SDK (and so the unchanged handlers) at the local emulators, and allows the payment
 * page's simulated payment.
 * s3rver accepts only the access key S3RVER; the SDK's default flexible checksums would corrupt
 * s3rver's stored objects, so they are requested only when required (docs/architecture/toolchain.md).
 */
export function localAwsEnv(dynamodbPort: number, s3Port: number): Record<string, string> {
  return {
    // The payment page's simulation may mark orders paid here: no real money exists locally (functions/runtime/config.ts).
    [SIMULATED_PAYMENTS_ENV]: 'on',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${dynamodbPort}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${s3Port}`,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    TABLE_NAME: LOCAL_TABLE_NAME,
    BUCKET_NAME: LOCAL_BUCKET_NAME,
  };
}

/**
 * Environment of the local notifier (functions/notifier/notifier-settings.ts): the SES endpoint (aws-ses-v2-local on
 * `sesPort`, read by the SDK as AWS_ENDPOINT_URL_SESV2), the sender and pharmacy addresses of
 * domain/notifications.ts, the storefront's origin for the links in the e-mails, and the staff console's, which the
 * pharmacy's alert links to.
 * @param siteOrigin e.g. 'http://127.0.0.1:5173', no trailing slash; `consoleOrigin` e.g. 'http://127.0.0.1:5174'
 */
export function localNotifierEnv(sesPort: number, siteOrigin: string, consoleOrigin: string): Record<string, string> {
  return {
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${sesPort}`,
    MAIL_FROM: notificationAddresses.sender,
    PHARMACY_INBOX: notificationAddresses.pharmacyInbox,
    SITE_ORIGIN: siteOrigin,
    STAFF_CONSOLE_ORIGIN: consoleOrigin,
  };
}

/**
 * The local values of the three secrets that have one purpose each (docs/architecture/security.md "Secrets"), like
 * the AWS stack's three Secrets Manager secrets: the unsubscribe-token key and the comment-client hash key
 * (contracts/deployment/function-keys.ts), fixed here as nothing local is secret, and the origin-verify value, which
 * stays empty: no CloudFront stands before the local API to send it, and an empty value turns the handlers' check off
 * (functions/runtime/handler-kit.ts).
 */
const LOCAL_FUNCTION_SECRETS = {
  originVerify: '',
  unsubscribe: 'medvika-local-unsubscribe-token-key-not-for-aws',
  commentClient: 'medvika-local-comment-client-key-not-for-aws',
} as const;

/**
 * Environment of the local API functions' secrets ({@link LOCAL_FUNCTION_SECRETS}), a value already set in `env` winning.
 * @returns the unsubscribe-token key and the comment-client key; the origin-verify value only when `env` sets one
 */
export function localFunctionKeysEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const originVerify = env[ORIGIN_VERIFY_ENV] || LOCAL_FUNCTION_SECRETS.originVerify;
  return {
    [UNSUBSCRIBE_KEY.env]: env[UNSUBSCRIBE_KEY.env] || LOCAL_FUNCTION_SECRETS.unsubscribe,
    [COMMENT_CLIENT_KEY.env]: env[COMMENT_CLIENT_KEY.env] || LOCAL_FUNCTION_SECRETS.commentClient,
    ...(originVerify ? { [ORIGIN_VERIFY_ENV]: originVerify } : {}),
  };
}

/**
 * The local staff session cookie's key material (STAFF_SESSION_SECRET unless set): a fixed value, as nothing local is
 * secret; on AWS it is a generated Secrets Manager secret (infra/constructs/api.ts).
 */
export const LOCAL_STAFF_SESSION_SECRET = 'medvika-local-staff-session-cookie-key-not-for-aws';

/**
 * Environment of the staff session endpoints (functions/staff-session/staff-session.handler.ts): the console's origin,
 * which alone may call them, and the cookie's key material.
 * @param consoleOrigin e.g. 'http://127.0.0.1:5174', no trailing slash
 */
export function localStaffSessionEnv(consoleOrigin: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { STAFF_CONSOLE_ORIGIN: consoleOrigin, STAFF_SESSION_SECRET: env.STAFF_SESSION_SECRET || LOCAL_STAFF_SESSION_SECRET };
}
