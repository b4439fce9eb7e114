/**
 * Order pricing (docs/decisions/0021-mrp-includes-gst.md; docs/behaviour.md §9; docs/architecture/api.md: the server
 * recomputes every price from the catalogue and never trusts the browser). Pure and shared: the checkout page shows
 * exactly what the submit-form handler stores. Prices include GST (MRP-inclusive), so the GST of each line is extracted
 * from its amount by that line's HSN rate and nothing is added on top. All arithmetic is in integer paise, so no float
 * drift can creep in.
 */
import type { Product } from './catalogue/product-types';
import { gstClassOf, type GstClass } from './catalogue/hsn-gst';
import { assertSellingPriceWithinMrp } from './catalogue/mrp';
import { scheduleOrderable } from './catalogue/schedules';
import { gstIncludedPaise } from './gst';

/** Delivery charge of every order, paise: delivery is free (docs/behaviour.md §9). */
const DELIVERY_PAISE = 0;

/** One requested line: a product id and a whole quantity (1 to `MAX_ORDER_QUANTITY`, checked by the checkout schema). */
export interface OrderLineRequest {
  productId: string;
  quantity: number;
}

/** A priced line, as stored on the order item. Amounts in integer paise, each including its GST. */
export interface PricedLine {
  productId: string;
  name: string;
  quantity: number;
  /** Selling price of one unit (never above `mrpPaise`). */
  unitPricePaise: number;
  /** MRP of one unit, inclusive of all taxes. */
  mrpPaise: number;
  /** unitPricePaise × quantity. */
  lineTotalPaise: number;
  /** HSN code of the product, as printed on the invoice. */
  hsn: string;
  /** Its total GST rate in percent (CGST + SGST, or IGST). */
  gstRatePercent: number;
  /** The GST contained in `lineTotalPaise` (gstIncludedPaise). */
  gstPaise: number;
}

/** A priced order: its lines and totals, all in integer paise. */
export interface PricedOrder {
  lineItems: PricedLine[];
  /** Sum of the lines' totals (GST included). */
  subtotalPaise: number;
  /** Delivery charge: always 0 (free delivery). */
  deliveryPaise: number;
  /** Sum of the lines' GST: contained in the subtotal, not added to it. */
  gstPaise: number;
  /** subtotalPaise + deliveryPaise: what the shopper pays. */
  totalPaise: number;
}

/** Looks a product up by id (the catalogue's `productById`); undefined for an unknown id. */
export type CatalogueLookup = (productId: string) => Product | undefined;

/** The GST class of a product (normally `gstClassOf` of domain/catalogue/hsn-gst.ts). */
type GstLookup = (product: Product) => GstClass;

/** Thrown by priceOrder for an id the catalogue does not hold; `productId` names it. */
export class UnknownProductError extends Error {
  constructor(readonly productId: string) {
    super(`Unknown product: ${productId}`);
    this.name = 'UnknownProductError';
  }
}

/** A product's live selling price and MRP on the shelf (functions/data/shelf.ts), integer paise. */
export interface ShelfPrice {
  pricePaise: number;
  mrpPaise: number;
}

/**
 * A catalogue lookup whose prices come from the shelf, never the content: the server's pricing at checkout
 * (docs/architecture/api.md "checkout"). Names, HSN codes and the rest stay content.
 * @param lookup the content lookup (normally `productById`)
 * @param shelf product id → its shelf price; a product without one is unknown here (it cannot be sold)
 */
export function shelfPricedLookup(lookup: CatalogueLookup, shelf: ReadonlyMap<string, ShelfPrice>): CatalogueLookup {
  return (productId) => {
    const product = lookup(productId);
    const price = shelf.get(productId);
    return product && price ? { ...product, pricePaise: price.pricePaise, mrpPaise: price.mrpPaise } : undefined;
  };
}

/** A line whose unit price the shopper saw differs from the one charged now: its id and both prices, paise. */
export interface PriceChange {
  id: string;
  oldPricePaise: number;
  newPricePaise: number;
}

/**
 * The lines whose unit price differs from the price the cart showed (each line's `shownPricePaise`, as the browser
 * sends it); a line sent without one is not compared.
 * @param shown product id → the unit price shown, paise
 * @returns the changed lines in order, empty when every shown price holds
 */
export function priceChanges(priced: PricedOrder, shown: ReadonlyMap<string, number>): PriceChange[] {
  return priced.lineItems.flatMap((line) => {
    const oldPricePaise = shown.get(line.productId);
    return oldPricePaise === undefined || oldPricePaise === line.unitPricePaise
      ? []
      : [{ id: line.productId, oldPricePaise, newPricePaise: line.unitPricePaise }];
  });
}

/**
 * Thrown by priceOrder for a Schedule X medicine, which this shop never sells online (domain/catalogue/schedules.ts
 * scheduleOrderable); `productId` names the line.
 */
export class ScheduleXNotSoldError extends Error {
  constructor(readonly productId: string) {
    super(`Schedule X medicines are not sold online: ${productId}`);
    this.name = 'ScheduleXNotSoldError';
  }
}

/**
 * Prices an order from the catalogue: each line's unit price is the product's selling price `pricePaise` (checked
 * against its MRP), line total = unit × quantity, and the line's GST is extracted from that total at its HSN rate
 * (gstIncludedPaise, half-up to the paisa). Subtotal = sum of line totals, GST = sum of the lines' GST, delivery = 0,
 * total = subtotal + delivery: the GST is inside the prices, never added on top (docs/decisions/0021-mrp-includes-gst.md).
 * The one source of every amount the cart panel, the checkout summary, the payment page and the submit-form handler
 * show or store.
 * @param lines requested product ids and whole quantities, in order (kept in the output order)
 * @param lookup finds a product by id (normally `productById` from domain/catalogue/catalogue.ts)
 * @param gstOf the GST class of a product (default: the catalogue's HSN table, `gstClassOf`)
 * @returns the priced lines and totals, every amount in integer paise
 * @throws UnknownProductError for an id the catalogue does not hold
 * @throws ScheduleXNotSoldError for a Schedule X medicine: never orderable, whatever the cart holds
 * @throws SellingPriceAboveMrpError (domain/catalogue/mrp.ts) for a product priced above its MRP
 */
export function priceOrder(lines: readonly OrderLineRequest[], lookup: CatalogueLookup, gstOf: GstLookup = gstClassOf): PricedOrder {
  const lineItems = lines.map(({ productId, quantity }): PricedLine => {
    const product = lookup(productId);
    if (!product) throw new UnknownProductError(productId);
    if (!scheduleOrderable(product.schedule)) throw new ScheduleXNotSoldError(productId);
    assertSellingPriceWithinMrp(product);
    const { hsn, ratePercent } = gstOf(product);
    const lineTotalPaise = product.pricePaise * quantity;
    return {
      productId,
      name: product.name,
      quantity,
      unitPricePaise: product.pricePaise,
      mrpPaise: product.mrpPaise,
      lineTotalPaise,
      hsn,
      gstRatePercent: ratePercent,
      gstPaise: gstIncludedPaise(lineTotalPaise, ratePercent),
    };
  });
  const subtotalPaise = lineItems.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const gstPaise = lineItems.reduce((sum, line) => sum + line.gstPaise, 0);
  return { lineItems, subtotalPaise, deliveryPaise: DELIVERY_PAISE, gstPaise, totalPaise: subtotalPaise + DELIVERY_PAISE };
}
