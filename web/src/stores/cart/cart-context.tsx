import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { productById } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { priceOrder, type PricedOrder } from '@domain/pricing';
import { cartReducer, emptyCart, restoreCart, type CartAction } from './cart-reducer';

/** localStorage key of the cart (versioned so a future shape change can start clean). */
export const CART_STORAGE_KEY = 'medvika:cart:v1';

/**
 * A cart line joined with its catalogue product and its priced line (domain/pricing.ts `priceOrder`).
 * Amounts are integer US cents.
 */
export interface CartItem {
  product: Product;
  /** Whole quantity, 1 to MAX_ORDER_QUANTITY. */
  quantity: number;
  /** The product's catalogue price, in cents. */
  unitPriceCents: number;
  /** unitPriceCents × quantity, in cents. */
  lineTotalCents: number;
}

/** What `useCart()` gives: the lines, their prices and totals, the dispatcher and the panel state. */
export interface CartContextValue {
  /** The lines in cart order (unknown product ids are dropped). */
  items: CartItem[];
  /** Total quantity across lines: the header badge. */
  count: number;
  /** The cart priced by domain/pricing.ts (lines in `items` order; subtotal, 5 % tax and total in cents). */
  priced: PricedOrder;
  /** True when a line needs a prescription (checkout then asks for the file). */
  needsPrescription: boolean;
  dispatch: (action: CartAction) => void;
  /** Cart panel open state (docs/behaviour.md §4 "Cart panel"). */
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

function load() {
  try {
    return restoreCart(localStorage.getItem(CART_STORAGE_KEY), (id) => productById(id) !== undefined);
  } catch {
    return { lines: [] };
  }
}

/**
 * Provides the real cart (docs/architecture.md §5): context + reducer, persisted in localStorage and kept in step
 * across tabs (the `storage` event). Every amount it exposes is priced by domain/pricing.ts, the module the
 * submit-form handler uses, so the cart panel, the checkout summary and the stored order agree to the cent.
 * @param children the app (everything that calls useCart)
 */
export function CartProvider({ children }: { children: ReactNode }) {
  // The first render has an empty cart, as the prerendered HTML does (docs/architecture.md §5); the stored cart arrives right after
  // (hydration stays exact, the badge then shows the count). Nothing is written back before that, so the empty
  // first render never overwrites the stored cart.
  const [state, rawDispatch] = useReducer(cartReducer, emptyCart);
  const [restored, setRestored] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    rawDispatch({ type: 'replace', state: load() });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored cart is read once, after hydration
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the cart lives for this page view only.
    }
  }, [state, restored]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      rawDispatch({ type: 'replace', state: load() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const dispatch = useCallback((action: CartAction) => rawDispatch(action), []);

  const value = useMemo<CartContextValue>(() => {
    // restoreCart keeps only known ids, but a 'replace' or a catalogue change must never make pricing throw.
    const known = state.lines.flatMap((line) => {
      const product = productById(line.productId);
      return product ? [{ product, quantity: line.quantity }] : [];
    });
    const priced = priceOrder(
      known.map(({ product, quantity }) => ({ productId: product.id, quantity })),
      productById,
    );
    const items = known.map(({ product, quantity }, index): CartItem => {
      const line = priced.lineItems[index]!;
      return { product, quantity, unitPriceCents: line.unitPriceCents, lineTotalCents: line.lineTotalCents };
    });
    return {
      items,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      priced,
      needsPrescription: items.some((item) => item.product.requiresPrescription),
      dispatch,
      panelOpen,
      setPanelOpen,
    };
  }, [state, dispatch, panelOpen]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/**
 * The cart of the surrounding CartProvider.
 * @returns lines, count, priced totals (cents), dispatch and the panel state
 * @throws Error when used outside CartProvider (a wiring bug)
 */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
