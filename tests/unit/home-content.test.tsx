/** @vitest-environment happy-dom */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { articleSlugs } from '@contracts/articles';
import { catalogueTitle, categorySlugs, productById } from '@domain/catalogue/catalogue';
import { categoryCards, categoryStrip, featuredItems, homeBanners, homeTimings, latestProductTabs } from '../../web/src/content/home';
import { CategoryStrip } from '../../web/src/features/home/CategoryStrip';
import { paths } from '../../web/src/lib/paths';

afterEach(cleanup);

const publicFile = (url: string) => path.resolve('web/public', url.replace(/^\//, ''));

/** Every address the route table (web/src/app/router.tsx, built from the same `paths`) serves a page at. */
const routeAddresses = new Set<string>([
  ...Object.values<unknown>(paths).filter((value): value is string => typeof value === 'string'),
  ...categorySlugs.map((slug) => paths.category(slug)),
  ...articleSlugs.map((slug) => paths.article(slug)),
]);

/** The category slug whose banner title is exactly `label` ('Baby Care' → 'baby-care'), if any. */
const categoryTitled = (label: string) => categorySlugs.find((slug) => catalogueTitle(slug) === label);

describe('Home content (content/home.ts): invariants, not a copy of the data', () => {
  it('has the sixteen category strip entries of the spec, each label once, each icon on disk', () => {
    expect(categoryStrip).toHaveLength(16);
    expect(new Set(categoryStrip.map((entry) => i18n._(entry.label))).size).toBe(16);
    for (const entry of categoryStrip) {
      expect(entry.icon).toMatch(/^\/images\/categories\/[a-z-]+\.svg$/);
      expect(existsSync(publicFile(entry.icon)), entry.icon).toBe(true);
    }
  });

  it('leads every strip entry and category card to a page that exists, and a category name to that category', () => {
    for (const { label: message, to } of [...categoryStrip, ...categoryCards]) {
      const label = i18n._(message);
      expect(routeAddresses.has(to), `${label} → ${to}`).toBe(true);
      expect(to === paths.products || to.startsWith('/category/'), `${label} → ${to}`).toBe(true);
      const slug = categoryTitled(label);
      if (slug) expect(to, label).toBe(paths.category(slug));
    }
    // Enough entries carry a category's own name for the rule above to bite.
    expect(categoryStrip.filter((entry) => categoryTitled(i18n._(entry.label))).length).toBeGreaterThanOrEqual(5);
  });

  it('renders the strip exactly as the content module lists it: label, target and icon, in order', () => {
    const router = createMemoryRouter([{ path: '*', element: <CategoryStrip /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const links = within(screen.getByRole('navigation', { name: 'Shop by category' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.querySelector('img')?.getAttribute('src')])).toEqual(
      categoryStrip.map((entry) => [i18n._(entry.label), entry.to, entry.icon]),
    );
  });

  it('picks six different existing products for each of the five tabs, all from the catalogue the tab is named after', () => {
    expect(latestProductTabs).toHaveLength(5);
    expect(i18n._(latestProductTabs[0]!.label)).toBe('Energy Drinks'); // docs/behaviour.md §4: selected first
    expect(new Set(latestProductTabs.map((tab) => tab.key)).size).toBe(5);
    for (const tab of latestProductTabs) {
      expect(new Set(tab.productIds).size, tab.key).toBe(6);
      for (const id of tab.productIds) {
        const product = productById(id);
        expect(product, id).toBeDefined();
        expect(catalogueTitle(product!.catalogue), id).toBe(i18n._(tab.label));
      }
    }
  });

  it('features six different existing products rated 2 to 5 (both ends used)', () => {
    expect(featuredItems).toHaveLength(6);
    expect(new Set(featuredItems.map((item) => item.productId)).size).toBe(6);
    for (const item of featuredItems) {
      expect(productById(item.productId), item.productId).toBeDefined();
      expect(item.rating).toBeGreaterThanOrEqual(2);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
    const ratings = featuredItems.map((item) => item.rating);
    expect(Math.min(...ratings)).toBe(2);
    expect(Math.max(...ratings)).toBe(5);
  });

  it('has three banners and four category cards whose pictures exist and whose buttons lead to pages', () => {
    expect(homeBanners).toHaveLength(3);
    expect(categoryCards).toHaveLength(4);
    for (const url of [...homeBanners.map((banner) => banner.image), ...categoryCards.map((card) => card.image)]) {
      expect(existsSync(publicFile(url)), url).toBe(true);
    }
    for (const banner of homeBanners) {
      expect(i18n._(banner.alt).length, banner.image).toBeGreaterThan(10);
      expect(routeAddresses.has(banner.cta.to), `${i18n._(banner.cta.label)} → ${banner.cta.to}`).toBe(true);
    }
  });

  it('uses docs/behaviour.md §9 carousel and strip timings', () => {
    expect(homeTimings).toEqual({ bannerAutoplayMs: 5000, bannerSpeedMs: 300, stripAutoplayMs: 5000, stripSpeedMs: 500 });
  });
});
