/**
 * A pharmacist's quote stored beside its prescription (docs/architecture/lifecycle.md "Quotes"): the new order
 * (ORDER#ORD-…, status `quoted`) and the link on the prescription (PRESCRIPTION#RX-…: its `quotes` and
 * `dependentOrders`) written in ONE TransactWriteItems, so neither exists without the other, and the prescription's
 * `version` decides between two pharmacists quoting at once.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item, ItemKey } from './table';
import { set, updateExpression } from './update-expression';

/** One quote as its prescription lists it: the order's reference, when it was sent (ISO 8601) and by whom (display name). */
export interface PrescriptionQuoteLink {
  reference: string;
  at: string;
  byName?: string;
}

/** The quote's two writes: the new order item and the prescription it links to, as read. */
export interface QuoteWrite {
  order: Item;
  prescriptionKey: ItemKey;
  /** The prescription's `version` as read: the write lands only while it is still the stored one (then + 1). */
  prescriptionVersion: number;
  /** The prescription's `quotes` and `dependentOrders` after this quote (the read lists with the new order appended). */
  quotes: PrescriptionQuoteLink[];
  dependentOrders: string[];
  /** ISO 8601 time of the quote (the prescription's updatedAt). */
  at: string;
}

/**
 * Puts the quote's order (a new key only) and links it on its prescription (`quotes`, `dependentOrders`, version + 1,
 * updatedAt; conditional on the version read and the status `verified`), in one transaction.
 * @returns true when both were written; false when the prescription changed meanwhile (nothing written)
 * @throws the SDK's errors, including its TransactionCanceledException when the order key is taken
 */
export async function putQuoteWithLink(dynamo: DynamoDBDocumentClient, tableName: string, write: QuoteWrite): Promise<boolean> {
  const link = updateExpression(
    [
      set('quotes', ':quotes', write.quotes),
      set('dependentOrders', ':dependentOrders', write.dependentOrders),
      set('version', ':next', write.prescriptionVersion + 1),
      set('updatedAt', ':at', write.at),
    ],
    { expression: '#version = :seen AND #status = :verified', values: { ':seen': write.prescriptionVersion, ':verified': 'verified' } },
  );
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: write.order, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName: tableName, Key: { pk: write.prescriptionKey.pk, sk: write.prescriptionKey.sk }, ...link } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
