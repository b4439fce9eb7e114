/**
 * The live shelf in the production build and real Chromium at a phone's width (390 px): a product staff marked out of
 * stock says so on its page and its listing card once the availability answer arrives, with Add to cart
 * aria-disabled and described by the reason, the shelf's price in place of the prerendered one, and no layout shift
 * (the stock line is reserved in the prerendered HTML). One availability request per page. No console error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { putShelfItem } from '../support/shelf-items';
import { layoutShift } from '../support/layout-shift';

const session = useBrowserSession();
const aws = testAws();

// Products no other browser test buys or changes (domain/catalogue/products.ts), on the baby care listing.
const OUT_OF_STOCK = 'baby-chicco-baby-moments-bath-foam-500ml';
const LOW_STOCK = 'baby-cerelac-multigrain-fruits-stage-5-300g';

/** Counts the page's availability requests. */
function countAvailabilityRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/catalogue/availability')) count += 1;
  });
  return () => count;
}

describe('the live shelf (390 px)', () => {
  it('shows an out-of-stock product as such on its page, at the shelf price, Add to cart aria-disabled with the reason', async () => {
    // Price and MRP both lower than the content's (₹6.00): the MRP note keeps its one part, so nothing may move.
    await putShelfItem(aws, { productId: OUT_OF_STOCK, pricePaise: 555, mrpPaise: 555, stock: 0, state: 'out_of_stock' });
    const { context, page, errors } = await session.open(390);
    const requests = countAvailabilityRequests(page);
    await page.goto(`${session.baseUrl}/product/${OUT_OF_STOCK}`);
    const note = page.locator('.product-page__info .stock-note');
    await expect.poll(() => note.textContent()).toBe('Out of stock');
    expect(await page.locator('.product-page__price').textContent()).toBe('₹5.55');
    const add = page.locator('.product-page__buy').getByRole('button', { name: /^Add to cart:/ });
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    expect(await add.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    // Playwright will not click an aria-disabled button; a shopper can, and nothing is added.
    await add.dispatchEvent('click');
    expect(await page.getByRole('button', { name: /^Cart, 0 items/ }).count()).toBe(1);
    expect(await layoutShift(page)).toBe(0);
    expect(requests()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the card of an out-of-stock product and "Only a few left" on the listing, in one request', async () => {
    await putShelfItem(aws, { productId: OUT_OF_STOCK, stock: 0, state: 'out_of_stock' });
    await putShelfItem(aws, { productId: LOW_STOCK, stock: 3 });
    const { context, page, errors } = await session.open(390);
    const requests = countAvailabilityRequests(page);
    await page.goto(`${session.baseUrl}/category/baby-care`);
    const card = (id: string) => page.locator('.product-card').filter({ has: page.locator(`a[href$="/product/${id}"]`) });
    await expect.poll(() => card(OUT_OF_STOCK).locator('.stock-note').textContent()).toBe('Out of stock');
    expect(await card(LOW_STOCK).locator('.stock-note').textContent()).toBe('Only a few left');
    const blocked = card(OUT_OF_STOCK).getByRole('button', { name: /^Add to cart:/ });
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    expect(await blocked.getAttribute('aria-describedby')).toBe(await card(OUT_OF_STOCK).locator('.stock-note').getAttribute('id'));
    expect(
      await card(LOW_STOCK)
        .getByRole('button', { name: /^Add to cart:/ })
        .getAttribute('aria-disabled'),
    ).toBe('false');
    expect(await layoutShift(page)).toBe(0);
    expect(requests()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
