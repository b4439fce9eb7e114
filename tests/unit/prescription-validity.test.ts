import { describe, expect, it } from 'vitest';
import { isCalendarDate, prescriptionDateProblem, prescriptionValidUntil } from '@domain/prescription-validity';

describe('prescription validity: six months, in India time (domain/prescription-validity.ts)', () => {
  it('ends six calendar months after the prescription date, on the month’s last day when the day does not exist', () => {
    expect(prescriptionValidUntil('2026-05-29')).toBe('2026-11-29');
    expect(prescriptionValidUntil('2026-08-31')).toBe('2027-02-28');
    expect(prescriptionValidUntil('2027-08-31')).toBe('2028-02-29');
    expect(prescriptionValidUntil('2026-12-15')).toBe('2027-06-15');
  });

  it('accepts a prescription on its last valid day in India and refuses it the next Indian day', () => {
    // 2026-11-29 18:29:59Z is 23:59:59 IST on 29 Nov; a second later it is 30 Nov in India.
    expect(prescriptionDateProblem('2026-05-29', new Date('2026-11-29T18:29:59Z'))).toBeUndefined();
    expect(prescriptionDateProblem('2026-05-29', new Date('2026-11-29T18:30:00Z'))).toBe('prescription_too_old');
  });

  it('refuses a date after today in India, and accepts today’s date before UTC has reached it', () => {
    // 2026-11-28 19:00Z is already 29 Nov 00:30 in India.
    expect(prescriptionDateProblem('2026-11-29', new Date('2026-11-28T19:00:00Z'))).toBeUndefined();
    expect(prescriptionDateProblem('2026-11-29', new Date('2026-11-28T18:29:59Z'))).toBe('prescription_dated_future');
  });

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28-02-2026')).toBe(false);
  });
});
