import { randomUUID } from 'node:crypto';
import type { Comment, CommentsPage } from '@contracts/api';
import { isArticleSlug } from '@contracts/articles';
import { COMMENT_HONEYPOT_FIELD, commentFormSchema } from '@contracts/forms/comment-form';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import { parseMultipart, type MultipartLimits } from '../runtime/multipart';
import { isCommentKeyOf, putComment, readNewestComments, readPostComments } from '../data/comments';
import { decodeCursor, encodeCursor } from '../runtime/page-cursor';
import { validateFields } from '../runtime/validate-fields';

/** Dependencies of the comment cores, injected so tests can point them at the emulators; `now` is the request time. */
export interface CommentsContext {
  dynamo: DynamoDBDocumentClient;
  config: RuntimeConfig;
  now: Date;
}

/** Comments per page of GET /api/comments/?post=… (oldest first). */
export const COMMENTS_PAGE_SIZE = 100;
/** Comments returned without `post`: the newest 50 across posts (the original's contract). */
export const NEWEST_COMMENTS = 50;

/** busboy limits for post-comment: no file, 5 fields, 16 KiB each (2,000 characters of 4-byte UTF-8 fit). */
export const postCommentLimits: MultipartLimits = { fileSize: 1, files: 0, fields: 5, fieldSize: 16 * 1024, fileFields: [] };

/**
 * GET /api/comments/?post=healthN[&cursor=…]
 * @returns 200 `{comments: Comment[], nextCursor?: string}` — one article's comments oldest first, a page of
 *   COMMENTS_PAGE_SIZE; without `post`, the NEWEST_COMMENTS newest across all posts, newest first.
 * @throws HttpError 404 for an unknown post, 400 for a bad cursor. Uses Query (never Scan): the post's partition, or the
 *   comments-only index for the newest.
 */
export async function listComments(request: HttpRequest, { dynamo, config }: CommentsContext): Promise<RouteResult> {
  const post = request.query.post;
  if (post === undefined || post === '') {
    return { status: 200, body: { comments: await readNewestComments(dynamo, config.tableName, NEWEST_COMMENTS) } satisfies CommentsPage };
  }
  if (!isArticleSlug(post)) throw new HttpError(404, 'NOT_FOUND', 'There is no article with that name.', { post: 'Unknown article' });
  const startKey = decodeCursor(request.query.cursor, (key) => isCommentKeyOf(post, key));
  const page = await readPostComments(dynamo, config.tableName, post, { limit: COMMENTS_PAGE_SIZE, startKey });
  const nextCursor = encodeCursor(page.lastKey);
  const body: CommentsPage = { comments: page.comments, ...(nextCursor ? { nextCursor } : {}) };
  return { status: 200, body };
}

/**
 * POST /api/post-comment/ (multipart: name, comment, post, and the empty honeypot).
 * @returns 201 with the stored Comment. A filled honeypot gets the same-looking 201 but nothing is stored.
 * @throws HttpError 400 for invalid fields (unknown post included) or an attached file (the parser's
 *   "This form does not accept files.": postCommentLimits takes none), 413/415/422 from the multipart parser.
 */
export async function postComment(request: HttpRequest, { dynamo, config, now }: CommentsContext): Promise<RouteResult> {
  const parsed = await parseMultipart(request.headers['content-type'], request.body, postCommentLimits);
  const fields = validateFields(commentFormSchema, parsed.fields, parsed.repeatedFields);
  const comment: Comment = { id: randomUUID(), post: fields.post, name: fields.name, comment: fields.comment, createdAt: now.toISOString() };
  if (fields[COMMENT_HONEYPOT_FIELD]) {
    logger.warn('honeypot filled; comment dropped', { requestId: request.requestId, post: fields.post });
    return { status: 201, body: comment };
  }
  await putComment(dynamo, config.tableName, comment);
  return { status: 201, body: comment };
}
