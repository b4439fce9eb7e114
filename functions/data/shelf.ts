/**
 * The shelf: the live selling price, MRP, stock count and state of one product (pk SHELF#<productId>, sk RECORD:
 * contracts/deployment/table-design.ts), the data the pharmacy runs. Names, images, compositions and texts stay
 * content (domain/catalogue/); this module is the one that builds shelf keys and parses what it reads.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import { getItem, readItemsByKeys, updateIf, type Item, type ItemKey } from './table';
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

/**
 * The shelf items of `productIds`, read by key (BatchGetItem, never a Scan); an id without a shelf item is absent.
 * @returns the parsed items by product id
 * @throws StoredRecordInvalid for a stored item of the wrong shape; the SDK's errors
 */
export async function readShelfItemsByIds(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  productIds: readonly string[],
): Promise<Map<string, ShelfItem>> {
  const items = await readItemsByKeys(dynamo, tableName, productIds.map(shelfKey));
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
