/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import { latestProductTabs } from '../../web/src/content/home';
import { CartProvider } from '../../web/src/stores/cart/cart-context';
import { LatestProducts } from '../../web/src/features/home/LatestProducts';

function renderTabs() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <CartProvider>
            <LatestProducts />
          </CartProvider>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('radio', { name });
const selectedTabs = () => screen.getAllByRole<HTMLInputElement>('radio').filter((element) => element.checked);
/** Product names of the panel shown (each ProductCard's <h3>): the one whose position matches the checked radio's. */
function panelProducts(): string[] {
  const radios = screen.getAllByRole<HTMLInputElement>('radio');
  const panels = [...document.querySelectorAll<HTMLElement>('.home-latest__panels > .home-latest__panel')];
  const panel = panels[radios.findIndex((radio) => radio.checked)]!;
  expect(panel.getAttribute('aria-labelledby')).toBe(selectedTabs()[0]!.closest('label')!.id);
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}
/** The names the content module picks for a tab. */
function expectedNames(label: string): string[] {
  const entry = latestProductTabs.find((candidate) => i18n._(candidate.label) === label);
  return (entry?.productIds ?? []).map((id) => productById(id)?.name ?? `missing ${id}`);
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Our Latest Products tabs', () => {
  it('lists the five categories as one radio group in the spec order, Energy Drinks chosen and its six products shown', () => {
    renderTabs();
    expect(screen.getByRole('radiogroup').getAttribute('aria-label')).toBe('Product categories');
    expect(screen.getAllByRole('radio').map((element) => element.closest('label')?.textContent)).toEqual([
      'Energy Drinks',
      'Herbal Preparations',
      'Health Supplements',
      'Feminine Care',
      'Personal Care',
    ]);
    expect(new Set(screen.getAllByRole<HTMLInputElement>('radio').map((radio) => radio.name)).size).toBe(1);
    // home.css shows the panel at the checked radio's position, with one rule per position up to six.
    expect(latestProductTabs.length).toBeLessThanOrEqual(6);
    expect(document.querySelectorAll('.home-latest__panels > .home-latest__panel')).toHaveLength(latestProductTabs.length);
    expect(selectedTabs()).toEqual([tab('Energy Drinks')]);
    expect(panelProducts()).toHaveLength(6);
    expect(panelProducts()).toEqual(expectedNames('Energy Drinks'));
    expect(panelProducts()).toContain('Glucon-D Original');
    expect(screen.getByRole('link', { name: 'ALL PRODUCTS' }).getAttribute('href')).toBe('/products');
  });

  it('switches the six products when another category is clicked', async () => {
    const { user } = renderTabs();
    await user.click(tab('Feminine Care'));
    expect(selectedTabs()).toEqual([tab('Feminine Care')]);
    expect(panelProducts()).toEqual(expectedNames('Feminine Care'));
    expect(panelProducts()).not.toContain('Glucon-D Original');
    await user.click(tab('Herbal Preparations'));
    expect(panelProducts()).toEqual(expectedNames('Herbal Preparations'));
  });

  // The arrow keys of a radio group are the browser's own: tested in Chromium (tests/e2e/home.test.ts).
  it('jumps to the last and first category with End and Home', async () => {
    const { user } = renderTabs();
    tab('Energy Drinks').focus();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Personal Care'));
    expect(selectedTabs()).toEqual([tab('Personal Care')]);
    expect(panelProducts()).toEqual(expectedNames('Personal Care'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Energy Drinks'));
    expect(panelProducts()).toEqual(expectedNames('Energy Drinks'));
  });

  it('adds a product of the strip to the cart', async () => {
    const { user } = renderTabs();
    const first = expectedNames('Energy Drinks')[0]!;
    const card = screen.getByRole('heading', { level: 3, name: first }).closest('article')!;
    await user.click(within(card).getByRole('button', { name: /to cart/ }));
    const stored = JSON.parse(localStorage.getItem('medvika:cart:v1') ?? '{}') as { lines?: { productId: string; quantity: number }[] };
    expect(stored.lines).toEqual([{ productId: latestProductTabs[0]!.productIds[0], quantity: 1 }]);
  });
});
