/**
 * Order pricing (docs/behaviour.md §9: tax 5 percent of the subtotal; docs/architecture/api.md: the server recomputes every price from
 * the catalogue and never trusts the browser). Pure and shared: the checkout page shows exactly what the
 * submit-form handler stores. All arithmetic is in integer cents, so no float drift can creep in.
 */
import type { Product } from './catalogue/product-types';

/** Tax rate in percent of the subtotal (docs/behaviour.md §9). */
export const TAX_PERCENT = 5;

/**
 * ISO 4217 currency of every amount (docs/behaviour.md §9: prices are shown with a $ sign and 2 decimals). Every amount
 * in the catalogue, the cart, the order and the API is an integer number of its minor unit (cents).
 */
export const CURRENCY = 'USD';

/** One requested line: a product id and a whole quantity (1 to `MAX_ORDER_QUANTITY`, checked by the checkout schema). */
export interface OrderLineRequest {
  productId: string;
  quantity: number;
}

/** A priced line, as stored on the order item (amounts in integer cents). */
export interface PricedLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** A priced order: its lines and totals, all in integer cents. */
export interface PricedOrder {
  lineItems: PricedLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** Looks a product up by id (the catalogue's `productById`); undefined for an unknown id. Prices are its `priceCents`. */
export type CatalogueLookup = (productId: string) => Product | undefined;

/** Thrown by priceOrder for an id the catalogue does not hold; `productId` names it. */
export class UnknownProductError extends Error {
  constructor(readonly productId: string) {
    super(`Unknown product: ${productId}`);
    this.name = 'UnknownProductError';
  }
}

/**
 * Tax on a subtotal (docs/behaviour.md §9: 5 percent), rounded half-up to the cent: 10 → 1 (0.5 rounds up), 9 → 0 (0.45 rounds down).
 * @param subtotalCents a non-negative whole number of cents
 * @returns tax in whole cents
 */
export function taxOnCents(subtotalCents: number): number {
  // subtotal × 5 / 100, half-up: exact in integers, no floating point involved.
  return Math.floor((subtotalCents * TAX_PERCENT + 50) / 100);
}

/**
 * Prices an order from the catalogue: each line's unit price is the product's `priceCents`, line total =
 * unit × quantity, subtotal = sum of lines, tax = 5 % of the subtotal (half-up to the cent, docs/behaviour.md §9), total =
 * subtotal + tax. The one source of every amount the cart panel, the checkout summary, the payment page and
 * the submit-form handler show or store.
 * @param lines requested product ids and whole quantities, in order (kept in the output order)
 * @param lookup finds a product by id (normally `productById` from domain/catalogue/catalogue.ts)
 * @returns the priced lines and totals, every amount in integer US cents
 * @throws UnknownProductError for an id the catalogue does not hold
 */
export function priceOrder(lines: readonly OrderLineRequest[], lookup: CatalogueLookup): PricedOrder {
  const lineItems = lines.map(({ productId, quantity }): PricedLine => {
    const product = lookup(productId);
    if (!product) throw new UnknownProductError(productId);
    const unitPriceCents = product.priceCents;
    return { productId, name: product.name, quantity, unitPriceCents, lineTotalCents: unitPriceCents * quantity };
  });
  const subtotalCents = lineItems.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = taxOnCents(subtotalCents);
  return { lineItems, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
