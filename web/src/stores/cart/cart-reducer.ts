import { MAX_ORDER_QUANTITY } from '@contracts/order-limits';
import { productById } from '@domain/catalogue/catalogue';

/**
 * The cart's state and its pure reducer (docs/behaviour.md §3 "Cart line", §4 "Cart line quantity", §5 "Cart quantity
 * minimum 1"). Lines hold only product id and quantity; name, picture and price always come from the
 * catalogue, so a stale browser copy can never show or submit an old price.
 */
export interface CartLine {
  productId: string;
  /** Whole number from 1 to `MAX_ORDER_QUANTITY` (99). */
  quantity: number;
}

/** The whole cart as stored in localStorage: its lines in the order they were added. */
export interface CartState {
  lines: CartLine[];
}

/** What the shopper (or another tab) can do to the cart; `add` takes an optional whole quantity (default 1). */
export type CartAction =
  | { type: 'add'; productId: string; quantity?: number }
  | { type: 'increment'; productId: string }
  | { type: 'decrement'; productId: string }
  | { type: 'remove'; productId: string }
  /** The checkout's "buy N" after a 409 OUT_OF_STOCK: the line's quantity becomes N (clamped to 1…99). */
  | { type: 'set'; productId: string; quantity: number }
  | { type: 'clear' }
  /**
   * The shopper's own one-tap switch to a cheaper product of the same composition (never automatic): the line of
   * `productId` becomes `toProductId` with the same quantity.
   */
  | { type: 'swap'; productId: string; toProductId: string }
  /** Adopt a cart saved by another tab (already validated by restoreCart). */
  | { type: 'replace'; state: CartState };

/** The cart with no lines. */
export const emptyCart: CartState = { lines: [] };

/** A whole quantity the checkout API accepts (docs/architecture/api.md: 1 to MAX_ORDER_QUANTITY). */
const clamp = (quantity: number) => Math.max(1, Math.min(MAX_ORDER_QUANTITY, Math.floor(quantity)));

/**
 * Applies one action. 'add' adds to an existing line or appends a new one; 'increment' adds 1;
 * 'decrement' subtracts 1 but never goes below 1 (the trash icon removes a line); quantities stay within 1 and
 * `MAX_ORDER_QUANTITY` (docs/behaviour.md §5 "Cart quantity minimum 1"; docs/architecture/api.md: the checkout API accepts 1–99).
 * @param state the current cart (never mutated)
 * @param action what the shopper did
 * @returns the next cart state (a new object when anything changed)
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const amount = clamp(action.quantity ?? 1);
      const existing = state.lines.find((line) => line.productId === action.productId);
      if (existing)
        return { lines: state.lines.map((line) => (line === existing ? { ...line, quantity: clamp(line.quantity + amount) } : line)) };
      return { lines: [...state.lines, { productId: action.productId, quantity: amount }] };
    }
    case 'increment':
    case 'decrement': {
      const step = action.type === 'increment' ? 1 : -1;
      return {
        lines: state.lines.map((line) => (line.productId === action.productId ? { ...line, quantity: clamp(line.quantity + step) } : line)),
      };
    }
    case 'set':
      return {
        lines: state.lines.map((line) => (line.productId === action.productId ? { ...line, quantity: clamp(action.quantity) } : line)),
      };
    case 'remove':
      return { lines: state.lines.filter((line) => line.productId !== action.productId) };
    case 'swap':
      return swapLine(state, action.productId, action.toProductId);
    case 'clear':
      return emptyCart;
    case 'replace':
      return action.state;
  }
}

/**
 * Replaces the line of `from` by `to`, keeping its quantity and its place in the cart. When `to` already has a line,
 * the two quantities are added on that line (capped at MAX_ORDER_QUANTITY, the checkout API's per-line maximum) and
 * the line of `from` is removed. Nothing changes (the same state is returned) when `from` has no line, both ids are
 * the same, `to` is not in the catalogue (a line of an unknown product would vanish from the priced cart), or either
 * product needs a prescription (a prescription line is never switched to another brand).
 * @param state the current cart (never mutated)
 * @param from the product id of the line being switched
 * @param to the product id it becomes
 */
function swapLine(state: CartState, from: string, to: string): CartState {
  const source = state.lines.find((line) => line.productId === from);
  // A prescription medicine is supplied as prescribed (Drugs Rules, 1945, r.65(9): "in accordance with the
  // prescription"): the shopper may switch only an OTC line, and only to an OTC product.
  const fromProduct = productById(from);
  const toProduct = productById(to);
  if (!source || from === to || !toProduct || fromProduct?.requiresPrescription || toProduct.requiresPrescription) return state;
  const target = state.lines.find((line) => line.productId === to);
  if (!target) return { lines: state.lines.map((line) => (line === source ? { productId: to, quantity: line.quantity } : line)) };
  return {
    lines: state.lines
      .filter((line) => line !== source)
      .map((line) => (line === target ? { ...line, quantity: clamp(line.quantity + source.quantity) } : line)),
  };
}

/**
 * Reads a persisted cart, dropping anything malformed or unknown (`isKnown` checks the product id) and
 * clamping quantities to 1…`MAX_ORDER_QUANTITY`. Never throws: garbage gives the empty cart.
 * @param raw the stored JSON text (may be null or garbage)
 * @param isKnown true for a product id the catalogue holds
 * @returns a valid cart state
 */
export function restoreCart(raw: string | null, isKnown: (productId: string) => boolean): CartState {
  if (!raw) return emptyCart;
  try {
    const parsed = JSON.parse(raw) as { lines?: unknown };
    if (!Array.isArray(parsed.lines)) return emptyCart;
    const lines: CartLine[] = [];
    for (const candidate of parsed.lines as Array<Partial<CartLine>>) {
      if (typeof candidate?.productId !== 'string' || !isKnown(candidate.productId)) continue;
      if (typeof candidate.quantity !== 'number' || !Number.isFinite(candidate.quantity)) continue;
      if (lines.some((line) => line.productId === candidate.productId)) continue;
      lines.push({ productId: candidate.productId, quantity: clamp(candidate.quantity) });
    }
    return { lines };
  } catch {
    return emptyCart;
  }
}
