/**
 * Amazon Cognito user-pool calls of the staff console, over Cognito's JSON API with fetch (no AWS SDK in the
 * browser): POST to the pool's endpoint with `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>`. Only the
 * public-client actions the console needs: USER_PASSWORD_AUTH sign-in, its challenges (new password, TOTP set-up and
 * code), and revoking a refresh token an older console left behind. Renewal and sign-out go through the console's session
 * endpoints (session-endpoints.ts).
 */
import type { StaffConsoleConfig } from '@contracts/staff-console';

/** Tokens of a completed sign-in (Cognito's AuthenticationResult). */
export interface CognitoTokens {
  idToken: string;
  accessToken: string;
  /** Absent on a refresh: the refresh token stays the same. */
  refreshToken?: string;
  /** Lifetime of the ID and access tokens, in seconds. */
  expiresIn: number;
}

/** The challenges the console answers. */
export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP';

/** What a sign-in step answers: tokens, or the next challenge with its session. */
export type AuthStep =
  { type: 'done'; tokens: CognitoTokens } | { type: 'challenge'; challenge: ChallengeName; session: string; username: string };

/** A failed Cognito call: `type` is Cognito's exception name (e.g. NotAuthorizedException), or NetworkError. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'CognitoError';
  }
}

interface AuthAnswer {
  AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string; ExpiresIn?: number };
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
}

/**
 * One call of Cognito's JSON API.
 * @throws CognitoError with Cognito's `__type` (prefix before '#' removed) and message, or NetworkError
 */
export async function cognitoCall<T>(config: StaffConsoleConfig, action: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CognitoError('NetworkError', 'We could not reach the sign-in service. Check the connection and try again.');
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const type =
      String(answer.__type ?? answer.code ?? 'UnknownError')
        .split('#')
        .pop() ?? 'UnknownError';
    throw new CognitoError(type, String(answer.message ?? answer.Message ?? `Sign-in failed (${response.status}).`));
  }
  return answer as T;
}

function toStep(answer: AuthAnswer, username: string): AuthStep {
  const result = answer.AuthenticationResult;
  if (result?.IdToken && result.AccessToken) {
    return {
      type: 'done',
      tokens: {
        idToken: result.IdToken,
        accessToken: result.AccessToken,
        refreshToken: result.RefreshToken,
        expiresIn: result.ExpiresIn ?? 3600,
      },
    };
  }
  const challenge = answer.ChallengeName;
  if ((challenge === 'NEW_PASSWORD_REQUIRED' || challenge === 'SOFTWARE_TOKEN_MFA' || challenge === 'MFA_SETUP') && answer.Session) {
    return { type: 'challenge', challenge, session: answer.Session, username: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? username };
  }
  throw new CognitoError(
    'UnsupportedChallenge',
    `This account needs a sign-in step the console does not support (${challenge ?? 'none'}). Ask an administrator.`,
  );
}

/** InitiateAuth with USER_PASSWORD_AUTH. */
export async function startSignIn(config: StaffConsoleConfig, email: string, password: string): Promise<AuthStep> {
  const answer = await cognitoCall<AuthAnswer>(config, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: config.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return toStep(answer, email);
}

/**
 * RespondToAuthChallenge.
 * @param responses the challenge's answers besides USERNAME (NEW_PASSWORD, SOFTWARE_TOKEN_MFA_CODE; none for MFA_SETUP)
 */
export async function answerChallenge(
  config: StaffConsoleConfig,
  challenge: ChallengeName,
  session: string,
  username: string,
  responses: Record<string, string> = {},
): Promise<AuthStep> {
  const answer = await cognitoCall<AuthAnswer>(config, 'RespondToAuthChallenge', {
    ChallengeName: challenge,
    ClientId: config.clientId,
    Session: session,
    ChallengeResponses: { USERNAME: username, ...responses },
  });
  return toStep(answer, username);
}

/** AssociateSoftwareToken during MFA_SETUP: the TOTP secret to put in an authenticator app, and the next session. */
export async function associateSoftwareToken(config: StaffConsoleConfig, session: string): Promise<{ secret: string; session: string }> {
  const answer = await cognitoCall<{ SecretCode?: string; Session?: string }>(config, 'AssociateSoftwareToken', { Session: session });
  if (!answer.SecretCode) throw new CognitoError('UnknownError', 'The sign-in service gave no authenticator secret. Start again.');
  return { secret: answer.SecretCode, session: answer.Session ?? session };
}

/** VerifySoftwareToken during MFA_SETUP: checks the first code; resolves with the session for the final MFA_SETUP answer. */
export async function verifySoftwareToken(config: StaffConsoleConfig, session: string, code: string): Promise<string> {
  const answer = await cognitoCall<{ Status?: string; Session?: string }>(config, 'VerifySoftwareToken', {
    Session: session,
    UserCode: code,
    FriendlyDeviceName: 'Medvika staff console',
  });
  if (answer.Status !== 'SUCCESS') throw new CognitoError('CodeMismatchException', 'That code was not accepted.');
  return answer.Session ?? session;
}

/**
 * RevokeToken on a refresh token an older console left in sessionStorage (session.tsx; a sign-out now goes through
 * DELETE /api/staff/session, which revokes the same way). The app client needs token revocation on: StaffIdentity.
 * No new tokens can be got with it, and Cognito's own APIs refuse the access tokens issued from it; but a JWT check that
 * reads only the signature and expiry, as the API's JWT authorizer does, accepts an ID token already issued until it
 * expires (at most 15 minutes; Amazon Cognito developer guide, "Revoking tokens"). GlobalSignOut would end the user's
 * sessions on every other PC too, e.g. at another store's counter, and cognito-local does not implement it.
 * Best effort: never throws.
 * @param refreshToken the session's refresh token; nothing is sent without one
 */
export async function revokeSession(config: StaffConsoleConfig, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  await cognitoCall(config, 'RevokeToken', { Token: refreshToken, ClientId: config.clientId }).catch(() => undefined);
}

/** The claims of an ID token the console uses. */
export interface StaffClaims {
  sub: string;
  email: string;
  name: string;
  groups: Array<'pharmacist' | 'support'>;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Reads (does not verify: the API does) the payload of an ID token.
 * @throws CognitoError when the token is not a JWT
 */
export function readClaims(idToken: string): StaffClaims {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = decodeURIComponent(
      Array.from(
        atob(payload.replace(/-/g, '+').replace(/_/g, '/')),
        (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ).join(''),
    );
    const claims = JSON.parse(json) as Record<string, unknown>;
    const groups = (Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'] : []).filter(
      (group): group is 'pharmacist' | 'support' => group === 'pharmacist' || group === 'support',
    );
    const email = typeof claims.email === 'string' ? claims.email : '';
    return {
      sub: String(claims.sub ?? ''),
      email,
      name: typeof claims.name === 'string' && claims.name ? claims.name : email,
      groups,
      exp: Number(claims.exp ?? 0),
    };
  } catch {
    throw new CognitoError('InvalidToken', 'The sign-in service sent a token the console cannot read.');
  }
}

/** Plain words for Cognito's failures on the sign-in screens. */
export function signInMessage(error: unknown): string {
  if (!(error instanceof CognitoError)) return 'Something went wrong. Please try again.';
  switch (error.type) {
    case 'NotAuthorizedException':
      return /session/i.test(error.message)
        ? 'This sign-in took too long and has expired. Start again with your e-mail and password.'
        : 'The e-mail or password is not right. Check both and try again.';
    case 'UserNotFoundException':
      return 'The e-mail or password is not right. Check both and try again.';
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
    case 'ExpiredCodeException':
      return 'That code has expired. Enter the newest code from your authenticator app.';
    case 'InvalidPasswordException':
      return `The new password does not meet the rules: ${error.message.replace(/^Password does not conform to policy: /, '')}`;
    case 'PasswordResetRequiredException':
      return 'Your password must be reset. Ask an administrator to reset it.';
    case 'UserNotConfirmedException':
      return 'This account is not active yet. Ask an administrator.';
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return 'Too many attempts. Wait a few minutes, then try again.';
    default:
      return error.message;
  }
}
