import { describe, expect, it } from 'vitest';
import { availableTransitions, checkTransition, shopperQuoteDeclineReasons, type Actor } from '@domain/lifecycle';
import { orderSummaryOf } from '@domain/order-summary';
import { isPaymentOverdue, isPaymentUnchosen, PAYMENT_WINDOW_MS } from '@domain/payment';
import { isQuoteExpired, overStockLines, QUOTE_VALIDITY_MS, quoteExpiresAt, quoteDestination } from '@domain/quote';

const pharmacist: Actor = { type: 'staff', userId: 'sub-pharmacist-1', groups: ['pharmacist'] };
const support: Actor = { type: 'staff', userId: 'sub-support-1', groups: ['support'] };
const shopper: Actor = { type: 'shopper' };
const quotedAt = '2026-11-29T09:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(quotedAt) + ms);

describe('a quote lapses 48 hours after it was sent (domain/quote.ts)', () => {
  it('expires at exactly QUOTE_VALIDITY_MS, not a millisecond before', () => {
    expect(quoteExpiresAt(quotedAt)).toBe('2026-12-01T09:00:00.000Z');
    expect(isQuoteExpired({ quotedAt }, at(QUOTE_VALIDITY_MS - 1))).toBe(false);
    expect(isQuoteExpired({ quotedAt }, at(QUOTE_VALIDITY_MS))).toBe(true);
  });

  it('never expires an order that was no quote', () => {
    expect(quoteExpiresAt('not a date')).toBeUndefined();
    expect(isQuoteExpired({ createdAt: quotedAt }, at(10 * QUOTE_VALIDITY_MS))).toBe(false);
  });
});

describe('a quote has no payment until it is accepted', () => {
  const lines = [{ name: 'Telma 40 Tablet', quantity: 2, lineTotalPaise: 30_000 }];

  it('reads as unchosen, and its e-mail summary states no payment', () => {
    expect(isPaymentUnchosen({ quotedAt })).toBe(true);
    expect(isPaymentUnchosen({ quotedAt, payment: { method: 'cod', state: 'pending' } })).toBe(false);
    expect(orderSummaryOf({ quotedAt, lineItems: lines, totalPaise: 30_000 })).not.toHaveProperty('payment');
    expect(
      orderSummaryOf({ quotedAt, lineItems: lines, totalPaise: 30_000, payment: { method: 'cod', state: 'pending' } })?.payment,
    ).toEqual({
      method: 'cod',
      state: 'pending',
    });
  });

  it('counts an accepted quote’s 30 payment minutes from its acceptance, not its creation', () => {
    const accepted = {
      createdAt: quotedAt,
      acceptedAt: at(QUOTE_VALIDITY_MS - 60_000).toISOString(),
      payment: { method: 'online', state: 'pending' },
    };
    expect(isPaymentOverdue(accepted, at(QUOTE_VALIDITY_MS))).toBe(false);
    expect(isPaymentOverdue(accepted, at(QUOTE_VALIDITY_MS - 60_000 + PAYMENT_WINDOW_MS))).toBe(true);
  });
});

describe('the quoted status in the transition table (domain/lifecycle.ts)', () => {
  it('lets only the shopper accept (quoted → placed)', () => {
    expect(checkTransition({ kind: 'order', from: 'quoted', to: 'placed' }, shopper)).toBeUndefined();
    expect(checkTransition({ kind: 'order', from: 'quoted', to: 'placed' }, pharmacist)).toMatchObject({ status: 403 });
  });

  it('takes the decline reasons from the shopper, not their order cancellation reasons', () => {
    for (const reason of shopperQuoteDeclineReasons) {
      expect(checkTransition({ kind: 'order', from: 'quoted', to: 'cancelled', reason }, shopper)).toBeUndefined();
    }
    expect(checkTransition({ kind: 'order', from: 'quoted', to: 'cancelled', reason: 'shopper_found_cheaper' }, shopper)).toMatchObject({
      fieldCode: 'invalid',
    });
    expect(checkTransition({ kind: 'order', from: 'placed', to: 'cancelled', reason: 'quote_declined_other' }, shopper)).toMatchObject({
      fieldCode: 'invalid',
    });
  });

  it('lets a pharmacist withdraw a quote with a staff reason, never a shopper’s or the expiry', () => {
    expect(checkTransition({ kind: 'order', from: 'quoted', to: 'cancelled', reason: 'out_of_stock' }, pharmacist)).toBeUndefined();
    for (const reason of ['quote_expired', 'quote_declined_too_expensive']) {
      expect(checkTransition({ kind: 'order', from: 'quoted', to: 'cancelled', reason }, pharmacist)).toMatchObject({
        fieldCode: 'invalid',
      });
    }
    expect(availableTransitions('order', 'quoted', support)).toEqual([]);
  });
});

describe('a quote goes to the address given with the prescription', () => {
  it('takes the city and state of a served PIN code, over a city picked that disagrees with it', () => {
    expect(quoteDestination('', '201301')).toEqual({ city: 'Noida', state: 'Uttar Pradesh', code: '201301' });
    expect(quoteDestination('Delhi', '122 001')).toEqual({ city: 'Gurugram', state: 'Haryana', code: '122001' });
    expect(quoteDestination('Noida', '110092')).toEqual({ city: 'Delhi', state: 'Delhi', code: '110092' });
    expect(quoteDestination('', '121001')).toEqual({ city: 'Faridabad', state: 'Haryana', code: '121001' });
    expect(quoteDestination('', '201001')).toEqual({ city: 'Ghaziabad', state: 'Uttar Pradesh', code: '201001' });
  });

  it('falls back to the picked city for a prescription sent before the form asked a PIN code, then to Delhi', () => {
    expect(
      ['Delhi', 'Noida', 'Gurugram', 'Faridabad', 'Ghaziabad', 'Greater Noida'].map((city) => quoteDestination(city, undefined).state),
    ).toEqual(['Delhi', 'Uttar Pradesh', 'Haryana', 'Haryana', 'Uttar Pradesh', 'Uttar Pradesh']);
    expect(quoteDestination('', undefined)).toEqual({ city: '', state: 'Delhi', code: '' });
    // A PIN code the form would have refused is no destination: the pharmacist confirms the address on the call.
    expect(quoteDestination('Noida', '400001')).toEqual({ city: 'Noida', state: 'Uttar Pradesh', code: '' });
  });
});

describe('a quote the shelf cannot fill is never sent (domain/quote.ts overStockLines)', () => {
  const stock: Record<string, number> = { amox: 50, dolo: 0, telma: 12 };
  const stockOf = (productId: string) => stock[productId];

  it('names each line asking for more than its stock, with its index and the units on the shelf', () => {
    const lines = [
      { productId: 'telma', quantity: 12 },
      { productId: 'amox', quantity: 60 },
      { productId: 'dolo', quantity: 1 },
    ];
    expect(overStockLines(lines, stockOf)).toEqual([
      { index: 1, productId: 'amox', available: 50 },
      { index: 2, productId: 'dolo', available: 0 },
    ]);
  });

  it('takes a line at exactly its stock, and leaves a product without a shelf item to the unavailable check', () => {
    expect(overStockLines([{ productId: 'amox', quantity: 50 }], stockOf)).toEqual([]);
    expect(overStockLines([{ productId: 'unknown', quantity: 5 }], stockOf)).toEqual([]);
  });
});
