import { describe, expect, it } from 'vitest';
import { products } from '@domain/catalogue/catalogue';
import type { Composition, Ingredient } from '@domain/catalogue/composition';
import { cheaperEquivalents, isEquivalent, isSameItem, packUnits } from '@domain/catalogue/equivalence';
import type { Product } from '@domain/catalogue/product-types';

const mg = (name: string, strength: number): Ingredient => ({ name, strength, unit: 'mg' });
const tablet = (...ingredients: Ingredient[]): Composition => ({ ingredients, dosageForm: 'tablet' });

const paracetamol650 = tablet(mg('paracetamol', 650));
const combiflam = tablet(mg('ibuprofen', 400), mg('paracetamol', 325));

describe('isEquivalent (same form, same ingredients at the same strength and unit)', () => {
  it.each<[string, Composition, Composition, boolean]>([
    ['the same composition', paracetamol650, tablet(mg('paracetamol', 650)), true],
    ['another manufacturer', paracetamol650, { ...paracetamol650, manufacturer: 'Micro Labs' }, true],
    ['ingredients in another order', combiflam, tablet(mg('paracetamol', 325), mg('ibuprofen', 400)), true],
    ['another strength', paracetamol650, tablet(mg('paracetamol', 500)), false],
    ['another dosage form', paracetamol650, { ingredients: [mg('paracetamol', 650)], dosageForm: 'capsule' }, false],
    ['an extra ingredient', paracetamol650, tablet(mg('paracetamol', 650), mg('caffeine', 50)), false],
    ['a missing ingredient', combiflam, tablet(mg('ibuprofen', 400)), false],
    ['another ingredient at the same strength', paracetamol650, tablet(mg('ibuprofen', 650)), false],
    ['another unit', paracetamol650, tablet({ name: 'paracetamol', strength: 650, unit: 'mcg' }), false],
    [
      'a strength per 5 ml against one per tablet',
      tablet(mg('paracetamol', 250)),
      { ingredients: [{ name: 'paracetamol', strength: 250, unit: 'mg/5ml' }], dosageForm: 'tablet' },
      false,
    ],
  ])('%s → %s', (_case, a, b, expected) => {
    expect(isEquivalent(a, b)).toBe(expected);
    expect(isEquivalent(b, a)).toBe(expected);
  });
});

const product = (details: string | undefined, extra: Partial<Product> = {}): Product => ({
  id: 'test-item',
  catalogue: 'products',
  category: 'Products',
  image: '/images/products/tablet-strip-blue.svg',
  name: 'Test Tablet',
  details,
  pricePaise: 100,
  schedule: 'OTC',
  requiresPrescription: false,
  ...extra,
  // Sold at its MRP, as the catalogue does today.
  mrpPaise: extra.mrpPaise ?? extra.pricePaise ?? 100,
});

describe('packUnits (dose units in the pack, from its details)', () => {
  it.each<[string | undefined, number | undefined]>([
    ['Form-Tab, strip of 15', 15],
    ['Form-Cap, strip of 4', 4],
    ['Form-Tab, bottle of 120', 120],
    ['Form-Syrup, bottle of 60ml', 60],
    ['Form-Gel, tube of 30g', 30],
    ['Form-Sachet, 21g', 1],
    ['Form-Sachet, 21.8g', 1],
    ['Form-Paste, jar of 1kg', undefined],
    ['Form-Juice, bottle of 1 litre', undefined],
    ['Form-Device, upper arm', undefined],
    ['Form-Tab', undefined],
    [undefined, undefined],
  ])("'%s' → %s", (details, expected) => {
    expect(packUnits(product(details))).toBe(expected);
  });
});

describe('isSameItem (a product listed twice is not its own alternative)', () => {
  it.each<[string, Partial<Product>, boolean]>([
    ['the same id', {}, true],
    ['another id, same name and pack', { id: 'other-item', catalogue: 'prescription', pricePaise: 50 }, true],
    ['another id and pack', { id: 'other-item', details: 'Form-Tab, strip of 20' }, false],
    ['another id and name', { id: 'other-item', name: 'Other Tablet' }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(isSameItem(product('Form-Tab, strip of 15'), product('Form-Tab, strip of 15', change))).toBe(expected);
  });
});

describe('cheaperEquivalents (catalogue data)', () => {
  it('offers Paracetamol 650mg first for Dolo 650: ₹3.00 against ₹4.00 for 15, 25% less', () => {
    const found = cheaperEquivalents('products-dolo-650-tab-15');
    expect(found[0]).toMatchObject({
      product: { id: 'products-paracetamol-650-tab-15' },
      packUnits: 15,
      unitPricePaise: 20,
      savingPercent: 25,
    });
  });

  it.each([
    ['the cheapest of its composition', 'products-paracetamol-650-tab-15'],
    ['an unknown id', 'no-such-product'],
    ['a product without a composition', 'devices-dr-trust-digital-thermometer'],
    ['a medicine whose composition is unknown', 'products-montelukast-levocetirizine-tab-10'],
  ])('is empty for %s', (_case, id) => {
    expect(cheaperEquivalents(id)).toEqual([]);
  });

  it('orders by price per unit and never offers a more expensive pack', () => {
    for (const { id } of products) {
      const found = cheaperEquivalents(id);
      const unitPrices = found.map((equivalent) => equivalent.unitPricePaise);
      expect(unitPrices).toEqual([...unitPrices].sort((a, b) => a - b));
      expect(found.every((equivalent) => equivalent.savingPercent >= 1 && equivalent.savingPercent <= 99)).toBe(true);
    }
  });

  it('offers generics of prescription brands (Telma 40 → Telmisartan 40mg)', () => {
    expect(cheaperEquivalents('prescription-telma-40-tab-15').map((equivalent) => equivalent.product.id)).toEqual([
      'products-telmisartan-40-tab-15',
    ]);
  });
});

describe('cheaperEquivalents (injected catalogue)', () => {
  const brand = product('Form-Tab, strip of 15', { id: 'brand', name: 'Brand 650 Tablet', pricePaise: 400 });
  const generic = product('Form-Tab, strip of 15', { id: 'generic', name: 'Generic 650 Tablet', pricePaise: 300 });
  const composition = (id: string) => (id === 'unknown' ? undefined : paracetamol650);

  it('does not offer a medicine that needs a prescription for one that does not, nor the reverse', () => {
    const rxGeneric = { ...generic, schedule: 'H' as const, requiresPrescription: true };
    expect(cheaperEquivalents('brand', [brand, rxGeneric], composition)).toEqual([]);
    expect(
      cheaperEquivalents('brand', [{ ...brand, schedule: 'H' as const, requiresPrescription: true }, rxGeneric], composition),
    ).toHaveLength(1);
  });

  it('does not offer the same item listed again in another catalogue, even cheaper', () => {
    const twin = { ...brand, id: 'brand-again', catalogue: 'prescription' as const, pricePaise: 300 };
    const found = cheaperEquivalents('brand', [brand, twin, generic], composition);
    expect(found.map((equivalent) => equivalent.product.id)).toEqual(['generic']);
  });

  it('compares per unit across pack sizes and skips candidates of unknown composition', () => {
    const bigPack = product('Form-Tab, strip of 30', { id: 'big', name: 'Generic 650 Tablet', pricePaise: 450 });
    const unknown = product('Form-Tab, strip of 15', { id: 'unknown', name: 'Unknown Tablet', pricePaise: 100 });
    const found = cheaperEquivalents('brand', [brand, generic, bigPack, unknown], composition);
    expect(found.map(({ product: item, savingPercent }) => [item.id, savingPercent])).toEqual([
      ['big', 43],
      ['generic', 25],
    ]);
  });
});
