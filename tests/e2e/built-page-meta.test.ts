/**
 * The <head> of every prerendered page, as the build wrote it (what a crawler and a shared link read): a title and a
 * description of a useful length, none repeated between indexable pages, and the canonical link to the page's own
 * address on the production origin. Read from the built HTML files, without a browser.
 */
import { describe, expect, it } from 'vitest';
import { htmlFileOf, prerenderRoutes } from '../../web/src/app/prerender-routes';
import { SITE_ORIGIN } from '../../web/src/content/site-origin';
import { builtPage } from '../support/built-page';

/** What a page puts in <head>: its title, meta description and canonical URL. */
interface HeadMeta {
  path: string;
  indexable: boolean;
  title: string;
  description: string;
  canonical: string;
}

/** The shop's prerendered pages: every route but the staff console's client-rendered shell (noindex, its own title). */
const shopRoutes = prerenderRoutes.filter((route) => route.mode !== 'client');

/** The head of each shop page's built file; every page has exactly one title, description and canonical link. */
function builtHeads(): HeadMeta[] {
  return shopRoutes.map((route) => {
    const document = builtPage(htmlFileOf(route.path));
    expect(document.head.querySelectorAll('title'), route.path).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]'), route.path).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="canonical"]'), route.path).toHaveLength(1);
    return {
      path: route.path,
      indexable: route.indexable,
      title: document.title,
      description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    };
  });
}

describe('title, description and canonical link of every prerendered page', () => {
  const pages = builtHeads();

  it('reads every shop page, in both languages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(60);
    expect(pages.some((page) => page.path.startsWith('/hi/'))).toBe(true);
    // The staff console is not among them: another app on its own origin (web/src/staff-app/), with its own titles.
    expect(pages.filter((page) => page.path.startsWith('/staff'))).toEqual([]);
  });

  it('gives every page a title and a description of a useful length', () => {
    for (const page of pages) {
      expect(page.title, page.path).toMatch(/\S/);
      expect(page.title.length, `${page.path} title: ${page.title}`).toBeLessThanOrEqual(100);
      expect(page.description.length, `${page.path} description: ${page.description}`).toBeGreaterThanOrEqual(50);
      expect(page.description.length, `${page.path} description: ${page.description}`).toBeLessThanOrEqual(200);
    }
  });

  it('names the pharmacy in every title, in the language of the page: after the page name, first on the home pages', () => {
    // web/src/components/Page.tsx: '<page> | Medvika Pharmacy', in Hindi '<page> | Medvika फ़ार्मेसी' (the brand stays Latin).
    for (const page of pages) {
      const hindi = page.path === '/hi' || page.path.startsWith('/hi/');
      const pharmacy = hindi ? 'Medvika फ़ार्मेसी' : 'Medvika Pharmacy';
      if (page.path === '/' || page.path === '/hi') expect(page.title, page.path).toMatch(new RegExp(`^${pharmacy} \\| \\S`));
      else expect(page.title, page.path).toMatch(new RegExp(`^\\S.* \\| ${pharmacy}$`));
    }
  });

  it('never gives two indexable pages the same title or the same description', () => {
    const indexable = pages.filter((page) => page.indexable);
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const page of indexable) {
        expect(seen.get(page[field]), `${page.path} repeats the ${field} of ${seen.get(page[field])}: ${page[field]}`).toBeUndefined();
        seen.set(page[field], page.path);
      }
    }
  });

  it('links every page to its own address on the production origin', () => {
    for (const page of pages) expect(page.canonical, page.path).toBe(`${SITE_ORIGIN}${page.path}`);
  });
});
