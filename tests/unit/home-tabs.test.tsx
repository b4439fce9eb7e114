/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTabs = () => screen.getAllByRole('tab').filter((element) => element.getAttribute('aria-selected') === 'true');
/** Product names shown in the tab panel, in order (each ProductCard's <h3>). */
function panelProducts(): string[] {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}
/** The names the content module picks for a tab. */
function expectedNames(label: string): string[] {
  const entry = latestProductTabs.find((candidate) => candidate.label === label);
  return (entry?.productIds ?? []).map((id) => productById(id)?.name ?? `missing ${id}`);
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Our Latest Products tabs', () => {
  it('lists the five tabs in the spec order with Energy Drinks selected and its six products shown', () => {
    renderTabs();
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Product categories');
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Energy Drinks',
      'Herbal Preparations',
      'Health Supplements',
      'Feminine Care',
      'Personal Care',
    ]);
    expect(selectedTabs()).toEqual([tab('Energy Drinks')]);
    expect(panelProducts()).toHaveLength(6);
    expect(panelProducts()).toEqual(expectedNames('Energy Drinks'));
    expect(panelProducts()).toContain('Glucon-D Original');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Energy Drinks').id);
    expect(tab('Energy Drinks').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('link', { name: 'ALL PRODUCTS' }).getAttribute('href')).toBe('/products');
  });

  it('switches the six products when another tab is clicked', async () => {
    const { user } = renderTabs();
    await user.click(tab('Feminine Care'));
    expect(selectedTabs()).toEqual([tab('Feminine Care')]);
    expect(panelProducts()).toEqual(expectedNames('Feminine Care'));
    expect(panelProducts()).not.toContain('Glucon-D Original');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Feminine Care').id);
    await user.click(tab('Herbal Preparations'));
    expect(panelProducts()).toEqual(expectedNames('Herbal Preparations'));
  });

  it('has one tab stop and moves with the arrow keys (wrapping), Home and End', async () => {
    const { user } = renderTabs();
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(tab('Energy Drinks'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Herbal Preparations'));
    expect(selectedTabs()).toEqual([tab('Herbal Preparations')]);
    expect(panelProducts()).toEqual(expectedNames('Herbal Preparations'));
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1, -1, -1]);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Feminine Care'));
    expect(panelProducts()).toEqual(expectedNames('Feminine Care'));

    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Personal Care'));
    expect(panelProducts()).toEqual(expectedNames('Personal Care'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Energy Drinks'));
    expect(panelProducts()).toEqual(expectedNames('Energy Drinks'));

    await user.keyboard('{End}');
    expect(selectedTabs()).toEqual([tab('Personal Care')]);
    expect(panelProducts()).toEqual(expectedNames('Personal Care'));
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
