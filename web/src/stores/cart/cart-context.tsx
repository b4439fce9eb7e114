import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { productById } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { priceOrder, type PricedOrder } from '@domain/pricing';
import { scheduleOrderable } from '@domain/catalogue/schedules';
import type { Availability } from '@contracts/catalogue-availability';
import { liveShelf, type LiveShelf } from '../../lib/live-shelf';
import { cartReducer, emptyCart, restoreCart, type CartAction, type CartState } from './cart-reducer';

/** localStorage key of the cart (versioned so a future shape change can start clean). */
export const CART_STORAGE_KEY = 'medvika:cart:v1';

/**
 * A cart line joined with its catalogue product and its priced line (domain/pricing.ts `priceOrder`).
 * Amounts are integer paise.
 */
export interface CartItem {
  product: Product;
  /** Whole quantity, 1 to MAX_ORDER_QUANTITY. */
  quantity: number;
  /** The product's live shelf price once known (web/src/lib/live-shelf.ts), else its catalogue price, in paise. */
  unitPricePaise: number;
  /** The MRP that goes with unitPricePaise, in paise. */
  mrpPaise: number;
  /** unitPricePaise × quantity, in paise. */
  lineTotalPaise: number;
  /** The live shelf's availability, undefined until a component showing the line asked for it (useLiveShelf). */
  availability: Availability | undefined;
}

/** What `useCart()` gives: the lines, their prices and totals, the dispatcher and the panel state. */
export interface CartContextValue {
  /** The lines in cart order (unknown product ids are dropped). */
  items: CartItem[];
  /** Total quantity across lines: the header badge. */
  count: number;
  /** The cart priced by domain/pricing.ts (lines in `items` order; subtotal, the GST it includes, free delivery and total in paise). */
  priced: PricedOrder;
  /** True when a line needs a prescription (checkout then asks for the file). */
  needsPrescription: boolean;
  dispatch: (action: CartAction) => void;
  /** Cart panel open state (docs/behaviour.md §4 "Cart panel"). */
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
}

/** The cart's state outside React: one per CartProvider, read through useSyncExternalStore. */
interface CartStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CartContextValue;
  getServerSnapshot: () => CartContextValue;
  replace: (state: CartState) => void;
  /** Prices the cart again after the live shelf changed. */
  reprice: () => void;
}

/**
 * The store's context holds the store itself, which never changes: a new cart must not change a context value, since
 * React then re-renders (drops and renders afresh) every part of a prerendered page that has not hydrated yet, such
 * as a form that hydrates on first use (web/src/components/HydrateOnUse.tsx), whatever it reads.
 */
const CartContext = createContext<CartStore | null>(null);

/** The stored cart, or an empty one when storage is unreadable. */
function load() {
  try {
    return restoreCart(localStorage.getItem(CART_STORAGE_KEY), (id) => productById(id) !== undefined);
  } catch {
    return { lines: [] };
  }
}

/**
 * The priced, joined view of a cart state (amounts from domain/pricing.ts, in paise), priced at the live shelf's
 * prices where known: what the shopper sees is what the checkout sends as the price shown, and the server compares.
 */
function cartValue(
  state: CartState,
  shelf: LiveShelf,
  dispatch: (action: CartAction) => void,
  panelOpen: boolean,
  setPanelOpen: (open: boolean) => void,
): CartContextValue {
  // restoreCart keeps only known ids, but a 'replace' or a catalogue change must never make pricing throw: nor may a
  // medicine that became Schedule X (never orderable, domain/catalogue/schedules.ts).
  const known = state.lines.flatMap((line) => {
    const product = productById(line.productId);
    return product && scheduleOrderable(product.schedule) ? [{ product, quantity: line.quantity }] : [];
  });
  const livePriced = (id: string) => {
    const product = productById(id);
    const live = shelf.get(id);
    return product && live ? { ...product, pricePaise: live.pricePaise, mrpPaise: live.mrpPaise } : product;
  };
  const priced = priceOrder(
    known.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    livePriced,
  );
  const items = known.map(({ product, quantity }, index): CartItem => {
    const line = priced.lineItems[index]!;
    return {
      product,
      quantity,
      unitPricePaise: line.unitPricePaise,
      mrpPaise: shelf.get(product.id)?.mrpPaise ?? product.mrpPaise,
      lineTotalPaise: line.lineTotalPaise,
      availability: shelf.get(product.id)?.availability,
    };
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
}

/** A cart store starting empty, as the prerendered HTML shows it. */
function createCartStore(): CartStore {
  let state: CartState = emptyCart;
  let panelOpen = false;
  const listeners = new Set<() => void>();
  const dispatch = (action: CartAction) => update(cartReducer(state, action), panelOpen);
  const setPanelOpen = (open: boolean) => update(state, open);
  const initial = cartValue(emptyCart, new Map(), dispatch, false, setPanelOpen);
  let snapshot = initial;
  function publish() {
    snapshot = cartValue(state, liveShelf.getSnapshot(), dispatch, panelOpen, setPanelOpen);
    for (const listener of listeners) listener();
  }
  function update(nextState: CartState, nextPanelOpen: boolean) {
    if (nextState === state && nextPanelOpen === panelOpen) return;
    state = nextState;
    panelOpen = nextPanelOpen;
    publish();
  }
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => initial,
    replace: (next) => update(next, panelOpen),
    reprice: () => {
      if (state.lines.length > 0) publish();
    },
  };
}

/**
 * Provides the real cart (docs/architecture/frontend.md): a store with the reducer, persisted in localStorage and kept in
 * step across tabs (the `storage` event). Every amount it exposes is priced by domain/pricing.ts, the module the
 * submit-form handler uses, so the cart panel, the checkout summary and the stored order agree to the paisa.
 * @param children the app (everything that calls useCart)
 */
export function CartProvider({ children }: { children: ReactNode }) {
  // The first render has an empty cart, as the prerendered HTML does (docs/architecture/frontend.md); the stored cart arrives
  // right after (hydration stays exact, the badge then shows the count). Nothing is written back before that, so the
  // empty first render never overwrites the stored cart.
  const [store] = useState(createCartStore);

  useEffect(() => {
    store.replace(load());
    const persist = () => {
      try {
        localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartStateOf(store.getSnapshot())));
      } catch {
        // Private mode or full storage: the cart lives for this page view only.
      }
    };
    persist();
    const unsubscribe = store.subscribe(persist);
    const unsubscribeShelf = liveShelf.subscribe(store.reprice);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) store.replace(load());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      unsubscribeShelf();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** The stored form of a cart value: its lines as ids and quantities. */
function cartStateOf(value: CartContextValue): CartState {
  return { lines: value.items.map(({ product, quantity }) => ({ productId: product.id, quantity })) };
}

/**
 * The cart of the surrounding CartProvider.
 * @returns lines, count, priced totals (paise), dispatch and the panel state
 * @throws Error when used outside CartProvider (a wiring bug)
 */
export function useCart(): CartContextValue {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used inside CartProvider');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
