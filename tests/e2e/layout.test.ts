import { statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buildYearOf } from '../../web/build-year';
import { builtPage } from '../support/built-page';
import { useBrowserSession, waitForApp, waitForHydrated } from '../support/browser';

const session = useBrowserSession();

const cart = {
  lines: [
    { productId: 'products-dolo-650-tab-15', quantity: 2 },
    { productId: 'baby-cerelac-wheat-stage-1-300g', quantity: 1 },
  ],
};

describe('layout in Chromium', () => {
  it('opens a new page at the top and returns to the scroll position on Back and after a reload (1280 px)', async () => {
    const { context, page, errors } = await session.open(1280);
    await page.goto(`${session.baseUrl}/products`);
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // An in-app navigation (no document load): the next page opens at its top.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Stores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Store' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.goForward();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    // A reload of the tab keeps the entry's position too.
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the build's year in the footer, in the prerendered HTML and after hydration, whatever the visitor's clock", async () => {
    // The year the build ran in (India): its home page was written during the build.
    const year = buildYearOf(statSync(path.join(inject('webDist'), 'index.html')).mtime);
    const copyright = `© ${year} Medvika Pharmacy. All rights reserved.`;
    expect(builtPage('index.html').querySelector('.site-footer__bottom p')?.textContent?.trim()).toBe(copyright);

    // A visitor whose clock is years ahead: the page hydrates without a mismatch, and a page the app renders itself
    // (after an in-app navigation) still shows the build's year.
    const { context, page, errors } = await session.open(1280);
    await page.clock.install({ time: new Date(`${year + 5}-06-15T12:00:00+05:30`) });
    await page.goto(`${session.baseUrl}/`);
    await waitForApp(page);
    const footer = page.locator('.site-footer__bottom p');
    expect((await footer.textContent())?.trim()).toBe(copyright);
    await page.locator('.site-footer').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(`${session.baseUrl}/faq`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(year + 5);
    expect((await footer.textContent())?.trim()).toBe(copyright);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never lets keyboard focus stop under the floating contact bar, at 390 × 640 px, tabbing through all of /track', async () => {
    const { context, page, errors } = await session.open(390);
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto(`${session.baseUrl}/track`);
    await waitForApp(page);
    // Each focus stop before the bar's own links: the focused element's box and the bar links' boxes, in the viewport.
    const stops: { label: string; hidden: boolean }[] = [];
    for (let stop = 0; stop < 80; stop += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('.floating-bar')) return undefined;
        const box = active.getBoundingClientRect();
        const covered = [...document.querySelectorAll('.floating-bar__link')].some((link) => {
          const bar = link.getBoundingClientRect();
          return box.left < bar.right && bar.left < box.right && box.top < bar.bottom && bar.top < box.bottom;
        });
        return { label: `${active.tagName} ${(active.textContent ?? '').trim().slice(0, 30)}`, hidden: covered };
      });
      if (!focus) break;
      stops.push(focus);
    }
    // The walk reached the form's button and the footer, the ones a 640 px screen puts at the bar's height.
    expect(stops.map((stop) => stop.label)).toContain('BUTTON Track');
    expect(stops.length).toBeGreaterThan(20);
    expect(stops.filter((stop) => stop.hidden)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens and closes the mobile menu by keyboard, with focus kept inside; the cart panel closes on a backdrop click', async () => {
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
    // On the page the link opened, the cart panel closes on a tap on its backdrop.
    await page.getByRole('button', { name: /^Cart, / }).click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await panel.waitFor();
    await page.mouse.click(10, 400);
    await panel.waitFor({ state: 'hidden' });
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
    await expect.poll(() => panel.locator('.cart-panel__subtotal strong').textContent()).toBe('₹11.00');
    await panel.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Decrease quantity of Dolo 650 Tablet' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Increase quantity of Cerelac Wheat Stage 1 300gm' }).click();
    await expect.poll(() => panel.locator('.cart-panel__subtotal strong').textContent()).toBe('₹10.00');
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

  it.each([
    ['en', '/', /^Cart, /],
    ['hi', '/hi/', /^कार्ट, /],
  ])('fits the open cart panel in a 390 px screen (%s): nothing in it reaches past its edge', async (_locale, home, cartName) => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${session.baseUrl}/robots.txt`);
    await page.evaluate((state) => localStorage.setItem('medvika:cart:v1', JSON.stringify(state)), cart);
    await page.goto(`${session.baseUrl}${home}`);
    await page.getByRole('button', { name: cartName }).click();
    const panel = page.getByRole('dialog');
    await panel.locator('.check-delivery button').waitFor();
    // Every element's right edge inside the panel's, and the panel not scrollable sideways.
    const overflow = await panel.evaluate((element) => {
      const edge = element.getBoundingClientRect().right;
      const past = [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > edge + 0.5);
      return { scroll: element.scrollWidth - element.clientWidth, past: past.map((child) => child.outerHTML.slice(0, 60)) };
    });
    expect(overflow).toEqual({ scroll: 0, past: [] });
    await page.close();
  });

  it('rings a text field with keyboard focus in a colour that stands out from the page (at least 3:1, WCAG 1.4.11)', async () => {
    const { context, page } = await session.open(390);
    await page.goto(`${session.baseUrl}/upload`);
    await waitForHydrated(page);
    await page.getByLabel('Patient Name').focus();
    const ring = await page.evaluate(() => {
      const field = document.activeElement!;
      const style = getComputedStyle(field);
      const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      // What the ring is drawn on: the nearest ancestor with a background that is not transparent, else the white canvas.
      let behind = [255, 255, 255];
      for (let element = field.parentElement; element; element = element.parentElement) {
        const [r = 0, g = 0, b = 0, alpha = 1] = channels(getComputedStyle(element).backgroundColor);
        if (alpha > 0) {
          behind = [r, g, b];
          break;
        }
      }
      // A translucent ring shows as its colour blended over what is behind it.
      const [r = 0, g = 0, b = 0, alpha = 1] = channels(style.outlineColor);
      const color = [r, g, b].map((value, index) => alpha * value + (1 - alpha) * behind[index]!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color, behind };
    });
    // WCAG 2.x relative luminance and contrast ratio.
    const luminance = (rgb: number[]) =>
      rgb
        .map((value) => value / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [light, dark] = [luminance(ring.behind), luminance(ring.color)].sort((a, b) => b - a);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('searches from the header; the form closes on a tap outside and on Escape, and a blank term stays put', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${session.baseUrl}/about`);
    const toggle = page.getByRole('button', { name: 'Search products' });
    // The header's form (role="search"; /search has a search form of its own).
    const form = page.locator('form.header-search__form[role="search"]');
    await toggle.click();
    await form.waitFor();
    await page.mouse.click(200, 600);
    await form.waitFor({ state: 'hidden' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await toggle.click();
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await form.isVisible()).toBe(true);
    await page.keyboard.type('dolo');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?search=dolo');
    await form.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('opens the menu and searches with no script at all, the drawer as it looks with the app (390 px)', async () => {
    const looks = async (page: Page) =>
      page.getByRole('dialog', { name: 'Menu' }).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, width: box.width, height: box.height, backdrop: getComputedStyle(element, '::backdrop').backgroundColor };
      });
    const withApp = await session.browser.newPage({ viewport: { width: 390, height: 800 } });
    await withApp.goto(`${session.baseUrl}/`);
    await withApp.getByRole('button', { name: 'MENU' }).click();
    await withApp.getByRole('dialog', { name: 'Menu' }).waitFor();
    const appLook = await looks(withApp);
    await withApp.close();

    const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${session.baseUrl}/`);
    const menu = page.getByRole('button', { name: 'MENU' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await menu.click();
    await drawer.waitFor();
    expect(await looks(page)).toEqual(appLook);
    expect(appLook).toMatchObject({ left: 70, width: 320, height: 800, backdrop: 'rgba(0, 0, 0, 0.45)' });
    // Focus moves in (the close button) and comes back to MENU on Escape.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    // A tap outside (the backdrop) and the close button close it too.
    await menu.click();
    await drawer.waitFor();
    await page.mouse.click(20, 400);
    await drawer.waitFor({ state: 'hidden' });
    await menu.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // The header search is a GET form to /search.
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.keyboard.type('dolo 650');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?search=dolo+650');
    await context.close();
  });
});
