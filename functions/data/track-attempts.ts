/**
 * The failed-attempt counter of a reference on /track and the privacy self-service (pk TRACK#<reference>, sk RECORD:
 * contracts/deployment/table-design.ts): the one module that builds its key and commands. The limit itself (how many
 * failures in which window) is the caller's (functions/track/track.core.ts).
 */
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import { getItem, isConditionFailure, type ItemKey } from './table';
import { add, updateExpression } from './update-expression';

/** The failures counted on one reference in its current window. */
export interface TrackAttempts {
  /** Epoch seconds the window started (the first failure of the window). */
  windowStart: number;
  failures: number;
}

/**
 * The table key of a reference's attempt counter.
 * @param reference the reference as parsed (upper case)
 * @returns pk 'TRACK#<reference>', sk RECORD
 */
export function trackAttemptKey(reference: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.track}${reference}`, sk: RECORD_SK };
}

/**
 * The reference's counter, read consistently (a lock must hold at once).
 * @returns the window start and failures (0 for a missing attribute), or undefined when nothing was counted (or the
 *   counter expired)
 * @throws the SDK's errors
 */
export async function readTrackAttempts(dynamo: DynamoDBDocumentClient, tableName: string, reference: string): Promise<TrackAttempts | undefined> {
  const item = await getItem(dynamo, tableName, trackAttemptKey(reference));
  return item ? { windowStart: Number(item.windowStart ?? 0), failures: Number(item.failures) } : undefined;
}

/**
 * Counts one failed attempt: in the current window when it started after `nowSeconds − windowSeconds` (ADD, on that
 * condition), else as the first failure of a new window starting now (a PutItem replacing the old counter), which
 * expires 60 s after the window ends (TTL).
 * @param nowSeconds the attempt's time, epoch seconds; `windowSeconds` the window's length
 * @throws the SDK's errors
 */
export async function countTrackFailure(dynamo: DynamoDBDocumentClient, tableName: string, reference: string, nowSeconds: number, windowSeconds: number): Promise<void> {
  const key = trackAttemptKey(reference);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        ...updateExpression([add('failures', ':one', 1)], {
          expression: 'attribute_exists(#windowStart) AND #windowStart > :floor',
          values: { ':floor': nowSeconds - windowSeconds },
        }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await dynamo.send(new PutCommand({ TableName: tableName, Item: { ...key, windowStart: nowSeconds, failures: 1, expiresAt: nowSeconds + windowSeconds + 60 } }));
  }
}
