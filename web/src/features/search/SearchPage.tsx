import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParamsAfterHydration } from '../../lib/hydration';
import { PageBanner } from '../../components/PageBanner';
import { ProductCard } from '../../components/product/ProductCard';
import { products } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { loadSuggester, normaliseQuery, searchProducts, SEARCH_PARAM } from './search';
import './search.css';
import { SearchFields } from '../../components/product/SearchFields';
import { Page } from '../../components/Page';

/** The texts of docs/behaviour.md §2 and §8, kept exactly. */
export const searchTexts = {
  heading: 'Search Results for',
  noQuery: 'No search query provided.',
  noResults: 'No results found.',
  didYouMean: 'Did you mean:',
} as const;

/** Close matches for the query that found nothing; `query` ties them to the search they belong to. */
interface Suggestions {
  query: string;
  items: Product[];
}

/**
 * /search?search={term} (docs/behaviour.md §2 "Search page", §4, §5): the heading 'Search Results for "term"', then
 * 'No search query provided.' without a term, 'No results found.' when nothing matches, or the card grid
 * (1–4 columns) of every product whose name or category contains the term, ignoring case. Results follow
 * the URL, so a new header search recomputes them. When nothing matches, typo-tolerant suggestions
 * ('Did you mean:', up to 8 cards) come from fuse.js, loaded only then. A search box on the page lets the
 * shopper refine the term.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParamsAfterHydration();
  const query = normaliseQuery(searchParams.get(SEARCH_PARAM));
  const results = useMemo(() => searchProducts(query, products), [query]);
  const [suggestions, setSuggestions] = useState<Suggestions>();
  const inputId = useId();

  const needsSuggestions = query !== '' && results.length === 0;
  useEffect(() => {
    if (!needsSuggestions) return;
    let current = true;
    loadSuggester(products).then(
      (suggest) => current && setSuggestions({ query, items: suggest(query) }),
      () => current && setSuggestions({ query, items: [] }),
    );
    return () => {
      current = false;
    };
  }, [needsSuggestions, query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = normaliseQuery(new FormData(event.currentTarget).get(SEARCH_PARAM)?.toString());
    if (term) setSearchParams({ [SEARCH_PARAM]: term });
  };

  const title = query ? `${searchTexts.heading} "${query}"` : 'Search Results';
  const close = suggestions?.query === query ? suggestions.items : [];

  return (
    <Page
      className="search-page"
      title={title}
      description="Search Medvika Pharmacy's medicines, supplements, personal care and baby care products."
    >
      <PageBanner title={title} />
      <div className="container search-page__body">
        <form role="search" className="search-page__form" onSubmit={submit} aria-label="Refine search">
          <SearchFields
            id={inputId}
            label="Search products"
            inputKey={query}
            term={{ name: SEARCH_PARAM, defaultValue: query }}
            buttonClassName="button"
          />
        </form>

        <div aria-live="polite" className="search-page__status">
          {!query && <p className="search-page__message">{searchTexts.noQuery}</p>}
          {needsSuggestions && <p className="search-page__message">{searchTexts.noResults}</p>}
          {results.length > 0 && (
            <h2 className="search-page__count">
              {results.length} {results.length === 1 ? 'product' : 'products'} found
            </h2>
          )}
        </div>

        {results.length > 0 && (
          <ul className="card-grid product-grid" aria-label="Search results">
            {results.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}

        {needsSuggestions && close.length > 0 && (
          <section className="search-page__suggestions" aria-labelledby="did-you-mean">
            <h2 id="did-you-mean">{searchTexts.didYouMean}</h2>
            <ul className="card-grid product-grid" aria-label="Close matches">
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
