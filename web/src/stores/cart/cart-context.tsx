import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { productById } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { priceOrder, type PricedOrder } from '@domain/pricing';
import { scheduleOrderable } from '@domain/catalogue/schedules';
import type { Availability } from '@contracts/catalogue-availability';
import type { LiveShelf } from '../../lib/live-shelf';
import { cartReducer, emptyCart, restoreCart, type CartAction, type CartState } from './cart-reducer';

/** localStorage key of the cart (versioned so a future shape change can start clean). */
export const CART_STORAGE_KEY = 'medvika:cart:v1';

/**
 * A cart line joined with its catalogue product and its priced line (domain/pricing.ts `priceOrder`).
 * Amounts are integer paise.
 */
export interface CartItem {
  /**
   * The catalogue product, its `pricePaise` and `mrpPaise` the live shelf's once known (web/src/lib/live-shelf.ts)
   * and `availability` with them; before that the content's, `availability` undefined.
   */
  product: Product & { availability?: Availability };
  /** Whole quantity, 1 to MAX_ORDER_QUANTITY. */
  quantity: number;
  /** The product's unit price (the live shelf's once known), in paise. */
  unitPricePaise: number;
  /** unitPricePaise × quantity, in paise. */
  lineTotalPaise: number;
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
  /**
   * Prices the cart at the live shelf's prices (web/src/lib/live-shelf.ts) where it knows them: called by useLiveCart
   * from the views that show the cart's prices, so the shelf's code stays out of pages that show none.
   */
  setLivePrices: (shelf: LiveShelf) => void;
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
  /** Applies a cart action; the same function for the store's life. */
  dispatch: (action: CartAction) => void;
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
  setLivePrices: (shelf: LiveShelf) => void,
  panelOpen: boolean,
  setPanelOpen: (open: boolean) => void,
): CartContextValue {
  // restoreCart keeps only known ids, but a 'replace' or a catalogue change must never make pricing throw: nor may a
  // medicine that became Schedule X (never orderable, domain/catalogue/schedules.ts).
  // Each product at the live shelf's price and MRP where known.
  const known = state.lines.flatMap((line) => {
    const product = productById(line.productId);
    return product && scheduleOrderable(product.schedule)
      ? [{ product: { ...product, ...shelf.get(product.id) }, quantity: line.quantity }]
      : [];
  });
  const priced = priceOrder(
    known.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    (id) => known.find((line) => line.product.id === id)?.product,
  );
  const items = known.map(({ product, quantity }, index): CartItem => {
    const line = priced.lineItems[index]!;
    return { product, quantity, unitPricePaise: line.unitPricePaise, lineTotalPaise: line.lineTotalPaise };
  });
  return {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    priced,
    needsPrescription: items.some((item) => item.product.requiresPrescription),
    dispatch,
    setLivePrices,
    panelOpen,
    setPanelOpen,
  };
}

/**
 * A cart store holding `stored` (the browser's stored cart; empty on the server). Its server snapshot is always the
 * empty cart, as the prerendered HTML shows it.
 */
function createCartStore(stored: CartState): CartStore {
  let state: CartState = stored;
  let panelOpen = false;
  const listeners = new Set<() => void>();
  const dispatch = (action: CartAction) => update(cartReducer(state, action), panelOpen);
  const setPanelOpen = (open: boolean) => update(state, open);
  let shelf: LiveShelf = new Map();
  const setLivePrices = (next: LiveShelf) => {
    if (next === shelf) return;
    shelf = next;
    if (state.lines.length > 0) publish();
  };
  const initial = cartValue(emptyCart, shelf, dispatch, setLivePrices, false, setPanelOpen);
  // An empty stored cart keeps the server snapshot itself, so hydration is not followed by a re-render for nothing.
  let snapshot = state.lines.length === 0 ? initial : cartValue(state, shelf, dispatch, setLivePrices, false, setPanelOpen);
  function publish() {
    snapshot = cartValue(state, shelf, dispatch, setLivePrices, panelOpen, setPanelOpen);
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
    dispatch,
  };
}

/**
 * Provides the real cart (docs/architecture/frontend.md): a store with the reducer, persisted in localStorage and kept in
 * step across tabs (the `storage` event). Every amount it exposes is priced by domain/pricing.ts, the module the
 * submit-form handler uses, so the cart panel, the checkout summary and the stored order agree to the paisa.
 * @param children the app (everything that calls useCart)
 */
export function CartProvider({ children }: { children: ReactNode }) {
  // The store holds the stored cart from its creation, in the first client render; the components read the empty
  // server snapshot while they hydrate, as the prerendered HTML has it (docs/architecture/frontend.md), and React
  // re-renders them with the stored cart once hydrated. Loading it later, in the effect below, would lose a tap that
  // lands between the hydration's commit and its effects (a slow phone, an input event between two tasks): the tap's
  // line would be replaced by the stored cart.
  const [store] = useState(() => createCartStore(typeof window === 'undefined' ? emptyCart : load()));

  useEffect(() => {
    // What the store holds now: the stored cart and anything added since the first render.
    const persist = () => {
      try {
        localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartStateOf(store.getSnapshot())));
      } catch {
        // Private mode or full storage: the cart lives for this page view only.
      }
    };
    persist();
    const unsubscribe = store.subscribe(persist);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) store.replace(load());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
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

/**
 * The cart's dispatcher alone, for a control that changes the cart without showing it (Add to cart on a product card).
 * It does not subscribe to the cart, so a change re-renders only what shows the cart: with useCart(), every Add to cart
 * button of the page (12 on a listing page, 36 on the home page) re-rendered on every tap, work that grows with the
 * page.
 * @returns the store's dispatch, stable for the provider's life
 * @throws Error when used outside CartProvider (a wiring bug)
 */
export function useCartDispatch(): (action: CartAction) => void {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCartDispatch must be used inside CartProvider');
  return store.dispatch;
}
