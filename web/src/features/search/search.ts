import type Fuse from 'fuse.js';
import type { Product } from '@domain/catalogue/product-types';

/**
 * Product search (docs/behaviour.md §5 "Search": case-insensitive substring match of the query against product name or
 * category over all static catalogues), plus typo-tolerant suggestions when nothing matches (beyond the
 * original, docs/behaviour.md §2: 'paracetanol' still finds Paracetamol). fuse.js is loaded only when a suggestion is needed.
 */

/** Most suggestions shown under 'Did you mean:'. */
export const MAX_SUGGESTIONS = 8;

/** The URL query parameter of /search (docs/behaviour.md §2: /search?search={term}). */
export const SEARCH_PARAM = 'search';

/**
 * The query as searched: trimmed, inner runs of whitespace collapsed; '' means no query.
 * @param raw the `search` parameter, or null when absent
 */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * Products whose name or category contains the query, ignoring case (docs/behaviour.md §5), in catalogue order.
 * An empty query matches nothing.
 * @param query the normalised query
 * @param products every product of every catalogue
 */
export function searchProducts(query: string, products: readonly Product[]): Product[] {
  const needle = query.toLocaleLowerCase();
  if (!needle) return [];
  return products.filter(
    (product) => product.name.toLocaleLowerCase().includes(needle) || product.category.toLocaleLowerCase().includes(needle),
  );
}

/** Finds close matches for a query; returns at most `limit` products, best first. */
export type Suggester = (query: string, limit?: number) => Product[];

/**
 * Builds a typo-tolerant matcher over the products with the given Fuse class (injected so tests can pass
 * fuse.js directly and the page can load it lazily). Names weigh more than categories; a match may be
 * anywhere in the name; the threshold (0.4) lets one or two wrong letters through but not unrelated words.
 * Products with the same name (the catalogues repeat names at different prices) are suggested once.
 */
export function createSuggester(FuseClass: typeof Fuse, products: readonly Product[]): Suggester {
  const fuse = new FuseClass([...products], {
    keys: [
      { name: 'name', weight: 0.75 },
      { name: 'category', weight: 0.25 },
    ],
    threshold: 0.4,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return (query, limit = MAX_SUGGESTIONS) => {
    const needle = normaliseQuery(query);
    if (needle.length < 2) return [];
    const seen = new Set<string>();
    const found: Product[] = [];
    for (const { item } of fuse.search(needle)) {
      const key = item.name.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(item);
      if (found.length >= limit) break;
    }
    return found;
  };
}

let suggesterPromise: Promise<Suggester> | undefined;

/**
 * Loads fuse.js (its own chunk, fetched the first time a search finds nothing) and builds the suggester.
 * The promise is shared, so the library and its index are built once per page view.
 */
export function loadSuggester(products: readonly Product[]): Promise<Suggester> {
  suggesterPromise ??= import('fuse.js/basic').then(
    ({ default: FuseClass }) => createSuggester(FuseClass, products),
    (error: unknown) => {
      suggesterPromise = undefined; // a failed chunk load may succeed on the next search
      throw error;
    },
  );
  return suggesterPromise;
}
