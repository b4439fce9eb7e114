import { describe, expect, it } from 'vitest';
import { addCalendarDays, estimateDelivery, formatShopperDate, kolkataDate } from '@domain/delivery-estimate';
import { deliveryHolidays } from '@domain/content/delivery-holidays';
import { availableTransitions, cancellationReasons, checkTransition, shopperCancellationReasons, type Actor } from '@domain/lifecycle';
import { cancellationRefundWrite, enteredAt, isWithinReturnWindow, orderServiceTexts, returnWindowEnd } from '@domain/order-service';

const noHolidays = [] as const;

describe('kolkataDate (Asia/Kolkata, UTC+05:30)', () => {
  it('turns the date at IST midnight, not at UTC midnight', () => {
    expect(kolkataDate(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26'); // 23:59:59 IST
    expect(kolkataDate(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27'); // 00:00 IST
    expect(kolkataDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('adds calendar days across month and year ends and leap days', () => {
    expect(addCalendarDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
  });
});

describe('estimateDelivery (2–3 business days after the dispatch date)', () => {
  it('counts the days after the dispatch date, skipping Sundays', () => {
    // Wednesday 2026-11-25 10:00 IST → Friday 27 and Saturday 28.
    expect(estimateDelivery(new Date('2026-11-25T04:30:00Z'), noHolidays)).toEqual({ earliest: '2026-11-27', latest: '2026-11-28' });
    // Friday 2026-11-27 → Saturday 28, (Sunday 29 skipped), Monday 30.
    expect(estimateDelivery(new Date('2026-11-27T04:30:00Z'), noHolidays)).toEqual({ earliest: '2026-11-30', latest: '2026-12-01' });
    // Saturday 2026-11-28 → (Sunday skipped) Monday 30, Tuesday 1 December, Wednesday 2.
    expect(estimateDelivery(new Date('2026-11-28T04:30:00Z'), noHolidays)).toEqual({ earliest: '2026-12-01', latest: '2026-12-02' });
  });

  it('takes the dispatch date in IST: 23:59 IST and 00:00 IST of the next day differ by a day', () => {
    const lateWednesday = estimateDelivery(new Date('2026-11-25T18:29:00Z'), noHolidays); // Wed 23:59 IST
    const earlyThursday = estimateDelivery(new Date('2026-11-25T18:30:00Z'), noHolidays); // Thu 00:00 IST
    expect(lateWednesday.latest).toBe('2026-11-28');
    expect(earlyThursday.latest).toBe('2026-11-30'); // Fri 27, Sat 28, (Sun), Mon 30
  });

  it('skips the Delhi gazetted holidays of the data', () => {
    // Monday 2026-12-21 → Tue 22, Wed 23, Thu 24 (no holiday); Wednesday 2026-12-23 → Thu 24, (Fri 25 Christmas), Sat 26, (Sun), Mon 28.
    expect(estimateDelivery(new Date('2026-12-21T06:00:00Z')).latest).toBe('2026-12-24');
    expect(estimateDelivery(new Date('2026-12-23T06:00:00Z'))).toEqual({ earliest: '2026-12-26', latest: '2026-12-28' });
    // Across the year end: Thursday 2026-12-31 → Fri 1, Sat 2, (Sun 3), Mon 4 January 2027.
    expect(estimateDelivery(new Date('2026-12-31T06:00:00Z'))).toEqual({ earliest: '2027-01-02', latest: '2027-01-04' });
    // Republic Day 2027 is a Tuesday: Saturday 23 January → Mon 25, (Tue 26), Wed 27, Thu 28.
    expect(estimateDelivery(new Date('2027-01-23T06:00:00Z'))).toEqual({ earliest: '2027-01-27', latest: '2027-01-28' });
  });

  it('lists each holiday once, in date order, with a name', () => {
    const dates = deliveryHolidays.map((holiday) => holiday.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const holiday of deliveryHolidays) expect(holiday.name).toMatch(/\w/);
  });

  it('formats a date as the shopper reads it', () => {
    expect(formatShopperDate('2025-11-28')).toBe('Fri, 28 Nov');
    expect(orderServiceTexts.arrivesBy('2026-12-28')).toBe('Arrives by Mon, 28 Dec');
  });
});

describe('the return window (7 days after the delivery date, Asia/Kolkata)', () => {
  const deliveredAt = new Date('2026-11-20T17:00:00Z'); // 22:30 IST on Friday 20 November
  it('ends on the 7th calendar day after delivery at 23:59 IST', () => {
    expect(returnWindowEnd(deliveredAt)).toBe('2026-11-27');
    expect(isWithinReturnWindow(deliveredAt, new Date('2026-11-27T18:29:59Z'))).toBe(true);
    expect(isWithinReturnWindow(deliveredAt, new Date('2026-11-27T18:30:00Z'))).toBe(false);
  });
});

describe('the order-service rows of the lifecycle table', () => {
  const shopper: Actor = { type: 'shopper' };
  const support: Actor = { type: 'staff', userId: 'sub-support-1', groups: ['support'] };
  const pharmacist: Actor = { type: 'staff', userId: 'sub-pharmacist-1', groups: ['pharmacist'] };

  it('lets the shopper cancel before dispatch with a shopper reason, and not after', () => {
    for (const from of ['placed', 'awaiting_prescription', 'confirmed', 'packed'])
      expect(checkTransition({ kind: 'order', from, to: 'cancelled', reason: 'shopper_found_cheaper' }, shopper)).toBeUndefined();
    expect(checkTransition({ kind: 'order', from: 'dispatched', to: 'cancelled', reason: 'shopper_found_cheaper' }, shopper)).toMatchObject(
      {
        status: 400,
        field: 'to',
      },
    );
    expect(checkTransition({ kind: 'order', from: 'placed', to: 'cancelled', reason: 'out_of_stock' }, shopper)).toMatchObject({
      field: 'reason',
    });
  });

  it('keeps the shopper reasons out of the staff picker', () => {
    const staffRow = availableTransitions('order', 'placed', pharmacist).find((row) => row.to === 'cancelled');
    expect(staffRow?.reasons).toContain('out_of_stock');
    expect(staffRow?.reasons).toContain('shopper_request'); // staff's record that the shopper asked, e.g. by phone
    for (const code of shopperCancellationReasons) {
      expect(staffRow?.reasons).not.toContain(code);
      expect(cancellationReasons[code].label).toMatch(/\w/);
    }
  });

  it('lets only the shopper request a return of a delivered order', () => {
    expect(checkTransition({ kind: 'order', from: 'delivered', to: 'return_requested', reason: 'damaged' }, shopper)).toBeUndefined();
    expect(checkTransition({ kind: 'order', from: 'delivered', to: 'return_requested', reason: 'damaged' }, support)).toMatchObject({
      status: 403,
    });
  });

  it('takes a return decision and the refund only from their own steps, never from the generic status change', () => {
    expect(availableTransitions('order', 'return_requested', support)).toEqual([]);
    expect(availableTransitions('order', 'return_approved', support)).toEqual([]);
    expect(checkTransition({ kind: 'order', from: 'return_requested', to: 'return_approved' }, support)).toMatchObject({ status: 400 });
    expect(
      checkTransition({ kind: 'order', from: 'return_requested', to: 'return_approved' }, support, { step: 'return_decision' }),
    ).toBeUndefined();
    expect(
      checkTransition({ kind: 'order', from: 'return_requested', to: 'return_declined', reason: 'outside_policy' }, pharmacist, {
        step: 'return_decision',
      }),
    ).toBeUndefined();
    expect(checkTransition({ kind: 'order', from: 'return_approved', to: 'returned' }, support, { step: 'refund' })).toBeUndefined();
    expect(checkTransition({ kind: 'order', from: 'return_approved', to: 'returned' }, support, { step: 'return_decision' })).toMatchObject(
      {
        status: 400,
      },
    );
  });

  it('starts a refund of the total for a paid cancellation, and none for an order never paid', () => {
    const at = '2026-11-26T10:00:00.000Z';
    const paid = { method: 'online', state: 'paid' } as const;
    expect(cancellationRefundWrite({ totalPaise: 1234, currency: 'INR', payment: paid }, at)).toEqual({
      set: {
        payment: { method: 'online', state: 'refund_pending' },
        refund: { state: 'started', amountPaise: 1234, currency: 'INR', method: 'online', cause: 'cancellation', startedAt: at },
      },
      alsoNotify: ['refund_started'],
    });
    expect(cancellationRefundWrite({ totalPaise: 1234, payment: { method: 'cod', state: 'pending' } }, at)).toEqual({
      set: { payment: { method: 'cod', state: 'not_charged' } },
      alsoNotify: [],
    });
    expect(cancellationRefundWrite({ totalPaise: 1234, payment: { method: 'online', state: 'pending' } }, at, 'shopper')).toEqual({
      set: { payment: { method: 'online', state: 'not_charged' } },
      alsoNotify: [],
    });
  });
});

describe('enteredAt (when an order entered a status, from its history)', () => {
  it('reads the last change into the status, not a later entry that kept it (cash collected, a correction)', () => {
    const history = [
      { at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'placed' },
      { at: '2026-11-21T10:00:00Z', by: 'ph-1', from: 'packed', to: 'dispatched' },
      { at: '2026-11-23T10:00:00Z', by: 'su-1', from: 'dispatched', to: 'dispatched', reason: 'cash_collected' },
      { at: '2026-11-23T10:05:00Z', by: 'su-1', from: 'dispatched', to: 'delivered' },
      { at: '2026-11-29T10:00:00Z', by: 'su-1', from: 'delivered', to: 'delivered', reason: 'privacy_correction' },
    ];
    expect(enteredAt(history, 'dispatched')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(enteredAt(history, 'delivered')?.toISOString()).toBe('2026-11-23T10:05:00.000Z');
    expect(enteredAt(history, 'placed')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(enteredAt(history, 'returned')).toBeUndefined();
  });
});
