/**
 * Blog comments (pk POST#<slug>, sk COMMENT#<createdAt>#<id>, and `commentFeed` = COMMENT_FEED for the comments-only
 * index: contracts/deployment/table-design.ts): the one module that builds their keys and commands.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Comment } from '@contracts/api';
import { COMMENT_FEED, PARTITION_PREFIXES, SORT_KEY_PREFIXES, tableDesign } from '@contracts/deployment/table-design';
import { putNewItem } from './idempotency';
import { queryPage, type Item, type ItemKey } from './table';

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
  return key.pk === postPartition(post) && typeof key.sk === 'string' && key.sk.startsWith(SORT_KEY_PREFIXES.comment) && Object.keys(key).length === 2;
}

function toComment(item: Item): Comment {
  return {
    id: String(item.id),
    post: String(item.post),
    name: String(item.name),
    comment: String(item.comment ?? ''),
    createdAt: String(item.createdAt),
  };
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
  return { comments: page.items.map(toComment), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/**
 * The `limit` newest comments across all posts, newest first (a Query of the comments-only index).
 * @throws the SDK's errors
 */
export async function readNewestComments(dynamo: DynamoDBDocumentClient, tableName: string, limit: number): Promise<Comment[]> {
  const { commentsIndex } = tableDesign;
  const page = await queryPage(dynamo, tableName, { index: commentsIndex.name, partition: { name: commentsIndex.partitionKey, value: COMMENT_FEED } }, { ascending: false, limit });
  return page.items.map(toComment);
}
