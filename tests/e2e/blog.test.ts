import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { absoluteUrl } from '../../web/src/content/site-origin';

const session = useBrowserSession();

const open = (width: number) => session.open(width);

/** Opens an article and waits until its body and its comments have loaded. */
async function openArticle(page: Page, slug: string) {
  await page.goto(`${session.baseUrl}/${slug}`);
  await page.locator('.article-body h2').first().waitFor();
  await page.locator('.comments__status').waitFor({ state: 'detached' });
}

const listings = [
  { path: '/blogs', heading: 'Blogs', order: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  { path: '/health', heading: 'Health', order: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  { path: '/medvikaPharmacy', heading: 'Medvika Pharmacy', order: [2, 5, 3, 6, 1, 4, 7, 8, 9, 10, 11, 12] },
];

describe('health blog in Chromium', () => {
  it.each([
    [390, 1],
    [1280, 4],
  ])('at %i px the three listings show their headline and 12 cards in %i column(s), with no console error', async (width, columns) => {
    const { context, page, errors } = await open(width);
    for (const listing of listings) {
      await page.goto(`${session.baseUrl}${listing.path}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(listing.heading);
      const titles = page.locator('.article-grid .article-card__title a');
      await expect.poll(() => titles.count()).toBe(12);
      expect(await titles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        listing.order.map((n) => `/health${n}`),
      );
      const lefts = await page
        .locator('.article-grid > li')
        .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
      expect(lefts).toBe(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // axe on the listings at 1280 px (four columns); at 390 px, every listing as it loads is axe-checked in
      // tests/support/route-walk.ts.
      if (width === 1280) expect([listing.path, await seriousAxeViolations(page)]).toEqual([listing.path, []]);
    }
    // The author page's static line and its globe link home.
    await expect
      .poll(() => page.locator('.author-banner__stats').textContent())
      .toBe('JOINED: SEPTEMBER 6, 2023 / ARTICLES: 14 / COMMENTS: 2');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('posts a comment on /health3 by keyboard, shows it at once, not on /health4, and still after a reload', async () => {
    const { context, page, errors } = await open(390);
    const name = `E2E reader ${randomUUID().slice(0, 8)}`;
    await openArticle(page, 'health3');
    const posts: { idempotencyKey?: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/post-comment/'))
        posts.push({ idempotencyKey: request.headers()['idempotency-key'], body: request.postData() ?? '' });
    });

    // An empty name is refused in the browser: nothing is sent.
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect.poll(() => page.locator('#comment-name-error').textContent()).toBe('Name is required');
    expect(posts).toEqual([]);

    await page.getByLabel('Name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Line one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Line two');
    await page.keyboard.press('Tab'); // skips the honeypot (tabIndex -1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Post Comment');
    await page.keyboard.press('Enter');

    const mine = page.locator('.comment', { hasText: name });
    await mine.waitFor();
    expect(await mine.locator('.comment__text').textContent()).toBe('Line one\nLine two');
    expect(await mine.locator('.comment__text').evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-line');
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Feedback').inputValue()).toBe('');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.idempotencyKey).toBeUndefined();
    expect(posts[0]!.body).toContain('name="website"');

    await openArticle(page, 'health4');
    expect(await page.locator('.comment', { hasText: name }).count()).toBe(0);

    await openArticle(page, 'health3');
    await page.reload();
    await page.locator('.comments__status').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.comment', { hasText: name }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('share links open in a new tab with noopener noreferrer and carry the canonical URL; dates only on health9–12; an article is axe-clean at 1280 px', async () => {
    const { context, page, errors } = await open(1280);
    await openArticle(page, 'health9');
    const links = page.getByRole('region', { name: 'Share this article' }).getByRole('link');
    expect(await links.count()).toBe(4);
    const canonical = encodeURIComponent(absoluteUrl('/health9'));
    for (const network of ['Facebook', 'X', 'LinkedIn', 'WhatsApp']) {
      const link = page.getByRole('link', { name: `Share on ${network} (opens in a new tab)`, exact: true });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))!.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(await link.getAttribute('href')).toContain(canonical);
    }
    expect(await page.locator('.article-meta time').textContent()).toBe('March 6, 2024');
    await expect.poll(() => page.title()).toBe('Foods for a Healthy Brain: What to Put on Your Plate | Medvika Pharmacy');
    await openArticle(page, 'health3');
    expect(await page.locator('.article-meta time').count()).toBe(0);
    // An article with its comments loaded, at 1280 px (at 390 px, every article as it loads is axe-checked in
    // tests/support/route-walk.ts).
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
