import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { callNextStep } from '../../functions/track/call-next-step';
import { storedOrderSchema, storedPrescriptionSchema } from '../../functions/data/record-schemas';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { callByText } from '../../web/src/features/track/track-texts';

// 2026-11-30 10:40 IST.
const now = new Date('2026-11-30T05:10:00.000Z');

/** A stored record of `kind` with `fields`, parsed as records.ts reads it. */
function stored(kind: 'prescription' | 'order', fields: Record<string, unknown>) {
  const reference = kind === 'order' ? 'ORD-20261130-AAAA1111' : 'RX-20261130-AAAA1111';
  const item = {
    pk: `${kind.toUpperCase()}#${reference}`,
    sk: 'RECORD',
    kind,
    reference,
    version: 1,
    createdAt: now.toISOString(),
    ...fields,
  };
  return kind === 'order' ? storedOrderSchema.parse(item) : storedPrescriptionSchema.parse(item);
}

describe('the /track next step of the pharmacist call', () => {
  it('is a code and the due time for a received or in-review prescription with an open call, nothing otherwise', () => {
    const dueAt = '2026-11-30T06:10:00.000Z';
    const item = { status: 'received', call: { dueAt } };
    expect(callNextStep(stored('prescription', item))).toEqual({ code: 'pharmacist_calls', dueAt });
    expect(callNextStep(stored('prescription', { ...item, status: 'in_review' }))).toEqual({ code: 'pharmacist_calls', dueAt });
    expect(callNextStep(stored('prescription', { ...item, status: 'verified' }))).toBeUndefined();
    expect(callNextStep(stored('prescription', { status: 'received', call: { reachedAt: dueAt } }))).toBeUndefined();
    expect(callNextStep(stored('prescription', { status: 'received' }))).toBeUndefined();
    expect(callNextStep(stored('order', { ...item, status: 'placed' }))).toBeUndefined();
  });

  it('says today, tomorrow or the date, in India time, in English', async () => {
    await activateLocale('en');
    await loadCatalog('en', 'track');
    expect(callByText('2026-11-30T06:10:00.000Z', i18n, 'en', now)).toBe('Our pharmacist will call you by 11:40 am today.');
    expect(callByText('2026-12-01T05:00:00.000Z', i18n, 'en', now)).toBe('Our pharmacist will call you by 10:30 am tomorrow.');
    expect(callByText('2026-12-03T05:00:00.000Z', i18n, 'en', now)).toMatch(/^Our pharmacist will call you by 3 Dec 2026, 10:30 am\.$/);
    // A due time gone by never shows a time in the past.
    expect(callByText('2026-11-30T05:00:00.000Z', i18n, 'en', now)).toBe('Our pharmacist will call you shortly.');
  });

  it('says it in everyday Hindi with the time of day as people say it', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'track');
    expect(callByText('2026-11-30T06:10:00.000Z', i18n, 'hi', now)).toBe('हमारे फ़ार्मासिस्ट आज सुबह 11:40 तक आपको फ़ोन करेंगे।');
    expect(callByText('2026-12-01T11:00:00.000Z', i18n, 'hi', now)).toMatch(/^हमारे फ़ार्मासिस्ट कल .*4:30 तक आपको फ़ोन करेंगे।$/);
  });
});
