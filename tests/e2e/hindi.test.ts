/**
 * The Hindi storefront in the production build and real Chromium: every /hi page is prerendered in Hindi with its
 * language alternates; the language switch keeps the page, the query, the cart and a half-typed form; Devanagari
 * search finds Dolo 650; validation messages are Hindi; and a prescription sent from /hi/upload is confirmed, e-mailed
 * and tracked in Hindi. That every /hi page reads as Hindi, hydrates without an error, passes axe and fits is walked in
 * tests/support/route-walk.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { localizedPath } from '@contracts/locale';
import { products } from '@domain/catalogue/catalogue';
import { htmlFileOf, prerenderRoutes } from '../../web/src/app/prerender-routes';
import { absoluteUrl } from '../../web/src/content/site-origin';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';
import { DRAFT_KEYS } from '../../web/src/lib/form-kit/use-session-draft';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { builtPage } from '../support/built-page';
import { useErasureMail } from '../support/erasure-mail';
import { unexpectedLatinWords } from '../support/hindi-text';
import { samplePdf } from '../support/http';

const aws = testAws();
const mail = useErasureMail(aws);
const session = useBrowserSession();

/** Any Devanagari letter. */
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The Hindi twins of the shop's pages (every prerendered route under /hi). */
const hindiRoutes = prerenderRoutes.filter((route) => route.path === '/hi' || route.path.startsWith('/hi/')).map((route) => route.path);

/** True for a product's own page (/hi/product/<id>), whose h1 is the product's name as printed on the pack. */
const isProductPage = (route: string) => route.startsWith('/hi/product/');

/** The alternates a page's <head> names: hreflang → href. */
function alternatesOf(document: Document): Record<string, string> {
  return Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang')!,
      link.getAttribute('href')!,
    ]),
  );
}

describe('the Hindi pages in the build', () => {
  it('has a Hindi twin of every English shop page', () => {
    const english = prerenderRoutes.filter((route) => route.mode !== 'client' && !hindiRoutes.includes(route.path));
    expect(hindiRoutes.sort()).toEqual(english.map((route) => localizedPath(route.path, 'hi')).sort());
    expect(hindiRoutes.length).toBeGreaterThanOrEqual(35);
  });

  it.each(hindiRoutes)('has %s in Hindi: lang, h1, title, description and hreflang pairs', (route) => {
    const document = builtPage(htmlFileOf(route));
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    const heading = document.querySelector('h1')?.textContent ?? '';
    if (isProductPage(route)) expect(products.map((product) => product.name)).toContain(heading);
    else expect(heading).toMatch(DEVANAGARI);
    expect(document.title).toMatch(DEVANAGARI);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').toMatch(DEVANAGARI);
    const englishPath = localizedPath(route, 'en');
    const pair = { 'en-IN': absoluteUrl(englishPath), hi: absoluteUrl(route), 'x-default': absoluteUrl(englishPath) };
    expect(alternatesOf(document)).toEqual(pair);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absoluteUrl(route));
    // The English twin names the same pair, and stays English.
    const twin = builtPage(htmlFileOf(englishPath));
    expect(twin.documentElement.getAttribute('lang')).toBe('en-IN');
    expect(alternatesOf(twin)).toEqual(pair);
    expect(twin.title).not.toMatch(DEVANAGARI);
  });

  it('has a Hindi error screen for unknown /hi addresses', () => {
    const document = builtPage('hi/404.html');
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    expect(document.querySelector('h1')?.textContent ?? '').toMatch(DEVANAGARI);
  });

  it('lists both languages in sitemap.xml', () => {
    const sitemap = readFileSync(path.join(inject('webDist'), 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${absoluteUrl('/hi/about')}</loc>`);
    expect(sitemap).toContain(`<loc>${absoluteUrl('/about')}</loc>`);
    expect(sitemap).toContain(`hreflang="hi" href="${absoluteUrl('/hi/health3')}"`);
  });
});

describe('switching language', () => {
  it('keeps the page, the query, the cart and a half-typed form, both ways', async () => {
    const { context, page, errors } = await session.open(390);
    const dolo = products.find((product) => product.name.startsWith('Dolo'))!;
    await context.addInitScript(
      ([key, id]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ lines: [{ productId: id, quantity: 2 }] }));
      },
      [CART_STORAGE_KEY, dolo.id] as const,
    );
    await page.goto(`${session.baseUrl}/products?sort=price-asc&page=2`);
    await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${session.baseUrl}/hi/products?sort=price-asc&page=2`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toContain(dolo.id);

    // A half-typed upload form comes along to the other language. The form's code is held back on the Hindi page, so
    // the shopper leaves before it loads, on every run: what they typed is only in the page's fields then.
    let holdFormCode = true;
    await context.route(/\/assets\/PrescriptionForm-[\w-]+\.js$/, async (route) => {
      // Never answered while held: the Hindi page's request ends with the page.
      if (!holdFormCode) await route.continue();
    });
    await page.goto(`${session.baseUrl}/hi/upload`);
    await page.locator('[name="name"]').fill('आशा शर्मा');
    await page.locator('[name="medicine_name"]').fill('Telmisartan 40');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEYS.prescription)).toBeNull();
    holdFormCode = false;
    await page.locator('header').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${session.baseUrl}/upload`);
    await expect.poll(() => page.locator('[name="name"]').inputValue()).toBe('आशा शर्मा');
    expect(await page.locator('[name="medicine_name"]').inputValue()).toBe('Telmisartan 40');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Hindi search and forms', () => {
  it('finds Dolo 650 from the header search typed in Devanagari', async () => {
    const { context, page, errors } = await session.open(1280);
    await page.goto(`${session.baseUrl}/hi`);
    await page.locator('.header-search > button[popovertarget]').click();
    const field = page.locator('.header-search input[name="search"]');
    await field.fill('डोलो');
    await field.press('Enter');
    await page.waitForURL(/\/hi\/search\?search=/);
    await expect.poll(() => page.locator('main').textContent()).toContain('Dolo 650');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Hindi validation messages under the fields', async () => {
    const { context, page } = await session.open(390);
    await page.goto(`${session.baseUrl}/hi/contact`);
    await page.locator('main form [type="submit"]').first().click();
    const message = page.locator('[aria-invalid="true"]').first();
    await message.waitFor();
    const describedBy = (await message.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(/\s+/).filter(Boolean),
    );
    expect(errorText).toMatch(DEVANAGARI);
    await context.close();
  });

  it('sends a prescription from /hi/upload: Hindi confirmation, Hindi e-mail, Hindi /hi/track', async () => {
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/hi/upload`);
    await page.locator('[name="name"]').fill('आशा शर्मा');
    await page.locator('[name="email"]').fill('asha.hindi@example.com');
    await page.locator('[name="phone"]').fill('+91 98765 43210');
    await page.locator('[name="city"]').selectOption('Delhi');
    await page.locator('[name="address"]').fill('B-12, Lajpat Nagar II, New Delhi 110024');
    await page.locator('[name="code"]').fill('110024');
    await page.locator('[name="medicine_name"]').fill('Telmisartan 40');
    await page.locator('[name="consent"]').check();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'parcha.pdf', mimeType: 'application/pdf', buffer: samplePdf('hindi e2e') });
    await page.locator('main form [type="submit"]').first().click();
    const reference = (await page.getByTestId('reference').textContent())!;
    expect(reference).toMatch(/^RX-/);
    expect(await page.locator('main').textContent()).toMatch(DEVANAGARI);
    expect(new URL(page.url()).pathname).toBe('/hi/upload');

    // The confirmation e-mail the notifier sends is Hindi, in every part.
    await runNotifier(mail.notifierAt(new Date()));
    const confirmation = (await mail.mailbox()).find(
      (message) => message.destination.to.includes('asha.hindi@example.com') && message.subject.includes(reference),
    );
    expect(confirmation, 'the shopper e-mail').toBeDefined();
    expect(confirmation!.subject).toMatch(DEVANAGARI);
    expect(confirmation!.body.text ?? '').toMatch(DEVANAGARI);
    expect(confirmation!.body.html ?? '').toMatch(DEVANAGARI);

    // Tracked in Hindi.
    await page.goto(`${session.baseUrl}/hi/track`);
    await page.locator('[name="reference"]').fill(reference);
    await page.locator('[name="phone"]').fill('+91 98765 43210');
    await page.locator('main form [type="submit"]').first().click();
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain(reference);
    expect(await unexpectedLatinWords(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
