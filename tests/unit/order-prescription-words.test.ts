import { describe, expect, it } from 'vitest';
import type { StaffRecord } from '@contracts/staff-api';
import { orderPrescriptionWords } from '../../web/src/features/staff/RecordPage';

// The console's "Prescription" row of an order (RecordPage.tsx): a quote built from a verified upload carries no file
// of its own, yet its prescription-only lines were checked against that upload, so it must not read "Not needed".
const order = (extra: Partial<StaffRecord>): StaffRecord => ({
  reference: 'ORD-20261130-2XFWMT1Z',
  kind: 'order',
  status: 'placed',
  version: 2,
  history: [],
  ...extra,
});

describe('an order’s prescription row in the console', () => {
  it('names the verified upload a pharmacist’s quote was built from', () => {
    expect(orderPrescriptionWords(order({ prescriptionReference: 'RX-20261130-JYHHV8SC' }))).toBe('Verified with RX-20261130-JYHHV8SC');
  });

  it('says a checkout’s file is attached, and that an order without either needs none', () => {
    expect(orderPrescriptionWords(order({ file: { key: 'uploads/x.pdf', type: 'pdf', bytes: 507 } }))).toBe(
      'Attached (prescription-only medicines)',
    );
    expect(orderPrescriptionWords(order({}))).toBe('Not needed');
  });
});
