/**
 * The staff console's session endpoints (docs/architecture/staff-session.md): the token-handler pattern. After a Cognito
 * sign-in the console hands the refresh token once to POST {@link STAFF_SESSION_PATH}; the function keeps it in an
 * encrypted HttpOnly cookie scoped to that path and answers the ID and access tokens. Every console tab renews with
 * POST {@link STAFF_SESSION_REFRESH_PATH}; DELETE {@link STAFF_SESSION_PATH} revokes the refresh token and clears the
 * cookie. Shared by the function (functions/staff-session/), the console (web/src/features/staff/) and the tests.
 */

/** POST `{ refreshToken }`: hand over the refresh token of a sign-in that has just completed; DELETE: sign out. */
export const STAFF_SESSION_PATH = '/api/staff/session';

/** POST, no body: fresh tokens from the cookie's refresh token. */
export const STAFF_SESSION_REFRESH_PATH = '/api/staff/session/refresh';

/**
 * The header every session request must carry, with the value {@link STAFF_SESSION_HEADER_VALUE}. A cross-site form or
 * link cannot set a custom header, and a cross-origin script that sets one needs a CORS preflight the API never allows.
 */
export const STAFF_SESSION_HEADER = 'x-medvika-console';
export const STAFF_SESSION_HEADER_VALUE = '1';

/** The cookie's name (no `__Host-` prefix: that prefix requires `Path=/`, and this cookie is scoped to the session path). */
export const STAFF_SESSION_COOKIE = 'medvika_staff_session';

/**
 * How long the cookie, and the refresh token in it, lasts: 12 h in seconds, one working day (the app client's refresh
 * token validity, infra/constructs/staff-identity.ts). After it, sign-in asks for the password and MFA code again.
 */
export const STAFF_SESSION_MAX_AGE_S = 12 * 60 * 60;

/** 200 of POST {@link STAFF_SESSION_PATH} and {@link STAFF_SESSION_REFRESH_PATH}: tokens for the console's memory only. */
export interface StaffSessionTokens {
  idToken: string;
  accessToken: string;
  /** Seconds the ID and access tokens stay valid (15 minutes on AWS). */
  expiresIn: number;
}
