import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { buildPageDocument, routeAssets, type ViteManifest } from '../../web/prerender/page-document';
import type { RenderedPage } from '../../web/prerender/render-page';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_shared.js'], isEntry: true },
  '_shared.js': { file: 'assets/shared-b.js', css: ['assets/shared-b.css'] },
  'src/app/start.tsx': { file: 'assets/start-s.js', css: ['assets/start-s.css'], imports: ['_shared.js'] },
  'src/features/about/AboutPage.tsx': {
    file: 'assets/AboutPage-c.js',
    css: ['assets/AboutPage-c.css'],
    imports: ['_shared.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards-d.js', css: ['assets/cards-d.css', 'assets/shared-b.css'] },
};

const template =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8"><title>Medvika Pharmacy</title>' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="stylesheet" href="/assets/index-a.css"></head>' +
  '<body><div id="root"></div></body></html>';

function rendered(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    appHtml:
      '<title>About Us | Medvika Pharmacy</title><meta name="description" content="About"/><link rel="canonical" href="https://www.medvika.in/about"/><main><h1>About Us</h1></main>',
    hydrationData: { routeData: { x: '</script><script>alert(1)</script>' } },
    locale: 'en',
    modules: ['src/features/about/AboutPage.tsx'],
    ...overrides,
  };
}

/** The built stylesheets by URL path, as build-site.ts reads them. */
const css: Record<string, string> = {
  '/assets/index-a.css': 'body{margin:0}',
  '/assets/start-s.css': '.site-header{background:url(/images/brand/logo.svg)}',
  '/assets/AboutPage-c.css': '.about{color:#123}',
  '/assets/cards-d.css': '.card{background:url("data:image/svg+xml,%3Csvg%3E")}',
};

/** buildPageDocument with the test template, manifest and stylesheets. */
function build(page: RenderedPage, hydrate: boolean, stylesheets: Record<string, string> = css): string {
  return buildPageDocument({ template, manifest, rendered: page, hydrate, stylesheetText: (href) => stylesheets[href]! });
}

function parse(html: string): Document {
  return new new Window().DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

describe('routeAssets', () => {
  it('lists the modules closure beyond what the entry already loads, each file once', () => {
    expect(routeAssets(manifest, ['src/features/about/AboutPage.tsx'])).toEqual({
      scripts: ['/assets/AboutPage-c.js', '/assets/cards-d.js'],
      stylesheets: ['/assets/AboutPage-c.css', '/assets/cards-d.css'],
    });
  });

  it('names a module Vite did not build', () => {
    expect(() => routeAssets(manifest, ['src/features/nope/NopePage.tsx'])).toThrow(/no chunk for src\/features\/nope/);
  });
});

describe('buildPageDocument', () => {
  it("puts the app in #root and the page's title, description and canonical link in <head>, replacing the template title", () => {
    const document = parse(build(rendered(), true));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('About Us | Medvika Pharmacy');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.medvika.in/about');
    expect(document.getElementById('root')!.innerHTML).toBe('<main><h1>About Us</h1></main>');
  });

  it("inlines the entry's and the route's CSS in order, and lists the app's and the route's chunks for the entry to preload after the first paint", () => {
    const document = parse(build(rendered(), true));
    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    const order = ['/assets/index-a.css', '/assets/start-s.css', '/assets/AboutPage-c.css', '/assets/cards-d.css'];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(order);
    // Linked for Vite's loader to know them, but disabled: never fetched, never blocking the first paint.
    expect(links.every((link) => link.hasAttribute('disabled'))).toBe(true);
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe(order.map((href) => css[href]).join('\n'));
    // Where the first stylesheet was: before any of the links.
    expect(styles[0]!.nextElementSibling).toBe(links[0]);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const chunks = document.getElementById('page-chunks')!;
    expect(chunks.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(chunks.textContent!)).toEqual(['/assets/start-s.js', '/assets/AboutPage-c.js', '/assets/cards-d.js']);
    // Rendering waits for the parser to reach that list, which follows all of the page's markup.
    const expectLink = document.head.querySelector('link[rel="expect"]')!;
    expect(expectLink.getAttribute('href')).toBe('#page-chunks');
    expect(expectLink.getAttribute('blocking')).toBe('render');
    expect(expectLink.nextElementSibling).toBe(styles[0]);
    expect(document.getElementById('root')!.compareDocumentPosition(chunks) & 4 /* DOCUMENT_POSITION_FOLLOWING */).toBeTruthy();
  });

  it('carries the hydration state as a JSON data block no text can close', () => {
    const html = build(rendered(), true);
    expect(html).not.toContain('</script><script>alert(1)');
    const data = parse(html).getElementById('router-hydration-data')!;
    expect(data.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data.textContent!)).toEqual(rendered().hydrationData);
  });

  it('writes a client-rendered shell without hydration state, its head elements marked for the app to replace', () => {
    const document = parse(build(rendered(), false));
    expect(document.getElementById('router-hydration-data')).toBeNull();
    expect(document.head.querySelector('title')?.hasAttribute('data-shell-head')).toBe(true);
    expect(document.head.querySelector('meta[name="description"]')?.hasAttribute('data-shell-head')).toBe(true);
  });

  it('refuses a stylesheet that cannot be inlined as it is, naming it', () => {
    const relative = { ...css, '/assets/cards-d.css': '.card{background:url(img/card.png)}' };
    expect(() => build(rendered(), true, relative)).toThrow(/cards-d\.css has a relative URL/);
    const closing = { ...css, '/assets/AboutPage-c.css': '.a::after{content:"</style><script>"}' };
    expect(() => build(rendered(), true, closing)).toThrow(/AboutPage-c\.css holds "<\/style"/);
  });
});
