/**
 * Order pricing (docs/behaviour.md §9: tax 5 percent of the subtotal; docs/architecture/api.md: the server recomputes every price from
 * the catalogue and never trusts the browser). Pure and shared: the checkout page shows exactly what the
 * submit-form handler stores. All arithmetic is in integer paise, so no float drift can creep in.
 */
import type { Product } from './catalogue/product-types';

/** Tax rate in percent of the subtotal (docs/behaviour.md §9). */
export const TAX_PERCENT = 5;

/** One requested line: a product id and a whole quantity (1 to `MAX_ORDER_QUANTITY`, checked by the checkout schema). */
export interface OrderLineRequest {
  productId: string;
  quantity: number;
}

/** A priced line, as stored on the order item (amounts in integer paise). */
export interface PricedLine {
  productId: string;
  name: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

/** A priced order: its lines and totals, all in integer paise. */
export interface PricedOrder {
  lineItems: PricedLine[];
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** Looks a product up by id (the catalogue's `productById`); undefined for an unknown id. Prices are its `pricePaise`. */
export type CatalogueLookup = (productId: string) => Product | undefined;

/** Thrown by priceOrder for an id the catalogue does not hold; `productId` names it. */
export class UnknownProductError extends Error {
  constructor(readonly productId: string) {
    super(`Unknown product: ${productId}`);
    this.name = 'UnknownProductError';
  }
}

/**
 * Tax on a subtotal (docs/behaviour.md §9: 5 percent), rounded half-up to the paisa: 10 → 1 (0.5 rounds up), 9 → 0 (0.45 rounds down).
 * @param subtotalPaise a non-negative whole number of paise
 * @returns tax in whole paise
 */
export function taxOnPaise(subtotalPaise: number): number {
  // subtotal × 5 / 100, half-up: exact in integers, no floating point involved.
  return Math.floor((subtotalPaise * TAX_PERCENT + 50) / 100);
}

/**
 * Prices an order from the catalogue: each line's unit price is the product's `pricePaise`, line total =
 * unit × quantity, subtotal = sum of lines, tax = 5 % of the subtotal (half-up to the paisa, docs/behaviour.md §9), total =
 * subtotal + tax. The one source of every amount the cart panel, the checkout summary, the payment page and
 * the submit-form handler show or store.
 * @param lines requested product ids and whole quantities, in order (kept in the output order)
 * @param lookup finds a product by id (normally `productById` from domain/catalogue/catalogue.ts)
 * @returns the priced lines and totals, every amount in integer paise
 * @throws UnknownProductError for an id the catalogue does not hold
 */
export function priceOrder(lines: readonly OrderLineRequest[], lookup: CatalogueLookup): PricedOrder {
  const lineItems = lines.map(({ productId, quantity }): PricedLine => {
    const product = lookup(productId);
    if (!product) throw new UnknownProductError(productId);
    const unitPricePaise = product.pricePaise;
    return { productId, name: product.name, quantity, unitPricePaise, lineTotalPaise: unitPricePaise * quantity };
  });
  const subtotalPaise = lineItems.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const gstPaise = taxOnPaise(subtotalPaise);
  return { lineItems, subtotalPaise, gstPaise, totalPaise: subtotalPaise + gstPaise };
}
