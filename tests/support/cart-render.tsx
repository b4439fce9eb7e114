import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CART_STORAGE_KEY, CartProvider } from '../../web/src/stores/cart/cart-context';

/**
 * Renders cart views over a stored cart, as the shop does: the lines saved in localStorage first (the cart restores
 * them), then `ui` inside the cart provider and a router at '/' (the views link to pages).
 * @param lines the saved cart's lines, e.g. [{ productId: 'products-dolo-650-tab-15', quantity: 2 }]
 * @param ui what to render, e.g. <CartPanel />
 * @returns React Testing Library's render result
 */
export function renderOverCart(lines: { productId: string; quantity: number }[], ui: ReactNode) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines }));
  return render(
    <CartProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </CartProvider>,
  );
}
