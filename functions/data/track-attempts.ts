/**
 * The attempt counter of a reference on /track and the privacy self-service (pk TRACK#<reference>, sk RECORD:
 * contracts/deployment/table-design.ts): the one module that builds its key and commands. The limits themselves (how
 * many attempts, per client and per reference, in which window) are the caller's (functions/track/track-context.ts).
 *
 * Why an attempt is counted BEFORE it is evaluated: a check followed by a separate increment lets parallel requests
 * all pass the check before any increment lands (ten wrong phones at once were all evaluated against a cap of five).
 * Here the count and the check are one conditional UpdateItem, so DynamoDB serialises them: of N parallel attempts,
 * exactly as many as the cap leaves room for are granted, and only a granted attempt may look the record up. A granted
 * attempt that then succeeds is released again (successes never count); a failed one stays counted.
 *
 * One item per reference and window holds `failures` (every client) and a `client_<key>` count per client (the key is a
 * short hash, never an address: functions/track/client-key.ts). Both caps are in the same condition, so one write
 * decides both.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import { getItem, isConditionFailure, updateIf, type Item, type ItemKey } from './table';
import { add, conditionExpression } from './update-expression';

/**
 * The table key of a reference's attempt counter.
 * @param reference the reference as parsed (upper case)
 * @returns pk 'TRACK#<reference>', sk RECORD
 */
export function trackAttemptKey(reference: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.track}${reference}`, sk: RECORD_SK };
}

/** The limits an attempt is counted against. */
export interface AttemptLimits {
  /** Attempts one client may have counted on the reference in a window. */
  perClient: number;
  /** Attempts all clients together may have counted on the reference in a window. */
  perReference: number;
  /** The window's length, seconds; it starts with the first attempt counted in it. */
  windowSeconds: number;
}

/**
 * The answer of {@link claimTrackAttempt}: granted (with the start of the window it was counted in, epoch seconds, which
 * its release must name), or refused with the seconds until the window ends.
 */
export type AttemptClaim = { granted: true; windowStart: number } | { granted: false; retryAfterSeconds: number };

/** The attribute holding one client's count: `client_<key>` (key: lower-case hex, functions/track/client-key.ts). */
function clientAttribute(clientKey: string): string {
  if (!/^[0-9a-f]{1,16}$/.test(clientKey)) throw new Error('client key must be lower-case hex');
  return `client_${clientKey}`;
}

/**
 * What this module reads of a counter item: the window's start (epoch seconds), the attempts counted in it, and, as
 * `client`, the count of the client at hand (its `client_<key>` attribute, absent until its first attempt in the window).
 */
const attemptCounterSchema = z.object({ windowStart: z.int(), failures: z.int(), client: z.optional(z.int()) });

/**
 * The counts of a counter item for one client, parsed.
 * @throws StoredRecordInvalid when the item does not have the shape of attemptCounterSchema
 */
function readCounts(item: Item, client: string, key: ItemKey) {
  const { windowStart, failures } = item;
  return parseStored(attemptCounterSchema, { windowStart, failures, client: item[client] }, { kind: 'track-attempts', key });
}

/** Rounds of update → read → new window before giving up under contention (each round is a race lost to another request). */
const MAX_ROUNDS = 8;

/**
 * Counts one attempt of `clientKey` on `reference` at `nowSeconds`, atomically with the check: one conditional
 * UpdateItem (ADD failures 1, ADD client_<key> 1, on the condition that the window is current, the client's count is
 * under `perClient` and the reference's under `perReference`). When the condition fails, a consistent read tells a
 * lock (the window is current and a count is at its cap: refused, Retry-After to its end) from a window that is over or
 * was never opened (a conditional PutItem opens a new one with this attempt counted; if another request opened it
 * first, this one counts in theirs) and from a window another request opened meanwhile (the write is tried again).
 * The counter expires 60 s after its window ends (TTL).
 * @param nowSeconds the attempt's time, epoch seconds
 * @returns granted with the window start, or refused with Retry-After seconds (≥ 1)
 * @throws the SDK's errors other than a failed condition; StoredRecordInvalid when the counter item does not have its shape
 */
export async function claimTrackAttempt(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { reference, clientKey, nowSeconds, limits }: { reference: string; clientKey: string; nowSeconds: number; limits: AttemptLimits },
): Promise<AttemptClaim> {
  const key = trackAttemptKey(reference);
  const client = clientAttribute(clientKey);
  const floor = nowSeconds - limits.windowSeconds;
  const count = [add('failures', ':one', 1), add(client, ':one', 1)];
  const underCaps = {
    expression: `#windowStart > :floor AND (attribute_not_exists(#${client}) OR #${client} < :perClient) AND #failures < :perReference`,
    values: { ':floor': floor, ':perClient': limits.perClient, ':perReference': limits.perReference },
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const counted = await updateIf(dynamo, tableName, key, count, underCaps, 'ALL_NEW');
    if (counted) return { granted: true, windowStart: readCounts(counted, client, key).windowStart };
    const item = await getItem(dynamo, tableName, key);
    const found = item && readCounts(item, client, key);
    if (found && found.windowStart > floor) {
      const { windowStart } = found;
      const locked = (found.client ?? 0) >= limits.perClient || found.failures >= limits.perReference;
      if (locked) return { granted: false, retryAfterSeconds: Math.max(1, windowStart + limits.windowSeconds - nowSeconds) };
      continue; // another request opened the window (or released an attempt) between the write and the read: count again
    }
    try {
      await dynamo.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...key, windowStart: nowSeconds, failures: 1, [client]: 1, expiresAt: nowSeconds + limits.windowSeconds + 60 },
          ...conditionExpression({
            expression: 'attribute_not_exists(#windowStart) OR #windowStart <= :floor',
            values: { ':floor': floor },
          }),
        }),
      );
      return { granted: true, windowStart: nowSeconds };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  // Windows kept turning over under this request: treat it as locked for a second rather than evaluate it uncounted.
  return { granted: false, retryAfterSeconds: 1 };
}

/**
 * Releases a granted attempt that succeeded (successes never count toward a lock): ADD −1 to both counts, on the
 * condition that the window is still the one it was counted in and the client's count is above 0. A window that
 * turned over meanwhile has nothing of it to release: the failed condition is ignored.
 * @param windowStart the window the attempt was counted in ({@link AttemptClaim})
 * @throws the SDK's errors other than a failed condition
 */
export async function releaseTrackAttempt(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { reference, clientKey, windowStart }: { reference: string; clientKey: string; windowStart: number },
): Promise<void> {
  const client = clientAttribute(clientKey);
  await updateIf(dynamo, tableName, trackAttemptKey(reference), [add('failures', ':minusOne', -1), add(client, ':minusOne', -1)], {
    expression: `#windowStart = :windowStart AND #${client} > :zero`,
    values: { ':windowStart': windowStart, ':zero': 0 },
  });
}
