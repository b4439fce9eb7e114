import { describe, expect, it } from 'vitest';
import { productById, products } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { formatMoney } from '@domain/money';
import { priceOrder, taxOnCents, UnknownProductError } from '@domain/pricing';

/** A tiny catalogue with prices in cents the real one (whole dollars) cannot produce, to exercise rounding. */
function lookupOf(pricesCents: Record<string, number>) {
  return (id: string): Product | undefined =>
    id in pricesCents
      ? {
          id,
          catalogue: 'products',
          category: 'Products',
          image: '/x.svg',
          name: `Item ${id}`,
          priceCents: pricesCents[id]!,
          requiresPrescription: false,
        }
      : undefined;
}

describe('money formatting (docs/behaviour.md §9: $ and 2 decimals; one Intl formatter over integer cents)', () => {
  it.each([
    [1200, '$12.00'],
    [0, '$0.00'],
    [450, '$4.50'],
    [1995, '$19.95'],
    [5, '$0.05'],
    [99_999, '$999.99'],
    [123_450, '$1,234.50'],
    [6700 * 99, '$6,633.00'], // the largest single line: $67 × 99
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('refuses anything but whole cents (a dollar amount or a float total passed by mistake)', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(0.1 + 0.2)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });

  it('shows every catalogue price with a $ sign and 2 decimals', () => {
    for (const product of products) expect(formatMoney(product.priceCents), product.id).toMatch(/^\$[1-9]\d*\.\d{2}$/);
  });
});

describe('catalogue prices (docs/behaviour.md §3, §9: whole dollars, kept as integer cents)', () => {
  it('are whole dollars from $1 to $67, in cents', () => {
    const wrong = products.filter(
      ({ priceCents }) => !Number.isSafeInteger(priceCents) || priceCents % 100 !== 0 || priceCents < 100 || priceCents > 6700,
    );
    expect(wrong.map((product) => product.id)).toEqual([]);
  });
});

describe('tax arithmetic (docs/behaviour.md §9: 5 percent of the subtotal, half-up to the cent)', () => {
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
        {
          productId: 'baby-woodwards-gripe-water-130ml',
          name: "Woodward's Gripe Water 130ml",
          quantity: 7,
          unitPriceCents: 100,
          lineTotalCents: 700,
        },
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
      lookupOf({ a: 10, b: 20 }),
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

  it('sums cents exactly where dollars in floating point drift (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(
      formatMoney(
        priceOrder(
          [
            { productId: 'a', quantity: 1 },
            { productId: 'b', quantity: 1 },
          ],
          lookupOf({ a: 10, b: 20 }),
        ).subtotalCents,
      ),
    ).toBe('$0.30');
  });

  it('agrees with the price of every catalogue product', () => {
    for (const product of products) {
      const priced = priceOrder([{ productId: product.id, quantity: 2 }], productById);
      expect(priced.lineItems[0]!.unitPriceCents).toBe(product.priceCents);
      expect(priced.subtotalCents).toBe(product.priceCents * 2);
      // 5 % of two whole dollars is exactly a tenth of the unit price in cents.
      expect(priced.totalCents).toBe(product.priceCents * 2 + product.priceCents / 10);
    }
  });
});
