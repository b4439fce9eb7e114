import { createContext, useContext } from 'react';

/** The data of the page being shown, provided by its route (web/src/app/lazy-page.tsx PageRoute). */
export const RouteDataContext = createContext<unknown>(undefined);

/**
 * The data of the page being shown (its route's `data`, web/src/app/router.tsx), e.g. an article's summary: computed
 * at build time and carried in the prerendered page, or loaded on a navigation inside the app before the page shows.
 * @returns the data, typed by the caller; undefined for a page without data
 */
export function useRouteData<T>(): T {
  return useContext(RouteDataContext) as T;
}
