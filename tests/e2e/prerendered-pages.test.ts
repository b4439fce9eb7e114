import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';
import { htmlFileOf, prerenderRoutes } from '../../web/src/app/prerender-routes';
import { products } from '../../domain/catalogue/catalogue';
import { stores } from '../../web/src/content/stores';
import { useBrowserSession, waitForHydrated } from '../support/browser';
import { startSlowHtmlProxy } from '../support/slow-html-stream';
import { layoutShift } from '../support/layout-shift';
import { PAGE_CHUNKS_ELEMENT_ID } from '../../web/src/app/hydration-data';
import { builtPage } from '../support/built-page';
import { absoluteUrl } from '../../web/src/content/site-origin';

const session = useBrowserSession();

describe('the build (prerendered pages)', () => {
  it.each(prerenderRoutes.filter((route) => route.mode !== 'client').map((route) => route.path))(
    'has %s as finished HTML: its h1, title, description and hydration state',
    (route) => {
      const document = builtPage(htmlFileOf(route));
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.querySelector('h1')!.textContent!.trim()).not.toBe('');
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(document.title).toMatch(/Medvika/);
      expect(document.title).not.toBe('Medvika Pharmacy');
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(40);
      // The title and description are in <head>, not left inside the app's markup.
      expect(document.querySelector('#root meta[name="description"], #root link[rel="canonical"]')).toBeNull();
      expect(document.getElementById('router-hydration-data')?.getAttribute('type')).toBe('application/json');
      // No inline script the CSP (script-src 'self') would block: only external scripts and data blocks.
      for (const script of document.querySelectorAll('script')) {
        expect(script.hasAttribute('src') || ['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? '')).toBe(
          true,
        );
      }
    },
  );

  it('builds the staff console on its own, beside the shop: a noindex document to render in the browser, no page of the shop', () => {
    expect(existsSync(path.join(inject('webDist'), 'staff'))).toBe(false);
    const document = builtPage(path.join('..', 'staff', 'staff.html'));
    expect(document.getElementById('router-hydration-data')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(document.title).toBe('Medvika staff console');
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toMatch(/^\/assets\/staff-[\w-]+\.js$/);
  });

  it('has the error screen as 404.html', () => {
    const document = builtPage('404.html');
    expect(document.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(document.querySelector('.error-screen__message')?.textContent).toBe('404 Not Found');
  });
});

describe('serving (prerendered pages)', () => {
  it.each(['/nope', '/category/nope', '/health3/extra', '/staffing'])(
    'answers the unknown path %s with HTTP 404 and the error screen',
    async (url) => {
      const response = await fetch(`${session.baseUrl}${url}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Unexpected Application Error!');
    },
  );

  it('serves a page with and without a trailing slash, uncached, and hashed assets for a year', async () => {
    for (const url of ['/products', '/products/']) {
      const response = await fetch(`${session.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<h1');
    }
    const home = await (await fetch(`${session.baseUrl}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)![1]!;
    expect((await fetch(`${session.baseUrl}${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves sitemap.xml with every indexable route and robots.txt pointing to it', async () => {
    const sitemap = await fetch(`${session.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    for (const route of prerenderRoutes) expect(xml.includes(`<loc>${absoluteUrl(route.path)}</loc>`)).toBe(route.indexable);
    const robots = await (await fetch(`${session.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  });

  it('keeps the JSON errors of API paths: /api/nope is the JSON 404, a br-encoded body a JSON 415', async () => {
    const missing = await fetch(`${session.baseUrl}/api/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no API at this address.' } });
    const encoded = await fetch(`${session.baseUrl}/api/track/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
      body: new Uint8Array(Array.from({ length: 512 }, (_, index) => (index * 151 + 7) % 256)),
    });
    expect(encoded.status).toBe(415);
    expect(((await encoded.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('in Chromium (prerendered pages)', () => {
  it.each(['/about', '/health3', '/stores'])('reads %s with JavaScript disabled, and its links navigate', async (url) => {
    const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${session.baseUrl}${url}`);
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      if (url === '/stores') {
        const text = await page.locator('main').innerText();
        for (const store of stores) expect(text).toContain(store.address);
      }
      if (url === '/health3') expect((await page.locator('main').innerText()).length).toBeGreaterThan(2000);
      await page.locator('footer a[href="/faq"]').first().click();
      await page.waitForURL(`${session.baseUrl}/faq`);
      expect(await page.locator('h1').innerText()).toBe('Frequently Asked Questions');
    } finally {
      await context.close();
    }
  });

  it.each(['/contact', '/upload', '/track'])('says on %s without JavaScript that the form needs it, and cannot send it', async (url) => {
    const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${session.baseUrl}${url}`);
      // (Chromium with script execution disabled through DevTools still parses <noscript> as text, so check the text.)
      expect(await page.locator('main noscript').first().textContent()).toContain('This form needs JavaScript.');
      // Nothing typed can leave in a URL: the submit button is disabled until the page hydrates.
      expect(await page.locator('main form button[type="submit"]').first().isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  // The pages whose boxes moved when painted half-parsed: the header's actions and the floating bar (every page), the
  // sort menu (listings); in both widths and languages.
  it.each([
    ['/', 390],
    ['/category/baby-care', 390],
    ['/faq', 390],
    ['/hi/products', 390],
    ['/', 1280],
    ['/health3', 1280],
  ] as const)('paints %s at %i px, arriving in small pieces, only once its HTML is whole, and nothing moves', async (route, width) => {
    const proxy = await startSlowHtmlProxy(session.baseUrl);
    const { context, page, errors } = await session.open(width);
    try {
      // When the parser reaches the document's last element (the list of the page's chunks).
      await page.addInitScript((lastId) => {
        new MutationObserver((_, observer) => {
          if (document.getElementById(lastId)) {
            (window as unknown as { lastParsedAt: number }).lastParsedAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, PAGE_CHUNKS_ELEMENT_ID);
      await page.goto(`${proxy.url}${route}`);
      await waitForHydrated(page);
      expect(await layoutShift(page)).toBe(0);
      const { lastParsedAt, firstPaint } = await page.evaluate(() => ({
        lastParsedAt: (window as unknown as { lastParsedAt?: number }).lastParsedAt,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      expect(lastParsedAt).toBeGreaterThan(0);
      // The paint's time is in whole ms, the parser's finer.
      expect(firstPaint).toBeGreaterThanOrEqual(Math.floor(lastParsedAt!));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it("keeps the build-time JSON-LD, applies a shell's query string after hydration, and hydrates the 404 page", async () => {
    // Every shop page's own hydration without an error is walked in tests/support/route-walk.ts.
    const { context, page, errors } = await session.open(390);
    try {
      /** Hydrated: React attached its root, so a client-side link click works without a reload. */
      const hydrated = () =>
        expect
          .poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer'))))
          .toBe(true);
      // The JSON-LD is built at build time only; hydration keeps the prerendered block as it is.
      await page.goto(`${session.baseUrl}/`);
      await hydrated();
      expect(JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)).toMatchObject({
        '@type': 'Pharmacy',
      });
      // The query string of a prerendered shell takes effect right after hydration.
      await page.goto(`${session.baseUrl}/search?search=dolo`);
      await page.getByRole('heading', { level: 1, name: 'Search Results for "dolo"' }).waitFor();
      expect(await page.locator('.product-card__name').first().textContent()).toMatch(/Dolo/);
      const response = await page.goto(`${session.baseUrl}/nope`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a stored cart in the header badge after hydration', async () => {
    const { context, page, errors } = await session.open(390);
    try {
      const [first, second] = products;
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify({
          lines: [
            { productId: first!.id, quantity: 2 },
            { productId: second!.id, quantity: 1 },
          ],
        }),
      ] as const);
      await page.goto(`${session.baseUrl}/about`);
      await expect.poll(() => page.locator('.cart-button').getAttribute('aria-label')).toBe('Cart, 3 items');
      // The stored cart survived the empty first render (nothing overwrote it).
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY))!).lines).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
