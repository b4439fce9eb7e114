/** @vitest-environment happy-dom */
import { act, Profiler } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import { AddToCartButton } from '../../web/src/components/product/AddToCartButton';
import { CartProvider, useCart } from '../../web/src/stores/cart/cart-context';

/** Three products a listing shows side by side. */
const SHOWN = ['products-dolo-650-tab-15', 'devices-omron-hem-7120-bp-monitor', 'personal-dettol-original-soap-125g'].map((id) => {
  const product = productById(id);
  if (!product) throw new Error(`unknown product ${id}`);
  return product;
});

/** The header's badge: the one part of this listing that shows the cart. */
function CartCount() {
  const { count } = useCart();
  return <output data-testid="count">{count}</output>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('Add to cart on a listing', () => {
  it('re-renders only what shows the cart: the badge counts, the buttons stay as they were', () => {
    const commits: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() =>
      root!.render(
        <I18nProvider i18n={i18n}>
          <CartProvider>
            <CartCount />
            {SHOWN.map((product) => (
              <Profiler key={product.id} id={product.id} onRender={(id, phase) => commits.push(`${id} ${phase}`)}>
                <AddToCartButton product={product} />
              </Profiler>
            ))}
          </CartProvider>
        </I18nProvider>,
      ),
    );
    expect(commits).toEqual(SHOWN.map((product) => `${product.id} mount`));

    const buttons = container.querySelectorAll('button');
    act(() => buttons[0]!.click());
    act(() => buttons[2]!.click());

    expect(container.querySelector('[data-testid="count"]')?.textContent).toBe('2');
    expect(commits).toEqual(SHOWN.map((product) => `${product.id} mount`));
  });
});
