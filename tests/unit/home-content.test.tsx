import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productById } from '@contracts/catalogue/catalogue';
import { categoryCards, categoryStrip, featuredItems, homeBanners, homeTimings, latestProductTabs } from '../../web/src/content/home';

const publicFile = (url: string) => path.resolve('web/public', url.replace(/^\//, ''));

describe('Home content (content/home.ts)', () => {
  it('has the sixteen category strip entries in the spec order, each with its icon and route', () => {
    expect(categoryStrip.map((entry) => [entry.label, entry.to])).toEqual([
      ['Sanitary Pads', '/category/feminine-care'],
      ['Energy Drinks', '/category/energy-drinks'],
      ['Ointment', '/products'],
      ['Lotion', '/products'],
      ['Baby Care', '/category/baby-care'],
      ['Derma Cosmetics', '/category/derma-cosmetics'],
      ['Feminine Care', '/category/feminine-care'],
      ['Personal Care', '/category/personal-care'],
      ['Eye Drop', '/products'],
      ['Sexual Wellness', '/products'],
      ['Skin Care', '/products'],
      ['OTC', '/products'],
      ['Haircare', '/products'],
      ['Health Supplements', '/category/health-supplements'],
      ['Herbal Preparations', '/category/herbal-preparations'],
      ['Surgical', '/products'],
    ]);
    for (const entry of categoryStrip) {
      expect(entry.icon).toMatch(/^\/images\/categories\/[a-z-]+\.svg$/);
      expect(existsSync(publicFile(entry.icon)), entry.icon).toBe(true);
    }
  });

  it('picks six existing products of the matching catalogue for each of the five tabs', () => {
    const catalogueOf = { energyDrinks: 'energy-drinks', herbalPreparations: 'herbal-preparations', healthSupplements: 'health-supplements', feminineCare: 'feminine-care', personalCare: 'personal-care' } as const;
    expect(latestProductTabs.map((tab) => tab.key)).toEqual(['energyDrinks', 'herbalPreparations', 'healthSupplements', 'feminineCare', 'personalCare']);
    for (const tab of latestProductTabs) {
      expect(new Set(tab.productIds).size, tab.key).toBe(6);
      for (const id of tab.productIds) expect(productById(id)?.catalogue, id).toBe(catalogueOf[tab.key]);
    }
  });

  it('features six existing products rated 2 to 5 (both ends used)', () => {
    expect(featuredItems).toHaveLength(6);
    for (const item of featuredItems) {
      expect(productById(item.productId), item.productId).toBeDefined();
      expect(item.rating).toBeGreaterThanOrEqual(2);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
    const ratings = featuredItems.map((item) => item.rating);
    expect(Math.min(...ratings)).toBe(2);
    expect(Math.max(...ratings)).toBe(5);
  });

  it('has three banners and four category cards whose pictures exist, and the spec timings', () => {
    expect(homeBanners).toHaveLength(3);
    expect(categoryCards).toHaveLength(4);
    for (const url of [...homeBanners.map((banner) => banner.image), ...categoryCards.map((card) => card.image)]) {
      expect(existsSync(publicFile(url)), url).toBe(true);
    }
    expect(homeTimings).toEqual({ bannerAutoplayMs: 5000, bannerSpeedMs: 300, stripAutoplayMs: 5000, stripSpeedMs: 500 });
  });
});
