/**
 * A prescription's call task (docs/architecture/lifecycle.md "Call task"): the `call` attribute of the record, set by
 * the upload and changed by each logged call. The one module that builds, reads and writes it; its rules (when a call
 * is due, what each outcome does) are domain/call-clock.ts.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { callDueAt } from '@domain/call-clock';
import type { HistoryEntry } from '@domain/lifecycle';
import type { CallTask } from '@contracts/call-log';
import { queryUpTo, type ItemKey } from './table';
import { queuePartition, readRecordsOfQueueRows } from './records';
import { parseRecord, type StoredRecord } from './record-schemas';
import { appendToList, set, updateExpression } from './update-expression';

/**
 * The call task of a new upload: the first call due CALL_WITHIN_MINUTES desk minutes after it (callDueAt).
 * @param uploadedAt the record's creation time
 */
export function newCallTask(uploadedAt: Date): CallTask {
  return { dueAt: callDueAt(uploadedAt).toISOString() };
}

/**
 * The record's call task as stored (parsed with the record: record-schemas.ts); undefined for a record without one (an
 * order, a message, a tombstone, a prescription stored before call tasks).
 */
export function callTaskOf(item: StoredRecord | undefined): CallTask | undefined {
  return item?.kind === 'prescription' && item.status !== 'erased' ? item.call : undefined;
}

/** One logged call as writeCallLog stores it. */
export interface CallLogWrite {
  key: ItemKey;
  /** The `version` the pharmacist saw; the write succeeds only if it is still the stored one. */
  version: number;
  /** The task after the call (domain/call-clock.ts callStateAfter). */
  call: CallTask;
  /** The history entry of the call (`from` = `to` = the status; `call` the outcome); its `at` is the write's time. */
  entry: HistoryEntry;
}

/**
 * Stores one logged call: ONE UpdateItem setting `call`, `version` + 1 and `updatedAt`, and appending the call's
 * history entry, conditional on `version` being the one seen. Status, queue and outbox stay as they are: a call
 * sends no e-mail.
 * @returns the record as stored after the call, parsed (record-schemas.ts parseRecord)
 * @throws the SDK's ConditionalCheckFailedException when `version` is stale (the caller answers 409); other SDK errors
 */
export async function writeCallLog(dynamo: DynamoDBDocumentClient, tableName: string, change: CallLogWrite): Promise<StoredRecord> {
  const expression = updateExpression(
    [
      set('call', ':call', change.call),
      set('version', ':next', change.version + 1),
      set('updatedAt', ':at', change.entry.at),
      appendToList('history', ':entry', [change.entry]),
    ],
    { expression: '#version = :seen', values: { ':seen': change.version } },
  );
  const updated = await dynamo.send(
    new UpdateCommand({ TableName: tableName, Key: { pk: change.key.pk, sk: change.key.sk }, ...expression, ReturnValues: 'ALL_NEW' }),
  );
  return parseRecord(updated.Attributes ?? {}, change.key);
}

/** The prescription statuses whose records the "Call due" queue looks at: those the pharmacy is still working on. */
export const CALL_QUEUE_STATUSES = ['received', 'in_review', 'verified'] as const;

/**
 * The most records of each status the "Call due" queue reads: 200, oldest first. The filter is in memory over these
 * open prescriptions (the call's due time is not an index key); a pharmacy with more than 200 prescriptions waiting
 * in one status has a backlog the status queues already show.
 */
export const CALL_QUEUE_READ_MAX = 200;

/**
 * The open prescriptions that may owe a call: up to CALL_QUEUE_READ_MAX of each CALL_QUEUE_STATUSES queue (Queries on
 * the queue index, oldest first, never a Scan), then each record read whole by key (the index projects no `call`).
 * @returns the whole records (any order)
 * @throws the SDK's errors
 */
export async function readCallCandidates(dynamo: DynamoDBDocumentClient, tableName: string): Promise<StoredRecord[]> {
  const rows = (
    await Promise.all(
      CALL_QUEUE_STATUSES.map((status) => {
        const partition = queuePartition('prescription', status);
        return queryUpTo(
          dynamo,
          tableName,
          { index: partition.index.name, partition: { name: partition.index.partitionKey, value: partition.value } },
          { ascending: true, max: CALL_QUEUE_READ_MAX, pageSize: CALL_QUEUE_READ_MAX },
        );
      }),
    )
  ).flat();
  return [...(await readRecordsOfQueueRows(dynamo, tableName, rows)).values()];
}
