/**
 * An order's refill reminder item (pk the order's, sk {@link REFILL_REMINDER_SK}): the one module that builds its key and
 * the commands on it. Rules: domain/refill-reminders.ts; flow: docs/architecture/email-and-reminders.md "Refill reminders".
 *
 * The item's life:
 * 1. the shopper asks on /track (functions/track/refill-reminder.ts, {@link putRefillReminder}): ONE item per order, a
 *    new request replaces the earlier one (one UpdateItem setting every attribute); it holds the order's lines, the prescription's upload time, the
 *    shopper's language and consent time, and its own `outbox` of one event whose `nextAttemptAt` is the due time, with
 *    the outbox index keys `outboxState` = pending and `outboxDueAt` = the due time, so the scheduled notifier finds it
 *    when due and never before;
 * 2. the notifier sends it with the outbox's conditional claim (functions/data/outbox.ts: one e-mail per event, also
 *    with two runs racing), to the order's address as it is then (the item holds none);
 * 3. the shopper may cancel it (unsubscribe link or /track, {@link cancelRefillReminder}): conditional on the event
 *    still being pending, so a cancel and a claim cannot both win.
 * The item lives in its own partition, REMINDER#<order reference>, not in the order's: the roles that ask for and
 * cancel reminders (track, the public unsubscribe, the privacy erasure) are granted that partition alone, limited to
 * the reminder's attributes, so no reminder grant can set a TTL (`expiresAt`) on an order, which would delete a record
 * of sale, or queue e-mails on it (infra/constructs/api.ts). It has no `kind`, `queue` or `createdAt`, so no listing
 * index holds it. It expires (TTL) when its unsubscribe link does, {@link UNSUBSCRIBE_TOKEN_DAYS} days after it is due.
 * Reminders written before this move sat in the order's partition (sk REFILL_REMINDER): none exists in production;
 * on a stack that has some, they are no longer read, sent or cancelled and expire by their own TTL
 * (docs/architecture/email-and-reminders.md "Refill reminders").
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { OUTBOX_PENDING, PARTITION_PREFIXES, outboxIndex } from '@contracts/deployment/table-design';
import { locales } from '@contracts/locale';
import { REMINDER_CANCEL_READ_ATTRIBUTES, type TrackRefillReminder } from '@contracts/refill-reminders';
import { REFILL_REMINDER_DAYS, UNSUBSCRIBE_TOKEN_DAYS, splitReminderLines, type ReminderLine } from '@domain/refill-reminders';
import type { OutboxEvent } from '../runtime/outbox';
import { storedOutboxEventSchema } from './outbox';
import { parseStored } from './parse-item';
import { getItem, keyOfItem, updateIf, type Item, type ItemKey } from './table';
import { remove, set, updateExpression } from './update-expression';

/** The sort key of an order's refill reminder item (in the reminder's own partition). */
export const REFILL_REMINDER_SK = 'REFILL_REMINDER';

/** The outbox event status of a refill reminder's e-mail (not a lifecycle status: domain/notifications.ts refillReminderContent). */
export const REFILL_REMINDER_EVENT = 'refill_reminder';

/**
 * The table key of an order's refill reminder item: pk REMINDER#<the order's reference>, sk REFILL_REMINDER.
 * @param order the order's key (records.ts recordKey: pk ORDER#<reference>)
 */
export function refillReminderKey(order: ItemKey): ItemKey {
  const reference = order.pk.slice(order.pk.indexOf('#') + 1);
  return { pk: `${PARTITION_PREFIXES.reminder}${reference}`, sk: REFILL_REMINDER_SK };
}

/** True for the key of a refill reminder item (the notifier sends the reminder e-mail for it, not a status e-mail). */
export function isRefillReminderKey(key: ItemKey): boolean {
  return key.pk.startsWith(PARTITION_PREFIXES.reminder) && key.sk === REFILL_REMINDER_SK;
}

/** What a cancellation reads of a reminder: its id, state and its e-mail's state. */
const reminderCancelStateSchema = z.object({
  reminderId: z.string(),
  reminderState: z.enum(['active', 'cancelled']),
  outbox: z.array(z.looseObject({ state: z.string() })),
});

/**
 * The part of an order's reminder a cancellation needs, read consistently with a projection of
 * REMINDER_CANCEL_READ_ATTRIBUTES only (contracts/refill-reminders.ts: the unsubscribe role may read nothing else).
 * @returns the reminder's id, state and outbox states, or undefined when there is none
 * @throws StoredRecordInvalid for an item of another shape; the SDK's errors
 */
async function readReminderCancelState(dynamo: DynamoDBDocumentClient, tableName: string, order: ItemKey) {
  const key = refillReminderKey(order);
  const found = await dynamo.send(
    new GetCommand({
      TableName: tableName,
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: REMINDER_CANCEL_READ_ATTRIBUTES.map((name) => `#${name}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(REMINDER_CANCEL_READ_ATTRIBUTES.map((name) => [`#${name}`, name])),
    }),
  );
  return found.Item ? parseStored(reminderCancelStateSchema, found.Item, { kind: 'refill-reminder', key }) : undefined;
}

/** A stored refill reminder (the attributes of contracts/refill-reminders.ts REFILL_REMINDER_ATTRIBUTES). */
export const storedRefillReminderSchema = z.object({
  reminderId: z.string(),
  reference: z.string(),
  reminderState: z.enum(['active', 'cancelled']),
  days: z.literal(REFILL_REMINDER_DAYS),
  /** ISO 8601. */
  requestedAt: z.string(),
  dueAt: z.string(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.int(),
      requiresPrescription: z.boolean(),
    }) satisfies z.ZodMiniType<ReminderLine>,
  ),
  /** ISO 8601 upload time of the order's prescription, when it carries one. */
  prescriptionUploadedAt: z.optional(z.string()),
  locale: z.enum(locales),
  consentAt: z.string(),
  /** The signed unsubscribe token of the e-mail (functions/reminders/unsubscribe-token.ts). */
  unsubscribeToken: z.string(),
  cancelledAt: z.optional(z.string()),
  outbox: z.array(storedOutboxEventSchema),
});
export type StoredRefillReminder = z.output<typeof storedRefillReminderSchema>;

/**
 * What a new reminder holds; the event, index keys and expiry are derived here. No address: the notifier sends the
 * reminder to the order's address as it is on the due day (functions/notifier/notifier.core.ts recipientsOf), so a
 * corrected address is obeyed.
 */
export type NewRefillReminder = Omit<StoredRefillReminder, 'reminderState' | 'outbox' | 'cancelledAt'>;

/**
 * Writes an order's reminder, replacing any earlier one (one reminder per order: the shopper's latest choice counts).
 * @param order the order's key
 * @throws the SDK's errors
 */
export async function putRefillReminder(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  order: ItemKey,
  reminder: NewRefillReminder,
): Promise<StoredRefillReminder> {
  const fields = reminder;
  const event: OutboxEvent = {
    id: reminder.reminderId,
    audience: 'shopper',
    status: REFILL_REMINDER_EVENT,
    locale: reminder.locale,
    createdAt: reminder.requestedAt,
    state: 'pending',
    attempts: 0,
    // Not to be tried before it is due: the notifier's isDue reads this, the index's outboxDueAt keeps it out of the Query.
    nextAttemptAt: reminder.dueAt,
  };
  const stored: StoredRefillReminder = { ...fields, reminderState: 'active', outbox: [event] };
  const expiresAt = Math.floor(Date.parse(reminder.dueAt) / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  // An UpdateItem that sets every attribute, not a PutItem: the track function's grant on reminders' partitions is
  // UpdateItem limited to these attributes (infra/constructs/api.ts).
  const attributes: Record<string, unknown> = {
    ...stored,
    [outboxIndex.partitionKey]: OUTBOX_PENDING,
    [outboxIndex.sortKey]: reminder.dueAt,
    expiresAt,
  };
  const actions = [
    ...Object.entries(attributes).flatMap(([name, value]) => (value === undefined ? [] : [set(name, `:${name}`, value)])),
    // A replaced reminder's leftovers: cancellation, and a prescription time the new one may not have.
    remove('cancelledAt'),
    ...(stored.prescriptionUploadedAt === undefined ? [remove('prescriptionUploadedAt')] : []),
  ];
  await dynamo.send(
    new UpdateCommand({ TableName: tableName, Key: refillReminderKey(order), ...updateExpression(actions), ReturnValues: 'NONE' }),
  );
  return stored;
}

/**
 * An order's reminder, read consistently.
 * @returns the reminder, or undefined when none was asked for (or it expired)
 * @throws the SDK's errors
 */
export async function readRefillReminder(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  order: ItemKey,
): Promise<StoredRefillReminder | undefined> {
  const key = refillReminderKey(order);
  const item = await getItem(dynamo, tableName, key);
  return item ? parseStored(storedRefillReminderSchema, item, { kind: 'refill-reminder', key }) : undefined;
}

/** What {@link cancelRefillReminder} found: cancelled now (or before), too late (already sent or being sent), or no such reminder. */
export type ReminderCancellation = 'cancelled' | 'already_cancelled' | 'already_sent' | 'not_found';

/**
 * Cancels an order's reminder: the reminder `cancelled`, its e-mail event `cancelled` without its address, and the item
 * out of the outbox index, in one UpdateItem conditional on the reminder being `reminderId` and its event still
 * pending (so a cancel and the notifier's claim cannot both win). Idempotent: a second cancel answers
 * `already_cancelled`.
 * @param reminderId the reminder to cancel (a replaced reminder's token cancels nothing of the new one); undefined: whichever is stored
 * @throws the SDK's errors other than a failed condition
 */
export async function cancelRefillReminder(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  order: ItemKey,
  reminderId: string | undefined,
  now: Date,
): Promise<ReminderCancellation> {
  const current = await readReminderCancelState(dynamo, tableName, order);
  if (!current || (reminderId !== undefined && current.reminderId !== reminderId)) return 'not_found';
  if (current.reminderState === 'cancelled') return 'already_cancelled';
  const done = await updateIf(
    dynamo,
    tableName,
    refillReminderKey(order),
    [
      set('reminderState', ':cancelled', 'cancelled'),
      set('cancelledAt', ':now', now.toISOString()),
      set(['outbox', 0, 'state'], ':eventCancelled', 'cancelled'),
      set(['outbox', 0, 'lastError'], ':why', 'Unsubscribed'),
      remove(outboxIndex.partitionKey),
      remove(outboxIndex.sortKey),
    ],
    {
      expression: '#reminderId = :id AND #reminderState = :active AND #outbox[0].#state = :pending',
      values: { ':id': current.reminderId, ':active': 'active', ':pending': 'pending' },
    },
  );
  if (done) return 'cancelled';
  const after = await readReminderCancelState(dynamo, tableName, order);
  if (!after || after.reminderId !== current.reminderId) return 'not_found';
  if (after.reminderState === 'cancelled') return 'already_cancelled';
  // A notifier run holds the e-mail right now: it may still leave, but should SES refuse it, the retry finds the
  // reminder cancelled and drops it (functions/notifier/notifier.core.ts).
  await updateIf(
    dynamo,
    tableName,
    refillReminderKey(order),
    [set('reminderState', ':cancelled', 'cancelled'), set('cancelledAt', ':now', now.toISOString())],
    {
      expression: '#reminderId = :id AND #outbox[0].#state = :sending',
      values: { ':id': current.reminderId, ':sending': 'sending' },
    },
  );
  return 'already_sent';
}

/**
 * The reminder as /track shows it: its state (`sent` once its e-mail left or is leaving), delay, due time, and the
 * prescription-only lines that will not be reminded at the due time (domain/refill-reminders.ts splitReminderLines).
 */
export function trackRefillReminder(reminder: StoredRefillReminder): TrackRefillReminder {
  const event = reminder.outbox[0];
  const state = reminder.reminderState === 'cancelled' ? 'cancelled' : event && event.state !== 'pending' ? 'sent' : 'active';
  const { needsNewPrescription } = splitReminderLines(reminder.lines, reminder.prescriptionUploadedAt, new Date(reminder.dueAt));
  return {
    state,
    days: reminder.days,
    dueAt: reminder.dueAt,
    needsNewPrescription: needsNewPrescription.map(({ productId, name }) => ({ productId, name })),
  };
}

/**
 * Parses an outbox item read by the notifier (a refill reminder's key) as a stored reminder (its attributes as written
 * by {@link putRefillReminder}).
 * @throws StoredRecordInvalid when the item does not have the shape of storedRefillReminderSchema
 */
export function asRefillReminder(item: Item): StoredRefillReminder {
  return parseStored(storedRefillReminderSchema, item, { kind: 'refill-reminder', key: keyOfItem(item) });
}
