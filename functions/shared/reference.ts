import { randomInt } from 'node:crypto';
import type { LifecycleKind } from '@domain/lifecycle';
import { RECORD_SK } from '@contracts/deployment/table-design';

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

/** The record kind of each reference prefix, and the partition-key prefix of its item (DESIGN §4). */
const recordKinds = {
  RX: { kind: 'prescription', partitionPrefix: 'PRESCRIPTION#' },
  ORD: { kind: 'order', partitionPrefix: 'ORDER#' },
  MSG: { kind: 'message', partitionPrefix: 'MESSAGE#' },
} as const satisfies Record<ReferencePrefix, { kind: LifecycleKind; partitionPrefix: string }>;

/** The table key of the record a reference names: pk '<PRESCRIPTION|ORDER|MESSAGE>#<reference>', sk RECORD. */
export function recordKey(kind: LifecycleKind, reference: string): { pk: string; sk: string } {
  const { partitionPrefix } = Object.values(recordKinds).find((entry) => entry.kind === kind)!;
  return { pk: `${partitionPrefix}${reference}`, sk: RECORD_SK };
}

/**
 * What a typed reference names: its kind and table key, or undefined for anything that is not a well-formed
 * RX-/ORD-/MSG- reference (so junk never reaches a lookup). Upper-cases first: shoppers type 'rx-…' too.
 */
export function parseReference(value: string): { reference: string; kind: LifecycleKind; key: { pk: string; sk: string } } | undefined {
  const reference = value.trim().toUpperCase();
  const prefix = (Object.keys(recordKinds) as ReferencePrefix[]).find((candidate) => isReference(reference, candidate));
  if (!prefix) return undefined;
  const { kind } = recordKinds[prefix];
  return { reference, kind, key: recordKey(kind, reference) };
}
