/**
 * The Schedule H1 register (Drugs Rules, 1945, Rule 65(3)(b)): one entry per Schedule H1 line dispatched, under its
 * dispatch date in India (pk H1-REGISTER#<yyyy-mm-dd>, sk <reference>#<productId>: contracts/deployment/table-design.ts),
 * kept 3 years by its own TTL (domain/retention.ts H1_REGISTER_RETENTION_YEARS), apart from the records' 180-day
 * expiry and untouched by an erasure. The one module that builds these keys.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { PARTITION_PREFIXES } from '@contracts/deployment/table-design';
import type { H1RegisterEntry } from '@contracts/registers';
import { kolkataDate } from '@domain/delivery-estimate';
import { H1_REGISTER_RETENTION_YEARS, expiryAfterYears } from '@domain/retention';
import { parseStored } from './parse-item';
import { isConditionFailure, queryUpTo, updateIf, type ItemKey } from './table';
import { conditionExpression, set } from './update-expression';

/** Most entries one day's register holds for a listing: far above a pharmacy's day of H1 supplies. */
const MAX_ENTRIES_PER_DAY = 1000;

/**
 * The key of one register entry: the day it was dispatched in India, the order and the product.
 * @param day 'YYYY-MM-DD' (India time)
 */
export function h1RegisterKey(day: string, reference: string, productId: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.h1Register}${day}`, sk: `${reference}#${productId}` };
}

/**
 * Appends one entry, once: a conditional put of a new key (order + line), or over a voided one (voidH1Entries), so a
 * retried dispatch leaves the first entry as it is. Its TTL is 3 years after `dispatchedAt`.
 * @throws the SDK's errors other than the failed condition of an existing entry
 */
export async function appendH1Entry(dynamo: DynamoDBDocumentClient, tableName: string, entry: H1RegisterEntry): Promise<void> {
  const item = {
    ...h1RegisterKey(kolkataDate(new Date(entry.dispatchedAt)), entry.reference, entry.productId),
    ...entry,
    expiresAt: expiryAfterYears(new Date(entry.dispatchedAt), H1_REGISTER_RETENTION_YEARS),
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
 * Voids the entries an order's dispatch wrote before its status write, when that write lost to another change (the
 * order was not dispatched: the register must not show a supply that did not happen). An UpdateItem setting
 * `voidedAt`, never a delete (the staff API's role deletes no item); a voided entry is left out of every listing and
 * is replaced by the order's real dispatch (appendH1Entry).
 * @param dispatchedAt the ISO time the entries were written with: only this attempt's entries are voided
 * @throws the SDK's errors
 */
export async function voidH1Entries(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  reference: string,
  productIds: readonly string[],
  dispatchedAt: string,
): Promise<void> {
  const day = kolkataDate(new Date(dispatchedAt));
  for (const productId of productIds)
    await updateIf(dynamo, tableName, h1RegisterKey(day, reference, productId), [set('voidedAt', ':voidedAt', new Date().toISOString())], {
      expression: 'dispatchedAt = :at',
      values: { ':at': dispatchedAt },
    });
}

const entrySchema = z.looseObject({
  dispatchedAt: z.string(),
  reference: z.string(),
  productId: z.string(),
  patientName: z.string(),
  patientAddress: z.string(),
  prescriberName: z.string(),
  prescriberRegistration: z.string(),
  // An entry written before the prescriber's address was recorded has none: read as '' (shown as not recorded).
  prescriberAddress: z._default(z.string(), ''),
  medicine: z.string(),
  quantity: z.int(),
  batch: z.string(),
  expiry: z.string(),
  pharmacistName: z.string(),
  pharmacistRegistration: z.string(),
});

/**
 * The entries of the days `from` to `to` (India dates, both included), oldest day first, each day's in reference
 * order, without voided ones: one Query per day.
 * @param days the 'YYYY-MM-DD' days of the range, in order (the caller bounds their number)
 * @throws the SDK's errors; StoredRecordInvalid for an entry without its shape
 */
export async function readH1Entries(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  days: readonly string[],
): Promise<H1RegisterEntry[]> {
  const entries: H1RegisterEntry[] = [];
  for (const day of days) {
    const items = await queryUpTo(
      dynamo,
      tableName,
      { partition: { name: 'pk', value: `${PARTITION_PREFIXES.h1Register}${day}` } },
      { ascending: true, max: MAX_ENTRIES_PER_DAY, pageSize: 200 },
    );
    for (const item of items.filter((candidate) => candidate.voidedAt === undefined)) {
      const {
        pk: _pk,
        sk: _sk,
        expiresAt: _expiresAt,
        ...entry
      } = parseStored(entrySchema, item, {
        kind: 'h1 register entry',
        key: { pk: String(item.pk), sk: String(item.sk) },
      });
      entries.push(entry as H1RegisterEntry);
    }
  }
  return entries;
}
