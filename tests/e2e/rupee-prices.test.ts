/**
 * Prices and pack declarations as an Indian shopper sees them, in the production build and real Chromium: no built
 * HTML file shows a "$" price (nor any "$" in its text); the prerendered Dolo 650 page carries its declarations in
 * English and Hindi; the product page and the checkout show ₹ and "incl. of all taxes" (English and Hindi) at 390 px
 * without sideways scroll.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { htmlFileOf } from '../../web/src/app/prerender-routes';
import { paths } from '../../web/src/lib/paths';
import { useBrowserSession } from '../support/browser';
import { builtPage } from '../support/built-page';

const session = useBrowserSession();

const DOLO = 'products-dolo-650-tab-15';

/** Every .html file under `dir`, as paths relative to it. */
function htmlFiles(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return htmlFiles(dir, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

describe('no dollar anywhere in the built site', () => {
  it('has no "$" price in any built HTML file, and no "$" in any page text', () => {
    const webDist = inject('webDist');
    const files = htmlFiles(webDist);
    // Every product page in two languages, at least: a walk that found nothing proved nothing.
    expect(files.length).toBeGreaterThan(300);
    const priced: string[] = [];
    const inText: string[] = [];
    for (const file of files) {
      const html = readFileSync(path.join(webDist, file), 'utf8');
      // A "$" before an amount, with or without a space or "US" ('$4.00', '$ 4', 'US$4'), anywhere in the file.
      if (/\$\s?\d/.test(html)) priced.push(file);
      // The text a visitor can read: the file without its scripts, styles and tags (a regex is enough for our own
      // prerendered HTML, and a DOM parser per file is too slow for 400 files).
      const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ' ');
      if (text.includes('$')) inText.push(file);
    }
    expect(priced).toEqual([]);
    expect(inText).toEqual([]);
  });
});

describe('the prerendered product page carries its declarations', () => {
  it.each([
    [
      'English',
      paths.product(DOLO),
      ['Micro Labs Ltd, Bengaluru, Karnataka', 'India', '15 tablets', '₹4.00 (incl. of all taxes)', 'care@medvika.in'],
    ],
    [
      'Hindi',
      `/hi${paths.product(DOLO)}`,
      ['Micro Labs Ltd, Bengaluru, Karnataka', 'भारत', '15 टैबलेट', '₹4.00 (सभी टैक्स सहित)', 'care@medvika.in'],
    ],
  ])('Dolo 650 in %s, before any script runs', (_language, pagePath, values) => {
    const document = builtPage(htmlFileOf(pagePath));
    const declared = [...document.querySelectorAll('.pack-declarations dd')].map((value) => value.textContent ?? '');
    for (const value of values)
      expect(
        declared.some((text) => text.includes(value)),
        value,
      ).toBe(true);
  });
});

describe('₹ and "incl. of all taxes" at 390 px', () => {
  it.each([
    ['English', '', 'MRP incl. of all taxes'],
    ['Hindi', '/hi', 'MRP सभी टैक्स सहित'],
  ])('on the Dolo 650 page and the checkout in %s, with nothing wider than the screen', async (_language, prefix, taxes) => {
    const { context, page } = await session.open(390);
    try {
      await page.goto(`${session.baseUrl}${prefix}/product/${DOLO}`);
      await page.locator('main h1').waitFor();
      const info = page.locator('.product-page__info');
      expect(await info.locator('.product-page__price').textContent()).toBe('₹4.00');
      expect(await info.locator('.mrp-note').first().textContent()).toBe(taxes);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);

      // The cart is written from a page where the app does not run (an app page writes its own cart once hydrated).
      await page.goto(`${session.baseUrl}/robots.txt`);
      await page.evaluate(
        (id) => localStorage.setItem('medvika:cart:v1', JSON.stringify({ lines: [{ productId: id, quantity: 2 }] })),
        DOLO,
      );
      await page.goto(`${session.baseUrl}${prefix}/checkout`);
      const summary = page.locator('.order-summary');
      await summary.locator('[data-product-id]').first().waitFor();
      expect(await summary.getByTestId('total').textContent()).toBe('₹8.00');
      expect(await summary.locator('.order-table__unit').first().textContent()).toContain('₹4.00');
      expect(await summary.locator('.mrp-note').first().textContent()).toBe(taxes);
      expect(await overflow()).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
