/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackAnswer } from '@contracts/track';
import { PAYMENT_WINDOW_MS } from '@domain/payment';
import { PayNow, payableOrder } from '../../web/src/features/track/PayNow';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { PENDING_ORDER_KEY } from '../../web/src/lib/pending-order';

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await activateLocale('en');
});

const placedAt = '2026-11-30T17:00:00.000Z';
const phone = '+91 98110 42367';
/** An online order placed at `placedAt`, nothing received yet. */
const unpaid: TrackAnswer = {
  reference: 'ORD-20261130-AB12CD34',
  kind: 'order',
  status: 'placed',
  updatedAt: placedAt,
  history: [{ status: 'placed', at: placedAt }],
  totalPaise: 123_456,
  payment: { method: 'online', state: 'pending' },
} as TrackAnswer;
const minutesAfter = (minutes: number) => new Date(Date.parse(placedAt) + minutes * 60_000);

describe('payableOrder: what /track offers to pay', () => {
  it('is an online order still placed and unpaid, within its 30 minutes', () => {
    expect(payableOrder(unpaid, phone, minutesAfter(29))).toEqual({
      reference: unpaid.reference,
      createdAt: placedAt,
      totalPaise: 123_456,
      payment: 'online',
      phone,
    });
    expect(payableOrder(unpaid, phone, new Date(Date.parse(placedAt) + PAYMENT_WINDOW_MS))).toBeUndefined();
  });

  it('counts the window from the latest placing (an accepted quote), and offers nothing for any other order', () => {
    const accepted = { ...unpaid, history: [{ status: 'quoted', at: '2026-11-29T10:00:00.000Z' }, ...unpaid.history] };
    expect(payableOrder(accepted, phone, minutesAfter(10))?.createdAt).toBe(placedAt);
    expect(payableOrder({ ...unpaid, payment: { method: 'cod', state: 'pending' } }, phone, minutesAfter(1))).toBeUndefined();
    expect(payableOrder({ ...unpaid, payment: { method: 'online', state: 'paid' } }, phone, minutesAfter(1))).toBeUndefined();
    expect(payableOrder({ ...unpaid, status: 'cancelled' }, phone, minutesAfter(1))).toBeUndefined();
    expect(payableOrder({ ...unpaid, kind: 'prescription' }, phone, minutesAfter(1))).toBeUndefined();
  });
});

describe('PayNow', () => {
  function renderAt(now: Date, answer: TrackAnswer = unpaid) {
    const Payment = () => <p>payment page: {JSON.stringify(useLocation().state)}</p>;
    const router = createMemoryRouter(
      [
        { path: '/track', element: <PayNow answer={answer} credentials={{ reference: answer.reference, phone }} now={now} /> },
        { path: '/checkout/payment', element: <Payment /> },
      ],
      { initialEntries: ['/track'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('names the amount and the deadline, and hands the order to the payment page', async () => {
    renderAt(minutesAfter(5));
    expect(screen.getByText(/^Pay ₹1,234.56 by /).textContent).toMatch(/to keep this order\. An order not paid by then is cancelled\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText(/^payment page:/).textContent).toContain('"reference":"ORD-20261130-AB12CD34"');
    expect(JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY)!)).toMatchObject({
      reference: unpaid.reference,
      totalPaise: 123_456,
      phone,
    });
  });

  it('shows nothing once the window has passed', () => {
    renderAt(minutesAfter(31));
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('reads in Hindi on the Hindi page', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'track');
    renderAt(minutesAfter(5));
    expect(screen.getByRole('button', { name: 'अभी भुगतान करें' })).toBeTruthy();
    expect(screen.getByText(/का भुगतान करें।/).textContent).toContain('₹1,234.56');
  });
});
