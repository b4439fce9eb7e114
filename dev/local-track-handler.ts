/**
 * The local stack's track handler: the Lambda's (functions/track/track.handler.ts) plus the local demo setting
 * MEDVIKA_REFILL_REMINDER_DELAY_MS (contracts/refill-reminders.ts REFILL_REMINDER_DELAY_ENV), which makes every refill
 * reminder due that many milliseconds after it is asked for instead of its days, so a reminder arrives in the local mail
 * viewer a minute later. Loaded by dev/api-adapter.ts only when the variable is set; never deployed, and the Lambda's
 * own handler and config never read the variable.
 */
import { createAwsClients } from '../functions/runtime/aws-clients';
import { readConfig } from '../functions/runtime/config';
import { createHttpHandler } from '../functions/runtime/handler-kit';
import { readUnsubscribeKey } from '../functions/reminders/unsubscribe-token';
import { routeTrackRequest } from '../functions/track/track.core';
import { readLocalReminderDelayMs } from './local-reminder-delay';

const { dynamo, s3 } = createAwsClients();
const config = readConfig(process.env);
const reminderTokenKey = readUnsubscribeKey(process.env);
const reminderDelayMs = readLocalReminderDelayMs(process.env);

/** The track handler of `npm start` with the demo reminder delay. */
export const handler = createHttpHandler(
  'track',
  ['POST'],
  (request) => routeTrackRequest(request, { dynamo, s3, config, now: new Date(), reminderTokenKey, reminderDelayMs }),
  { logReference: false },
);
