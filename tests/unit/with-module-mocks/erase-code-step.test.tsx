/** @vitest-environment happy-dom */
/**
 * The code step of an erasure on /track (web/src/features/track/PrivacyRights.tsx EraseForm): after the confirmation,
 * the e-mailed 6-digit code in a labelled input, its errors in live regions, a new code on request. Only the API client
 * is replaced: validation, the form kit and the components are the real ones.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EraseAnswer } from '@contracts/privacy-requests';
import * as apiClient from '../../../web/src/lib/api-client';
import { EraseForm } from '../../../web/src/features/track/PrivacyRights';

vi.mock('../../../web/src/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/lib/api-client')>();
  return { ...actual, postJson: vi.fn() };
});
const postJson = vi.mocked(apiClient.postJson);

const credentials = { reference: 'RX-20261121-7K3F9QAZ', phone: '98765 43210' };
/** The answers' English `message`: for API clients and logs, never shown (the page words the reason code). */
const ENGLISH_FOR_LOGS = 'English for logs';
const codeSent = (at = '2026-11-22T10:00:00.000Z'): EraseAnswer => ({
  reference: credentials.reference,
  outcome: 'code_sent',
  reason: { code: 'erasure_code_sent', digits: 6, minutes: 10 },
  message: ENGLISH_FOR_LOGS,
  at,
});

afterEach(() => {
  cleanup();
  postJson.mockReset();
});

/** Renders the erase form, confirms, and gets to the code step. */
async function toCodeStep(onDeleted = vi.fn()) {
  const user = userEvent.setup();
  render(<EraseForm credentials={credentials} kind="prescription" onDeleted={onDeleted} />);
  await user.click(screen.getByRole('checkbox', { name: /I withdraw my consent/ }));
  postJson.mockResolvedValueOnce(codeSent());
  await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
  const input = (await screen.findByRole('textbox', { name: /6-digit code from the e-mail/ })) as HTMLInputElement;
  return { user, input, onDeleted };
}

describe('/track erasure: the e-mailed code', () => {
  it('asks for the code in a visible, labelled, numeric one-time-code input that takes the focus', async () => {
    const { input } = await toCodeStep();
    expect(postJson).toHaveBeenCalledWith('/api/privacy/erase/', { ...credentials, confirm: true });
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.required || input.labels?.[0]?.textContent?.includes('*')).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('status').textContent).toBe(
      'We have e-mailed a 6-digit code to the address you gave with this request. Enter it here within 10 minutes to confirm the deletion. Nothing is deleted until you do.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull(); // the confirmation step is done
  });

  it('sends the code with the reference and phone from the keyboard, and hands a deletion to the page', async () => {
    const { user, input, onDeleted } = await toCodeStep();
    const deleted: EraseAnswer = {
      reference: credentials.reference,
      outcome: 'deleted',
      reason: { code: 'privacy_deleted' },
      message: ENGLISH_FOR_LOGS,
      at: '2026-11-22T10:01:00.000Z',
    };
    postJson.mockResolvedValueOnce(deleted);
    await user.type(input, '482 913{Enter}');
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(deleted));
    expect(postJson).toHaveBeenLastCalledWith('/api/privacy/erase/', { ...credentials, code: '482913' });
  });

  it('checks the code in the browser first: not 6 digits → the message under the field, nothing sent', async () => {
    const { user, input } = await toCodeStep();
    await user.type(input, '12a');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(postJson).toHaveBeenCalledTimes(1); // only the first step
  });

  it('a wrong code: the tries left in the live region, the field marked and focused, the input kept', async () => {
    const { user, input } = await toCodeStep();
    postJson.mockRejectedValueOnce(
      new apiClient.ApiError(
        400,
        'CODE_WRONG',
        ENGLISH_FOR_LOGS,
        { code: { code: 'email_code_wrong' } },
        { code: 'email_code_wrong', triesLeft: 2 },
      ),
    );
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. You have 2 tries left.');
    expect(screen.getByText('That is not the code we sent.').id).toBe('erase-code-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('erase-code-error');
    expect(input.value).toBe('111111');
    expect(document.activeElement).toBe(input);
  });

  it('an expired code asks for a new one: the button sends the first step again and starts a fresh code form; its 429 is announced', async () => {
    const { user, input } = await toCodeStep();
    postJson.mockRejectedValueOnce(
      new apiClient.ApiError(410, 'CODE_EXPIRED', ENGLISH_FOR_LOGS, {}, { code: 'email_code_expired', minutes: 10 }),
    );
    await user.type(input, '482913');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code has expired: a code works for 10 minutes. Please ask for a new code.',
    );

    postJson.mockResolvedValueOnce(codeSent('2026-11-22T10:12:00.000Z'));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /6-digit code/ }) as HTMLInputElement).value).toBe(''));
    expect(postJson).toHaveBeenLastCalledWith('/api/privacy/erase/', { ...credentials, confirm: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /6-digit code/ }));

    postJson.mockRejectedValueOnce(
      new apiClient.ApiError(429, 'THROTTLED', ENGLISH_FOR_LOGS, {}, { code: 'erasure_code_sent_recently', seconds: 50 }),
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ask for a new code in 50 seconds');
  });

  it('a record without an e-mail address: the way to reach the grievance officer instead of a code', async () => {
    const user = userEvent.setup();
    render(<EraseForm credentials={credentials} kind="message" onDeleted={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: /I withdraw my consent/ }));
    postJson.mockRejectedValueOnce(new apiClient.ApiError(409, 'NO_EMAIL', ENGLISH_FOR_LOGS, {}, { code: 'erasure_code_no_email' }));
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('we cannot send you a code');
    expect(screen.getByRole('link', { name: 'grievance@medvika.in' }).getAttribute('href')).toBe('mailto:grievance@medvika.in');
    expect(screen.getByRole('link', { name: '+91 98110 42368' }).getAttribute('href')).toBe('tel:+919811042368');
    expect(screen.queryByRole('textbox', { name: /6-digit code/ })).toBeNull();
  });

  it('lets a shopper who already has a code (a reload, another tab) enter it without asking for another', async () => {
    const user = userEvent.setup();
    render(<EraseForm credentials={credentials} kind="prescription" onDeleted={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'I already have a code' }));
    const input = await screen.findByRole('textbox', { name: /6-digit code from the e-mail/ });
    expect(postJson).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('status').textContent).toMatch(/Enter the code from our e-mail/);
  });
});
