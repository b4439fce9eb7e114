import { createAwsClients } from '../runtime/aws-clients';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { readUnsubscribeKey } from '../reminders/unsubscribe-token';
import { routeTrackRequest } from './track.core';

// Created once per Lambda execution environment (cold start): DynamoDB, and S3 for a return's photo (order-return.ts).
const { dynamo, s3 } = createAwsClients();
const config = readConfig(process.env);
// The key of refill reminders' unsubscribe tokens (its own secret on AWS: contracts/deployment/function-keys.ts). The local demo's reminder delay is
// deliberately not read here: only dev/local-track-handler.ts sets it, so it can never take effect on AWS.
const reminderTokenKey = readUnsubscribeKey(process.env);

/**
 * Lambda entry for POST /api/track/ and the self-service actions below it (API Gateway HTTP API, payload format 2.0).
 * Env: TABLE_NAME, BUCKET_NAME (return photos, under prescriptions/returns/ only), UPLOAD_BUDGET_BYTES_PER_DAY.
 * Answers per docs/architecture/self-service-api.md; see track.core.ts (routes) and track-context.ts. Its log line carries no
 * reference (nor, as everywhere, a phone).
 */
export const handler = createHttpHandler(
  'track',
  ['POST'],
  (request) => routeTrackRequest(request, { dynamo, s3, config, now: new Date(), reminderTokenKey }),
  {
    logReference: false,
  },
);
