/** @vitest-environment happy-dom */
import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as checkoutForm from '@contracts/forms/checkout-form';
import * as commentForm from '@contracts/forms/comment-form';
import * as contactForm from '@contracts/forms/contact-form';
import * as fields from '@contracts/forms/fields';
import * as prescriptionForm from '@contracts/forms/prescription-form';
import { formatMoney } from '@domain/money';
import { returnPhotoRules } from '@domain/order-service';
import { prescriptionFileRules } from '@domain/prescription-file-checks';
import { FormField } from '../../web/src/components/FormField';
import { activateLocale, loadCatalog, SERVER_MESSAGES_CATALOG } from '../../web/src/i18n/catalogs';
import { LANGUAGE_SUGGESTION_DISMISSED_KEY, LanguageSuggestion } from '../../web/src/layout/LanguageSuggestion';
import { toApiError } from '../../web/src/lib/api-client';
import { formatIsoDate } from '../../web/src/lib/dates';
import { localizeMessage } from '../../web/src/lib/form-kit/field-messages';
import { knownMessages } from '../../web/src/lib/message-translations/message-table';
import { toFormFailure } from '../../web/src/lib/form-kit/form-failure';
import { formatPageMoney } from '../../web/src/lib/money';

/** Devanagari letters: a Hindi text has some. */
const DEVANAGARI = /[\u0900-\u097f]/;

/** The contracts/forms modules: every one whose messages a form or the API can show. */
const formModules: Record<string, Record<string, unknown>> = { checkoutForm, commentForm, contactForm, fields, prescriptionForm };

/**
 * Every message the contracts/forms modules export: each `…Messages` table's texts and each `…_MESSAGE` constant.
 * A new message added there shows up here, so it fails below until it has a Hindi mapping.
 */
function exportedFormMessages(): string[] {
  return Object.values(formModules).flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) => {
      if (name.endsWith('Messages') && typeof value === 'object' && value !== null) return Object.values(value as Record<string, string>);
      if (name.endsWith('_MESSAGE') && typeof value === 'string') return [value];
      return [];
    }),
  );
}

/** The messages a schema gives for `input` (first per field, as the forms and the API show them). */
function schemaMessages(schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return Object.values(fields.toFieldErrors(result.error as Parameters<typeof fields.toFieldErrors>[0]));
}

/** Messages the schemas write inline (not in an exported table): empty and over-long submissions of every form. */
function inlineSchemaMessages(): string[] {
  const long = 'x'.repeat(3000);
  const tooLong = { name: long, email: long, phone: long, mobile: long, address: long, city: long, state: long, country: long };
  return [
    ...schemaMessages(contactForm.contactFormSchema, {}),
    ...schemaMessages(contactForm.contactFormSchema, { ...tooLong, message: long }),
    ...schemaMessages(prescriptionForm.prescriptionFieldsSchema, { city: 'Agra' }),
    ...schemaMessages(prescriptionForm.prescriptionFieldsSchema, { ...tooLong, medicine_name: long, definition: long }),
    ...schemaMessages(checkoutForm.checkoutFieldsSchema, {}),
    ...schemaMessages(checkoutForm.checkoutFieldsSchema, { ...tooLong, country: 'India', code: '1234' }),
    ...schemaMessages(commentForm.commentFormSchema, { comment: long, post: 'no-such-article', website: long }),
    ...schemaMessages(checkoutForm.checkoutItemsField, '[]'),
    ...schemaMessages(checkoutForm.checkoutItemsField, '[{"id":"nope","quantity":1}]'),
  ];
}

/** The words of the two upload rules (prescription, a return's photo) that the browser shows. */
function fileRuleMessages(): string[] {
  return [prescriptionFileRules, returnPhotoRules].flatMap((rules) => [
    rules.label,
    rules.help,
    rules.missing,
    rules.tooLarge,
    rules.typeRefused,
    rules.empty,
    rules.chooseType,
    rules.disguised('jpeg'),
    rules.unreadablePhoto,
    rules.photoTooLarge,
    rules.pdfTooLarge,
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('form and API messages in Hindi', () => {
  it('maps every message the contracts/forms tables export, every inline schema message and every file rule', async () => {
    const english = [...exportedFormMessages(), ...inlineSchemaMessages(), ...fileRuleMessages()];
    expect(exportedFormMessages().length).toBeGreaterThan(10);
    expect(new Set(inlineSchemaMessages()).size).toBeGreaterThan(15);
    await activateLocale('hi');
    await loadCatalog('hi', SERVER_MESSAGES_CATALOG);
    const untranslated = english.filter((message) => !DEVANAGARI.test(localizeMessage(i18n, message)));
    expect(untranslated).toEqual([]);
  });

  it('keeps English byte for byte, and each exact entry carries the English it is keyed by', async () => {
    for (const message of [...exportedFormMessages(), ...inlineSchemaMessages(), 'Some new server text.']) {
      expect(localizeMessage(i18n, message)).toBe(message);
    }
    // One entry rewords a message whose braces ICU would read as a placeholder; its English is never shown.
    const reworded = new Set(['Items must be a list of {id, quantity}']);
    for (const [message, descriptor] of knownMessages) if (!reworded.has(message)) expect(i18n._(descriptor)).toBe(message);
  });

  it('puts the number of a pattern message into the Hindi, and leaves an unknown message as the server wrote it', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', SERVER_MESSAGES_CATALOG);
    expect(localizeMessage(i18n, 'Must be at most 300 characters')).toBe('ज़्यादा से ज़्यादा 300 अक्षर लिखें');
    expect(localizeMessage(i18n, 'Some new server text.')).toBe('Some new server text.');
    expect(localizeMessage(i18n, 'Some new server text.', 'INTERNAL')).toBe('हमारी तरफ़ से कुछ गड़बड़ हो गई। फिर से कोशिश करें।');
    expect(localizeMessage(i18n, 'Some new server text.', 'VALIDATION')).toBe('Some new server text.');
  });

  it("translates the API's error body and field messages on a Hindi page, and keeps them on an English one", async () => {
    const body = { error: { code: 'VALIDATION', message: 'Please enter a valid email address', fields: { name: 'Name is required' } } };
    expect(toApiError(400, body)).toMatchObject({ message: 'Please enter a valid email address', fields: { name: 'Name is required' } });
    await activateLocale('hi');
    await loadCatalog('hi', SERVER_MESSAGES_CATALOG);
    expect(toApiError(400, body)).toMatchObject({ message: 'सही ईमेल पता डालें', fields: { name: 'नाम ज़रूरी है' } });
    expect(toApiError(502, null).message).toBe('अभी हमारी सेवा में दिक्कत है। एक मिनट बाद फिर से कोशिश करें।');
  });

  it('words a paused upload with the phone call in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'forms');
    const failure = toFormFailure(toApiError(503, { error: { code: 'UPLOADS_PAUSED', message: 'Paused.' } }), [], { fallback: 'x' });
    expect(failure.message).toContain('हमें +91 98110 42367 पर कॉल करें');
  });

  it('shows a FormField message in Hindi under its field on a Hindi page', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', SERVER_MESSAGES_CATALOG);
    render(
      <FormField id="email" label="ईमेल" error="Please enter a valid email address">
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
    await loadCatalog('hi', SERVER_MESSAGES_CATALOG);
    expect(formatIsoDate('2024-02-09')).toBe('9 फ़रवरी 2024');
  });

  it('keeps $ amounts with Latin digits, grouped by lakh in Hindi', async () => {
    expect(formatMoney(12345600)).toBe('$123,456.00');
    expect(formatMoney(12345600, 'hi')).toBe('$1,23,456.00');
    expect(formatMoney(1250, 'hi')).toBe('$12.50');
    expect(formatPageMoney(12345600)).toBe('$123,456.00');
    await activateLocale('hi');
    await loadCatalog('hi', SERVER_MESSAGES_CATALOG);
    expect(formatPageMoney(12345600)).toBe('$1,23,456.00');
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
