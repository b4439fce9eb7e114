import { InitiateAuthCommand, RevokeTokenCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod/mini';
import {
  STAFF_SESSION_HEADER,
  STAFF_SESSION_HEADER_VALUE,
  STAFF_SESSION_PATH,
  STAFF_SESSION_REFRESH_PATH,
  type StaffSessionTokens,
} from '@contracts/staff-session';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { openSession, readSessionCookie, sealSession, sessionCookieHeader } from './session-cookie';

/** What the session endpoints need: the console's origin, its Cognito app client, the cookie key and a clock. */
export interface StaffSessionSettings {
  /** The console's origin, e.g. 'https://console.example.in' (STAFF_CONSOLE_ORIGIN); requests from any other get 403. */
  consoleOrigin: string;
  /** The console's app client id (STAFF_CLIENT_ID): a public client, no secret. */
  clientId: string;
  /** The 32-byte AES-256-GCM key of the cookie (session-cookie.ts deriveCookieKey). */
  key: Buffer;
  /** Cognito's API (the real regional endpoint on AWS, cognito-local locally). */
  cognito: CognitoIdentityProviderClient;
  /** The current time in seconds since the epoch. */
  nowS: () => number;
}

/**
 * Whether the cookie gets `Secure`: always, except for a console served over plain http from this machine (the local
 * stack on http://127.0.0.1), where browsers would never send a Secure cookie back.
 */
export function cookieIsSecure(consoleOrigin: string): boolean {
  return !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(consoleOrigin);
}

/**
 * A refresh token as Cognito issues it: a JWE of about 1,800 characters on AWS, a UUID from cognito-local. 2,800 keeps
 * the sealed cookie (base64url, a third larger) under the 4,096 bytes browsers keep per cookie (RFC 6265 §6.1).
 */
const sessionStartSchema = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(2800)) });

/** Largest body of POST /api/staff/session in bytes: the token and its JSON. */
const MAX_START_BYTES = 4096;

const refused = (
  status: 401 | 403,
  code: 'session_origin_refused' | 'session_header_missing' | 'session_missing' | 'session_invalid',
  message: string,
  headers: Record<string, string> = {},
) => new HttpError(status, status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message, undefined, headers).because({ code });

/** True for Cognito's refusal of a refresh token (expired, revoked, unknown, or the user disabled). */
function isRefusedToken(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'UserNotConfirmedException';
}

/**
 * The staff console's session endpoints (the token-handler pattern, docs/architecture/staff-session.md):
 *
 * - POST /api/staff/session, body {@link sessionStartSchema} `{"refreshToken"}`: renews once with it (Cognito
 *   InitiateAuth REFRESH_TOKEN_AUTH, which also proves it is a live token of this client), stores it sealed in the
 *   session cookie and answers {@link StaffSessionTokens}; a refused token gets 401 session_invalid.
 * - POST /api/staff/session/refresh: the same renewal with the cookie's refresh token; answers fresh tokens.
 * - DELETE /api/staff/session: revokes the cookie's refresh token (Cognito RevokeToken, which also ends the ID and
 *   access tokens issued from it) and clears the cookie; 204 even without a cookie, so a sign-out always completes.
 *
 * Every request must come from the console's origin (`Origin` header, else 403 FORBIDDEN session_origin_refused) and
 * carry `x-medvika-console: 1` (else 403 session_header_missing). Without a cookie: 401 UNAUTHORIZED session_missing;
 * with one that does not open (tampered, another key, over 12 h) or whose token Cognito refuses: 401 session_invalid,
 * and the cookie is cleared. Other paths below /api/staff/session get 404, other methods 405.
 * @throws HttpError as above; Cognito being unreachable is left to the handler kit (503)
 */
export async function answerStaffSession(request: HttpRequest, settings: StaffSessionSettings): Promise<RouteResult> {
  const path = request.path.replace(/\/$/, '');
  if (path !== STAFF_SESSION_PATH && path !== STAFF_SESSION_REFRESH_PATH) {
    throw new HttpError(404, 'NOT_FOUND', 'There is no API at this address.');
  }
  const allowed = path === STAFF_SESSION_PATH ? ['POST', 'DELETE'] : ['POST'];
  if (!allowed.includes(request.method)) {
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', `Use ${allowed.join(' or ')} for this address.`, undefined, {
      allow: allowed.join(', '),
    });
  }
  if (request.headers.origin !== settings.consoleOrigin) {
    throw refused(403, 'session_origin_refused', 'Session requests come from the staff console only.');
  }
  if (request.headers[STAFF_SESSION_HEADER] !== STAFF_SESSION_HEADER_VALUE) {
    throw refused(403, 'session_header_missing', `Session requests carry the ${STAFF_SESSION_HEADER} header.`);
  }
  const secure = cookieIsSecure(settings.consoleOrigin);
  const clearCookie = { 'set-cookie': sessionCookieHeader(undefined, secure) };

  if (path === STAFF_SESSION_PATH && request.method === 'POST') {
    const { refreshToken } = validateJsonBody(sessionStartSchema, request, MAX_START_BYTES);
    const tokens = await renew(settings, refreshToken, clearCookie);
    const cookie = sealSession({ refreshToken, issuedAt: settings.nowS() }, settings.key);
    return { status: 200, body: tokens, headers: { 'set-cookie': sessionCookieHeader(cookie, secure) } };
  }

  const sealed = readSessionCookie(request.headers.cookie);
  if (path === STAFF_SESSION_PATH) {
    // DELETE: a sign-out completes whatever the cookie holds; an unknown or already revoked token has nothing to revoke.
    const contents = sealed ? openSession(sealed, settings.key, settings.nowS()) : undefined;
    if (contents) {
      try {
        await settings.cognito.send(new RevokeTokenCommand({ ClientId: settings.clientId, Token: contents.refreshToken }));
      } catch (error) {
        if (!isRefusedToken(error)) throw error;
      }
    }
    return { status: 204, body: undefined, headers: clearCookie };
  }

  if (!sealed) throw refused(401, 'session_missing', 'Please sign in to the staff console.');
  const contents = openSession(sealed, settings.key, settings.nowS());
  if (!contents) throw refused(401, 'session_invalid', 'Your session has ended. Please sign in again.', clearCookie);
  return { status: 200, body: await renew(settings, contents.refreshToken, clearCookie) };
}

/** REFRESH_TOKEN_AUTH with `refreshToken`. @throws HttpError 401 session_invalid (clearing the cookie) when Cognito refuses it */
async function renew(
  settings: StaffSessionSettings,
  refreshToken: string,
  clearCookie: Record<string, string>,
): Promise<StaffSessionTokens> {
  let result;
  try {
    const answer = await settings.cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: settings.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    result = answer.AuthenticationResult;
  } catch (error) {
    if (isRefusedToken(error)) throw refused(401, 'session_invalid', 'Your session has ended. Please sign in again.', clearCookie);
    throw error;
  }
  if (!result?.IdToken || !result.AccessToken)
    throw refused(401, 'session_invalid', 'Your session has ended. Please sign in again.', clearCookie);
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    expiresIn: result.ExpiresIn ?? expiresInOf(result.IdToken, settings.nowS()),
  };
}

/** Seconds until a JWT's `exp` (cognito-local leaves ExpiresIn out of a refresh's answer); 0 when unreadable. */
function expiresInOf(jwt: string, nowS: number): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? Math.max(0, payload.exp - nowS) : 0;
  } catch {
    return 0;
  }
}
