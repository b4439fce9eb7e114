import { createDynamoClient } from '../runtime/dynamo-client';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { postComment } from './comments.core';

const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });

/** Lambda entry for POST /api/post-comment/ (HTTP API payload 2.0). Env: TABLE_NAME. See comments.core.ts. */
export const handler = createHttpHandler('post-comment', ['POST'], (request) => postComment(request, { dynamo, config, now: new Date() }));
