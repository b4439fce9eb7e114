import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and on the server), true from the render after (docs/decisions/0005-hydration-after-first-paint.md: the
 * first client render must produce the prerendered HTML exactly, so visitor-specific state waits for this).
 * Built on useSyncExternalStore's server snapshot, so React itself re-renders once hydration is done; in a page
 * rendered from scratch (the dev server, tests) it is true at once.
 * @returns whether visitor-specific state may be shown
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const NO_SEARCH_PARAMS = new URLSearchParams();

/**
 * React Router's useSearchParams, except that the query string reads as empty until hydration is done: a page is
 * prerendered without a query string, so `/products?page=2` hydrates page 1 and then shows page 2 (no hydration
 * mismatch, docs/architecture/frontend.md). The setter is React Router's.
 * @returns [search params (empty during hydration), setSearchParams]
 */
export function useSearchParamsAfterHydration(): ReturnType<typeof useSearchParams> {
  const [searchParams, setSearchParams] = useSearchParams();
  return [useHydrated() ? searchParams : NO_SEARCH_PARAMS, setSearchParams];
}
