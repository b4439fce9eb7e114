import { createDynamoClient } from '../runtime/dynamo-client';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { readUnsubscribeKey } from '../reminders/unsubscribe-token';
import { answerAvailability } from './availability.core';
import { subscribeBackInStock } from './back-in-stock.core';

const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });
const tokenKey = readUnsubscribeKey(process.env);

/**
 * Lambda entry of the catalogue's public API (HTTP API payload 2.0). Env: TABLE_NAME, UNSUBSCRIBE_TOKEN_KEY.
 * GET/HEAD /api/catalogue/availability (availability.core.ts); POST /api/catalogue/back-in-stock (back-in-stock.core.ts).
 * Any other path gets the cores' 404; another method the handler kit's 405.
 */
export const handler = createHttpHandler('catalogue', ['GET', 'HEAD', 'POST'], (request) =>
  request.method === 'POST'
    ? subscribeBackInStock(request, { dynamo, config, tokenKey, now: new Date() })
    : answerAvailability(request, { dynamo, config }),
);
