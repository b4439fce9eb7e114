import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../web/prerender/seo-files';
import { prerenderRoutes } from '../../web/src/app/prerender-routes';
import { SITE_ORIGIN } from '../../web/src/content/site-origin';

/** The `<loc>` values of a sitemap, with the five XML entities decoded. */
function locs(xml: string): string[] {
  const entities: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>' };
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    match[1]!.replace(/&(amp|apos|quot|lt|gt);/g, (_, name: string) => entities[name]!),
  );
}

describe('sitemapXml', () => {
  const xml = sitemapXml(SITE_ORIGIN, prerenderRoutes);

  it('is a sitemaps.org 0.9 urlset of <url> entries with a <loc> and language alternates, and nothing else', () => {
    const lines = xml.split('\n');
    expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(lines[1]).toBe('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(lines.at(-2)).toBe('</urlset>');
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(2, -2))
      expect(line).toMatch(
        /^( {2}<url>| {4}<loc>[^<>]+<\/loc>| {4}<xhtml:link rel="alternate" hreflang="(en-IN|hi|x-default)" href="[^<>"]+"\/>| {2}<\/url>)$/,
      );
    // Every & starts one of XML's entities: the file is well-formed.
    expect(xml).not.toMatch(/&(?!(amp|apos|quot|lt|gt);)/);
  });

  it('lists every indexable prerendered route as an absolute URL on the origin, in route order, and no shell', () => {
    const indexable = prerenderRoutes.filter((route) => route.indexable).map((route) => `${SITE_ORIGIN}${route.path}`);
    expect(indexable.length).toBeGreaterThanOrEqual(30);
    expect(locs(xml)).toEqual(indexable);
    expect(locs(xml)).toContain('https://www.medvika.in/');
    expect(locs(xml)).toContain('https://www.medvika.in/health3');
    expect(locs(xml)).toContain('https://www.medvika.in/category/baby-care');
    for (const shell of prerenderRoutes.filter((route) => !route.indexable)) expect(locs(xml)).not.toContain(`${SITE_ORIGIN}${shell.path}`);
  });

  it('pairs every English page with its Hindi twin, both ways, with the English one as x-default', () => {
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const alternates = (entry: string) =>
      Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, match[2]!]));
    const byLoc = new Map(entries.map((entry) => [locs(entry)[0]!, alternates(entry)]));
    expect(byLoc.get(`${SITE_ORIGIN}/about`)).toEqual({
      'en-IN': `${SITE_ORIGIN}/about`,
      hi: `${SITE_ORIGIN}/hi/about`,
      'x-default': `${SITE_ORIGIN}/about`,
    });
    expect(byLoc.get(`${SITE_ORIGIN}/hi/about`)).toEqual(byLoc.get(`${SITE_ORIGIN}/about`));
    expect(byLoc.get(`${SITE_ORIGIN}/hi`)).toEqual({ 'en-IN': `${SITE_ORIGIN}/`, hi: `${SITE_ORIGIN}/hi`, 'x-default': `${SITE_ORIGIN}/` });
    // Every listed page names both languages.
    for (const [loc, links] of byLoc) expect(Object.keys(links).sort(), loc).toEqual(['en-IN', 'hi', 'x-default']);
  });

  it('percent-encodes and entity-escapes what a path may contain', () => {
    const routes = [{ path: '/tom\'s & jerry<1>"', indexable: true }];
    const text = sitemapXml('https://example.org', routes);
    expect(text).toContain('<loc>https://example.org/tom&apos;s%20&amp;%20jerry%3C1%3E%22</loc>');
    expect(locs(text)).toEqual([new URL(routes[0]!.path, 'https://example.org').href]);
  });

  it('refuses a wrong origin, a relative path and a route listed twice', () => {
    expect(() => sitemapXml('https://www.medvika.in/shop', prerenderRoutes)).toThrow(/bare http\(s\) origin/);
    expect(() => sitemapXml('ftp://www.medvika.in', prerenderRoutes)).toThrow(/bare http\(s\) origin/);
    expect(() => sitemapXml(SITE_ORIGIN, [{ path: 'health3', indexable: true }])).toThrow(/single '\/'/);
    expect(() => sitemapXml(SITE_ORIGIN, [{ path: '//evil.example/x', indexable: true }])).toThrow(/single '\/'/);
    expect(() =>
      sitemapXml(SITE_ORIGIN, [
        { path: '/faq', indexable: true },
        { path: '/faq', indexable: true },
      ]),
    ).toThrow(/twice/);
    expect(() => sitemapXml(SITE_ORIGIN, [{ path: `/${'a'.repeat(2100)}`, indexable: true }])).toThrow(/too long/);
  });

  it('accepts the origin with a trailing slash', () => {
    expect(sitemapXml(`${SITE_ORIGIN}/`, prerenderRoutes)).toBe(xml);
  });
});

describe('robotsTxt', () => {
  it('allows everything but /staff and /api/, and names the sitemap', () => {
    expect(robotsTxt(SITE_ORIGIN)).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /staff', 'Disallow: /api/', '', 'Sitemap: https://www.medvika.in/sitemap.xml', ''].join(
        '\n',
      ),
    );
  });

  it('refuses an origin with a path', () => {
    expect(() => robotsTxt('https://www.medvika.in/x')).toThrow(/bare http\(s\) origin/);
  });
});
