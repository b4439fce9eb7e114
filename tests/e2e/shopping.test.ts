import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { fillCheckout } from '../support/checkout-steps';

const aws = testAws();
const session = useBrowserSession();

const open = (width: number) => session.open(width);

const url = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
};
const prices = (page: Page) =>
  page
    .locator('.product-card__price')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace('₹', ''))));

/** The summary's quantities and amounts on /checkout, the cart as the shopper sees it. */
async function summary(page: Page) {
  return {
    quantities: await page.getByTestId('quantity').allTextContents(),
    lines: await page.getByTestId('line-total').allTextContents(),
    subtotal: await page.getByTestId('subtotal').textContent(),
    delivery: await page.getByTestId('delivery').textContent(),
    total: await page.getByTestId('total-label').textContent(),
    pay: await page.getByTestId('total').textContent(),
  };
}

describe('catalogue, search, checkout and payment in Chromium', () => {
  it('sorts and pages baby care through the URL; Back, Forward and refresh restore the view (1280 px)', async () => {
    const { context, page, errors } = await open(1280);
    await page.goto(`${session.baseUrl}/category/baby-care`);
    await page.getByRole('heading', { level: 1, name: 'Baby Care' }).waitFor();
    await expect.poll(() => page.locator('.product-card').count()).toBe(24);
    // 6 columns on a wide screen, page numbers shown from 768 px.
    const columns = await page
      .locator('.product-grid > li')
      .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
    expect(columns).toBe(6);
    expect(await page.getByRole('button', { name: 'Page 2' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Prev/ }).isDisabled()).toBe(true);

    const catalogueOrder = await page.locator('.product-card__name').allTextContents();
    await page.getByLabel('Sort products').selectOption({ label: 'Sort by price: low to high' });
    await expect.poll(() => url(page)).toBe('/category/baby-care?sort=price-asc');
    // The URL changes first; the grid follows on React's next commit.
    const isAscending = (list: number[]) => list.every((price, index) => index === 0 || list[index - 1]! <= price);
    await expect.poll(async () => isAscending(await prices(page))).toBe(true);
    const ascending = await prices(page);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: /Next/ }).click();
    await expect.poll(() => url(page)).toBe('/category/baby-care?sort=price-asc&page=2');
    await expect.poll(() => page.locator('.product-card').count()).toBe(12);
    await expect.poll(() => page.getByText('Showing 25–36 of 36 results').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Next/ }).isDisabled()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    expect((await prices(page))[0]).toBeGreaterThanOrEqual(ascending[23]!);

    await page.goBack();
    await expect.poll(() => url(page)).toBe('/category/baby-care?sort=price-asc');
    await expect.poll(() => page.getByText('Showing 1–24 of 36 results').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Sort products').inputValue()).toBe('price-asc');
    await page.goBack();
    await expect.poll(() => url(page)).toBe('/category/baby-care');
    await expect.poll(() => page.getByLabel('Sort products').inputValue()).toBe('default');
    await expect.poll(() => page.locator('.product-card__name').allTextContents()).toEqual(catalogueOrder);
    await page.goForward();
    await page.goForward();
    await expect.poll(() => url(page)).toBe('/category/baby-care?sort=price-asc&page=2');
    await page.reload();
    await expect.poll(() => page.getByText('Showing 25–36 of 36 results').isVisible()).toBe(true);
    expect(await page.getByLabel('Sort products').inputValue()).toBe('price-asc');

    await page.goto(`${session.baseUrl}/category/derma-cosmetics`);
    await page.getByText('No products were found matching your selection.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390 px shows one column, "Page x of y" instead of page numbers, and no horizontal scroll', async () => {
    const { context, page, errors } = await open(390);
    await page.goto(`${session.baseUrl}/products?page=3`);
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await expect.poll(() => page.locator('.product-card').count()).toBe(10);
    const columns = await page
      .locator('.product-grid > li')
      .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
    expect(columns).toBe(1);
    expect(await page.getByRole('button', { name: 'Page 1' }).isVisible()).toBe(false);
    expect(await page.getByText('Page 3 of 3').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Prev/ }).click();
    await expect.poll(() => url(page)).toBe('/products?page=2');
    // The URL changes first; the page's controls follow on React's next commit (Next is disabled on the last page).
    await page.getByText('Page 2 of 3').waitFor();
    // Keyboard: Enter on Next pages on and moves focus to the result count at the top.
    await page.getByRole('button', { name: /Next/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => url(page)).toBe('/products?page=3');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Showing 25–34 of 34 results');
    // Keyboard: the sort control changes with the arrow keys.
    await page.getByLabel('Sort products').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => url(page)).toBe('/products?sort=price-asc');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${session.baseUrl}/nutrition-supplements`);
    await page.getByRole('heading', { level: 1, name: 'Nutrition Supplements' }).waitFor();
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches by name, says when nothing matches, and suggests close matches for a typo', async () => {
    const { context, page, errors } = await open(390);
    await page.goto(`${session.baseUrl}/search?search=dolo`);
    await page.getByRole('heading', { level: 1, name: 'Search Results for "dolo"' }).waitFor();
    expect(await page.locator('.product-card__name').allTextContents()).toEqual(['Dolo 650 Tablet', 'Dolo 250 Suspension']);
    const fuseLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /fuse/.test(entry.name)));
    expect(await fuseLoaded()).toBe(false);
    await page.goto(`${session.baseUrl}/search`);
    await page.getByText('No search query provided.').waitFor();
    await page.goto(`${session.baseUrl}/search?search=paracetanol`);
    await page.getByText('No results found.').waitFor();
    await page.getByRole('heading', { name: 'Did you mean:' }).waitFor();
    expect((await page.locator('.search-page__suggestions .product-card__name').allTextContents())[0]).toMatch(/^Paracetamol/);
    expect(await fuseLoaded()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds two products, changes quantities, checks out once on a double click, and pays by card (390 px)', async () => {
    const { context, page, errors } = await open(390);
    const shopper = `Card Shopper ${Date.now()}`;
    await page.goto(`${session.baseUrl}/products`);
    await page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }).click();
    await page.goto(`${session.baseUrl}/category/baby-care?page=2`);
    await page.getByRole('button', { name: "Add to cart: Woodward's Gripe Water 130ml" }).click();

    await page.goto(`${session.baseUrl}/checkout`);
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    expect(await summary(page)).toEqual({
      quantities: ['1', '1'],
      lines: ['₹4.00', '₹1.00'],
      subtotal: '₹5.00',
      delivery: 'Free',
      // GST inside the prices (400 × 5 / 105 + 100 × 5 / 105 = 19 + 5 paise), nothing added on top.
      total: 'Total (incl. GST ₹0.24)',
      pay: '₹5.00',
    });
    await page.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }).click();
    await page.getByRole('button', { name: 'Increase quantity of Dolo 650 Tablet' }).click();
    await page.getByRole('button', { name: "Increase quantity of Woodward's Gripe Water 130ml" }).click();
    await page.getByRole('button', { name: "Decrease quantity of Woodward's Gripe Water 130ml" }).click();
    await expect
      .poll(() => summary(page))
      .toEqual({
        quantities: ['3', '1'],
        lines: ['₹12.00', '₹1.00'],
        subtotal: '₹13.00',
        delivery: 'Free',
        total: 'Total (incl. GST ₹0.62)',
        pay: '₹13.00',
      });
    const badge = page.getByTestId('cart-count');
    if (await badge.count()) await expect.poll(() => badge.textContent()).toBe('4');

    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await fillCheckout(page, shopper);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/submit-form/')) posts.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Next' }).dblclick();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    const reference = (await page.getByTestId('order-reference').textContent())!;
    expect(reference).toMatch(/^ORD-\d{8}-[0-9A-Z]{8}$/);
    expect(await page.getByText('₹13.00').isVisible()).toBe(true);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
    const stored = (await aws.itemsOfKind('order')).filter((order) => order.name === shopper);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reference, subtotalPaise: 1300, deliveryPaise: 0, gstPaise: 62, totalPaise: 1300, status: 'placed' });

    // A refresh keeps the pending order.
    await page.reload();
    await expect.poll(() => page.getByTestId('order-reference').textContent()).toBe(reference);

    // Requests that could carry data: any to the API, any but a GET. The app may fetch its own code meanwhile (the
    // cart panel's chunk once the browser is idle), which carries nothing.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
    });
    expect(await page.getByRole('button', { name: 'PAY NOW' }).isDisabled()).toBe(true);
    await page.getByLabel('Name on card').fill('Meera Nair');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiration date (MM/YY)').pressSequentially('1228');
    expect(await page.getByLabel('Expiration date (MM/YY)').inputValue()).toBe('12/28');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.getByText('Performing payment processing...').waitFor();
    expect(await page.getByText('Payment Done!').count()).toBe(0);
    await page.getByRole('heading', { name: 'Payment Done!' }).waitFor();
    await page.getByText('Success! Your transaction has been completed.').waitFor();
    for (const line of [
      'Thank you for completing your secure online payment.',
      'Your order will be delivered in 2-3 business days.',
      'Have a great day!',
    ]) {
      expect(await page.getByText(line).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('order-reference').textContent()).toBe(reference);
    // The payment is simulated: no request carries card data; the one request records the payment by reference and phone.
    expect(requests).toEqual([`${session.baseUrl}/api/track/payment`]);
    const [paidOrder] = (await aws.itemsOfKind('order')).filter((order) => order.reference === reference);
    expect(paidOrder).toMatchObject({ payment: { method: 'online', state: 'paid' } });

    await page.getByRole('button', { name: 'GO BACK' }).click();
    await page.waitForURL(`${session.baseUrl}/checkout`);
    await page.locator('main').getByText('Your cart is empty.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks out and pays by UPI (1280 px)', async () => {
    const { context, page, errors } = await open(1280);
    await page.goto(`${session.baseUrl}/search?search=saridon`);
    await page.getByRole('button', { name: 'Add to cart: Saridon Tablet' }).click();
    await page.goto(`${session.baseUrl}/checkout`);
    await fillCheckout(page, `UPI Shopper ${Date.now()}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    // The checkout's own "Online (card / UPI)" choice may still be on screen until the payment page has rendered.
    await page.getByRole('heading', { name: 'Choose how to pay' }).waitFor();
    await page.getByLabel('UPI', { exact: true }).check();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'PAY NOW' }).isDisabled()).toBe(true);
    await page.getByLabel('UPI ID').fill('meera@okbank');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.getByRole('heading', { name: 'Payment Done!' }).waitFor();
    expect(await page.getByTestId('order-reference').textContent()).toMatch(/^ORD-/);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The listings (/products, /category/baby-care, /search?search=dolo) as they load at 390 px are axe-checked in
  // tests/support/route-walk.ts; they share one layout at both widths. Here: the checkout with a filled cart, with its
  // errors showing, and the payment page, at both widths (the checkout's layout changes at 1280 px).
  it.each([390, 1280])(
    'has no serious or critical axe violations at %i px on /checkout (filled, then with errors) and /checkout/payment',
    async (width) => {
      const { context, page, errors } = await open(width);
      // A filled cart, as the add-to-cart buttons leave it (that tap is checked in the tests above).
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 1 }] }),
      ] as const);
      await page.goto(`${session.baseUrl}/checkout`);
      await page.getByRole('heading', { name: 'CHECKOUT', exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('quantity').allTextContents()).toEqual(['1']);
      expect(['/checkout', await seriousAxeViolations(page)]).toEqual(['/checkout', []]);
      await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('nope');
      await fillCheckout(page, 'Axe Shopper');
      await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('nope');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('#checkout-email-error').waitFor();
      expect(['/checkout with errors', await seriousAxeViolations(page)]).toEqual(['/checkout with errors', []]);
      await page.goto(`${session.baseUrl}/checkout/payment`);
      await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      // No order was placed in this tab: the page says there is none to pay (and offers no PAY NOW).
      await page.getByRole('heading', { name: 'There is no order to pay' }).waitFor();
      expect(['/checkout/payment', await seriousAxeViolations(page)]).toEqual(['/checkout/payment', []]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('shows the error screen for an unknown category', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${session.baseUrl}/category/vitamins`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await page.getByText('404 Not Found').isVisible()).toBe(true);
    await page.close();
  });
});
