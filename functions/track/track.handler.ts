import { readConfig } from '../runtime/config';
import { createDynamoClient } from '../runtime/dynamo-client';
import { createHttpHandler } from '../runtime/handler-kit';
import { routeTrackRequest } from './track.core';

// Created once per Lambda execution environment (cold start); only the DynamoDB client (no S3 code in the bundle).
const dynamo = createDynamoClient();
const config = readConfig(process.env, { needsBucket: false });

/**
 * Lambda entry for POST /api/track/ and the self-service actions below it (API Gateway HTTP API, payload format 2.0). Env: TABLE_NAME.
 * Answers per docs/architecture.md §3.1; see track.core.ts. Its log line carries no reference (nor, as everywhere, a
 * phone).
 */
export const handler = createHttpHandler('track', ['POST'], (request) => routeTrackRequest(request, { dynamo, config, now: new Date() }), {
  logReference: false,
});
