import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createHttpHandler } from '../runtime/handler-kit';
import { regionOf } from '../runtime/dynamo-client';
import { deriveCookieKey } from './session-cookie';
import { answerStaffSession, type StaffSessionSettings } from './staff-session.core';

/** Environment variable holding the cookie's key material (at least 32 characters; session-cookie.ts deriveCookieKey). */
export const STAFF_SESSION_SECRET_ENV = 'STAFF_SESSION_SECRET';

/** Environment variable naming the console's origin, e.g. 'https://d1234.cloudfront.net' or 'http://127.0.0.1:5174'. */
export const STAFF_CONSOLE_ORIGIN_ENV = 'STAFF_CONSOLE_ORIGIN';

/**
 * Reads the settings from the environment at cold start: STAFF_CONSOLE_ORIGIN, STAFF_CLIENT_ID, STAFF_SESSION_SECRET
 * (on AWS resolved by CloudFormation from the function's own Secrets Manager secret, infra/constructs/api.ts; locally
 * dev/local-env.ts's value), and the Cognito endpoint the SDK reads (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally).
 * @throws Error naming what is missing (a deployment error)
 */
export function readStaffSessionSettings(env: NodeJS.ProcessEnv = process.env): StaffSessionSettings {
  const consoleOrigin = env[STAFF_CONSOLE_ORIGIN_ENV];
  const clientId = env.STAFF_CLIENT_ID;
  const secret = env[STAFF_SESSION_SECRET_ENV];
  if (!consoleOrigin || !clientId || !secret) {
    throw new Error(`The staff session needs ${STAFF_CONSOLE_ORIGIN_ENV}, STAFF_CLIENT_ID and ${STAFF_SESSION_SECRET_ENV}`);
  }
  return {
    consoleOrigin,
    clientId,
    key: deriveCookieKey(secret),
    // maxAttempts 2 as the other clients (functions/runtime/aws-clients.ts).
    cognito: new CognitoIdentityProviderClient({ region: regionOf(env), maxAttempts: 2 }),
    nowS: () => Math.floor(Date.now() / 1000),
  };
}

let settings: StaffSessionSettings | undefined;

/**
 * Lambda entry for /api/staff/session and /api/staff/session/refresh (API Gateway HTTP API, payload format 2.0, no
 * JWT authorizer: the cookie is the credential): see staff-session.core.ts. Its log line names no reference.
 */
export const handler = createHttpHandler(
  'staff-session',
  ['POST', 'DELETE'],
  (request) => {
    // Read again when the origin changed: only in tests, whose servers each listen on a port of their own.
    if (!settings || settings.consoleOrigin !== process.env[STAFF_CONSOLE_ORIGIN_ENV]) settings = readStaffSessionSettings();
    return answerStaffSession(request, settings);
  },
  { logReference: false },
);
