import { describe, expect, it } from 'vitest';
import { CLAIM_IDLE_MINUTES } from '../../contracts/staff-api';
import { rowDetails } from '../../functions/staff-api/queue-row';
import { parseRecord } from '../../functions/data/record-schemas';
import { recordKey } from '../../functions/data/records';

const now = new Date('2026-11-26T11:30:00.000Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const references = { prescription: 'RX-20261126-AAAA1111', order: 'ORD-20261126-AAAA1111', message: 'MSG-20261126-AAAA1111' } as const;

/** A stored record of `kind` with `fields`, parsed as records.ts reads it. */
function stored(kind: keyof typeof references, fields: Record<string, unknown>) {
  const key = recordKey(kind, references[kind]);
  return parseRecord({ ...key, kind, reference: references[kind], version: 1, createdAt: minutesBefore(60), ...fields }, key);
}

/** A priced order line (domain/pricing.ts PricedLine) of `name` and `quantity`. */
const line = (name: string, quantity: number) => ({
  productId: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  quantity,
  unitPricePaise: 100,
  mrpPaise: 100,
  lineTotalPaise: 100 * quantity,
  hsn: '3004',
  gstRatePercent: 12,
  gstPaise: 11 * quantity,
});

describe('queue row details (functions/staff-api/queue-row.ts rowDetails)', () => {
  it("shows an order's first line item with its quantity and how many more, the patient and city, never contact details", () => {
    const details = rowDetails(
      stored('order', {
        status: 'placed',
        name: '  Meera Nair ',
        city: 'New Delhi',
        email: 'meera@example.in',
        phone: '+91 98110 42367',
        address: 'C-4, Hauz Khas',
        lineItems: [line('Pantoprazole 40mg Tablet', 2), line('Dolo 650', 1), line('ORS', 1)],
      }),
      now,
    );
    expect(details).toEqual({ patientName: 'Meera Nair', item: 'Pantoprazole 40mg Tablet ×2 +2 more', city: 'New Delhi' });
  });

  it('cuts long text to 80 characters and leaves out what a record lacks (an erased record, a message)', () => {
    const long = 'A'.repeat(200);
    expect(rowDetails(stored('prescription', { status: 'received', medicineName: long, name: '' }), now)).toEqual({
      item: `${'A'.repeat(79)}…`,
    });
    expect(rowDetails(undefined, now)).toEqual({});
    expect(rowDetails(stored('message', { status: 'new', name: 'Neha', message: 'Hello' }), now)).toEqual({ patientName: 'Neha' });
    expect(rowDetails(stored('prescription', { status: 'erased', erasedAt: minutesBefore(1) }), now)).toEqual({});
  });

  it(`shows a review claim while in review, lapsed from ${CLAIM_IDLE_MINUTES} minutes after its touchedAt, without the user id`, () => {
    const claimed = (minutes: number, status = 'in_review') =>
      stored('prescription', {
        status,
        claim: { userId: 'pharmacist-sub-1', name: 'Dr Ritu Sharma', at: minutesBefore(minutes), touchedAt: minutesBefore(minutes) },
      });
    expect(rowDetails(claimed(CLAIM_IDLE_MINUTES - 1), now).claim).toEqual({
      name: 'Dr Ritu Sharma',
      at: minutesBefore(CLAIM_IDLE_MINUTES - 1),
      lapsed: false,
    });
    expect(rowDetails(claimed(CLAIM_IDLE_MINUTES), now).claim).toMatchObject({ lapsed: true });
    expect(rowDetails(claimed(1, 'verified'), now)).not.toHaveProperty('claim');
  });
});
