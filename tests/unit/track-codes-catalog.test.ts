import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { locales } from '@contracts/locale';
import { PRIVACY_CORRECTION_REASON } from '@contracts/privacy-requests';
import { trackNextStepCodes, type TrackAnswer, type TrackNextStep, type TrackRefund } from '@contracts/track';
import { cancellationReasons, rejectionReasons, returnDeclineReasons, returnReasons, statusesByKind } from '@domain/lifecycle';
import { formatMoney } from '@domain/money';
import { paymentMethods } from '@domain/payment';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { eventMessageOf, nextStepOf, refundMessageOf, statusLabelOf } from '../../web/src/features/track/track-texts';
import { rejectedPrescriptionAnswer } from '../support/track-answers';

/*
 * Every code the /track answer can carry (its statuses, next steps, event reasons and refund methods, read from the
 * contract's and the domain's constants) worded in each language from the track feature's catalog: a text in Hindi is
 * written in Devanagari, no text is a bare code, and a step's date shows in its text.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** A next step of each code with sample values: a date, a rejection reason. */
const sampleSteps: readonly TrackNextStep[] = trackNextStepCodes.map((code): TrackNextStep => {
  if (code === 'upload_again') return { code, reason: 'unreadable' };
  if (code === 'return_until' || code === 'return_pickup') return { code, date: '2026-12-04' };
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
});
