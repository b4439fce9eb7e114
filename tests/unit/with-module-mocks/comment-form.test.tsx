/** @vitest-environment happy-dom */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSlug } from '@contracts/articles';
import { renderArticlePage } from '../../support/article-page';
import { ApiError, getJson, postMultipart } from '../../support/mocked-network';
import { activateLocale, loadCatalog } from '../../../web/src/i18n/catalogs';

// Only the network edge is replaced: the page, the form, the hook and the shared zod schema are real.
vi.mock('../../../web/src/lib/api-client', async (importOriginal) =>
  (await import('../../support/mocked-api-client')).mockedApiClient(importOriginal),
);
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const existing = { id: 'c-1', post: 'health3', name: 'Meera', comment: 'Helpful, thank you.', createdAt: '2024-03-06T06:30:00.000Z' };

async function renderArticle(slug: ArticleSlug = 'health3') {
  await renderArticlePage(slug, { initialEntries: [`/${slug}`] });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByText('Meera');
  await screen.findByRole('button', { name: 'Post Comment' }); // the form's code loads on demand
  return { user: userEvent.setup() };
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const feedback = () => screen.getByRole('textbox', { name: 'Feedback' }) as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: /Post Comment|Posting/ });
const errorUnder = (control: HTMLElement) => control.closest('.field')!.querySelector('.field__error')?.textContent ?? null;
const commentItems = () => within(screen.getByRole('region', { name: /^Comments/ })).queryAllByRole('listitem');

/** The multipart fields of the n-th postMultipart call. */
function sentFields(call = 0): Record<string, string> {
  const body = postMultipart.mock.calls[call]![1] as FormData;
  return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
}

beforeEach(() => {
  getJson.mockReset();
  postMultipart.mockReset();
  vi.mocked(toast.error).mockReset();
  getJson.mockResolvedValue({ comments: [existing] });
});
afterEach(cleanup);

describe('Leave a Reply form', () => {
  it('has Name (required), Feedback 4 rows × 60 columns and an off-screen, untabbable honeypot', async () => {
    await renderArticle();
    expect(screen.getByRole('heading', { level: 2, name: 'Leave a Reply' })).toBeTruthy();
    expect(nameInput().required).toBe(true);
    expect(feedback().getAttribute('rows')).toBe('4');
    expect(feedback().getAttribute('cols')).toBe('60');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.closest('.reply__trap')).not.toBeNull();
  });

  it('an empty (or blank) name shows "Name is required", focuses the field and sends nothing', async () => {
    const { user } = await renderArticle();
    await user.type(feedback(), 'No name given');
    await user.click(postButton());
    expect(errorUnder(nameInput())).toBe('Name is required');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameInput());

    await user.type(nameInput(), '    ');
    await user.click(postButton());
    expect(errorUnder(nameInput())).toBe('Name is required');
    expect(postMultipart).not.toHaveBeenCalled();
    expect(feedback().value).toBe('No name given');

    await user.type(nameInput(), 'Asha');
    expect(errorUnder(nameInput())).toBeNull(); // re-validated while typing after a failed submit
  });

  it('on success sends name, comment, post and the empty honeypot, clears the form and appends the 201 answer', async () => {
    const stored = {
      id: 'c-2',
      post: 'health3',
      name: 'Ravi Kumar',
      comment: 'First line\nSecond line',
      createdAt: '2024-03-07T06:30:00.000Z',
      status: 'published',
    };
    postMultipart.mockResolvedValueOnce(stored);
    const { user } = await renderArticle();
    await user.type(nameInput(), '  Ravi Kumar ');
    await user.type(feedback(), 'First line{Enter}Second line');
    await user.click(postButton());

    await waitFor(() => expect(commentItems()).toHaveLength(2));
    expect(postMultipart).toHaveBeenCalledTimes(1);
    expect(postMultipart.mock.calls[0]![0]).toBe('/api/post-comment/');
    expect(sentFields()).toEqual({ name: 'Ravi Kumar', comment: 'First line\nSecond line', post: 'health3', website: '' });
    expect(postMultipart.mock.calls[0]![2]?.idempotencyKey).toBeUndefined(); // the comments API uses no Idempotency-Key
    const last = commentItems()[1]!;
    expect(within(last).getByText('Ravi Kumar')).toBeTruthy();
    expect(last.querySelector('.comment__text')!.textContent).toBe('First line\nSecond line');
    expect(nameInput().value).toBe('');
    expect(feedback().value).toBe('');
    expect(screen.getByText('Thank you! Your comment has been posted.')).toBeTruthy();
    expect(getJson).toHaveBeenCalledTimes(1); // appended locally: no reload, no re-fetch
  });

  it('a comment held for review (202) is not listed; the live region says it will appear once checked', async () => {
    postMultipart.mockResolvedValueOnce({
      id: 'c-4',
      post: 'health3',
      name: 'Promo',
      comment: 'Offers at example.com',
      createdAt: '2024-03-09T06:30:00.000Z',
      status: 'held',
    });
    const { user } = await renderArticle();
    await user.type(nameInput(), 'Promo');
    await user.type(feedback(), 'Offers at example.com');
    await user.click(postButton());

    const status = await screen.findByText('Thank you! Your comment will appear once a moderator has checked it.');
    expect(status.getAttribute('role')).toBe('status');
    expect(commentItems()).toHaveLength(1);
    expect(screen.queryByText('Offers at example.com')).toBeNull();
    expect(nameInput().value).toBe('');
    expect(screen.queryByText('Thank you! Your comment has been posted.')).toBeNull();
  });

  it('on a network failure keeps the text, shows a message by the button and a toast, and a retry sends again', async () => {
    postMultipart.mockRejectedValueOnce(
      new ApiError(0, 'NETWORK', 'We could not reach Medvika. Check your internet connection and try again.'),
    );
    const { user } = await renderArticle();
    await user.type(nameInput(), 'Imran');
    await user.type(feedback(), 'Does dengue always lower platelets?');
    await user.click(postButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your comment was not posted. We could not reach Medvika. Check your internet connection and try again.',
    );
    expect(alert.closest('.reply__actions')).not.toBeNull();
    expect(toast.error).toHaveBeenCalledWith(alert.textContent);
    expect(nameInput().value).toBe('Imran');
    expect(feedback().value).toBe('Does dengue always lower platelets?');
    expect(commentItems()).toHaveLength(1);

    postMultipart.mockResolvedValueOnce({
      id: 'c-3',
      post: 'health3',
      name: 'Imran',
      comment: 'Does dengue always lower platelets?',
      createdAt: '2024-03-08T06:30:00.000Z',
    });
    await user.click(postButton());
    await waitFor(() => expect(commentItems()).toHaveLength(2));
    expect(postMultipart).toHaveBeenCalledTimes(2);
    expect(sentFields(1)).toEqual(sentFields(0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nameInput().value).toBe('');
  });

  it("shows the server's field errors under their fields and keeps the text", async () => {
    postMultipart.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', 'Some fields need attention.', { comment: { code: 'too_long', max: 2000 } }),
    );
    const { user } = await renderArticle();
    await user.type(nameInput(), 'Leela');
    await user.type(feedback(), 'Long story');
    await user.click(postButton());
    await waitFor(() => expect(errorUnder(feedback())).toBe('Must be at most 2000 characters'));
    expect(feedback().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(feedback());
    expect(toast.error).not.toHaveBeenCalled();
    expect(feedback().value).toBe('Long story');
    expect(nameInput().value).toBe('Leela');
  });

  it('a server error without field errors shows its message (e.g. 503)', async () => {
    postMultipart.mockRejectedValueOnce(
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'Our service is having trouble right now. Please try again in a minute.'),
    );
    const { user } = await renderArticle();
    await user.type(nameInput(), 'Leela');
    await user.click(postButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Our service is having trouble right now.');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(nameInput().value).toBe('Leela');
  });
});

describe('Leave a Reply form on a Hindi page', () => {
  it('labels, button and thanks are Hindi', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'blog');
    postMultipart.mockResolvedValueOnce({ ...existing, id: 'c-2', name: 'Leela', comment: '', status: 'published' });
    await renderArticlePage('health3', { initialEntries: ['/hi/health3'], basename: '/hi' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'अपनी राय लिखें' })).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'टिप्पणी भेजें' });
    await user.type(screen.getByRole('textbox', { name: /नाम/ }), 'Leela');
    expect(screen.getByRole('textbox', { name: 'आपकी राय' })).toBeTruthy();
    await user.click(button);
    expect((await screen.findByText('धन्यवाद! आपकी टिप्पणी पोस्ट हो गई है।')).getAttribute('role')).toBe('status');
  });
});
