import { articleSlugs } from '@contracts/articles';
import { categorySlugs, products } from '@domain/catalogue/catalogue';
import { localizedPath } from '@contracts/locale';
import { paths } from '../lib/paths';

/** One prerendered route: its clean URL and whether search engines should list it. */
export interface PrerenderRoute {
  /** The clean URL path, e.g. '/health3' or '/category/baby-care' (no trailing slash except '/'). */
  path: string;
  /**
   * True for pages whose content is the same for everyone and worth indexing (listed in sitemap.xml);
   * false for shells whose content depends on the visitor (search results, checkout, /track, /staff):
   * they are prerendered so they arrive as HTML, but stay out of the sitemap.
   */
  indexable: boolean;
  /**
   * 'hydrate' (default): the browser hydrates the prerendered HTML as it is. 'client': the HTML is a shell the
   * browser replaces by rendering from scratch, for an app whose first screen depends on the visitor's session
   * (the staff console: signed in or not); every path under it is served the same shell.
   */
  mode?: 'hydrate' | 'client';
}

/**
 * The shop's routes in English: the content routes of the docs/behaviour.md §2 route table, one page per product
 * (/product/<id>, indexable) and the shells of the visitor-specific pages.
 */
const shopRoutes: readonly PrerenderRoute[] = [
  ...[
    paths.home,
    paths.about,
    paths.products,
    ...categorySlugs.map((slug) => paths.category(slug)),
    paths.nutritionSupplements,
    ...products.map((product) => paths.product(product.id)),
    paths.stores,
    paths.blogs,
    paths.health,
    ...articleSlugs.map((slug) => paths.article(slug)),
    paths.author,
    paths.contact,
    paths.upload,
    paths.faq,
    paths.returnPolicy,
    paths.privacyPolicy,
    paths.terms,
    paths.accessibility,
  ].map((path) => ({ path, indexable: true })),
  ...[paths.search, paths.checkout, paths.payment, paths.track].map((path) => ({ path, indexable: false })),
  // A refill reminder's pages: shells filled from the link's query, like /checkout never listed.
  ...[paths.refill, paths.unsubscribe].map((path) => ({ path, indexable: false })),
];

/**
 * Every route built to its own HTML file at build time (docs/architecture/frontend.md): each shop route of the
 * docs/behaviour.md §2 route table in English and its Hindi twin under /hi ('/about' and '/hi/about'). The staff
 * console is not among them: it is an app of its own on its own origin. Read by the prerender step, the sitemap, the local server and the CloudFront
 * viewer-request function (its route list is fixed at synth time). Any path not listed here (and not a file) answers
 * HTTP 404 with the error screen.
 */
export const prerenderRoutes: readonly PrerenderRoute[] = [
  ...shopRoutes,
  ...shopRoutes.map((route) => ({ ...route, path: localizedPath(route.path, 'hi') })),
];

/**
 * The HTML file a clean URL is built to: '/' → 'index.html', '/health3' → 'health3/index.html'
 * (React Router's prerender layout, so '/health3/' and '/health3' name the same file).
 */
export function htmlFileOf(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
