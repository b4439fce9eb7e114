import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '@domain/lifecycle';
import { isQuoteExpired, QUOTE_VALIDITY_MS } from '@domain/quote';
import { RECORD_SK } from '@contracts/deployment/table-design';
import { queuePartition, readOrder, readQueuePage, writeStatusChange } from '../data/records';
import { isConditionFailure } from '../data/table';

/** Quotes looked at per run: far more than a minute's lapsed quotes; the rest wait for the next run. */
const MAX_PER_RUN = 100;

/**
 * Cancels the quotes left unanswered QUOTE_VALIDITY_MS (48 hours) after they were sent, with the system reason
 * `quote_expired` (domain/lifecycle.ts systemCancellationReasons), queuing the cancellation e-mail in the same write.
 * Run by the notifier's schedule every minute, beside the unpaid orders' sweep (unpaid-orders.ts), whose shape it
 * follows: a Query of the `quoted` queue for rows created before now − 48 hours (never a Scan), each record read whole
 * and written conditional on the version read, so a quote accepted or declined meanwhile is left alone. Nothing to
 * refund or restock: a quote took neither money nor stock.
 * @param now the run's time (tests pass a fake clock)
 * @returns how many quotes were cancelled
 * @throws the SDK's errors other than a failed condition
 */
export async function cancelExpiredQuotes(dynamo: DynamoDBDocumentClient, tableName: string, now: Date): Promise<{ cancelled: number }> {
  // Created at or before now − 48 hours: the range's end is exclusive, so one millisecond past it.
  const before = new Date(now.getTime() - QUOTE_VALIDITY_MS + 1).toISOString();
  const page = await readQueuePage(dynamo, tableName, queuePartition('order', 'quoted'), {
    oldestFirst: true,
    limit: MAX_PER_RUN,
    created: { before },
  });
  let cancelled = 0;
  for (const row of page.items) {
    const key = { pk: row.pk, sk: RECORD_SK };
    const item = await readOrder(dynamo, tableName, key);
    if (!item || item.status !== 'quoted' || !isQuoteExpired(item, now)) continue;
    const entry: HistoryEntry = { at: now.toISOString(), by: 'system', from: 'quoted', to: 'cancelled', reason: 'quote_expired' };
    try {
      await writeStatusChange(dynamo, tableName, {
        key,
        kind: 'order',
        from: 'quoted',
        to: 'cancelled',
        version: item.version,
        entry,
        returnNothing: true,
        notify: { email: item.email, reason: 'quote_expired' },
      });
      cancelled += 1;
    } catch (error) {
      // Accepted, declined or otherwise changed since it was read: nothing to do.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { cancelled };
}
