/**
 * The signed, expiring token of an e-mail's one-click unsubscribe link, for each kind of e-mail a shopper may stop
 * (docs/architecture/email-and-reminders.md "Unsubscribe tokens"): a refill reminder (the one reminder it cancels) and
 * a back-in-stock notice (the one product's subscription of one mailbox). Form:
 * `<purpose>.<subject>.<id>.<expiry, epoch seconds>.<HMAC-SHA256, base64url>`, the HMAC over the first four parts, so
 * the purpose is signed: a token of one kind can never be replayed as the other. It proves the link came from our
 * e-mail without storing anything to look up. Keyed with its own secret (contracts/deployment/function-keys.ts
 * UNSUBSCRIBE_KEY: on AWS a Secrets Manager secret given to the functions that sign or check tokens only), with a fixed
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

/** What a valid token names: the purpose, the thing it ends, and its expiry (epoch seconds, after which it is refused). */
export type UnsubscribeClaims =
  | {
      purpose: 'refill_reminders';
      /** The order's reference (ORD-…). */
      reference: string;
      reminderId: string;
      expiresAt: number;
    }
  | {
      purpose: 'back_in_stock';
      /** The catalogue id of the product (domain/catalogue/products.ts). */
      productId: string;
      /** The SHA-256 (hex) of the normalised mailbox (functions/data/back-in-stock.ts mailboxHash). */
      mailboxHash: string;
      expiresAt: number;
    };
export type UnsubscribePurpose = UnsubscribeClaims['purpose'];

/** The subject and id a purpose's token carries, and how each is checked before the signature. */
const PARTS: { [P in UnsubscribePurpose]: { subject: (value: string) => boolean; id: (value: string) => boolean } } = {
  refill_reminders: { subject: (value) => parseReference(value)?.kind === 'order', id: (value) => /^[0-9a-f-]{36}$/.test(value) },
  back_in_stock: { subject: (value) => /^[a-z0-9-]{1,100}$/.test(value), id: (value) => /^[0-9a-f]{64}$/.test(value) },
};

/**
 * The HMAC of a token's payload. `legacy`: the first form, which named no purpose (`<reference>.<reminderId>.<expiry>.
 * <mac>`, refill reminders only, signed under its own label); links of that form sit in reminder e-mails already sent
 * and on reminder items already stored, and keep working until they expire (90 days after their reminder's date).
 */
function signature(payload: string, key: string, legacy = false): Buffer {
  return createHmac('sha256', key)
    .update(`${legacy ? 'refill-unsubscribe' : 'unsubscribe'}\n${payload}`)
    .digest();
}

/** The subject and id parts of `claims`. */
function partsOf(claims: UnsubscribeClaims): [string, string] {
  return claims.purpose === 'refill_reminders' ? [claims.reference, claims.reminderId] : [claims.productId, claims.mailboxHash];
}

/**
 * Signs an unsubscribe token.
 * @param claims the purpose, what it ends and the expiry (epoch seconds)
 * @param key the HMAC key ({@link readUnsubscribeKey})
 * @returns the token (URL-safe: letters, digits, '-', '_' and '.'; under 300 characters)
 */
export function signUnsubscribeToken(claims: UnsubscribeClaims, key: string): string {
  const payload = [claims.purpose, ...partsOf(claims), claims.expiresAt].join('.');
  return `${payload}.${signature(payload, key).toString('base64url')}`;
}

/** The verdict on a token: its claims, or why it is refused. */
export type TokenCheck = { valid: true; claims: UnsubscribeClaims } | { valid: false; reason: 'invalid' | 'expired' };

/**
 * Checks a token: its form (a known purpose and the parts that purpose names; or the first, purpose-less form of a
 * refill reminder's link), its signature (compared in constant
 * time), then its expiry. A tampered or malformed token is `invalid` whatever its expiry; an expired one is told apart
 * only once its signature holds.
 * @param now the request time
 */
export function verifyUnsubscribeToken(token: string, key: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (token.length > 300) return { valid: false, reason: 'invalid' };
  // A link of the first form (refill reminders, no purpose named) reads as a refill reminders' token.
  const legacy = parts.length === 4;
  if (legacy) parts.unshift('refill_reminders');
  if (parts.length !== 5) return { valid: false, reason: 'invalid' };
  const [purpose, subject, id, expiry, mac] = parts as [string, string, string, string, string];
  const rules = Object.hasOwn(PARTS, purpose) ? PARTS[purpose as UnsubscribePurpose] : undefined;
  if (!rules || !/^\d{1,12}$/.test(expiry) || !rules.subject(subject) || !rules.id(id)) return { valid: false, reason: 'invalid' };
  const expected = legacy
    ? signature([subject, id, expiry].join('.'), key, true)
    : signature([purpose, subject, id, expiry].join('.'), key);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'invalid' };
  const expiresAt = Number(expiry);
  if (now.getTime() / 1000 > expiresAt) return { valid: false, reason: 'expired' };
  const claims: UnsubscribeClaims =
    purpose === 'refill_reminders'
      ? { purpose, reference: subject, reminderId: id, expiresAt }
      : { purpose: 'back_in_stock', productId: subject, mailboxHash: id, expiresAt };
  return { valid: true, claims };
}
