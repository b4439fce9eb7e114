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
    const document = parse(buildPageDocument({ template, manifest, rendered: rendered(), hydrate: true }));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('About Us | Medvika Pharmacy');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.medvika.in/about');
    expect(document.getElementById('root')!.innerHTML).toBe('<main><h1>About Us</h1></main>');
  });

  it("links the route's CSS, and lists the app's and the route's chunks for the entry to preload after the first paint", () => {
    const document = parse(buildPageDocument({ template, manifest, rendered: rendered(), hydrate: true }));
    const stylesheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(stylesheets).toEqual(['/assets/index-a.css', '/assets/start-s.css', '/assets/AboutPage-c.css', '/assets/cards-d.css']);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const chunks = document.getElementById('page-chunks')!;
    expect(chunks.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(chunks.textContent!)).toEqual(['/assets/start-s.js', '/assets/AboutPage-c.js', '/assets/cards-d.js']);
  });

  it('carries the hydration state as a JSON data block no text can close', () => {
    const html = buildPageDocument({ template, manifest, rendered: rendered(), hydrate: true });
    expect(html).not.toContain('</script><script>alert(1)');
    const data = parse(html).getElementById('router-hydration-data')!;
    expect(data.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data.textContent!)).toEqual(rendered().hydrationData);
  });

  it('writes a client-rendered shell without hydration state, its head elements marked for the app to replace', () => {
    const document = parse(buildPageDocument({ template, manifest, rendered: rendered(), hydrate: false }));
    expect(document.getElementById('router-hydration-data')).toBeNull();
    expect(document.head.querySelector('title')?.hasAttribute('data-shell-head')).toBe(true);
    expect(document.head.querySelector('meta[name="description"]')?.hasAttribute('data-shell-head')).toBe(true);
  });
});
