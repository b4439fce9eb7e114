/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import Fuse from 'fuse.js/basic';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@domain/catalogue/catalogue';
import { compositionOf } from '@domain/catalogue/composition';
import {
  createSuggester,
  ingredientTerms,
  loadHindiTerms,
  MIN_INGREDIENT_QUERY,
  searchProducts,
} from '../../web/src/features/search/search';
import { SearchPage } from '../../web/src/features/search/SearchPage';
import { CartProvider } from '../../web/src/stores/cart/cart-context';

afterEach(cleanup);

const names = (found: { name: string }[]) => found.map((product) => product.name);
const ids = (found: { id: string }[]) => found.map((product) => product.id);

describe('search by active ingredient (web/src/features/search/search.ts)', () => {
  const ingredients = ingredientTerms();

  it("finds Dolo 650 and Crocin for 'paracetamol', after the products named so", () => {
    const byName = searchProducts('paracetamol', products);
    const found = searchProducts('paracetamol', products, undefined, ingredients);
    expect(found.slice(0, byName.length)).toEqual(byName);
    expect(names(found)).toEqual(
      expect.arrayContaining(['Dolo 650 Tablet', 'Dolo 250 Suspension', 'Crocin Advance 500mg Tablet', 'Combiflam Tablet']),
    );
    const added = found.slice(byName.length);
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((product) => compositionOf(product.id)?.ingredients.some((item) => item.name === 'paracetamol'))).toBe(true);
    expect(new Set(ids(found)).size).toBe(found.length);
  });

  it('ignores case and finds a combination by any of its ingredients', () => {
    expect(ids(searchProducts('CLAVULANIC', products, undefined, ingredients))).toEqual(['prescription-augmentin-625-duo-tab-10']);
    expect(ids(searchProducts('levocetirizine', products, undefined, ingredients))).toContain('prescription-montair-lc-tab-15');
  });

  it("finds the same medicines in Devanagari ('पैरासिटामोल'), nukta or not", async () => {
    const hindi = await loadHindiTerms(products);
    const english = ids(searchProducts('paracetamol', products, hindi, ingredients));
    expect(ids(searchProducts('पैरासिटामोल', products, hindi, ingredients))).toEqual(english);
    expect(ids(searchProducts('पैंटोप्राजोल', products, hindi, ingredients))).toEqual(
      expect.arrayContaining(['products-pan-40-tab-15', 'prescription-pan-d-cap-15']),
    );
    expect(ids(searchProducts('पैरासिटामोल', products, undefined, ingredients))).toContain('products-dolo-650-tab-15');
  });

  it('keeps the English rule alone when no ingredient terms are given, and for very short queries', () => {
    expect(names(searchProducts('paracetamol', products)).every((name) => /paracetamol/i.test(name))).toBe(true);
    const short = 'pa'.slice(0, MIN_INGREDIENT_QUERY - 1);
    expect(searchProducts(short, products, undefined, ingredients)).toEqual(searchProducts(short, products));
    expect(searchProducts('', products, undefined, ingredients)).toEqual([]);
  });

  it('gives no ingredients to products without a known composition', () => {
    expect(ingredients.get('devices-dr-trust-digital-thermometer')).toBeUndefined();
    expect(ingredients.get('products-montelukast-levocetirizine-tab-10')).toBeUndefined();
  });

  it('keeps the typo-tolerant suggestions, names first, and suggests by a misspelt ingredient', () => {
    const suggest = createSuggester(Fuse, products, undefined, ingredients);
    expect(searchProducts('paracetanol', products, undefined, ingredients)).toEqual([]);
    expect(suggest('paracetanol')[0]?.name).toMatch(/^Paracetamol/);
    expect(ids(searchProducts('rosuvastatine', products, undefined, ingredients))).toEqual([]);
    expect(ids(suggest('rosuvastatine'))).toContain('prescription-rosuvas-10-tab-15');
  });
});

describe('/search lists medicines by ingredient', () => {
  it("shows Dolo 650 and Crocin for 'paracetamol', after the products named Paracetamol", () => {
    const router = createMemoryRouter([{ path: '/search', element: createElement(SearchPage) }], {
      initialEntries: ['/search?search=paracetamol'],
    });
    render(createElement(CartProvider, null, createElement(RouterProvider, { router })));
    const list = screen.getByRole('list', { name: 'Search results' });
    const shown = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(shown.slice(0, 2)).toEqual(['Paracetamol 500mg Tablet', 'Paracetamol 650mg Tablet']);
    expect(shown).toEqual(expect.arrayContaining(['Dolo 650 Tablet', 'Crocin Advance 500mg Tablet']));
  });
});
