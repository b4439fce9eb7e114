/**
 * The pure rules of "notify me when it is back": when a shelf change brings a product back
 * (domain/shelf-availability.ts cameBackInStock), and the key of a subscription (functions/data/back-in-stock.ts), one
 * per mailbox however the address is spelt, never holding the address.
 */
import { describe, expect, it } from 'vitest';
import { cameBackInStock } from '@domain/shelf-availability';
import { backInStockKey, isBackInStockKey, mailboxHash } from '../../functions/data/back-in-stock';

describe('cameBackInStock', () => {
  it('is true only from out of stock (sold out, or held by staff, or no item) to something a shopper can buy', () => {
    expect(cameBackInStock({ state: 'available', stock: 0 }, { state: 'available', stock: 10 })).toBe(true);
    expect(cameBackInStock({ state: 'available', stock: 0 }, { state: 'available', stock: 1 })).toBe(true);
    expect(cameBackInStock({ state: 'out_of_stock', stock: 8 }, { state: 'available', stock: 8 })).toBe(true);
    expect(cameBackInStock(undefined, { state: 'available', stock: 3 })).toBe(true);
  });

  it('is false when it was on sale already, is still unsellable, or was discontinued', () => {
    expect(cameBackInStock({ state: 'available', stock: 2 }, { state: 'available', stock: 12 })).toBe(false);
    expect(cameBackInStock({ state: 'available', stock: 0 }, { state: 'out_of_stock', stock: 10 })).toBe(false);
    expect(cameBackInStock({ state: 'available', stock: 0 }, { state: 'available', stock: 0 })).toBe(false);
    expect(cameBackInStock({ state: 'discontinued', stock: 0 }, { state: 'available', stock: 10 })).toBe(false);
    expect(cameBackInStock({ state: 'available', stock: 0 }, undefined)).toBe(false);
  });
});

describe('back-in-stock subscription keys', () => {
  it('is one key per product and mailbox: case, a +tag and Gmail dots do not make another', () => {
    const key = backInStockKey('products-dolo-650-tab-15', mailboxHash('Asha.Verma@Gmail.com'));
    expect(key).toEqual(backInStockKey('products-dolo-650-tab-15', mailboxHash(' ashaverma+pharmacy@googlemail.com')));
    expect(key).not.toEqual(backInStockKey('products-dolo-650-tab-15', mailboxHash('asha.verma@example.com')));
    expect(key.pk).toBe('BACK_IN_STOCK#products-dolo-650-tab-15');
    expect(key.sk).toMatch(/^[0-9a-f]{64}$/);
    expect(isBackInStockKey(key)).toBe(true);
    expect(isBackInStockKey({ pk: 'SHELF#products-dolo-650-tab-15', sk: 'RECORD' })).toBe(false);
  });
});
