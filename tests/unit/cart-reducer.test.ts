import { describe, expect, it } from 'vitest';
import { MAX_ORDER_QUANTITY } from '@contracts/order-limits';
import { cartReducer, emptyCart, restoreCart, type CartState } from '../../web/src/stores/cart/cart-reducer';

const known = (id: string) => id.startsWith('p-');

describe('cartReducer', () => {
  it('adds a new line and adds to an existing one', () => {
    let state = cartReducer(emptyCart, { type: 'add', productId: 'p-1' });
    state = cartReducer(state, { type: 'add', productId: 'p-2', quantity: 3 });
    state = cartReducer(state, { type: 'add', productId: 'p-1', quantity: 2 });
    expect(state.lines).toEqual([
      { productId: 'p-1', quantity: 3 },
      { productId: 'p-2', quantity: 3 },
    ]);
  });

  it('plus adds 1, minus subtracts 1 but never below 1', () => {
    let state: CartState = { lines: [{ productId: 'p-1', quantity: 2 }] };
    state = cartReducer(state, { type: 'increment', productId: 'p-1' });
    expect(state.lines[0]!.quantity).toBe(3);
    for (let i = 0; i < 5; i += 1) state = cartReducer(state, { type: 'decrement', productId: 'p-1' });
    expect(state.lines[0]!.quantity).toBe(1);
  });

  it('caps a line at the checkout limit, MAX_ORDER_QUANTITY (99)', () => {
    expect(MAX_ORDER_QUANTITY).toBe(99);
    let state = cartReducer(emptyCart, { type: 'add', productId: 'p-1', quantity: 98 });
    state = cartReducer(state, { type: 'increment', productId: 'p-1' });
    state = cartReducer(state, { type: 'increment', productId: 'p-1' });
    expect(state.lines[0]!.quantity).toBe(99);
    state = cartReducer(state, { type: 'add', productId: 'p-1', quantity: 5 });
    expect(state.lines[0]!.quantity).toBe(99);
  });

  it('sets a line to a given quantity (the checkout\'s "buy N"), within 1…99, and leaves other lines alone', () => {
    const state: CartState = {
      lines: [
        { productId: 'p-1', quantity: 7 },
        { productId: 'p-2', quantity: 4 },
      ],
    };
    expect(cartReducer(state, { type: 'set', productId: 'p-1', quantity: 3 }).lines).toEqual([
      { productId: 'p-1', quantity: 3 },
      { productId: 'p-2', quantity: 4 },
    ]);
    expect(cartReducer(state, { type: 'set', productId: 'p-2', quantity: 0 }).lines[1]).toEqual({ productId: 'p-2', quantity: 1 });
  });

  it('removes a line and clears the cart', () => {
    const state: CartState = {
      lines: [
        { productId: 'p-1', quantity: 1 },
        { productId: 'p-2', quantity: 4 },
      ],
    };
    expect(cartReducer(state, { type: 'remove', productId: 'p-1' }).lines).toEqual([{ productId: 'p-2', quantity: 4 }]);
    expect(cartReducer(state, { type: 'clear' }).lines).toEqual([]);
  });

  it('does not change the previous state object', () => {
    const state: CartState = { lines: [{ productId: 'p-1', quantity: 1 }] };
    cartReducer(state, { type: 'increment', productId: 'p-1' });
    expect(state.lines[0]!.quantity).toBe(1);
  });
});

describe('restoreCart (persistence)', () => {
  it('round-trips what the provider stores', () => {
    const state: CartState = { lines: [{ productId: 'p-1', quantity: 2 }] };
    expect(restoreCart(JSON.stringify(state), known)).toEqual(state);
  });

  it('drops unknown products, bad quantities, duplicates and garbage', () => {
    const raw = JSON.stringify({
      lines: [
        { productId: 'p-1', quantity: 2 },
        { productId: 'gone', quantity: 1 },
        { productId: 'p-2', quantity: 'lots' },
        { productId: 'p-1', quantity: 5 },
        { productId: 'p-3', quantity: 0 },
        { productId: 'p-4', quantity: 500 },
      ],
    });
    expect(restoreCart(raw, known).lines).toEqual([
      { productId: 'p-1', quantity: 2 },
      { productId: 'p-3', quantity: 1 },
      { productId: 'p-4', quantity: 99 },
    ]);
    expect(restoreCart('{not json', known)).toEqual(emptyCart);
    expect(restoreCart(null, known)).toEqual(emptyCart);
    expect(restoreCart('{"lines": 3}', known)).toEqual(emptyCart);
  });
});
