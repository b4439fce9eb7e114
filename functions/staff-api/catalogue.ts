/**
 * The staff catalogue (docs/architecture/staff-api.md "The shelf"): list, show and change the shelf items
 * (functions/data/shelf.ts) of the content catalogue's products (domain/catalogue/). Pharmacists change; support
 * read (authorise.ts `change_shelf`). Every change is one conditional write on `version`, audited with the values
 * before and after (reference `SHELF-<productId>`).
 */
import { products } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import type { LastChange } from '@contracts/staff-api';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SEARCH_MAX,
  LOW_STOCK_MAX,
  catalogueFilters,
  shelfChangeSchema,
  type CatalogueFilter,
  type CataloguePage,
  type CatalogueRow,
  type CatalogueState,
  type ShelfChange,
  type ShelfView,
} from '@contracts/staff-catalogue';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError, validationError } from '../runtime/http';
import { cameBackInStock } from '@domain/shelf-availability';
import { noticeBackInStock } from '../data/back-in-stock';
import { SHELF_STATES, readShelfItem, readShelfItems, writeShelfChange, type ShelfItem, type ShelfWrite } from '../data/shelf';
import { authoriseAction } from './authorise';
import { auditAction, auditAttempt, staffJsonBody, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

// The contract's states and the stored ones are one list: this fails to compile when either gains a state.
const sameStates: readonly CatalogueState[] = SHELF_STATES satisfies readonly CatalogueState[];
void sameStates;

/** The audit reference of a product's shelf changes: AUDIT#SHELF-<productId> (contracts/deployment/table-design.ts). */
export function shelfAuditReference(productId: string): string {
  return `SHELF-${productId}`;
}

/** The shelf item as the API answers it (contracts/staff-catalogue.ts ShelfView). */
function toShelfView(item: ShelfItem): ShelfView {
  const { productId, pricePaise, mrpPaise, stock, state, version } = item;
  return { id: productId, pricePaise, mrpPaise, stock, state, version };
}

/** True when `item` matches the list filter `filter` (contracts/staff-catalogue.ts catalogueFilters). */
function matchesFilter(item: ShelfItem, filter: CatalogueFilter): boolean {
  switch (filter) {
    case 'out_of_stock':
      return item.state === 'out_of_stock' || (item.state === 'available' && item.stock === 0);
    case 'low_stock':
      return item.state === 'available' && item.stock >= 1 && item.stock <= LOW_STOCK_MAX;
    case 'below_mrp':
      return item.pricePaise < item.mrpPaise;
    default:
      return item.state === filter;
  }
}

/** True when every word of `search` (lower case) is in the product's name, pack or id. */
function matchesSearch(product: Product, words: readonly string[]): boolean {
  const text = `${product.name} ${product.details ?? ''} ${product.id}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The list's query, checked: a 400 VALIDATION names the parameter that is not one the list takes. */
function listQuery(query: HttpRequest['query']): { words: string[]; filter?: CatalogueFilter; page: number } {
  const search = (query.search ?? '').trim().toLowerCase();
  if (search.length > CATALOGUE_SEARCH_MAX) throw validationError({ search: { code: 'too_long', max: CATALOGUE_SEARCH_MAX } });
  const state = query.state ?? '';
  if (state !== '' && !(catalogueFilters as readonly string[]).includes(state))
    throw validationError({ state: { code: 'one_of', allowed: catalogueFilters.join(', ') } });
  const pageText = query.page ?? '1';
  const page = /^[1-9][0-9]{0,4}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1) throw validationError({ page: { code: 'below_min', min: 1 } });
  return { words: search.split(/\s+/).filter(Boolean), ...(state ? { filter: state as CatalogueFilter } : {}), page };
}

/**
 * GET /api/staff/catalogue?search=&state=&page=: the products of the content catalogue with their shelf items, in
 * catalogue order, filtered by name words (`search`) and `state` (contracts/staff-catalogue.ts catalogueFilters),
 * CATALOGUE_PAGE_SIZE a page. The shelf items are read by key (BatchGetItem of the catalogue's ids, a few hundred:
 * no Scan, no index); a product without a shelf item is left out. Pharmacists and support.
 * @returns 200 CataloguePage
 * @throws HttpError 403 for a caller in neither group; 400 VALIDATION naming `search`, `state` or `page`
 */
export async function listCatalogue(request: HttpRequest, user: StaffUser, { clients, config }: StaffApiContext): Promise<RouteResult> {
  authoriseAction(user, 'view_shelf');
  const { words, filter, page } = listQuery(request.query);
  const named = products.filter((product) => matchesSearch(product, words));
  const shelf = await readShelfItems(
    clients.dynamo,
    config.tableName,
    named.map((product) => product.id),
  );
  const rows: CatalogueRow[] = named.flatMap((product) => {
    const item = shelf.get(product.id);
    if (!item || (filter && !matchesFilter(item, filter))) return [];
    return [
      {
        ...toShelfView(item),
        name: product.name,
        ...(product.details ? { details: product.details } : {}),
        updatedAt: item.updatedAt,
        ...(item.updatedByName ? { updatedByName: item.updatedByName } : {}),
      },
    ];
  });
  const pageCount = Math.max(1, Math.ceil(rows.length / CATALOGUE_PAGE_SIZE));
  const body: CataloguePage = {
    rows: rows.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE),
    page,
    pageCount,
    total: rows.length,
  };
  return { status: 200, body };
}

/** The 404 of a product without a shelf item. */
function shelfMissing(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'This product has no shelf item.').because({ code: 'shelf_missing' });
}

/**
 * GET /api/staff/catalogue/<id>: one product's shelf item. Pharmacists and support.
 * @returns 200 ShelfView
 * @throws HttpError 403 for a caller in neither group; 404 for a product without a shelf item
 */
export async function showShelfItem(
  _request: HttpRequest,
  user: StaffUser,
  { clients, config }: StaffApiContext,
  { id }: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'view_shelf');
  const item = await readShelfItem(clients.dynamo, config.tableName, id);
  if (!item) throw shelfMissing();
  return { status: 200, body: toShelfView(item) };
}

/** The values a change touches, as they are in `item` and as the change sets them. */
type ChangedValues = { before: Record<string, number | string>; after: Record<string, number | string> };

/**
 * What a change does to `item`, checked against the shelf's rules (docs/behaviour.md "The shelf"): the write it
 * becomes and its before/after values.
 * @throws HttpError 400 VALIDATION: `shelf_change_empty` (nothing changes, or `stock` with `stockChange`),
 *   `price_above_mrp` (field pricePaise, or mrpPaise when only the MRP moves), `write_off_above_stock` (field stockChange)
 */
export function planShelfChange(item: ShelfItem, change: ShelfChange, at: string, byName: string): { write: ShelfWrite } & ChangedValues {
  if (change.stock !== undefined && change.stockChange !== undefined)
    throw validationError({ stock: { code: 'invalid' } }, 'Set the stock or receive/write off packs, not both.').because({
      code: 'shelf_change_empty',
    });
  const set: ShelfWrite['set'] = {};
  if (change.pricePaise !== undefined && change.pricePaise !== item.pricePaise) set.pricePaise = change.pricePaise;
  if (change.mrpPaise !== undefined && change.mrpPaise !== item.mrpPaise) set.mrpPaise = change.mrpPaise;
  if (change.stock !== undefined && change.stock !== item.stock) set.stock = change.stock;
  if (change.state !== undefined && change.state !== item.state) set.state = change.state;
  const price = set.pricePaise ?? item.pricePaise;
  const mrp = set.mrpPaise ?? item.mrpPaise;
  if (price > mrp) {
    const field = set.pricePaise !== undefined ? 'pricePaise' : 'mrpPaise';
    throw validationError(
      { [field]: field === 'pricePaise' ? { code: 'above_max', max: mrp } : { code: 'below_min', min: price } },
      'The selling price may not be above the MRP.',
    ).because({
      code: 'price_above_mrp',
    });
  }
  let stockDelta: number | undefined;
  if (change.stockChange) {
    if ('receive' in change.stockChange) stockDelta = change.stockChange.receive;
    else {
      if (change.stockChange.writeOff > item.stock)
        throw validationError(
          { stockChange: { code: 'above_max', max: item.stock } },
          'You cannot write off more than is on the shelf.',
        ).because({
          code: 'write_off_above_stock',
          count: item.stock,
        });
      stockDelta = -change.stockChange.writeOff;
    }
  }
  if (Object.keys(set).length === 0 && stockDelta === undefined)
    throw validationError({ version: { code: 'invalid' } }, 'This change changes nothing.').because({ code: 'shelf_change_empty' });
  const before: Record<string, number | string> = {};
  const after: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(set)) {
    before[name] = item[name as keyof typeof set];
    after[name] = value;
  }
  if (stockDelta !== undefined) {
    before.stock = item.stock;
    after.stock = item.stock + stockDelta;
  }
  return { write: { version: change.version, set, ...(stockDelta !== undefined ? { stockDelta } : {}), at, byName }, before, after };
}

/** Who changed a shelf item last, for a stale change's 409 (contracts/staff-api.ts LastChange; `to` is its state). */
function lastChangeOf(item: ShelfItem): LastChange {
  return { to: item.state, at: item.updatedAt, ...(item.updatedByName ? { byName: item.updatedByName } : {}) };
}

/** The 409 of a change that lost to someone else's: the item as it is now, and who changed it when. */
function shelfConflict(current: ShelfItem): HttpError {
  return new HttpError(
    409,
    'CONFLICT',
    'Someone else changed this product first. Here is how it is now.',
    undefined,
    {},
    {
      current: toShelfView(current),
      lastChange: lastChangeOf(current),
    },
  ).because({ code: 'shelf_changed' });
}

/**
 * PATCH /api/staff/catalogue/<id> (contracts/staff-catalogue.ts shelfChangeSchema): a pharmacist sets the price, MRP,
 * stock (a stock-take) or state, or receives / writes off packs, with a reason. The item is read, the change checked
 * (planShelfChange), audited `attempted` with before/after and the reason, written in ONE conditional UpdateItem on
 * `version` (functions/data/shelf.ts writeShelfChange), and the audit settled `allowed` or `conflict`. A change that
 * brings the product back in stock (domain/shelf-availability.ts cameBackInStock) queues one e-mail per
 * "notify me" subscriber (functions/data/back-in-stock.ts noticeBackInStock).
 * @returns 200 ShelfView as stored after the change
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema; 400 from planShelfChange;
 *   403 for support; 404 for a product without a shelf item; 409 CONFLICT `shelf_changed` with body.current and
 *   body.lastChange when `version` is stale (or a sale changed the stock a stock-take or write-off was based on)
 */
export async function changeShelfItem(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { id }: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'change_shelf');
  const change = staffJsonBody(shelfChangeSchema, request);
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const item = await readShelfItem(dynamo, tableName, id);
  if (!item) throw shelfMissing();
  const at = context.now.toISOString();
  const audit = { at, action: 'shelf_change', reference: shelfAuditReference(id), detail: change.reason } as const;
  if (item.version !== change.version) {
    await auditAction(context, user, { ...audit, outcome: 'conflict' });
    throw shelfConflict(item);
  }
  const plan = planShelfChange(item, change, at, user.name ?? user.userId);
  const settle = await auditAttempt(context, user, { ...audit, before: plan.before, after: plan.after });
  const written = await writeShelfChange(dynamo, tableName, id, plan.write, item.stock);
  if (!written) {
    const current = (await readShelfItem(dynamo, tableName, id)) ?? item;
    // The SDK's retry of our own write whose answer was lost fails its condition on our own change: a success.
    if (current.version === change.version + 1 && current.updatedAt === at && current.updatedByName === plan.write.byName) {
      await settle('allowed');
      return { status: 200, body: toShelfView(current) };
    }
    await settle('conflict');
    throw shelfConflict(current);
  }
  await settle('allowed');
  // The stock before this very write: the version condition held `state`, and `stock` moved only by this change's
  // count (an ADD is atomic, so ALL_NEW less the delta is the stock it added to; a stock-take held `stock` equal).
  const before = {
    state: item.state,
    stock: plan.write.set.stock !== undefined ? item.stock : written.stock - (plan.write.stockDelta ?? 0),
  };
  if (cameBackInStock(before, written)) await noticeBackInStock(dynamo, tableName, id, context.now);
  return { status: 200, body: toShelfView(written) };
}
