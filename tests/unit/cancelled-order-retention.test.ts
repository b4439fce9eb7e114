import { describe, expect, it } from 'vitest';
import { CANCELLED_ORDER_RETENTION_DAYS, TAX_RECORD_RETENTION_YEARS, cancelledOrderExpiry, expiryAfterYears } from '@domain/retention';

const cancelledAt = new Date('2026-12-01T06:30:00.000Z');
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const afterCancellation = seconds(cancelledAt) + CANCELLED_ORDER_RETENTION_DAYS * 86_400;

describe('a cancelled order’s retention (domain/retention.ts cancelledOrderExpiry)', () => {
  it('keeps an order with nothing received 180 days from its cancellation', () => {
    for (const paymentState of ['not_charged', 'pending', undefined] as const)
      expect(cancelledOrderExpiry({ paymentState }, cancelledAt), String(paymentState)).toBe(afterCancellation);
  });

  it('never lengthens the 180 days of a prescription the order carries, but never keeps it past them either', () => {
    const prescriptionEnds = afterCancellation - 40 * 86_400;
    expect(cancelledOrderExpiry({ paymentState: 'not_charged', expiresAt: prescriptionEnds }, cancelledAt)).toBe(prescriptionEnds);
    expect(cancelledOrderExpiry({ paymentState: 'not_charged', expiresAt: afterCancellation + 86_400 }, cancelledAt)).toBe(
      afterCancellation,
    );
  });

  it('keeps an order whose payment was received 8 years from its cancellation, whatever TTL it had', () => {
    const eightYears = expiryAfterYears(cancelledAt, TAX_RECORD_RETENTION_YEARS);
    expect(new Date(eightYears * 1000).toISOString()).toBe('2034-12-01T06:30:00.000Z');
    for (const paymentState of ['refund_pending', 'refunded'] as const)
      expect(cancelledOrderExpiry({ paymentState, expiresAt: afterCancellation - 40 * 86_400 }, cancelledAt), paymentState).toBe(
        eightYears,
      );
  });
});
