import { createDynamoClient } from '../shared/dynamo-client';
import { runNotifier, type NotifierRun } from './notifier.core';
import { createSesClient, readNotifierSettings } from './notifier-settings';

// Created once per Lambda execution environment (cold start).
const dynamo = createDynamoClient();
const ses = createSesClient();
const settings = readNotifierSettings();

/**
 * Lambda entry of the notifier, invoked by an EventBridge schedule every minute (infra/constructs/notifier.ts).
 * Env: TABLE_NAME, MAIL_FROM, PHARMACY_INBOX, SITE_ORIGIN. Sends the due outbox e-mails (notifier.core.ts).
 * @returns the run's counts (visible in the invocation result; the log line has the count sent)
 * @throws when the outbox index cannot be read (the next scheduled run tries again)
 */
export async function handler(): Promise<NotifierRun> {
  return runNotifier({ dynamo, ses, settings, now: new Date() });
}
