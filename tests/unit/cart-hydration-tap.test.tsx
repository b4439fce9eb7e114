/** @vitest-environment happy-dom */
import { useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, CartProvider, useCart } from '../../web/src/stores/cart/cart-context';

const DOLO = 'products-dolo-650-tab-15';
const OMRON = 'devices-omron-hem-7120-bp-monitor';

/** The header badge and one product's button, as a prerendered page has them. */
function Shelf() {
  const { count, dispatch } = useCart();
  return (
    <>
      <output data-testid="count">{count}</output>
      <button type="button" onClick={() => dispatch({ type: 'add', productId: DOLO })}>
        Add
      </button>
    </>
  );
}

/**
 * Taps the button as soon as hydration has committed (layout effects run inside the commit), before React runs the
 * page's passive effects: the window a tap on a slow phone lands in when hydration ends between two input events.
 */
function TapAtCommit() {
  useLayoutEffect(() => {
    queueMicrotask(() => document.querySelector('button')!.click());
  }, []);
  return null;
}

const page = (withTap: boolean) => (
  <I18nProvider i18n={i18n}>
    <CartProvider>
      <Shelf />
      {withTap && <TapAtCommit />}
    </CartProvider>
  </I18nProvider>
);

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

/** Hydrates the prerendered page and resolves once everything React scheduled has run and the count is `expected`. */
async function hydrateAndRead(expectedCount: string): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(false));
  document.body.append(container);
  root = hydrateRoot(container, page(true));
  await expect.poll(() => container.querySelector('[data-testid="count"]')?.textContent).toBe(expectedCount);
}

describe('a tap made the moment hydration commits is kept (the cart is the stored one from the first client render)', () => {
  it('adds to an empty cart, and the stored cart has the line', async () => {
    await hydrateAndRead('1');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({ lines: [{ productId: DOLO, quantity: 1 }] });
  });

  it('adds to the cart stored by an earlier visit, keeping its lines', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ productId: OMRON, quantity: 2 }] }));
    await hydrateAndRead('3');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual({
      lines: [
        { productId: OMRON, quantity: 2 },
        { productId: DOLO, quantity: 1 },
      ],
    });
  });
});
