/**
 * The shelf: the live selling price, MRP, stock count and state of one product (pk SHELF#<productId>, sk RECORD:
 * contracts/deployment/table-design.ts), the data the pharmacy runs. Names, images, compositions and texts stay
 * content (domain/catalogue/); this module is the one that builds shelf keys and parses what it reads.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import { cameBackInStock, type ShelfStock } from '@domain/shelf-availability';
import { noticeBackInStock } from './back-in-stock';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import { getItem, isConditionFailure, readItemsByKeys, updateIf, type Item, type ItemKey } from './table';
import { add, increment, set, type UpdateAction } from './update-expression';

/** A product's state on the shelf: `out_of_stock` may be set by staff while stock remains (e.g. a quality hold). */
export const SHELF_STATES = ['available', 'out_of_stock', 'discontinued'] as const;
export type ShelfState = (typeof SHELF_STATES)[number];

/**
 * The table key of a product's shelf item.
 * @param productId the catalogue id (domain/catalogue/products.ts), e.g. 'med-paracetamol-650-01'
 * @returns pk 'SHELF#<productId>', sk RECORD
 */
export function shelfKey(productId: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.shelf}${productId}`, sk: RECORD_SK };
}

/** A stored shelf item: money in integer paise (never above MRP), stock a whole count ≥ 0, `version` from 1. */
const shelfItemSchema = z.looseObject({
  productId: z.string().check(z.minLength(1)),
  pricePaise: z.int().check(z.gte(0)),
  mrpPaise: z.int().check(z.gte(0)),
  stock: z.int().check(z.gte(0)),
  state: z.enum(SHELF_STATES),
  version: z.int().check(z.gte(1)),
  updatedAt: z.string(),
  /** Display name of the staff member of the last change; absent for the seed. */
  updatedByName: z.optional(z.string()),
});
export type ShelfItem = z.output<typeof shelfItemSchema>;

/**
 * Parses a stored shelf item.
 * @throws StoredRecordInvalid when it lacks the shape above
 */
export function parseShelfItem(item: Item): ShelfItem {
  return parseStored(shelfItemSchema, item, { kind: 'shelf', key: { pk: String(item.pk), sk: String(item.sk) } });
}

/** One action of a TransactWriteItems request (lib-dynamodb's shape). */
export type TransactAction = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What a product's seed takes from the catalogue content: its id, selling price and MRP in paise. */
export interface ShelfSeed {
  id: string;
  pricePaise: number;
  mrpPaise: number;
}

/** Seed puts in flight at once: a deploy's custom resource finishes in seconds, far below any write limit. */
const SEED_CONCURRENCY = 16;

/**
 * Seeds the shelf: one item per product (content price and MRP, `stock` units, state `available`, version 1), each a
 * conditional put that never overwrites an item staff may already have changed. Products that already have an item
 * (read first, in batches) are skipped, so a second run costs a couple of reads. Run on the first `npm start`
 * (dev/provision.ts) and at every deploy that changes the catalogue (the custom resource of infra/constructs/shelf-seed.ts).
 * With `tableIsNew` (a table created a moment ago, which holds no item to spare), the read and the conditions are
 * skipped and the items go in BatchWriteItem requests of 25 (DynamoDB's limit per request), retrying what DynamoDB
 * leaves unprocessed: 7 requests instead of a read and one put per product, which is what a local table's set-up costs.
 * @param stock units each new item starts with (domain/shelf-availability.ts SEED_STOCK)
 * @returns how many items were created (0 when every product already had one)
 * @throws the SDK's errors other than the refused overwrite
 */
export async function seedShelf(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  products: readonly ShelfSeed[],
  stock: number,
  now: Date,
  { tableIsNew = false }: { tableIsNew?: boolean } = {},
): Promise<number> {
  const itemOf = (product: ShelfSeed): ShelfItem & ItemKey => ({
    ...shelfKey(product.id),
    productId: product.id,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    stock,
    state: 'available',
    version: 1,
    updatedAt: now.toISOString(),
  });
  if (tableIsNew) {
    for (let start = 0; start < products.length; start += BATCH_WRITE_LIMIT) {
      await writeAll(dynamo, tableName, products.slice(start, start + BATCH_WRITE_LIMIT).map(itemOf));
    }
    return products.length;
  }
  const present = await readShelfItems(
    dynamo,
    tableName,
    products.map((product) => product.id),
  );
  const missing = products.filter((product) => !present.has(product.id));
  let created = 0;
  const put = async (product: ShelfSeed) => {
    try {
      await dynamo.send(new PutCommand({ TableName: tableName, Item: itemOf(product), ConditionExpression: 'attribute_not_exists(pk)' }));
      created += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  };
  for (let start = 0; start < missing.length; start += SEED_CONCURRENCY) {
    await Promise.all(missing.slice(start, start + SEED_CONCURRENCY).map(put));
  }
  return created;
}

/** Items per BatchWriteItem request: the AWS limit for DynamoDB's BatchWriteItem (25 put or delete requests). */
const BATCH_WRITE_LIMIT = 25;

/** Tries for one batch before giving up: DynamoDB returns unprocessed items only under throttling, which passes. */
const BATCH_WRITE_TRIES = 5;

/**
 * Puts `items` (at most BATCH_WRITE_LIMIT) with BatchWriteItem, sending again whatever DynamoDB leaves unprocessed.
 * @throws Error when items are still unprocessed after BATCH_WRITE_TRIES requests; the SDK's errors
 */
async function writeAll(dynamo: DynamoDBDocumentClient, tableName: string, items: readonly Item[]): Promise<void> {
  let requests = items.map((item) => ({ PutRequest: { Item: item } }));
  for (let attempt = 1; requests.length > 0; attempt += 1) {
    if (attempt > BATCH_WRITE_TRIES) throw new Error(`${requests.length} shelf items stayed unprocessed after ${BATCH_WRITE_TRIES} tries`);
    // Unprocessed items mean throttling: back off exponentially before asking again, as DynamoDB's guidance says.
    if (attempt > 1) await delay(50 * 2 ** attempt);
    const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
      request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
    );
  }
}

/**
 * Reads the shelf items of `productIds` by key (BatchGetItem through table.ts readItemsByKeys, never a Scan), each
 * id once.
 * @returns product id → its shelf item; a product without one is absent
 * @throws StoredRecordInvalid for a stored item of the wrong shape; the SDK's errors
 */
export async function readShelfItems(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  productIds: readonly string[],
): Promise<Map<string, ShelfItem>> {
  const items = await readItemsByKeys(dynamo, tableName, [...new Set(productIds)].map(shelfKey));
  return new Map(items.map(parseShelfItem).map((item) => [item.productId, item]));
}

/**
 * One product's shelf item, read consistently (a staff change decides on it).
 * @returns the item, or undefined when the product has none
 * @throws StoredRecordInvalid; the SDK's errors
 */
export async function readShelfItem(dynamo: DynamoDBDocumentClient, tableName: string, productId: string): Promise<ShelfItem | undefined> {
  const item = await getItem(dynamo, tableName, shelfKey(productId));
  return item ? parseShelfItem(item) : undefined;
}

/** A staff change of one shelf item (functions/staff-api/catalogue.ts decides it; this module writes it). */
export interface ShelfWrite {
  /** The version the staff member saw: the write lands only while it is still the stored one. */
  version: number;
  /** Attributes set outright (a new price, MRP, stock count after a stock-take, or state). */
  set: Partial<Pick<ShelfItem, 'pricePaise' | 'mrpPaise' | 'stock' | 'state'>>;
  /** Packs added (> 0, received) or taken away (< 0, written off) atomically; never with `set.stock`. */
  stockDelta?: number;
  /** ISO 8601 time of the change, and the staff member's display name shown as "last changed by". */
  at: string;
  byName: string;
}

/**
 * Writes one staff change of a shelf item: ONE conditional UpdateItem on `version` (+1), so two staff members never
 * overwrite each other. A received or written-off count is an atomic ADD, never a read-modify-write, so a sale that
 * lands in between (which changes `stock` alone) is never undone; a write-off is also conditional on the shelf
 * holding that many, so stock never goes below 0. A stock-take's count (`set.stock`) overwrites; the caller passes
 * the count it saw so a sale in between fails the condition too.
 * @param seenStock the stock the caller saw, required when `set.stock` is given
 * @returns the item as stored after the change, or undefined when a condition failed (stale version, sold meanwhile)
 * @throws the SDK's errors other than a failed condition
 */
export async function writeShelfChange(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  productId: string,
  change: ShelfWrite,
  seenStock?: number,
): Promise<ShelfItem | undefined> {
  const actions: UpdateAction[] = [
    increment('version', ':one', 1),
    set('updatedAt', ':at', change.at),
    set('updatedByName', ':byName', change.byName),
  ];
  for (const [name, value] of Object.entries(change.set)) actions.push(set(name, `:${name}`, value));
  const values: Record<`:${string}`, unknown> = { ':version': change.version };
  let expression = '#version = :version';
  if (change.stockDelta !== undefined && change.stockDelta !== 0) {
    actions.push(add('stock', ':stockDelta', change.stockDelta));
    if (change.stockDelta < 0) {
      expression += ' AND #stock >= :writeOff';
      values[':writeOff'] = -change.stockDelta;
    }
  }
  if (change.set.stock !== undefined) {
    expression += ' AND #stock = :seenStock';
    values[':seenStock'] = seenStock;
  }
  const written = await updateIf(dynamo, tableName, shelfKey(productId), actions, { expression, values }, 'ALL_NEW');
  return written ? parseShelfItem(written) : undefined;
}

/**
 * The transaction action that takes `quantity` units of a product off the shelf: only while it is `available` and
 * holds at least that many (so stock never goes below 0). A refusal carries the item as it stood (ALL_OLD), from
 * which the checkout tells how many can still be bought.
 * @param quantity whole units ≥ 1
 */
export function takeFromShelf(tableName: string, productId: string, quantity: number, now: Date): TransactAction {
  return {
    Update: {
      TableName: tableName,
      Key: { ...shelfKey(productId) },
      UpdateExpression: 'SET stock = stock - :q, updatedAt = :now',
      ConditionExpression: '#state = :available AND stock >= :q',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':q': quantity, ':available': 'available', ':now': now.toISOString() },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/**
 * The transaction action that puts `quantity` units of a product back on the shelf (a cancelled or expired
 * order's). Only onto an existing item; its state is left as staff set it. `version` is not changed: a restock is no
 * staff edit, and must not make a pharmacist's open edit stale.
 * @param quantity whole units ≥ 1
 */
export function putBackOnShelf(tableName: string, productId: string, quantity: number, now: Date): TransactAction {
  return {
    Update: {
      TableName: tableName,
      Key: { ...shelfKey(productId) },
      UpdateExpression: 'SET stock = stock + :q, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':q': quantity, ':now': now.toISOString() },
    },
  };
}

/**
 * The stock and state of a shelf item a transaction refused, from its cancellation reason's `Item` (ALL_OLD). The SDK
 * leaves an error's items in DynamoDB's wire format (`{ stock: { N: '3' } }`), unlike its answers.
 * @returns undefined when the item lacks a readable stock or state
 */
export function shelfStockOfRefusal(item: Record<string, AttributeValue>): ShelfStock | undefined {
  const stock = Number(item.stock?.N);
  const state = item.state?.S;
  if (!Number.isInteger(stock) || !(SHELF_STATES as readonly string[]).includes(state ?? '')) return undefined;
  return { stock, state: state as ShelfState };
}

/** A line the shelf refused: its product, and its stock and state as the refusal found them (undefined: unreadable). */
export interface RefusedLine {
  productId: string;
  found: ShelfStock | undefined;
}

/**
 * The transaction action that puts a new order item (a new key only): the first action of a checkout's
 * writeOrderTakingStock.
 */
export function newOrderPut(tableName: string, order: Item): TransactAction {
  return { Put: { TableName: tableName, Item: order, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Thrown by writeOrderTakingStock when the order action's own condition failed (`cause`: the SDK's cancellation). */
export class OrderConditionFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('The order changed: its write was refused.');
    this.name = 'OrderConditionFailed';
  }
}

/**
 * Writes an order and takes every line's units off the shelf in ONE TransactWriteItems: `orderAction` (a new order's
 * conditional put, newOrderPut, or an accepted quote's conditional update: functions/track/quote-accept.ts) and per
 * line takeFromShelf (`available`, `stock >= quantity`). At most 1 + 50 actions (MAX_ORDER_LINES), under DynamoDB's
 * 100. Two shoppers can never both buy the last unit, and stock never goes below 0. The one way an order takes stock,
 * so a quote accepted on /track reserves it exactly as checkout does.
 * @param lines whole quantities ≥ 1, each product once
 * @returns the refused lines (empty when the order was written); nothing is written when any is refused
 * @throws OrderConditionFailed when `orderAction`'s own condition failed (checked before the lines: the order changed
 *   meanwhile, whatever the shelf holds); the SDK's other errors
 */
export async function writeOrderTakingStock(
  dynamo: DynamoDBDocumentClient,
  orderAction: TransactAction,
  tableName: string,
  lines: readonly { productId: string; quantity: number }[],
  now: Date,
): Promise<RefusedLine[]> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [orderAction, ...lines.map((line) => takeFromShelf(tableName, line.productId, line.quantity, now))],
      }),
    );
    return [];
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new OrderConditionFailed(error);
    const refused = lines.flatMap((line, index): RefusedLine[] => {
      const reason = reasons[index + 1];
      if (reason?.Code !== 'ConditionalCheckFailed') return [];
      return [{ productId: line.productId, found: reason.Item ? shelfStockOfRefusal(reason.Item) : undefined }];
    });
    if (refused.length === 0) throw error;
    return refused;
  }
}

/**
 * Order statuses whose units go back on the shelf: cancelled (by the shopper, staff or the unpaid-order expiry), i.e.
 * never sent. A returned pack is not: once a medicine has left the pharmacy its storage can no longer be vouched for,
 * so it is not sold again; a pharmacist who judges otherwise receives it on the Catalogue page, with a reason.
 */
export const RESTOCKING_STATUSES = ['cancelled'] as const;

/**
 * Puts a cancelled order's units back on the shelf, once: ONE TransactWriteItems of the order's
 * `restockedAt` (on condition that the order took stock at checkout, `stockTakenAt`, has not been restocked and is
 * cancelled) and putBackOnShelf per line. A retry, a second cancellation path or a replayed request
 * finds `restockedAt` set and changes nothing. A product this brings back from 0 gets its back-in-stock notices queued
 * (functions/data/back-in-stock.ts noticeBackInStock).
 * @param lines the order's lines (its `lineItems`: product id and whole quantity)
 * @returns true when the units went back now; false when the order was restocked before, took no stock (an order
 *   placed before the shelf existed), or is not cancelled
 * @throws the SDK's errors
 */
export async function restockOrder(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  orderKey: ItemKey,
  lines: readonly { productId: string; quantity: number }[],
  now: Date,
): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: { pk: orderKey.pk, sk: orderKey.sk },
              UpdateExpression: 'SET restockedAt = :now',
              ConditionExpression: 'attribute_exists(stockTakenAt) AND attribute_not_exists(restockedAt) AND #status = :cancelled',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':now': now.toISOString(), ':cancelled': 'cancelled' },
            },
          },
          ...lines.map((line) => putBackOnShelf(tableName, line.productId, line.quantity, now)),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
  // A product this put back from 0 is back in stock: its "notify me" subscribers get their e-mail. The stock before is
  // read back as the stock now less the units returned (a sale in between can only make it look lower: then a product
  // already on sale may be noticed, never one left out).
  const shelf = await readShelfItems(
    dynamo,
    tableName,
    lines.map((line) => line.productId),
  );
  for (const line of lines) {
    const after = shelf.get(line.productId);
    if (after && cameBackInStock({ state: after.state, stock: after.stock - line.quantity }, after)) {
      await noticeBackInStock(dynamo, tableName, line.productId, now);
    }
  }
  return true;
}

/** An order item's lines as restockOrder takes them (its `lineItems`), empty for an item without readable lines. */
export function orderLinesOf(order: Item): { productId: string; quantity: number }[] {
  const lines = Array.isArray(order.lineItems) ? (order.lineItems as Array<Record<string, unknown>>) : [];
  return lines.flatMap((line) =>
    typeof line.productId === 'string' && Number.isInteger(line.quantity) && (line.quantity as number) > 0
      ? [{ productId: line.productId, quantity: line.quantity as number }]
      : [],
  );
}
