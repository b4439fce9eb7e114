import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_MAX_AGE_S, STAFF_SESSION_PATH } from '@contracts/staff-session';

/** AES-256-GCM's nonce (12 bytes, NIST SP 800-38D's recommended length) and tag (16 bytes) sizes. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Derives the cookie's 32-byte AES-256 key from the secret's text (HKDF-SHA-256, RFC 5869), so any long random secret
 * works as it is: Secrets Manager's generated string on AWS, dev/local-env.ts's value locally.
 * @param secret the key material, at least 32 characters
 * @throws Error when it is shorter (a deployment error, surfaced at cold start)
 */
export function deriveCookieKey(secret: string): Buffer {
  if (secret.length < 32) throw new Error('The staff session secret must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'medvika staff session cookie v1', 32));
}

/** What the cookie holds: the refresh token and when it was sealed (seconds since the epoch). */
export interface SessionContents {
  refreshToken: string;
  issuedAt: number;
}

/**
 * Seals the refresh token for the cookie: AES-256-GCM under `key` with a random nonce, the cookie's name as associated
 * data; base64url of nonce ‖ ciphertext ‖ tag.
 */
export function sealSession(contents: SessionContents, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(STAFF_SESSION_COOKIE));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify({ rt: contents.refreshToken, iat: contents.issuedAt }), 'utf8'),
    cipher.final(),
  ]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * Opens a sealed cookie value.
 * @param nowS the current time in seconds since the epoch
 * @returns the contents, or undefined when the value was not sealed under `key` (tampered, truncated, another key after
 *   a rotation) or is older than STAFF_SESSION_MAX_AGE_S
 */
export function openSession(value: string, key: Buffer, nowS: number): SessionContents | undefined {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(STAFF_SESSION_COOKIE));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(plain) as { rt?: unknown; iat?: unknown };
  if (typeof parsed.rt !== 'string' || typeof parsed.iat !== 'number') return undefined;
  if (nowS - parsed.iat >= STAFF_SESSION_MAX_AGE_S || parsed.iat > nowS + 60) return undefined;
  return { refreshToken: parsed.rt, issuedAt: parsed.iat };
}

/**
 * The Set-Cookie value that stores `value` (or clears the cookie when `value` is undefined): HttpOnly (no script reads
 * it), SameSite=Strict (no other site's page sends it), Path=/api/staff/session (only the session endpoints get it),
 * Max-Age 12 h, and Secure unless `secure` is false (the local console on http://127.0.0.1, which a Secure cookie
 * would never reach back).
 */
export function sessionCookieHeader(value: string | undefined, secure: boolean): string {
  const parts = [
    `${STAFF_SESSION_COOKIE}=${value ?? ''}`,
    `Path=${STAFF_SESSION_PATH}`,
    `Max-Age=${value === undefined ? 0 : STAFF_SESSION_MAX_AGE_S}`,
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
    'SameSite=Strict',
  ];
  return parts.join('; ');
}

/** The session cookie's value in a Cookie header (payload v2 joins several with ', ' or '; '), or undefined. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(/[;,]\s*/)) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === STAFF_SESSION_COOKIE) return pair.slice(equals + 1).trim() || undefined;
  }
  return undefined;
}
