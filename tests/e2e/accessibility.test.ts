import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../web/src/lib/paths';
import { articleSlugs } from '@contracts/articles';
import { localizedPath } from '@contracts/locale';
import { categorySlugs } from '@domain/catalogue/catalogue';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession, waitForHydrated } from '../support/browser';

const session = useBrowserSession();

/**
 * Every route of the spec's route table (docs/behaviour.md §2) with a product page, the accessibility statement in both
 * languages (it must meet what it states), and the error screen of an unknown route.
 */
const routes: string[] = [
  paths.home,
  paths.about,
  paths.products,
  paths.stores,
  paths.blogs,
  paths.contact,
  paths.upload,
  `${paths.search}?search=dolo`,
  `${paths.search}?search=zzzz`,
  paths.search,
  paths.checkout,
  paths.payment,
  paths.returnPolicy,
  paths.privacyPolicy,
  paths.terms,
  paths.accessibility,
  localizedPath(paths.accessibility, 'hi'),
  paths.faq,
  paths.health,
  ...articleSlugs.map((slug) => paths.article(slug)),
  paths.author,
  ...categorySlugs.map((slug) => paths.category(slug)),
  paths.nutritionSupplements,
  paths.product('products-dolo-650-tab-15'),
  paths.track,
  '/no-such-page',
];

describe('accessibility of every route at 390 px (axe, WCAG 2.x A/AA)', () => {
  // One context for the whole route table, as a shopper browsing; one test per route, so that each route has the
  // e2e test timeout to itself on a loaded machine, and a failure names its route.
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    // No network here: the map embeds on /stores and the share targets are never loaded.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it.each(routes)('finds no serious or critical violation on %s', async (route) => {
    await page!.goto(`${session.baseUrl}${route}`);
    await page!.locator('main h1').first().waitFor();
    await waitForHydrated(page!);
    expect(await seriousAxeViolations(page!)).toEqual([]);
  });
});
