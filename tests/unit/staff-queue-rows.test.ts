import { describe, expect, it } from 'vitest';
import { CLAIM_IDLE_MINUTES } from '../../contracts/staff-api';
import { rowDetails } from '../../functions/staff-api/queue-row';

const now = new Date('2026-11-26T11:30:00.000Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('queue row details (functions/staff-api/queue-row.ts rowDetails)', () => {
  it("shows an order's first line item with its quantity and how many more, the patient and city, never contact details", () => {
    const details = rowDetails(
      {
        kind: 'order',
        status: 'placed',
        name: '  Meera Nair ',
        city: 'New Delhi',
        email: 'meera@example.in',
        phone: '+91 98110 42367',
        address: 'C-4, Hauz Khas',
        lineItems: [
          { name: 'Pantoprazole 40mg Tablet', quantity: 2 },
          { name: 'Dolo 650', quantity: 1 },
          { name: 'ORS', quantity: 1 },
        ],
      },
      now,
    );
    expect(details).toEqual({ patientName: 'Meera Nair', item: 'Pantoprazole 40mg Tablet ×2 +2 more', city: 'New Delhi' });
  });

  it('cuts long text to 80 characters and leaves out what a record lacks (an erased record, a message)', () => {
    const long = 'A'.repeat(200);
    expect(rowDetails({ kind: 'prescription', status: 'received', medicineName: long, name: '' }, now)).toEqual({
      item: `${'A'.repeat(79)}…`,
    });
    expect(rowDetails(undefined, now)).toEqual({});
    expect(rowDetails({ kind: 'message', status: 'new', name: 'Neha', message: 'Hello' }, now)).toEqual({ patientName: 'Neha' });
  });

  it(`shows a review claim while in review, lapsed from ${CLAIM_IDLE_MINUTES} minutes after its touchedAt, without the user id`, () => {
    const claimed = (minutes: number, status = 'in_review') => ({
      kind: 'prescription',
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
