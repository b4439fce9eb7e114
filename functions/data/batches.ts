/**
 * The batches a pharmacy packs, per product (pk BATCH#<productId>: contracts/deployment/table-design.ts): the batch
 * numbers used before with their expiry months (sk KNOWN#<YYYY-MM>#<batch>, so a Query reads them in expiry order for
 * first-expiry-first-out), and which orders shipped each batch (sk SHIPPED#<batch>#<reference>), the trace a recall
 * reads. The one module that builds these keys.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { PARTITION_PREFIXES } from '@contracts/deployment/table-design';
import type { BatchExpiry } from '@domain/batch-expiry';
import { SHIPMENT_TRACE_RETENTION_YEARS, expiryAfterYears } from '@domain/retention';
import { parseStored } from './parse-item';
import { isConditionFailure, queryUpTo, updateIf, type Item, type ItemKey } from './table';
import { conditionExpression, set } from './update-expression';

const KNOWN_PREFIX = 'KNOWN#';
const SHIPPED_PREFIX = 'SHIPPED#';

/** Most batches of one product read for a proposal, and most shipments of one batch a recall lists. */
const MAX_KNOWN_BATCHES = 100;
export const MAX_SHIPMENTS_PER_BATCH = 1000;

/** The partition of a product's batches. */
function batchPartition(productId: string): string {
  return `${PARTITION_PREFIXES.batch}${productId}`;
}

/**
 * The key of a batch used for a product.
 * @param batch the batch number as stored (upper case); `expiry` 'YYYY-MM'
 */
export function knownBatchKey(productId: string, { batch, expiry }: BatchExpiry): ItemKey {
  return { pk: batchPartition(productId), sk: `${KNOWN_PREFIX}${expiry}#${batch}` };
}

/** The key of one order's shipment of a batch. */
export function shipmentKey(productId: string, batch: string, reference: string): ItemKey {
  return { pk: batchPartition(productId), sk: `${SHIPPED_PREFIX}${batch}#${reference}` };
}

/** Epoch seconds of the first day of the month after `expiry` ('YYYY-MM') plus a month: when a batch item lapses. */
function knownBatchExpiresAt(expiry: string): number {
  const [year, month] = expiry.split('-').map(Number) as [number, number];
  return Math.floor(Date.UTC(year, month + 1, 1) / 1000);
}

/**
 * Remembers that `batch` of a product was packed at `at` (UpdateItem: creates it, or moves its `lastPackedAt`), with
 * the manufacturer recorded for it, if any.
 * @throws the SDK's errors
 */
export async function rememberBatch(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  productId: string,
  packed: BatchExpiry,
  at: string,
): Promise<void> {
  await updateIf(
    dynamo,
    tableName,
    knownBatchKey(productId, packed),
    [
      set('productId', ':productId', productId),
      set('batch', ':batch', packed.batch),
      set('expiry', ':expiry', packed.expiry),
      set('lastPackedAt', ':at', at),
      set('expiresAt', ':expiresAt', knownBatchExpiresAt(packed.expiry)),
      // The maker recorded with a generic's batch, proposed with it next time (a batch number is one maker's).
      ...(packed.manufacturer ? [set('manufacturer', ':manufacturer', packed.manufacturer)] : []),
    ],
    { expression: 'attribute_not_exists(pk) OR lastPackedAt < :at' },
  );
}

const knownBatchSchema = z.looseObject({
  batch: z.string(),
  expiry: z.string(),
  lastPackedAt: z.string(),
  manufacturer: z.optional(z.string()),
});
export type KnownBatch = z.output<typeof knownBatchSchema>;

/**
 * The batches packed of a product before, in expiry order (a Query of its KNOWN# items), for first-expiry-first-out
 * (domain/batch-expiry.ts).
 * @throws the SDK's errors; StoredRecordInvalid for an item without its shape
 */
export async function readKnownBatches(dynamo: DynamoDBDocumentClient, tableName: string, productId: string): Promise<KnownBatch[]> {
  const items = await queryUpTo(
    dynamo,
    tableName,
    { partition: { name: 'pk', value: batchPartition(productId) }, sort: { name: 'sk', op: 'begins_with', value: KNOWN_PREFIX } },
    { ascending: true, max: MAX_KNOWN_BATCHES, pageSize: MAX_KNOWN_BATCHES },
  );
  return items.map((item) => parseStored(knownBatchSchema, item, { kind: 'batch', key: { pk: String(item.pk), sk: String(item.sk) } }));
}

/** One order's shipment of a batch: the order, how many packs, the expiry month and when it was dispatched (ISO 8601). */
export interface Shipment {
  productId: string;
  batch: string;
  expiry: string;
  reference: string;
  quantity: number;
  dispatchedAt: string;
}

/**
 * Notes that an order shipped a batch: a conditional put of a new key (or over a voided one: voidShipments), so a
 * retried dispatch writes nothing twice (the first write stands). Kept SHIPMENT_TRACE_RETENTION_YEARS (TTL).
 * @throws the SDK's errors other than the failed condition of an existing shipment
 */
export async function recordShipment(dynamo: DynamoDBDocumentClient, tableName: string, shipment: Shipment): Promise<void> {
  const item: Item = {
    ...shipmentKey(shipment.productId, shipment.batch, shipment.reference),
    ...shipment,
    expiresAt: expiryAfterYears(new Date(shipment.dispatchedAt), SHIPMENT_TRACE_RETENTION_YEARS),
  };
  try {
    await dynamo.send(
      new PutCommand({ TableName: tableName, Item: item, ...conditionExpression({ expression: 'attribute_not_exists(pk)' }) }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Voids an order's shipments of its lines (`voidedAt`, an UpdateItem: the staff API's role deletes no item): a
 * dispatch noted before its status write, whose write then lost to someone else's change (the order was not
 * dispatched). A voided shipment is left out of recalls and replaced by the order's real dispatch (recordShipment).
 * @param dispatchedAt the ISO time the shipments were written with: only this attempt's are voided
 * @throws the SDK's errors
 */
export async function voidShipments(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  reference: string,
  lines: readonly Pick<Shipment, 'productId' | 'batch'>[],
  dispatchedAt: string,
): Promise<void> {
  for (const line of lines)
    await updateIf(
      dynamo,
      tableName,
      shipmentKey(line.productId, line.batch, reference),
      [set('voidedAt', ':voidedAt', new Date().toISOString())],
      {
        expression: 'dispatchedAt = :at',
        values: { ':at': dispatchedAt },
      },
    );
}

const shipmentSchema = z.looseObject({
  productId: z.string(),
  batch: z.string(),
  expiry: z.string(),
  reference: z.string(),
  quantity: z.int(),
  dispatchedAt: z.string(),
});

/**
 * The orders that shipped one batch of a product, in reference order (a Query of its SHIPPED#<batch># items), without
 * voided ones.
 * @param batch the batch number as stored (upper case)
 * @throws the SDK's errors; StoredRecordInvalid for an item without its shape
 */
export async function readShipments(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  productId: string,
  batch: string,
): Promise<Shipment[]> {
  const items = await queryUpTo(
    dynamo,
    tableName,
    {
      partition: { name: 'pk', value: batchPartition(productId) },
      sort: { name: 'sk', op: 'begins_with', value: `${SHIPPED_PREFIX}${batch}#` },
    },
    { ascending: true, max: MAX_SHIPMENTS_PER_BATCH, pageSize: 100 },
  );
  return items
    .filter((item) => item.voidedAt === undefined)
    .map((item) => parseStored(shipmentSchema, item, { kind: 'shipment', key: { pk: String(item.pk), sk: String(item.sk) } }));
}
