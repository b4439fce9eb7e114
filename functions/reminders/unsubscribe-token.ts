/**
 * The signed, expiring token of a refill reminder's unsubscribe link (docs/architecture/email-and-reminders.md "Refill reminders"):
 * `<reference>.<reminder id>.<expiry, epoch seconds>.<HMAC-SHA256, base64url>`, the HMAC over the first three parts.
 * It proves the link came from our e-mail without storing anything to look up, and names the one reminder it may
 * cancel (a later reminder of the same order has another id). Keyed with its own secret (contracts/deployment/function-keys.ts
 * UNSUBSCRIBE_KEY: on AWS a Secrets Manager secret given to the track and reminders functions only), with a fixed
 * local key where none is set (the local stack and the tests, which send no real e-mail).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_KEY } from '@contracts/deployment/function-keys';
import { parseReference } from '../runtime/reference';

/** The HMAC key where none is set (the tests only; the local stack sets its own: dev/local-env.ts). */
const LOCAL_UNSUBSCRIBE_KEY = 'medvika-local-refill-unsubscribe';

/**
 * The token key of this function: UNSUBSCRIBE_TOKEN_KEY (its own secret on AWS), else the local key.
 * @param env the function's environment
 */
export function readUnsubscribeKey(env: NodeJS.ProcessEnv = process.env): string {
  return env[UNSUBSCRIBE_KEY.env] || LOCAL_UNSUBSCRIBE_KEY;
}

/** What a valid token names. */
export interface UnsubscribeClaims {
  /** The order's reference (ORD-…). */
  reference: string;
  reminderId: string;
  /** Epoch seconds after which the token is refused. */
  expiresAt: number;
}

function signature(payload: string, key: string): Buffer {
  return createHmac('sha256', key).update(`refill-unsubscribe\n${payload}`).digest();
}

/**
 * Signs an unsubscribe token.
 * @param claims the order, the reminder and the expiry (epoch seconds)
 * @param key the HMAC key ({@link readUnsubscribeKey})
 * @returns the token (URL-safe: letters, digits, '-', '_' and '.')
 */
export function signUnsubscribeToken({ reference, reminderId, expiresAt }: UnsubscribeClaims, key: string): string {
  const payload = `${reference}.${reminderId}.${expiresAt}`;
  return `${payload}.${signature(payload, key).toString('base64url')}`;
}

/** The verdict on a token: its claims, or why it is refused. */
export type TokenCheck = { valid: true; claims: UnsubscribeClaims } | { valid: false; reason: 'invalid' | 'expired' };

/**
 * Checks a token: its form, its signature (compared in constant time), then its expiry. A tampered or malformed token
 * is `invalid` whatever its expiry; an expired one is told apart only once its signature holds.
 * @param now the request time
 */
export function verifyUnsubscribeToken(token: string, key: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4 || token.length > 300) return { valid: false, reason: 'invalid' };
  const [reference, reminderId, expiry, mac] = parts as [string, string, string, string];
  if (!/^\d{1,12}$/.test(expiry) || !/^[0-9a-f-]{36}$/.test(reminderId) || parseReference(reference)?.kind !== 'order') {
    return { valid: false, reason: 'invalid' };
  }
  const expected = signature(`${reference}.${reminderId}.${expiry}`, key);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'invalid' };
  const expiresAt = Number(expiry);
  if (now.getTime() / 1000 > expiresAt) return { valid: false, reason: 'expired' };
  return { valid: true, claims: { reference, reminderId, expiresAt } };
}
