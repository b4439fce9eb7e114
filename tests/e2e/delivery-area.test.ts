/**
 * "Check delivery" in the production build and real Chromium at a phone's width (390 px): the cart panel's box
 * answers "Delivery by <the latest day of the estimate>" for 110092 (Delhi) and "We don't deliver to 400001 yet" for
 * Mumbai, and asks for six digits for '11009'; a product page's box answers the same, with no sideways scroll and no
 * serious accessibility problem. No console error.
 */
import { describe, expect, it } from 'vitest';
import { estimateDelivery, formatShopperDate } from '@domain/delivery-estimate';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';

const session = useBrowserSession();

/** The answer for a served PIN checked now: the latest day of the window of an order dispatched today. */
const deliveryByNow = () => `Delivery by ${formatShopperDate(estimateDelivery(new Date()).latest)}`;

describe('Check delivery (390 px)', () => {
  it("answers in the cart for 110092, refuses 400001, and asks for six digits for '11009'", async () => {
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/products`);
    await page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }).click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    const pin = panel.getByRole('textbox', { name: 'Check delivery to your PIN code' });
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    const answer = panel.locator('.check-delivery__answer');

    await pin.fill('110092');
    await panel.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => answer.textContent()).toMatch(/^Delivery by /);
    expect(await answer.textContent()).toBe(deliveryByNow());

    await pin.fill('400001');
    await pin.press('Enter');
    await expect.poll(() => answer.textContent()).toBe("We don't deliver to 400001 yet");
    expect(await pin.getAttribute('aria-invalid')).toBe('true');

    await pin.fill('11009');
    await pin.press('Enter');
    await expect.poll(() => answer.textContent()).toBe('Enter the 6-digit PIN code, e.g. 110024');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers on a product page without moving what is below the box', async () => {
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/product/products-dolo-650-tab-15`);
    const pin = page.getByRole('textbox', { name: 'Check delivery to your PIN code' });
    const below = page.locator('.check-delivery + *');
    const before = await below.boundingBox();
    await pin.fill('110092');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const answer = page.locator('.check-delivery__answer');
    await expect.poll(() => answer.textContent()).toMatch(/^Delivery by /);
    expect(await answer.textContent()).toBe(deliveryByNow());
    expect((await below.boundingBox())?.y).toBe(before?.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
