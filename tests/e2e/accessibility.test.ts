import { describe, expect, it } from 'vitest';
import { paths } from '../../web/src/lib/paths';
import { articleSlugs } from '@contracts/articles';
import { categorySlugs } from '@domain/catalogue/catalogue';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';

const session = useBrowserSession();

/** Every route of the spec's route table (spec §2), plus the error screen of an unknown route. */
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
  paths.faq,
  paths.health,
  ...articleSlugs.map((slug) => paths.article(slug)),
  paths.author,
  ...categorySlugs.map((slug) => paths.category(slug)),
  paths.nutritionSupplements,
  paths.track,
  '/no-such-page',
];

describe('accessibility of every route at 390 px (axe, WCAG 2.x A/AA)', () => {
  it('finds no serious or critical violation on any route', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    // No network here: the map embeds on /stores and the share targets are never loaded.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    const failures: string[] = [];
    for (const route of routes) {
      await page.goto(`${session.baseUrl}${route}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) failures.push(`${route}: ${violations.join('; ')}`);
    }
    await context.close();
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(40);
  }, 240_000);
});
