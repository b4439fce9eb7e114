import { describe, expect, it } from 'vitest';
import { earliestAcceptableExpiry, expiresTooSoon, firstExpiryFirstOut, hasExpired } from '@domain/batch-expiry';
import { formatStaffMonth } from '@domain/staff-date-time';
import { isScheduleH1 } from '@domain/catalogue/schedule-h1';
import { productById } from '@domain/catalogue/catalogue';

describe('the 3-month expiry rule at packing, in India time', () => {
  it('takes the month three months on from today in India, and refuses anything earlier', () => {
    const now = new Date('2026-11-15T06:00:00Z');
    expect(earliestAcceptableExpiry(now)).toBe('2027-02');
    expect(expiresTooSoon('2027-02', now)).toBe(false);
    expect(expiresTooSoon('2027-01', now)).toBe(true);
    expect(expiresTooSoon('2026-11', now)).toBe(true);
    expect(expiresTooSoon('2028-06', now)).toBe(false);
  });

  it('moves at midnight in India, not at midnight UTC: 30 November 23:59 IST still takes February, 1 December 00:00 IST does not', () => {
    const lastMinuteOfNovember = new Date('2026-11-30T18:29:59Z'); // 23:59:59 IST, 30 Nov
    const firstMinuteOfDecember = new Date('2026-11-30T18:30:00Z'); // 00:00 IST, 1 Dec (still 30 Nov in UTC)
    expect(expiresTooSoon('2027-02', lastMinuteOfNovember)).toBe(false);
    expect(expiresTooSoon('2027-02', firstMinuteOfDecember)).toBe(true);
    expect(expiresTooSoon('2027-03', firstMinuteOfDecember)).toBe(false);
  });

  it('rolls over the year, and refuses what is not a YYYY-MM month', () => {
    expect(earliestAcceptableExpiry(new Date('2026-12-31T12:00:00Z'))).toBe('2027-03');
    expect(earliestAcceptableExpiry(new Date('2026-10-01T00:00:00Z'))).toBe('2027-01');
    expect(expiresTooSoon('2027-13', new Date('2026-11-15T06:00:00Z'))).toBe(true);
    expect(expiresTooSoon('03/2027', new Date('2026-11-15T06:00:00Z'))).toBe(true);
  });
});

describe('an expired batch, told apart from one expiring too soon', () => {
  it('has expired once its expiry month is over in India, not before: usable to the end of that month', () => {
    const now = new Date('2026-11-15T06:00:00Z');
    expect(hasExpired('2025-10', now)).toBe(true);
    expect(hasExpired('2026-10', now)).toBe(true);
    // This month's batch is still usable: too soon to pack, but not expired.
    expect(hasExpired('2026-11', now)).toBe(false);
    expect(expiresTooSoon('2026-11', now)).toBe(true);
    expect(hasExpired('2027-01', now)).toBe(false);
  });

  it('turns at midnight in India: October 2026 has expired from 1 November 00:00 IST (31 October 18:30 UTC)', () => {
    expect(hasExpired('2026-10', new Date('2026-10-31T18:29:59Z'))).toBe(false);
    expect(hasExpired('2026-10', new Date('2026-10-31T18:30:00Z'))).toBe(true);
  });

  it('does not call a text that is no YYYY-MM month expired (the 3-month rule refuses it)', () => {
    expect(hasExpired('10/2025', new Date('2026-11-15T06:00:00Z'))).toBe(false);
    expect(expiresTooSoon('10/2025', new Date('2026-11-15T06:00:00Z'))).toBe(true);
  });

  it('reads an expiry month as staff read it on the pack', () => {
    expect(formatStaffMonth('2025-10')).toBe('Oct 2025');
    expect(formatStaffMonth('2027-02')).toBe('Feb 2027');
    expect(formatStaffMonth('2025-13')).toBe('2025-13');
  });
});

describe('first-expiry-first-out', () => {
  const now = new Date('2026-11-15T06:00:00Z');

  it('proposes the batch with the earliest expiry that may still be packed, whatever the order read', () => {
    const known = [
      { batch: 'C3', expiry: '2027-09' },
      { batch: 'A1', expiry: '2027-01' }, // within 3 months: never proposed
      { batch: 'B2', expiry: '2027-04' },
      { batch: 'B1', expiry: '2027-04' },
    ];
    expect(firstExpiryFirstOut(known, now)).toEqual({ batch: 'B1', expiry: '2027-04' });
    expect(firstExpiryFirstOut(known.toReversed(), now)).toEqual({ batch: 'B1', expiry: '2027-04' });
  });

  it('proposes nothing when no batch is known, or every one expires too soon', () => {
    expect(firstExpiryFirstOut([], now)).toBeUndefined();
    expect(firstExpiryFirstOut([{ batch: 'A1', expiry: '2026-12' }], now)).toBeUndefined();
  });
});

describe('the Schedule H1 lookup', () => {
  it('names cefixime (Taxim-O 200), a catalogue product, and not a Schedule H antibiotic like azithromycin', () => {
    expect(isScheduleH1('prescription-taxim-o-200-tab-10')).toBe(true);
    expect(productById('prescription-taxim-o-200-tab-10')?.requiresPrescription).toBe(true);
    expect(isScheduleH1('prescription-azee-500-tab-3')).toBe(false);
    expect(isScheduleH1('products-dolo-650-tab-15')).toBe(false);
  });
});
