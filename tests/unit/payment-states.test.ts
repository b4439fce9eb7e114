/**
 * The payment model (domain/payment.ts), table-driven: each method × event × state → the next state or the refusal,
 * who may cause each event, the COD limit, the fulfilment block and the 30-minute payment window.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COD_LIMIT_PAISE,
  PAYMENT_WINDOW_MS,
  cashCollectionBlock,
  codLimitPaise,
  codRefusal,
  fulfilmentBlock,
  isPaymentOverdue,
  isPaymentUnchosen,
  paymentOf,
  paymentTransition,
  type PaymentActor,
  type PaymentEvent,
  type PaymentMethod,
  type PaymentState,
} from '@domain/payment';
import { cancellationRefundWrite } from '@domain/order-service';

type Row = [PaymentMethod, PaymentState, PaymentEvent, PaymentActor, PaymentState | `refused:${string}`];

const allowed: Row[] = [
  ['online', 'pending', 'paid_online', 'shopper', 'paid'],
  ['cod', 'pending', 'cash_collected', 'staff', 'paid'],
  ['online', 'pending', 'cancelled', 'shopper', 'not_charged'],
  ['online', 'pending', 'cancelled', 'system', 'not_charged'],
  ['cod', 'pending', 'cancelled', 'staff', 'not_charged'],
  ['online', 'paid', 'cancelled', 'shopper', 'refund_pending'],
  ['online', 'paid', 'cancelled', 'staff', 'refund_pending'],
  ['online', 'paid', 'return_approved', 'staff', 'refund_pending'],
  ['cod', 'paid', 'return_approved', 'staff', 'refund_pending'],
  ['cod', 'pending', 'return_approved', 'staff', 'not_charged'],
  ['online', 'refund_pending', 'refund_paid', 'staff', 'refunded'],
  ['cod', 'refund_pending', 'refund_paid', 'staff', 'refunded'],
];

const refused: Row[] = [
  // Each method has its own way of being paid.
  ['cod', 'pending', 'paid_online', 'shopper', 'refused:payment_method_mismatch'],
  ['online', 'pending', 'cash_collected', 'staff', 'refused:payment_method_mismatch'],
  // Only the shopper's payment page pays online; only staff mark cash collected or a refund paid.
  ['online', 'pending', 'paid_online', 'staff', 'refused:payment_actor_forbidden'],
  ['cod', 'pending', 'cash_collected', 'shopper', 'refused:payment_actor_forbidden'],
  ['online', 'refund_pending', 'refund_paid', 'shopper', 'refused:payment_actor_forbidden'],
  // Paying twice changes nothing.
  ['online', 'paid', 'paid_online', 'shopper', 'refused:payment_state_conflict'],
  ['cod', 'paid', 'cash_collected', 'staff', 'refused:payment_state_conflict'],
  // No refund of money never received.
  ['online', 'pending', 'refund_paid', 'staff', 'refused:payment_not_received'],
  ['online', 'not_charged', 'refund_paid', 'staff', 'refused:payment_not_received'],
  ['cod', 'pending', 'refund_paid', 'staff', 'refused:payment_not_received'],
  ['cod', 'not_charged', 'refund_paid', 'staff', 'refused:payment_not_received'],
  ['online', 'paid', 'refund_paid', 'staff', 'refused:payment_state_conflict'],
  ['online', 'refunded', 'refund_paid', 'staff', 'refused:payment_state_conflict'],
  // Over is over.
  ['online', 'not_charged', 'paid_online', 'shopper', 'refused:payment_state_conflict'],
  ['online', 'refunded', 'cancelled', 'staff', 'refused:payment_state_conflict'],
  ['online', 'not_charged', 'cancelled', 'system', 'refused:payment_state_conflict'],
  ['online', 'refund_pending', 'return_approved', 'staff', 'refused:payment_state_conflict'],
];

describe('paymentTransition', () => {
  it.each([...allowed, ...refused])('%s %s + %s by %s → %s', (method, state, event, actor, expected) => {
    const result = paymentTransition({ method, state }, event, actor);
    expect('to' in result ? result.to : `refused:${result.refused}`).toBe(expected);
  });
});

describe('paymentOf', () => {
  it('reads a stored payment, and an order stored before payments were recorded as paid online', () => {
    expect(paymentOf({ payment: { method: 'cod', state: 'paid', paidAt: '2026-11-29T10:00:00.000Z' } })).toEqual({
      method: 'cod',
      state: 'paid',
      paidAt: '2026-11-29T10:00:00.000Z',
    });
    expect(paymentOf({})).toEqual({ method: 'online', state: 'paid' });
    expect(paymentOf({ payment: { method: 'cod' } })).toEqual({ method: 'cod', state: 'pending' });
  });

  it('reads a quote the shopper has not accepted as nothing received, and its cancellation writes no money', () => {
    const quote = { createdAt: '2026-11-29T10:00:00.000Z', quotedAt: '2026-11-29T10:00:00.000Z', totalPaise: 18_000 };
    expect(isPaymentUnchosen(quote)).toBe(true);
    expect(paymentOf(quote)).toEqual({ method: 'online', state: 'pending' });
    expect(cancellationRefundWrite(quote, '2026-11-29T11:00:00.000Z')).toBeUndefined();
    // Accepted (a payment stored): an ordinary order again.
    const accepted = { ...quote, payment: { method: 'online', state: 'paid' } };
    expect(isPaymentUnchosen(accepted)).toBe(false);
    expect(cancellationRefundWrite(accepted, '2026-11-29T11:00:00.000Z')?.set.refund).toMatchObject({ amountPaise: 18_000 });
  });
});

describe('the COD limit', () => {
  it('is ₹5,000 unless the deployment sets a positive whole number of paise', () => {
    expect(DEFAULT_COD_LIMIT_PAISE).toBe(500_000);
    expect(codLimitPaise(undefined)).toBe(500_000);
    expect(codLimitPaise('')).toBe(500_000);
    expect(codLimitPaise('abc')).toBe(500_000);
    expect(codLimitPaise('-5')).toBe(500_000);
    expect(codLimitPaise('250000')).toBe(250_000);
  });

  it('refuses cash on delivery only above the limit', () => {
    expect(codRefusal(500_000, 500_000)).toBeUndefined();
    expect(codRefusal(500_001, 500_000)).toBe('cod_over_limit');
  });
});

describe('cash collected at delivery', () => {
  it.each([
    ['cod', 'pending', 'dispatched', undefined],
    ['cod', 'pending', 'delivered', undefined],
    ['cod', 'pending', 'return_requested', undefined],
    ['cod', 'pending', 'packed', 'cash_not_at_delivery'],
    ['cod', 'pending', 'placed', 'cash_not_at_delivery'],
    ['cod', 'pending', 'cancelled', 'cash_not_at_delivery'],
    ['cod', 'paid', 'delivered', 'payment_state_conflict'],
    ['cod', 'not_charged', 'returned', 'payment_state_conflict'],
    ['online', 'pending', 'delivered', 'payment_method_mismatch'],
  ] as const)('%s %s at %s → %s', (method, state, status, expected) => {
    expect(cashCollectionBlock({ method, state }, status)).toBe(expected);
  });

  it('keeps the amount and who collected it when reading a stored payment', () => {
    const stored = { method: 'cod', state: 'paid', paidAt: '2026-11-29T10:00:00.000Z', amountPaise: 400, collectedBy: 'support-sub-1' };
    expect(paymentOf({ payment: stored })).toEqual(stored);
  });
});

describe('fulfilment and the payment window', () => {
  it('holds an online order until paid; cash on delivery proceeds', () => {
    expect(fulfilmentBlock({ method: 'online', state: 'pending' })).toBe('payment_pending');
    expect(fulfilmentBlock({ method: 'online', state: 'paid' })).toBeUndefined();
    expect(fulfilmentBlock({ method: 'cod', state: 'pending' })).toBeUndefined();
  });

  it('is overdue 30 minutes after placing an online order still pending, not a minute before', () => {
    const createdAt = '2026-11-29T10:00:00.000Z';
    const order = { createdAt, payment: { method: 'online', state: 'pending' } };
    const at = (ms: number) => new Date(Date.parse(createdAt) + ms);
    expect(isPaymentOverdue(order, at(PAYMENT_WINDOW_MS - 60_000))).toBe(false);
    expect(isPaymentOverdue(order, at(PAYMENT_WINDOW_MS))).toBe(true);
    expect(isPaymentOverdue({ ...order, payment: { method: 'online', state: 'paid' } }, at(PAYMENT_WINDOW_MS))).toBe(false);
    expect(isPaymentOverdue({ ...order, payment: { method: 'cod', state: 'pending' } }, at(PAYMENT_WINDOW_MS))).toBe(false);
    // A quote not yet accepted has no payment window: its own 48-hour validity applies.
    expect(isPaymentOverdue({ createdAt, quotedAt: createdAt }, at(PAYMENT_WINDOW_MS * 10))).toBe(false);
  });
});
