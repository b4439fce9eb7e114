import type { ArticleSlug } from '../../content/articles/article-types';
import { getJson, postMultipart } from '../../lib/api-client';
import { COMMENT_HONEYPOT_FIELD, type CommentFields } from '../../lib/validation/comment-form';

/** A stored comment as the API returns it (DESIGN §3). Plain text: render it as React text only. */
export interface BlogComment {
  id: string;
  post: string;
  name: string;
  comment: string;
  /** ISO 8601 timestamp (UTC). */
  createdAt: string;
}

/** One page of an article's comments, oldest first; `nextCursor` is present when more follow. */
export interface CommentsPage {
  comments: BlogComment[];
  nextCursor?: string;
}

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
 * @returns the stored comment (201)
 * @throws ApiError with the server's message and `fields` (per-field messages) on failure
 */
export function sendComment(fields: CommentFields): Promise<BlogComment> {
  const body = new FormData();
  body.set('name', fields.name);
  body.set('comment', fields.comment);
  body.set('post', fields.post);
  body.set(COMMENT_HONEYPOT_FIELD, fields[COMMENT_HONEYPOT_FIELD] ?? '');
  return postMultipart<BlogComment>('/api/post-comment/', body);
}
