import { startStandardClaimsTrigger, type LocalTriggerEndpoint } from './cognito-triggers';
import { createDynamoClient } from '../functions/runtime/dynamo-client';
import { logger } from '../functions/runtime/logger';
import type { RetryPolicy } from '../functions/runtime/outbox';
import { runNotifier } from '../functions/notifier/notifier.core';
import { createSesClient, readNotifierSettings } from '../functions/notifier/notifier-settings';
import { startMalwareScanStandIn } from './malware-scan-stand-in';
import { freePort, startCognitoLocal, startDynalite, startS3rver, startSesLocal, type RunningEmulator } from './emulators';
import {
  LOCAL_BUCKET_NAME,
  LOCAL_TABLE_NAME,
  localAwsEnv,
  localFunctionKeysEnv,
  localNotifierEnv,
  localStaffSessionEnv,
} from './local-env';
import { provisionLocalResources } from './provision';
import { startDynamoTransactions } from './dynamodb-transactions';
import { DEFAULT_STAFF_DEMO_PASSWORD, provisionStaffIdentity, staffAuthEnv, type LocalStaffIdentity } from './staff-identity';

/** The running emulators and the environment that points the SDK (and the staff token check) at them. */
export interface LocalBackend {
  env: Record<string, string>;
  /** dynalite, as reached through the transactions proxy: `port` is the proxy's (the DynamoDB endpoint of `env`). */
  dynamo: RunningEmulator;
  s3: RunningEmulator;
  cognito: RunningEmulator;
  /** aws-ses-v2-local: the notifier sends here; its page at `/` lists the mail sent. */
  ses: RunningEmulator;
  /** The staff user pool, its console client and the demo staff users in cognito-local. */
  staff: LocalStaffIdentity;
  /** Stops the notifier timer and the emulators. */
  stop(): Promise<void>;
}

/** Options of startLocalBackend. */
export interface LocalBackendOptions {
  dynamodbPort: number;
  s3Port: number;
  /** cognito-local's port; a free one when omitted. */
  cognitoPort?: number;
  dataDir: string;
  /** dynalite keeps its data in memory when false (s3rver and cognito-local always use `dataDir`). */
  persistDynamo?: boolean;
  quiet?: boolean;
  /** Password of the demo staff users. */
  staffDemoPassword?: string;
  /** aws-ses-v2-local's port; a free one when omitted. */
  sesPort?: number;
  /** The storefront's origin, for the links in the e-mails. @default 'http://127.0.0.1:5173' */
  siteOrigin?: string;
  /** The staff console's origin, the only one the staff session endpoints answer. @default siteOrigin */
  consoleOrigin?: string;
  /** How often the local notifier sends the outbox's due e-mails, ms; 0 runs none. @default 2000 */
  notifierIntervalMs?: number;
}

/**
 * The retry policy of the local notifier: the same exponential back-off as on AWS, but from 2 s up to 1 minute, so
 * that after an SES outage (stop aws-ses-v2-local, change a status, start it again) the mail shows up within a minute.
 */
export const LOCAL_RETRY_POLICY: RetryPolicy = { baseDelayMs: 2_000, maxDelayMs: 60_000, maxAttempts: 20, claimMs: 60_000 };

/**
 * Runs the notifier core (functions/notifier/notifier.core.ts, the code of the AWS notifier Lambda) every
 * `intervalMs` against the table and SES endpoint of `process.env`; a run never overlaps the previous one.
 * @returns a function that stops the timer and waits for a running run to end
 */
export function startLocalNotifier(intervalMs: number, policy: RetryPolicy = LOCAL_RETRY_POLICY): () => Promise<void> {
  const dynamo = createDynamoClient();
  const ses = createSesClient();
  const settings = readNotifierSettings();
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = runNotifier({ dynamo, ses, settings, now: new Date(), policy })
      .catch((error: unknown) => logger.error('local notifier run failed', { errorName: (error as Error)?.name }))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
    dynamo.destroy();
    ses.destroy();
  };
}

/**
 * Starts dynalite, s3rver, cognito-local (with its PreTokenGeneration stand-in, cognito-triggers.ts) and
 * aws-ses-v2-local with data under `dataDir` (the mail emulator keeps none), sets `process.env` so the AWS SDK (and
 * the unchanged handlers, and the local adapter's staff token check) reach them, creates the table, the bucket and
 * the staff user pool (client, groups, demo users) on first run, and runs the notifier on a timer (docs/architecture/email-and-reminders.md), so
 * e-mails appear in the mail emulator a few seconds after a status change.
 * @throws Error if an emulator does not start or provisioning fails (every started child is stopped first)
 */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const { dynamodbPort, s3Port, dataDir, persistDynamo = true, quiet = true, staffDemoPassword = DEFAULT_STAFF_DEMO_PASSWORD } = options;
  const { siteOrigin = 'http://127.0.0.1:5173', notifierIntervalMs = 2000 } = options;
  const consoleOrigin = options.consoleOrigin ?? siteOrigin;
  const started: Array<Pick<RunningEmulator, 'stop'>> = [];
  let stopNotifier: (() => Promise<void>) | undefined;
  let stopScanStandIn: (() => Promise<void>) | undefined;
  const stop = async () => {
    // The notifier and the scan stand-in first, each waiting for a run in flight: stopped together with the emulators
    // they talk to, a run would fail half-way and log an error on every Ctrl-C.
    await stopNotifier?.();
    await stopScanStandIn?.();
    await Promise.all(started.map((emulator) => emulator.stop()));
  };
  try {
    // dynalite on a port of its own, behind the transactions proxy on the DynamoDB port everything uses
    // (dynamodb-transactions.ts: dynalite has no TransactWriteItems, docs/decisions/0023-local-transactions.md).
    const dynalite = await startDynalite(await freePort(), persistDynamo ? dataDir : undefined, quiet);
    started.push(dynalite);
    const transactions = await startDynamoTransactions(dynamodbPort, dynalite.port);
    started.push(transactions);
    const dynamo: RunningEmulator = { ...dynalite, port: transactions.port };
    const s3 = await startS3rver(s3Port, dataDir, quiet);
    started.push(s3);
    const trigger: LocalTriggerEndpoint = await startStandardClaimsTrigger();
    started.push(trigger);
    const cognito = await startCognitoLocal(options.cognitoPort ?? (await freePort()), dataDir, trigger.endpoint, quiet);
    started.push(cognito);
    const staff = await provisionStaffIdentity(`http://127.0.0.1:${cognito.port}`, staffDemoPassword);
    const ses = await startSesLocal(options.sesPort ?? (await freePort()), quiet);
    started.push(ses);
    const env = {
      ...localAwsEnv(dynamodbPort, s3Port),
      ...localNotifierEnv(ses.port, siteOrigin, consoleOrigin),
      ...staffAuthEnv(staff),
      ...localStaffSessionEnv(consoleOrigin),
      ...localFunctionKeysEnv(),
    };
    Object.assign(process.env, env);
    await provisionLocalResources(LOCAL_TABLE_NAME, LOCAL_BUCKET_NAME);
    if (notifierIntervalMs > 0) stopNotifier = startLocalNotifier(notifierIntervalMs);
    stopScanStandIn = startMalwareScanStandIn().stop; // GuardDuty's object tags, locally (malware-scan-stand-in.ts); never on AWS
    return { env, dynamo, s3, cognito, ses, staff, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
