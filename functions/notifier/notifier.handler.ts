import { createDynamoClient } from '../runtime/dynamo-client';
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
 * @throws when the outbox index cannot be read (the next scheduled run tries again), and after the run when an e-mail
 *   was given up or a record could not be processed, so that the function's Errors alarm (infra/constructs/alarms.ts)
 *   tells an operator; the message holds counts only
 */
export async function handler(): Promise<NotifierRun> {
  const run = await runNotifier({ dynamo, ses, settings, now: new Date() });
  if (run.failed > 0 || run.errors > 0)
    throw new Error(`notifier: ${run.failed} e-mail(s) given up, ${run.errors} record(s) not processed`);
  return run;
}
