/**
 * A cancelled order's retention, set when the notifier handles its cancellation e-mail (domain/retention.ts
 * cancelledOrderExpiry): the one role trusted with an order's TTL on every cancellation path. The shopper's own
 * cancellation runs in the public track function, whose grant deliberately cannot write `expiresAt` (a TTL can delete
 * a record of sale: infra/constructs/api.ts); every cancellation (the shopper's, staff's, the unpaid-order sweep's
 * and the lapsed-quote sweep's) queues the shopper's 'order:cancelled' e-mail in the same write as its status
 * (functions/runtime/outbox.ts), and every order has an e-mail address (both forms require one), so the notifier meets
 * every cancelled order at least once.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cancelledOrderExpiry } from '@domain/retention';
import { keepCancelledOrderUntil } from '../data/records';
import type { StoredRecord } from '../data/record-schemas';
import type { ItemKey } from '../data/table';

/**
 * Sets the TTL of `record` when it is an order now cancelled: 8 years from the cancellation when money was received,
 * else 180 days from it or the earlier TTL it had (cancelledOrderExpiry). Idempotent: the same record gives the same
 * value, so a retried e-mail event writes it again harmlessly. Anything else (a prescription, an order that is not
 * cancelled) is left alone.
 * @param record the record as the notifier read it; `now` stands in for the cancellation time of a record whose history
 *   lacks its entry
 * @returns the TTL written (epoch seconds), or undefined when nothing was written
 * @throws the SDK's errors other than a failed condition
 */
export async function keepCancelledOrder(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  record: StoredRecord | undefined,
  now: Date,
): Promise<number | undefined> {
  if (record?.kind !== 'order' || record.status !== 'cancelled') return undefined;
  const cancellation = record.history.findLast((entry) => entry.to === 'cancelled');
  const expiresAt = cancelledOrderExpiry(
    { paymentState: record.payment?.state, expiresAt: record.expiresAt },
    cancellation ? new Date(cancellation.at) : now,
  );
  return (await keepCancelledOrderUntil(dynamo, tableName, key, expiresAt)) ? expiresAt : undefined;
}
