/**
 * The two search-engine files the prerender step writes beside the pages (docs/architecture/frontend.md): sitemap.xml, listing
 * every indexable prerendered route, and robots.txt, pointing to it. Pure functions of the origin and the route
 * table (web/src/app/prerender-routes.ts `prerenderRoutes`), so what is listed is exactly what is built.
 */

import { htmlLang, localizedPath, locales } from '@contracts/locale';

/** A route as the sitemap needs it: web/src/app/prerender-routes.ts `PrerenderRoute` (same shape). */
interface SitemapRoute {
  readonly path: string;
  readonly indexable: boolean;
}

/** sitemaps.org 0.9 limits of one sitemap file: 50,000 URLs, each under 2,048 characters. */
const MAX_URLS = 50_000;
const MAX_URL_LENGTH = 2_047;

/** The five characters XML reserves, as entities (sitemaps.org "Entity escaping": &, ', ", >, <). */
const xmlEntities: Record<string, string> = { '&': '&amp;', "'": '&apos;', '"': '&quot;', '>': '&gt;', '<': '&lt;' };

/** `text` with XML's reserved characters entity-escaped, for element content and attribute values. */
function escapeXml(text: string): string {
  return text.replace(/[&'"<>]/g, (character) => xmlEntities[character] ?? character);
}

/**
 * The origin with no path, query or trailing slash ('https://www.medvika.in'), checked to be http(s).
 * @throws Error for anything but a bare http(s) origin
 */
function checkedOrigin(origin: string): string {
  const url = new URL(origin);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin.replace(/\/$/, '')) {
    throw new Error(`Expected a bare http(s) origin such as https://www.medvika.in, got ${origin}`);
  }
  return url.origin;
}

/**
 * sitemap.xml for the indexable routes (sitemaps.org protocol 0.9, https://www.sitemaps.org/protocol.html): a
 * UTF-8 `<urlset>` in the 0.9 namespace with one `<url>` per route whose `indexable` is true, in route order. Each
 * `<loc>` is the absolute URL on `origin` (percent-encoded by the WHATWG URL parser, then entity-escaped). Each page
 * with a twin in the other language lists all its language versions and an `x-default` (the English one) as
 * `<xhtml:link rel="alternate" hreflang>`, as Google's "Tell Google about localized versions of your page" asks of
 * sitemaps: every version lists every version, itself included. No `<lastmod>`: the build has no trustworthy
 * per-page modification date, and search engines ignore one that is not.
 * @param origin the production origin, e.g. `SITE_ORIGIN` of web/src/content/site-origin.ts ('https://www.medvika.in')
 * @param routes the prerendered routes, `prerenderRoutes`
 * @returns the file's text, ending in a newline
 * @throws Error for a bare-origin mistake, a path not starting with '/', a route listed twice, a URL of 2,048
 *   characters or more, or more than 50,000 URLs
 */
export function sitemapXml(origin: string, routes: readonly SitemapRoute[]): string {
  const base = checkedOrigin(origin);
  const urlOf = (path: string): string => {
    if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Route path must start with a single '/': ${path}`);
    const url = new URL(path, base).href;
    if (url.length > MAX_URL_LENGTH) throw new Error(`URL too long for a sitemap (${url.length} characters): ${url}`);
    return url;
  };
  const indexable = routes.filter((route) => route.indexable).map((route) => route.path);
  const listed = new Set(indexable);
  const urls = indexable.map(urlOf);
  const duplicate = urls.find((url, index) => urls.indexOf(url) !== index);
  if (duplicate) throw new Error(`Route listed twice in the sitemap: ${duplicate}`);
  if (urls.length > MAX_URLS) throw new Error(`A sitemap holds at most ${MAX_URLS} URLs, got ${urls.length}`);
  const alternatesOf = (path: string): string[] => {
    const versions = locales.map((locale) => ({ locale, path: localizedPath(path, locale) })).filter((version) => listed.has(version.path));
    if (versions.length < 2) return [];
    const link = (hreflang: string, versionPath: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(urlOf(versionPath))}"/>`;
    return [...versions.map((version) => link(htmlLang[version.locale], version.path)), link('x-default', localizedPath(path, 'en'))];
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...indexable.flatMap((path, index) => ['  <url>', `    <loc>${escapeXml(urls[index]!)}</loc>`, ...alternatesOf(path), '  </url>']),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt (RFC 9309; Google "How to write and submit a robots.txt file"): every crawler may fetch everything
 * except the staff console (/staff and below) and the API (/api/), and the sitemap's absolute URL is named in a
 * `Sitemap:` line.
 * @param origin the production origin, e.g. `SITE_ORIGIN` ('https://www.medvika.in')
 * @returns the file's text, ending in a newline
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /staff', 'Disallow: /api/', '', `Sitemap: ${checkedOrigin(origin)}/sitemap.xml`, ''].join(
    '\n',
  );
}
