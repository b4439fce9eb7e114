import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoBeforeApp, useBrowserSession } from '../support/browser';

const session = useBrowserSession();

/** Slow 4G as the shopper's phone has it: 150 ms round trip, 1.6 Mbit/s each way (in bytes/s). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (1.6 * 1024 * 1024) / 8 };

/** A mid-range phone's CPU against this machine's: 4 × slower. */
const CPU_SLOWDOWN = 4;

/**
 * A fresh context and page at `width` × 900 px with slow 4G and a 4 × slower CPU (Chrome DevTools Protocol), that
 * opens `path` without waiting for the app: every test taps the prerendered controls as soon as they are visible.
 * Console and page errors are collected into `errors`.
 */
async function openThrottled(width: number, path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page, errors } = await session.open(width);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await gotoBeforeApp(page, `${session.baseUrl}${path}`);
  return { context, page, errors };
}

/** Whether React has attached to #root (as tests/support/browser.ts's waitForApp detects it). */
function appAttached(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** How many taps made before the app started it replayed (undefined until it has). */
function replayedTaps(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as { __medvikaReplayedTaps?: number }).__medvikaReplayedTaps);
}

/** Resolves once the app has attached and replayed what was recorded before (window.__medvikaReplayedTaps is set). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __medvikaReplayedTaps?: number }).__medvikaReplayedTaps !== undefined);
}

describe('no tap is lost before the app has started (Chromium, slow 4G, 4 × CPU)', () => {
  it('opens the mobile menu tapped at once, once (390 px)', async () => {
    const { context, page, errors } = await openThrottled(390, '/');
    const menu = page.getByRole('button', { name: 'MENU', exact: true });
    await menu.click();
    const tappedBeforeApp = !(await appAttached(page));
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await settled(page);
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getAttribute('aria-busy')).toBeNull();
    if (tappedBeforeApp) expect(await replayedTaps(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds to the cart once, changes the Latest Products tab panel, and steps the quantity once (390 px)', async () => {
    const { context, page, errors } = await openThrottled(390, '/');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add to cart: Glucon-D Original' }).click();
    const herbal = page.getByRole('tab', { name: 'Herbal Preparations' });
    await herbal.click();
    const tappedBeforeApp = !(await appAttached(page));
    await expect.poll(() => herbal.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first().textContent()).toBe('Dabur Chyawanprash');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await settled(page);
    if (tappedBeforeApp) expect(await replayedTaps(page)).toBe(2);

    // The cart panel's stepper: one tap on +, one more item.
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await panel.getByRole('button', { name: 'Increase quantity of Glucon-D Original' }).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await page.waitForTimeout(500); // a doubled effect would show by now
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('medvika:cart:v1') ?? '{}') as unknown)).toMatchObject({
      lines: [{ quantity: 2 }],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the UPI field when UPI is chosen at once on the payment page', async () => {
    const { context, page, errors } = await openThrottled(390, '/checkout/payment');
    await page.getByLabel('UPI', { exact: true }).click();
    const tappedBeforeApp = !(await appAttached(page));
    await expect.poll(() => page.getByLabel('UPI ID').isVisible()).toBe(true);
    await settled(page);
    expect(await page.getByLabel('UPI', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    if (tappedBeforeApp) expect(await replayedTaps(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps card details typed before the app started, in the page and in the app', async () => {
    const { context, page, errors } = await openThrottled(390, '/checkout/payment');
    const fields = { 'Name on card': 'Meera Iyer', 'Card number': '4111111111111111', 'Expiration date (MM/YY)': '12/30', CVV: '123' };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
    const typedBeforeApp = !(await appAttached(page));
    await settled(page);
    for (const [label, value] of Object.entries(fields)) expect(await page.getByLabel(label).inputValue()).toBe(value);
    // PAY NOW is enabled only when the app's own state holds every card field.
    await expect.poll(() => page.getByRole('button', { name: 'PAY NOW' }).isEnabled()).toBe(true);
    if (typedBeforeApp) expect(await replayedTaps(page)).toBe(0); // typing is replayed, but it is not a tap
    expect(errors).toEqual([]);
    await context.close();
  });

  it('posts a comment typed and sent before the app started exactly once, keeping what was typed', async () => {
    const { context, page, errors } = await openThrottled(390, '/health3');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/post-comment/')) posts.push(request.postData() ?? '');
    });
    const name = `Early reader ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Feedback').fill('Typed before the app was there');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const tappedBeforeApp = !(await appAttached(page));
    await expect.poll(() => page.locator('.comment', { hasText: name }).count(), { timeout: 30_000 }).toBe(1);
    await settled(page);
    await page.waitForTimeout(1000); // a doubled post would have been sent by now
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain(name);
    if (tappedBeforeApp) expect(await replayedTaps(page)).toBe(1);
    expect(await page.locator('.comment', { hasText: name }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('submits the header search tapped at once', async () => {
    const { context, page, errors } = await openThrottled(1280, '/');
    await page.getByRole('button', { name: 'Search products' }).click();
    const tappedBeforeApp = !(await appAttached(page));
    const input = page.getByRole('searchbox', { name: 'Search medicines and products' });
    await input.fill('dolo');
    await input.press('Enter');
    await page.waitForURL(`${session.baseUrl}/search?search=dolo`);
    await expect.poll(() => page.getByRole('button', { name: /^Add to cart: Dolo/ }).count()).toBeGreaterThan(0);
    if (tappedBeforeApp) expect(await replayedTaps(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
