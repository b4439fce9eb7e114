/** @vitest-environment happy-dom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider } from '../../../web/src/stores/cart/cart-context';
import { CONSENT_NOTICE_VERSION } from '@contracts/forms/prescription-form';
import { CheckoutPage } from '../../../web/src/features/checkout/CheckoutPage';
import { ApiError, postMultipart } from '../../../web/src/lib/api-client';
import { PENDING_ORDER_KEY } from '../../../web/src/lib/pending-order';
import { checkoutShopper } from '../../support/fixtures';
import { activateLocale, loadCatalog } from '../../../web/src/i18n/catalogs';
import { shopperDateTime } from '../../../web/src/lib/dates';

vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...original, postMultipart: vi.fn() };
});
const post = vi.mocked(postMultipart);

const DOLO = 'products-dolo-650-tab-15'; // ₹4
const GRIPE = 'baby-woodwards-gripe-water-130ml'; // ₹1
const AZEE = 'prescription-azee-500-tab-3'; // ₹7, prescription only

beforeEach(() => {
  post.mockReset();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** Renders /checkout with `lines` in the cart, in the active language, without waiting for the form (loaded on demand). */
function renderCheckoutPage(lines: { productId: string; quantity: number }[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines }));
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/payment', element: <p>payment page</p> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

/** Renders /checkout with `lines` in the cart; with a cart, resolves once the form (loaded on demand) is there. */
async function renderCheckout(lines: { productId: string; quantity: number }[]) {
  const router = renderCheckoutPage(lines);
  if (lines.length > 0) await screen.findByRole('group', { name: "Patient's Information" });
  return router;
}

/**
 * Renders /hi/checkout with one Dolo in the cart, the API answering 201 with an order, and resolves with the field
 * `checkout-<name>` once the form is there (its code and catalogs load on its first render in each language).
 */
async function renderHindiCheckout(name: string): Promise<HTMLInputElement> {
  await activateLocale('hi');
  await Promise.all([loadCatalog('hi', 'checkout'), loadCatalog('hi', 'forms')]);
  post.mockResolvedValue({ reference: 'ORD-20260115-7K3F9QAZ', createdAt: '2026-01-15T10:00:00.000Z' });
  renderCheckoutPage([{ productId: DOLO, quantity: 1 }]);
  return waitFor(() => {
    const field = document.getElementById(`checkout-${name}`);
    expect(field).not.toBeNull();
    return field as HTMLInputElement;
  });
}

const valid = {
  'Email Address': 'meera@example.in',
  Phone: '+91 98110 42367',
  'Full Name': 'Meera Nair',
  Address: 'C-4, Hauz Khas, New Delhi',
  State: 'Delhi',
  City: 'New Delhi',
  Zipcode: '110016',
};

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

const sentFields = (call = 0) =>
  Object.fromEntries(
    [...(post.mock.calls[call]![1] as FormData).entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${(value as File).name}`,
    ]),
  );

describe('/checkout order summary', () => {
  it('says an empty cart is empty and links to /products', async () => {
    await renderCheckout([]);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('heading', { name: 'CHECKOUT' })).toBeNull();
  });

  it('lists the cart with quantities, line prices, Subtotal, free Delivery and the Total with the GST it includes, in ₹ with 2 decimals', async () => {
    const user = userEvent.setup();
    await renderCheckout([
      { productId: DOLO, quantity: 2 },
      { productId: GRIPE, quantity: 3 },
    ]);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByRole('columnheader', { name: 'Ordered item' })).toBeTruthy();
    expect(
      within(summary)
        .getAllByTestId('quantity')
        .map((q) => q.textContent),
    ).toEqual(['2', '3']);
    expect(
      within(summary)
        .getAllByTestId('line-total')
        .map((cell) => cell.textContent),
    ).toEqual(['₹8.00', '₹3.00']);
    expect(within(summary).getByTestId('subtotal').textContent).toBe('₹11.00');
    expect(within(summary).getByTestId('delivery').textContent).toBe('Free');
    // GST 800 × 5 / 105 + 300 × 5 / 105 = 38 + 14 paise, inside the prices: the total is the subtotal.
    expect(within(summary).getByTestId('total-label').textContent).toBe('Total (incl. GST ₹0.52)');
    expect(within(summary).getByTestId('total').textContent).toBe('₹11.00');
    expect(within(summary).queryByText(/Tax/)).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }));
    expect(within(summary).getAllByTestId('line-total')[0]!.textContent).toBe('₹12.00');
    expect(within(summary).getByTestId('total').textContent).toBe('₹15.00');
    expect(within(summary).getByTestId('total-label').textContent).toBe('Total (incl. GST ₹0.71)');
    expect(screen.getByRole('button', { name: "Decrease quantity of Woodward's Gripe Water 130ml" }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: "Remove Woodward's Gripe Water 130ml" }));
    expect(within(summary).getByTestId('subtotal').textContent).toBe('₹12.00');
  });
});

describe('/checkout form', () => {
  it("has Patient's and Shipping Information, +91 phone, India by default, and shows Next only when all eight fields are filled", async () => {
    await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    expect(screen.getByRole('group', { name: "Patient's Information" })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Shipping Information' })).toBeTruthy();
    expect(screen.getByLabelText(/^Phone/).getAttribute('placeholder')).toBe('+91');
    expect(screen.getByLabelText(/^Phone/).getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText(/^Email Address/).getAttribute('type')).toBe('email');
    expect((screen.getByLabelText(/^Country/) as HTMLInputElement).value).toBe('India');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fill({ ...valid, Zipcode: '' });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fill({ Zipcode: '110016' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    fill({ Country: '   ' });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByLabelText(/^Prescription/)).toBeNull();
  });

  it('shows messages under the fields, focuses the first, and sends nothing when a field is invalid', async () => {
    const user = userEvent.setup();
    await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    fill({ ...valid, 'Email Address': 'meera@', Zipcode: '1100' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(post).not.toHaveBeenCalled();
    expect(document.getElementById('checkout-email-error')?.textContent).toBe('Please enter a valid email address');
    expect(document.getElementById('checkout-code-error')?.textContent).toBe('Enter the 6-digit PIN code, e.g. 110024');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email Address/));
    expect(screen.getByLabelText(/^Email Address/).getAttribute('aria-invalid')).toBe('true');
    fill({ 'Email Address': 'meera@example.in' });
    await waitFor(() => expect(document.getElementById('checkout-email-error')).toBeNull()); // re-validated on change
    expect(document.getElementById('checkout-code-error')?.textContent).toBe('Enter the 6-digit PIN code, e.g. 110024');
    fill({ Zipcode: '400001' }); // six digits, but a PIN code we do not deliver to: the catalog's text names it
    await waitFor(() => expect(document.getElementById('checkout-code-error')?.textContent).toBe("We don't deliver to 400001 yet"));
    fill({ Zipcode: '110092' });
    await waitFor(() => expect(document.getElementById('checkout-code-error')).toBeNull());
  });

  it('posts form=checkout with ids, quantities and the unit prices shown, with an Idempotency-Key, then goes to payment with the reference', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ reference: 'ORD-20260115-7K3F9QAZ', createdAt: '2026-01-15T10:00:00.000Z' });
    const router = await renderCheckout([
      { productId: DOLO, quantity: 2 },
      { productId: GRIPE, quantity: 3 },
    ]);
    fill({ ...valid, 'Full Name': '  Meera Nair  ' });
    // UPI or card is the default; the test shopper pays cash on delivery (₹11 is far below the ₹5,000 limit).
    expect(screen.getByRole('radio', { name: /UPI or card/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(post).toHaveBeenCalledTimes(1);
    const [url, , options] = post.mock.calls[0]!;
    expect(url).toBe('/api/submit-form/');
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentFields()).toEqual({
      form: 'checkout',
      ...checkoutShopper,
      // The unit prices the cart showed, compared by the server with the shelf's (never charged).
      items: JSON.stringify([
        { id: DOLO, quantity: 2, pricePaise: 400 },
        { id: GRIPE, quantity: 3, pricePaise: 100 },
      ]),
      // Nobody chose otherwise: the pharmacist contacts the shopper before any substitute.
      substitution: 'no',
    });
    const order = {
      reference: 'ORD-20260115-7K3F9QAZ',
      createdAt: '2026-01-15T10:00:00.000Z',
      totalPaise: 1100, // ₹8.00 + ₹3.00, GST included
      payment: 'cod',
      phone: sentFields().phone,
      // How it was placed: the key sent and a SHA-256 digest of the request, never the request itself.
      placement: { key: options?.idempotencyKey, digest: expect.stringMatching(/^[0-9a-f]{64}$/) },
    };
    expect(router.state.location.state).toEqual({ order });
    expect(JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY)!)).toEqual(order);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).not.toContain('Meera');
  });

  it('keeps the input after a failure, shows a toast, and retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    post.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Medvika.'));
    post.mockResolvedValueOnce({ reference: 'ORD-20260115-AAAAAAAA', createdAt: '2026-01-15T10:00:00.000Z' });
    const router = await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    fill(valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(expect.stringMatching(/We could not reach Medvika\. .*try again/)));
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Meera Nair');
    expect(router.state.location.pathname).toBe('/checkout');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(post.mock.calls[1]![2]?.idempotencyKey).toBe(post.mock.calls[0]![2]?.idempotencyKey);
  });

  it('puts the server’s field messages under the fields', async () => {
    const user = userEvent.setup();
    post.mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'Please check: phone.', { phone: { code: 'phone_invalid' } }));
    vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    fill(valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.getElementById('checkout-phone-error')?.textContent).toBe(
        'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, e.g. +91 98765 43210',
      ),
    );
  });

  it('sends one request for a double click', async () => {
    let answer!: (value: unknown) => void;
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const router = await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    fill(valid);
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.submit(next.closest('form')!);
    // Validation is asynchronous: by the time the button says so, every submit that got through would have posted.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Placing your order…' }).hasAttribute('disabled')).toBe(true));
    expect(post).toHaveBeenCalledTimes(1);
    answer({ reference: 'ORD-20260115-BBBBBBBB', createdAt: '2026-01-15T10:00:00.000Z' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('requires a prescription file (PNG, JPEG or PDF by content) when the cart holds a prescription-only medicine', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ reference: 'ORD-20260115-CCCCCCCC', createdAt: '2026-01-15T10:00:00.000Z' });
    const router = await renderCheckout([{ productId: AZEE, quantity: 1 }]);
    fill(valid);
    const input = screen.getByLabelText(/^Prescription/) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(post).not.toHaveBeenCalled();
    expect(document.getElementById('checkout-prescription-error')?.textContent).toMatch(/Attach a photo/);

    await user.upload(input, new File(['hello'], 'rx.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(document.getElementById('checkout-prescription-error')?.textContent).toMatch(/PNG or JPEG photo, or a PDF/));

    await user.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'rx.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(document.getElementById('checkout-prescription-error')).toBeNull());
    expect(document.querySelector('.file-preview__name')?.textContent).toBe('rx.pdf');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(post).not.toHaveBeenCalled();
    expect(document.getElementById('checkout-consent-error')?.textContent).toBe(
      'Please agree to the consent notice to send your prescription',
    );
    await user.click(screen.getByLabelText(/I agree/));
    expect(document.getElementById('checkout-consent-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(sentFields().prescription).toBe('file:rx.pdf');
    expect(sentFields().consent).toBe('true');
    expect(sentFields().consent_version).toBe(CONSENT_NOTICE_VERSION);
  });
});

describe('/checkout after Back from the payment page (an order placed, not paid)', () => {
  const placed = { reference: 'ORD-20260115-7K3F9QAZ', createdAt: new Date().toISOString() };

  /** Places an online order for `lines` with the valid details, then comes back to /checkout as Back does (a new mount). */
  async function placeAndComeBack(lines: { productId: string; quantity: number }[]) {
    const user = userEvent.setup();
    post.mockResolvedValue(placed);
    const router = await renderCheckout(lines);
    fill(valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    cleanup();
    return user;
  }

  it('shows the details again, says the order waits for payment with a link to pay it, and Next reuses its key', async () => {
    const user = await placeAndComeBack([{ productId: DOLO, quantity: 2 }]);
    const router = await renderCheckout([{ productId: DOLO, quantity: 2 }]);
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Meera Nair');
    expect((screen.getByLabelText(/^Zipcode/) as HTMLInputElement).value).toBe('110016');
    const notice = screen.getByRole('region', { name: `Your order ${placed.reference} is waiting for payment` });
    expect(within(notice).getByText('₹8.00')).toBeTruthy();
    // What a changed cart does, and when this order is cancelled if left unpaid: 30 minutes after it was placed, in IST.
    const deadline = shopperDateTime(new Date(Date.parse(placed.createdAt) + 30 * 60_000).toISOString(), 'en');
    expect(notice.textContent).toContain(
      `A changed cart, details or payment method places a new order instead, and this one is cancelled if it is not paid by ${deadline}.`,
    );
    within(notice)
      .getByRole('link', { name: `Pay for ${placed.reference}` })
      .click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect((router.state.location.state as { order: { reference: string } }).order.reference).toBe(placed.reference);
    cleanup();

    // Next again, nothing changed: the same Idempotency-Key, so the server answers with the same order.
    const again = await renderCheckout([{ productId: DOLO, quantity: 2 }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(again.state.location.pathname).toBe('/checkout/payment'));
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1]![2]?.idempotencyKey).toBe(post.mock.calls[0]![2]?.idempotencyKey);
  });

  it('places a new order (a new key) when the cart changed', async () => {
    const user = await placeAndComeBack([{ productId: DOLO, quantity: 2 }]);
    const router = await renderCheckout([{ productId: DOLO, quantity: 3 }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(post.mock.calls[1]![2]?.idempotencyKey).not.toBe(post.mock.calls[0]![2]?.idempotencyKey);
  });

  it('offers nothing to pay, and reuses no key, once the payment window has passed (the server cancels the order)', async () => {
    const user = await placeAndComeBack([{ productId: DOLO, quantity: 2 }]);
    const stored = JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY)!) as { createdAt: string };
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...stored, createdAt: new Date(Date.now() - 31 * 60_000).toISOString() }));
    const router = await renderCheckout([{ productId: DOLO, quantity: 2 }]);
    expect(screen.queryByText(/is waiting for payment/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(post.mock.calls[1]![2]?.idempotencyKey).not.toBe(post.mock.calls[0]![2]?.idempotencyKey);
  });
});

describe('/hi/checkout form', () => {
  it('starts with भारत in the country field but sends India, and names its form apart from the page title', async () => {
    const country = await renderHindiCheckout('country');
    expect(country.value).toBe('भारत');
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toContain('अपनी जानकारी भरें');
    expect(new Set(headings).size).toBe(headings.length);
    const typed = {
      email: 'meera@example.in',
      phone: '+91 98110 42367',
      name: 'Meera Nair',
      address: 'C-4, Hauz Khas',
      state: 'Delhi',
      city: 'New Delhi',
      code: '110016',
    };
    for (const [name, value] of Object.entries(typed))
      fireEvent.change(document.getElementById(`checkout-${name}`)!, { target: { value } });
    fireEvent.submit(country.closest('form')!);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(sentFields().country).toBe('India');
  });
});

describe("/checkout: the PIN code's place", () => {
  const hint = () => document.getElementById('checkout-code-hint')?.textContent;
  const value = (label: string) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;

  it('names the place a served PIN code delivers to under the field, and fills an empty City and State with it', async () => {
    await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    expect(hint()).toBe('6 digits, e.g. 110024');
    expect(screen.getByLabelText(/^Zipcode/).getAttribute('aria-describedby')).toContain('checkout-code-hint');
    fill({ Zipcode: '2013' });
    expect(hint()).toBe('6 digits, e.g. 110024');
    expect([value('City'), value('State')]).toEqual(['', '']);
    fill({ Zipcode: '201301' });
    expect(hint()).toBe('Delivery to Noida, Uttar Pradesh');
    expect([value('City'), value('State')]).toEqual(['Noida', 'Uttar Pradesh']);
  });

  it('keeps a City and State the shopper typed, and the line names the PIN code’s place beside them', async () => {
    await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    fill({ City: 'Saket', State: 'Delhi', Zipcode: '122001' });
    expect([value('City'), value('State')]).toEqual(['Saket', 'Delhi']);
    expect(hint()).toBe('Delivery to Gurugram, Haryana');
    fill({ Zipcode: '110017' });
    expect(hint()).toBe('Delivery to Delhi');
  });

  it('fills them in Hindi on /hi/checkout, and the order goes with the Hindi state', async () => {
    const code = await renderHindiCheckout('code');
    fireEvent.change(code, { target: { value: '122001' } });
    expect(hint()).toBe('गुरुग्राम, हरियाणा में डिलीवरी');
    const fieldValue = (name: string) => (document.getElementById(`checkout-${name}`) as HTMLInputElement).value;
    expect([fieldValue('city'), fieldValue('state')]).toEqual(['गुरुग्राम', 'हरियाणा']);
    const typed = { email: 'meera@example.in', phone: '+91 98110 42367', name: 'Meera Nair', address: 'DLF Phase 2' };
    for (const [name, typedValue] of Object.entries(typed))
      fireEvent.change(document.getElementById(`checkout-${name}`)!, { target: { value: typedValue } });
    fireEvent.submit(code.closest('form')!);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(sentFields()).toMatchObject({ city: 'गुरुग्राम', state: 'हरियाणा', code: '122001' });
  });
});

describe('/checkout substitution choice', () => {
  const question = 'If a medicine is out of stock, may our pharmacist offer an equivalent?';

  it('asks with "No, contact me first" checked, keeps the answer in the tab\'s draft, and sends it with the order', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ reference: 'ORD-20260115-7K3F9QAZ', createdAt: '2026-01-15T10:00:00.000Z' });
    await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    const group = screen.getByRole('group', { name: question });
    const no = within(group).getByRole('radio', { name: 'No, contact me first' }) as HTMLInputElement;
    const yes = within(group).getByRole('radio', { name: 'Yes, an equivalent with the same composition' }) as HTMLInputElement;
    expect([no.checked, yes.checked]).toEqual([true, false]);

    await user.click(yes);
    expect([no.checked, yes.checked]).toEqual([false, true]);
    expect(JSON.parse(sessionStorage.getItem('medvika:checkout-draft')!)).toMatchObject({ substitution: 'equivalent' });

    // A reload (a new mount) finds the answer in the draft.
    cleanup();
    const router = await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    expect((screen.getByRole('radio', { name: 'Yes, an equivalent with the same composition' }) as HTMLInputElement).checked).toBe(true);
    fill(valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(sentFields().substitution).toBe('equivalent');
  });

  it('reads an altered draft value as "No"', async () => {
    sessionStorage.setItem('medvika:checkout-draft', JSON.stringify({ substitution: 'always' }));
    await renderCheckout([{ productId: DOLO, quantity: 1 }]);
    expect((screen.getByRole('radio', { name: 'No, contact me first' }) as HTMLInputElement).checked).toBe(true);
  });
});

// Last in this file: accepting a price puts it in the page's live shelf (web/src/lib/live-shelf.ts), which the
// module keeps for the rest of the file.
describe('/checkout against the shelf (409 PRICE_CHANGED, OUT_OF_STOCK)', () => {
  it('shows a short line as "only N left", and Buy N sets the quantity and closes the box, keeping the form', async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    post.mockRejectedValueOnce(
      new ApiError(409, 'OUT_OF_STOCK', 'Some items are not in stock.', {}, undefined, { shortLines: [{ id: DOLO, available: 3 }] }),
    );
    await renderCheckout([
      { productId: DOLO, quantity: 5 },
      { productId: GRIPE, quantity: 1 },
    ]);
    fill(valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const box = await screen.findByRole('region', { name: 'We do not have enough of some items' });
    expect(within(box).getByText('Dolo 650 Tablet: only 3 left')).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Buy 3: Dolo 650 Tablet' }));
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByTestId('line-total')[0]!.textContent).toBe('₹12.00');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We do not have enough of some items' })).toBeNull());
    expect((screen.getByLabelText(/^Address/) as HTMLTextAreaElement).value).toBe(valid.Address);
  });

  it('shows each changed price old → new, and after Accept sends the new price and places the order', async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    post.mockRejectedValueOnce(
      new ApiError(409, 'PRICE_CHANGED', 'A price changed.', {}, undefined, {
        priceChanges: [{ id: DOLO, oldPricePaise: 400, newPricePaise: 350, newMrpPaise: 400 }],
      }),
    );
    post.mockResolvedValueOnce({ reference: 'ORD-20260115-CCCCCCCC', createdAt: '2026-01-15T10:00:00.000Z' });
    const router = await renderCheckout([{ productId: DOLO, quantity: 2 }]);
    fill(valid);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const box = await screen.findByRole('region', { name: 'Some prices changed since you filled your cart' });
    expect(within(box).getByText('Dolo 650 Tablet: was ₹4.00, now ₹3.50 each')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
    await user.click(within(box).getByRole('button', { name: 'Accept the new prices' }));
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByTestId('total').textContent).toBe('₹7.00');
    expect(screen.queryByRole('region', { name: 'Some prices changed since you filled your cart' })).toBeNull();
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe(valid['Full Name']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(JSON.parse(sentFields(1).items as string)).toEqual([{ id: DOLO, quantity: 2, pricePaise: 350 }]);
  });
});
