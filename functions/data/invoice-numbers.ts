/**
 * The tax invoice number series (pk INVOICE-NUMBERS#<financial year>, sk RECORD: contracts/deployment/table-design.ts)
 * and the `invoice` attribute of an order: the one module that builds the counter's key and the commands on it, and
 * the one write that puts a number on an order. Why this shape, and what happens to a number that is allocated but
 * never used: docs/decisions/0016-invoice-numbering.md.
 *
 * One counter item per Indian financial year holds `lastSerial`, the serial of the year's last allocated number
 * (an atomic ADD: DynamoDB serialises concurrent ADDs, so no two callers get the same serial), and `voided`, the
 * numbers allocated but never put on an order (GSTR-1 Table 13 reports them as cancelled documents).
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import type { IssuedInvoice } from '@domain/invoice';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import { updateIf, type ItemKey } from './table';
import { add, appendToList, set, updateExpression } from './update-expression';

/**
 * The table key of a financial year's counter.
 * @param fy the financial year as domain/invoice.ts financialYear writes it ('2026-27')
 * @returns pk 'INVOICE-NUMBERS#<fy>', sk RECORD
 */
export function invoiceCounterKey(fy: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.invoiceNumbers}${fy}`, sk: RECORD_SK };
}

/** The counter's serial as the allocating UpdateItem returns it: 1 or more. */
const invoiceCounterSchema = z.looseObject({ lastSerial: z.int().check(z.gte(1)) });

/**
 * Allocates the next serial of `fy`: one UpdateItem `ADD lastSerial 1` (creating the counter at 1), atomic, so N
 * concurrent callers get N distinct, consecutive serials.
 * @returns the serial allocated (1, 2, 3, …)
 * @throws the SDK's errors; StoredRecordInvalid when the counter holds no whole serial
 */
export async function allocateInvoiceSerial(dynamo: DynamoDBDocumentClient, tableName: string, fy: string): Promise<number> {
  const key = invoiceCounterKey(fy);
  const updated = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      ...updateExpression([add('lastSerial', ':one', 1)]),
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return parseStored(invoiceCounterSchema, updated.Attributes ?? {}, { kind: 'invoice-counter', key }).lastSerial;
}

/**
 * Gives an unused serial back, when it is still the year's last one (`SET lastSerial = serial − 1 IF lastSerial =
 * serial`): the next caller then gets it, and the series keeps no gap.
 * @returns true when given back; false when a later serial was allocated meanwhile (the caller records it voided)
 * @throws the SDK's errors
 */
export async function releaseInvoiceSerial(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  fy: string,
  serial: number,
): Promise<boolean> {
  const released = await updateIf(dynamo, tableName, invoiceCounterKey(fy), [set('lastSerial', ':previous', serial - 1)], {
    expression: '#lastSerial = :serial',
    values: { ':serial': serial },
  });
  return released !== undefined;
}

/** A number allocated but never put on an order, as the counter's `voided` list keeps it. */
export interface VoidedInvoiceNumber {
  number: string;
  /** ISO 8601 time it was voided. */
  at: string;
  /** The order it was allocated for (which holds another number). */
  reference: string;
}

/**
 * Records a voided number on its year's counter (appended to `voided`), so the gap it leaves in the series is
 * explained (GSTR-1 Table 13: documents issued, cancelled).
 * @throws the SDK's errors
 */
export async function recordVoidedInvoiceNumber(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  fy: string,
  voided: VoidedInvoiceNumber,
): Promise<void> {
  await updateIf(dynamo, tableName, invoiceCounterKey(fy), [appendToList('voided', ':voided', [voided], ':none')], {
    expression: 'attribute_exists(#lastSerial)',
  });
}

/**
 * Puts an invoice on an order, once: `SET invoice = :invoice IF attribute_exists(pk) AND attribute_not_exists(invoice)`.
 * Touches nothing else (not `version`: an invoice is not a lifecycle change, so a pharmacist's concurrent status change
 * is not turned into a conflict), and returns no values (the role's grant allows only `invoice` and no old values).
 * @param orderKey the order's key (functions/data/records.ts recordKey)
 * @returns true when stored; false when the order already holds an invoice (or is gone)
 * @throws the SDK's errors
 */
export async function storeOrderInvoice(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  orderKey: ItemKey,
  invoice: IssuedInvoice,
): Promise<boolean> {
  const stored = await updateIf(dynamo, tableName, orderKey, [set('invoice', ':invoice', invoice)], {
    expression: 'attribute_exists(#pk) AND attribute_not_exists(#invoice)',
  });
  return stored !== undefined;
}
