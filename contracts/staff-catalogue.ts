/**
 * Requests and answers of the staff catalogue API (/api/staff/catalogue…, docs/architecture/staff-api.md "The shelf"):
 * pharmacists run each product's selling price, MRP, stock and state; support read them. Shared by the Lambda handler
 * (functions/staff-api/catalogue.ts) and the console's Catalogue page (web/src/features/staff/CataloguePage.tsx).
 * Money is integer paise, stock a whole count of packs.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { requiredText } from './forms/fields';

/** A product's state on the shelf (functions/data/shelf.ts SHELF_STATES spells the same; functions/staff-api/catalogue.ts fails to compile if they differ). */
export const shelfStates = ['available', 'out_of_stock', 'discontinued'] as const;
export type CatalogueState = (typeof shelfStates)[number];

/**
 * The list's filters (GET /api/staff/catalogue?state=…): a shelf state, or `low_stock` (available with 1 to
 * LOW_STOCK_MAX packs) or `below_mrp` (selling price under the MRP). `out_of_stock` also lists an available product
 * with no pack left: what a shopper sees as out of stock.
 */
export const catalogueFilters = [...shelfStates, 'low_stock', 'below_mrp'] as const;
export type CatalogueFilter = (typeof catalogueFilters)[number];

/** The most packs a product has on the shelf and still counts as low stock: 5. */
export const LOW_STOCK_MAX = 5;

/** Products per page of GET /api/staff/catalogue. */
export const CATALOGUE_PAGE_SIZE = 25;

/** Length of the list's `search` (name or id words, case-insensitive), in characters after trimming: at most 100. */
export const CATALOGUE_SEARCH_MAX = 100;

/** Length of a change's reason, in characters after trimming: 3 to 200 ("price list 12/2026", "damaged in transit"). */
export const SHELF_REASON_MIN = 3;
export const SHELF_REASON_MAX = 200;

/** The most packs one change receives, writes off or sets: 100,000 (a bound on typos, far above a pharmacy's shelf). */
export const SHELF_STOCK_MAX = 100_000;

/** The largest MRP or selling price a change sets: ₹1,00,000 in paise (a bound on typos). */
export const SHELF_PRICE_MAX_PAISE = 10_000_000;

/** 200 of GET /api/staff/catalogue/<id>, and of a PATCH: one product's shelf item. */
export interface ShelfView {
  id: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  state: CatalogueState;
  /** Starts at 1, +1 on each staff change; a change must name the version it saw. */
  version: number;
}

/** One row of the Catalogue page: the shelf item with the product's name and pack from the content catalogue. */
export interface CatalogueRow extends ShelfView {
  name: string;
  /** Form and pack, e.g. 'Form-Tab, strip of 15', when the content has it. */
  details?: string;
  /** ISO 8601 time of the last change, and the display name of the staff member who made it (absent for the seed). */
  updatedAt: string;
  updatedByName?: string;
}

/** 200 of GET /api/staff/catalogue: one page of matching products in catalogue order, and how many match in all. */
export interface CataloguePage {
  rows: CatalogueRow[];
  /** 1-based page number, and the number of pages the filter has (at least 1). */
  page: number;
  pageCount: number;
  total: number;
}

/**
 * A stock adjustment of PATCH /api/staff/catalogue/<id>: `receive` N packs (added to what is on the shelf) or
 * `writeOff` N (damaged, expired, lost; never more than is on the shelf). Applied as an atomic add, so a sale at the
 * same moment is never overwritten. `stock` instead sets the count outright (a stock-take).
 */
const stockChangeSchema = z.union([
  z.strictObject({ receive: z.int().check(z.gte(1), z.lte(SHELF_STOCK_MAX)) }),
  z.strictObject({ writeOff: z.int().check(z.gte(1), z.lte(SHELF_STOCK_MAX)) }),
]);

/**
 * Body of PATCH /api/staff/catalogue/<id>: the `version` seen, a `reason` (kept in the audit trail), and at least one
 * change. A price above the MRP, a write-off above the stock, `stock` with `stockChange`, or no change at all is a 400
 * naming the field (functions/staff-api/catalogue.ts).
 */
export const shelfChangeSchema = z.strictObject({
  version: z.int().check(z.gte(1)),
  reason: requiredText(SHELF_REASON_MAX, 'required', SHELF_REASON_MIN),
  pricePaise: z.optional(z.int().check(z.gte(0), z.lte(SHELF_PRICE_MAX_PAISE))),
  mrpPaise: z.optional(z.int().check(z.gte(1), z.lte(SHELF_PRICE_MAX_PAISE))),
  stock: z.optional(z.int().check(z.gte(0), z.lte(SHELF_STOCK_MAX))),
  stockChange: z.optional(stockChangeSchema),
  state: z.optional(z.enum(shelfStates)),
});
export type ShelfChange = z.output<typeof shelfChangeSchema>;
