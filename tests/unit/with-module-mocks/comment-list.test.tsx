/** @vitest-environment happy-dom */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSlug } from '@contracts/articles';
import { renderArticlePage } from '../../support/article-page';
import { formatCommentDate } from '../../../web/src/features/blog/CommentList';
import { activateLocale, loadCatalog } from '../../../web/src/i18n/catalogs';
import type { Comment as BlogComment, CommentsPage } from '@contracts/api';
import { ApiError, getJson, postMultipart } from '../../support/mocked-network';

vi.mock('../../../web/src/lib/api-client', async (importOriginal) =>
  (await import('../../support/mocked-api-client')).mockedApiClient(importOriginal),
);
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const comment = (id: string, name: string, text: string, createdAt = '2024-03-06T06:30:00.000Z'): BlogComment => ({
  id,
  post: 'health3',
  name,
  comment: text,
  createdAt,
});

/** A promise the test settles by hand, to observe the loading state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

async function renderArticle(slug: ArticleSlug = 'health3') {
  await renderArticlePage(slug, { initialEntries: [`/${slug}`] });
  return { user: userEvent.setup() };
}

const region = () => screen.getByRole('region', { name: /^Comments/ });
const items = () => within(region()).queryAllByRole('listitem');

beforeEach(() => {
  getJson.mockReset();
  postMultipart.mockReset();
});
afterEach(cleanup);

describe('comments list of an article', () => {
  it("loads the article's own comments on opening, with a loading state", async () => {
    const page = deferred<CommentsPage>();
    getJson.mockReturnValueOnce(page.promise);
    await renderArticle('health4');
    expect((await screen.findByText('Loading comments…')).getAttribute('role')).toBe('status');
    expect(getJson.mock.calls[0]![0]).toBe('/api/comments/?post=health4');
    page.resolve({ comments: [] });
    expect(await screen.findByText('No comments yet. Be the first to leave a reply.')).toBeTruthy();
    expect(screen.queryByText('Loading comments…')).toBeNull();
  });

  it('renders names and comments as plain text with the en-IN medium date and line breaks kept', async () => {
    getJson.mockResolvedValueOnce({
      comments: [comment('x1', '<b>Bold</b> Raj', '<img src=x onerror="alert(1)">\nsecond line\n\nfourth', '2024-03-06T06:30:00.000Z')],
    });
    await renderArticle();
    await waitFor(() => expect(items()).toHaveLength(1));
    const item = items()[0]!;
    expect(item.querySelector('.comment__name')!.textContent).toBe('<b>Bold</b> Raj');
    expect(item.querySelector('.comment__text')!.textContent).toBe('<img src=x onerror="alert(1)">\nsecond line\n\nfourth');
    expect(item.querySelector('b, img')).toBeNull(); // nothing was parsed as HTML
    const time = item.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2024-03-06T06:30:00.000Z');
    expect(time.textContent).toBe('6 Mar 2024');
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeTruthy();
  });

  it('shows a visible message with Retry when loading fails, and Retry loads again', async () => {
    getJson.mockRejectedValueOnce(
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'Our service is having trouble right now. Please try again in a minute.'),
    );
    getJson.mockResolvedValueOnce({ comments: [comment('a', 'Meera', 'Thanks')] });
    const { user } = await renderArticle();
    const alert = await within(await screen.findByRole('region', { name: /^Comments/ })).findByRole('alert');
    // The page's own words for a failure, never the API's English message.
    expect(alert.textContent).toContain('The comments could not be loaded. Something went wrong. Please try again.');
    expect(alert.textContent).not.toContain('Our service is having trouble');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(getJson).toHaveBeenCalledTimes(2);
    expect(getJson.mock.calls[1]![0]).toBe('/api/comments/?post=health3');
    expect(within(region()).queryByRole('alert')).toBeNull();
    expect(within(region()).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("offers 'Load more comments' while there is a nextCursor and appends the next page", async () => {
    getJson.mockResolvedValueOnce({ comments: [comment('a', 'Meera', 'One')], nextCursor: 'cursor+/=1' });
    getJson.mockResolvedValueOnce({ comments: [comment('b', 'Imran', 'Two')] });
    const { user } = await renderArticle();
    const more = await screen.findByRole('button', { name: 'Load more comments' });
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (1+)' })).toBeTruthy();
    await user.click(more);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(getJson.mock.calls[1]![0]).toBe('/api/comments/?post=health3&cursor=cursor%2B%2F%3D1');
    expect(items().map((item) => item.querySelector('.comment__name')!.textContent)).toEqual(['Meera', 'Imran']);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  });

  it("keeps 'Load more comments' after a failed page and shows why", async () => {
    getJson.mockResolvedValueOnce({ comments: [comment('a', 'Meera', 'One')], nextCursor: 'c1' });
    getJson.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Medvika. Check your internet connection and try again.'));
    getJson.mockResolvedValueOnce({ comments: [comment('b', 'Imran', 'Two')] });
    const { user } = await renderArticle();
    await user.click(await screen.findByRole('button', { name: 'Load more comments' }));
    expect((await within(region()).findByRole('alert')).textContent).toContain('More comments could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('a comment posted before a later page arrives is shown once, not twice', async () => {
    const mine = comment('mine', 'Asha', 'Posted now', '2024-03-09T06:30:00.000Z');
    getJson.mockResolvedValueOnce({ comments: [comment('a', 'Meera', 'One')], nextCursor: 'c1' });
    getJson.mockResolvedValueOnce({ comments: [comment('b', 'Imran', 'Two'), mine] });
    postMultipart.mockResolvedValueOnce(mine);
    const { user } = await renderArticle();
    await screen.findByRole('button', { name: 'Load more comments' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => item.querySelector('.comment__name')!.textContent)).toEqual(['Meera', 'Imran', 'Asha']);
  });
});

describe('formatCommentDate', () => {
  it("formats with Intl 'en-IN' dateStyle 'medium' and ignores non-dates", () => {
    expect(formatCommentDate('2024-09-06T12:00:00.000Z')).toBe('6 Sept 2024');
    expect(formatCommentDate('not a date')).toBe('');
  });

  it("formats a Hindi page's dates with Intl 'hi-IN'", () => {
    expect(formatCommentDate('2024-09-06T12:00:00.000Z', 'hi')).toBe('6 सित॰ 2024');
  });
});

describe('comments list of a Hindi article', () => {
  it('says everything in Hindi: heading with the count, Hindi dates, Retry and Load more', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'blog');
    getJson.mockResolvedValueOnce({ comments: [comment('c-1', 'Meera', 'Helpful')], nextCursor: 'next' });
    await renderArticle();
    const heading = await screen.findByRole('heading', { level: 2, name: 'टिप्पणियाँ (1+)' });
    const list = heading.closest('section')!;
    expect(list.querySelector('.comment__date')!.textContent).toBe('6 मार्च 2024');
    expect(within(list).getByRole('button', { name: 'और टिप्पणियाँ देखें' })).toBeTruthy();
  });

  it('shows the load error and Retry in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'blog');
    getJson.mockRejectedValueOnce(new TypeError('offline'));
    await renderArticle();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('टिप्पणियाँ लोड नहीं हो सकीं। कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });
});
