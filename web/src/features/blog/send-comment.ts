import type { PostedComment } from '@contracts/api';
import { postMultipart } from '../../lib/api-client';
import { COMMENT_HONEYPOT_FIELD, type CommentFields } from '@contracts/forms/comment-form';

// Apart from comments-api.ts (the list): the comment form's schemas (zod) load with the form, on its first use.
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
