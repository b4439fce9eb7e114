/** @vitest-environment happy-dom */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../web/src/app/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueTitle, categorySlugs, productsIn } from '@domain/catalogue/catalogue';
import { CartProvider } from '../../web/src/stores/cart/cart-context';
import { CategoryPage } from '../../web/src/features/catalogue/CategoryPage';
import { NutritionSupplementsPage } from '../../web/src/features/catalogue/NutritionSupplementsPage';
import { ProductsPage } from '../../web/src/features/catalogue/ProductsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/products', element: <ProductsPage /> },
      { path: '/nutrition-supplements', element: <NutritionSupplementsPage /> },
      { path: '/category/:slug', element: <CategoryPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
/** The cards' prices in paise, read back from their text ('₹1,234.50' → 123450). */
const cardPrices = () =>
  [...document.querySelectorAll('.product-card__price')].map((element) =>
    Math.round(Number(element.textContent!.replace(/[₹,]/g, '')) * 100),
  );
const search = (router: ReturnType<typeof renderAt>) => router.state.location.search;

describe('/products', () => {
  it('shows the banner, 12 cards and a pager with Prev disabled on page 1', () => {
    renderAt('/products');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(cardNames()).toEqual(
      productsIn('products')
        .slice(0, 12)
        .map((p) => p.name),
    );
    expect(screen.getByText('Showing 1–12 of 34 results')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: /Prev/ }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(false);
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    // Every card leads Shop Now to /upload and can be added to the cart.
    expect(screen.getAllByRole('link', { name: 'Shop Now' }).every((link) => link.getAttribute('href') === '/upload')).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Add to cart: / })).toHaveLength(12);
  });

  it('pages through the URL, scrolls to the top, and disables Next on the last page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderAt('/products');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(search(router)).toBe('?page=2');
    expect(cardNames()).toEqual(
      productsIn('products')
        .slice(12, 24)
        .map((p) => p.name),
    );
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement?.textContent).toBe('Showing 13–24 of 34 results');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(search(router)).toBe('?page=3');
    expect(cardNames()).toHaveLength(10);
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Prev/ }));
    expect(search(router)).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: /Prev/ }));
    expect(search(router)).toBe('');
    scrollTo.mockRestore();
  });

  it('sorts a copy by price, returns to page 1, and Default sorting restores catalogue order', async () => {
    const user = userEvent.setup();
    const router = renderAt('/products?page=2');
    const select = screen.getByRole('combobox', { name: 'Sort products' });
    expect((select as HTMLSelectElement).value).toBe('default');
    await user.selectOptions(select, 'Sort by price: low to high');
    expect(search(router)).toBe('?sort=price-asc');
    const ascending = cardPrices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(Math.min(...productsIn('products').map((p) => p.pricePaise)));
    await user.selectOptions(select, 'Sort by price: high to low');
    expect(search(router)).toBe('?sort=price-desc');
    expect(cardPrices()[0]).toBe(Math.max(...productsIn('products').map((p) => p.pricePaise)));
    await user.selectOptions(select, 'Default sorting');
    expect(search(router)).toBe('');
    expect(cardNames()).toEqual(
      productsIn('products')
        .slice(0, 12)
        .map((p) => p.name),
    );
  });

  it('restores the previous sort and page on Back', async () => {
    const user = userEvent.setup();
    const router = renderAt('/products?sort=price-desc');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(search(router)).toBe('?sort=price-desc&page=2');
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?sort=price-desc');
    expect((screen.getByRole('combobox', { name: 'Sort products' }) as HTMLSelectElement).value).toBe('price-desc');
    expect(screen.getByText('Showing 1–12 of 34 results')).toBeTruthy();
  });

  it('falls back gracefully on invalid URL values', () => {
    renderAt('/products?page=abc&sort=cheapest');
    expect((screen.getByRole('combobox', { name: 'Sort products' }) as HTMLSelectElement).value).toBe('default');
    expect(screen.getByText('Showing 1–12 of 34 results')).toBeTruthy();
    cleanup();
    renderAt('/products?page=99');
    expect(screen.getByText('Showing 25–34 of 34 results')).toBeTruthy();
  });
});

describe('/category/{slug}', () => {
  it.each(categorySlugs.filter((slug) => slug !== 'derma-cosmetics'))(
    '%s shows its banner, the sort control and its first products',
    (slug) => {
      renderAt(`/category/${slug}`);
      expect(screen.getByRole('heading', { level: 1, name: catalogueTitle(slug) })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Sort products' })).toBeTruthy();
      const size = slug === 'baby-care' ? 24 : 12;
      expect(cardNames()).toEqual(
        productsIn(slug)
          .slice(0, size)
          .map((p) => p.name),
      );
      // Pagination wherever a listing has more than a page (docs/architecture/departures.md), and only there.
      expect(screen.queryByRole('navigation', { name: 'Pagination' }) !== null).toBe(productsIn(slug).length > size);
    },
  );

  it('baby care shows 24 per page in the wide (up to 6 columns) grid, over 2 pages', async () => {
    const user = userEvent.setup();
    const router = renderAt('/category/baby-care');
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByRole('list', { name: 'Baby Care products' }).className).toContain('product-grid--wide');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(search(router)).toBe('?page=2');
    expect(cardNames()).toHaveLength(12);
  });

  it("derma cosmetics shows only the spec's message", () => {
    renderAt('/category/derma-cosmetics');
    expect(screen.getByRole('heading', { level: 1, name: 'Derma Cosmetics' })).toBeTruthy();
    expect(screen.getByText('No products were found matching your selection.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(cardNames()).toEqual([]);
  });

  it('answers an unknown slug with the router error screen and 404 (the real route table)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/category/vitamins'] })} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    spy.mockRestore();
    warn.mockRestore();
  });

  it('renders a known slug through the real route table', async () => {
    // The page suspends while its module loads: inside an awaited act, React renders it once loaded.
    await act(
      async () => void render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/category/energy-drinks'] })} />),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy Drinks' })).toBeTruthy();
  });
});

describe('/nutrition-supplements', () => {
  it('lists the nutrition catalogue under the banner Nutrition Supplements', () => {
    renderAt('/nutrition-supplements');
    expect(screen.getByRole('heading', { level: 1, name: 'Nutrition Supplements' })).toBeTruthy();
    expect(cardNames()).toEqual(productsIn('nutrition').map((p) => p.name));
    expect(screen.getByText(`Showing all ${productsIn('nutrition').length} results`)).toBeTruthy();
  });
});
