/**
 * The e-mailed one-time codes (docs/architecture/privacy.md "E-mail + one-time code"): the code that confirms an
 * erasure and the code that opens a locked reference on /track. Made and hashed here, compared here; stored by
 * functions/data/email-codes.ts (one item per purpose); made and e-mailed by the notifier, checked by the function
 * that asked for it (privacy, track).
 *
 * Where the code lives, and why (the design): the code is made by the NOTIFIER at the moment it sends the e-mail, not by
 * the function that asks when the shopper asks. That function only queues an e-mail with no code in it; the
 * notifier draws the code, writes its hash to the code item (conditional on still holding that e-mail's claim) and then
 * sends it. So the code in clear exists only in the notifier's memory and in the e-mail: never in the table, its
 * outbox, a backup or a stream. The alternatives were worse: a code written into the outbox until sent sits in clear
 * in the table (and in every point-in-time backup of those minutes); encrypting it there needs a key both functions
 * share. The cost: a code e-mail sent twice (the outbox is at-least-once) carries two different codes, and only the
 * newer works.
 *
 * The hash: scrypt (N = 2^14, r = 8, p = 1; about 40 ms and 16 MiB) of the code with a random 16-byte salt per code.
 * A 6-digit code has only 10^6 values, so a fast hash (even HMAC with a stored salt) would give it up to anyone who can
 * read the item in under a second; scrypt makes trying them all cost about 11 CPU-hours against a code that lives 10
 * minutes. Rules: NIST SP 800-63B §5.1.3 (out-of-band secret: random, ≥ 6 digits, short-lived, compared in constant
 * time, attempts limited).
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { EMAIL_CODE_DIGITS } from '@contracts/email-code';

/** scrypt cost parameters (Node's defaults, stated so a runtime change cannot weaken stored hashes silently). */
const SCRYPT: ScryptOptions = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
/** Bytes of a code's hash and of its salt. */
const HASH_BYTES = 32;
const SALT_BYTES = 16;

/** A code's stored form: the salt and the scrypt hash, both base64. */
export interface HashedOneTimeCode {
  salt: string;
  hash: string;
}

/** A new code: EMAIL_CODE_DIGITS uniformly random decimal digits (crypto.randomInt), leading zeros kept, e.g. '048213'. */
export function newOneTimeCode(): string {
  return String(randomInt(10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0');
}

function scryptHash(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, HASH_BYTES, SCRYPT, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
}

/**
 * Hashes a new code with a fresh random salt.
 * @returns the salt and hash to store (base64)
 */
export async function hashOneTimeCode(code: string): Promise<HashedOneTimeCode> {
  const salt = randomBytes(SALT_BYTES);
  return { salt: salt.toString('base64'), hash: (await scryptHash(code, salt)).toString('base64') };
}

/**
 * True when `typed` is the code `stored` was made from: scrypt with the stored salt, then a constant-time comparison of
 * the two hashes (timingSafeEqual), so the time taken says nothing about how close a guess was.
 * @param typed the code as validated (EMAIL_CODE_DIGITS digits)
 */
export async function oneTimeCodeMatches(typed: string, stored: HashedOneTimeCode): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await scryptHash(typed, Buffer.from(stored.salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
