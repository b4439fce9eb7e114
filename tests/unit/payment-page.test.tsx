/** @vitest-environment happy-dom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider } from '../../web/src/stores/cart/cart-context';
import { canPay, formatExpiry, PaymentPage } from '../../web/src/features/payment/PaymentPage';
import { PENDING_ORDER_KEY } from '../../web/src/lib/pending-order';

const order = { reference: 'ORD-20260115-7K3F9QAZ', createdAt: '2026-01-15T10:00:00.000Z', totalPaise: 1155 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function renderPayment(state?: unknown) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 2 }] }));
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <p>checkout page</p> },
      { path: '/checkout/payment', element: <PaymentPage /> },
    ],
    { initialEntries: ['/checkout', { pathname: '/checkout/payment', state }], initialIndex: 1 },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const payNow = () => screen.getByRole('button', { name: 'PAY NOW' });

describe('/checkout/payment with no order pending (a new tab, or after the order was paid)', () => {
  it('says there is no order to pay, offers no PAY NOW, and links to the checkout, the products and /track', () => {
    renderPayment();
    expect(screen.getByRole('heading', { name: 'There is no order to pay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'UPI' })).toBeNull();
    expect(screen.queryByText('Payment Done!')).toBeNull();
    // The cart has a line (renderPayment stores one): the checkout is the way on.
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('link', { name: 'Track it' }).getAttribute('href')).toBe('/track');
  });

  it('ignores a malformed pending order', () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...order, reference: 'ORD-1' }));
    renderPayment({ order: { ...order, totalPaise: 1.5 } });
    expect(screen.getByRole('heading', { name: 'There is no order to pay' })).toBeTruthy();
  });

  it('is prerendered saying only that it loads the order: no PAY NOW, no "no order", true for every shopper', () => {
    const router = createMemoryRouter([{ path: '/checkout/payment', element: <PaymentPage /> }], {
      initialEntries: ['/checkout/payment'],
    });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </I18nProvider>,
    );
    expect(html).toContain('Loading your order…');
    expect(html).not.toContain('PAY NOW');
    expect(html).not.toContain('There is no order to pay');
  });
});

describe('canPay and formatExpiry (docs/behaviour.md §5 "Payment")', () => {
  it('needs every card field, or the UPI ID, to be non-empty; no format checks', () => {
    const card = { name: 'A', cardNumber: 'x', expirationDate: '1', cvv: '1' };
    expect(canPay('card', card, '')).toBe(true);
    expect(canPay('card', { ...card, cvv: ' ' }, '')).toBe(false);
    expect(canPay('upi', { name: '', cardNumber: '', expirationDate: '', cvv: '' }, 'me@upi')).toBe(true);
    expect(canPay('upi', card, '')).toBe(false);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12/289', '12/28'],
    ['ab', ''],
  ])('formats %s as %s', (raw, formatted) => {
    expect(formatExpiry(raw)).toBe(formatted);
  });
});

describe('/checkout/payment', () => {
  it('offers card (default) or UPI with the right inputs, and PAY NOW disabled until filled', () => {
    renderPayment({ order });
    expect((screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('order-reference').textContent).toBe(order.reference);
    expect(screen.getByText('₹11.55')).toBeTruthy();
    const expiry = screen.getByLabelText(/^Expiration date \(MM\/YY\)/);
    const cvv = screen.getByLabelText(/^CVV/);
    expect(expiry.getAttribute('maxlength')).toBe('5');
    expect(cvv.getAttribute('maxlength')).toBe('3');
    expect(cvv.getAttribute('type')).toBe('password');
    expect(cvv.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText(/^Name on card/).getAttribute('autocomplete')).toBe('cc-name');
    expect(screen.getByLabelText(/^Card number/).getAttribute('autocomplete')).toBe('cc-number');
    expect(expiry.getAttribute('autocomplete')).toBe('cc-exp');
    expect(cvv.getAttribute('autocomplete')).toBe('cc-csc');
    expect(payNow().hasAttribute('disabled')).toBe(true);
    type(/^Name on card/, 'Meera Nair');
    type(/^Card number/, '4111 1111 1111 1111');
    type(/^Expiration date/, '1228');
    expect((expiry as HTMLInputElement).value).toBe('12/28');
    expect(payNow().hasAttribute('disabled')).toBe(true);
    type(/^CVV/, '123');
    expect(payNow().hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    expect(payNow().hasAttribute('disabled')).toBe(true);
    type(/^UPI ID/, 'meera@okbank');
    expect(payNow().hasAttribute('disabled')).toBe(false);
  });

  it('simulates the payment: info toast, 2 s later Payment Done!, success toast, cart emptied, and no request at all', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const info = vi.spyOn(toast, 'info').mockImplementation(() => 'info');
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'success');
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
    renderPayment();
    expect(screen.getByTestId('order-reference').textContent).toBe(order.reference); // from sessionStorage
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type(/^UPI ID/, 'meera@okbank');
    fireEvent.click(payNow());
    // The toasts' code loads with the page (after it is up): once it has, the info toast follows the press, with no
    // time passing on the payment's clock.
    await act(async () => void (await import('../../web/src/lib/toast')));
    expect(info).toHaveBeenCalledWith('Performing payment processing...', expect.objectContaining({ autoClose: 2000 }));
    expect(payNow().hasAttribute('disabled')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Payment Done!')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('heading', { name: 'Payment Done!' })).toBeTruthy();
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Success! Your transaction has been completed.'));
    for (const line of [
      'Thank you for completing your secure online payment.',
      'Your order will be delivered in 2-3 business days.',
      'Have a great day!',
    ]) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    expect(screen.getByTestId('order-reference').textContent).toBe(order.reference);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ lines: [] });
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(document.querySelector('input')).toBeNull(); // the typed details are gone with the form
  });

  it('records the payment of an order whose phone it knows (POST /api/track/payment) before saying it is done', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ reference: order.reference }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    vi.spyOn(toast, 'info').mockImplementation(() => 'info');
    vi.spyOn(toast, 'success').mockImplementation(() => 'success');
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...order, payment: 'online', phone: '+919811042367' }));
    renderPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type(/^UPI ID/, 'meera@okbank');
    fireEvent.click(payNow());
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    // The request's code is loaded when PAY NOW is pressed (record-payment.ts), then the request goes out once.
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/track/payment');
    expect(JSON.parse(String(init?.body))).toEqual({ reference: order.reference, phone: '+919811042367' });
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Payment Done!' })).toBeTruthy());
  });

  it('keeps the form with an error when the payment cannot be recorded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'x' } }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.spyOn(toast, 'info').mockImplementation(() => 'info');
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'error');
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...order, payment: 'online', phone: '+919811042367' }));
    renderPayment();
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type(/^UPI ID/, 'meera@okbank');
    fireEvent.click(payNow());
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('We could not record your payment. Nothing more was charged: please try again.'),
    );
    expect(screen.queryByText('Payment Done!')).toBeNull();
    expect(payNow().hasAttribute('disabled')).toBe(false);
  });

  it('asks nothing of a cash-on-delivery order: it is placed, paid in cash at the door', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    sessionStorage.setItem(
      PENDING_ORDER_KEY,
      JSON.stringify({ ...order, payment: 'cod', phone: '+919811042367', placement: { key: 'k', digest: 'd' } }),
    );
    // The checkout's draft, kept while the order waited (Back from this page finds the details), goes with it.
    sessionStorage.setItem('medvika:checkout-draft', JSON.stringify({ name: 'Meera Nair' }));
    renderPayment();
    expect(screen.getByRole('heading', { name: 'Order placed!' })).toBeTruthy();
    expect(screen.getByText(/Amount to pay on delivery/).textContent).toContain('₹11.55');
    expect(screen.queryByRole('radio', { name: 'UPI' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(sessionStorage.getItem('medvika:checkout-draft')).toBeNull();
  });

  it('goes back one step with GO BACK', () => {
    vi.spyOn(toast, 'info').mockImplementation(() => 'info');
    vi.spyOn(toast, 'success').mockImplementation(() => 'success');
    const router = renderPayment({ order });
    type(/^Name on card/, 'Meera Nair');
    type(/^Card number/, '4111111111111111');
    type(/^Expiration date/, '12/28');
    type(/^CVV/, '123');
    fireEvent.click(payNow());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'GO BACK' }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('goes home with GO BACK when the payment page was the first page opened', () => {
    vi.spyOn(toast, 'info').mockImplementation(() => 'info');
    vi.spyOn(toast, 'success').mockImplementation(() => 'success');
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/checkout/payment', element: <PaymentPage /> },
      ],
      { initialEntries: [{ pathname: '/checkout/payment', state: { order } }] },
    );
    render(
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type(/^UPI ID/, 'meera@okbank');
    fireEvent.click(payNow());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'GO BACK' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
