import { createAwsClients } from '../runtime/aws-clients';
import { readConfig } from '../runtime/config';
import { createHttpHandler } from '../runtime/handler-kit';
import { submitForm } from './submit-form.core';

// Created once per Lambda execution environment (cold start), reused by every invocation.
const clients = createAwsClients();
const config = readConfig();

/**
 * Lambda entry for POST /api/submit-form/ (API Gateway HTTP API, payload format 2.0).
 * Env: TABLE_NAME, BUCKET_NAME, UPLOAD_BUDGET_BYTES_PER_DAY (optional, runtime/config.ts). Answers per docs/architecture/api.md;
 * see submit-form.core.ts.
 */
export const handler = createHttpHandler('submit-form', ['POST'], (request) => submitForm(request, { clients, config, now: new Date() }));
