/**
 * The shelf: the live selling price, MRP, stock count and state of one product (pk SHELF#<productId>, sk RECORD:
 * contracts/deployment/table-design.ts), the data the pharmacy runs. Names, images, compositions and texts stay
 * content (domain/catalogue/); this module is the one that builds shelf keys and parses what it reads.
 */
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import type { Item, ItemKey } from './table';

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
