/** @vitest-environment happy-dom */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReason } from '@contracts/api';
import type { TrackAnswer } from '@contracts/track';
import {
  cancellationReasons,
  rejectionReasons,
  returnDeclineReasons,
  returnReasons,
  shopperCancellationReasons,
  statusesByKind,
} from '@domain/lifecycle';
import * as apiClient from '../../../web/src/lib/api-client';
import { activateLocale, loadCatalog } from '../../../web/src/i18n/catalogs';
import { TrackPage } from '../../../web/src/features/track/TrackPage';
import { rejectedPrescriptionAnswer } from '../../support/track-answers';
import {
  cancellationTexts,
  eventMessageOf,
  nextStepOf,
  rejectionTexts,
  returnDeclineTexts,
  returnReasonTexts,
  shopperCancellationLabels,
  statusLabelOf,
  statusTexts,
  trackRefusalText,
} from '../../../web/src/features/track/track-texts';

// Only the API client is replaced: validation, the form kit, the page and the catalogs are the real ones.
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, postJson: vi.fn(), postMultipart: vi.fn() };
});
const postJson = vi.mocked(apiClient.postJson);

afterEach(() => {
  cleanup();
  postJson.mockReset();
});

/** Hindi as a /hi page has it: the shared catalogs and the track feature's. */
async function speakHindi(): Promise<void> {
  await activateLocale('hi');
  await loadCatalog('hi', 'track');
}

/** Devanagari letters: a text in Hindi has some. */
const DEVANAGARI = /[\u0900-\u097F]/;

const rejected = rejectedPrescriptionAnswer;

/** Renders /hi/track as the app does (router basename /hi) and looks `answer` up with a phone number. */
async function lookUpInHindi(answer: TrackAnswer) {
  postJson.mockResolvedValueOnce(answer);
  const router = createMemoryRouter([{ path: '*', element: <TrackPage /> }], {
    initialEntries: [{ pathname: '/hi/track', state: { reference: answer.reference } }],
    basename: '/hi',
  });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  // The lookup form hydrates on first use (hydrateOnUse): rendered by the app, its code loads at once.
  await user.type(await screen.findByRole('textbox', { name: /मोबाइल नंबर/ }), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'स्थिति देखें' }));
  // The answer panel loads with the first answer (a loading line shows meanwhile); its heading then takes the focus.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: answer.reference })));
}

describe('/hi/track in Hindi', () => {
  it('shows the status, the next step and the timeline with Hindi dates for a refused prescription', async () => {
    await speakHindi();
    await lookUpInHindi(rejected);
    expect(screen.getByRole('heading', { level: 1, name: 'अपने अनुरोध की स्थिति देखें' })).toBeTruthy();
    expect(screen.getByText('नामंज़ूर', { selector: '.track-result__status' })).toBeTruthy();
    expect(screen.getByText('कृपया पिछले छह महीने में लिखा गया पर्चा अपलोड करें।')).toBeTruthy();
    const entries = [...document.querySelectorAll('.track-timeline li')];
    expect(entries.map((entry) => entry.querySelector('.track-timeline__message')?.textContent)).toEqual([
      'मिल गया: फ़ार्मासिस्ट की जाँच का इंतज़ार है',
      'नामंज़ूर: आपका पर्चा छह महीने से ज़्यादा पुराना है।',
    ]);
    // Indian time, Hindi month: 10:00 UTC is 3:30 pm in India on 21 November 2026.
    for (const entry of entries) expect(entry.querySelector('time')?.textContent).toContain('21 नवंबर 2026');
    expect(entries[1]?.querySelector('time')?.textContent).toContain('3:30');
    // The re-upload and the privacy rights are Hindi too.
    expect(screen.getByRole('heading', { name: 'नया पर्चा अपलोड करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपके प्राइवेसी अधिकार' })).toBeTruthy();
    // The Board and the grievance officer are named in Devanagari, never in Latin letters.
    const grievance = screen.getByRole('region', { name: 'अपनी जानकारी के बारे में कोई सवाल या शिकायत?' });
    expect(grievance.textContent).toContain('भारतीय डेटा संरक्षण बोर्ड से');
    expect(grievance.textContent).toContain('रितिका शर्मा,');
    expect(grievance.textContent).not.toMatch(/Data Protection Board|Ritika/);
  });

  it('says a dispatched order’s arrival date, its refund and the return window in Hindi', async () => {
    await speakHindi();
    const dispatched: TrackAnswer = {
      reference: 'ORD-20261121-7K3F9QAZ',
      kind: 'order',
      status: 'dispatched',
      nextStep: { code: 'delivery_email' },
      updatedAt: '2026-11-24T10:00:00.000Z',
      history: [
        { status: 'placed', at: '2026-11-21T08:00:00.000Z' },
        { status: 'dispatched', at: '2026-11-24T10:00:00.000Z' },
      ],
      estimatedDelivery: { earliest: '2026-11-26', latest: '2026-11-27' },
      version: 4,
      canCancel: false,
      refund: { state: 'started', method: 'online', amountPaise: 1200, startedAt: '2026-11-24T10:00:00.000Z' },
    };
    await lookUpInHindi(dispatched);
    expect(screen.getByText('रास्ते में है: शुक्रवार, 27 नवंबर तक पहुँच जाएगा')).toBeTruthy();
    expect(screen.getByText('ऑर्डर पहुँचने पर हम आपको ईमेल करेंगे।')).toBeTruthy();
    expect(screen.getByText('शुक्रवार, 27 नवंबर तक पहुँच जाएगा')).toBeTruthy();
    expect(screen.getByText('रिफ़ंड शुरू हो गया: ₹12.00 भुगतान वाले कार्ड या UPI खाते में वापस आएँगे।')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपका ऑर्डर' })).toBeTruthy();
  });

  it('shows a status code it does not know as the code, and no next step or reason it does not know', async () => {
    await speakHindi();
    const unknown = { ...rejected, status: 'on_hold', nextStep: { code: 'call_us' } as unknown as TrackAnswer['nextStep'], history: [] };
    expect(statusLabelOf(unknown, i18n, 'hi')).toBe('on_hold');
    expect(nextStepOf(unknown, i18n, 'hi')).toBeUndefined();
    expect(eventMessageOf({ status: 'on_hold', at: rejected.updatedAt }, i18n)).toBe('on_hold');
    // A reason code unknown to the page falls back to the status's words.
    expect(eventMessageOf({ status: 'rejected', at: rejected.updatedAt, reason: 'new_reason' }, i18n)).toBe(i18n._(statusTexts.rejected));
  });

  it('names the verifying pharmacist in a Hindi sentence', async () => {
    await speakHindi();
    const event = {
      status: 'verified',
      at: rejected.updatedAt,
      pharmacist: { name: 'Dr A. Rao', registration: 'DL-12345', council: 'Delhi Pharmacy Council' },
    };
    expect(eventMessageOf(event, i18n)).toBe('जाँच हो गई, पर्चा सही है: Dr A. Rao, रजिस्ट्रेशन DL-12345 (Delhi Pharmacy Council)');
  });

  it('gives the prescription’s last valid day after the check, and nothing of the doctor', async () => {
    await speakHindi();
    const event = {
      status: 'verified',
      at: rejected.updatedAt,
      pharmacist: { name: 'Dr A. Rao', registration: 'DL-12345', council: 'Delhi Pharmacy Council' },
      validUntil: '2027-05-10',
    };
    expect(eventMessageOf(event, i18n)).toBe(
      'जाँच हो गई, पर्चा सही है: Dr A. Rao, रजिस्ट्रेशन DL-12345 (Delhi Pharmacy Council). पर्चा 10 मई 2027 तक मान्य है',
    );
  });

  it("shows /track's own refusals in Hindi, with their numbers", async () => {
    await speakHindi();
    // Worded from the reason's code and values: the English `message` plays no part.
    const refused = (reason: ErrorReason) =>
      trackRefusalText(new apiClient.ApiError(409, 'CONFLICT', 'English for logs', {}, reason), i18n, 'hi');
    expect(refused({ code: 'email_code_wrong', triesLeft: 2 })).toBe('यह कोड सही नहीं है। आपके पास 2 कोशिशें और बची हैं।');
    expect(refused({ code: 'cancel_not_possible', status: 'dispatched' })).toBe(
      'यह ऑर्डर अब रद्द नहीं किया जा सकता (रास्ते में है: 2–3 कामकाजी दिनों में पहुँच जाएगा)।',
    );
  });
});

describe('every code of domain/lifecycle.ts has Hindi words', () => {
  /** The Hindi of `descriptor`, which must differ from its English and be written in Devanagari. */
  const hindi = (descriptor: MessageDescriptor) => {
    const text = i18n._(descriptor);
    expect(text).toMatch(DEVANAGARI);
    return text;
  };

  it('words every status of every kind from its code', async () => {
    await speakHindi();
    for (const status of Object.values(statusesByKind).flat()) {
      const text = hindi(statusTexts[status]);
      expect(eventMessageOf({ status, at: rejected.updatedAt }, i18n), status).toBe(text);
      expect(statusLabelOf({ ...rejected, status }, i18n, 'hi'), status).toBe(text);
    }
  });

  it('words every rejection reason and its next step from its code', async () => {
    await speakHindi();
    for (const code of Object.keys(rejectionReasons) as (keyof typeof rejectionReasons)[]) {
      const reason = hindi(rejectionTexts[code].reason);
      const nextStep = hindi(rejectionTexts[code].nextStep);
      expect(eventMessageOf({ status: 'rejected', at: rejected.updatedAt, reason: code }, i18n), code).toBe(`नामंज़ूर: ${reason}`);
      expect(nextStepOf({ ...rejected, nextStep: { code: 'upload_again', reason: code } }, i18n, 'hi'), code).toBe(nextStep);
    }
  });

  it('translates every cancellation, return and return-decline reason as the timeline shows it', async () => {
    await speakHindi();
    const tables = [
      ['cancelled', cancellationReasons, cancellationTexts],
      [
        'return_requested',
        returnReasons,
        Object.fromEntries(Object.entries(returnReasonTexts).map(([code, texts]) => [code, texts.shopperText])),
      ],
      ['return_declined', returnDeclineReasons, returnDeclineTexts],
    ] as const;
    for (const [status, english, local] of tables) {
      for (const code of Object.keys(english)) {
        const descriptor = (local as Readonly<Record<string, MessageDescriptor>>)[code];
        expect(descriptor, `${status} ${code}`).toBeDefined();
        const text = hindi(descriptor!);
        expect(eventMessageOf({ status, at: rejected.updatedAt, reason: code }, i18n), code).toBe(text);
      }
    }
  });

  it("translates the shopper's cancellation and return choices", async () => {
    await speakHindi();
    for (const code of shopperCancellationReasons) hindi(shopperCancellationLabels[code]);
    for (const code of Object.keys(returnReasons) as (keyof typeof returnReasons)[]) hindi(returnReasonTexts[code].label);
  });
});
