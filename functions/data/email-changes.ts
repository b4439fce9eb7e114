/**
 * A record's e-mail change item (pk the record's, sk EMAIL_CHANGE: contracts/deployment/table-design.ts): the one
 * module that builds its key and the commands on it.
 *
 * Why it exists: when support corrects a shopper's e-mail address (functions/staff-api/privacy-correction.ts), the
 * record from then on names only the new address, and every queued e-mail goes there (the notifier reads the record's
 * address at send time). The OLD address must still hear of the change once, in case the change was not the shopper's
 * doing, and for 24 hours an erasure code goes to both addresses, so whoever really owns the reference can still stop
 * a stranger's erasure or erase it themselves. The old address lives here, not on the record, so the record holds only
 * what the shopper says is theirs and the old address expires on its own (TTL) two days after the change.
 *
 * The item's life:
 * 1. the correction writes it just after the record's own write (no transactions in dynalite, docs/decisions/0004):
 *    `reference`, `previousEmail`, `changedAt`, `expiresAt`, and an `outbox` of one event, the change notice, due at once;
 *    a later change replaces it;
 * 2. the notifier sends the notice to `previousEmail` (functions/notifier/notifier.core.ts) and, while the change is
 *    under {@link EMAIL_CHANGE_BOTH_ADDRESSES_SECONDS} old, an erasure code to the old address too ({@link recentPreviousEmail}).
 * It carries no `kind`, `queue` or `createdAt`, so no listing index holds it; the roles that may write and read the
 * record's partition (staff API, notifier) reach it with no new key prefix.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EMAIL_CHANGE_SK, OUTBOX_PENDING, outboxIndex } from '@contracts/deployment/table-design';
import * as z from 'zod/mini';
import type { OutboxEvent } from '../runtime/outbox';
import { parseStored } from './parse-item';
import { getItem, type ItemKey } from './table';
import { set, updateExpression } from './update-expression';

/** The outbox event status of the change notice to the old address (not a lifecycle status: domain/notifications.ts emailChangeNoticeContent). */
export const EMAIL_CHANGED_EVENT = 'email_changed';

/** How long after a change an erasure code also goes to the old address: 24 hours, in seconds. */
const EMAIL_CHANGE_BOTH_ADDRESSES_SECONDS = 24 * 60 * 60;

/** How long the item is kept after the change (TTL), seconds: 2 days, past the 24 hours and the notice's retries. */
const EMAIL_CHANGE_KEPT_SECONDS = 2 * 24 * 60 * 60;

/**
 * The table key of a record's e-mail change item.
 * @param record the record's key (records.ts recordKey)
 */
export function emailChangeKey(record: ItemKey): ItemKey {
  return { pk: record.pk, sk: EMAIL_CHANGE_SK };
}

/** True for the key of an e-mail change item (the notifier sends the change notice for its outbox event). */
export function isEmailChangeKey(key: ItemKey): boolean {
  return key.sk === EMAIL_CHANGE_SK;
}

/** The attributes of an e-mail change item this module reads (the outbox's are read by functions/data/outbox.ts). */
const storedEmailChangeSchema = z.looseObject({
  reference: z.string(),
  previousEmail: z.string(),
  /** ISO 8601 time of the correction. */
  changedAt: z.string(),
});
export type StoredEmailChange = z.output<typeof storedEmailChangeSchema>;

/**
 * Writes a record's e-mail change (replacing an earlier one) with the change notice queued in its own outbox, due at
 * `changedAt`. One UpdateItem that sets every attribute (the staff API's grant on record partitions is UpdateItem).
 * @param change the record's key and reference, the replaced address, the change's time and the notice's event
 *   (audience shopper, status {@link EMAIL_CHANGED_EVENT}, no address: the notifier takes `previousEmail`)
 * @throws the SDK's errors
 */
export async function putEmailChange(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  change: { record: { key: ItemKey; reference: string }; previousEmail: string; changedAt: Date; notice: OutboxEvent },
): Promise<void> {
  const at = change.changedAt.toISOString();
  const attributes: Record<string, unknown> = {
    reference: change.record.reference,
    previousEmail: change.previousEmail,
    changedAt: at,
    outbox: [change.notice],
    [outboxIndex.partitionKey]: OUTBOX_PENDING,
    [outboxIndex.sortKey]: at,
    expiresAt: Math.floor(change.changedAt.getTime() / 1000) + EMAIL_CHANGE_KEPT_SECONDS,
  };
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: emailChangeKey(change.record.key),
      ...updateExpression(Object.entries(attributes).map(([name, value]) => set(name, `:${name}`, value))),
      ReturnValues: 'NONE',
    }),
  );
}

/**
 * A record's e-mail change, read consistently.
 * @returns the change, or undefined when there was none (or it expired)
 * @throws StoredRecordInvalid for an item of another shape; the SDK's errors
 */
export async function readEmailChange(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  record: ItemKey,
): Promise<StoredEmailChange | undefined> {
  const key = emailChangeKey(record);
  const item = await getItem(dynamo, tableName, key);
  return item ? parseStored(storedEmailChangeSchema, item, { kind: 'email-change', key }) : undefined;
}

/**
 * The old address that still gets the record's erasure codes: the change's `previousEmail` while the change is less
 * than {@link EMAIL_CHANGE_BOTH_ADDRESSES_SECONDS} old at `now` and the address differs from the current one.
 * @param current the record's address now
 * @returns the old address, or undefined
 */
export function recentPreviousEmail(change: StoredEmailChange | undefined, current: string | undefined, now: Date): string | undefined {
  if (!change) return undefined;
  const age = now.getTime() - Date.parse(change.changedAt);
  if (!(age >= 0 && age < EMAIL_CHANGE_BOTH_ADDRESSES_SECONDS * 1000)) return undefined;
  return change.previousEmail.trim().toLowerCase() === (current ?? '').trim().toLowerCase() ? undefined : change.previousEmail;
}
