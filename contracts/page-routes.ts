/**
 * The pages of a build, as the prerender step (web/prerender/) writes them to `<build>/page-routes.json` and the
 * servers route by them (docs/decisions/0002-own-prerender-pipeline.md): the CloudFront viewer function gets them at synth time
 * (infra/constructs/site.ts), the local server reads them at start (dev/storefront-server.ts).
 */
export interface PageRoutes {
  /** Clean URL paths with a prerendered `<path>/index.html`, e.g. ['/', '/about', '/category/baby-care']. */
  pages: string[];
  /** Pages whose shell is served for every path below them too (the staff console: '/staff'). */
  clientShells: string[];
  /**
   * The path prefixes of the other languages' pages (['/hi']): an unknown path under one is served that language's
   * error screen, `<prefix>/404.html`, so a Hindi shopper gets a Hindi 404.
   */
  localePrefixes: string[];
}

/** File name of the page list inside the web build folder (not uploaded to the site bucket). */
export const PAGE_ROUTES_FILE = 'page-routes.json';

/**
 * The prerendered error screen, served with HTTP 404 for every path that is neither a page nor a file (the
 * CloudFront function's NOT_FOUND_URI is '/' + this); under a locale prefix, that language's copy
 * (`hi/404.html`).
 */
export const NOT_FOUND_FILE = '404.html';
