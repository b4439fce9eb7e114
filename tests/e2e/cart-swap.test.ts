/**
 * The cart's one-tap switch to the same medicine for less, in the production build and real Chromium at a phone's
 * width (390 px): Dolo 650 added from /products shows "Same composition, lower price: Paracetamol 650mg Tablet…" in
 * the cart panel; Switch (a 44 px target) makes the line Paracetamol 650mg Tablet with the same quantity and a lower
 * subtotal; /checkout asks the substitution question with "No, contact me first" checked. A prescription-only medicine
 * (Pan 40) gets no Switch: its cheaper brand stays information, and checkout asks no substitution. /checkout opened
 * with a cart, at 390 and 1280 px, shows its summary with the offer already in place: nothing moves. No console error.
 */
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession, waitForHydrated } from '../support/browser';
import { layoutShift } from '../support/layout-shift';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';

const session = useBrowserSession();

describe('the cart switch to a cheaper equivalent', () => {
  it('switches Dolo 650 to Paracetamol 650mg on a tap, keeping the quantity, and checkout asks first with No checked', async () => {
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/products`);
    const add = page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' });
    await add.click();
    await add.click();
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    const subtotal = panel.locator('.cart-panel__subtotal strong');
    await expect.poll(() => subtotal.textContent()).toBe('₹8.00');

    await panel.getByText('Same composition, lower price: Paracetamol 650mg Tablet, ₹3.00 for 15 — save 25 %').waitFor();
    const button = panel.getByRole('button', { name: 'Switch to Paracetamol 650mg Tablet' });
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Keyboard: the button takes focus and Enter switches.
    await button.focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => panel.locator('.cart-line__name').allTextContents()).toEqual(['Paracetamol 650mg Tablet']);
    await expect.poll(() => subtotal.textContent()).toBe('₹6.00');
    expect(await panel.getByRole('group', { name: 'Quantity of Paracetamol 650mg Tablet' }).locator('output').textContent()).toBe('2');
    await panel.getByRole('status').filter({ hasText: 'Switched to Paracetamol 650mg Tablet' }).waitFor();
    // The focus stays in the panel, on the line the switch produced.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.dataset.productId))
      .toBe('products-paracetamol-650-tab-15');

    // Undo puts the cart back.
    await panel.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => panel.locator('.cart-line__name').allTextContents()).toEqual(['Dolo 650 Tablet']);
    await expect.poll(() => subtotal.textContent()).toBe('₹8.00');

    // The checkout's order summary makes the same offer, and switches the same way.
    await panel.getByRole('link', { name: 'Check Out' }).click();
    const question = page.getByRole('group', { name: 'If a medicine is out of stock, may our pharmacist offer an equivalent?' });
    await question.waitFor();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSidewaysScroll()).toBe(true);
    await summary.getByRole('button', { name: 'Switch to Paracetamol 650mg Tablet' }).click();
    await expect.poll(() => page.getByTestId('subtotal').textContent()).toBe('₹6.00');
    expect(await page.getByTestId('quantity').allTextContents()).toEqual(['2']);
    expect(await summary.locator('.order-table__name').allTextContents()).toEqual(['Paracetamol 650mg Tablet']);
    expect(await question.getByRole('radio', { name: 'No, contact me first' }).isChecked()).toBe(true);
    expect(await question.getByRole('radio', { name: 'Yes, an equivalent with the same composition' }).isChecked()).toBe(false);
    expect(await noSidewaysScroll()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers no Switch on a prescription-only medicine: its cheaper brand is information, and checkout asks no substitution', async () => {
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/products`);
    await page.getByRole('button', { name: 'Add to cart: Pan 40 Tablet' }).click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await panel
      .getByText(
        'Same composition, lower price: Pantoprazole 40mg Tablet, ₹6.00 for 15 — save 33 %. Ask your doctor to prescribe by composition.',
      )
      .waitFor();
    expect(await panel.getByRole('button', { name: /^Switch/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // With prescription lines only, the checkout does not ask to substitute.
    await panel.getByRole('link', { name: 'Check Out' }).click();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText(/Ask your doctor to prescribe by composition/).waitFor();
    expect(await summary.getByRole('button', { name: /^Switch/ }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'If a medicine is out of stock, may our pharmacist offer an equivalent?' }).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  // Measured before: the footer in view while the cart loaded, then the offer growing the line under the shopper (0.15
  // at 390 px, 0.09 at 1280 px).
  it.each([390, 1280])('opens /checkout with a cart at %i px with its offer in place, and nothing moves', async (width) => {
    const { context, page, errors } = await session.open(width);
    await page.goto(`${session.baseUrl}/robots.txt`);
    await page.evaluate(([key, cart]) => localStorage.setItem(key, cart), [
      CART_STORAGE_KEY,
      JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 1 }] }),
    ] as const);
    await page.goto(`${session.baseUrl}/checkout`);
    await waitForHydrated(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByRole('button', { name: 'Switch to Paracetamol 650mg Tablet' }).waitFor();
    await page.getByRole('textbox', { name: /^Full Name/ }).waitFor();
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
