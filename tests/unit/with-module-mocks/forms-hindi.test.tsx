/** @vitest-environment happy-dom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contracts/locale';
import * as apiClient from '../../../web/src/lib/api-client';
import { activateLocale, loadCatalog } from '../../../web/src/i18n/catalogs';
import { CART_STORAGE_KEY, CartProvider } from '../../../web/src/stores/cart/cart-context';
import { PrescriptionForm } from '../../../web/src/features/prescription/PrescriptionForm';
import { UploadPage } from '../../../web/src/features/prescription/UploadPage';
import { ContactPage } from '../../../web/src/features/contact/ContactPage';
import { CheckoutPage } from '../../../web/src/features/checkout/CheckoutPage';
import { PaymentPage } from '../../../web/src/features/payment/PaymentPage';
import { PENDING_ORDER_KEY } from '../../../web/src/lib/pending-order';

// Only the network edge is replaced: the forms, the form kit, the schemas and the catalogs are the real ones.
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, postMultipart: vi.fn() };
});
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
const post = vi.mocked(apiClient.postMultipart);
// happy-dom lacks HTMLSelectElement.size (0 in browsers), which react-hook-form reads before restoring a select's draft.
Object.defineProperty(HTMLSelectElement.prototype, 'size', { configurable: true, get: () => 0 });

beforeEach(() => post.mockReset());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

/**
 * Makes `locale` the page's language as the browser entry does, with the catalog of each feature shown (the router
 * loads a page's own catalog with it).
 */
async function speak(locale: Locale, ...features: string[]): Promise<void> {
  await activateLocale(locale);
  for (const feature of features) await loadCatalog(locale, feature);
}

/**
 * Renders `element` at `path` as the app would in `locale`: a Hindi page lives under the router's basename /hi, so the
 * app's own links (paths.home, paths.track) come out Hindi.
 */
function renderAt(locale: Locale, path: string, element: React.ReactNode) {
  const basename = locale === 'hi' ? '/hi' : undefined;
  const router = createMemoryRouter([{ path: '*', element: <CartProvider>{element}</CartProvider> }], {
    initialEntries: [`${basename ?? ''}${path}`],
    basename,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const control = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'rx.pdf', { type: 'application/pdf' });

describe('/hi/upload in Hindi', () => {
  it('shows the page, the form and its labels in Hindi, and the Hindi success screen with the reference', async () => {
    await speak('hi', 'prescription');
    post.mockResolvedValueOnce({ reference: 'RX-20260115-AB12CD34', createdAt: '2026-01-15T10:00:00.000Z' });
    const user = userEvent.setup();
    renderAt('hi', '/upload', <UploadPage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('अपना पर्चा अपलोड करें');
    expect(document.title).toBe('पर्चा अपलोड करें | Medvika फ़ार्मेसी');
    expect(screen.getByText('हर पर्चे की जाँच रजिस्टर्ड फ़ार्मासिस्ट करते हैं')).toBeTruthy();
    await screen.findByRole('button', { name: 'भेजें' }); // the form's code loads on demand
    expect(control(/^मरीज़ का नाम/)).toBeTruthy();
    expect(control(/^ईमेल/)).toBeTruthy();
    const city = control(/^शहर/) as unknown as HTMLSelectElement;
    expect([...city.options].map((option) => [option.value, option.textContent])).toContainEqual(['Delhi', 'दिल्ली']);

    fireEvent.change(control(/^मरीज़ का नाम/), { target: { value: 'आशा वर्मा' } });
    fireEvent.change(control(/^ईमेल/), { target: { value: 'asha@example.com' } });
    fireEvent.change(control(/^मोबाइल नंबर/), { target: { value: '+91 98765 43210' } });
    fireEvent.change(city, { target: { value: 'Delhi' } });
    fireEvent.change(control(/^पूरा पता/), { target: { value: 'B-12, Lajpat Nagar II, New Delhi 110024' } });
    fireEvent.change(control(/^पिन कोड/), { target: { value: '110024' } });
    fireEvent.change(control(/^दवा\/प्रोडक्ट का नाम/), { target: { value: 'Telmisartan 40' } });
    await user.click(screen.getByRole('checkbox'));
    await user.upload(document.getElementById('rx-file') as HTMLInputElement, pdf());
    await waitFor(() => expect(document.querySelector('.file-preview__name')?.textContent).toBe('rx.pdf'));
    await user.click(screen.getByRole('button', { name: 'भेजें' }));

    const heading = await screen.findByRole('heading', { name: 'धन्यवाद! आपका पर्चा हमें मिल गया है।' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('reference').textContent).toBe('RX-20260115-AB12CD34');
    expect(screen.getByText(/यह रेफ़रेंस नंबर संभालकर रखें/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'एक और पर्चा अपलोड करें' })).toBeTruthy();
    // The city is sent as the schema knows it, whatever the language shows.
    expect((post.mock.calls[0]![1] as FormData).get('city')).toBe('Delhi');
    // Links of the receipt stay on the Hindi site (the router's basename).
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' }).getAttribute('href')).toBe('/hi');
  });
});

describe('a half-typed form survives the language switch (a full page load in the same tab)', () => {
  it('restores the upload form typed in English on the Hindi page, and back', async () => {
    await speak('en', 'prescription');
    renderAt('en', '/upload', <PrescriptionForm />);
    fireEvent.change(control(/^Patient Name/), { target: { value: 'Asha Verma' } });
    fireEvent.change(control(/^Complete Address/), { target: { value: 'B-12, Lajpat Nagar II' } });
    fireEvent.change(control(/^Notes/), { target: { value: 'One month' } });
    cleanup(); // the switch loads the other language's page

    await speak('hi', 'prescription');
    renderAt('hi', '/upload', <PrescriptionForm />);
    expect(control(/^मरीज़ का नाम/).value).toBe('Asha Verma');
    expect(control(/^पूरा पता/).value).toBe('B-12, Lajpat Nagar II');
    fireEvent.change(control(/^नोट/), { target: { value: 'एक महीना' } });
    cleanup();

    await speak('en', 'prescription');
    renderAt('en', '/upload', <PrescriptionForm />);
    expect(control(/^Patient Name/).value).toBe('Asha Verma');
    expect(control(/^Notes/).value).toBe('एक महीना');
  });

  it('restores the checkout form typed in English on the Hindi page, keeping only its eight text fields and the substitution choice', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 2 }] }));
    await speak('en', 'checkout');
    renderAt('en', '/checkout', <CheckoutPage />);
    await screen.findByRole('group', { name: "Patient's Information" });
    fireEvent.change(control(/^Full Name/), { target: { value: 'Meera Nair' } });
    fireEvent.change(control(/^Address/), { target: { value: 'C-4, Hauz Khas, New Delhi' } });
    fireEvent.change(control(/^Zipcode/), { target: { value: '110016' } });
    cleanup();

    await speak('hi', 'checkout');
    renderAt('hi', '/checkout', <CheckoutPage />);
    await screen.findByRole('group', { name: 'मरीज़ की जानकारी' });
    expect(control(/^पूरा नाम/).value).toBe('Meera Nair');
    expect(control(/^पता/).value).toBe('C-4, Hauz Khas, New Delhi');
    expect(control(/^पिन कोड/).value).toBe('110016');
    // The starting country is shown in the page's language; it is sent as 'India' all the same.
    expect(control(/^देश/).value).toBe('भारत');
    expect(Object.keys(JSON.parse(sessionStorage.getItem('medvika:checkout-draft')!) as object).sort()).toEqual([
      'address',
      'city',
      'code',
      'country',
      'email',
      'name',
      'phone',
      'state',
      'substitution',
    ]);
  });

  it('restores the contact form typed in Hindi on the English page', async () => {
    await speak('hi', 'contact');
    renderAt('hi', '/contact', <ContactPage />);
    await screen.findByRole('button', { name: 'संदेश भेजें' }); // the form's code loads on demand
    fireEvent.change(screen.getByRole('textbox', { name: /^नाम/ }), { target: { value: 'Ravi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^संदेश/ }), { target: { value: 'क्या Dolo 650 स्टॉक में है?' } });
    cleanup();

    await speak('en', 'contact');
    renderAt('en', '/contact', <ContactPage />);
    await screen.findByRole('button', { name: 'Send Message' });
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Ravi');
    expect((screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe('क्या Dolo 650 स्टॉक में है?');
  });
});

describe('/hi/checkout and /hi/checkout/payment in Hindi', () => {
  it('shows the order summary in Hindi with the ₹ amounts as they are', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 2 }] }));
    await speak('hi', 'checkout');
    renderAt('hi', '/checkout', <CheckoutPage />);
    const summary = await screen.findByRole('region', { name: 'ऑर्डर का ब्योरा' });
    expect(within(summary).getByRole('rowheader', { name: 'सबटोटल' })).toBeTruthy();
    expect(within(summary).getByRole('rowheader', { name: 'डिलीवरी' })).toBeTruthy();
    expect(within(summary).getByTestId('delivery').textContent).toBe('मुफ़्त');
    // The GST inside the price (800 × 5 / 105 = 38 paise) is named in the total, not added to it.
    expect(within(summary).getByRole('rowheader', { name: 'कुल (GST ₹0.38 सहित)' })).toBeTruthy();
    expect(within(summary).getByTestId('total').textContent).toBe('₹8.00');
    expect(within(summary).getByRole('button', { name: 'Dolo 650 Tablet हटाएँ' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'ख़रीदारी जारी रखें' }).getAttribute('href')).toBe('/hi/products');
    expect(document.title).toBe('ऑर्डर पूरा करें | Medvika फ़ार्मेसी');
  });

  it('says an empty cart is empty, in Hindi', async () => {
    await speak('hi', 'checkout');
    renderAt('hi', '/checkout', <CheckoutPage />);
    expect(screen.getByText('आपका कार्ट खाली है।')).toBeTruthy();
  });

  it('shows the payment methods and card fields in Hindi', async () => {
    await speak('hi', 'payment');
    sessionStorage.setItem(
      PENDING_ORDER_KEY,
      JSON.stringify({ reference: 'ORD-20260115-7K3F9QAZ', createdAt: '2026-01-15T10:00:00.000Z', totalPaise: 800 }),
    );
    renderAt('hi', '/checkout/payment', <PaymentPage />);
    expect(screen.getByRole('radio', { name: 'क्रेडिट / डेबिट कार्ड' })).toBeTruthy();
    expect(screen.getByLabelText(/^कार्ड पर लिखा नाम/)).toBeTruthy();
    expect(screen.getByLabelText(/^एक्सपायरी की तारीख़/).getAttribute('placeholder')).toBe('MM/YY');
    expect(screen.getByRole('button', { name: 'अभी भुगतान करें' })).toBeTruthy();
    expect(document.title).toBe('भुगतान | Medvika फ़ार्मेसी');
  });
});
