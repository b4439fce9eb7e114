import { describe, expect, it } from 'vitest';
import { notificationContent, type NotificationFacts } from '@domain/notifications';
import { orderServiceFacts, type OrderRefund } from '@domain/order-service';

const base = { audience: 'shopper', kind: 'order', reference: 'ORD-20261123-ABCD2345', siteOrigin: 'https://www.medvika.in' } as const;
const email = (facts: Partial<NotificationFacts> & { status: string }) => notificationContent({ ...base, ...facts });
const refund: OrderRefund = {
  state: 'started',
  amountPaise: 1234,
  currency: 'INR',
  method: 'online',
  cause: 'cancellation',
  startedAt: '2026-11-26T05:00:00.000Z',
};

describe('the order-service e-mails (domain/notifications.ts with domain/order-service.ts)', () => {
  it('names the arrival date in the dispatch e-mail, subject unchanged, once the order knows when it left', () => {
    // Dispatched on Wednesday 25 November 2026 at 10:00 IST: arrives by Saturday 28.
    const order = orderServiceFacts({ history: [{ at: '2026-11-25T04:30:00.000Z', by: 'u', from: 'packed', to: 'dispatched' }] });
    const content = email({ status: 'dispatched', order });
    expect(content.subject).toBe('Your order ORD-20261123-ABCD2345 is on its way');
    expect(content.headline).toBe('Your order is on its way. It arrives by Sat, 28 Nov.');
    expect(content.statusLabel).toBe('On its way: arrives by Sat, 28 Nov');
    expect(email({ status: 'dispatched' }).headline).toBe('Your order is on its way. Expect it in 2–3 business days.');
  });

  it('says how much goes back where, and when it was refunded, with no status line', () => {
    const started = email({ status: 'refund_started', order: { payment: { method: 'online', state: 'refund_pending' }, refund } });
    expect(started.subject).toBe('Refund started for your order ORD-20261123-ABCD2345');
    expect(started.details).toEqual([
      'Refund started: ₹12.34 to the card or UPI account you paid with.',
      'Your bank may take a few working days to show it.',
    ]);
    expect(started.statusLabel).toBeUndefined();
    const paid = email({
      status: 'refunded',
      order: {
        payment: { method: 'online', state: 'refunded' },
        refund: { ...refund, state: 'refunded', refundedAt: '2026-11-27T19:00:00.000Z' },
      },
    });
    // 19:00 UTC is 00:30 IST on the 28th: the date is India's.
    expect(paid.details).toEqual(['Refunded on Sat, 28 Nov: ₹12.34 to the card or UPI account you paid with.']);
  });

  it('tells a cash-on-delivery shopper nothing was charged, and gives the pickup date and the decline reason', () => {
    const cancelled = email({
      status: 'cancelled',
      reason: 'shopper_ordered_by_mistake',
      order: { payment: { method: 'cod', state: 'not_charged' } },
    });
    expect(cancelled.details).toEqual([
      'You cancelled the order: ordered by mistake.',
      'Nothing was charged for this order, so there is nothing to refund.',
    ]);
    const approved = email({
      status: 'return_approved',
      order: { payment: { method: 'online', state: 'refund_pending' }, pickupDate: '2026-11-30' },
    });
    expect(approved.details).toEqual(['We will collect it on Mon, 30 Nov. Keep it in its packaging; the refund follows once we have it.']);
    const declined = email({ status: 'return_declined', reason: 'outside_policy' });
    expect(declined.details).toEqual(['Return declined: this item cannot be returned under our return policy.']);
  });
});
