import { AdminCreateUserCommand, InitiateAuthCommand, type AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { localCognitoClient, type LocalStaffGroup } from '../../dev/staff-identity';

/** This run's cognito-local and staff user pool (from global-setup.ts). */
export function staffAuth() {
  return inject('staffAuth');
}

/**
 * Creates a staff member with a display name in this run's staff pool (no invitation e-mail), as a colleague whose
 * history entries store only their user id.
 * @param name the `name` attribute, e.g. 'Kavya Menon'
 * @param usernamePrefix the start of the unique username (a timestamp and @medvika.local follow)
 * @returns the new user's `sub`
 */
export async function createNamedStaffUser(name: string, usernamePrefix: string): Promise<string> {
  const { endpoint, userPoolId } = staffAuth();
  const cognito = localCognitoClient(endpoint);
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: `${usernamePrefix}-${Date.now()}@medvika.local`,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'name', Value: name }],
      }),
    );
    return created.User!.Attributes!.find((attribute) => attribute.Name === 'sub')!.Value!;
  } finally {
    cognito.destroy();
  }
}

/** The demo user of `group` (e-mail and password) in this run's staff pool. */
export function demoStaff(group: LocalStaffGroup) {
  const user = staffAuth().users.find((candidate) => candidate.group === group);
  if (!user) throw new Error(`no demo ${group} user`);
  return user;
}

/**
 * Signs in through the real SDK (InitiateAuth USER_PASSWORD_AUTH, what the console does) and returns the tokens.
 * @param clientId defaults to this run's console client; userPool endpoint is this run's cognito-local
 */
export async function signIn(
  email: string,
  password: string,
  clientId = staffAuth().clientId,
): Promise<Required<Pick<AuthenticationResultType, 'IdToken' | 'AccessToken' | 'RefreshToken'>>> {
  const cognito = localCognitoClient(staffAuth().endpoint);
  try {
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = answer.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken)
      throw new Error(`sign-in of ${email} gave no tokens (challenge ${answer.ChallengeName})`);
    return { IdToken: result.IdToken, AccessToken: result.AccessToken, RefreshToken: result.RefreshToken };
  } finally {
    cognito.destroy();
  }
}

/**
 * Opens `path` of the staff console at `baseUrl` (the console's own origin) in `page` and signs in there as the
 * group's demo user, through the console's own sign-in form. The session outlives a reload (its refresh token is in
 * the session cookie, functions/staff-session/), so when the page's context is already signed in the console opens
 * the path at once and no form is filled: call it again to open another page of the console as the same user.
 */
export async function signInToConsole(page: Page, baseUrl: string, group: LocalStaffGroup, path = '/staff'): Promise<void> {
  const user = demoStaff(group);
  await page.goto(`${baseUrl}${path}`);
  const emailField = page.getByLabel(/Work e-mail/);
  const signedIn = page.getByRole('navigation', { name: 'Console' });
  await emailField.or(signedIn).first().waitFor();
  if (await signedIn.isVisible()) return;
  await emailField.fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'detached' });
  if (path === '/staff') await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** The three parts of a JWT, header and payload decoded. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown>; signature: string } {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    signature,
  };
}

/** Signs `payload` with RS256 and `key` (header `kid` as given), the way Cognito and cognito-local do. */
export function signJwt(payload: Record<string, unknown>, key: KeyObject, kid = 'CognitoLocal'): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

/**
 * cognito-local's own signing key (it ships in the package and signs every token it issues), so a test can make a
 * token the verifier trusts but with claims Cognito would not issue now (e.g. an `exp` in the past).
 */
export function emulatorSigningKey(): KeyObject {
  const key = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  return createPrivateKey(key.pem);
}

/** A fresh RSA key nobody trusts. */
export function untrustedSigningKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}
