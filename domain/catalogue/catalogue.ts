import type { CatalogueEntry, CatalogueId, CategorySlug, Product } from './product-types';
import { assertSellingPriceWithinMrp } from './mrp';
import { catalogueEntries, catalogueTitles } from './products';
import { scheduleNeedsPrescription, scheduleOf } from './schedules';

/**
 * A catalogue entry with its selling price: its MRP (`pricePaise = mrpPaise`) until the pharmacy sets its own prices,
 * which may undercut the MRP but never exceed it (checked here, docs/decisions/0021-mrp-includes-gst.md); and with its
 * drug schedule (schedules.ts), from which alone its prescription requirement follows.
 * @throws SellingPriceAboveMrpError or RangeError (domain/catalogue/mrp.ts) for an impossible price: the module fails
 *   to load, so no page or order can use it
 */
function withSellingPrice(entry: CatalogueEntry): Product {
  const schedule = scheduleOf(entry);
  const product: Product = { ...entry, pricePaise: entry.mrpPaise, schedule, requiresPrescription: scheduleNeedsPrescription(schedule) };
  assertSellingPriceWithinMrp(product);
  return product;
}

/** Every product of every catalogue, in catalogue order, with its MRP and selling price (integer paise). */
export const products: readonly Product[] = catalogueEntries.map(withSellingPrice);

/** The nine category slugs of /category/{slug}, in the footer's order (docs/behaviour.md §2). */
export const categorySlugs: readonly CategorySlug[] = [
  'prescription',
  'derma-cosmetics',
  'feminine-care',
  'baby-care',
  'health-supplements',
  'healthcare-devices',
  'herbal-preparations',
  'personal-care',
  'energy-drinks',
];

/** True when `value` is one of the nine category slugs. */
export function isCategorySlug(value: string): value is CategorySlug {
  return (categorySlugs as readonly string[]).includes(value);
}

const byId = new Map(products.map((product) => [product.id, product]));

/** The product with this id, or undefined. Used by the cart and by the checkout handler's repricing. */
export function productById(id: string): Product | undefined {
  return byId.get(id);
}

/** A catalogue's products in catalogue order (the order "Default sorting" restores). */
export function productsIn(catalogue: CatalogueId): readonly Product[] {
  return products.filter((product) => product.catalogue === catalogue);
}

/** Banner heading of a catalogue (e.g. 'Baby Care'). */
export function catalogueTitle(catalogue: CatalogueId): string {
  return catalogueTitles[catalogue];
}
