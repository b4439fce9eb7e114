import { describe, expect, it } from 'vitest';
import { productById, products } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { formatMoney } from '@domain/money';
import { gstClassOf } from '@domain/catalogue/hsn-gst';
import { assertSellingPriceWithinMrp, SellingPriceAboveMrpError } from '@domain/catalogue/mrp';
import { gstIncludedPaise } from '@domain/gst';
import { priceOrder, ScheduleXNotSoldError, UnknownProductError } from '@domain/pricing';

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
          mrpPaise: pricesPaise[id]!,
          pricePaise: pricesPaise[id]!,
          schedule: 'OTC',
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

  it('never sell above the MRP, for any product of the catalogue (docs/decisions/0021-mrp-includes-gst.md)', () => {
    const above = products.filter((product) => !(product.pricePaise <= product.mrpPaise));
    expect(above.map((product) => product.id)).toEqual([]);
    for (const product of products) expect(() => assertSellingPriceWithinMrp(product), product.id).not.toThrow();
  });

  it.each([
    [{ id: 'above', pricePaise: 501, mrpPaise: 500 }, SellingPriceAboveMrpError],
    [{ id: 'fraction', pricePaise: 499.5, mrpPaise: 500 }, RangeError],
    [{ id: 'negative', pricePaise: -1, mrpPaise: 500 }, RangeError],
  ])('refuse an impossible price: $0.id', (product, error) => {
    expect(() => assertSellingPriceWithinMrp(product)).toThrow(error);
  });

  it('allow a selling price at or below the MRP', () => {
    expect(() => assertSellingPriceWithinMrp({ id: 'at', pricePaise: 500, mrpPaise: 500 })).not.toThrow();
    expect(() => assertSellingPriceWithinMrp({ id: 'below', pricePaise: 450, mrpPaise: 500 })).not.toThrow();
  });
});

describe('GST included in a price (docs/decisions/0021-mrp-includes-gst.md: amount × rate / (100 + rate), half-up)', () => {
  it.each([
    [10_500, 0, 0], // nil-rated: no GST in the price
    [0, 5, 0],
    [10_500, 5, 500], // ₹105 at 5 % holds ₹5
    [11_800, 18, 1800], // ₹118 at 18 % holds ₹18
    [14_000, 40, 4000], // ₹140 at 40 % holds ₹40
    [1, 5, 0], // a one-paisa line: 1/21 paisa rounds to 0
    [1, 40, 0], // 2/7 paisa rounds to 0
    [4, 40, 1], // 8/7 paisa rounds to 1
    [14, 12, 2], // exactly 1.5 paise: half rounds up
    [10, 5, 0], // 0.476… paisa rounds down
    [11, 5, 1], // 0.523… paisa rounds up
    [400, 5, 19], // Dolo 650 at ₹4: 19.04… paise
    [6700 * 99, 5, 31_586], // the largest single line: ₹67 × 99, 31,585.71… paise
  ])('%i paise at %d %% holds %i paise of GST', (amount, rate, gst) => {
    expect(gstIncludedPaise(amount, rate)).toBe(gst);
  });

  it('agrees with exact rational arithmetic for every amount up to ₹1,000 at every rate', () => {
    const wrong: string[] = [];
    for (const rate of [0, 3, 5, 12, 18, 28, 40])
      for (let paise = 0; paise <= 100_000; paise += 7) {
        // Half-up of amount × rate / (100 + rate), in BigInt so the check does not share the code's arithmetic.
        const exact = (BigInt(paise) * BigInt(rate) * 2n + BigInt(100 + rate)) / (BigInt(100 + rate) * 2n);
        if (gstIncludedPaise(paise, rate) !== Number(exact)) wrong.push(`${paise}@${rate}`);
      }
    expect(wrong).toEqual([]);
  });

  it('refuses fractional or negative amounts and rates finer than a hundredth of a percent', () => {
    expect(() => gstIncludedPaise(10.5, 5)).toThrow(RangeError);
    expect(() => gstIncludedPaise(-1, 5)).toThrow(RangeError);
    expect(() => gstIncludedPaise(100, -5)).toThrow(RangeError);
    expect(() => gstIncludedPaise(100, 0.001)).toThrow(RangeError);
    expect(gstIncludedPaise(10_025, 0.25)).toBe(25); // 0.25 % (a real GST rate) stays exact
  });
});

describe('priceOrder', () => {
  it('prices lines from the catalogue, extracts each line’s GST and adds nothing on top', () => {
    const priced = priceOrder(
      [
        { productId: 'products-dolo-650-tab-15', quantity: 3 },
        { productId: 'baby-woodwards-gripe-water-130ml', quantity: 7 },
      ],
      productById,
    );
    expect(priced).toEqual({
      lineItems: [
        {
          productId: 'products-dolo-650-tab-15',
          name: 'Dolo 650 Tablet',
          quantity: 3,
          unitPricePaise: 400,
          mrpPaise: 400,
          lineTotalPaise: 1200,
          hsn: '3004',
          gstRatePercent: 5,
          gstPaise: 57, // 1200 × 5 / 105 = 57.14…
        },
        {
          productId: 'baby-woodwards-gripe-water-130ml',
          name: "Woodward's Gripe Water 130ml",
          quantity: 7,
          unitPricePaise: 100,
          mrpPaise: 100,
          lineTotalPaise: 700,
          hsn: '3004',
          gstRatePercent: 5,
          gstPaise: 33, // 700 × 5 / 105 = 33.33…
        },
      ],
      subtotalPaise: 1900,
      deliveryPaise: 0,
      gstPaise: 90,
      totalPaise: 1900,
    });
  });

  it.each([
    // lines as [price, quantity, rate]; GST per line, summed; the total is the subtotal
    { lines: [[10_500, 1, 5]], gst: [500], total: 10_500 },
    {
      lines: [
        [10_500, 1, 5],
        [11_800, 2, 18],
      ],
      gst: [500, 3600],
      total: 34_100,
    },
    {
      lines: [
        [14_000, 1, 40],
        [5000, 3, 0],
      ],
      gst: [4000, 0],
      total: 29_000,
    },
    // Two lines of 0.48 paisa each round to 0 per line, though their sum would round to 1: GST is per line.
    {
      lines: [
        [10, 1, 5],
        [10, 1, 5],
      ],
      gst: [0, 0],
      total: 20,
    },
  ])('takes each line’s GST at its own rate: $gst', ({ lines, gst, total }) => {
    const products = new Map(lines.map(([price, , rate], index) => [`p${index}`, { price: price!, rate: rate! }]));
    const priced = priceOrder(
      lines.map(([, quantity], index) => ({ productId: `p${index}`, quantity: quantity! })),
      lookupOf(Object.fromEntries([...products].map(([id, { price }]) => [id, price]))),
      (product) => ({ hsn: '3004', ratePercent: products.get(product.id)!.rate }),
    );
    expect(priced.lineItems.map((line) => line.gstPaise)).toEqual(gst);
    expect(priced.lineItems.map((line) => line.gstRatePercent)).toEqual(lines.map(([, , rate]) => rate));
    expect(priced.gstPaise).toBe(gst.reduce((sum, paise) => sum + paise, 0));
    expect(priced.subtotalPaise).toBe(total);
    expect(priced.deliveryPaise).toBe(0);
    expect(priced.totalPaise).toBe(total);
  });

  it('refuses a product whose selling price exceeds its MRP', () => {
    const overpriced = (id: string) => ({ ...lookupOf({ [id]: 500 })(id)!, pricePaise: 600 });
    expect(() => priceOrder([{ productId: 'x', quantity: 1 }], overpriced)).toThrow(SellingPriceAboveMrpError);
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

  it('refuses a Schedule X line with ScheduleXNotSoldError naming its product, even beside orderable lines', () => {
    // No catalogue medicine is Schedule X today: a test-only product stands in for one.
    const paracetamol = productById('products-paracetamol-500-tab-10')!;
    const scheduleX: Product = { ...paracetamol, id: 'test-schedule-x-tab-10', schedule: 'X', requiresPrescription: true };
    const lookup = (id: string) => (id === scheduleX.id ? scheduleX : productById(id));
    const lines = [
      { productId: paracetamol.id, quantity: 1 },
      { productId: scheduleX.id, quantity: 2 },
    ];
    expect(() => priceOrder(lines, lookup)).toThrow(ScheduleXNotSoldError);
    expect(() => priceOrder(lines, lookup)).toThrow(expect.objectContaining({ productId: 'test-schedule-x-tab-10' }));
    // The same product as Schedule H1 is priced: only X is refused.
    const h1 = (id: string) => (id === scheduleX.id ? { ...scheduleX, schedule: 'H1' as const } : productById(id));
    expect(priceOrder(lines, h1).lineItems.map((line) => line.productId)).toEqual([paracetamol.id, scheduleX.id]);
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder([], productById)).toEqual({ lineItems: [], subtotalPaise: 0, deliveryPaise: 0, gstPaise: 0, totalPaise: 0 });
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

  it('agrees with the price and GST class of every catalogue product', () => {
    for (const product of products) {
      const priced = priceOrder([{ productId: product.id, quantity: 2 }], productById);
      const { hsn, ratePercent } = gstClassOf(product);
      expect(priced.lineItems[0]).toMatchObject({
        unitPricePaise: product.pricePaise,
        mrpPaise: product.mrpPaise,
        hsn,
        gstRatePercent: ratePercent,
      });
      expect(priced.subtotalPaise).toBe(product.pricePaise * 2);
      expect(priced.gstPaise).toBe(gstIncludedPaise(product.pricePaise * 2, ratePercent));
      expect(priced.totalPaise).toBe(priced.subtotalPaise);
    }
  });
});
