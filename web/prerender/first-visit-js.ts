/**
 * First-visit JavaScript of the built storefront, read from the build itself (no browser): what a shopper's first visit
 * to a page downloads is its HTML's entry module (`<script type="module" src>`), the entry's static imports (the
 * `<link rel="modulepreload">` Vite writes for them) and the page's chunk list (the PAGE_CHUNKS_ELEMENT_ID block that
 * page-document.ts writes from Vite's manifest: the app's start chunk and the closure of the route's modules), each
 * counted gzip -9 as CloudFront serves it. Measured against Chromium's own downloads on a built site, the figures are
 * the same file for file; unlike a browser visit they cannot stop short when the page goes quiet before its chunks load.
 * The field-data chunks (web/src/lib/vitals.ts and web-vitals) load only on sampled page views, so they are counted
 * apart (fieldDataJsBytes).
 * The staff console's one document is measured the same way (consoleFirstLoadJs).
 * Used by the bench (bench/js-per-route.ts) and by the e2e budget test (tests/e2e/js-budget.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { localeOfPath, localizedPath } from '@contracts/locale';
import { PAGE_CHUNKS_ELEMENT_ID } from '../src/app/hydration-data';
import { htmlFileOf } from '../src/app/prerender-routes';
import { STAFF_CONSOLE_DOCUMENT } from './build-staff-console';

/** The first-visit JS budget of a shopper's page (docs/architecture/security.md): gzip bytes. */
export const FIRST_VISIT_JS_BUDGET_BYTES = 125 * 1024;

/** How much more first-visit JS a Hindi page may load than its English twin (its catalogs are Devanagari): gzip bytes. */
export const HINDI_EXTRA_JS_BYTES = 4 * 1024;

/**
 * The staff console's first-load JS budget (docs/architecture/performance.md): gzip bytes of what its document,
 * staff.html, loads before any console code runs (consoleFirstLoadJs): 3 KB above the 91.0 KB (93,179 bytes) measured
 * when it was set, with TanStack Query's client in the entry. Its pages' chunks load on demand and are not counted.
 */
export const CONSOLE_FIRST_LOAD_JS_BUDGET_BYTES = 94 * 1024;

/** The English shopper pages measured (the staff console is not a shopper's page: CONSOLE_FIRST_LOAD_JS_BUDGET_BYTES). */
export const SHOPPER_ROUTES: readonly string[] = [
  '/',
  '/products',
  '/category/baby-care',
  '/product/products-dolo-650-tab-15',
  '/health3',
  '/upload',
  '/checkout',
  '/checkout/payment',
  '/about',
  '/contact',
  '/track',
  '/stores',
];

/** The Hindi pages measured beside their English twins (each is localizedPath(twin, 'hi') of a SHOPPER_ROUTES entry). */
export const HINDI_ROUTES: readonly string[] = ['/hi', '/hi/products', '/hi/health3', '/hi/upload', '/hi/track'];

/** The field-data client's chunks (web/src/lib/vitals.ts and web-vitals), loaded by sampled page views only. */
const FIELD_DATA_CHUNK = /^(web-)?vitals-[\w-]+\.js$/;

/** gzip -9 size of one built file, in bytes. */
function gzipBytes(webDir: string, urlPath: string): number {
  return gzipSync(readFileSync(path.join(webDir, urlPath)), { level: 9 }).length;
}

/**
 * First-visit JS of one page: `bytes` (gzip -9) of its `scripts` (URL paths, in load order, e.g. '/assets/start-def.js');
 * and `cssBytes` (gzip -9) of the stylesheets its HTML links.
 */
export interface FirstVisitJs {
  bytes: number;
  scripts: string[];
  cssBytes: number;
}

/**
 * First-visit JS of built HTML documents, each read with one DOM parser: its entry module, the modules it preloads and
 * its page-chunk list, gzip -9.
 * @param dir the build folder the documents' URL paths start from
 * @param files document → its file, relative to `dir` (e.g. '/' → 'index.html')
 * @throws Error when a document's file is missing (readFileSync's ENOENT) or has no entry module
 */
function documentsJs(dir: string, files: ReadonlyMap<string, string>): Map<string, FirstVisitJs> {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  try {
    const parser = new window.DOMParser();
    return new Map(
      [...files].map(([name, file]) => {
        const document = parser.parseFromString(readFileSync(path.join(dir, file), 'utf8'), 'text/html');
        const entry = [...document.querySelectorAll('script[type="module"][src]')].map((script) => script.getAttribute('src')!);
        if (entry.length === 0) throw new Error(`${name}: the built page has no entry module`);
        const preloaded = [...document.querySelectorAll('link[rel="modulepreload"][href]')].map((link) => link.getAttribute('href')!);
        const listed = JSON.parse(document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent ?? '[]') as string[];
        const scripts = [...new Set([...entry, ...preloaded, ...listed])];
        const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"][href]')].map((link) => link.getAttribute('href')!);
        const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipBytes(dir, url), 0);
        return [name, { bytes: sum(scripts), scripts, cssBytes: sum(stylesheets) }];
      }),
    );
  } finally {
    void window.happyDOM.close();
  }
}

/**
 * First-visit JS of each of `routes`, read from the built pages' HTML (one DOM parser for them all).
 * @param webDir the built site (buildSite's webDir, e.g. dist/web)
 * @param routes prerendered routes, e.g. ['/', '/hi/upload']
 * @returns route → its scripts and their gzip -9 bytes, in the order of `routes`
 * @throws Error when a page has no HTML file (readFileSync's ENOENT) or no entry module
 */
export function firstVisitJs(webDir: string, routes: readonly string[]): Map<string, FirstVisitJs> {
  return documentsJs(webDir, new Map(routes.map((route) => [route, htmlFileOf(route)])));
}

/**
 * First-load JS of the staff console's build: what its one document (STAFF_CONSOLE_DOCUMENT, served for every /staff
 * path) loads before any console code runs, its entry module and the modules it preloads, gzip -9 (held to
 * CONSOLE_FIRST_LOAD_JS_BUDGET_BYTES). The lazily loaded frame and pages (web/src/staff-app/routes.tsx) follow on demand.
 * @param staffDir the console's build (staffConsoleDirBeside(webDir), e.g. dist/staff)
 * @throws Error when the document is missing or has no entry module
 */
export function consoleFirstLoadJs(staffDir: string): FirstVisitJs {
  return documentsJs(staffDir, new Map([[STAFF_CONSOLE_DOCUMENT, STAFF_CONSOLE_DOCUMENT]])).get(STAFF_CONSOLE_DOCUMENT)!;
}

/**
 * What a sampled page view adds: the gzip -9 bytes of the field-data chunks in the build's assets/.
 * @param assets the file names in `webDir`/assets
 */
export function fieldDataJsBytes(webDir: string, assets: readonly string[]): number {
  return assets.filter((name) => FIELD_DATA_CHUNK.test(name)).reduce((sum, name) => sum + gzipBytes(webDir, `/assets/${name}`), 0);
}

/** One page's first-visit JS against its budgets. */
export interface JsBudgetFigure {
  route: string;
  /** First-visit JS, gzip bytes. */
  jsBytes: number;
  /** A Hindi page's JS minus its English twin's (gzip bytes); undefined for an English page or a twin not measured. */
  overTwinBytes?: number;
  /** Why the page is over budget, in words with the figures; undefined when it is within. */
  over?: string;
}

/**
 * Holds measured pages to the budgets: every page at most FIRST_VISIT_JS_BUDGET_BYTES, and every Hindi page at most
 * HINDI_EXTRA_JS_BYTES over its English twin. Pure: the figures come from
 * firstVisitJs (or a browser).
 * @param jsBytes route → first-visit JS in gzip bytes; a Hindi route's twin is compared when it is in the map too
 * @returns one figure per route, in the map's order
 */
export function judgeJsBudgets(jsBytes: ReadonlyMap<string, number>): JsBudgetFigure[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [...jsBytes].map(([route, bytes]) => {
    const twin = localeOfPath(route) === 'hi' ? jsBytes.get(localizedPath(route, 'en')) : undefined;
    const overTwinBytes = twin === undefined ? undefined : bytes - twin;
    const reasons: string[] = [];
    if (bytes > FIRST_VISIT_JS_BUDGET_BYTES) reasons.push(`${kb(bytes)} > ${kb(FIRST_VISIT_JS_BUDGET_BYTES)}`);
    if (overTwinBytes !== undefined && overTwinBytes > HINDI_EXTRA_JS_BYTES)
      reasons.push(`${kb(overTwinBytes)} over its English twin > ${kb(HINDI_EXTRA_JS_BYTES)}`);
    return { route, jsBytes: bytes, overTwinBytes, over: reasons.length > 0 ? reasons.join('; ') : undefined };
  });
}
