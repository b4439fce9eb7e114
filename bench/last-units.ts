/**
 * The "last units" run (docs/capacity.md): LAST_UNITS_SHOPPERS concurrent checkouts of one unit each against a shelf
 * holding LAST_UNITS_STOCK, through the local API (the same handlers, the emulated DynamoDB's transactions). It reports
 * the orders placed, the refusals (409 OUT_OF_STOCK), p50/p95 of the answers and the final stock; an oversell (more
 * orders than units, a stock below 0, or orders and stock that do not add up to what was there) is a miss, so
 * `npm run bench` exits non-zero.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { productById } from '@domain/catalogue/catalogue';
import { shelfKey, type ShelfItem } from '../functions/data/shelf';
import { createAwsClients } from '../functions/runtime/aws-clients';
import { percentile, type Row, type SectionResult } from './bench-kit';
import { checkout, multipartBody } from './request-bodies';

/** Shoppers who try at once, and the units on the shelf they compete for. */
export const LAST_UNITS_SHOPPERS = 50;
export const LAST_UNITS_STOCK = 5;

/** A product no other bench section orders, so its stock changes only here. */
const PRODUCT_ID = 'baby-cerelac-wheat-apple-stage-2-300g';

/** One shopper's answer: its HTTP status (0 when the request failed) and how long it took, ms. */
interface Attempt {
  status: number;
  code?: string;
  ms: number;
}

/** How many attempts got each answer, e.g. `{"201": 5, "409 OUT_OF_STOCK": 45}` (status 0: no answer). */
function answerCounts(attempts: readonly Attempt[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, code } of attempts) {
    const key = code ? `${status} ${code}` : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * Puts LAST_UNITS_STOCK units of the product on the shelf, sends LAST_UNITS_SHOPPERS checkouts of one unit at once,
 * then reads the stock back (a consistent read).
 * @param base the storefront's origin, serving the local API
 * @returns one row; a miss for an oversell or an answer other than 201 / 409 OUT_OF_STOCK
 */
export async function lastUnitsFigures(base: string): Promise<SectionResult> {
  const { dynamo } = createAwsClients();
  const tableName = process.env.TABLE_NAME!;
  const product = productById(PRODUCT_ID)!;
  const shelf: ShelfItem = {
    productId: PRODUCT_ID,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    stock: LAST_UNITS_STOCK,
    state: 'available',
    version: 1,
    updatedAt: new Date().toISOString(),
  };
  await dynamo.send(new PutCommand({ TableName: tableName, Item: { ...shelfKey(PRODUCT_ID), ...shelf } }));
  const { body, contentType } = await multipartBody({ ...checkout, items: JSON.stringify([{ id: PRODUCT_ID, quantity: 1 }]) });

  const attempt = async (): Promise<Attempt> => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/submit-form/`, { method: 'POST', headers: { 'content-type': contentType }, body });
      const answer = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
      return { status: response.status, code: answer.error?.code, ms: performance.now() - started };
    } catch {
      return { status: 0, ms: performance.now() - started };
    }
  };
  const attempts = await Promise.all(Array.from({ length: LAST_UNITS_SHOPPERS }, attempt));

  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: shelfKey(PRODUCT_ID), ConsistentRead: true }));
  const finalStock = Number(Item?.stock);
  const placed = attempts.filter((one) => one.status === 201).length;
  const refused = attempts.filter((one) => one.status === 409 && one.code === 'OUT_OF_STOCK').length;
  const other = attempts.length - placed - refused;
  const oversold = placed > LAST_UNITS_STOCK || !(finalStock >= 0) || placed + finalStock !== LAST_UNITS_STOCK;
  const latencies = attempts.map((one) => one.ms);
  const row: Row = {
    shoppers: LAST_UNITS_SHOPPERS,
    units: LAST_UNITS_STOCK,
    placed,
    refused409: refused,
    other,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    finalStock,
    oversold: oversold ? 'YES' : 'no',
    answers: JSON.stringify(answerCounts(attempts)),
  };
  const misses = [
    ...(oversold ? [`last-units: oversold (${placed} orders for ${LAST_UNITS_STOCK} units, final stock ${finalStock})`] : []),
    ...(other === 0 ? [] : [`last-units: ${other} answer(s) neither 201 nor 409 OUT_OF_STOCK`]),
  ];
  return { rows: [row], misses };
}
