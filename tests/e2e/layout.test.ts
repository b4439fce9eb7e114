import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser';

const session = useBrowserSession();

const cart = {
  lines: [
    { productId: 'products-dolo-650-tab-15', quantity: 2 },
    { productId: 'baby-cerelac-wheat-stage-1-300g', quantity: 1 },
  ],
};

describe('layout in Chromium', () => {
  it('opens and closes the mobile menu by keyboard, with focus kept inside', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${session.baseUrl}/upload`);
    const menu = page.getByRole('button', { name: 'MENU' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => menu.evaluate((element) => element === document.activeElement)).toBe(true);
    // A link in the drawer navigates without a reload and closes it.
    await menu.click();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL(`${session.baseUrl}/`);
    await page.close();
  });

  it('shows the cart count, changes quantities (never below 1), removes lines and closes by keyboard', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Store the cart from a page of the origin where the app does not run: on an app page, the cart provider writes
    // its own (empty) cart once hydration has finished, which on a busy machine can come after this write.
    await page.goto(`${session.baseUrl}/robots.txt`);
    await page.evaluate((state) => localStorage.setItem('medvika:cart:v1', JSON.stringify(state)), cart);
    await page.goto(`${session.baseUrl}/`);
    const cartButton = page.getByRole('button', { name: 'Cart, 3 items' });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await panel.waitFor();
    await expect.poll(() => panel.getByText('Subtotal').isVisible()).toBe(true);
    await expect.poll(() => panel.locator('.cart-panel__subtotal strong').textContent()).toBe('$11.00');
    await panel.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Increase quantity of Cerelac Wheat Stage 1 300gm' }).click();
    await expect.poll(() => panel.locator('.cart-panel__subtotal strong').textContent()).toBe('$10.00');
    await panel.getByRole('button', { name: 'Remove Dolo 650 Tablet from the cart' }).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // Persisted: a reload keeps the cart.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Cart, 2 items' }).isVisible()).toBe(true);
    // Check Out goes to /checkout and closes the panel.
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await panel.getByRole('link', { name: 'Check Out' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.waitForURL('**/checkout');
    await page.close();
  });

  it('closes the cart panel on a backdrop click', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${session.baseUrl}/`);
    await page.getByRole('button', { name: /^Cart, / }).click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await panel.waitFor();
    await page.mouse.click(10, 400);
    await panel.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('searches from the header', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${session.baseUrl}/about`);
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.keyboard.type('dolo');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?search=dolo');
    await page.close();
  });
});
