/**
 * Blog comments (pk POST#<slug>, sk COMMENT#<createdAt>#<id>, and `commentFeed` = COMMENT_FEED for the comments-only
 * index), comments held for review (pk MODERATION#<id>, sk RECORD, in the queue index while they wait) and the hourly
 * comment counters of clients (pk COMMENT-RATE#<hmac>, sk RECORD): contracts/deployment/table-design.ts. The one
 * module that builds their keys and commands.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { Comment } from '@contracts/api';
import type { HeldComment, HoldReason, ModerationState } from '@contracts/staff-api';
import {
  COMMENT_FEED,
  HELD_COMMENTS_QUEUE,
  PARTITION_PREFIXES,
  RECORD_SK,
  SORT_KEY_PREFIXES,
  tableDesign,
} from '@contracts/deployment/table-design';
import { putNewItem } from './idempotency';
import { parseStored } from './parse-item';
import { getItem, keyOfItem, queryPage, type Item, type ItemKey } from './table';
import { add, remove, set, updateExpression } from './update-expression';

/** The partition of a post's comments: 'POST#<slug>'. */
function postPartition(post: string): string {
  return `${PARTITION_PREFIXES.comment}${post}`;
}

/**
 * The table key of one comment.
 * @param post the article slug; `createdAt` the comment's ISO 8601 time; `id` its UUID
 * @returns pk 'POST#<post>', sk 'COMMENT#<createdAt>#<id>' (so a post's partition reads in time order)
 */
export function commentKey(post: string, createdAt: string, id: string): ItemKey {
  return { pk: postPartition(post), sk: `${SORT_KEY_PREFIXES.comment}${createdAt}#${id}` };
}

/**
 * True when `key` (a decoded page cursor) is exactly a comment key of `post`'s partition: {pk, sk} and nothing else,
 * so a cursor can never move the Query to another partition.
 */
export function isCommentKeyOf(post: string, key: Record<string, unknown>): boolean {
  return (
    key.pk === postPartition(post) &&
    typeof key.sk === 'string' &&
    key.sk.startsWith(SORT_KEY_PREFIXES.comment) &&
    Object.keys(key).length === 2
  );
}

/**
 * A stored public comment (POST#<slug> / COMMENT#…) as read: the fields of contracts/api.ts Comment; other attributes
 * (keys, `kind`, `commentFeed`) pass. `comment` may be absent (an empty comment is stored without it) and reads as ''.
 */
export const storedCommentSchema = z.looseObject({
  id: z.string(),
  post: z.string(),
  name: z.string(),
  comment: z._default(z.string(), ''),
  createdAt: z.string(),
});
export type StoredComment = z.output<typeof storedCommentSchema>;

/** The API's Comment of a parsed stored comment (its fields only, never the item's other attributes). */
function toComment(stored: StoredComment): Comment {
  return { id: stored.id, post: stored.post, name: stored.name, comment: stored.comment, createdAt: stored.createdAt };
}

/** Parses one public comment item read from a post's partition or the comments index; key from the item itself. */
function parseComment(item: Item): Comment {
  return toComment(parseStored(storedCommentSchema, item, { kind: 'comment', key: keyOfItem(item) }));
}

/**
 * Stores a new comment: one conditional PutItem of a new key (idempotency.ts putNewItem), carrying `commentFeed` so
 * the comments-only index lists it (get-comments may query nothing else: least privilege).
 * @throws the SDK's ConditionalCheckFailedException if the key is taken by another item; other SDK errors
 */
export async function putComment(dynamo: DynamoDBDocumentClient, tableName: string, comment: Comment): Promise<void> {
  await putNewItem(dynamo, tableName, {
    ...commentKey(comment.post, comment.createdAt, comment.id),
    kind: 'comment',
    [tableDesign.commentsIndex.partitionKey]: COMMENT_FEED,
    ...comment,
  });
}

/**
 * One page of a post's comments, oldest first (a Query of the post's partition, never a Scan).
 * @param options at most `limit` comments, from `startKey` (checked with isCommentKeyOf)
 * @returns the comments and, when more may follow, the key to continue from
 * @throws the SDK's errors
 */
export async function readPostComments(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  post: string,
  options: { limit: number; startKey?: Item },
): Promise<{ comments: Comment[]; lastKey?: Item }> {
  const page = await queryPage(
    dynamo,
    tableName,
    {
      partition: { name: tableDesign.partitionKey, value: postPartition(post) },
      sort: { name: tableDesign.sortKey, op: 'begins_with', value: SORT_KEY_PREFIXES.comment },
    },
    { ascending: true, limit: options.limit, startKey: options.startKey },
  );
  return { comments: page.items.map(parseComment), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/**
 * The `limit` newest comments across all posts, newest first (a Query of the comments-only index).
 * @throws the SDK's errors
 */
export async function readNewestComments(dynamo: DynamoDBDocumentClient, tableName: string, limit: number): Promise<Comment[]> {
  const { commentsIndex } = tableDesign;
  const page = await queryPage(
    dynamo,
    tableName,
    { index: commentsIndex.name, partition: { name: commentsIndex.partitionKey, value: COMMENT_FEED } },
    { ascending: false, limit },
  );
  return page.items.map(parseComment);
}

/**
 * The table key of a comment held for review.
 * @param id the comment's UUID
 * @returns pk 'MODERATION#<id>', sk RECORD: outside the POST#… partitions, so the public get-comments role, which may
 *   read only those and the comments index, can never read a held or hidden comment (least privilege, not a filter)
 */
export function heldCommentKey(id: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.heldComment}${id}`, sk: RECORD_SK };
}

const HOLD_REASONS = ['link', 'rate'] as const satisfies readonly HoldReason[];
const MODERATION_STATES = ['held', 'published', 'hidden'] as const satisfies readonly ModerationState[];

/**
 * A stored held comment (MODERATION#<id> / RECORD) as read: a comment plus why it is held (absent on items stored
 * before reasons were kept: none), its moderation state, version (an integer ≥ 1) and, once moderated, when and by whom.
 */
export const storedHeldCommentSchema = z.looseObject({
  ...storedCommentSchema.shape,
  heldFor: z._default(z.array(z.enum(HOLD_REASONS)), []),
  status: z.enum(MODERATION_STATES),
  version: z.int().check(z.gte(1)),
  moderatedAt: z.optional(z.string()),
  moderatedBy: z.optional(z.string()),
});

/**
 * Parses one held comment item (stored under `key`) into the staff API's HeldComment.
 * @throws StoredRecordInvalid when the item does not have the shape of storedHeldCommentSchema
 */
function parseHeldComment(item: Item, key: ItemKey): HeldComment {
  const stored = parseStored(storedHeldCommentSchema, item, { kind: 'held-comment', key });
  return {
    ...toComment(stored),
    heldFor: stored.heldFor,
    status: stored.status,
    version: stored.version,
    ...(stored.moderatedAt !== undefined ? { moderatedAt: stored.moderatedAt } : {}),
    ...(stored.moderatedBy !== undefined ? { moderatedBy: stored.moderatedBy } : {}),
  };
}

/**
 * Stores a new comment held for review: one conditional PutItem of a new key (putNewItem), status `held`, version 1,
 * why it is held, and `queue` = HELD_COMMENTS_QUEUE so the staff queue index lists it. No `commentFeed` and no POST#
 * key: nothing public lists it until staff publish it ({@link moderateHeldComment}, then {@link putComment}).
 * @throws the SDK's ConditionalCheckFailedException if the key is taken by another item; other SDK errors
 */
export async function putHeldComment(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  comment: Comment,
  heldFor: readonly HoldReason[],
): Promise<void> {
  await putNewItem(dynamo, tableName, {
    ...heldCommentKey(comment.id),
    ...comment,
    heldFor: [...heldFor],
    status: 'held',
    version: 1,
    updatedAt: comment.createdAt,
    [tableDesign.queueIndex.partitionKey]: HELD_COMMENTS_QUEUE,
  });
}

/**
 * True when `key` (a decoded page cursor) is a start key of the held-comments queue: its queue attribute is
 * HELD_COMMENTS_QUEUE and every part is a string, so a cursor can never move the Query to another partition.
 */
export function isHeldQueueKey(key: Record<string, unknown>): boolean {
  return key[tableDesign.queueIndex.partitionKey] === HELD_COMMENTS_QUEUE && Object.values(key).every((part) => typeof part === 'string');
}

/**
 * One page of the comments waiting for review, newest first: a Query of the queue index's HELD_COMMENTS_QUEUE
 * partition (never a Scan), then each comment read by key (GetItem, consistently; the index projects no text).
 * A row whose comment left the queue meanwhile (moderated) is left out.
 * @param options at most `limit` rows, from `startKey` (checked with isHeldQueueKey)
 * @returns the comments and, when more may follow, the key to continue from
 * @throws the SDK's errors
 */
export async function readHeldComments(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  options: { limit: number; startKey?: Item },
): Promise<{ comments: HeldComment[]; lastKey?: Item }> {
  const { queueIndex } = tableDesign;
  const page = await queryPage(
    dynamo,
    tableName,
    { index: queueIndex.name, partition: { name: queueIndex.partitionKey, value: HELD_COMMENTS_QUEUE } },
    { ascending: false, ...options },
  );
  const items = await Promise.all(page.items.map((row) => getItem(dynamo, tableName, keyOfItem(row))));
  const waiting = items.filter((item): item is Item => item?.[queueIndex.partitionKey] === HELD_COMMENTS_QUEUE);
  const comments = waiting.map((item) => parseHeldComment(item, keyOfItem(item)));
  return { comments, ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/**
 * One held comment by id, read consistently.
 * @returns the comment and whether it is still in the held queue (a published one is until its public copy is
 *   stored), or undefined when no comment with this id was ever held
 * @throws the SDK's errors
 */
export async function readHeldComment(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  id: string,
): Promise<{ comment: HeldComment; queued: boolean } | undefined> {
  const item = await getItem(dynamo, tableName, heldCommentKey(id));
  return item
    ? { comment: parseHeldComment(item, heldCommentKey(id)), queued: item[tableDesign.queueIndex.partitionKey] === HELD_COMMENTS_QUEUE }
    : undefined;
}

/** A moderation decision on a held comment. */
export interface ModerationDecision {
  id: string;
  to: Exclude<ModerationState, 'held'>;
  /** The version the staff member saw. */
  version: number;
  /** ISO 8601 time of the decision, and the staff member's user id. */
  at: string;
  by: string;
}

/**
 * Decides a held comment: `status` = published or hidden, `version` + 1, `updatedAt`, `moderatedAt`, `moderatedBy`, in
 * one UpdateItem on condition that it is still `held` at the version seen. Hiding also takes it out of the queue
 * (REMOVE `queue`); a published comment stays queued until its public copy is written (see {@link dequeueHeldComment}),
 * so a failure between the two writes leaves it in the queue, where publishing again finishes the job.
 * @returns the comment as stored after the decision
 * @throws the SDK's ConditionalCheckFailedException when it was decided meanwhile or `version` is stale; other SDK errors
 */
export async function moderateHeldComment(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  decision: ModerationDecision,
): Promise<HeldComment> {
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: heldCommentKey(decision.id),
      ...updateExpression(
        [
          set('status', ':to', decision.to),
          set('version', ':next', decision.version + 1),
          set('updatedAt', ':at', decision.at),
          set('moderatedAt', ':at', decision.at),
          set('moderatedBy', ':by', decision.by),
          ...(decision.to === 'hidden' ? [remove(tableDesign.queueIndex.partitionKey)] : []),
        ],
        { expression: '#status = :held AND #version = :seen', values: { ':held': 'held', ':seen': decision.version } },
      ),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return parseHeldComment(answer.Attributes ?? {}, heldCommentKey(decision.id));
}

/**
 * Takes a published comment out of the held queue (REMOVE `queue`), once its public copy is stored; conditional on
 * its status being published, so a hidden or held comment is never touched.
 * @throws the SDK's ConditionalCheckFailedException when it is not published; other SDK errors
 */
export async function dequeueHeldComment(dynamo: DynamoDBDocumentClient, tableName: string, id: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: heldCommentKey(id),
      ...updateExpression([remove(tableDesign.queueIndex.partitionKey)], {
        expression: '#status = :published',
        values: { ':published': 'published' },
      }),
    }),
  );
}

/** A client's hourly comment counter as UpdateItem returns it (UPDATED_NEW): the count after this comment. */
const commentCounterSchema = z.looseObject({ count: z.int().check(z.gte(1)) });

/**
 * Counts one comment of a client in the current hour: `ADD count 1` on the client's counter (created at 0 when
 * missing), with its TTL. One atomic UpdateItem, so parallel comments each get their own number.
 * @param counter the counter's id (an HMAC of the hour and the client's network) and its expiry, epoch seconds
 * @returns the client's comments this hour, this one included
 * @throws the SDK's errors
 */
export async function countClientComment(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  counter: { id: string; expiresAt: number },
): Promise<number> {
  const key = { pk: `${PARTITION_PREFIXES.commentRate}${counter.id}`, sk: RECORD_SK };
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      ...updateExpression([set(tableDesign.ttlAttribute, ':expiresAt', counter.expiresAt), add('count', ':one', 1)]),
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return parseStored(commentCounterSchema, answer.Attributes ?? {}, { kind: 'comment-rate', key }).count;
}
