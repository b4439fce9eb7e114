/** @vitest-environment happy-dom */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@domain/money';
import { FormField } from '../../web/src/components/FormField';
import { activateLocale, loadCatalog, API_MESSAGES_CATALOG } from '../../web/src/i18n/catalogs';
import { LANGUAGE_SUGGESTION_DISMISSED_KEY, LanguageSuggestion } from '../../web/src/layout/LanguageSuggestion';
import { toApiError } from '../../web/src/lib/api-client';
import { formatIsoDate } from '../../web/src/lib/dates';
import { toFormFailure } from '../../web/src/lib/form-kit/form-failure';
import { formatPageMoney } from '../../web/src/lib/money';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('form and API errors in Hindi', () => {
  it("words the API's error body and its field problems from their codes, in the page's language", async () => {
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'Please check: email, name.',
        fields: { email: { code: 'email_invalid' }, name: { code: 'name_required' } },
      },
    };
    await activateLocale('hi');
    await loadCatalog('hi', API_MESSAGES_CATALOG);
    const failure = toFormFailure(toApiError(400, body), ['email', 'name'], { fallback: 'x' });
    expect(failure.fields).toEqual({ email: 'सही ईमेल पता डालें', name: 'नाम ज़रूरी है' });
    expect(failure.message).toBe('कुछ जानकारी ठीक करनी है: निशान लगी जानकारी देखें।');
    expect(toFormFailure(toApiError(502, null), [], { fallback: 'x' }).message).toBe(
      'अभी हमारी सेवा में दिक्कत है। एक मिनट बाद फिर से कोशिश करें।',
    );
  });

  it('words a paused upload with the phone call in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'forms');
    await loadCatalog('hi', API_MESSAGES_CATALOG);
    const failure = toFormFailure(toApiError(503, { error: { code: 'UPLOADS_PAUSED', message: 'Paused.' } }), [], { fallback: 'x' });
    expect(failure.message).toContain('हमें +91 98110 42367 पर कॉल करें');
    expect(failure.message).toContain('पर्चा अपलोड करना अभी रुका हुआ है');
  });

  it('shows a FormField message under its field', () => {
    render(
      <FormField id="email" label="ईमेल" error="सही ईमेल पता डालें">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('ईमेल');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('email-error')?.textContent).toBe('सही ईमेल पता डालें');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
  });
});

describe('dates and money in the page language', () => {
  it('formats calendar dates in English and Hindi', async () => {
    expect(formatIsoDate('2024-02-09')).toBe('February 9, 2024');
    await activateLocale('hi');
    await loadCatalog('hi', API_MESSAGES_CATALOG);
    expect(formatIsoDate('2024-02-09')).toBe('9 फ़रवरी 2024');
  });

  it('writes ₹ amounts with Latin digits, grouped by lakh in both languages', async () => {
    expect(formatMoney(12345600)).toBe('₹1,23,456.00');
    expect(formatMoney(12345600, 'hi')).toBe('₹1,23,456.00');
    expect(formatMoney(1250, 'hi')).toBe('₹12.50');
    expect(formatPageMoney(12345600)).toBe('₹1,23,456.00');
    await activateLocale('hi');
    await loadCatalog('hi', API_MESSAGES_CATALOG);
    expect(formatPageMoney(12345600)).toBe('₹1,23,456.00');
  });
});

describe('the Hindi suggestion of the English home page', () => {
  /** Renders the suggestion at `path` of the English site. */
  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: '*', element: <LanguageSuggestion /> }], { initialEntries: [path] });
    return render(<RouterProvider router={router} />);
  }

  it('appears on / for a browser that prefers Hindi, links to /hi in Hindi, and stays closed once dismissed', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['hi-IN', 'en'] });
    const view = renderAt('/');
    const link = screen.getByRole('link', { name: 'हिन्दी में देखें' });
    expect(link.getAttribute('href')).toBe('/hi');
    expect(link.closest('[lang]')?.getAttribute('lang')).toBe('hi');
    await act(async () => screen.getByRole('button', { name: 'सुझाव बंद करें' }).click());
    expect(screen.queryByRole('link', { name: 'हिन्दी में देखें' })).toBeNull();
    expect(sessionStorage.getItem(LANGUAGE_SUGGESTION_DISMISSED_KEY)).toBe('1');
    view.unmount();
    renderAt('/');
    expect(screen.queryByRole('link', { name: 'हिन्दी में देखें' })).toBeNull();
  });

  it('appears for a shopper who chose Hindi before, and never on another page or for an English browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-IN'] });
    const english = renderAt('/');
    expect(screen.queryByRole('link', { name: 'हिन्दी में देखें' })).toBeNull();
    english.unmount();
    localStorage.setItem('medvika:locale', 'hi');
    const remembered = renderAt('/');
    expect(screen.getByRole('link', { name: 'हिन्दी में देखें' })).toBeTruthy();
    remembered.unmount();
    renderAt('/about');
    expect(screen.queryByRole('link', { name: 'हिन्दी में देखें' })).toBeNull();
  });
});
