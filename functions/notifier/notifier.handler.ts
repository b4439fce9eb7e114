import { createDynamoClient } from '../runtime/dynamo-client';
import { runNotifier, type NotifierRun } from './notifier.core';
import { createSesClient, readNotifierSettings } from './notifier-settings';
import { cancelUnpaidOrders } from './unpaid-orders';
import { cancelExpiredQuotes } from './expired-quotes';

// Created once per Lambda execution environment (cold start).
const dynamo = createDynamoClient();
const ses = createSesClient();
const settings = readNotifierSettings();

/**
 * Lambda entry of the notifier, invoked by an EventBridge schedule every minute (infra/constructs/notifier.ts).
 * Env: TABLE_NAME, MAIL_FROM, PHARMACY_INBOX, SITE_ORIGIN. First cancels the online orders left unpaid for 30 minutes
 * (unpaid-orders.ts) and the quotes left unanswered for 48 hours (expired-quotes.ts), queuing their e-mails, then sends the due outbox e-mails (notifier.core.ts).
 * @returns the run's counts (visible in the invocation result; the log line has the count sent)
 * @throws when the outbox index cannot be read (the next scheduled run tries again), and after the run when an e-mail
 *   was given up or a record could not be processed, so that the function's Errors alarm (infra/constructs/alarms.ts)
 *   tells an operator; the message holds counts only
 */
export async function handler(): Promise<NotifierRun> {
  const now = new Date();
  await cancelUnpaidOrders(dynamo, settings.tableName, now);
  await cancelExpiredQuotes(dynamo, settings.tableName, now);
  const run = await runNotifier({ dynamo, ses, settings, now });
  if (run.failed > 0 || run.errors > 0)
    throw new Error(`notifier: ${run.failed} e-mail(s) given up, ${run.errors} record(s) not processed`);
  return run;
}
