/**
 * What /checkout and /checkout/payment show before the app knows the shopper, and what Back from the payment page
 * does, in real Chromium (docs/behaviour.md §2 "Checkout" and "Payment", §4 "Checkout"; docs/decisions/0005-hydration-after-first-paint.md):
 * - the prerendered pages say only that they are loading the cart or the order, never "Your cart is empty." to a
 *   shopper with a cart, nor a payment form to one with no order; the app's start chunk is held back, so that moment
 *   lasts as long as the test needs on every run;
 * - without a pending order the payment page offers no PAY NOW;
 * - Back from the payment page finds the details again and the order waiting for payment, and Next for the same cart
 *   places no second order.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';
import { testAws } from '../support/aws';
import { gotoBeforeApp, holdRequests, useBrowserSession, waitForHydrated } from '../support/browser';
import { fillCheckout } from '../support/checkout-steps';

const aws = testAws();
const session = useBrowserSession();

/** The app's start chunk (web/src/app/start.tsx), which the entry imports after the first paint. */
const START_CHUNK = /\/assets\/start-[\w-]+\.js$/;

const EMPTY_CART_TEXT = 'Your cart is empty.';

/**
 * Stores a cart of one Dolo 650 before any page script runs, and records in `window.__sawEmptyCart` whether the text
 * "Your cart is empty." was ever in the document, from its first parsed node on (a MutationObserver on the document
 * hears the parser's insertions as well as React's).
 */
async function storeCartAndWatchForEmptyText(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value, text]) => {
      localStorage.setItem(key, value);
      const seen = window as { __sawEmptyCart?: boolean };
      seen.__sawEmptyCart = false;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(text)) seen.__sawEmptyCart = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [CART_STORAGE_KEY, JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 1 }] }), EMPTY_CART_TEXT] as const,
  );
}

const sawEmptyCart = (page: Page) => page.evaluate(() => (window as { __sawEmptyCart?: boolean }).__sawEmptyCart);

/** Whether React has attached to #root. */
const appAttached = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/** Opens `path` with the start chunk held, and resolves once the entry has asked for it (the page is painted and waiting). */
async function openHeld(page: Page, context: BrowserContext, path: string): Promise<() => void> {
  const hold = await holdRequests(context, START_CHUNK);
  await gotoBeforeApp(page, `${session.baseUrl}${path}`);
  await expect.poll(() => hold.requests()).toBeGreaterThan(0);
  expect(await appAttached(page)).toBe(false);
  return hold.release;
}

describe('/checkout and /checkout/payment before the app knows the shopper (390 px)', () => {
  it('never tells a shopper with a cart that it is empty: "Loading your cart…" until the app reads it, then the form', async () => {
    const { context, page, errors } = await session.open(390);
    await storeCartAndWatchForEmptyText(context);
    const release = await openHeld(page, context, '/checkout');
    expect(await page.getByText('Loading your cart…').isVisible()).toBe(true);
    expect(await page.getByText(EMPTY_CART_TEXT).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).count()).toBe(0);
    // The header's cart button names no count it cannot know yet.
    expect(await page.locator('.cart-button').getAttribute('aria-label')).toBe('Cart');
    expect(await sawEmptyCart(page)).toBe(false);

    release();
    await page.getByRole('heading', { name: 'CHECKOUT', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Order Summary' }).isVisible()).toBe(true);
    expect(await page.getByText('Loading your cart…').count()).toBe(0);
    await expect.poll(() => page.locator('.cart-button').getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(await sawEmptyCart(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers no payment before the app knows the order, and no PAY NOW after it when there is none', async () => {
    const { context, page, errors } = await session.open(390);
    const release = await openHeld(page, context, '/checkout/payment');
    expect(await page.getByText('Loading your order…').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'PAY NOW' }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);

    release();
    await page.getByRole('heading', { name: 'There is no order to pay' }).waitFor();
    expect(await page.getByRole('button', { name: 'PAY NOW' }).count()).toBe(0);
    expect(await page.getByText('Payment Done!').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    expect(await page.getByRole('link', { name: 'Track it' }).getAttribute('href')).toBe('/track');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Back from the payment page (390 px)', () => {
  it('shows the details and the order waiting for payment, and Next for the same cart opens that order: one order stored', async () => {
    const { context, page, errors } = await session.open(390);
    const shopper = `Back Shopper ${Date.now()}`;
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CART_STORAGE_KEY,
      JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 1 }] }),
    ] as const);
    await page.goto(`${session.baseUrl}/checkout`);
    await fillCheckout(page, shopper);
    await page.getByRole('radio', { name: 'UPI or card (on the next page)' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    await page.getByRole('heading', { name: 'Choose how to pay' }).waitFor();
    const reference = (await page.getByTestId('order-reference').textContent())!;
    expect(reference).toMatch(/^ORD-\d{8}-[0-9A-Z]{8}$/);

    await page.goBack();
    await page.waitForURL(`${session.baseUrl}/checkout`);
    await waitForHydrated(page);
    await expect.poll(() => page.getByTestId('pending-reference').textContent()).toBe(reference);
    await expect.poll(() => page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe(shopper);
    expect(await page.getByRole('textbox', { name: 'Zipcode', exact: true }).inputValue()).toBe('110016');

    // Next again, nothing changed: the same order, no second one.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    await expect.poll(() => page.getByTestId('order-reference').textContent()).toBe(reference);
    expect((await aws.itemsOfKind('order')).filter((order) => order.name === shopper)).toHaveLength(1);

    // Back once more, and the notice's own link leads to paying that order.
    await page.goBack();
    await page.waitForURL(`${session.baseUrl}/checkout`);
    await page.getByRole('link', { name: `Pay for ${reference}` }).click();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    await expect.poll(() => page.getByTestId('order-reference').textContent()).toBe(reference);
    expect(errors).toEqual([]);
    await context.close();
  });
});
