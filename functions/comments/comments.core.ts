import { randomUUID } from 'node:crypto';
import type { Comment, CommentsPage, PostedComment } from '@contracts/api';
import type { HoldReason } from '@contracts/staff-api';
import { isArticleSlug } from '@contracts/articles';
import { COMMENT_HONEYPOT_FIELD, commentFormSchema } from '@contracts/forms/comment-form';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import { parseMultipart, type MultipartLimits } from '../runtime/multipart';
import { countClientComment, isCommentKeyOf, putComment, putHeldComment, readNewestComments, readPostComments } from '../data/comments';
import { decodeCursor, encodeCursor } from '../runtime/page-cursor';
import { validateFields } from '../runtime/validate-fields';
import { clientHourCounter, containsLink, type ModerationSettings } from './comment-moderation';

/** Dependencies of the comment cores, injected so tests can point them at the emulators; `now` is the request time. */
export interface CommentsContext {
  dynamo: DynamoDBDocumentClient;
  config: RuntimeConfig;
  now: Date;
}

/** What post-comment needs beyond the comments context: the moderation settings. */
export interface PostCommentContext extends CommentsContext {
  moderation: ModerationSettings;
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
  if (!isArticleSlug(post))
    throw new HttpError(404, 'NOT_FOUND', 'There is no article with that name.', { post: { code: 'unknown_article' } }).because({
      code: 'article_not_found',
    });
  const startKey = decodeCursor(request.query.cursor, (key) => isCommentKeyOf(post, key));
  const page = await readPostComments(dynamo, config.tableName, post, { limit: COMMENTS_PAGE_SIZE, startKey });
  const nextCursor = encodeCursor(page.lastKey);
  const body: CommentsPage = { comments: page.comments, ...(nextCursor ? { nextCursor } : {}) };
  return { status: 200, body };
}

/**
 * Why a valid new comment must wait for review (comment-moderation.ts): `link` when its name or text contains a link,
 * `rate` when its client has posted more than `moderation.commentsPerClientHour` comments this clock hour, this one
 * included. Every comment that reaches this point is counted (one atomic UpdateItem of the client's hourly counter,
 * keyed by an HMAC of the hour and the client's network: no address is stored).
 * @returns the reasons, empty when the comment may be published at once
 * @throws the SDK's errors of the counter (→ 503: nothing is stored then)
 */
async function holdReasons(
  request: HttpRequest,
  comment: Comment,
  { dynamo, config, now, moderation }: PostCommentContext,
): Promise<HoldReason[]> {
  const client = request.clientIp ?? 'unknown';
  const count = await countClientComment(dynamo, config.tableName, clientHourCounter(client, now, moderation.clientKeySecret));
  return [
    ...(containsLink(comment.name) || containsLink(comment.comment) ? (['link'] as const) : []),
    ...(count > moderation.commentsPerClientHour ? (['rate'] as const) : []),
  ];
}

/**
 * POST /api/post-comment/ (multipart: name, comment, post, and the empty honeypot).
 * A comment with a link, or from a client over the hourly limit, is held for review (holdReasons): stored apart from
 * the published comments (functions/data/comments.ts putHeldComment), never listed by GET /api/comments/ unless
 * support publish it in the console's "Comments" queue. Every other comment is published at once.
 * @returns 201 PostedComment `status: 'published'`, listed at once; 202 PostedComment `status: 'held'`, waiting for
 *   review. A filled honeypot gets the same-looking 201 but nothing is stored (and nothing counted).
 * @throws HttpError 400 for invalid fields (unknown post included) or an attached file (the parser's
 *   "This form does not accept files.": postCommentLimits takes none), 413/415/422 from the multipart parser.
 */
export async function postComment(request: HttpRequest, context: PostCommentContext): Promise<RouteResult> {
  const { dynamo, config, now } = context;
  const parsed = await parseMultipart(request.headers['content-type'], request.body, postCommentLimits);
  const fields = validateFields(commentFormSchema, parsed.fields, parsed.repeatedFields);
  const comment: Comment = {
    id: randomUUID(),
    post: fields.post,
    name: fields.name,
    comment: fields.comment,
    createdAt: now.toISOString(),
  };
  const published: PostedComment = { ...comment, status: 'published' };
  if (fields[COMMENT_HONEYPOT_FIELD]) {
    logger.warn('honeypot filled; comment dropped', { requestId: request.requestId, post: fields.post });
    return { status: 201, body: published };
  }
  const reasons = await holdReasons(request, comment, context);
  if (reasons.length > 0) {
    await putHeldComment(dynamo, config.tableName, comment, reasons);
    logger.info('comment held for review', { requestId: request.requestId, post: fields.post });
    return { status: 202, body: { ...comment, status: 'held' } satisfies PostedComment };
  }
  await putComment(dynamo, config.tableName, comment);
  return { status: 201, body: published };
}
