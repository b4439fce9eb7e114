import type { ComponentType } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RouteObject } from 'react-router-dom';
import { articleSlugs } from '@contracts/articles';
import { ErrorScreen } from '../layout/ErrorScreen';
import { RootLayout } from '../layout/RootLayout';
import { isCategorySlug } from '@domain/catalogue/catalogue';
import { notFound } from '../lib/not-found';
import { paths } from '../lib/paths';
import { articleRouteData } from '../features/blog/article-route-data';
import { activeLocale, hasFeatureCatalog, loadCatalog } from '../i18n/catalogs';

/**
 * The page modules, each its own lazily loaded chunk (Vite `import.meta.glob`, not eager). Keyed by path
 * relative to this file, e.g. '../features/about/AboutPage.tsx'.
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/*Page.tsx',
  '../features/*/*Pages.tsx',
  '../features/staff/StaffLayout.tsx',
]);

/**
 * What a route carries in `handle`: the source module of its page, relative to web/ (e.g.
 * 'src/features/about/AboutPage.tsx'), the key of Vite's build manifest. The prerender step reads it to link the
 * page's CSS and preload its chunks in the HTML it writes (docs/decisions/0002-own-prerender-pipeline.md), so a prerendered page paints styled.
 */
export interface RouteHandle {
  module: string;
  /**
   * The shop features whose catalogs hold the page's texts (web/src/i18n/catalogs.ts): its own, e.g. ['track'], and
   * any other whose texts it shows (the home page shows the about page's benefit cards). Loaded with the page in the
   * page's language, and preloaded by the prerendered HTML. Empty for the English-only console.
   */
  catalogs: string[];
}

/**
 * A lazily loaded page route. Its module and, for a shop feature, its catalog in the active language load together.
 * @param path the route path ('/about', 'records/:reference'), or undefined for an index route
 * @param file the page module under web/src/features/, e.g. 'about/AboutPage.tsx'
 * @param name the exported component of that module, e.g. 'AboutPage'
 * @param extra more route fields (loader, …)
 * @param alsoShows the features, besides its own, whose texts the page shows (their catalogs load with it)
 * @throws Error at start-up when `file` is not a page module (a typo fails every test, not one visitor)
 */
function page(
  path: string | undefined,
  file: string,
  name: string,
  extra: Partial<RouteObject> = {},
  alsoShows: string[] = [],
): RouteObject {
  const load = pageModules[`../features/${file}`];
  if (!load) throw new Error(`No page module features/${file}`);
  const catalogs = [file.slice(0, file.indexOf('/')), ...alsoShows].filter(hasFeatureCatalog);
  const handle: RouteHandle = { module: `src/features/${file}`, catalogs };
  const lazy = () =>
    Promise.all([load(), ...catalogs.map((catalog) => loadCatalog(activeLocale(), catalog))]).then(([module]) => ({
      Component: module[name] as ComponentType,
    }));
  return (path === undefined ? { index: true, handle, ...extra, lazy } : { path, handle, ...extra, lazy }) as RouteObject;
}

/**
 * The route table (docs/behaviour.md §2). Each page is its own lazily loaded module so a first visit downloads only
 * the page it opens. `ErrorScreen` renders 'Unexpected Application Error!' for unknown routes and load
 * failures (docs/behaviour.md §2, docs/architecture.md §5): the inner boundary keeps header and footer around it, the outer one
 * catches a failure of the layout itself.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // Shown while the first page's lazy module loads.
    hydrateFallbackElement: (
      <p className="page-loading">
        <Trans>Loading…</Trans>
      </p>
    ),
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          page(undefined, 'home/HomePage.tsx', 'HomePage', {}, ['about']),
          page(paths.about, 'about/AboutPage.tsx', 'AboutPage'),
          page(paths.products, 'catalogue/ProductsPage.tsx', 'ProductsPage'),
          page('/category/:slug', 'catalogue/CategoryPage.tsx', 'CategoryPage', {
            loader: ({ params }) => (isCategorySlug(params.slug ?? '') ? null : notFound()),
          }),
          page(paths.nutritionSupplements, 'catalogue/NutritionSupplementsPage.tsx', 'NutritionSupplementsPage'),
          page(paths.stores, 'stores/StoresPage.tsx', 'StoresPage'),
          page(paths.blogs, 'blog/ArticleIndexPages.tsx', 'BlogsPage'),
          page(paths.health, 'blog/ArticleIndexPages.tsx', 'HealthIndexPage'),
          page(paths.author, 'blog/AuthorPage.tsx', 'AuthorPage'),
          ...articleSlugs.map((slug) =>
            page(paths.article(slug), 'blog/ArticlePage.tsx', 'ArticlePage', { loader: () => articleRouteData(slug) }, ['forms']),
          ),
          page(paths.contact, 'contact/ContactPage.tsx', 'ContactPage', {}, ['forms']),
          page(paths.upload, 'prescription/UploadPage.tsx', 'UploadPage', {}, ['forms']),
          page(paths.search, 'search/SearchPage.tsx', 'SearchPage'),
          page(paths.checkout, 'checkout/CheckoutPage.tsx', 'CheckoutPage', {}, ['forms']),
          page(paths.payment, 'payment/PaymentPage.tsx', 'PaymentPage', {}, ['forms']),
          page(paths.returnPolicy, 'policies/PolicyPages.tsx', 'ReturnPolicyPage'),
          page(paths.privacyPolicy, 'policies/PolicyPages.tsx', 'PrivacyPolicyPage'),
          page(paths.terms, 'policies/PolicyPages.tsx', 'TermsPage'),
          page(paths.faq, 'faq/FaqPage.tsx', 'FaqPage'),
          page(paths.track, 'track/TrackPage.tsx', 'TrackPage', {}, ['forms']),
          { path: '*', loader: notFound, Component: ErrorScreen }, // the loader always throws: ErrorScreen via errorElement
        ],
      },
    ],
  },
  // The staff console (docs/architecture.md §5): its own layout and lazy chunks, never imported by a shop page.
  {
    path: '/staff',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <p className="page-loading">Loading…</p>,
    handle: { module: 'src/features/staff/StaffLayout.tsx', catalogs: [] } satisfies RouteHandle,
    lazy: () => pageModules['../features/staff/StaffLayout.tsx']!().then((module) => ({ Component: module.StaffLayout as ComponentType })),
    children: [
      page(undefined, 'staff/DashboardPage.tsx', 'DashboardPage'),
      page('prescriptions', 'staff/QueuePage.tsx', 'PrescriptionQueuePage'),
      page('orders', 'staff/QueuePage.tsx', 'OrderQueuePage'),
      page('messages', 'staff/QueuePage.tsx', 'MessageQueuePage'),
      page('records/:reference', 'staff/RecordPage.tsx', 'RecordPage'),
      page('comments', 'staff/CommentsPage.tsx', 'CommentsPage'),
      page('*', 'staff/StaffNotFoundPage.tsx', 'StaffNotFoundPage'), // inside the console's frame, not the router's error screen
    ],
  },
];
