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
 *
 * The owner is never locked out by others: a client that proved it owns the reference with a code e-mailed to the
 * record's address (functions/track/track-unlock.ts) gets an `owner_<key>` mark in the window ({@link passOwner}), and
 * the reference's cap no longer holds it for the rest of the window. Its own per-client cap still does. The mark goes
 * with the window (a new window is a new item).
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECORD_SK } from '@contracts/deployment/table-design';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import { getItem, isConditionFailure, updateIf, type Item, type ItemKey } from './table';
import { add, conditionExpression, set } from './update-expression';

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
 * its release must name), or refused with the seconds until the window ends and which cap refused it: the client's own
 * (`client`) or the reference's, reached by many clients (`reference`: its owner may ask for an e-mailed code).
 */
export type AttemptClaim =
  { granted: true; windowStart: number } | { granted: false; retryAfterSeconds: number; lockedBy: 'client' | 'reference' };

/** The attribute holding one client's count: `client_<key>` (key: lower-case hex, functions/track/client-key.ts). */
function clientAttribute(clientKey: string): string {
  if (!/^[0-9a-f]{1,16}$/.test(clientKey)) throw new Error('client key must be lower-case hex');
  return `client_${clientKey}`;
}

/** The attribute marking a client as the reference's proven owner in the window: `owner_<key>` (see the module comment). */
function ownerAttribute(clientKey: string): string {
  return `owner_${clientAttribute(clientKey).slice('client_'.length)}`;
}

/**
 * What this module reads of a counter item: the window's start (epoch seconds), the attempts counted in it, and, as
 * `client`, the count of the client at hand (its `client_<key>` attribute, absent until its first attempt in the
 * window) and, as `owner`, whether it proved to own the reference in the window.
 */
const attemptCounterSchema = z.object({
  windowStart: z.int(),
  failures: z.int(),
  client: z.optional(z.int()),
  owner: z.optional(z.boolean()),
});

/**
 * The counts of a counter item for one client, parsed.
 * @throws StoredRecordInvalid when the item does not have the shape of attemptCounterSchema
 */
function readCounts(item: Item, clientKey: string, key: ItemKey) {
  const { windowStart, failures } = item;
  const counts = { windowStart, failures, client: item[clientAttribute(clientKey)], owner: item[ownerAttribute(clientKey)] };
  return parseStored(attemptCounterSchema, counts, { kind: 'track-attempts', key });
}

/** Rounds of update → read → new window before giving up under contention (each round is a race lost to another request). */
const MAX_ROUNDS = 8;

/**
 * Counts one attempt of `clientKey` on `reference` at `nowSeconds`, atomically with the check: one conditional
 * UpdateItem (ADD failures 1, ADD client_<key> 1, on the condition that the window is current, the client's count is
 * under `perClient` and the reference's under `perReference`, unless the client proved it owns the reference). When the condition fails, a consistent read tells a
 * lock (the window is current and a count is at its cap: refused, Retry-After to its end) from a window that is over or
 * was never opened (a conditional PutItem opens a new one with this attempt counted; if another request opened it
 * first, this one counts in theirs) and from a window another request opened meanwhile (the write is tried again).
 * The counter expires 60 s after its window ends (TTL).
 * @param nowSeconds the attempt's time, epoch seconds
 * @returns granted with the window start, or refused with Retry-After seconds (≥ 1) and the cap that refused it
 * @throws the SDK's errors other than a failed condition; StoredRecordInvalid when the counter item does not have its shape
 */
export async function claimTrackAttempt(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { reference, clientKey, nowSeconds, limits }: { reference: string; clientKey: string; nowSeconds: number; limits: AttemptLimits },
): Promise<AttemptClaim> {
  const key = trackAttemptKey(reference);
  const client = clientAttribute(clientKey);
  const owner = ownerAttribute(clientKey);
  const floor = nowSeconds - limits.windowSeconds;
  const count = [add('failures', ':one', 1), add(client, ':one', 1)];
  const underCaps = {
    expression: `#windowStart > :floor AND (attribute_not_exists(#${client}) OR #${client} < :perClient) AND (#failures < :perReference OR attribute_exists(#${owner}))`,
    values: { ':floor': floor, ':perClient': limits.perClient, ':perReference': limits.perReference },
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const counted = await updateIf(dynamo, tableName, key, count, underCaps, 'ALL_NEW');
    if (counted) return { granted: true, windowStart: readCounts(counted, clientKey, key).windowStart };
    const item = await getItem(dynamo, tableName, key);
    const found = item && readCounts(item, clientKey, key);
    if (found && found.windowStart > floor) {
      const retryAfterSeconds = Math.max(1, found.windowStart + limits.windowSeconds - nowSeconds);
      if ((found.client ?? 0) >= limits.perClient) return { granted: false, retryAfterSeconds, lockedBy: 'client' };
      if (found.failures >= limits.perReference && !found.owner) return { granted: false, retryAfterSeconds, lockedBy: 'reference' };
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
  return { granted: false, retryAfterSeconds: 1, lockedBy: 'client' };
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

/**
 * Whether failures from many clients have locked `reference` at `nowSeconds` (its current window holds
 * `perReference` failures): what POST /api/track/code asks before it sends a code, so codes go out only for a
 * reference that is locked.
 * @throws StoredRecordInvalid when the counter item does not have its shape; the SDK's errors
 */
export async function isReferenceLocked(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { reference, nowSeconds, limits }: { reference: string; nowSeconds: number; limits: AttemptLimits },
): Promise<boolean> {
  const key = trackAttemptKey(reference);
  const item = await getItem(dynamo, tableName, key);
  if (!item) return false;
  const { windowStart, failures } = parseStored(z.object({ windowStart: z.int(), failures: z.int() }), item, {
    kind: 'track-attempts',
    key,
  });
  return windowStart > nowSeconds - limits.windowSeconds && failures >= limits.perReference;
}

/**
 * Marks `clientKey` as the proven owner of `reference` for the rest of the current window (SET owner_<key>, on the
 * condition that the window is current), so the reference's cap no longer refuses it (see the module comment). A
 * window that ended meanwhile locks nobody: the failed condition is ignored.
 * @throws the SDK's errors other than a failed condition
 */
export async function passOwner(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { reference, clientKey, nowSeconds, limits }: { reference: string; clientKey: string; nowSeconds: number; limits: AttemptLimits },
): Promise<void> {
  await updateIf(dynamo, tableName, trackAttemptKey(reference), [set(ownerAttribute(clientKey), ':owner', true)], {
    expression: '#windowStart > :floor',
    values: { ':floor': nowSeconds - limits.windowSeconds },
  });
}
