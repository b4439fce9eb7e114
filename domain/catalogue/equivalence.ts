import type { Product } from './product-types';
import { productById, products } from './catalogue';
import { compositionOf, type Composition } from './composition';

/**
 * True when two compositions are the same medicine: the same dosage form and the same set of active ingredients, each
 * at the same strength and unit (ingredient order on the pack does not matter). The rule a pharmacist applies before
 * offering a generic; anything less (another strength, a tablet for a syrup) is a different medicine.
 */
export function isEquivalent(a: Composition, b: Composition): boolean {
  if (a.dosageForm !== b.dosageForm || a.ingredients.length !== b.ingredients.length) return false;
  const key = (composition: Composition) =>
    composition.ingredients.map((ingredient) => `${ingredient.name}|${ingredient.strength}|${ingredient.unit}`).sort();
  const left = key(a);
  const right = key(b);
  return left.every((entry, index) => entry === right[index]);
}

/**
 * The number of dose units in a product's pack, read from its `details`: the count after 'of' ('Form-Tab, strip of 15'
 * → 15 tablets, 'Form-Syrup, bottle of 60ml' → 60 ml, 'Form-Gel, tube of 30g' → 30 g), or 1 for a single sachet
 * ('Form-Sachet, 21g': one sachet is one dose, whatever it weighs). Undefined when the pack does not say, or gives a
 * unit the comparison cannot use (1kg, 1 litre, 21.8g).
 * @param product a catalogue product
 */
export function packUnits(product: Product): number | undefined {
  const details = product.details ?? '';
  if (/^Form-Sachet,\s*[\d.]+\s*gm?$/i.test(details)) return 1;
  const match = /\bof\s+(\d+)\s*(ml|gm?|bags)?\s*$/i.exec(details);
  const count = match ? Number(match[1]) : NaN;
  return Number.isInteger(count) && count > 0 ? count : undefined;
}

/**
 * True when two catalogue entries are the same item listed twice (the catalogues repeat some products in another
 * catalogue): same name and same pack. Such a twin is not an alternative to offer, even at a lower price.
 */
export function isSameItem(a: Product, b: Product): boolean {
  return a.id === b.id || (a.name === b.name && (a.details ?? '') === (b.details ?? ''));
}

/** A cheaper product of the same composition, with what the shopper saves per unit. */
export interface CheaperEquivalent {
  product: Product;
  /** Dose units in its pack, e.g. 15. */
  packUnits: number;
  /** Its price per unit in paise (may be fractional: 300 / 15 = 20). */
  unitPricePaise: number;
  /** Whole percent saved per unit against the product asked about, 1–99, e.g. 25. */
  savingPercent: number;
}

/**
 * The catalogue's cheaper equivalents of a product, cheapest per unit first: products with an equivalent composition
 * (isEquivalent), a known pack size, a lower price per unit and the same prescription requirement. Empty when the product
 * is unknown, has no known composition or pack, or is already the cheapest. The same item listed twice (isSameItem) is
 * never offered.
 * @param productId a catalogue id
 * @param catalogue the products to look in (every catalogue; injected by tests)
 * @param compositionFor the composition table (compositionOf; injected by tests)
 */
export function cheaperEquivalents(
  productId: string,
  catalogue: readonly Product[] = products,
  compositionFor: (id: string) => Composition | undefined = compositionOf,
): CheaperEquivalent[] {
  const product = catalogue === products ? productById(productId) : catalogue.find((item) => item.id === productId);
  const composition = compositionFor(productId);
  const units = product && packUnits(product);
  if (!product || !composition || !units) return [];
  const unitPrice = product.pricePaise / units;
  const found: CheaperEquivalent[] = [];
  for (const candidate of catalogue) {
    if (isSameItem(candidate, product) || candidate.requiresPrescription !== product.requiresPrescription) continue;
    const other = compositionFor(candidate.id);
    const otherUnits = packUnits(candidate);
    if (!other || !otherUnits || !isEquivalent(composition, other)) continue;
    const otherUnitPrice = candidate.pricePaise / otherUnits;
    const savingPercent = Math.floor((1 - otherUnitPrice / unitPrice) * 100);
    if (savingPercent >= 1) found.push({ product: candidate, packUnits: otherUnits, unitPricePaise: otherUnitPrice, savingPercent });
  }
  return found.sort((a, b) => a.unitPricePaise - b.unitPricePaise);
}
