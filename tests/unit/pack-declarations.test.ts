import { describe, expect, it } from 'vitest';
import { productById, products } from '@domain/catalogue/catalogue';
import { declaredProductIds, packDeclarationOf, type PackDeclaration } from '@domain/catalogue/declarations';
import type { Product } from '@domain/catalogue/product-types';

type NetQuantity = NonNullable<PackDeclaration['netQuantity']>;

/** Units of a counted pack by the form in `details` ('Form-Tab, strip of 15'). */
const countUnits: Readonly<Record<string, NetQuantity['unit']>> = {
  Tab: 'tablets',
  'Effervescent Tab': 'tablets',
  Cap: 'capsules',
  Strips: 'pieces',
  Wipes: 'pieces',
  Nipple: 'pieces',
  Diaper: 'pieces',
};

/**
 * The pack size a product's own text states, read independently of the module under test: a metric amount
 * ('60ml', '21.8g', '300gm', '1kg', '1 litre'), a count of a counted form ('strip of 15'), a count of pieces in a
 * name without details ('15pc') or a single unit ('1 unit'). Undefined where the text states none ('upper arm',
 * 'box of 25 bags', '2lb').
 */
function statedPackSize(product: Product): NetQuantity | undefined {
  const text = product.details ?? product.name;
  const metric = /(\d+(?:\.\d+)?)\s?(ml|gm|g|kg)\b/.exec(text);
  if (metric) return { amount: Number(metric[1]), unit: metric[2] === 'gm' ? 'g' : (metric[2] as 'ml' | 'g' | 'kg') };
  const litres = /(\d+) litre/.exec(text);
  if (litres) return { amount: Number(litres[1]) * 1000, unit: 'ml' };
  const pieces = /(\d+)pc$/.exec(text);
  if (pieces) return { amount: Number(pieces[1]), unit: 'pieces' };
  const form = /^Form-([^,]+),/.exec(text)?.[1];
  const count = /\bof (\d+)$/.exec(text);
  if (form && count && countUnits[form]) return { amount: Number(count[1]), unit: countUnits[form] };
  if (form && /\b1 unit$/.test(text)) return { amount: 1, unit: form === 'Device' ? 'devices' : 'pieces' };
  return undefined;
}

/** Every string value inside a declaration, with its path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  return [];
}

describe('pack declarations (domain/catalogue/declarations.ts)', () => {
  it('declares, for every product whose details state a pack size, exactly that net quantity', () => {
    const stated = products.filter((product) => statedPackSize(product));
    expect(stated.length).toBeGreaterThan(140);
    for (const product of stated) {
      expect(packDeclarationOf(product.id).netQuantity, product.id).toEqual(statedPackSize(product));
    }
  });

  it('invents no net quantity the product text does not state', () => {
    const invented = products.filter((p) => packDeclarationOf(p.id).netQuantity && !statedPackSize(p)).map((p) => p.id);
    expect(invented).toEqual([]);
  });

  it('has no empty strings and only ids of the catalogue', () => {
    expect(declaredProductIds.filter((id) => !productById(id))).toEqual([]);
    for (const product of products) {
      for (const [path, text] of strings(packDeclarationOf(product.id), product.id)) {
        expect(text.trim(), path).not.toBe('');
      }
    }
  });

  it('gives Dolo 650 its maker, country and strip size', () => {
    expect(packDeclarationOf('products-dolo-650-tab-15')).toEqual({
      manufacturer: { name: 'Micro Labs Ltd', address: 'Bengaluru, Karnataka' },
      countryOfOrigin: 'India',
      netQuantity: { amount: 15, unit: 'tablets' },
    });
  });

  it.each([
    ['products-dolo-250-susp-60ml', { amount: 60, unit: 'ml' }],
    ['energy-electral-powder-21g', { amount: 21.8, unit: 'g' }],
    ['baby-cerelac-wheat-stage-1-300g', { amount: 300, unit: 'g' }],
    ['energy-glucon-d-tangy-orange-1kg', { amount: 1, unit: 'kg' }],
    ['herbal-kapiva-aloe-vera-juice-1l', { amount: 1000, unit: 'ml' }],
    ['baby-mee-mee-baby-wet-wipes-72', { amount: 72, unit: 'pieces' }],
    ['feminine-whisper-ultra-clean-xl-15', { amount: 15, unit: 'pieces' }],
    ['devices-dr-trust-pulse-oximeter', { amount: 1, unit: 'devices' }],
    ['baby-philips-avent-natural-bottle-260ml', { amount: 1, unit: 'pieces' }],
  ])('declares the net quantity of %s', (id, expected) => {
    expect(packDeclarationOf(id).netQuantity).toEqual(expected);
  });

  it('leaves out what the catalogue does not state: a 2lb tub, a gift box, a device without a count', () => {
    expect(packDeclarationOf('nutrition-on-gold-standard-whey-2lb').netQuantity).toBeUndefined();
    expect(packDeclarationOf('baby-johnsons-baby-care-gift-pack').netQuantity).toBeUndefined();
    expect(packDeclarationOf('devices-omron-hem-7120-bp-monitor').netQuantity).toBeUndefined();
    expect(packDeclarationOf('energy-red-bull-250ml').countryOfOrigin).toBeUndefined();
  });

  it("falls back to the composition's marketer, without address or country", () => {
    expect(packDeclarationOf('products-combiflam-tab-20')).toEqual({
      manufacturer: { name: 'Sanofi' },
      netQuantity: { amount: 20, unit: 'tablets' },
    });
  });

  it('returns an empty declaration for an unknown or inherited id', () => {
    expect(packDeclarationOf('no-such-product')).toEqual({});
    expect(packDeclarationOf('constructor')).toEqual({});
  });
});
