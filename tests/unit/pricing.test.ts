import { describe, expect, it } from 'vitest';
import { productById, products } from '@contracts/catalogue/catalogue';
import type { Product } from '@contracts/catalogue/product-types';
import { centsToDollars, formatMoney } from '../../web/src/lib/money';
import { dollarsToCents, priceOrder, taxOnCents, UnknownProductError } from '@contracts/pricing';

/** A tiny catalogue with prices the real one (whole dollars) cannot produce, to exercise rounding. */
function lookupOf(prices: Record<string, number>) {
  return (id: string): Product | undefined =>
    id in prices ? { id, catalogue: 'products', category: 'Products', image: '/x.svg', name: `Item ${id}`, price: prices[id]!, requiresPrescription: false } : undefined;
}

describe('money formatting (spec §9: $ and 2 decimals)', () => {
  it.each([
    [12, '$12.00'],
    [0, '$0.00'],
    [4.5, '$4.50'],
    [19.95, '$19.95'],
    [1234.5, '$1234.50'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('formats cents through centsToDollars without float noise', () => {
    expect(formatMoney(centsToDollars(1995))).toBe('$19.95');
    expect(formatMoney(centsToDollars(5))).toBe('$0.05');
    // 0.1 + 0.2 in dollars drifts; in cents it cannot.
    expect(formatMoney(centsToDollars(dollarsToCents(0.1) + dollarsToCents(0.2)))).toBe('$0.30');
  });
});

describe('tax arithmetic (spec §9: 5 percent of the subtotal, half-up to the cent)', () => {
  it.each([
    [0, 0],
    [100, 5], // $1.00 → $0.05
    [1900, 95],
    [10, 1], // 0.5 cent rounds up
    [9, 0], // 0.45 cent rounds down
    [30, 2], // 1.5 cents rounds up
    [29, 1], // 1.45 cents rounds down
    [6700 * 99, 33165], // the largest single line: $67 × 99
  ])('tax on %i cents is %i cents', (subtotal, tax) => {
    expect(taxOnCents(subtotal)).toBe(tax);
  });

  it('never drifts: tax is an integer for every subtotal up to $1,000', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 100_000; cents += 1) {
      const tax = taxOnCents(cents);
      if (!Number.isInteger(tax) || Math.abs(tax - cents * 0.05) > 0.5 + 1e-9) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe('priceOrder', () => {
  it('prices lines from the catalogue and totals them in cents', () => {
    const priced = priceOrder(
      [
        { productId: 'products-dolo-650-tab-15', quantity: 3 },
        { productId: 'baby-woodwards-gripe-water-130ml', quantity: 7 },
      ],
      productById,
    );
    expect(priced).toEqual({
      lineItems: [
        { productId: 'products-dolo-650-tab-15', name: 'Dolo 650 Tablet', quantity: 3, unitPriceCents: 400, lineTotalCents: 1200 },
        { productId: 'baby-woodwards-gripe-water-130ml', name: "Woodward's Gripe Water 130ml", quantity: 7, unitPriceCents: 100, lineTotalCents: 700 },
      ],
      subtotalCents: 1900,
      taxCents: 95,
      totalCents: 1995,
    });
  });

  it('rounds the tax half-up on the subtotal, not per line', () => {
    // Two lines of 0.1 ¢ of tax each would round to 0 per line; on the 30 ¢ subtotal it is 1.5 → 2 ¢.
    const priced = priceOrder(
      [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ],
      lookupOf({ a: 0.1, b: 0.2 }),
    );
    expect(priced.subtotalCents).toBe(30);
    expect(priced.taxCents).toBe(2);
    expect(priced.totalCents).toBe(32);
  });

  it('uses only the catalogue price: the request has no way to carry one', () => {
    const [line] = priceOrder([{ productId: 'products-dolo-650-tab-15', quantity: 1, price: 0.01 } as never], productById).lineItems;
    expect(line?.unitPriceCents).toBe(400);
  });

  it('throws UnknownProductError naming the id', () => {
    expect(() => priceOrder([{ productId: 'nope', quantity: 1 }], productById)).toThrow(UnknownProductError);
    try {
      priceOrder([{ productId: 'nope', quantity: 1 }], productById);
    } catch (error) {
      expect((error as UnknownProductError).productId).toBe('nope');
    }
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder([], productById)).toEqual({ lineItems: [], subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('agrees with the dollar prices of every catalogue product', () => {
    for (const product of products) {
      const priced = priceOrder([{ productId: product.id, quantity: 2 }], productById);
      expect(priced.subtotalCents).toBe(product.price * 200);
      expect(priced.totalCents).toBe(product.price * 200 + product.price * 10);
    }
  });
});
