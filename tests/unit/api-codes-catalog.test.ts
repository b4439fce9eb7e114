import { i18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { apiErrorCodes, errorReasonCodes, errorReasonParams, type ErrorReason, type SharedReasonCode } from '@contracts/api';
import { fieldProblemCodes, fieldProblemParams, type FieldProblem, type FieldProblemCode } from '@contracts/field-problems';
import { locales, type Locale } from '@contracts/locale';
import { staffRefusalCodes } from '@contracts/staff-refusals';
import { trackRefusalCodes } from '@contracts/track-refusals';
import { API_MESSAGES_CATALOG, loadCatalog } from '../../web/src/i18n/catalogs';
import {
  apiErrorText,
  errorCodeTexts,
  errorReasonTexts,
  fieldProblemText,
  fieldProblemTexts,
  reasonValues,
  servedStateNames,
} from '../../web/src/lib/api-messages/api-messages';

/*
 * Every answer shape the API can produce (its error codes, reasons and field problem codes, read from the contract's
 * constants, not copied here) through the catalog of each language: no code without a message in both, no message in
 * the catalog that no code uses, and every value of a code shows in its text.
 */

/** The compiled catalogs of lib/api-messages (what the Vite plugin makes of each .po file). */
const catalogs = import.meta.glob<{ messages: Messages }>('../../web/src/lib/api-messages/locales/*.po', { eager: true });

/** The compiled messages of `locale`. */
function catalogOf(locale: Locale): Messages {
  const catalog = catalogs[`../../web/src/lib/api-messages/locales/${locale}.po`];
  if (!catalog) throw new Error(`no api-messages catalog for ${locale}`);
  return catalog.messages;
}

/** Loads the API's catalog of `locale` into the page's Lingui instance and makes it the language, as a form's page is. */
async function wordIn(locale: Locale): Promise<void> {
  await loadCatalog(locale, API_MESSAGES_CATALOG);
  i18n.activate(locale);
}

/** A value for each parameter a code names, distinct enough to be found in the text. */
const sampleValues = {
  max: 47,
  min: 3,
  line: 6,
  maxBytes: 4 * 1024 * 1024,
  limitPaise: 500_000,
  allowed: 'alpha, beta',
  fields: 'price',
  product: 'prod-x',
  type: 'PNG',
  pin: '400001',
  stateCode: '09',
};

/** The problems of one code with sample values: both file kinds when it names `file`. */
function samplesOf(code: FieldProblemCode): FieldProblem[] {
  const params: readonly string[] = fieldProblemParams[code];
  const values = Object.fromEntries(
    params.filter((name) => name !== 'file').map((name) => [name, sampleValues[name as keyof typeof sampleValues]]),
  );
  return params.includes('file')
    ? [
        { code, ...values, file: 'prescription' },
        { code, ...values, file: 'photo' },
      ]
    : [{ code, ...values }];
}

/**
 * How a sample value reads in a text: numbers as written, a size as formatBytes words it ('4 MB'), paise as rupees, a
 * state code as its state's name in the page's language.
 */
function shownValue(name: string, value: unknown): string {
  if (name === 'stateCode') return i18n._(servedStateNames[value as keyof typeof servedStateNames]);
  return name === 'maxBytes' ? '4 MB' : name === 'limitPaise' ? '5,000' : String(value);
}

/**
 * The reasons this catalog words: all but /track's own refusals (tests/unit/track-codes-catalog.test.ts walks those)
 * and the staff API's (tests/unit/staff-failure-texts.test.ts).
 */
const sharedReasonCodes = errorReasonCodes.filter(
  (code): code is SharedReasonCode => !([...trackRefusalCodes, ...staffRefusalCodes] as string[]).includes(code),
);

/** A value for each value a reason may carry (contracts/api.ts ErrorReason), distinct enough to be found in the text. */
const sampleReasonValues: Omit<Required<ErrorReason>, 'code'> = {
  minutes: 17,
  seconds: 41,
  retryAfterMinutes: 23,
  count: 5,
  tries: 3,
  triesLeft: 2,
  days: 14,
  maxEntries: 50,
  date: '2026-12-04',
  status: 'delivered',
  productIds: ['products-dolo-650-tab-15'],
  canRequestCode: true,
};

/** A reason of `code` with a sample of each value it names (errorReasonParams). */
function sampleReason(code: SharedReasonCode): ErrorReason {
  const params: readonly string[] = errorReasonParams[code];
  return { code, ...Object.fromEntries(params.map((name) => [name, sampleReasonValues[name as keyof typeof sampleReasonValues]])) };
}

/** Every message id the code tables use, for every code and every file kind. */
function usedIds(): Set<string> {
  const ids = new Set<string>();
  for (const code of fieldProblemCodes)
    for (const sample of samplesOf(code))
      ids.add(fieldProblemTexts[code]({ ...sampleValues, file: 'prescription', ...sample } as never).id);
  for (const code of sharedReasonCodes) ids.add(errorReasonTexts[code](reasonValues(sampleReason(code))).id);
  for (const descriptor of [...Object.values(errorCodeTexts), ...Object.values(servedStateNames)]) ids.add(descriptor.id);
  return ids;
}

describe.each(locales)('the catalog of the API codes in %s', (locale) => {
  it('has a message for every field problem code, with each of its values in the text', async () => {
    await wordIn(locale);
    const messages = catalogOf(locale);
    expect(fieldProblemCodes.length).toBeGreaterThan(40);
    for (const code of fieldProblemCodes) {
      for (const sample of samplesOf(code)) {
        const descriptor = fieldProblemTexts[code]({ ...sampleValues, file: 'prescription', ...sample } as never);
        expect(messages[descriptor.id], `${code} in ${locale}`).toBeDefined();
        const text = fieldProblemText(sample);
        expect(text, code).not.toBe(descriptor.id);
        if (locale === 'hi') expect(text, code).toMatch(/[\u0900-\u097f]/);
        for (const [name, value] of Object.entries(sample)) {
          if (name !== 'code' && name !== 'file') expect(text, `${code}.${name}`).toContain(shownValue(name, value));
        }
      }
    }
  });

  it('has a message for every error code and every reason, with its values', async () => {
    await wordIn(locale);
    const messages = catalogOf(locale);
    for (const code of [...apiErrorCodes, 'NETWORK', 'TIMEOUT', 'ERROR'] as const) {
      expect(messages[errorCodeTexts[code].id], `${code} in ${locale}`).toBeDefined();
      if (locale === 'hi') expect(apiErrorText(code), code).toMatch(/[\u0900-\u097f]/);
    }
    expect(sharedReasonCodes.length).toBeGreaterThan(10);
    for (const code of sharedReasonCodes) {
      const reason = sampleReason(code);
      const text = apiErrorText('FORBIDDEN', reason);
      expect(messages[errorReasonTexts[code](reasonValues(reason)).id], `${code} in ${locale}`).toBeDefined();
      expect(text).not.toBe(apiErrorText('FORBIDDEN'));
      if (locale === 'hi') expect(text, code).toMatch(/[\u0900-\u097f]/);
      for (const [name, value] of Object.entries(reason)) if (name !== 'code') expect(text, `${code}.${name}`).toContain(String(value));
    }
  });

  it('holds no message that no code uses', () => {
    expect(Object.keys(catalogOf(locale)).filter((id) => !usedIds().has(id))).toEqual([]);
  });
});

describe('the words of an answer', () => {
  it('are the reason when there is one, else the code', async () => {
    await wordIn('en');
    expect(apiErrorText('NOT_FOUND', { code: 'track_not_found' })).toBe('We could not find a request with these details.');
    expect(apiErrorText('THROTTLED', { code: 'too_many_attempts', minutes: 12 })).toBe(
      'Too many attempts for this reference. Please try again in 12 minutes.',
    );
    expect(apiErrorText('INTERNAL')).toBe('Something went wrong on our side. Please try again.');
    expect(apiErrorText('CONFLICT', { code: 'message_thread_full', maxEntries: 50 })).toBe(
      'This conversation has reached its limit of 50 messages. Please send a new message from the contact page.',
    );
    // A reason this catalog does not word (one of /track's own, worded by /track's catalog) falls back to its code.
    expect(apiErrorText('CONFLICT', { code: 'cancel_after_dispatch' })).toBe(apiErrorText('CONFLICT'));
    expect(fieldProblemText({ code: 'file_help', file: 'photo', maxBytes: 4 * 1024 * 1024 })).toBe(
      'Attach a JPEG or PNG photo of at most 4 MB, or send the request without one',
    );
    await wordIn('hi');
    expect(fieldProblemText({ code: 'too_long', max: 300 })).toBe('ज़्यादा से ज़्यादा 300 अक्षर लिखें');
  });
});
