/** @vitest-environment happy-dom */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { basenameOf, localeOfPath } from '@contracts/locale';
import { prerenderRoutes } from '../../web/src/app/prerender-routes';
import { activateLocale } from '../../web/src/i18n/catalogs';
import { routes } from '../../web/src/app/router';
import { SITE_ORIGIN } from '../../web/src/content/site-origin';

/** What a page puts in <head>: its title, meta description and canonical URL. */
interface HeadMeta {
  path: string;
  indexable: boolean;
  title: string;
  description: string;
  canonical: string;
}

/**
 * Renders the app's route table at `path`, in the path's language as the browser would (a Hindi page under the /hi
 * basename, with the Hindi catalogs), and reads the <head> the page's <Page> hoisted.
 */
async function headOf(path: string): Promise<Omit<HeadMeta, 'path' | 'indexable'>> {
  const locale = localeOfPath(path);
  await activateLocale(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path], basename: basenameOf(locale) || undefined });
  // A page suspends while its module loads: inside an awaited act, React renders it once loaded.
  await act(async () => void render(<RouterProvider router={router} />));
  await waitFor(() => expect(document.querySelector('main#main')).not.toBeNull(), { timeout: 10_000 });
  const read = {
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
  };
  // Exactly one of each in the document (an SVG's own <title> in the body is no document title).
  expect(document.head.querySelectorAll('title'), path).toHaveLength(1);
  expect(document.querySelectorAll('meta[name="description"]'), path).toHaveLength(1);
  expect(document.querySelectorAll('link[rel="canonical"]'), path).toHaveLength(1);
  cleanup();
  router.dispose();
  return read;
}

describe('title, description and canonical link of every prerendered page', () => {
  const pages: HeadMeta[] = [];

  beforeAll(async () => {
    // Pages that load data (article comments) get an empty answer; nothing here leaves the machine.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ comments: [] }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    // The staff console is not among them: another app on its own origin (web/src/staff-app/), with its own titles.
    for (const route of prerenderRoutes) {
      pages.push({ path: route.path, indexable: route.indexable, ...(await headOf(route.path)) });
    }
  }, 120_000);

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('reads every prerendered page, and no staff console page', () => {
    expect(pages.map((page) => page.path)).toEqual(prerenderRoutes.map((route) => route.path));
    expect(pages.filter((page) => page.path.startsWith('/staff'))).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every page a title and a description of a useful length', () => {
    for (const page of pages) {
      expect(page.title, page.path).toMatch(/\S/);
      expect(page.title.length, `${page.path} title: ${page.title}`).toBeLessThanOrEqual(100);
      expect(page.description.length, `${page.path} description: ${page.description}`).toBeGreaterThanOrEqual(50);
      expect(page.description.length, `${page.path} description: ${page.description}`).toBeLessThanOrEqual(200);
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

describe('canonical link', () => {
  it('drops the query and a trailing slash', async () => {
    const head = await headOf('/products/?sort=price-asc&page=2');
    expect(head.canonical).toBe(`${SITE_ORIGIN}/products`);
  });
});
