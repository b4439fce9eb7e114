import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSearchParamsAfterHydration } from '../../lib/hydration';
import { PageBanner } from '../../components/PageBanner';
import { ProductCard } from '../../components/product/ProductCard';
import { products } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import {
  hasDevanagari,
  ingredientTerms,
  loadHindiTerms,
  loadSuggester,
  normaliseQuery,
  searchProducts,
  SEARCH_PARAM,
  type HindiTerms,
} from './search';
import './search.css';
import { SearchFields } from '../../components/product/SearchFields';
import { Page } from '../../components/Page';
import { categoryTitleMessage } from '../../components/product/catalogue-text';
import { useLocale } from '../../i18n/use-locale';

/**
 * The products' Hindi terms when the search needs them (a Hindi page, or a query in Devanagari), loaded on demand;
 * undefined while they load and when English is enough.
 * @param wanted true on a Hindi page or for a Devanagari query
 * @param hindiPage true on a Hindi page: the category titles are then searched in Hindi too
 * @param i18n Lingui's instance of the page (its active catalogs hold the Hindi category titles)
 */
function useHindiTerms(wanted: boolean, hindiPage: boolean, i18n: I18n): HindiTerms | undefined {
  const [terms, setTerms] = useState<{ hindiPage: boolean; terms: HindiTerms }>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const categoryTitle = hindiPage ? (product: Product) => i18n._(categoryTitleMessage(product.catalogue)) : undefined;
    loadHindiTerms(products, categoryTitle).then(
      (loaded) => current && setTerms({ hindiPage, terms: loaded }),
      // The chunk did not load: no Hindi terms, so the search is the English one (and may say it found nothing).
      () => current && setTerms({ hindiPage, terms: new Map() }),
    );
    return () => {
      current = false;
    };
  }, [wanted, hindiPage, i18n]);
  return wanted && terms?.hindiPage === hindiPage ? terms.terms : undefined;
}

/** Close matches for the query that found nothing; `query` ties them to the search they belong to. */
interface Suggestions {
  query: string;
  items: Product[];
}

/**
 * /search?search={term} (docs/behaviour.md §2 "Search page", §4, §5; its texts kept exactly in English): the heading 'Search Results for "term"', then
 * 'No search query provided.' without a term, 'No results found.' when nothing matches, or the card grid
 * (1–4 columns) of every product whose name or category contains the term, ignoring case. Results follow
 * the URL, so a new header search recomputes them. When nothing matches, typo-tolerant suggestions
 * ('Did you mean:', up to 8 cards) come from fuse.js, loaded only then. A search box on the page lets the
 * shopper refine the term. In Hindi (a Hindi page, or a query in Devanagari) the products' Hindi names and category
 * titles are searched too ('डोलो' finds Dolo 650); 'No results found.' waits until they are loaded. Medicines are also
 * found by their active ingredients, in English or Devanagari ('paracetamol' finds Dolo 650), after the name matches.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParamsAfterHydration();
  const query = normaliseQuery(searchParams.get(SEARCH_PARAM));
  const { i18n, t } = useLingui();
  const hindiPage = useLocale() === 'hi';
  const hindiWanted = hindiPage || hasDevanagari(query);
  const hindi = useHindiTerms(hindiWanted, hindiPage, i18n);
  const results = useMemo(() => searchProducts(query, products, hindi, ingredientTerms()), [query, hindi]);
  const [suggestions, setSuggestions] = useState<Suggestions>();
  const inputId = useId();

  const needsSuggestions = query !== '' && results.length === 0 && (!hindiWanted || hindi !== undefined);
  useEffect(() => {
    if (!needsSuggestions) return;
    let current = true;
    loadSuggester(products, hindi, ingredientTerms()).then(
      (suggest) => current && setSuggestions({ query, items: suggest(query) }),
      () => current && setSuggestions({ query, items: [] }),
    );
    return () => {
      current = false;
    };
  }, [needsSuggestions, query, hindi]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = normaliseQuery(new FormData(event.currentTarget).get(SEARCH_PARAM)?.toString());
    if (term) setSearchParams({ [SEARCH_PARAM]: term });
  };

  const title = query ? t`Search Results for "${query}"` : t`Search Results`;
  const count = results.length;
  const close = suggestions?.query === query ? suggestions.items : [];

  return (
    <Page
      className="search-page"
      title={title}
      description={t`Search Medvika Pharmacy's medicines, supplements, personal care and baby care products.`}
    >
      <PageBanner title={title} />
      <div className="container search-page__body">
        <form role="search" className="search-page__form" onSubmit={submit} aria-label={t`Refine search`}>
          <SearchFields
            id={inputId}
            label={t`Search products`}
            inputKey={query}
            term={{ name: SEARCH_PARAM, defaultValue: query }}
            buttonClassName="button"
          />
        </form>

        <div aria-live="polite" className="search-page__status">
          {!query && (
            <p className="search-page__message">
              <Trans>No search query provided.</Trans>
            </p>
          )}
          {needsSuggestions && (
            <p className="search-page__message">
              <Trans>No results found.</Trans>
            </p>
          )}
          {results.length > 0 && (
            <h2 className="search-page__count">
              <Plural value={count} one="# product found" other="# products found" />
            </h2>
          )}
        </div>

        {results.length > 0 && (
          <ul className="card-grid product-grid" aria-label={t`Search results`}>
            {results.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}

        {needsSuggestions && close.length > 0 && (
          <section className="search-page__suggestions" aria-labelledby="did-you-mean">
            <h2 id="did-you-mean">
              <Trans>Did you mean:</Trans>
            </h2>
            <ul className="card-grid product-grid" aria-label={t`Close matches`}>
              {close.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Page>
  );
}
