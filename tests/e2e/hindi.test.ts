/**
 * The Hindi storefront in the production build and real Chromium: every /hi page is prerendered in Hindi with its
 * language alternates, reads as Hindi at 390 and 1280 px (Devanagari apart from names, addresses, prices and
 * references), hydrates without an error, passes axe (at 390 px) and never scrolls sideways; the language switch keeps the
 * page, the query, the cart and a half-typed form; Devanagari search finds Dolo 650; validation messages are Hindi;
 * and a prescription sent from /hi/upload is confirmed, e-mailed and tracked in Hindi.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizedPath } from '@contracts/locale';
import { products } from '@domain/catalogue/catalogue';
import { htmlFileOf, prerenderRoutes } from '../../web/src/app/prerender-routes';
import { seller } from '../../web/src/content/seller';
import { site } from '../../web/src/content/site';
import { absoluteUrl } from '../../web/src/content/site-origin';
import { stores } from '../../web/src/content/stores';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession, waitForHydrated } from '../support/browser';
import { builtPage } from '../support/built-page';
import { useErasureMail } from '../support/erasure-mail';
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

/**
 * The /hi pages walked in Chromium: every page but the product pages (one per product, all built by the same
 * component), of which three stand for all: a medicine with a cheaper equivalent, a prescription medicine, a cosmetic.
 */
const walkedHindiRoutes = [
  ...hindiRoutes.filter((route) => !isProductPage(route)),
  ...['products-dolo-650-tab-15', 'products-pantoprazole-40-tab-15', 'personal-dettol-original-soap-125g'].map((id) => `/hi/product/${id}`),
];

/**
 * One /hi page of each kind for the walk at 1280 px: the articles, categories and products are each one component, so
 * one of each stands for the rest there (at 390 px, where the longer Hindi words press hardest, every page is walked).
 */
const hindiPageKinds = walkedHindiRoutes.filter(
  (route) =>
    !/^\/hi\/(health\d+|category\/.+|product\/.+)$/.test(route) ||
    route === '/hi/health3' ||
    route === '/hi/category/prescription' ||
    route === '/hi/product/products-dolo-650-tab-15',
);

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

/**
 * Latin words a Hindi page may show: brand and product names, store names and addresses, contact details, units and
 * a few names people write in Latin letters in Hindi too.
 */
const allowedLatinWords = new Set(
  [
    ...products.flatMap((product) => product.name.split(/[^A-Za-z]+/)),
    ...stores.flatMap((store) => Object.values(store).flatMap((value) => (typeof value === 'string' ? value.split(/[^A-Za-z]+/) : []))),
    ...JSON.stringify(site).split(/[^A-Za-z]+/),
    // The seller as registered (legal name, address, licences, pharmacist): written the same in every language.
    ...JSON.stringify(seller).split(/[^A-Za-z]+/),
    ...['Medvika', 'English', 'WhatsApp', 'UPI', 'PDF', 'PNG', 'JPEG', 'JPG', 'MB', 'KB', 'mg', 'ml', 'mcg', 'IU', 'NCR', 'OTP'],
    ...['Visa', 'Mastercard', 'RuPay', 'Google', 'Maps', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'DPDP', 'SPF'],
    // Names the Hindi text keeps as they are written: services, the card code, laws and the drug schedule.
    ...['AWS', 'Amazon', 'CloudWatch', 'Asia', 'Pacific', 'IP', 'ID', 'CVV', 'IT', 'Act', 'Schedule', 'Remember', 'Me'],
    // Price words people in Delhi say as they are (docs/hindi-glossary.md): "MRP सभी टैक्स सहित", "GST"; the kilogram.
    ...['MRP', 'GST', 'kg'],
  ]
    .filter((word) => word.length >= 2)
    .map((word) => word.toLowerCase()),
);

/**
 * The Latin words visible on the page that are not allowed: text in an element marked lang="en…" (an English legal
 * text shown as such), English words in brackets beside their Hindi ("प्लेटलेट (platelet)"), references (RX-…),
 * e-mail addresses and URLs are not counted. A health article's body is checked on its own (articleLatinShare): it
 * names medicines and lab tests in Latin letters, as a pharmacist writes them.
 */
async function unexpectedLatinWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang^="en"], script, style, [hidden], [aria-hidden="true"], .article-body')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      out.push(node.textContent ?? '');
    }
    return out;
  });
  let joined = texts.join(' ');
  // Brackets may nest ("(Drugs and Cosmetics Rules, 1945, नियम 65(9)(a))"): innermost first, until none is left.
  for (let previous = ''; previous !== joined;) {
    previous = joined;
    joined = joined.replace(/\(([^()]*)\)/g, (_, inner: string) => ` ${inner.replace(/[A-Za-z]+/g, ' ')} `);
  }
  const words = joined
    .replace(/\b(RX|ORD|MSG|INV)-[\w-]+/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]{2,}/g);
  return [...new Set((words ?? []).filter((word) => !allowedLatinWords.has(word.toLowerCase())))];
}

/**
 * The share of letters in a health article's body that are Latin (0–1; the rest are Devanagari): an article in Hindi
 * stays under a tenth (the names of medicines and tests), an English one is near 1.
 */
async function articleLatinShare(page: Page): Promise<number> {
  const text = (await page.locator('.article-body').textContent()) ?? '';
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  return latin / Math.max(1, latin + devanagari);
}

describe.each([
  { width: 390, walked: walkedHindiRoutes },
  { width: 1280, walked: hindiPageKinds },
])('the /hi pages at $width px', ({ width, walked }) => {
  let opened: Awaited<ReturnType<typeof session.open>> | undefined;
  beforeAll(async () => {
    opened = await session.open(width);
    await opened.context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  });
  afterAll(async () => opened?.context.close());

  // axe at the phone width, where Hindi shoppers are and the longer Hindi words press the layout hardest; its rules
  // (names, roles, contrast, language) do not change with the width, and the English pages are checked at 1280 px too.
  const checksAxe = width === 390;
  it.each(walked)(`%s reads as Hindi, hydrates cleanly${checksAxe ? ', passes axe' : ''} and fits`, async (route) => {
    const { page, errors } = opened!;
    errors.length = 0;
    await page.goto(`${session.baseUrl}${route}`);
    await page.locator('main h1').first().waitFor();
    await waitForHydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await unexpectedLatinWords(page), route).toEqual([]);
    if (await page.locator('.article-body').count()) expect(await articleLatinShare(page), route).toBeLessThan(0.1);
    if (checksAxe) expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
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

    // A half-typed upload form comes along to the other language and back.
    await page.goto(`${session.baseUrl}/hi/upload`);
    await page.locator('[name="name"]').fill('आशा शर्मा');
    await page.locator('[name="medicine_name"]').fill('Telmisartan 40');
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
