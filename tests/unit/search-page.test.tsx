/** @vitest-environment happy-dom */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CartProvider } from '../../web/src/stores/cart/cart-context';
import { SearchPage } from '../../web/src/features/search/SearchPage';
import { loadSuggester } from '../../web/src/features/search/search';
import { products } from '@domain/catalogue/catalogue';

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], { initialEntries: [url] });
  render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
  return router;
}

const resultNames = () => {
  const list = screen.queryByRole('list', { name: 'Search results' });
  return list
    ? within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
    : [];
};

describe('/search (docs/behaviour.md §2 "Search page")', () => {
  it('heads the page with the query and lists the matching cards with name, details and price', () => {
    renderAt('/search?search=dolo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search Results for "dolo"');
    expect(resultNames()).toEqual(['Dolo 650 Tablet', 'Dolo 250 Suspension']);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Form-Tab, strip of 15')).toBeTruthy();
    expect(within(first).getByText('₹4.00')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/^\/images\/products\//);
    expect(screen.queryByText('No results found.')).toBeNull();
  });

  it("says 'No search query provided.' without the parameter, or with a blank one", () => {
    renderAt('/search');
    expect(screen.getByText('No search query provided.')).toBeTruthy();
    expect(resultNames()).toEqual([]);
    cleanup();
    renderAt('/search?search=%20%20');
    expect(screen.getByText('No search query provided.')).toBeTruthy();
  });

  it("says 'No results found.' and offers close matches under 'Did you mean:'", async () => {
    renderAt('/search?search=paracetanol');
    expect(screen.getByText('No results found.')).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Did you mean:' });
    const suggestions = within(heading.closest('section')!).getAllByRole('heading', { level: 3 });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]!.textContent).toMatch(/^Paracetamol/);
  });

  it('shows no suggestions when nothing is even close', async () => {
    renderAt('/search?search=xqzvw');
    expect(screen.getByText('No results found.')).toBeTruthy();
    // The page asked for the shared, cached suggester when it rendered; awaiting the same promise inside act()
    // runs the page's own callback (registered first) and renders its result before the check, with no sleep.
    const suggest = await act(() => loadSuggester(products));
    expect(suggest('xqzvw')).toEqual([]);
    expect(suggest('paracetanol').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Did you mean:' })).toBeNull();
    expect(screen.getByText('No results found.')).toBeTruthy();
  });

  it('recomputes when the query in the URL changes (a new header search)', async () => {
    const router = renderAt('/search?search=dolo');
    expect(resultNames()).toHaveLength(2);
    await act(() => router.navigate('/search?search=CROCIN'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search Results for "CROCIN"');
    expect(resultNames().every((name) => /crocin/i.test(name!))).toBe(true);
    expect(resultNames().length).toBeGreaterThan(0);
  });

  it('refines the search from the box on the page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/search?search=dolo');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect((box as HTMLInputElement).value).toBe('dolo');
    await user.clear(box);
    await user.type(box, 'saridon{Enter}');
    expect(router.state.location.search).toBe('?search=saridon');
    expect(resultNames()).toEqual(['Saridon Tablet']);
  });
});
