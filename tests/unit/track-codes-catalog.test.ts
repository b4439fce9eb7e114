import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { locales } from '@contracts/locale';
import type { ErrorReason } from '@contracts/api';
import { PRIVACY_CORRECTION_REASON, privacyAnswerCodes, privacyAnswerParams, type PrivacyAnswerReason } from '@contracts/privacy-requests';
import { trackRefusalCodes, trackRefusalParams } from '@contracts/track-refusals';
import { CASH_COLLECTED_REASON } from '@contracts/order-service';
import { trackNextStepCodes, type TrackAnswer, type TrackNextStep, type TrackRefund } from '@contracts/track';
import { cancellationReasons, rejectionReasons, returnDeclineReasons, returnReasons, statusesByKind } from '@domain/lifecycle';
import { formatMoney } from '@domain/money';
import { paymentMethods } from '@domain/payment';
import { API_MESSAGES_CATALOG, activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { ApiError } from '../../web/src/lib/api-client';
import { shopperDate } from '../../web/src/lib/dates';
import {
  eventMessageOf,
  nextStepOf,
  privacyAnswerText,
  refundMessageOf,
  statusLabelOf,
  statusTexts,
  trackRefusalText,
} from '../../web/src/features/track/track-texts';
import { rejectedPrescriptionAnswer } from '../support/track-answers';

/*
 * Every code the /track answer can carry (its statuses, next steps, event reasons and refund methods), every refusal of
 * /track's own endpoints and every privacy answer (read from the contract's and the domain's constants) worded in each
 * language from the track feature's catalog: a text in Hindi is written in Devanagari, no text is a bare code, and
 * every value of a code (a number, a date, a status) shows in its text.
 */

/** A sample of each value a refusal or an answer may carry, distinct enough to be found in the text. */
const sampleValues = {
  triesLeft: 2,
  tries: 3,
  minutes: 17,
  seconds: 41,
  count: 5,
  retryAfterMinutes: 23,
  status: 'delivered',
  date: '2026-12-04',
  days: 14,
  digits: 6,
  years: 4,
} as const;

/** A value with the sample values of `params`. */
const withSamples = <C extends string>(code: C, params: readonly string[]) => ({
  code,
  ...Object.fromEntries(params.map((name) => [name, sampleValues[name as keyof typeof sampleValues]])),
});

const DEVANAGARI = /[\u0900-\u097F]/;

/** A next step of each code with sample values: a date, a rejection reason. */
const sampleSteps: readonly TrackNextStep[] = trackNextStepCodes.map((code): TrackNextStep => {
  if (code === 'upload_again') return { code, reason: 'unreadable' };
  if (code === 'return_until' || code === 'return_pickup') return { code, date: '2026-12-04' };
  if (code === 'pharmacist_calls') return { code, dueAt: '2026-12-04T06:10:00.000Z' };
  if (code === 'order_made') return { code, reference: 'ORD-20261204-7K3F9QAZ' };
  return { code };
});

/** The event reasons the shopper may see, by the status they come with. */
const reasonsByStatus: Readonly<Record<string, readonly string[]>> = {
  rejected: Object.keys(rejectionReasons),
  cancelled: Object.keys(cancellationReasons),
  return_requested: Object.keys(returnReasons),
  return_declined: Object.keys(returnDeclineReasons),
};

describe.each(locales)('the /track codes in %s', (locale) => {
  /** Asserts `text` is a worded sentence of this language, not a code. */
  const worded = (text: string | undefined, what: string) => {
    expect(text, what).toBeTruthy();
    expect(text, what).not.toMatch(/^[a-z_]+$/);
    if (locale === 'hi') expect(text, what).toMatch(DEVANAGARI);
  };

  it('words every status, next step, event reason and refund', async () => {
    await activateLocale(locale);
    await loadCatalog(locale, 'track');
    const answer: TrackAnswer = rejectedPrescriptionAnswer;
    for (const status of Object.values(statusesByKind).flat()) {
      worded(statusLabelOf({ ...answer, status }, i18n, locale), status);
      worded(eventMessageOf({ status, at: answer.updatedAt }, i18n), status);
    }
    for (const step of sampleSteps) {
      const text = nextStepOf({ ...answer, nextStep: step }, i18n, locale);
      worded(text, step.code);
      if ('date' in step) expect(text, step.code).toContain('4');
    }
    for (const [status, reasons] of Object.entries(reasonsByStatus)) {
      const statusWords = eventMessageOf({ status, at: answer.updatedAt }, i18n);
      for (const reason of reasons) {
        const text = eventMessageOf({ status, at: answer.updatedAt, reason }, i18n);
        worded(text, `${status} ${reason}`);
        // A reason says more than its status alone.
        expect(text, `${status} ${reason}`).not.toBe(statusWords);
      }
    }
    worded(eventMessageOf({ status: 'received', at: answer.updatedAt, reason: PRIVACY_CORRECTION_REASON }, i18n), 'correction');
    // Cash marked collected keeps the status: its entry says so, not the status again.
    for (const status of ['dispatched', 'delivered']) {
      const cash = eventMessageOf({ status, at: answer.updatedAt, reason: CASH_COLLECTED_REASON }, i18n);
      worded(cash, `${status} cash`);
      expect(cash, `${status} cash`).not.toBe(eventMessageOf({ status, at: answer.updatedAt }, i18n));
    }
    for (const method of paymentMethods) {
      const started: TrackRefund = { state: 'started', method, amountPaise: 42_000, startedAt: answer.updatedAt };
      const refunded: TrackRefund = { ...started, state: 'refunded', refundedAt: '2026-12-01T06:00:00.000Z' };
      for (const refund of [started, refunded]) {
        const text = refundMessageOf(refund, i18n, locale);
        worded(text, `${refund.state} ${method}`);
        expect(text).toContain(formatMoney(42_000));
      }
    }
  });

  it('words every refusal of /track, with its values, and never the English message', async () => {
    await activateLocale(locale);
    await loadCatalog(locale, 'track');
    await loadCatalog(locale, API_MESSAGES_CATALOG);
    for (const code of trackRefusalCodes) {
      const reason = withSamples(code, trackRefusalParams[code]) as ErrorReason;
      const text = trackRefusalText(new ApiError(409, 'CONFLICT', 'English for logs', {}, reason), i18n, locale);
      worded(text, code);
      expect(text, code).not.toContain('English for logs');
      for (const [name, value] of Object.entries(reason)) {
        if (name === 'code') continue;
        // A status shows in its words, a date as the page writes it.
        const shown =
          name === 'status' ? i18n._(statusTexts.delivered) : name === 'date' ? shopperDate(String(value), locale) : String(value);
        expect(text, `${code}.${name}`).toContain(shown);
      }
    }
    // A wait of an hour or more is said in hours.
    const daily = trackRefusalText(
      new ApiError(429, 'THROTTLED', '', {}, { code: 'erasure_code_daily_limit', count: 5, retryAfterMinutes: 23 * 60 }),
      i18n,
      locale,
    );
    expect(daily).toContain('23');
    // Any other answer is left to the catalog of the API's codes.
    expect(trackRefusalText(new ApiError(404, 'NOT_FOUND', '', {}, { code: 'track_not_found' }), i18n, locale)).toBeUndefined();
  });

  it('words every privacy answer, with its values; an unknown one gets a generic sentence', async () => {
    await activateLocale(locale);
    await loadCatalog(locale, 'track');
    for (const code of privacyAnswerCodes) {
      const reason = withSamples(code, privacyAnswerParams[code]) as PrivacyAnswerReason;
      const text = privacyAnswerText(reason, i18n);
      worded(text, code);
      for (const [name, value] of Object.entries(reason)) if (name !== 'code') expect(text, `${code}.${name}`).toContain(String(value));
    }
    const unknown = privacyAnswerText({ code: 'added_later' } as unknown as PrivacyAnswerReason, i18n);
    worded(unknown, 'unknown answer');
    expect(privacyAnswerCodes.map((code) => privacyAnswerText({ code, days: 1, digits: 1, minutes: 1 }, i18n))).not.toContain(unknown);
  });
});
