/**
 * Packing an order records the batch and expiry of each of its lines (docs/behaviour.md "Packing: batch and expiry"):
 * the check of a packing body against the order, and the batches proposed first-expiry-first-out
 * (GET /api/staff/records/<reference>/batches).
 */
import type { PackedLine } from '@contracts/staff-api';
import type { BatchProposals } from '@contracts/registers';
import { expiresTooSoon, firstExpiryFirstOut, hasExpired, type BatchExpiry } from '@domain/batch-expiry';
import { manufacturerRecordedAtPacking } from '@domain/catalogue/supplied-manufacturer';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { readKnownBatches, rememberBatch } from '../data/batches';
import type { StoredOrder } from '../data/record-schemas';
import { loadRecord, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * One line of an order as packed, stored in the order's `batches`: the product, its batch (upper case) and expiry, and
 * the manufacturer when the pharmacist recorded one.
 */
export type OrderBatch = BatchExpiry & { productId: string };

/** The product ids of an order's stored lines, in line order. */
export function orderProductIds(order: StoredOrder): string[] {
  return order.lineItems.map((line) => line.productId);
}

/**
 * The batches of an order being packed at `now`: one per line of the order, in its line order, batch numbers in upper
 * case (printed batch numbers are not told apart by case).
 * @param lines the packing body's `lines` (absent: none given)
 * @returns the batches to store on the order as `batches`
 * @throws HttpError 400 VALIDATION with reason `batch_not_in_order` (lines naming products the order does not hold,
 *   or the same product twice), `batch_missing` (the order's lines without a batch: all of them when `lines` is absent),
 *   `manufacturer_missing` (generic Schedule H lines without the manufacturer printed on the pack: Drugs Rules, 1945,
 *   r.65(3)(1)(f), domain/catalogue/supplied-manufacturer.ts), `batch_expired` (lines whose expiry month is over in India time: domain/batch-expiry.ts hasExpired) or
 *   `batch_expires_soon` (lines expiring within 3 months in India time: expiresTooSoon), each naming the lines'
 *   `productIds`, checked in that order
 */
export function packedBatches(order: StoredOrder, lines: readonly PackedLine[] | undefined, now: Date): OrderBatch[] {
  const productIds = orderProductIds(order);
  const given = lines ?? [];
  const stray = given
    .filter(
      (line, index) => !productIds.includes(line.productId) || given.findIndex((other) => other.productId === line.productId) !== index,
    )
    .map((line) => line.productId);
  if (stray.length > 0)
    throw new HttpError(400, 'VALIDATION', 'Some packed lines are not lines of this order.').because({
      code: 'batch_not_in_order',
      productIds: stray,
    });
  const missing = productIds.filter((productId) => !given.some((line) => line.productId === productId));
  if (missing.length > 0)
    throw new HttpError(400, 'VALIDATION', 'Packing needs the batch and expiry of every line of the order.').because({
      code: 'batch_missing',
      productIds: missing,
    });
  // The supply record names the maker of a Schedule H drug with its batch (Drugs Rules, 1945, r.65(3)(1)(f)); a generic's
  // maker is the batch's, known only from the pack in hand.
  const makerless = given
    .filter((line) => !line.manufacturer && manufacturerRecordedAtPacking(line.productId))
    .map((line) => line.productId);
  if (makerless.length > 0)
    throw new HttpError(400, 'VALIDATION', 'Packing a generic prescription medicine needs the manufacturer printed on its pack.').because({
      code: 'manufacturer_missing',
      productIds: makerless,
    });
  const expired = given.filter((line) => hasExpired(line.expiry, now)).map((line) => line.productId);
  if (expired.length > 0)
    throw new HttpError(400, 'VALIDATION', 'Some lines name a batch that has already expired.').because({
      code: 'batch_expired',
      productIds: expired,
    });
  const tooSoon = given.filter((line) => expiresTooSoon(line.expiry, now)).map((line) => line.productId);
  if (tooSoon.length > 0)
    throw new HttpError(400, 'VALIDATION', 'Some lines expire within 3 months and may not be packed.').because({
      code: 'batch_expires_soon',
      productIds: tooSoon,
    });
  return productIds.map((productId) => {
    const line = given.find((candidate) => candidate.productId === productId)!;
    return {
      productId,
      batch: line.batch.toUpperCase(),
      expiry: line.expiry,
      ...(line.manufacturer ? { manufacturer: line.manufacturer } : {}),
    };
  });
}

/** The batches of a packing in the audit entry's words: 'productId batch exp YYYY-MM[ by maker]; …'. */
export function batchesDetail(batches: readonly OrderBatch[]): string {
  return batches
    .map((line) => `${line.productId} ${line.batch} exp ${line.expiry}${line.manufacturer ? ` by ${line.manufacturer}` : ''}`)
    .join('; ');
}

/**
 * Remembers each packed batch for its product (functions/data/batches.ts), so the next packing proposes it. Called
 * after the packing was written; a failure here is the SDK's and fails the request (the packing stands; the next
 * proposal may then lack this batch).
 * @param at the packing's ISO time
 */
export async function rememberPackedBatches(context: StaffApiContext, batches: readonly OrderBatch[], at: string): Promise<void> {
  for (const { productId, ...packed } of batches)
    await rememberBatch(context.clients.dynamo, context.config.tableName, productId, packed, at);
}

/**
 * GET /api/staff/records/<reference>/batches: for each line of an order, the batch to propose at packing,
 * first-expiry-first-out (domain/batch-expiry.ts firstExpiryFirstOut over the batches packed of that product before).
 * No audit entry: it reads no personal data, only the shop's own batch numbers.
 * @returns 200 BatchProposals (contracts/registers.ts)
 * @throws HttpError 403 for a role that does not see orders; 404 for an unknown reference or one that is not an order
 */
export async function proposeBatches(
  _request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  params: RouteParams,
): Promise<RouteResult> {
  const { item } = await loadRecord(params.reference, user, context);
  if (item.kind !== 'order') throw new HttpError(404, 'NOT_FOUND', 'Only an order is packed.').because({ code: 'record_not_found' });
  const body: BatchProposals = { lines: [] };
  for (const productId of orderProductIds(item)) {
    const proposal = firstExpiryFirstOut(await readKnownBatches(context.clients.dynamo, context.config.tableName, productId), context.now);
    body.lines.push({
      productId,
      ...(proposal
        ? {
            proposal: {
              batch: proposal.batch,
              expiry: proposal.expiry,
              ...(proposal.manufacturer ? { manufacturer: proposal.manufacturer } : {}),
            },
          }
        : {}),
    });
  }
  return { status: 200, body };
}
