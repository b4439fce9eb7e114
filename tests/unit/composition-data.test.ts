import { describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import { compositionOf, compositions } from '@domain/catalogue/composition';
import { ingredientLabel, ingredientNamesHi } from '@domain/catalogue/ingredient-names';
import type { CatalogueId } from '@domain/catalogue/product-types';

const entries = Object.entries(compositions);

/** Catalogues that hold no medicines: cosmetics, devices, foods, personal and baby care, Ayurvedic preparations. */
const notMedicines: readonly CatalogueId[] = [
  'derma-cosmetics',
  'healthcare-devices',
  'personal-care',
  'feminine-care',
  'baby-care',
  'nutrition',
  'herbal-preparations',
];

describe('compositions (domain/catalogue/composition.ts)', () => {
  it('has entries, each keyed by a real product id', () => {
    expect(entries.length).toBeGreaterThan(30);
    expect(entries.filter(([id]) => !productById(id)).map(([id]) => id)).toEqual([]);
  });

  it('has no cosmetics, devices, foods or baby care items', () => {
    const wrong = entries.filter(([id]) => notMedicines.includes(productById(id)!.catalogue)).map(([id]) => id);
    expect(wrong).toEqual([]);
  });

  it('gives every ingredient a lower-case name and a positive strength', () => {
    for (const [id, composition] of entries) {
      expect(composition.ingredients.length, id).toBeGreaterThan(0);
      for (const ingredient of composition.ingredients) {
        expect(ingredient.name, id).toBe(ingredient.name.toLowerCase());
        expect(ingredient.strength, `${id} ${ingredient.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('has a Hindi name in Devanagari for every ingredient', () => {
    const names = new Set(entries.flatMap(([, composition]) => composition.ingredients.map((ingredient) => ingredient.name)));
    const missing = [...names].filter((name) => !/[\u0900-\u097F]/.test(ingredientNamesHi[name] ?? ''));
    expect(missing).toEqual([]);
  });

  it('knows the acceptance examples', () => {
    expect(compositionOf('products-dolo-650-tab-15')).toEqual({
      ingredients: [{ name: 'paracetamol', strength: 650, unit: 'mg' }],
      dosageForm: 'tablet',
      manufacturer: 'Micro Labs',
    });
    expect(compositionOf('products-paracetamol-650-tab-15')?.manufacturer).toBeUndefined();
    expect(compositionOf('prescription-augmentin-625-duo-tab-10')?.ingredients.map((item) => item.name)).toEqual([
      'amoxicillin',
      'clavulanic acid',
    ]);
    expect(compositionOf('prescription-pan-d-cap-15')?.dosageForm).toBe('capsule');
    expect(compositionOf('devices-dr-trust-digital-thermometer')).toBeUndefined();
    expect(compositionOf('toString')).toBeUndefined();
  });

  it('gives each listing of a repeated product its own entry', () => {
    expect(compositionOf('products-crocin-advance-500-tab-15')).toEqual(compositionOf('products-crocin-advance-500-tab-20'));
  });
});

describe('ingredientLabel', () => {
  it.each<[Parameters<typeof ingredientLabel>[0], string, string]>([
    [{ name: 'paracetamol', strength: 650, unit: 'mg' }, 'Paracetamol 650 mg', 'पैरासिटामोल 650 mg'],
    [{ name: 'clavulanic acid', strength: 125, unit: 'mg' }, 'Clavulanic acid 125 mg', 'क्लैवुलैनिक एसिड 125 mg'],
    [{ name: 'levothyroxine', strength: 50, unit: 'mcg' }, 'Levothyroxine 50 mcg', 'लेवोथायरॉक्सिन 50 mcg'],
    [{ name: 'menthol', strength: 5, unit: '%' }, 'Menthol 5%', 'मेंथॉल 5%'],
    [{ name: 'unlisted salt', strength: 1, unit: 'g' }, 'Unlisted salt 1 g', 'Unlisted salt 1 g'],
  ])('%o → %s / %s', (ingredient, english, hindi) => {
    expect(ingredientLabel(ingredient, 'en')).toBe(english);
    expect(ingredientLabel(ingredient, 'hi')).toBe(hindi);
  });
});
