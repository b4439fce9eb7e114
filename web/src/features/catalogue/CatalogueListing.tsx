import { useId, useMemo, useRef } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSearchParamsAfterHydration } from '../../lib/hydration';
import { paths } from '../../lib/paths';
import { PageBanner } from '../../components/PageBanner';
import { ProductCard } from '../../components/product/ProductCard';
import { productsIn } from '@domain/catalogue/catalogue';
import { categoryTitleMessage } from '../../components/product/catalogue-text';
import type { CatalogueId } from '@domain/catalogue/product-types';
import { Pagination } from './Pagination';
import {
  PAGE_PARAM,
  PAGE_SIZE,
  SORT_PARAM,
  pageBounds,
  pageCount,
  pageSlice,
  parsePage,
  parseSort,
  sortOptions,
  sortProducts,
  viewSearch,
  type SortOrder,
} from './listing';
import './catalogue.css';
import { Page } from '../../components/Page';
import { JsonLd } from '../../components/JsonLd';
import { catalogueJsonLd } from '../../lib/structured-data/products';

/**
 * The result count above the grid: 'Showing 13–24 of 34 results' when the listing has pages, else 'Showing all 12
 * results' (docs/behaviour.md §4, kept exactly in English), as ICU plurals of the total.
 */
function ResultCount({ first, last, total, paged }: { first: number; last: number; total: number; paged: boolean }) {
  return paged ? (
    <Plural value={total} one={`Showing ${first}–${last} of # result`} other={`Showing ${first}–${last} of # results`} />
  ) : (
    <Plural value={total} one="Showing the single result" other="Showing all # results" />
  );
}

/** True when the shopper asked the system for less motion (WCAG 2.3.3): page changes then jump instead of gliding. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A catalogue listing page (docs/behaviour.md §2 "Catalogue pages", §4 "Catalogue"; docs/architecture/frontend.md, docs/architecture/departures.md): the banner heading,
 * a result count, the sort control, the product grid and — when the catalogue has more than a page —
 * the pagination control. Sort and page live in the URL (`?sort=price-asc|price-desc&page=N`), so Back,
 * refresh and shared links show the same view; changing the sort returns to page 1; changing the page
 * scrolls to the top and moves focus to the result count for keyboard and screen-reader users.
 * @param catalogue which catalogue to list
 * @param pageSize products per page (12, or 24 on baby care — docs/behaviour.md §9)
 * @param wide up to 6 columns on large screens (baby care) instead of 4
 * @param title banner heading, in the page's language; defaults to the catalogue's title
 * @param description the page's meta description, in the page's language
 */
export function CatalogueListing({
  catalogue,
  pageSize,
  wide = false,
  title,
  description,
}: {
  catalogue: CatalogueId;
  pageSize: number;
  wide?: boolean;
  title?: string;
  description: string;
}) {
  const [searchParams, setSearchParams] = useSearchParamsAfterHydration();
  const { i18n, t } = useLingui();
  const heading = title ?? i18n._(categoryTitleMessage(catalogue));
  const sortId = useId();
  const summary = useRef<HTMLParagraphElement>(null);
  const all = useMemo(() => productsIn(catalogue), [catalogue]);
  const sort = parseSort(searchParams.get(SORT_PARAM));
  const sorted = useMemo(() => sortProducts(all, sort), [all, sort]);
  const pages = pageCount(sorted.length, pageSize);
  const page = parsePage(searchParams.get(PAGE_PARAM), pages);
  const visible = pageSlice(sorted, page, pageSize);
  const { first, last } = pageBounds(page, pageSize, sorted.length);

  const changeSort = (next: SortOrder) => {
    // A new order starts again at page 1; the page stays where it is on screen.
    setSearchParams(viewSearch(searchParams, { sort: next, page: 1 }), { preventScrollReset: true });
  };

  const changePage = (next: number) => {
    setSearchParams(viewSearch(searchParams, { sort, page: next }), { preventScrollReset: true });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    summary.current?.focus({ preventScroll: true });
  };

  return (
    <Page className="catalogue-page" title={heading} description={description}>
      <PageBanner title={heading} />
      <div className="container catalogue">
        {all.length === 0 ? (
          <div className="catalogue__empty">
            <p role="status">
              <Trans>No products were found matching your selection.</Trans>
            </p>
            <p>
              <Link className="button button--ghost" to={paths.products}>
                <Trans>Browse all products</Trans>
              </Link>
            </p>
          </div>
        ) : (
          <>
            <div className="catalogue__toolbar">
              <p className="catalogue__count" ref={summary} tabIndex={-1} aria-live="polite">
                <ResultCount first={first} last={last} total={sorted.length} paged={pages > 1} />
              </p>
              <div className="catalogue__sort">
                <label htmlFor={sortId} className="visually-hidden">
                  <Trans>Sort products</Trans>
                </label>
                <select id={sortId} className="framed-control" value={sort} onChange={(event) => changeSort(parseSort(event.target.value))}>
                  {sortOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {i18n._(option.label)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <ul className={`card-grid product-grid${wide ? ' product-grid--wide' : ''}`} aria-label={t`${heading} products`}>
              {visible.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={2} priority={index === 0} />
                </li>
              ))}
            </ul>
            {pages > 1 && <Pagination page={page} pages={pages} onChange={changePage} />}
          </>
        )}
      </div>
    </Page>
  );
}

/**
 * A page that lists a whole catalogue rather than one category (/products, /nutrition-supplements; docs/behaviour.md §2
 * "Catalogue pages"): the catalogue's structured data (JSON-LD `ItemList`, written only while prerendering) and its
 * listing at PAGE_SIZE products a page (docs/behaviour.md §9).
 * @param catalogue which whole catalogue to list
 * @param path the page's own path (lib/paths.ts), the URL the structured data names
 * @param title banner heading, in the page's language; defaults to the catalogue's title
 * @param description the page's meta description, in the page's language
 * @returns the JSON-LD script followed by the CatalogueListing
 */
export function WholeCatalogueListing({
  catalogue,
  path,
  title,
  description,
}: {
  catalogue: 'products' | 'nutrition';
  path: string;
  title?: string;
  description: string;
}) {
  return (
    <>
      <JsonLd data={import.meta.env.SSR ? catalogueJsonLd(catalogue, path) : undefined} />
      <CatalogueListing catalogue={catalogue} pageSize={PAGE_SIZE} title={title} description={description} />
    </>
  );
}
