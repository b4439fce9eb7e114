import { createDynamoClient } from '../runtime/dynamo-client';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { routeRemindersRequest } from './reminders.core';
import { readUnsubscribeKey } from './unsubscribe-token';

// Created once per Lambda execution environment (cold start).
const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });
const tokenKey = readUnsubscribeKey(process.env);

/**
 * Lambda entry for POST /api/reminders/unsubscribe (reminders.core.ts). Env: TABLE_NAME, ORIGIN_VERIFY_SECRET,
 * UNSUBSCRIBE_TOKEN_KEY (the token key). POST only: a GET gets 405 and changes nothing. Its log line carries no reference.
 */
export const handler = createHttpHandler(
  'reminders',
  ['POST'],
  (request) => routeRemindersRequest(request, { dynamo, config, tokenKey, now: new Date() }),
  { logReference: false },
);
