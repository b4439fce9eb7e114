import type { Comment, ErrorReason } from '@contracts/api';
import {
  QUEUE_PAGE_SIZE,
  commentModerationSchema,
  type HeldComment,
  type HeldCommentsPage,
  type ModerationState,
} from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { decodeCursor, encodeCursor } from '../runtime/page-cursor';
import { dequeueHeldComment, isHeldQueueKey, moderateHeldComment, putComment, readHeldComment, readHeldComments } from '../data/comments';
import { isConditionFailure } from '../data/table';
import { authoriseAction } from './authorise';
import { auditAction, staffJsonBody, auditAttempt, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/** The reference of a comment's audit trail (AUDIT#COMMENT-<id>, contracts/deployment/table-design.ts). */
function commentAuditReference(id: string): string {
  return `COMMENT-${id}`;
}

/**
 * GET /api/staff/comments[?cursor=…]: the blog comments waiting for review, newest first, QUEUE_PAGE_SIZE a
 * page (functions/data/comments.ts readHeldComments: the queue index, then each comment by key). Support only
 * (authorise.ts), checked first.
 * @returns 200 HeldCommentsPage: the comments (name, text, article, why held, version) and `nextCursor` when more follow
 * @throws HttpError 403 for another group, 400 for a cursor that is not one of this queue's
 */
export async function listHeldComments(request: HttpRequest, user: StaffUser, { clients, config }: StaffApiContext): Promise<RouteResult> {
  authoriseAction(user, 'moderate_comments');
  const startKey = decodeCursor(request.query.cursor, isHeldQueueKey);
  const page = await readHeldComments(clients.dynamo, config.tableName, { limit: QUEUE_PAGE_SIZE, startKey });
  const nextCursor = encodeCursor(page.lastKey);
  const body: HeldCommentsPage = { comments: page.comments, ...(nextCursor ? { nextCursor } : {}) };
  return { status: 200, body };
}

const ALREADY: Record<Exclude<ModerationState, 'held'>, string> = {
  published: 'This comment has already been published. Here is how it is now.',
  hidden: 'This comment has already been hidden. Here is how it is now.',
};
const STALE = 'Someone else changed this comment. Here is how it is now.';

/** A 409 carrying the comment as it is now (body.current), as the staff API's other 409s carry the record. */
function conflictWith(current: HeldComment): HttpError {
  const reason: ErrorReason = current.status === 'held' ? { code: 'comment_changed' } : { code: 'comment_decided', status: current.status };
  return new HttpError(409, 'CONFLICT', current.status === 'held' ? STALE : ALREADY[current.status], undefined, {}, { current }).because(
    reason,
  );
}

/** The public comment a published held comment becomes: the same id, article, name, text and time. */
function publicCopy({ id, post, name, comment, createdAt }: HeldComment): Comment {
  return { id, post, name, comment, createdAt };
}

/**
 * POST /api/staff/comments/<id> {to: 'published' | 'hidden', version}: decides a held comment. Support only.
 * - Hide: one conditional UpdateItem (still `held` at `version`): status hidden, out of the queue. It never reaches a
 *   public partition, so no API lists it.
 * - Publish: the same conditional UpdateItem (status published, still queued), then the public comment is stored
 *   (POST#<slug>, with `commentFeed`: listed on its article and in the newest comments), then it leaves the queue. If
 *   a step after the first fails, the comment stays in the queue as published, and publishing it again finishes (the
 *   public copy is the same item, so writing it twice is harmless).
 * Audited first (action 'moderate', reference COMMENT-<id>, detail 'held→published'): written `attempted`, then set to
 * `allowed` or `conflict` (staff-context.ts auditAttempt); a decision on a comment already decided, or on a stale
 * version, is recorded `conflict`.
 * @returns 200 the held comment as stored after the decision
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema; 403 for another group;
 *   404 for an unknown id; 409 CONFLICT with the comment as it is now (body.current) when it was already decided or
 *   `version` is stale
 */
export async function moderateComment(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { id }: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'moderate_comments');
  const body = staffJsonBody(commentModerationSchema, request);
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const found = await readHeldComment(dynamo, tableName, id);
  if (!found)
    throw new HttpError(404, 'NOT_FOUND', 'There is no comment waiting for review with this id.').because({ code: 'comment_missing' });
  const { comment: held, queued } = found;
  const finishing = held.status === 'published' && queued && body.to === 'published';
  const at = context.now.toISOString();
  const audit = {
    at,
    action: 'moderate',
    reference: commentAuditReference(id),
    detail: finishing ? 'held→published (finishing)' : `${held.status}→${body.to}`,
  } as const;
  if (!finishing && (held.status !== 'held' || held.version !== body.version)) {
    await auditAction(context, user, { ...audit, outcome: 'conflict' });
    throw conflictWith(held);
  }
  const settle = await auditAttempt(context, user, audit);
  let decided = held;
  if (!finishing) {
    try {
      decided = await moderateHeldComment(dynamo, tableName, { id, to: body.to, version: body.version, at, by: user.userId });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const current = (await readHeldComment(dynamo, tableName, id))?.comment ?? held;
      // The SDK's retry of our own decision whose answer was lost fails its condition on our own decision: a success.
      const ours =
        current.status === body.to &&
        current.version === body.version + 1 &&
        current.moderatedAt === at &&
        current.moderatedBy === user.userId;
      if (!ours) {
        await settle('conflict');
        throw conflictWith(current);
      }
      decided = current;
    }
  }
  if (decided.status === 'published') {
    await putComment(dynamo, tableName, publicCopy(decided));
    await dequeueHeldComment(dynamo, tableName, id);
  }
  await settle('allowed');
  return { status: 200, body: decided };
}
