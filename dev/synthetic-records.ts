import { queueKey, recordKey } from '../functions/data/records';
import type { Item } from '../functions/data/table';

const FIRST_NAMES = ['Aarav', 'Vivaan', 'Aditya', 'Ishaan', 'Kavya', 'Ananya', 'Diya', 'Meera', 'Rohan', 'Saanvi', 'Arjun', 'Neha'];
const LAST_NAMES = ['Sharma', 'Verma', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Khan', 'Singh', 'Patel', 'Das', 'Mehta', 'Joshi', 'Rao'];

/**
 * `count` synthetic contact messages (status `new`) for search tests and the bench: varied patient names (12 × 13
 * combinations), a distinct mobile number (98 followed by the 8-digit index) and e-mail per record, references
 * MSG-19990101-<index in base 36>, created one second apart from 1999-01-01 (so no form-written record sorts among them).
 * Pure; write them with record-search.ts batchPutWithSearchItems.
 */
export function syntheticMessages(count: number): Item[] {
  const start = Date.parse('1999-01-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, n) => {
    const reference = `MSG-19990101-${n.toString(36).toUpperCase().padStart(6, '0')}`;
    const createdAt = new Date(start + n * 1000).toISOString();
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
    return {
      ...recordKey('message', reference),
      kind: 'message',
      reference,
      status: 'new',
      queue: queueKey('message', 'new'),
      version: 1,
      createdAt,
      updatedAt: createdAt,
      history: [],
      name: `${first} ${last}`,
      mobile: `+91 98${String(n).padStart(8, '0')}`,
      email: `${first}.${last}.${n}@example.in`.toLowerCase(),
    };
  });
}
