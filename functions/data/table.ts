/**
 * What the entity modules of functions/data/ share: the item and key types, reading one item by key, one page of a
 * Query, and telling a failed write condition from other errors. Owns no key format: each entity module builds its
 * own keys (contracts/deployment/table-design.ts lists them all).
 */
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { tableDesign } from '@contracts/deployment/table-design';
import { updateExpression, type Condition, type UpdateAction } from './update-expression';

/** A DynamoDB item as the document client reads and writes it (plain JS values). */
export type Item = Record<string, unknown>;

/** The primary key of an item of the single table (docs/architecture/data-model.md). */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** True for the SDK's error of a write whose ConditionExpression did not hold (ConditionalCheckFailedException). */
export function isConditionFailure(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

/**
 * One conditional UpdateItem whose failed condition is an answer, not an error: the writes that decide something by
 * their condition (a claim, a count under a cap) read it this way.
 * @param returnValues what the answer carries (DynamoDB's ReturnValues); none by default
 * @returns the item's attributes as `returnValues` asks (an empty object without), or undefined when the condition failed
 * @throws the SDK's errors other than a failed condition
 */
export async function updateIf(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  actions: readonly UpdateAction[],
  condition: Condition,
  returnValues?: 'ALL_NEW' | 'UPDATED_NEW',
): Promise<Item | undefined> {
  try {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: key.pk, sk: key.sk },
        ...updateExpression(actions, condition),
        ...(returnValues ? { ReturnValues: returnValues } : {}),
      }),
    );
    return output.Attributes ?? {};
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return undefined;
  }
}

/** The key of a stored item (its `pk` and `sk`), e.g. of an item a conditional put refused. */
export function keyOfItem(item: Item): ItemKey {
  return { pk: String(item[tableDesign.partitionKey]), sk: String(item[tableDesign.sortKey]) };
}

/**
 * One item by key (GetItem).
 * @param consistent a strongly consistent read (the default: every reader here acts on what it reads)
 * @returns the item, or undefined when there is none
 * @throws the SDK's errors
 */
export async function getItem(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  { consistent = true } = {},
): Promise<Item | undefined> {
  const found = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: { pk: key.pk, sk: key.sk }, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return found.Item;
}

/**
 * One key condition of a Query: the partition, and optionally a bound, a prefix or a closed range (`between`: from
 * `value` to `upTo`, both inclusive) on the sort key.
 */
export interface KeyRange {
  /** The index to query; the table itself when absent. */
  index?: string;
  partition: { name: string; value: string };
  sort?:
    { name: string; op: '<' | '<=' | '>=' | 'begins_with'; value: string } | { name: string; op: 'between'; value: string; upTo: string };
}

/** One page of a Query: its items and, when more may follow, the key to start the next page from. */
export interface QueryPage {
  items: Item[];
  lastKey?: Item;
}

/**
 * One page of a Query (never a Scan) of a key range.
 * @param options `ascending` by sort key (ScanIndexForward), at most `limit` items, from `startKey` (a page's lastKey)
 * @throws the SDK's errors (a malformed `startKey` among them: callers check cursors first)
 */
export async function queryPage(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  range: KeyRange,
  options: { ascending: boolean; limit: number; startKey?: Item },
): Promise<QueryPage> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      ...keyCondition(range),
      ScanIndexForward: options.ascending,
      Limit: options.limit,
      ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
    }),
  );
  return { items: page.Items ?? [], ...(page.LastEvaluatedKey ? { lastKey: page.LastEvaluatedKey } : {}) };
}

/** The index name, key condition and its names/values of a Query of `range` (shared by queryPage and countRange). */
function keyCondition(range: KeyRange) {
  const { sort } = range;
  const sortCondition = !sort
    ? ''
    : sort.op === 'begins_with'
      ? ' AND begins_with(#sort, :sort)'
      : sort.op === 'between'
        ? ' AND #sort BETWEEN :sort AND :upTo'
        : ` AND #sort ${sort.op} :sort`;
  return {
    ...(range.index ? { IndexName: range.index } : {}),
    KeyConditionExpression: `#partition = :partition${sortCondition}`,
    ExpressionAttributeNames: { '#partition': range.partition.name, ...(sort ? { '#sort': sort.name } : {}) },
    ExpressionAttributeValues: {
      ':partition': range.partition.value,
      ...(sort ? { ':sort': sort.value } : {}),
      ...(sort?.op === 'between' ? { ':upTo': sort.upTo } : {}),
    },
  };
}

/**
 * How many items a key range holds, counting at most `max`: Query with Select COUNT (no items are returned) and Limit,
 * following LastEvaluatedKey (DynamoDB counts at most 1 MB a request). The cap bounds the cost of a count (the items
 * are read, and billed, even when only counted). Never a Scan.
 * @returns `count` (≤ max) and `more`: true when the range may hold more than `count` (the cap was reached)
 * @throws the SDK's errors
 */
export async function countRange(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  range: KeyRange,
  max: number,
): Promise<{ count: number; more: boolean }> {
  let count = 0;
  let startKey: Item | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        ...keyCondition(range),
        Select: 'COUNT',
        Limit: max - count,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey && count < max);
  return { count, more: startKey !== undefined };
}

/**
 * The items of a key range, following pages until `max` items or the range's end (a Query per page, never a Scan).
 * @param options `ascending` by sort key; at most `max` items in all, at most `pageSize` a page
 * @returns the items, in key order (at most `max`)
 * @throws the SDK's errors
 */
export async function queryUpTo(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  range: KeyRange,
  options: { ascending: boolean; max: number; pageSize: number },
): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await queryPage(dynamo, tableName, range, {
      ascending: options.ascending,
      limit: Math.min(options.pageSize, options.max - items.length),
      startKey,
    });
    items.push(...page.items);
    startKey = page.lastKey;
  } while (startKey && items.length < options.max);
  return items;
}

/** Keys per BatchGetItem request (DynamoDB's maximum). */
const BATCH_GET_MAX_KEYS = 100;

/**
 * The whole items at `keys`, in the keys' order: BatchGetItem, 100 keys a
 * request, retrying unprocessed keys with back-off from 100 ms to 2 s. A key without an item (never written, or gone
 * meanwhile by TTL) is left out.
 * @throws Error when DynamoDB still leaves keys unprocessed after 9 attempts; the SDK's errors
 */
export async function readItemsByKeys(dynamo: DynamoDBDocumentClient, tableName: string, keys: readonly ItemKey[]): Promise<Item[]> {
  const byKey = new Map<string, Item>();
  const keyText = ({ pk, sk }: ItemKey) => `${pk}\u0000${sk}`;
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX_KEYS) {
    let batch: Item[] | undefined = keys.slice(start, start + BATCH_GET_MAX_KEYS).map(({ pk, sk }) => ({ pk, sk }));
    for (let attempt = 0; batch && batch.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 2000)));
      const result: BatchGetCommandOutput = await dynamo.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: batch } } }));
      for (const item of result.Responses?.[tableName] ?? []) byKey.set(keyText(keyOfItem(item)), item);
      batch = result.UnprocessedKeys?.[tableName]?.Keys;
      if (attempt >= 8 && batch && batch.length > 0)
        throw new Error(`DynamoDB left ${batch.length} keys unprocessed after ${attempt + 1} attempts`);
    }
  }
  return keys.map((key) => byKey.get(keyText(key))).filter((item): item is Item => item !== undefined);
}
