/** @vitest-environment happy-dom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '../../../web/src/lib/api-client';
import { CONSENT_NOTICE_VERSION } from '@contracts/forms/prescription-form';
import { PrescriptionForm } from '../../../web/src/features/prescription/PrescriptionForm';

// Only the network edge and the toasts are replaced: the form, the kit, the file checks and the schema are real.
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, postMultipart: vi.fn() };
});
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
const post = vi.mocked(apiClient.postMultipart);
// happy-dom lacks HTMLSelectElement.size (0 in browsers); react-hook-form reads it to tell whether the shopper changed a
// select before the form registered it, and without it would keep the first option instead of the restored draft.
Object.defineProperty(HTMLSelectElement.prototype, 'size', { configurable: true, get: () => 0 });
const DRAFT_KEY = 'medvika:prescription-draft';

beforeEach(() => post.mockReset());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.mocked(toast.error).mockReset();
});

function renderForm() {
  const router = createMemoryRouter([{ path: '*', element: <PrescriptionForm /> }], { initialEntries: ['/upload'] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const control = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}`) : label) as HTMLInputElement;
const errorText = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'rx.pdf', { type: 'application/pdf' });

function fillText() {
  const values: Array<[string | RegExp, string]> = [
    ['Patient Name', '  Asha Verma '],
    ['Email Address', 'asha@example.com'],
    ['Phone', '+91 98765 43210'],
    ['City', 'Delhi'],
    ['Complete Address', 'B-12, Lajpat Nagar II, New Delhi 110024'],
    ['PIN code', '110024'],
    ['Medicine/Product Name', 'Telmisartan 40'],
    [/^Notes/, 'One month'],
  ];
  for (const [label, value] of values) fireEvent.change(control(label), { target: { value } });
}

/** Fills every field as a shopper does: the text, the consent and a PDF, once its preview shows. */
async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  fillText();
  await user.click(control(/I agree/));
  await user.upload(control(/^Prescription/), pdf());
  await waitFor(() => expect(document.querySelector('.file-preview__name')?.textContent).toBe('rx.pdf'));
}

describe('/upload prescription form on the form kit', () => {
  it('keeps a draft of the text fields for the tab (not the file, not the consent), and restores it after a reload', async () => {
    const user = renderForm();
    fillText();
    await user.click(control(/I agree/));
    await user.upload(control(/^Prescription/), pdf());
    await waitFor(() => expect(document.querySelector('.file-preview__name')?.textContent).toBe('rx.pdf'));
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ name: '  Asha Verma ', city: 'Delhi', code: '110024', definition: 'One month' });
    expect(Object.keys(stored)).not.toContain('prescription');
    expect(Object.keys(stored)).not.toContain('consent');

    cleanup(); // the page goes away (reload, Back) …
    renderForm(); // … and comes back in the same tab
    expect(control('Patient Name').value).toBe('  Asha Verma ');
    expect((control('City') as unknown as HTMLSelectElement).value).toBe('Delhi');
    expect(control('PIN code').value).toBe('110024');
    expect(control(/^Notes/).value).toBe('One month');
    // Consent is given afresh, on the notice as the page shows it.
    expect(control(/I agree/).checked).toBe(false);
    expect(document.querySelector('.file-preview')).toBeNull();
  });

  it('shows every message after a failed submit, focuses the first field, sends nothing and so offers no Send again', async () => {
    const user = renderForm();
    fireEvent.change(control('Email Address'), { target: { value: 'not-an-email' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorText('rx-name')).toBe("Enter the patient's name");
    expect(errorText('rx-email')).toBe('Please enter a valid email address');
    expect(errorText('rx-file')).toBe('Attach a photo (PNG or JPEG) or a PDF of your prescription');
    expect(errorText('rx-consent')).toBe('Please agree to the consent notice to send your prescription');
    expect(errorText('rx-code')).toBe('Enter the 6-digit PIN code, e.g. 110024');
    expect(document.activeElement).toBe(control('Patient Name'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(post).not.toHaveBeenCalled();

    await user.type(control('Patient Name'), 'Ravi');
    await waitFor(() => expect(errorText('rx-name')).toBeNull());
    await user.click(control(/I agree/));
    await waitFor(() => expect(errorText('rx-consent')).toBeNull());
    expect(errorText('rx-email')).toBe('Please enter a valid email address');
  });

  it('tells a shopper outside the delivery area at once, before anything is sent, and keeps the address', async () => {
    const user = renderForm();
    fillText();
    fireEvent.change(control('PIN code'), { target: { value: '400001' } });
    await user.click(control(/I agree/));
    await user.upload(control(/^Prescription/), pdf());
    await waitFor(() => expect(document.querySelector('.file-preview__name')?.textContent).toBe('rx.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorText('rx-code')).toBe("We don't deliver to 400001 yet");
    expect(document.activeElement).toBe(control('PIN code'));
    expect(control('Complete Address').value).toBe('B-12, Lajpat Nagar II, New Delhi 110024');
    expect(post).not.toHaveBeenCalled();
  });

  it('names the place a served PIN code delivers to under the field, and sets the city to the PIN code’s own', () => {
    renderForm();
    const hint = () => document.getElementById('rx-code-hint')?.textContent;
    const city = () => (control('City') as unknown as HTMLSelectElement).value;
    expect(hint()).toBe('6 digits, e.g. 110024');
    fireEvent.change(control('City'), { target: { value: 'Delhi' } });

    // Typed in turn: PIN code → the line under it and the city after it. An unfinished PIN changes nothing; Delhi is
    // its own state; a PIN code we do not serve names no place and leaves the city as it is.
    const typed: Array<[pin: string, line: string, city: string]> = [
      ['2013', '6 digits, e.g. 110024', 'Delhi'],
      ['201301', 'Delivery to Noida, Uttar Pradesh', 'Noida'],
      ['110 024', 'Delivery to Delhi', 'Delhi'],
      ['400001', '6 digits, e.g. 110024', 'Delhi'],
    ];
    for (const [pin, line, picked] of typed) {
      fireEvent.change(control('PIN code'), { target: { value: pin } });
      expect([hint(), city()], pin).toEqual([line, picked]);
      if (pin === '201301') expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ city: 'Noida', code: '201301' });
    }
  });

  it('shows a file problem at once, and clears it when a good file is chosen, before any submit', async () => {
    const user = renderForm();
    await user.upload(control(/^Prescription/), new File(['hello'], 'rx.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(errorText('rx-file')).toMatch(/PNG or JPEG photo, or a PDF/));
    expect(errorText('rx-name')).toBeNull();
    await user.upload(control(/^Prescription/), pdf());
    await waitFor(() => expect(errorText('rx-file')).toBeNull());
  });

  it('sends the trimmed fields, consent and the file; retries a lost request with the same key; then shows the reference and clears the draft', async () => {
    post.mockRejectedValueOnce(new apiClient.ApiError(0, 'NETWORK', 'We could not reach Medvika.'));
    post.mockResolvedValueOnce({ reference: 'RX-20260115-AB12CD34', createdAt: '2026-01-15T10:00:00.000Z' });
    const user = renderForm();
    await fillAll(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'We could not reach Medvika. Check your internet connection and try again. Your details are kept: press Send again.',
      ),
    );
    expect(control('Patient Name').value).toBe('  Asha Verma ');
    const [url, body, options] = post.mock.calls[0]!;
    expect(url).toBe('/api/submit-form/');
    const sent = Object.fromEntries(
      [...(body as FormData).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${(value as File).name}`]),
    );
    expect(sent).toEqual({
      form: 'prescription',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      city: 'Delhi',
      address: 'B-12, Lajpat Nagar II, New Delhi 110024',
      code: '110024',
      medicine_name: 'Telmisartan 40',
      definition: 'One month',
      consent: 'true',
      consent_version: CONSENT_NOTICE_VERSION,
      prescription: 'file:rx.pdf',
    });

    // A send failed: now the button offers to send again.
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect((await screen.findByTestId('reference')).textContent).toBe('RX-20260115-AB12CD34');
    expect(post.mock.calls[1]![2]?.idempotencyKey).toBe(options?.idempotencyKey);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /prescription has been received/ }));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Upload another prescription' }));
    expect(control('Patient Name').value).toBe('');
    expect(control(/I agree/).checked).toBe(false);
  });

  it.each([
    // 14:00 IST: due an hour later, today. 22:48 IST: the phone desk (10:00–19:00) is closed, so 11:00 tomorrow.
    ['2026-11-30T08:30:00.000Z', 'Our pharmacist will review it and call you by 3:00 pm today to confirm your order.'],
    ['2026-11-30T17:18:00.000Z', 'Our pharmacist will review it and call you by 11:00 am tomorrow to confirm your order.'],
  ])('says on the receipt when the pharmacist calls, as /track does (sent at %s)', async (createdAt, words) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(createdAt));
    try {
      post.mockResolvedValueOnce({ reference: 'RX-20261130-AB12CD34', createdAt });
      const user = renderForm();
      await fillAll(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByTestId('reference');
      expect(screen.getByText(/^Our pharmacist will review it/).textContent).toBe(`${words} Please keep this reference number:`);
    } finally {
      vi.useRealTimers();
    }
  });
});
