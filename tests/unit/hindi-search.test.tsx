/** @vitest-environment happy-dom */
import { i18n } from '@lingui/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import Fuse from 'fuse.js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { categoryTitleMessage } from '../../web/src/components/product/catalogue-text';
import { HeaderSearch } from '../../web/src/components/product/HeaderSearch';
import { SearchPage } from '../../web/src/features/search/SearchPage';
import { createSuggester, loadHindiTerms, searchProducts, type HindiTerms } from '../../web/src/features/search/search';
import { activateLocale, loadCatalog } from '../../web/src/i18n/catalogs';
import { CartProvider } from '../../web/src/stores/cart/cart-context';

afterEach(cleanup);

const names = (found: readonly Product[]) => found.map((product) => product.name);

/** The Hindi terms as a Hindi page makes them: Devanagari names and the catalogues' Hindi titles. */
async function hindiPageTerms(): Promise<HindiTerms> {
  await activateLocale('hi');
  return loadHindiTerms(products, (product) => i18n._(categoryTitleMessage(product.catalogue)));
}

describe('search in Devanagari (web/src/features/search)', () => {
  let hindi: HindiTerms;
  beforeAll(async () => {
    hindi = await hindiPageTerms();
  });

  it("finds Dolo 650 first for 'डोलो', and still for the unfinished 'डोलो 65'", () => {
    expect(names(searchProducts('डोलो', products, hindi))[0]).toBe('Dolo 650 Tablet');
    expect(names(searchProducts('डोलो 65', products, hindi))[0]).toBe('Dolo 650 Tablet');
  });

  it("finds the paracetamol products for 'पैरासिटामोल', and nothing else", () => {
    const found = names(searchProducts('पैरासिटामोल', products, hindi));
    expect(found).toEqual(names(searchProducts('paracetamol', products)));
    expect(found.length).toBeGreaterThan(1);
  });

  it('finds a category by its Hindi title', () => {
    const found = searchProducts('महिलाओं की देखभाल', products, hindi);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => product.catalogue === 'feminine-care')).toBe(true);
  });

  it('ignores the nukta, which most phone keyboards leave out', () => {
    expect(names(searchProducts('फिलिप्स', products, hindi)).some((name) => name.startsWith('Philips'))).toBe(true);
  });

  it('suggests close matches for a misspelt Hindi word, best first', () => {
    const suggest = createSuggester(Fuse, products, hindi);
    expect(searchProducts('पैरासीटामोल', products, hindi)).toEqual([]);
    expect(suggest('पैरासीटामोल')[0]?.name).toMatch(/^Paracetamol/);
    expect(names(suggest('डोलो 65'))).toContain('Dolo 650 Tablet');
  });

  it('leaves the English search as it is without the Hindi terms', () => {
    expect(searchProducts('डोलो', products)).toEqual([]);
    expect(names(searchProducts('dolo', products, hindi))).toEqual(names(searchProducts('dolo', products)));
  });
});

describe('the Hindi search page', () => {
  beforeAll(async () => {
    await activateLocale('hi');
    await loadCatalog('hi', 'search');
  });

  function renderHindi(url: string, element: React.ReactNode) {
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url], basename: '/hi' });
    render(
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>,
    );
  }

  it('shows Dolo 650 first for /hi/search?search=डोलो, with its details in Hindi', async () => {
    await activateLocale('hi');
    renderHindi('/hi/search?search=डोलो', <SearchPage />);
    const list = await screen.findByRole('list', { name: 'खोज के नतीजे' });
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Dolo 650 Tablet');
    expect(within(first).getByText('टैबलेट, 15 की पट्टी')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('"डोलो" के लिए खोज के नतीजे');
  });

  it('sends the header search to /hi/search with the search parameter', async () => {
    await activateLocale('hi');
    renderHindi('/hi/about', <HeaderSearch />);
    const form = document.querySelector<HTMLFormElement>('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/hi/search');
    expect(form.querySelector('input')?.name).toBe('search');
    expect(form.querySelector('input')?.placeholder).toBe('दवा या प्रोडक्ट खोजें');
  });
});
