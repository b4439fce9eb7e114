import type { ComponentType } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { articleSlugs } from '@contracts/articles';
import { ErrorScreen } from '../layout/ErrorScreen';
import { RootLayout } from '../layout/RootLayout';
import { isCategorySlug, productById } from '@domain/catalogue/catalogue';
import { paths } from '../lib/paths';
import { articleRouteData } from '../features/blog/article-route-data';
import { activeLocale, hasFeatureCatalog, loadCatalog } from '../i18n/catalogs';
import { lazyPage, PageRoute, type LazyPage, type PageOptions } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The page modules, each its own lazily loaded chunk (Vite `import.meta.glob`, not eager). Keyed by path
 * relative to this file, e.g. '../features/about/AboutPage.tsx'.
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/*Page.tsx',
  '../features/*/*Pages.tsx',
  // The staff console is another app on another origin (web/src/staff-app/): none of its modules is a shop chunk.
  '!../features/staff/**',
]);

/**
 * What a route carries in `handle`: its lazy page (web/src/app/lazy-page.tsx), whose `module` (the source module
 * relative to web/, e.g. 'src/features/about/AboutPage.tsx', the key of Vite's build manifest) and `catalogs` the
 * prerender step reads to link the page's CSS and preload its chunks in the HTML it writes
 * (docs/decisions/0002-own-prerender-pipeline.md), so a prerendered page paints styled, and which the browser's start
 * loads before hydrating.
 */
export interface RouteHandle {
  page: LazyPage;
}

/**
 * A lazily loaded page route. Its module and, for a shop feature, its catalogs in the active language load together
 * (and its data, PageOptions.data).
 * @param path the route path ('/about', 'records/:reference'), or undefined for an index route
 * @param file the page module under web/src/features/, e.g. 'about/AboutPage.tsx'
 * @param name the exported component of that module, e.g. 'AboutPage'
 * @param options the existence check of its params (else 404) and its data
 * @param alsoShows the features, besides its own, whose texts the page shows (their catalogs load with it); the
 *   catalogs are those of web/src/i18n/catalogs.ts (the console, English only, has none)
 * @throws Error at start-up when `file` is not a page module (a typo fails every test, not one visitor)
 */
function page(path: string | undefined, file: string, name: string, options: PageOptions = {}, alsoShows: string[] = []): RouteObject {
  const load = pageModules[`../features/${file}`];
  if (!load) throw new Error(`No page module features/${file}`);
  const catalogs = [file.slice(0, file.indexOf('/')), ...alsoShows].filter(hasFeatureCatalog);
  const lazy = lazyPage(
    `src/features/${file}`,
    catalogs,
    () => load().then((module) => module[name] as ComponentType),
    () => Promise.all(catalogs.map((catalog) => loadCatalog(activeLocale(), catalog))),
    options,
  );
  const handle: RouteHandle = { page: lazy };
  const element = <PageRoute page={lazy} />;
  return path === undefined ? { index: true, handle, element } : { path, handle, element };
}

/**
 * The shop's frame around a page: the error screen in place of a page that fails. No Suspense boundary: React would
 * hydrate a prerendered page inside one in a later, low-priority pass, after the app reports itself attached and
 * replays the taps made before (web/src/app/start.tsx), so the page loads with the shell in one pass; a navigation
 * inside the app is a transition, which keeps the previous page on screen while the next one loads.
 */
const pageFrame = (
  <RouteErrorBoundary>
    <Outlet />
  </RouteErrorBoundary>
);

/**
 * The route table (docs/behaviour.md §2), rendered by React Router's declarative `useRoutes` (AppRoutes).
 * Each page is its own lazily loaded module so a first visit downloads only the page it opens. `ErrorScreen` renders
 * 'Unexpected Application Error!' for unknown routes (the `*` route, and a page whose params name nothing) and for
 * load failures (docs/behaviour.md §2, docs/architecture/frontend.md): the shop's boundary keeps header and footer around it.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      {
        element: pageFrame,
        children: [
          page(undefined, 'home/HomePage.tsx', 'HomePage', {}, ['about']),
          page(paths.about, 'about/AboutPage.tsx', 'AboutPage'),
          page(paths.products, 'catalogue/ProductsPage.tsx', 'ProductsPage'),
          page('/category/:slug', 'catalogue/CategoryPage.tsx', 'CategoryPage', { exists: ({ slug }) => isCategorySlug(slug ?? '') }),
          page('/product/:id', 'product/ProductPage.tsx', 'ProductPage', { exists: ({ id }) => productById(id ?? '') !== undefined }),
          page(paths.nutritionSupplements, 'catalogue/NutritionSupplementsPage.tsx', 'NutritionSupplementsPage'),
          page(paths.stores, 'stores/StoresPage.tsx', 'StoresPage'),
          page(paths.blogs, 'blog/ArticleIndexPages.tsx', 'BlogsPage'),
          page(paths.health, 'blog/ArticleIndexPages.tsx', 'HealthIndexPage'),
          page(paths.author, 'blog/AuthorPage.tsx', 'AuthorPage'),
          ...articleSlugs.map((slug) =>
            page(paths.article(slug), 'blog/ArticlePage.tsx', 'ArticlePage', { data: () => articleRouteData(slug) }, ['forms']),
          ),
          page(paths.contact, 'contact/ContactPage.tsx', 'ContactPage', {}, ['forms']),
          page(paths.upload, 'prescription/UploadPage.tsx', 'UploadPage', {}, ['forms']),
          page(paths.search, 'search/SearchPage.tsx', 'SearchPage'),
          page(paths.checkout, 'checkout/CheckoutPage.tsx', 'CheckoutPage', {}, ['forms']),
          page(paths.payment, 'payment/PaymentPage.tsx', 'PaymentPage', {}, ['forms']),
          page(paths.returnPolicy, 'policies/PolicyPages.tsx', 'ReturnPolicyPage'),
          page(paths.privacyPolicy, 'policies/PolicyPages.tsx', 'PrivacyPolicyPage'),
          page(paths.terms, 'policies/PolicyPages.tsx', 'TermsPage'),
          page(paths.accessibility, 'policies/PolicyPages.tsx', 'AccessibilityPage'),
          page(paths.faq, 'faq/FaqPage.tsx', 'FaqPage'),
          page(paths.track, 'track/TrackPage.tsx', 'TrackPage', {}, ['forms']),
          page(paths.refill, 'reminders/RefillPage.tsx', 'RefillPage'),
          page(paths.unsubscribe, 'reminders/UnsubscribePage.tsx', 'UnsubscribePage'),
          { path: '*', element: <ErrorScreen status={404} /> },
        ],
      },
    ],
  },
];

/**
 * The app's routes, rendered for the router around it (BrowserRouter in the browser, StaticRouter at build time).
 * @returns the matched routes' elements
 */
export function AppRoutes() {
  return useRoutes(routes);
}
