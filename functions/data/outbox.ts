/**
 * The e-mail outbox as stored on record items (functions/runtime/outbox.ts explains the design): the `outbox` list and
 * the keys of the sparse outbox index (`outboxState` = OUTBOX_PENDING, `outboxDueAt`). The one module that builds the
 * writes of outbox events: appending them with a status write, and the notifier's claim, finish and reschedule.
 * Items are addressed by the key the outbox index gives (a record's key); every write is conditional, so two
 * notifier runs never both own one event.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { locales } from '@contracts/locale';
import { OUTBOX_PENDING, outboxIndex } from '@contracts/deployment/table-design';
import type { OutboxEvent, OutboxEventState } from '../runtime/outbox';
import { parseStored } from './parse-item';
import { isRecordKey, parseRecord, type StoredRecord } from './record-schemas';
import { getItem, keyOfItem, queryUpTo, updateIf, type ItemKey } from './table';
import { appendToList, listElement, pathExpression, remove, set, type Condition, type UpdateAction } from './update-expression';

const OUTBOX_EVENT_STATES = ['pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped'] as const satisfies readonly OutboxEventState[];

/** One stored outbox event (functions/runtime/outbox.ts OutboxEvent), as an item's `outbox` list holds it. */
export const storedOutboxEventSchema = z.object({
  id: z.string(),
  audience: z.enum(['shopper', 'pharmacy']),
  to: z.optional(z.string()),
  status: z.string(),
  reason: z.optional(z.string()),
  text: z.optional(z.string()),
  locale: z.optional(z.enum(locales)),
  recall: z.optional(z.object({ productId: z.string(), batch: z.string() })),
  createdAt: z.string(),
  state: z.enum(OUTBOX_EVENT_STATES),
  attempts: z.int().check(z.gte(0)),
  nextAttemptAt: z.string(),
  claimId: z.optional(z.string()),
  claimedUntil: z.optional(z.string()),
  sentAt: z.optional(z.string()),
  messageId: z.optional(z.string()),
  lastError: z.optional(z.string()),
}) satisfies z.ZodMiniType<OutboxEvent>;

/**
 * An item holding an outbox, as the notifier reads it: a record, or an item beside one (an erasure or unlock code, an
 * e-mail change notice, a refill reminder), or a back-in-stock subscription. Its events are parsed (an item without an
 * outbox reads as none); `reference`, `status` and an e-mail change's `changedAt` when it has them; each holder's other
 * attributes are its own module's (refill-reminders.ts, back-in-stock.ts parse theirs).
 */
export const outboxHolderSchema = z.looseObject({
  outbox: z._default(z.array(storedOutboxEventSchema), []),
  reference: z.optional(z.string()),
  status: z.optional(z.string()),
  changedAt: z.optional(z.string()),
});

/** An outbox holder as read, with the whole record parsed when the holder is a record (record-schemas.ts). */
export type OutboxItem = z.output<typeof outboxHolderSchema> & { record?: StoredRecord };

/**
 * The update actions that append `events` to an existing record's outbox in the same UpdateItem as its status change,
 * and mark the record due at `now` in the outbox index. `if_not_exists` covers records written before the outbox.
 * Value placeholders are prefixed `:outbox…`, so they do not clash with the status write's own.
 * @returns the actions (none when there is no event)
 */
export function outboxAppendActions(events: OutboxEvent[], now: Date): UpdateAction[] {
  if (events.length === 0) return [];
  return [
    appendToList('outbox', ':outboxEvents', events, ':outboxEmpty'),
    set(outboxIndex.partitionKey, ':outboxPending', OUTBOX_PENDING),
    set(outboxIndex.sortKey, ':outboxNow', now.toISOString()),
  ];
}

/**
 * The keys of the items with an event due at `now` (a Query of the sparse outbox index, never a Scan), in due order.
 * @param max most keys returned (Queries of at most 25 rows a page)
 * @throws the SDK's errors
 */
export async function readDueOutboxKeys(dynamo: DynamoDBDocumentClient, tableName: string, now: Date, max: number): Promise<ItemKey[]> {
  const items = await queryUpTo(
    dynamo,
    tableName,
    {
      index: outboxIndex.name,
      partition: { name: outboxIndex.partitionKey, value: OUTBOX_PENDING },
      sort: { name: outboxIndex.sortKey, op: '<=', value: now.toISOString() },
    },
    { ascending: true, max, pageSize: 25 },
  );
  return items.map(keyOfItem);
}

/**
 * The item holding an outbox, read consistently (the notifier decides on it), parsed (outboxHolderSchema; a record's
 * key also by its record schema).
 * @returns the item, or undefined when it expired (TTL) meanwhile
 * @throws the SDK's errors; StoredRecordInvalid (kind 'outbox', or the record's kind) for an item without its shape
 */
export async function readOutboxItem(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey): Promise<OutboxItem | undefined> {
  const item = await getItem(dynamo, tableName, key);
  if (!item) return undefined;
  const holder = parseStored(outboxHolderSchema, item, { kind: 'outbox', key });
  return isRecordKey(key) ? { ...holder, record: parseRecord(item, key) } : holder;
}

/** Runs a conditional write; a failed condition is answered `false` instead of thrown. */
async function conditionalUpdate(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  actions: UpdateAction[],
  condition: Condition,
): Promise<boolean> {
  return (await updateIf(dynamo, tableName, key, actions, condition)) !== undefined;
}

/** This run's hold on one event: who holds it, and until when. */
export interface OutboxClaim {
  /** The event's position in the item's `outbox` list, as read. */
  index: number;
  /** The event's id and attempt count as read: the claim holds only if both are unchanged. */
  eventId: string;
  seenAttempts: number;
  /** This run's claim id and the claim's expiry (ISO 8601). */
  claimId: string;
  claimedUntil: string;
}

/**
 * Claims one event for sending: moves it to `sending` with this run's claim id and expiry, and counts the attempt
 * (attempts + 1), on condition that it is still the event read (id and attempts) and is `pending`, or `sending` under
 * a claim that expired before `now`.
 * @returns true when claimed; false when another run holds or finished it
 * @throws the SDK's errors other than a failed condition
 */
export async function claimOutboxEvent(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  claim: OutboxClaim,
  now: Date,
): Promise<boolean> {
  const { element: event, path } = listElement('outbox', claim.index);
  return conditionalUpdate(
    dynamo,
    tableName,
    key,
    [
      set([...event, 'state'], ':sending', 'sending'),
      set([...event, 'claimId'], ':claim', claim.claimId),
      set([...event, 'claimedUntil'], ':until', claim.claimedUntil),
      set([...event, 'attempts'], ':attempts', claim.seenAttempts + 1),
    ],
    {
      expression: `${path}.#id = :id AND ${path}.#attempts = :seenAttempts AND (${path}.#state = :pending OR (${path}.#state = :sending AND ${path}.#claimedUntil < :now))`,
      values: { ':id': claim.eventId, ':seenAttempts': claim.seenAttempts, ':pending': 'pending', ':now': now.toISOString() },
    },
  );
}

/** How a claimed event ends: a final state, or back to `pending` with its next attempt time. */
export interface OutboxOutcome {
  state: 'sent' | 'failed' | 'cancelled' | 'skipped' | 'pending';
  /** The AWS error name of the failed attempt (never its message). */
  lastError?: string;
  /** ISO 8601: the next attempt's earliest time (state pending). */
  nextAttemptAt?: string;
  /** ISO 8601 time SES accepted the e-mail, and its message id (state sent). */
  sentAt?: string;
  messageId?: string;
}

/**
 * Ends a claim: sets the outcome's state and fields, removes the claim, and in a final state (`sent`, `failed`,
 * `cancelled`, `skipped`) the recipient address and any answer text too (an event keeps neither once it is done). Conditional on the claim still
 * being `claimId`; a lost claim (expired and taken over by another run, which then decides) changes nothing.
 * @param index the event's position in the item's `outbox` list
 * @throws the SDK's errors other than a failed condition
 */
export async function finishOutboxEvent(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  index: number,
  claimId: string,
  outcome: OutboxOutcome,
): Promise<void> {
  const event = ['outbox', index] as const;
  const { state, ...fields } = outcome;
  const actions = [
    set([...event, 'state'], ':state', state),
    ...Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [set([...event, name], `:${name}`, value)])),
    remove([...event, 'claimId']),
    remove([...event, 'claimedUntil']),
    ...(state === 'pending' ? [] : [remove([...event, 'to']), remove([...event, 'text'])]),
  ];
  await conditionalUpdate(dynamo, tableName, key, actions, {
    expression: `${pathExpression([...event, 'claimId'])} = :claim`,
    values: { ':claim': claimId },
  });
}

/**
 * Sets an item's next due time in the outbox index (`next`, ISO 8601), or takes it out of the index when nothing is
 * left to send (`next` undefined). Conditional on the outbox still holding `seenSize` events: a status change that
 * appended an event meanwhile made the item due now, which must stay.
 * @throws the SDK's errors other than a failed condition
 */
export async function rescheduleOutboxItem(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  seenSize: number,
  next: string | undefined,
): Promise<void> {
  const actions =
    next === undefined
      ? [remove(outboxIndex.partitionKey), remove(outboxIndex.sortKey)]
      : [set(outboxIndex.partitionKey, ':pending', OUTBOX_PENDING), set(outboxIndex.sortKey, ':next', next)];
  await conditionalUpdate(dynamo, tableName, key, actions, { expression: 'size(#outbox) = :size', values: { ':size': seenSize } });
}
