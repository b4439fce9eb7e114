import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { articleSlugs } from '@contracts/articles';
import { ErrorScreen } from '../layout/ErrorScreen';
import { RootLayout } from '../layout/RootLayout';
import { isCategorySlug } from '@contracts/catalogue/catalogue';
import { notFound } from '../lib/not-found';
import { paths } from '../lib/paths';


/** A lazily loaded page: `load` imports the feature module, `name` picks the exported component. */
function page<M extends Record<string, unknown>>(path: string, load: () => Promise<M>, name: keyof M & string, extra: Partial<RouteObject> = {}): RouteObject {
  return { path, ...extra, lazy: () => load().then((module) => ({ Component: module[name] as ComponentType })) } as RouteObject;
}

/**
 * The route table (spec §2). Each page is its own lazily loaded module so a first visit downloads only
 * the page it opens. `ErrorScreen` renders 'Unexpected Application Error!' for unknown routes and load
 * failures (spec §2, DESIGN §5): the inner boundary keeps header and footer around it, the outer one
 * catches a failure of the layout itself.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // Shown while the first page's lazy module loads.
    hydrateFallbackElement: <p className="page-loading">Loading…</p>,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })) },
          page(paths.about, () => import('../features/about/AboutPage'), 'AboutPage'),
          page(paths.products, () => import('../features/catalogue/ProductsPage'), 'ProductsPage'),
          page('/category/:slug', () => import('../features/catalogue/CategoryPage'), 'CategoryPage', {
            loader: ({ params }) => (isCategorySlug(params.slug ?? '') ? null : notFound()),
          }),
          page(paths.nutritionSupplements, () => import('../features/catalogue/NutritionSupplementsPage'), 'NutritionSupplementsPage'),
          page(paths.stores, () => import('../features/stores/StoresPage'), 'StoresPage'),
          page(paths.blogs, () => import('../features/blog/ArticleIndexPages'), 'BlogsPage'),
          page(paths.health, () => import('../features/blog/ArticleIndexPages'), 'HealthIndexPage'),
          page(paths.author, () => import('../features/blog/AuthorPage'), 'AuthorPage'),
          ...articleSlugs.map((slug) => page(paths.article(slug), () => import('../features/blog/ArticlePage'), 'ArticlePage', { loader: () => ({ slug }) })),
          page(paths.contact, () => import('../features/contact/ContactPage'), 'ContactPage'),
          page(paths.upload, () => import('../features/prescription/UploadPage'), 'UploadPage'),
          page(paths.search, () => import('../features/search/SearchPage'), 'SearchPage'),
          page(paths.checkout, () => import('../features/checkout/CheckoutPage'), 'CheckoutPage'),
          page(paths.payment, () => import('../features/payment/PaymentPage'), 'PaymentPage'),
          page(paths.returnPolicy, () => import('../features/policies/PolicyPages'), 'ReturnPolicyPage'),
          page(paths.privacyPolicy, () => import('../features/policies/PolicyPages'), 'PrivacyPolicyPage'),
          page(paths.terms, () => import('../features/policies/PolicyPages'), 'TermsPage'),
          page(paths.faq, () => import('../features/faq/FaqPage'), 'FaqPage'),
          page(paths.track, () => import('../features/track/TrackPage'), 'TrackPage'),
          { path: '*', loader: notFound },
        ],
      },
    ],
  },
  // The staff console (issue 10): its own layout and lazy chunks, never imported by a shop page.
  {
    path: '/staff',
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <p className="page-loading">Loading…</p>,
    lazy: () => import('../features/staff/StaffLayout').then((m) => ({ Component: m.StaffLayout })),
    children: [
      { index: true, lazy: () => import('../features/staff/DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
      page('prescriptions', () => import('../features/staff/QueuePage'), 'PrescriptionQueuePage'),
      page('orders', () => import('../features/staff/QueuePage'), 'OrderQueuePage'),
      page('messages', () => import('../features/staff/QueuePage'), 'MessageQueuePage'),
      page('records/:reference', () => import('../features/staff/RecordPage'), 'RecordPage'),
      { path: '*', loader: notFound },
    ],
  },
];

export const router = createBrowserRouter(routes);
