/**
 * What a shopper may learn of the shelf (docs/architecture/api.md "Availability"; docs/behaviour.md §9): a state, never
 * the stock count, and at most how many of a short line can still be bought. Pure: the availability API, the
 * checkout's refusal and the pages share it.
 */

/** A product's availability, as shoppers see it: a state, never a count. */
export const AVAILABILITIES = ['in_stock', 'low_stock', 'out_of_stock', 'discontinued'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** At or below this many units on the shelf a product shows as `low_stock`. */
export const LOW_STOCK_THRESHOLD = 5;

/** The most a refusal says can still be bought ("only 3 left"): more than this is never disclosed. */
export const MAX_DISCLOSED_UNITS = 10;

/**
 * Units each product gets when its shelf item is first seeded (on the first `npm start` and at deploy), until staff
 * count the real shelf: enough to shop and test with, few enough that the "last units" bench empties it.
 */
export const SEED_STOCK = 50;

/** The part of a shelf item the availability is computed from. */
export interface ShelfStock {
  stock: number;
  state: 'available' | 'out_of_stock' | 'discontinued';
}

/**
 * A product's availability: `discontinued` and `out_of_stock` as staff set them; a product `available` with no
 * stock is `out_of_stock`; with 1 to LOW_STOCK_THRESHOLD units `low_stock`; otherwise `in_stock`.
 * @param item the shelf item's state and stock (a whole count ≥ 0); undefined for a product with no shelf item
 *   (not seeded yet), which cannot be sold: `out_of_stock`
 */
export function availabilityOf(item: ShelfStock | undefined): Availability {
  if (!item) return 'out_of_stock';
  if (item.state !== 'available') return item.state;
  if (item.stock <= 0) return 'out_of_stock';
  return item.stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/**
 * How many units of a product a refusal may say can still be bought: its stock, capped at MAX_DISCLOSED_UNITS; 0 when
 * it cannot be sold at all (not `available`, or no shelf item).
 */
export function disclosedUnits(item: ShelfStock | undefined): number {
  if (!item || item.state !== 'available') return 0;
  return Math.max(0, Math.min(item.stock, MAX_DISCLOSED_UNITS));
}

/**
 * True when a change of the shelf brings a product back: it could not be bought before (`out_of_stock`, whether staff
 * set it or the stock ran out; never `discontinued`) and can be now (`in_stock` or `low_stock`). The moment its
 * "notify me when it is back" subscribers are e-mailed (docs/behaviour.md "Notify me when it is back").
 * @param before the shelf item's state and stock just before the change (undefined: no item yet)
 * @param after the same just after it
 */
export function cameBackInStock(before: ShelfStock | undefined, after: ShelfStock | undefined): boolean {
  const now = availabilityOf(after);
  return availabilityOf(before) === 'out_of_stock' && (now === 'in_stock' || now === 'low_stock');
}
