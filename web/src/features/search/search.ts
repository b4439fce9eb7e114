import type Fuse from 'fuse.js';
import type { Product } from '@domain/catalogue/product-types';
import { compositions } from '@domain/catalogue/composition';
import { ingredientNamesHi } from '@domain/catalogue/ingredient-names';

/**
 * Product search (docs/behaviour.md §5 "Search": case-insensitive substring match of the query against product name or
 * category over all static catalogues), plus typo-tolerant suggestions when nothing matches (beyond the
 * original, docs/behaviour.md §2: 'paracetanol' still finds Paracetamol). fuse.js is loaded only when a suggestion is needed.
 * In Hindi a product is also found by its Hindi terms (HindiTerms: its name in Devanagari, its category's Hindi
 * title), in both the substring match and the suggestions; without them the search is the English one, unchanged.
 * A medicine is also found by its active ingredients (IngredientTerms, English INN or Devanagari: 'paracetamol' and
 * 'पैरासिटामोल' find Dolo 650 and Crocin), listed after the name and category matches. The composition table is
 * imported here only: this module is loaded with the search page, never by the header search or other pages.
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

/** True when the text has a Devanagari letter: a query typed in Hindi. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

/**
 * Devanagari text as searched: canonical form without the nukta, so 'फ़' typed as one character or two, or as 'फ'
 * without its dot (most phone keyboards), all match. Latin text only gets lower case.
 */
function foldHindi(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .normalize('NFC')
    .toLocaleLowerCase();
}

/**
 * The Hindi texts each product can also be found by, by product id: its name in Devanagari and, on a Hindi page, its
 * category's Hindi title. Already folded (foldHindi).
 */
export type HindiTerms = ReadonlyMap<string, readonly string[]>;

/**
 * The active ingredients each medicine can be found by, by product id: every ingredient's INN (lower case) and its
 * Devanagari name, folded (foldHindi). Products without a known composition have none.
 */
export type IngredientTerms = ReadonlyMap<string, readonly string[]>;

let ingredientTermsCache: IngredientTerms | undefined;

/**
 * The ingredient terms of every medicine of domain/catalogue/composition.ts, built once per page view.
 * @returns product id → folded ingredient names in English and Hindi
 */
export function ingredientTerms(): IngredientTerms {
  ingredientTermsCache ??= new Map(
    Object.entries(compositions).map(([id, composition]) => [
      id,
      composition.ingredients.flatMap(({ name }) => [foldHindi(name), foldHindi(ingredientNamesHi[name] ?? name)]),
    ]),
  );
  return ingredientTermsCache;
}

/** Shortest query searched in ingredients: shorter ones ('pa') would list half the medicines by a fragment of a salt. */
export const MIN_INGREDIENT_QUERY = 3;

/**
 * Products whose name or category contains the query, ignoring case (docs/behaviour.md §5), or one of whose Hindi terms
 * does (nukta ignored), in catalogue order; then, when ingredient terms are given, the other products one of whose
 * active ingredients contains the query (at least MIN_INGREDIENT_QUERY letters), in catalogue order. An empty query
 * matches nothing.
 * @param query the normalised query
 * @param products every product of every catalogue
 * @param hindi the products' Hindi terms, on a Hindi page or for a Devanagari query; undefined: English only
 * @param ingredients the medicines' ingredient terms (ingredientTerms()); undefined: no search by ingredient
 */
export function searchProducts(query: string, products: readonly Product[], hindi?: HindiTerms, ingredients?: IngredientTerms): Product[] {
  const needle = query.toLocaleLowerCase();
  if (!needle) return [];
  const folded = foldHindi(query);
  const byNameOrCategory = products.filter(
    (product) =>
      product.name.toLocaleLowerCase().includes(needle) ||
      product.category.toLocaleLowerCase().includes(needle) ||
      (hindi?.get(product.id) ?? []).some((term) => term.includes(folded)),
  );
  if (!ingredients || [...folded].length < MIN_INGREDIENT_QUERY) return byNameOrCategory;
  const found = new Set(byNameOrCategory);
  const byIngredient = products.filter(
    (product) => !found.has(product) && (ingredients.get(product.id) ?? []).some((term) => term.includes(folded)),
  );
  return [...byNameOrCategory, ...byIngredient];
}

/** Finds close matches for a query; returns at most `limit` products, best first. */
export type Suggester = (query: string, limit?: number) => Product[];

/** What the suggester indexes of a product: its own fields and its Hindi terms (folded, empty without them). */
interface SearchDocument {
  product: Product;
  name: string;
  category: string;
  hindiName: string;
  hindiCategory: string;
  /** Its active ingredients in English and Devanagari (folded); empty without ingredient terms. */
  ingredients: readonly string[];
}

/**
 * Builds a typo-tolerant matcher over the products with the given Fuse class (injected so tests can pass
 * fuse.js directly and the page can load it lazily). Names weigh more than categories, in either script; a match may
 * be anywhere in the name; the threshold (0.4) lets one or two wrong letters through but not unrelated words.
 * Products with the same name (the catalogues repeat names at different prices) are suggested once.
 * Ingredients weigh least, so a misspelt 'paracetanol' still suggests the Paracetamol tablets before Dolo 650.
 * @param hindi the products' Hindi terms (see searchProducts); a Devanagari query is folded the same way
 * @param ingredients the medicines' ingredient terms (see searchProducts); undefined: names and categories only
 */
export function createSuggester(
  FuseClass: typeof Fuse,
  products: readonly Product[],
  hindi?: HindiTerms,
  ingredients?: IngredientTerms,
): Suggester {
  const documents: SearchDocument[] = products.map((product) => {
    const [hindiName = '', hindiCategory = ''] = hindi?.get(product.id) ?? [];
    const productIngredients = ingredients?.get(product.id) ?? [];
    return { product, name: product.name, category: product.category, hindiName, hindiCategory, ingredients: productIngredients };
  });
  const fuse = new FuseClass(documents, {
    keys: [
      { name: 'name', weight: 0.75 },
      { name: 'category', weight: 0.25 },
      { name: 'hindiName', weight: 0.75 },
      { name: 'hindiCategory', weight: 0.25 },
      { name: 'ingredients', weight: 0.2 },
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
    for (const {
      item: { product: item },
    } of fuse.search(hasDevanagari(needle) ? foldHindi(needle) : needle)) {
      const key = item.name.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(item);
      if (found.length >= limit) break;
    }
    return found;
  };
}

let suggesterPromise: { hindi: HindiTerms | undefined; ingredients: IngredientTerms | undefined; promise: Promise<Suggester> } | undefined;

/**
 * Loads fuse.js (its own chunk, fetched the first time a search finds nothing) and builds the suggester.
 * The promise is shared, so the library and its index are built once per page view (once more when the Hindi terms
 * arrive).
 * @param hindi the products' Hindi terms, when the page has them (see searchProducts)
 * @param ingredients the medicines' ingredient terms (see searchProducts)
 */
export function loadSuggester(products: readonly Product[], hindi?: HindiTerms, ingredients?: IngredientTerms): Promise<Suggester> {
  if (!suggesterPromise || suggesterPromise.hindi !== hindi || suggesterPromise.ingredients !== ingredients) {
    const promise = import('fuse.js/basic').then(
      ({ default: FuseClass }) => createSuggester(FuseClass, products, hindi, ingredients),
      (error: unknown) => {
        suggesterPromise = undefined; // a failed chunk load may succeed on the next search
        throw error;
      },
    );
    suggesterPromise = { hindi, ingredients, promise };
  }
  return suggesterPromise.promise;
}

let hindiTermsPromise: { categories: boolean; promise: Promise<HindiTerms> } | undefined;

/**
 * Loads the products' Devanagari names (hindi-names.ts, a chunk of its own that English pages never fetch) and makes
 * the Hindi terms: the name, and the category's title in the active language when `categoryTitle` is given (a Hindi
 * page). Shared, so it is built once per page view.
 * @param categoryTitle the Hindi title of a product's catalogue; omitted for a Devanagari query on an English page
 */
export function loadHindiTerms(products: readonly Product[], categoryTitle?: (product: Product) => string): Promise<HindiTerms> {
  const categories = categoryTitle !== undefined;
  if (hindiTermsPromise?.categories !== categories || !hindiTermsPromise) {
    const promise = import('./hindi-names').then(
      ({ hindiName }) =>
        new Map(products.map((product) => [product.id, [foldHindi(hindiName(product.name)), foldHindi(categoryTitle?.(product) ?? '')]])),
      (error: unknown) => {
        hindiTermsPromise = undefined;
        throw error;
      },
    );
    hindiTermsPromise = { categories, promise };
  }
  return hindiTermsPromise.promise;
}
