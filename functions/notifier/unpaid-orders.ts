import { isPaymentOverdue, PAYMENT_WINDOW_MS } from '@domain/payment';
import { cancellationRefundWrite } from '@domain/order-service';
import type { HistoryEntry } from '@domain/lifecycle';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RECORD_SK } from '@contracts/deployment/table-design';
import { queuePartition, readOrder, readQueuePage, writeStatusChange } from '../data/records';
import { orderLinesOf, restockOrder } from '../data/shelf';
import { isConditionFailure } from '../data/table';

/** The statuses an unpaid online order may wait in before a pharmacist confirms it (domain/payment.ts fulfilmentBlock). */
const UNPAID_STATUSES = ['placed', 'awaiting_prescription'] as const;

/** Orders looked at per status and run: far more than a minute's unpaid orders; the rest wait for the next run. */
const MAX_PER_RUN = 100;

/**
 * Cancels the online orders still unpaid PAYMENT_WINDOW_MS (30 minutes) after they were placed, with the reason
 * `payment_not_completed` (domain/lifecycle.ts systemCancellationReasons): their payment becomes `not_charged`
 * (nothing to refund, domain/payment.ts) and the cancellation e-mail is queued in the same write (the outbox). Run by
 * the notifier's schedule every minute (functions/notifier/notifier.handler.ts), so the e-mail goes out in that run.
 * A Query of each status's queue for rows created before now − 30 minutes (never a Scan), then each record read whole
 * and written conditional on the version read: an order paid or changed meanwhile is left alone.
 * @param now the run's time (tests pass a fake clock)
 * @returns how many orders were cancelled
 * @throws the SDK's errors other than a failed condition
 */
export async function cancelUnpaidOrders(dynamo: DynamoDBDocumentClient, tableName: string, now: Date): Promise<{ cancelled: number }> {
  // Created at or before now − 30 minutes: the range's end is exclusive, so one millisecond past it.
  const before = new Date(now.getTime() - PAYMENT_WINDOW_MS + 1).toISOString();
  let cancelled = 0;
  for (const status of UNPAID_STATUSES) {
    const page = await readQueuePage(dynamo, tableName, queuePartition('order', status), {
      oldestFirst: true,
      limit: MAX_PER_RUN,
      created: { before },
    });
    for (const row of page.items) {
      const key = { pk: row.pk, sk: RECORD_SK };
      const item = await readOrder(dynamo, tableName, key);
      if (!item || item.status !== status || !isPaymentOverdue(item, now)) continue;
      const at = now.toISOString();
      const entry: HistoryEntry = { at, by: 'system', from: status, to: 'cancelled', reason: 'payment_not_completed' };
      const money = cancellationRefundWrite(item, at, 'system');
      try {
        await writeStatusChange(dynamo, tableName, {
          key,
          kind: 'order',
          from: status,
          to: 'cancelled',
          version: item.version,
          entry,
          returnNothing: true,
          notify: { email: item.email, reason: 'payment_not_completed' },
          ...(money ? { set: money.set, alsoNotify: money.alsoNotify } : {}),
        });
        cancelled += 1;
        // The lapsed order's units back on the shelf, once.
        await restockOrder(dynamo, tableName, key, orderLinesOf(item), now);
      } catch (error) {
        // Paid, cancelled or otherwise changed since it was read: nothing to do.
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return { cancelled };
}
