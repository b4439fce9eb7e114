import { randomInt } from 'node:crypto';

/** Reference prefixes shown to shoppers (DESIGN §3): RX- prescriptions, ORD- orders, MSG- messages. */
export type ReferencePrefix = 'RX' | 'ORD' | 'MSG';

// Crockford base32 without I, L, O, U: easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Makes a reference such as 'RX-20261121-7K3F9QAZ': the prefix, the UTC date (YYYYMMDD) and
 * 8 random Crockford base32 characters (40 bits; uniqueness is also enforced by a conditional put).
 */
export function newReference(prefix: ReferencePrefix, now: Date): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  let random = '';
  for (let i = 0; i < 8; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${date}-${random}`;
}

/** True for a well-formed reference of the given prefix (used to reject junk before a lookup). */
export function isReference(value: string, prefix: ReferencePrefix): boolean {
  return new RegExp(`^${prefix}-\\d{8}-[${ALPHABET}]{8}$`).test(value);
}
