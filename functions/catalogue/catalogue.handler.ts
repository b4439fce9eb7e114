import { createDynamoClient } from '../runtime/dynamo-client';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { answerAvailability } from './availability.core';

const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });

/** Lambda entry for GET /api/catalogue/availability (HTTP API payload 2.0). Env: TABLE_NAME. See availability.core.ts. */
export const handler = createHttpHandler('catalogue', ['GET', 'HEAD'], (request) => answerAvailability(request, { dynamo, config }));
