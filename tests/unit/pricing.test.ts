import { describe, expect, it } from 'vitest';
import { productById, products } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { formatMoney } from '@domain/money';
import { priceOrder, taxOnPaise, UnknownProductError } from '@domain/pricing';

/** A tiny catalogue with prices in paise the real one (whole rupees) cannot produce, to exercise rounding. */
function lookupOf(pricesPaise: Record<string, number>) {
  return (id: string): Product | undefined =>
    id in pricesPaise
      ? {
          id,
          catalogue: 'products',
          category: 'Products',
          image: '/x.svg',
          name: `Item ${id}`,
          pricePaise: pricesPaise[id]!,
          requiresPrescription: false,
        }
      : undefined;
}

describe('money formatting (docs/behaviour.md §9: ₹ and 2 decimals; one Intl formatter over integer paise)', () => {
  it.each([
    [1200, '₹12.00'],
    [0, '₹0.00'],
    [450, '₹4.50'],
    [1995, '₹19.95'],
    [5, '₹0.05'],
    [99_999, '₹999.99'],
    [123_450, '₹1,234.50'],
    [6700 * 99, '₹6,633.00'], // the largest single line: ₹67 × 99
  ])('formats %i paise as %s', (paise, text) => {
    expect(formatMoney(paise)).toBe(text);
  });

  it('refuses anything but whole paise (a rupee amount or a float total passed by mistake)', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(0.1 + 0.2)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [123_450, '₹1,234.50'],
    [12_345_600, '₹1,23,456.00'], // one lakh and more: grouped 1,23,456
    [1_000_000_000, '₹1,00,00,000.00'], // one crore
  ])('groups %i paise the Indian way, %s, in English and in Hindi (Latin digits)', (paise, text) => {
    expect(formatMoney(paise, 'en')).toBe(text);
    expect(formatMoney(paise, 'hi')).toBe(text);
  });

  it('shows every catalogue price with a ₹ sign and 2 decimals', () => {
    for (const product of products) expect(formatMoney(product.pricePaise), product.id).toMatch(/^₹[1-9]\d*\.\d{2}$/);
  });
});

describe('catalogue prices (docs/behaviour.md §3, §9: whole rupees, kept as integer paise)', () => {
  it('are whole rupees from ₹1 to ₹67, in paise', () => {
    const wrong = products.filter(
      ({ pricePaise }) => !Number.isSafeInteger(pricePaise) || pricePaise % 100 !== 0 || pricePaise < 100 || pricePaise > 6700,
    );
    expect(wrong.map((product) => product.id)).toEqual([]);
  });
});

describe('tax arithmetic (docs/behaviour.md §9: 5 percent of the subtotal, half-up to the paisa)', () => {
  it.each([
    [0, 0],
    [100, 5], // ₹1.00 → ₹0.05
    [1900, 95],
    [10, 1], // 0.5 paisa rounds up
    [9, 0], // 0.45 paisa rounds down
    [30, 2], // 1.5 paise rounds up
    [29, 1], // 1.45 paise rounds down
    [6700 * 99, 33165], // the largest single line: ₹67 × 99
  ])('tax on %i paise is %i paise', (subtotal, tax) => {
    expect(taxOnPaise(subtotal)).toBe(tax);
  });

  it('never drifts: tax is an integer for every subtotal up to ₹1,000', () => {
    const wrong: number[] = [];
    for (let paise = 0; paise <= 100_000; paise += 1) {
      const tax = taxOnPaise(paise);
      if (!Number.isInteger(tax) || Math.abs(tax - paise * 0.05) > 0.5 + 1e-9) wrong.push(paise);
    }
    expect(wrong).toEqual([]);
  });
});

describe('priceOrder', () => {
  it('prices lines from the catalogue and totals them in paise', () => {
    const priced = priceOrder(
      [
        { productId: 'products-dolo-650-tab-15', quantity: 3 },
        { productId: 'baby-woodwards-gripe-water-130ml', quantity: 7 },
      ],
      productById,
    );
    expect(priced).toEqual({
      lineItems: [
        { productId: 'products-dolo-650-tab-15', name: 'Dolo 650 Tablet', quantity: 3, unitPricePaise: 400, lineTotalPaise: 1200 },
        {
          productId: 'baby-woodwards-gripe-water-130ml',
          name: "Woodward's Gripe Water 130ml",
          quantity: 7,
          unitPricePaise: 100,
          lineTotalPaise: 700,
        },
      ],
      subtotalPaise: 1900,
      gstPaise: 95,
      totalPaise: 1995,
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
    expect(priced.subtotalPaise).toBe(30);
    expect(priced.gstPaise).toBe(2);
    expect(priced.totalPaise).toBe(32);
  });

  it('uses only the catalogue price: the request has no way to carry one', () => {
    const [line] = priceOrder([{ productId: 'products-dolo-650-tab-15', quantity: 1, price: 0.01 } as never], productById).lineItems;
    expect(line?.unitPricePaise).toBe(400);
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
    expect(priceOrder([], productById)).toEqual({ lineItems: [], subtotalPaise: 0, gstPaise: 0, totalPaise: 0 });
  });

  it('sums paise exactly where rupees in floating point drift (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(
      formatMoney(
        priceOrder(
          [
            { productId: 'a', quantity: 1 },
            { productId: 'b', quantity: 1 },
          ],
          lookupOf({ a: 10, b: 20 }),
        ).subtotalPaise,
      ),
    ).toBe('₹0.30');
  });

  it('agrees with the price of every catalogue product', () => {
    for (const product of products) {
      const priced = priceOrder([{ productId: product.id, quantity: 2 }], productById);
      expect(priced.lineItems[0]!.unitPricePaise).toBe(product.pricePaise);
      expect(priced.subtotalPaise).toBe(product.pricePaise * 2);
      // 5 % of two whole rupees is exactly a tenth of the unit price in paise.
      expect(priced.totalPaise).toBe(product.pricePaise * 2 + product.pricePaise / 10);
    }
  });
});
