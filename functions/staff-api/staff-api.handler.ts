import { createAwsClients } from '../runtime/aws-clients';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { routeStaffRequest } from './staff-api.core';

// Created once per Lambda execution environment (cold start), reused by every invocation.
const clients = createAwsClients();
const config = readConfig();

/**
 * Lambda entry for /api/staff/* (API Gateway HTTP API, payload format 2.0, behind the Cognito JWT authorizer).
 * Env: TABLE_NAME, BUCKET_NAME. Answers per docs/architecture/staff-api.md; see staff-api.core.ts.
 */
export const handler = createHttpHandler('staff-api', ['GET', 'POST', 'PATCH'], (request) =>
  routeStaffRequest(request, { clients, config, now: new Date() }),
);
