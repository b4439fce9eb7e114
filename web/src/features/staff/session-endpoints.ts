/**
 * The console's calls of its session endpoints (docs/architecture/staff-session.md, contracts/staff-session.ts): the
 * token handler that keeps the refresh token in an HttpOnly cookie the console's JavaScript never reads. Every call is
 * same-origin (the console's origin routes /api/staff/* to the API), sends the cookie (`credentials: 'same-origin'`,
 * the cookie's `SameSite=Strict` and `Path=/api/staff/session` both allow it) and carries the console's custom header.
 */
import {
  STAFF_SESSION_HEADER,
  STAFF_SESSION_HEADER_VALUE,
  STAFF_SESSION_PATH,
  STAFF_SESSION_REFRESH_PATH,
  type StaffSessionTokens,
} from '@contracts/staff-session';
import { ApiError, toApiError } from '../../lib/api-client';

/** The client's own words when a session call got no answer (never shown: the console words the code). */
const NO_ANSWER = 'We could not reach the staff session service. Check the connection and try again.';

/** The tokens in a 200 answer, or undefined when it has not their shape. */
function readTokens(body: unknown): StaffSessionTokens | undefined {
  const { idToken, accessToken, expiresIn } = (body ?? {}) as Partial<Record<keyof StaffSessionTokens, unknown>>;
  if (typeof idToken !== 'string' || typeof accessToken !== 'string' || typeof expiresIn !== 'number') return undefined;
  return { idToken, accessToken, expiresIn };
}

/**
 * One session request from the console's origin.
 * @returns the answer (any status)
 * @throws ApiError status 0 (NETWORK) when no answer came
 */
async function sessionRequest(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        [STAFF_SESSION_HEADER]: STAFF_SESSION_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NO_ANSWER);
  }
}

/** The tokens of a 200 answer. @throws ApiError for any other answer (toApiError), or a 200 without tokens */
async function tokensOf(response: Response): Promise<StaffSessionTokens> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  const tokens = readTokens(body);
  if (!tokens) throw new ApiError(response.status, 'ERROR', 'The staff session answer held no tokens.');
  return tokens;
}

/**
 * Hands the refresh token of a sign-in that has just completed to POST /api/staff/session, once: the function seals it
 * into the session cookie and answers fresh ID and access tokens. The caller forgets the refresh token afterwards.
 * @param refreshToken Cognito's refresh token of the sign-in
 * @returns the ID and access tokens and their lifetime in seconds
 * @throws ApiError: 401 `session_invalid` (Cognito refused the token), 403 `session_origin_refused` /
 *   `session_header_missing`, status 0 without a network
 */
export async function startServerSession(refreshToken: string): Promise<StaffSessionTokens> {
  return tokensOf(await sessionRequest('POST', STAFF_SESSION_PATH, { refreshToken }));
}

/**
 * Fresh tokens from the session cookie: POST /api/staff/session/refresh. Every console tab calls it on start and a
 * minute before its ID token expires.
 * @returns the tokens, or undefined when the endpoint answers 401 (no cookie, `session_missing`, or one that no longer
 *   opens or whose refresh token Cognito refused, `session_invalid`): the console is signed out
 * @throws ApiError for any other failure: status 0 without a network, 403 from another origin, 5xx
 */
export async function refreshServerSession(): Promise<StaffSessionTokens | undefined> {
  const response = await sessionRequest('POST', STAFF_SESSION_REFRESH_PATH);
  if (response.status === 401) return undefined;
  return tokensOf(response);
}

/**
 * Sign-out: DELETE /api/staff/session revokes the cookie's refresh token at Cognito and clears the cookie. Best effort:
 * never throws (the tabs are signed out in memory whatever the answer).
 */
export async function endServerSession(): Promise<void> {
  await sessionRequest('DELETE', STAFF_SESSION_PATH).catch(() => undefined);
}
