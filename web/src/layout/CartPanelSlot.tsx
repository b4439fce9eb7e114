import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from '../stores/cart/cart-context';
import { useHydrated } from '../lib/hydration';

/** The cart panel's own chunk: loaded when the browser is idle after the app starts, or at once when the cart opens. */
const loadCartPanel = () => import('./CartPanel');
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));

/**
 * Where the cart panel (CartPanel.tsx) goes in the layout. No page shows it before the shopper opens the cart, so it
 * is not part of the prerendered HTML nor of the JavaScript a page needs to start: its chunk is fetched when the
 * browser is next idle after hydration (requestIdleCallback, or a timeout where there is none), so it is normally
 * ready before the first tap, and mounted from the first time the cart opens. A tap that beats the download opens
 * the cart as soon as the chunk arrives (Suspense, one round trip at most).
 * @returns the panel once it has been opened, else nothing
 */
export function CartPanelSlot() {
  const { panelOpen } = useCart();
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  if (panelOpen && !opened) setOpened(true);

  useEffect(() => {
    if (!hydrated) return;
    const prefetch = () => void loadCartPanel();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, [hydrated]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
