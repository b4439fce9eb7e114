import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Comment, CommentsPage } from '@contracts/api';
import { isArticleSlug } from '@contracts/articles';
import { COMMENT_HONEYPOT_FIELD, commentFormSchema } from '@contracts/forms/comment-form';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RuntimeConfig } from '../shared/config';
import type { HttpRequest, RouteResult } from '../shared/handler-kit';
import { HttpError } from '../shared/http';
import { logger } from '../shared/logger';
import { parseMultipart, type MultipartLimits } from '../shared/multipart';
import { putNewItem } from '../data/idempotency';
import { COMMENT_FEED, tableDesign } from '@contracts/deployment/table-design';
import { validateFields } from '../shared/validate-fields';

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

function toComment(item: Record<string, unknown>): Comment {
  return {
    id: String(item.id),
    post: String(item.post),
    name: String(item.name),
    comment: String(item.comment ?? ''),
    createdAt: String(item.createdAt),
  };
}

function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

/** Decodes a page cursor; only a {pk, sk} pair of this post's partition is accepted. @throws HttpError 400 */
function decodeCursor(cursor: string | undefined, post: string): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (key.pk === `POST#${post}` && typeof key.sk === 'string' && key.sk.startsWith('COMMENT#') && Object.keys(key).length === 2) {
      return { pk: key.pk, sk: key.sk };
    }
  } catch {
    // fall through to the error below
  }
  throw new HttpError(400, 'VALIDATION', 'The cursor is not valid.', { cursor: 'Invalid' });
}

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
    const newest = await dynamo.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: tableDesign.commentsIndex.name,
        KeyConditionExpression: '#feed = :feed',
        ExpressionAttributeNames: { '#feed': tableDesign.commentsIndex.partitionKey },
        ExpressionAttributeValues: { ':feed': COMMENT_FEED },
        ScanIndexForward: false,
        Limit: NEWEST_COMMENTS,
      }),
    );
    return { status: 200, body: { comments: (newest.Items ?? []).map(toComment) } satisfies CommentsPage };
  }
  if (!isArticleSlug(post)) throw new HttpError(404, 'NOT_FOUND', 'There is no article with that name.', { post: 'Unknown article' });
  const page = await dynamo.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `POST#${post}`, ':prefix': 'COMMENT#' },
      ScanIndexForward: true,
      Limit: COMMENTS_PAGE_SIZE,
      ExclusiveStartKey: decodeCursor(request.query.cursor, post),
    }),
  );
  const nextCursor = encodeCursor(page.LastEvaluatedKey);
  const body: CommentsPage = { comments: (page.Items ?? []).map(toComment), ...(nextCursor ? { nextCursor } : {}) };
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
  await putNewItem(dynamo, config.tableName, {
    pk: `POST#${comment.post}`,
    sk: `COMMENT#${comment.createdAt}#${comment.id}`,
    kind: 'comment',
    // The comments-only sparse index (newest comments): get-comments may query nothing else (issue 13 §2).
    [tableDesign.commentsIndex.partitionKey]: COMMENT_FEED,
    ...comment,
  });
  return { status: 201, body: comment };
}
