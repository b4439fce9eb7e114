import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Pure catalogue view logic (docs/behaviour.md §4 "Catalogue", §9 "Products per page"; docs/architecture/frontend.md, docs/architecture/departures.md): sorting a copy,
 * paging, and reading/writing the view state kept in the URL as `?sort=price-asc|price-desc&page=N`.
 */

/** The three sort choices (docs/behaviour.md §4). 'default' is catalogue order and is absent from the URL. */
export type SortOrder = 'default' | 'price-asc' | 'price-desc';

/**
 * Sort choices in the order the control lists them, with the labels of docs/behaviour.md §4 (kept exactly in English),
 * as messages shown with `i18n._()`.
 */
export const sortOptions: ReadonlyArray<{ value: SortOrder; label: MessageDescriptor }> = [
  { value: 'default', label: msg`Default sorting` },
  { value: 'price-asc', label: msg`Sort by price: low to high` },
  { value: 'price-desc', label: msg`Sort by price: high to low` },
];

/** Products per page on /products and most listings (docs/behaviour.md §9). */
export const PAGE_SIZE = 12;
/** Products per page on baby care (docs/behaviour.md §9). */
export const BABY_CARE_PAGE_SIZE = 24;

/** URL query parameter names of the view state. */
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';

/**
 * Reads the sort choice from the URL value; anything unknown (or absent) means 'default'.
 * @param raw the `sort` query parameter, or null
 */
export function parseSort(raw: string | null | undefined): SortOrder {
  return raw === 'price-asc' || raw === 'price-desc' ? raw : 'default';
}

/**
 * Returns a sorted copy, never touching `items` (docs/architecture/departures.md: the original sorted the shared list in place).
 * 'default' returns catalogue order; the price sorts are stable, so equal prices keep catalogue order.
 * @param items products (or anything with an integer `pricePaise`) in catalogue order
 * @param order the sort choice (docs/behaviour.md §4)
 * @returns a new array in the chosen order
 */
export function sortProducts<T extends { pricePaise: number }>(items: readonly T[], order: SortOrder): T[] {
  const copy = [...items];
  if (order === 'price-asc') copy.sort((a, b) => a.pricePaise - b.pricePaise);
  else if (order === 'price-desc') copy.sort((a, b) => b.pricePaise - a.pricePaise);
  return copy;
}

/** Number of pages for `total` items, at least 1 (an empty listing still has one page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Reads the page number from the URL value: a whole number from 1 to `pages`. Non-numbers, zero and
 * negatives fall back to 1; a number past the end shows the last page.
 * @param raw the `page` query parameter, or null
 * @param pages the listing's page count (≥ 1)
 */
export function parsePage(raw: string | null | undefined, pages: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  if (page < 1) return 1;
  return Math.min(page, pages);
}

/** The items on `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The 1-based positions of the first and last item shown on `page`, e.g. page 2 of 34 at 12 → {first: 13, last: 24};
 * {first: 0, last: 0} for an empty listing.
 */
export function pageBounds(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total) };
}

/**
 * The URL query for a view state, keeping any other parameters: the default sort and page 1 are left out so
 * the plain address stays the canonical one.
 */
export function viewSearch(current: URLSearchParams, view: { sort: SortOrder; page: number }): URLSearchParams {
  const next = new URLSearchParams(current);
  if (view.sort === 'default') next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, view.sort);
  if (view.page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(view.page));
  return next;
}
