/** @vitest-environment happy-dom */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { basenameOf, localeOfPath } from '@contracts/locale';
import { activateLocale } from '../../web/src/i18n/catalogs';
import { routes } from '../../web/src/app/router';
import { SITE_ORIGIN } from '../../web/src/content/site-origin';

/**
 * Renders the app's route table at `path`, in the path's language as the browser would (a Hindi page under the /hi
 * basename, with the Hindi catalogs), and reads the <head> the page's <Page> hoisted.
 */
async function headOf(path: string): Promise<{ title: string; description: string; canonical: string }> {
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

describe('canonical link', () => {
  it('drops the query and a trailing slash', async () => {
    const head = await headOf('/products/?sort=price-asc&page=2');
    expect(head.canonical).toBe(`${SITE_ORIGIN}/products`);
  });
});
