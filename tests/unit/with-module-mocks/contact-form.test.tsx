/** @vitest-environment happy-dom */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '../../../web/src/lib/api-client';
import { ContactPage } from '../../../web/src/features/contact/ContactPage';

// Only the API client is replaced: validation, the form and the page are the real ones.
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  let keys = 0;
  return { ...actual, postMultipart: vi.fn(), newIdempotencyKey: vi.fn(() => `test-key-${++keys}`) };
});
const postMultipart = vi.mocked(apiClient.postMultipart);

const NAME = 'Name is required';
const EMAIL = 'Please enter a valid email address';
const MOBILE = 'Please enter a valid mobile number';

/** Renders /contact as the app does after a navigation, and waits for the form, whose code loads on demand (hydrateOnUse). */
async function renderContact() {
  const router = createMemoryRouter([{ path: '*', element: <ContactPage /> }], { initialEntries: ['/contact'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: 'Send Message' });
  return { user: userEvent.setup() };
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement | HTMLTextAreaElement;
const submit = () => screen.getByRole('button', { name: /Send Message|Send again/ });

/** The message shown under a field, or null; checks that the red-border class and aria-invalid agree with it. */
function errorUnder(label: string): string | null {
  const control = field(label);
  const wrapper = control.closest('.field')!;
  const message = wrapper.querySelector('.field__error');
  const invalid = message !== null;
  expect(wrapper.classList.contains('field--invalid')).toBe(invalid);
  expect(control.getAttribute('aria-invalid')).toBe(String(invalid));
  if (message) expect(control.getAttribute('aria-describedby')).toContain(message.id);
  return message?.textContent ?? null;
}

beforeEach(() => postMultipart.mockReset());
afterEach(() => {
  cleanup();
  // The form keeps a draft for the tab: each test starts from an empty form.
  sessionStorage.clear();
});

describe('contact form messages (docs/behaviour.md §5)', () => {
  it('shows nothing until the first submit', async () => {
    const { user } = await renderContact();
    await user.type(field('Email'), 'not-an-email');
    expect(errorUnder('Name')).toBeNull();
    expect(errorUnder('Email')).toBeNull();
    expect(errorUnder('Mobile')).toBeNull();
  });

  it('shows each of the three messages with a red border, focuses the first, and sends nothing', async () => {
    const { user } = await renderContact();
    await user.click(submit());
    expect(errorUnder('Name')).toBe(NAME);
    expect(errorUnder('Email')).toBe(EMAIL);
    expect(errorUnder('Mobile')).toBe(MOBILE);
    expect(errorUnder('Message')).toBeNull(); // message is optional
    expect(document.activeElement).toBe(field('Name'));
    expect(postMultipart).not.toHaveBeenCalled();
  });

  it('re-validates as the shopper edits after a failed submit: each message disappears once its field is valid', async () => {
    const { user } = await renderContact();
    await user.type(field('Name'), '   ');
    await user.type(field('Email'), 'asha@example');
    await user.type(field('Mobile'), '98765');
    await user.click(submit());
    expect(errorUnder('Name')).toBe(NAME); // spaces only: trimmed to nothing
    expect(errorUnder('Email')).toBe(EMAIL); // no dot after the @
    expect(errorUnder('Mobile')).toBe(MOBILE); // fewer than 10 characters

    await user.type(field('Name'), 'Asha');
    expect(errorUnder('Name')).toBeNull();
    expect(errorUnder('Email')).toBe(EMAIL);

    await user.type(field('Email'), '.com');
    expect(errorUnder('Email')).toBeNull();

    await user.type(field('Mobile'), '4321');
    expect(errorUnder('Mobile')).toBe(MOBILE); // 9 characters
    await user.type(field('Mobile'), '0');
    expect(errorUnder('Mobile')).toBeNull(); // 10 characters

    await user.clear(field('Name'));
    expect(errorUnder('Name')).toBe(NAME); // and comes back when the field turns invalid again
    expect(postMultipart).not.toHaveBeenCalled();
  });

  it('rejects an email with a space in it', async () => {
    const { user } = await renderContact();
    await user.type(field('Email'), 'asha @example.com');
    await user.click(submit());
    expect(errorUnder('Email')).toBe(EMAIL);
  });
});

describe('contact form sending', () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('Name'), '  Asha Verma ');
    await user.type(field('Email'), 'asha@example.com');
    await user.type(field('Mobile'), '+91 98765 43210');
    await user.type(field('Message'), 'Do you stock insulin pens?');
  }

  it('posts a valid message as form=contact and shows its MSG- reference in place', async () => {
    postMultipart.mockResolvedValue({ reference: 'MSG-20261121-AB12CD34', createdAt: '2026-11-21T10:00:00.000Z' });
    const { user } = await renderContact();
    await fillValid(user);
    await user.click(submit());

    expect(postMultipart).toHaveBeenCalledTimes(1);
    const [url, body, options] = postMultipart.mock.calls[0]!;
    expect(url).toBe('/api/submit-form/');
    expect(Object.fromEntries((body as FormData).entries())).toEqual({
      form: 'contact',
      name: 'Asha Verma',
      email: 'asha@example.com',
      mobile: '+91 98765 43210',
      message: 'Do you stock insulin pens?',
    });
    expect(options?.idempotencyKey).toMatch(/^test-key-/);

    expect((await screen.findByTestId('contact-reference')).textContent).toBe('MSG-20261121-AB12CD34');
    expect(screen.getByRole('heading', { name: /Thank you, Asha Verma!/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Name').value).toBe('');
  });

  it('keeps the input after a network failure, says so, and retries with the same Idempotency-Key', async () => {
    postMultipart
      .mockRejectedValueOnce(new apiClient.ApiError(0, 'NETWORK', 'We could not reach Medvika.'))
      .mockResolvedValueOnce({ reference: 'MSG-20261121-ZZ99YY88', createdAt: '2026-11-21T10:00:00.000Z' });
    const { user } = await renderContact();
    await fillValid(user);
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach Medvika.*Your message is kept/);
    expect(field('Message').value).toBe('Do you stock insulin pens?');
    expect(field('Name').value).toBe('  Asha Verma ');

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect((await screen.findByTestId('contact-reference')).textContent).toBe('MSG-20261121-ZZ99YY88');
    expect(postMultipart).toHaveBeenCalledTimes(2);
    expect(postMultipart.mock.calls[1]![2]?.idempotencyKey).toBe(postMultipart.mock.calls[0]![2]?.idempotencyKey);
  });

  it("shows the server's field messages under the fields", async () => {
    postMultipart.mockRejectedValueOnce(
      new apiClient.ApiError(400, 'VALIDATION', 'Some fields are not valid.', { mobile: { code: 'mobile_invalid' } }),
    );
    const { user } = await renderContact();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errorUnder('Mobile')).toBe(MOBILE);
    expect(errorUnder('Name')).toBeNull();
  });
});

describe('contact page', () => {
  it('shows the Noida address, phone, email and hours from site.ts', async () => {
    await renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const address = document.querySelector('address')!;
    expect(address.textContent).toContain('Noida, Uttar Pradesh 201301');
    expect(screen.getByRole('link', { name: '+91 98110 42367' }).getAttribute('href')).toBe('tel:+919811042367');
    expect(screen.getByRole('link', { name: 'care@medvika.in' }).getAttribute('href')).toBe('mailto:care@medvika.in');
    expect(screen.getByText(/10am to 7pm/)).toBeTruthy();
  });
});
