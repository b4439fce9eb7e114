import { randomInt } from 'node:crypto';
import type { LifecycleKind } from '@domain/lifecycle';
import { recordKey } from '../data/records';
import type { ItemKey } from '../data/table';

/** Reference prefixes shown to shoppers (docs/architecture/api.md): RX- prescriptions, ORD- orders, MSG- messages. */
export type ReferencePrefix = 'RX' | 'ORD' | 'MSG';

// Crockford base32 without I, L, O, U: easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The loose shape of a reference in a URL path (two or three capitals, '-', then up to 30 capitals, digits and '-'),
 * as the staff API's routes capture it. Only a shape, so that a mistyped reference reaches parseReference and gets
 * its 404 rather than the router's; parseReference decides what is a reference.
 */
export const REFERENCE_PATH_PATTERN = /[A-Z]{2,3}-[0-9A-Z-]{1,30}/;

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

/** The record kind of each reference prefix (docs/architecture/data-model.md). */
const kindOfPrefix = { RX: 'prescription', ORD: 'order', MSG: 'message' } as const satisfies Record<ReferencePrefix, LifecycleKind>;

/**
 * What a typed reference names: its kind and table key (functions/data/records.ts recordKey), or undefined for
 * anything that is not a well-formed RX-/ORD-/MSG- reference (so junk never reaches a lookup). Upper-cases first:
 * shoppers type 'rx-…' too.
 */
export function parseReference(value: string): { reference: string; kind: LifecycleKind; key: ItemKey } | undefined {
  const reference = value.trim().toUpperCase();
  const prefix = (Object.keys(kindOfPrefix) as ReferencePrefix[]).find((candidate) => isReference(reference, candidate));
  if (!prefix) return undefined;
  const kind = kindOfPrefix[prefix];
  return { reference, kind, key: recordKey(kind, reference) };
}
