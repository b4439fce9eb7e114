import { describe, expect, it } from 'vitest';
import { productById, products } from '@domain/catalogue/catalogue';
import { gstClassKeyOf, gstClassOf, productGstClasses } from '@domain/catalogue/hsn-gst';
import { gstClasses } from '@domain/catalogue/hsn-gst-sources';

const rows = Object.entries(gstClasses);

/** The product with this id; fails the test when the catalogue has no such product. */
function product(id: string) {
  const found = productById(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

describe('GST classes (domain/catalogue/hsn-gst.ts)', () => {
  it('gives every catalogue product an HSN code of 4, 6 or 8 digits and a rate of 0, 5, 18 or 40 %', () => {
    expect(products.length).toBeGreaterThan(150);
    for (const item of products) {
      const gst = gstClassOf(item);
      expect(gst.hsn, item.id).toMatch(/^\d{4}(?:\d{2}){0,2}$/);
      expect([0, 5, 18, 40], item.id).toContain(gst.ratePercent);
    }
  });

  it('gives every row a description and a source, and a note wherever the rate is unconfirmed', () => {
    for (const [key, row] of rows) {
      expect(row.description.trim(), key).not.toBe('');
      expect(row.source, key).toMatch(/Notif\. \d+\/2025-CT\(R\)|CGST Act/);
      if (!row.confirmed) expect(row.note?.trim() ?? '', key).not.toBe('');
    }
  });

  it('keys its per-product overrides by real catalogue ids, each differing from its catalogue class', () => {
    const unknown = Object.keys(productGstClasses).filter((id) => !productById(id));
    expect(unknown).toEqual([]);
    const redundant = Object.entries(productGstClasses).filter(
      ([id, key]) => gstClassKeyOf({ id: `${id}-unlisted`, catalogue: product(id).catalogue }) === key,
    );
    expect(redundant.map(([id]) => id)).toEqual([]);
  });

  it('uses every row of the table for at least one product', () => {
    const used = new Set(products.map((item) => gstClassKeyOf(item)));
    expect(rows.map(([key]) => key).filter((key) => !used.has(key as never))).toEqual([]);
  });

  it.each([
    ['products-dolo-650-tab-15', { hsn: '3004', ratePercent: 5 }],
    ['prescription-augmentin-625-duo-tab-10', { hsn: '3004', ratePercent: 5 }],
    ['herbal-dabur-chyawanprash-500g', { hsn: '3004', ratePercent: 5 }],
    ['energy-electral-powder-21g', { hsn: '3004', ratePercent: 5 }],
    ['energy-red-bull-250ml', gstClasses.caffeinatedBeverage],
    ['energy-red-bull-350ml', { hsn: '22029990', ratePercent: 40 }],
    ['feminine-whisper-ultra-clean-xl-15', { hsn: '9619', ratePercent: 0 }],
    ['feminine-ob-tampons-normal-8', { hsn: '9619', ratePercent: 0 }],
    ['baby-pampers-premium-care-newborn-24', { hsn: '9619', ratePercent: 5 }],
    ['personal-colgate-strong-teeth-200g', { hsn: '3306', ratePercent: 5 }],
    ['personal-head-shoulders-shampoo-340ml', { hsn: '3305', ratePercent: 5 }],
    ['personal-pears-pure-gentle-soap-125g', { hsn: '3401', ratePercent: 5 }],
    ['personal-savlon-hand-sanitizer-500ml', { hsn: '380894', ratePercent: 18 }],
    ['baby-johnsons-baby-powder-200g', { hsn: '330491', ratePercent: 5 }],
    ['baby-philips-avent-natural-bottle-260ml', { hsn: '3926', ratePercent: 5 }],
    ['devices-omron-hem-7120-bp-monitor', { hsn: '9018', ratePercent: 5 }],
  ])('classes %s', (id, expected) => {
    expect(gstClassOf(product(id))).toEqual({ hsn: expected.hsn, ratePercent: expected.ratePercent });
  });

  it('marks the caffeinated-beverage class as Schedule III (40 %) and the sanitary-pad class as exempt', () => {
    expect(gstClassKeyOf(product('energy-red-bull-250ml'))).toBe('caffeinatedBeverage');
    expect(gstClassKeyOf(product('energy-red-bull-350ml'))).toBe('caffeinatedBeverage');
    expect(gstClasses.caffeinatedBeverage.source).toMatch(/Sch\. III/);
    expect(gstClassKeyOf(product('feminine-whisper-ultra-clean-xl-15'))).toBe('sanitaryPad');
    expect(gstClasses.sanitaryPad.source).toMatch(/10\/2025/);
  });

  it('falls back to the catalogue class for an id it does not list', () => {
    expect(gstClassOf({ id: 'products-not-yet-listed', catalogue: 'products' })).toEqual({ hsn: '3004', ratePercent: 5 });
    expect(gstClassOf({ id: 'derma-new-cream', catalogue: 'derma-cosmetics' })).toEqual({ hsn: '330499', ratePercent: 18 });
  });
});
