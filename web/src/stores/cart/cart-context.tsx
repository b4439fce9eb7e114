import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { productById } from '@contracts/catalogue/catalogue';
import type { Product } from '@contracts/catalogue/product-types';
import { cartReducer, restoreCart, type CartAction } from './cart-reducer';

/** localStorage key of the cart (versioned so a future shape change can start clean). */
export const CART_STORAGE_KEY = 'medvika:cart:v1';

/** A cart line joined with its catalogue product. `lineTotal` is in dollars. */
export interface CartItem {
  product: Product;
  quantity: number;
  lineTotal: number;
}

export interface CartContextValue {
  items: CartItem[];
  /** Total quantity across lines: the header badge. */
  count: number;
  /** Sum of line totals in dollars. */
  subtotal: number;
  /** True when a line needs a prescription (checkout then asks for the file). */
  needsPrescription: boolean;
  dispatch: (action: CartAction) => void;
  /** Cart panel open state (spec §4 "Cart panel"). */
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
 * Provides the real cart (DESIGN §5): context + reducer, persisted in localStorage and kept in step
 * across tabs (the `storage` event).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, rawDispatch] = useReducer(cartReducer, undefined, load);
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the cart lives for this page view only.
    }
  }, [state]);

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
    const items: CartItem[] = [];
    for (const line of state.lines) {
      const product = productById(line.productId);
      if (product) items.push({ product, quantity: line.quantity, lineTotal: product.price * line.quantity });
    }
    return {
      items,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal: items.reduce((sum, item) => sum + item.lineTotal, 0),
      needsPrescription: items.some((item) => item.product.requiresPrescription),
      dispatch,
      panelOpen,
      setPanelOpen,
    };
  }, [state, dispatch, panelOpen]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart. @throws Error when used outside CartProvider (a wiring bug). */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
