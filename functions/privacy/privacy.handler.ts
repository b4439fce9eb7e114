import { createAwsClients } from '../runtime/aws-clients';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { routePrivacyRequest } from './privacy.core';

// Created once per Lambda execution environment (cold start).
const clients = createAwsClients();
const config = readConfig();

/**
 * Lambda entry for POST /api/privacy/{reupload,erase,correct}/ (API Gateway HTTP API, payload format 2.0). Env:
 * TABLE_NAME, BUCKET_NAME. The only function whose role may delete object versions (least privilege: public functions
 * never hold DeleteObjectVersion; this one does so only for erasure, under prescriptions/). See privacy.core.ts.
 * Its log line carries no reference (logReference false, as /api/track/: docs/architecture/self-service-api.md).
 */
export const handler = createHttpHandler(
  'privacy',
  ['POST'],
  (request) => routePrivacyRequest(request, { clients, config, now: new Date(), requestId: request.requestId }),
  {
    logReference: false,
  },
);
