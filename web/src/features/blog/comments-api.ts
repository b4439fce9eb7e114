import type { CommentsPage } from '@contracts/api';
import type { ArticleSlug } from '@contracts/articles';
import { getJson } from '../../lib/api-client';

/**
 * GET /api/comments/?post=<slug>[&cursor=…] — one page (up to 100) of the article's comments, oldest first.
 * @throws ApiError (status 0 when the network failed), or an AbortError when `signal` aborts
 */
export function fetchComments(slug: ArticleSlug, cursor?: string, signal?: AbortSignal): Promise<CommentsPage> {
  const query = new URLSearchParams({ post: slug });
  if (cursor) query.set('cursor', cursor);
  return getJson<CommentsPage>(`/api/comments/?${query.toString()}`, signal);
}
