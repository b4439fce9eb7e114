import type { CommentsPage, PostedComment } from '@contracts/api';
import type { ArticleSlug } from '@contracts/articles';
import { getJson, postMultipart } from '../../lib/api-client';
import { COMMENT_HONEYPOT_FIELD, type CommentFields } from '@contracts/forms/comment-form';

/**
 * GET /api/comments/?post=<slug>[&cursor=…] — one page (up to 100) of the article's comments, oldest first.
 * @throws ApiError (status 0 when the network failed), or an AbortError when `signal` aborts
 */
export function fetchComments(slug: ArticleSlug, cursor?: string, signal?: AbortSignal): Promise<CommentsPage> {
  const query = new URLSearchParams({ post: slug });
  if (cursor) query.set('cursor', cursor);
  return getJson<CommentsPage>(`/api/comments/?${query.toString()}`, signal);
}

/**
 * POST /api/post-comment/ as multipart: name, comment, post and the honeypot 'website' (empty for people).
 * No Idempotency-Key: the comments API does not use one.
 * @param fields the values validated by commentFormSchema
 * @returns the stored comment: `status` 'published' (201, listed at once) or 'held' (202, waits for review and is not
 *   listed until staff publish it)
 * @throws ApiError with the server's message and `fields` (per-field messages) on failure
 */
export function sendComment(fields: CommentFields): Promise<PostedComment> {
  const body = new FormData();
  body.set('name', fields.name);
  body.set('comment', fields.comment);
  body.set('post', fields.post);
  body.set(COMMENT_HONEYPOT_FIELD, fields[COMMENT_HONEYPOT_FIELD] ?? '');
  return postMultipart<PostedComment>('/api/post-comment/', body);
}
