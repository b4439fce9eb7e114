/**
 * How an order is priced from the shelf and placed with its stock taken: one path for the checkout
 * (functions/submit-form/checkout.ts) and for a quote the shopper accepts on /track (functions/track/quote-accept.ts),
 * so both refuse a moved price and an empty shelf the same way, by code (docs/architecture/api.md "checkout").
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { productById } from '@domain/catalogue/catalogue';
import { priceChanges, priceOrder, shelfPricedLookup, type PricedOrder } from '@domain/pricing';
import { disclosedUnits } from '@domain/shelf-availability';
import type { PriceChangedLine, ShortLine } from '@contracts/catalogue-availability';
import { codLimitPaise, codRefusal, type PaymentMethod } from '@domain/payment';
import { HttpError } from '../runtime/http';
import { readShelfItems, writeOrderTakingStock, type ShelfItem, type TransactAction } from '../data/shelf';

/** One line to price: a product, a whole quantity and, when the shopper was shown one, the unit price they saw (paise). */
export interface ShelfPricedLine {
  productId: string;
  quantity: number;
  shownPricePaise?: number;
}

/**
 * Prices lines from the shelf items of their products (functions/data/shelf.ts), never the content, then checks the
 * prices the shopper was shown and the COD limit.
 * @param payment how the order is paid: cash on delivery is refused above the deployment's limit (COD_LIMIT_PAISE, else ₹5,000)
 * @returns the priced order (integer paise) and the shelf items read
 * @throws HttpError 409 OUT_OF_STOCK for a line without a shelf item (it cannot be sold); 409 PRICE_CHANGED with
 *   `priceChanges` (each changed line's old and new unit price, and its MRP now) when a unit price differs from the one
 *   shown; 400 VALIDATION `cod_over_limit` with `limitPaise` for cash on delivery above the limit; the SDK's errors
 */
export async function priceFromShelf(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  lines: readonly ShelfPricedLine[],
  payment: PaymentMethod,
): Promise<{ priced: PricedOrder; shelf: Map<string, ShelfItem> }> {
  const shelf = await readShelfItems(
    dynamo,
    tableName,
    lines.map((line) => line.productId),
  );
  const unsold = lines.filter((line) => !shelf.has(line.productId));
  if (unsold.length > 0) throw outOfStock(unsold.map((line) => ({ id: line.productId, available: 0 })));
  const priced = priceOrder(lines, shelfPricedLookup(productById, shelf));
  const shown = new Map(
    lines.flatMap((line) => (line.shownPricePaise === undefined ? [] : [[line.productId, line.shownPricePaise] as const])),
  );
  const changes = priceChanges(priced, shown).map((change): PriceChangedLine => ({
    ...change,
    newMrpPaise: shelf.get(change.id)!.mrpPaise,
  }));
  if (changes.length > 0) {
    throw new HttpError(
      409,
      'PRICE_CHANGED',
      'A price changed since the cart showed it; check the new prices.',
      undefined,
      {},
      {
        priceChanges: changes,
      },
    );
  }
  if (payment === 'cod') {
    // The limit of the deployment (COD_LIMIT_PAISE), else ₹5,000 (domain/payment.ts).
    const limitPaise = codLimitPaise(process.env.COD_LIMIT_PAISE);
    if (codRefusal(priced.totalPaise, limitPaise)) {
      throw new HttpError(400, 'VALIDATION', 'Cash on delivery is not available for an order of this total.', {
        payment: { code: 'cod_over_limit', limitPaise },
      }).because({ code: 'cod_over_limit' });
    }
  }
  return { priced, shelf };
}

/** 409 OUT_OF_STOCK naming each short line with how many can still be bought. */
function outOfStock(shortLines: ShortLine[]): HttpError {
  return new HttpError(409, 'OUT_OF_STOCK', 'Some items are not in stock in the quantity asked for.', undefined, {}, { shortLines });
}

/**
 * Writes the order (`orderAction`) and takes every line's units off the shelf in one transaction
 * (functions/data/shelf.ts writeOrderTakingStock).
 * @param shelf the shelf items read when pricing: a refusal without a readable item says how many they held
 * @throws HttpError 409 OUT_OF_STOCK with `shortLines` (each refused line and how many can still be bought, 0–10, from
 *   the item as the refusal found it, else as read before pricing); OrderConditionFailed when the order action's own
 *   condition failed; the SDK's other errors
 */
export async function takeStockWithOrder(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  orderAction: TransactAction,
  lines: readonly { productId: string; quantity: number }[],
  shelf: ReadonlyMap<string, ShelfItem>,
  now: Date,
): Promise<void> {
  const refused = await writeOrderTakingStock(dynamo, orderAction, tableName, lines, now);
  if (refused.length > 0) {
    throw outOfStock(refused.map(({ productId, found }) => ({ id: productId, available: disclosedUnits(found ?? shelf.get(productId)) })));
  }
}
