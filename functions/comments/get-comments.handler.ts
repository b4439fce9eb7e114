import { createDynamoClient } from '../runtime/dynamo-client';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { listComments } from './comments.core';

const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });

/** Lambda entry for GET /api/comments/ (HTTP API payload 2.0). Env: TABLE_NAME. See comments.core.ts. */
export const handler = createHttpHandler('get-comments', ['GET', 'HEAD'], (request) =>
  listComments(request, { dynamo, config, now: new Date() }),
);
