/** @vitest-environment happy-dom */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrivacyAnswerReason } from '@contracts/privacy-requests';
import type { TrackAnswer } from '@contracts/track';
import { CONSENT_NOTICE_VERSION } from '@contracts/forms/prescription-form';
import * as apiClient from '../../../web/src/lib/api-client';
import { TrackPage } from '../../../web/src/features/track/TrackPage';
import { API_MESSAGES_CATALOG, loadCatalog } from '../../../web/src/i18n/catalogs';
import { rejectedPrescriptionAnswer } from '../../support/track-answers';

// Only the API client is replaced: validation, the form kit and the page are the real ones.
vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, postJson: vi.fn(), postMultipart: vi.fn() };
});
const postJson = vi.mocked(apiClient.postJson);
const postMultipart = vi.mocked(apiClient.postMultipart);

const rejected = rejectedPrescriptionAnswer;

/**
 * Renders /track as the app does after a navigation: the lookup form, a region that hydrates on first use
 * (TrackForm through hydrateOnUse), loads at once when the app renders it, so this waits for its fields.
 */
async function renderTrack(state?: { reference: string }) {
  const router = createMemoryRouter([{ path: '*', element: <TrackPage /> }], { initialEntries: [{ pathname: '/track', state }] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('textbox', { name: /Reference number/ });
  return { user: userEvent.setup(), router };
}

afterEach(() => {
  cleanup();
  postJson.mockReset();
  postMultipart.mockReset();
});

/**
 * Waits for the answer panel of `reference`: its code loads with the first answer (a loading line with the reference
 * shows meanwhile); once there, its heading takes the focus.
 */
async function answerShown(reference: string) {
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: reference })));
}

/** Looks up `answer` for RX-20261121-7K3F9QAZ with the phone 98765 43210. */
async function lookUp(answer: TrackAnswer) {
  postJson.mockResolvedValueOnce(answer);
  const view = await renderTrack({ reference: answer.reference });
  await view.user.type(screen.getByRole('textbox', { name: /Phone number/ }), '98765 43210');
  await view.user.click(screen.getByRole('button', { name: 'Track' }));
  await answerShown(answer.reference);
  return view;
}

const received: TrackAnswer = { ...rejected, status: 'received', nextStep: undefined };

/** The privacy endpoint's next answer (POST /api/privacy/...). */
/** The answer of a first erasure step: a 6-digit code valid 10 minutes. */
const codeSent: PrivacyAnswerReason = { code: 'erasure_code_sent', digits: 6, minutes: 10 };

/** A privacy answer as the API gives it: the page words its reason code; the English `message` is for logs only. */
const privacyAnswer = (reference: string, outcome: string, reason: PrivacyAnswerReason, at: string) =>
  postJson.mockResolvedValueOnce({ reference, outcome, reason, message: 'English for logs', at });

// The lookup form's code brings the catalog of the API's codes with it (TrackPage): compiled once here, so the first
// test does not spend its wait for the form on compiling it.
beforeAll(() => loadCatalog('en', API_MESSAGES_CATALOG));

describe('/track', () => {
  it('fills in the reference a success screen handed over, posts reference and phone as JSON, and shows status, next step and timeline', async () => {
    postJson.mockResolvedValue(rejected);
    const { user, router } = await renderTrack({ reference: 'RX-20261121-7K3F9QAZ' });
    expect((screen.getByRole('textbox', { name: /Reference number/ }) as HTMLInputElement).value).toBe('RX-20261121-7K3F9QAZ');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await answerShown('RX-20261121-7K3F9QAZ');
    expect(postJson).toHaveBeenCalledWith('/api/track/', { reference: 'RX-20261121-7K3F9QAZ', phone: '98765 43210' });
    expect(screen.getByText('Not accepted')).toBeTruthy();
    expect(screen.getByText('Please upload one written in the last six months.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('.track-timeline__message')?.textContent)).toEqual([
      'Received: waiting for a pharmacist',
      'Not accepted: Your prescription is older than six months.',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'RX-20261121-7K3F9QAZ' }));
    // Nothing the shopper typed reaches the URL.
    expect(router.state.location.pathname + router.state.location.search).toBe('/track');
  });

  it("words the server's 404 and 429 from their reasons above the button and keeps the input", async () => {
    postJson.mockRejectedValueOnce(new apiClient.ApiError(404, 'NOT_FOUND', 'Not found.', {}, { code: 'track_not_found' }));
    const { user } = await renderTrack();
    await user.type(screen.getByRole('textbox', { name: /Reference number/ }), 'RX-20261121-7K3F9QAZ');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9811042367');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a request with these details.');
    postJson.mockRejectedValueOnce(new apiClient.ApiError(429, 'THROTTLED', 'Too many.', {}, { code: 'too_many_attempts', minutes: 14 }));
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts for this reference. Please try again in 14 minutes.'),
    );
    expect((screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement).value).toBe('9811042367');
  });

  it('offers the owner of a reference locked by many clients a code by e-mail, and opens the record with it', async () => {
    postJson.mockRejectedValueOnce(
      new apiClient.ApiError(429, 'THROTTLED', 'Locked.', {}, { code: 'reference_locked', minutes: 12, canRequestCode: true }),
    );
    const { user } = await renderTrack({ reference: received.reference });
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This reference is locked for 12 minutes because someone entered wrong phone numbers for it many times. If it is yours, we can e-mail you a code to open it now.',
      ),
    );
    postJson.mockResolvedValueOnce({ outcome: 'unlock_code_requested' });
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(postJson).toHaveBeenLastCalledWith('/api/track/code', { reference: received.reference });
    await screen.findByText(/we have e-mailed a code to it/);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();

    // A wrong code is worded from its reason, under the button; the right one opens the record.
    postJson.mockRejectedValueOnce(
      new apiClient.ApiError(
        400,
        'CODE_WRONG',
        'Wrong.',
        { code: { code: 'email_code_wrong' } },
        { code: 'email_code_wrong', triesLeft: 2 },
      ),
    );
    const code = screen.getByRole('textbox', { name: /6-digit code from the e-mail/ });
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Open with the code' }));
    await screen.findByText('That code is not right. You have 2 tries left.');
    postJson.mockResolvedValueOnce(received);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await answerShown(received.reference);
    expect(postJson).toHaveBeenLastCalledWith('/api/track/unlock', { reference: received.reference, code: '123456' });
  });

  it('offers no code to a client locked by its own failures', async () => {
    postJson.mockRejectedValueOnce(new apiClient.ApiError(429, 'THROTTLED', 'Too many.', {}, { code: 'too_many_attempts', minutes: 14 }));
    const { user } = await renderTrack({ reference: received.reference });
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).toBeNull();
  });

  it('asks for both fields before sending anything', async () => {
    const { user } = await renderTrack();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByText('Enter the reference number, e.g. RX-20261121-7K3F9QAZ');
    expect(postJson).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Reference number/ }));
  });

  it('offers a refused prescription a new file with the /upload rules, and shows the record as it then is', async () => {
    const { user } = await lookUp(rejected);
    const send = screen.getByRole('button', { name: 'Send new prescription' });
    await user.click(send);
    expect(await screen.findByText('Attach a photo (PNG or JPEG) or a PDF of your prescription')).toBeTruthy();
    expect(screen.getByText('Please agree to the consent notice to send your prescription')).toBeTruthy();
    expect(postMultipart).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText(/^Prescription/), new File(['%PDF-1.4\n%%EOF\n'], 'new.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    postMultipart.mockResolvedValueOnce({
      ...received,
      history: [...rejected.history, { status: 'received', at: '2026-11-22T09:00:00.000Z' }],
    });
    await user.click(screen.getByRole('button', { name: 'Send new prescription' }));
    await waitFor(() => expect(screen.getByText('Received: waiting for a pharmacist', { selector: '.track-result__status' })).toBeTruthy());
    const [url, body] = postMultipart.mock.calls[0]!;
    expect(url).toBe('/api/privacy/reupload/');
    const sent = body as FormData;
    expect([sent.get('reference'), sent.get('phone'), sent.get('consent'), sent.get('consent_version')]).toEqual([
      'RX-20261121-7K3F9QAZ',
      '98765 43210',
      'true',
      CONSENT_NOTICE_VERSION,
    ]);
    expect((sent.get('prescription') as File).name).toBe('new.pdf');
    expect(screen.queryByRole('button', { name: 'Send new prescription' })).toBeNull();
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('.track-timeline__message'))).toHaveLength(3);
  });

  it('offers no new file when the prescription was not refused', async () => {
    await lookUp(received);
    expect(screen.queryByRole('button', { name: 'Send new prescription' })).toBeNull();
    expect(screen.getByText('Correct my details')).toBeTruthy();
  });

  it('deletes after an explicit confirmation and the e-mailed code, and then shows the deletion', async () => {
    const { user } = await lookUp(received);
    await user.click(screen.getByText('Withdraw consent and delete my data'));
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText('Confirm that you want your data deleted')).toBeTruthy();
    expect(postJson).toHaveBeenCalledTimes(1); // only the lookup
    await user.click(screen.getByRole('checkbox', { name: /I withdraw my consent/ }));
    privacyAnswer(received.reference, 'code_sent', codeSent, '2026-11-22T09:59:00.000Z');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(postJson).toHaveBeenLastCalledWith('/api/privacy/erase/', {
      reference: received.reference,
      phone: '98765 43210',
      confirm: true,
    });
    await user.type(await screen.findByRole('textbox', { name: /6-digit code from the e-mail/ }), '482913');
    privacyAnswer(received.reference, 'deleted', { code: 'privacy_deleted' }, '2026-11-22T10:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    await screen.findByText('Deleted at your request');
    expect(postJson).toHaveBeenLastCalledWith('/api/privacy/erase/', {
      reference: received.reference,
      phone: '98765 43210',
      code: '482913',
    });
    expect(screen.getByRole('status').textContent).toContain('every copy of your file');
    expect(screen.queryByText('Withdraw consent and delete my data')).toBeNull();
  });

  it('says plainly when a deletion is held, and sends a correction request', async () => {
    const { user } = await lookUp({
      ...received,
      kind: 'order',
      reference: 'ORD-20261121-7K3F9QAZ',
      status: 'dispatched',
    });
    await user.click(screen.getByText('Withdraw consent and delete my data'));
    await user.click(screen.getByRole('checkbox', { name: /I withdraw my consent/ }));
    privacyAnswer('ORD-20261121-7K3F9QAZ', 'code_sent', codeSent, '2026-11-22T09:59:00.000Z');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '482913');
    privacyAnswer('ORD-20261121-7K3F9QAZ', 'recorded', { code: 'privacy_order_record', days: 30 }, '2026-11-22T10:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Ask us to delete my data' }));
    // The acknowledgement: a live region whose heading takes the focus, with the answer date (request + 30 days, en-IN).
    const held = (
      await screen.findByText(/^An order is a record of sale, so our team handles its deletion\..* We will answer within 30 days\.$/)
    ).closest('[role="status"]') as HTMLElement;
    expect(held).not.toBeNull();
    expect(document.activeElement).toBe(within(held).getByRole('heading', { name: 'Deletion request received' }));
    expect(held.textContent).toContain('We will answer by e-mail by 22 December 2026');

    await user.click(screen.getByText('Correct my details'));
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    expect(await screen.findByText('Tell us which detail is wrong and what it should be')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), 'My name is Asha Varma, not Verma');
    privacyAnswer('ORD-20261121-7K3F9QAZ', 'recorded', { code: 'privacy_correction_recorded', days: 30 }, '2026-11-22T10:01:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Send correction request' }));
    const acknowledged = (
      await screen.findByText('We have received your correction request. Our team will correct your details and confirm within 30 days.')
    ).closest('[role="status"]') as HTMLElement;
    expect(document.activeElement).toBe(within(acknowledged).getByRole('heading', { name: 'Correction request received' }));
    expect(acknowledged.textContent).toContain('22 December 2026');
    expect(postJson).toHaveBeenLastCalledWith('/api/privacy/correct/', {
      reference: 'ORD-20261121-7K3F9QAZ',
      phone: '98765 43210',
      details: 'My name is Asha Varma, not Verma',
    });
    expect((screen.getByRole('textbox', { name: /What is wrong/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('names the grievance officer, the response time and the Data Protection Board', async () => {
    await renderTrack();
    const contact = screen.getByRole('region', { name: 'Questions or a complaint about your data?' });
    expect(contact.textContent).toMatch(
      /Ritika Sharma, Grievance Officer.*grievance@medvika\.in.*\+91 98110 42368.*within 30 days.*Data Protection Board of India/s,
    );
  });
});

describe('/track refill reminder', () => {
  const delivered: TrackAnswer = {
    reference: 'ORD-20261121-7K3F9QAZ',
    kind: 'order',
    status: 'delivered',
    updatedAt: '2026-11-25T10:00:00.000Z',
    history: [{ status: 'delivered', at: '2026-11-25T10:00:00.000Z' }],
    version: 5,
    canRemind: true,
  };

  it('asks for a delay and a separate consent (none preselected), posts them, and shows the date and what needs a new prescription', async () => {
    const { user } = await lookUp(delivered);
    const set = await screen.findByRole('button', { name: 'Set reminder' }); // the form's own chunk loads with a delivered order
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, false]);
    await user.click(set);
    expect(screen.getByText('Choose when we should remind you.')).toBeTruthy();
    expect(screen.getByText('Tick the box to let us use your e-mail address for this reminder.')).toBeTruthy();
    expect(postJson).toHaveBeenCalledTimes(1);

    postJson.mockResolvedValueOnce({
      ...delivered,
      refillReminder: {
        state: 'active',
        days: 60,
        dueAt: '2027-01-24T10:00:00.000Z',
        needsNewPrescription: [{ productId: 'products-pantoprazole-40-tab-15', name: 'Pantoprazole 40 mg' }],
      },
    });
    await user.click(screen.getByRole('radio', { name: '60 days' }));
    await user.click(screen.getByRole('checkbox', { name: /Use the e-mail address/ }));
    await user.click(set);
    await screen.findByText('Your reminder is set.');
    expect(postJson).toHaveBeenLastCalledWith('/api/track/reminder', {
      reference: 'ORD-20261121-7K3F9QAZ',
      phone: '98765 43210',
      days: 60,
      consent: true,
    });
    expect(screen.getByText(/We will remind you by e-mail on/).textContent).toContain('24 January 2027');
    expect(screen.getByText(/You will need a new prescription for them: Pantoprazole 40 mg\./)).toBeTruthy();

    postJson.mockResolvedValueOnce({
      ...delivered,
      refillReminder: { state: 'cancelled', days: 60, dueAt: '2027-01-24T10:00:00.000Z', needsNewPrescription: [] },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel reminder' }));
    await screen.findByText('Your reminder is cancelled. We will not send it.');
    expect(postJson).toHaveBeenLastCalledWith('/api/track/reminder-cancel', { reference: 'ORD-20261121-7K3F9QAZ', phone: '98765 43210' });
  });

  it('offers nothing on an order that is not delivered', async () => {
    await lookUp({ ...delivered, status: 'confirmed', canRemind: undefined });
    expect(screen.queryByRole('button', { name: 'Set reminder' })).toBeNull();
  });
});
