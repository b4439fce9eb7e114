/**
 * Prescription, order and message records (pk `<PRESCRIPTION|ORDER|MESSAGE>#<reference>`, sk RECORD) and their queue
 * index key `<kind>#<status>` (contracts/deployment/table-design.ts): the one module that builds these keys and the
 * DynamoDB commands on records.
 */
import { UpdateCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { HistoryEntry, LifecycleKind } from '@domain/lifecycle';
import { PARTITION_PREFIXES, RECORD_SK, tableDesign } from '@contracts/deployment/table-design';
import { outboxEventsFor, type NotifyOptions, type OutboxEvent } from '../runtime/outbox';
import { putNewItem } from './idempotency';
import { putSearchItems } from './record-search';
import { outboxAppendActions } from './outbox';
import {
  countRange,
  getItem,
  keyOfItem,
  queryPage,
  queryUpTo,
  readItemsByKeys,
  updateIf,
  type Item,
  type ItemKey,
  type KeyRange,
} from './table';
import { appendToList, remove, set, updateExpression } from './update-expression';
import {
  parseRecord,
  queueIndexRowSchema,
  storedOrderSchema,
  type QueueIndexRow,
  type RecordOfKind,
  type StoredOrder,
  type StoredRecord,
} from './record-schemas';
import { parseStored } from './parse-item';

/** One action of a TransactWriteItems request (lib-dynamodb's shape). */
type TransactAction = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The table key of the record a reference names.
 * @param reference an RX-/ORD-/MSG- reference as stored (upper case), matching `kind`
 * @returns pk '<PRESCRIPTION|ORDER|MESSAGE>#<reference>' (PARTITION_PREFIXES of the kind), sk RECORD
 */
export function recordKey(kind: LifecycleKind, reference: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES[kind]}${reference}`, sk: RECORD_SK };
}

/** The queue index key (`queue`, the partition of tableDesign.queueIndex) of a record of `kind` in `status`: '<kind>#<status>'. */
export function queueKey(kind: LifecycleKind, status: string): string {
  return `${kind}#${status}`;
}

/**
 * One record by its key (GetItem).
 * @param options `consistent` false for a listing tool that may read a moment-old copy; true (the default) for
 *   every reader that decides on what it reads
 * @returns the record parsed (record-schemas.ts parseRecord: a tombstone after an erasure), or undefined when there is none
 * @throws the SDK's errors; StoredRecordInvalid when the item does not have its kind's shape
 */
export async function readRecord(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  options: { consistent?: boolean } = {},
): Promise<StoredRecord | undefined> {
  const item = await getItem(dynamo, tableName, key, options);
  return item ? parseRecord(item, key) : undefined;
}

/**
 * One order by its key (readRecord, consistent), for a caller that knows the key is an order's.
 * @returns the order parsed, or undefined when there is none
 * @throws the SDK's errors; StoredRecordInvalid when the item does not have an order's shape
 */
export async function readOrder(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey): Promise<StoredOrder | undefined> {
  const item = await getItem(dynamo, tableName, key);
  return item ? parseStored(storedOrderSchema, item, { kind: 'order', key }) : undefined;
}

/** What readRecordStatus reads of a record: its status only; every other attribute passes unread. */
const recordStatusSchema = z.looseObject({ status: z.string() });

/**
 * The status of a record as stored now (a consistent read), for a caller that decides on it alone (the notifier's
 * check that a refill reminder's order is not erased).
 * @returns the status, or undefined when there is no record
 * @throws the SDK's errors; StoredRecordInvalid (kind 'record-status') for an item without a status
 */
export async function readRecordStatus(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey): Promise<string | undefined> {
  const item = await getItem(dynamo, tableName, key);
  return item ? parseStored(recordStatusSchema, item, { kind: 'record-status', key }).status : undefined;
}

/**
 * Runs just before a request writes its record (see putRecord), with the item about to be written.
 * submit-form uses it to note on the request's idempotency claim which record it is creating.
 * @throws to stop the write (the caller then undoes its partial writes, e.g. the uploaded file)
 */
export type RecordWriteGuard = (item: Readonly<Item>) => Promise<void>;

/**
 * Writes a request's new record: runs the request's `beforeRecordWrite` guard (if any), then the record's staff search
 * items (record-search.ts putSearchItems: just before the record, as dynalite has no transactions; a search answer is
 * checked against the record, so items of a record whose write then fails never show), then a conditional put of a
 * new key (idempotency.ts putNewItem: our own earlier write whose answer was lost counts as success).
 * @param beforeRecordWrite the guard of the request (submit-form's FormContext carries it when an Idempotency-Key is
 *   held)
 * @param item the whole record, its key from {@link recordKey}
 * @throws whatever the guard throws (nothing is written then); the SDK's ConditionalCheckFailedException if another
 *   item holds the key; other SDK errors
 */
export async function putRecord(
  { beforeRecordWrite }: { beforeRecordWrite?: RecordWriteGuard },
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  item: Item,
): Promise<void> {
  await beforeRecordWrite?.(item);
  await putSearchItems(dynamo, tableName, item);
  await putNewItem(dynamo, tableName, item);
}

/** One status change of a stored record, as writeStatusChange applies it. */
export interface StatusChange {
  key: ItemKey;
  kind: LifecycleKind;
  /** The status the caller read (checkTransition's `from`). */
  from: string;
  to: string;
  /** The `version` the caller read; the write succeeds only if it is still the stored one (docs/architecture/staff-api.md). */
  version: number;
  /** The history entry (domain/lifecycle.ts historyEntry); its `at` is the change's time. */
  entry: HistoryEntry;
  /** Who the change's e-mails go to (the record's `email`; before an erasure, the address kept aside). */
  notify?: NotifyOptions;
  /** Further attributes set by the same write (e.g. `decidedBy`, a re-uploaded `file`). */
  set?: Record<string, unknown>;
  /** Attributes removed by the same write (e.g. the personal fields of an erasure). Must not be a lifecycle or outbox attribute. */
  remove?: string[];
  /** Items appended to list attributes by the same write, the list created when missing (e.g. a message's `thread`). */
  append?: Record<string, readonly unknown[]>;
  /**
   * Further notification keys the same write owes besides `to`'s (domain/notifications.ts, e.g. an order's
   * 'refund_started' with its cancellation), to the same `notify.email`.
   */
  alsoNotify?: readonly string[];
  /**
   * True to ask for no values back (ReturnValues NONE; writeStatusChange then answers `{}`): for a role whose grant
   * limits the attributes it may touch, which DynamoDB refuses to combine with ALL_NEW (the /track order actions).
   */
  returnNothing?: boolean;
}

/**
 * The UpdateItem input of a status change: status, queue key, version + 1, updatedAt, the history entry appended,
 * the extra `set`/`remove`/`append` attributes (placeholders #set<i>/#remove<i>/#append<i>: their names are only known at run time) and
 * the outbox events the change owes (outbox.ts outboxAppendActions), all in ONE write conditional on `version`
 * being unchanged, so the e-mail is queued if and only if the status is stored (docs/architecture/email-and-reminders.md: the
 * transactional outbox). Pure; see writeStatusChange.
 * @returns the UpdateCommand input, ReturnValues ALL_NEW (NONE with `returnNothing`)
 */
export function statusChangeUpdate(tableName: string, change: StatusChange): UpdateCommandInput {
  const at = new Date(change.entry.at);
  const events = outboxEventsFor(
    change.kind,
    change.to,
    {
      to: change.notify?.email,
      keepAddress: change.notify?.keepAddress,
      reason: change.notify?.reason ?? change.entry.reason,
      text: change.notify?.text,
      locale: change.notify?.locale,
    },
    at,
  ).concat(
    (change.alsoNotify ?? []).flatMap((status) =>
      outboxEventsFor(
        change.kind,
        status,
        { to: change.notify?.email, keepAddress: change.notify?.keepAddress, locale: change.notify?.locale },
        at,
      ),
    ),
  );
  const expression = updateExpression(
    [
      set('status', ':to', change.to),
      set('queue', ':queue', queueKey(change.kind, change.to)),
      set('version', ':next', change.version + 1),
      set('updatedAt', ':at', change.entry.at),
      appendToList('history', ':entry', [change.entry]),
      ...outboxAppendActions(events, at),
      ...Object.entries(change.set ?? {}).map(([name, value], index) => set({ name, placeholder: `#set${index}` }, `:set${index}`, value)),
      ...(change.remove ?? []).map((name, index) => remove({ name, placeholder: `#remove${index}` })),
      ...Object.entries(change.append ?? {}).map(([name, items], index) =>
        appendToList({ name, placeholder: `#append${index}` }, `:append${index}`, items, `:appendEmpty${index}`),
      ),
    ],
    { expression: '#version = :seen', values: { ':seen': change.version } },
  );
  return {
    TableName: tableName,
    Key: { pk: change.key.pk, sk: change.key.sk },
    ...expression,
    ReturnValues: change.returnNothing ? 'NONE' : 'ALL_NEW',
  };
}

/**
 * The status change (statusChangeUpdate) as one action of a TransactWriteItems, for a change that must land together
 * with other writes (an accepted quote with its stock: functions/track/quote-accept.ts). Returns no values.
 */
export function statusChangeAction(tableName: string, change: StatusChange): TransactAction {
  const { ReturnValues: _returnValues, ...update } = statusChangeUpdate(tableName, { ...change, returnNothing: true });
  return { Update: update as NonNullable<TransactAction['Update']> };
}

/**
 * Applies one status change with its outbox events in a single conditional UpdateItem (statusChangeUpdate). Used by
 * the staff API and the shopper's self-service (re-upload, erasure).
 * @returns the record as stored after the change, parsed (nothing with `returnNothing`)
 * @throws the SDK's ConditionalCheckFailedException when `version` is stale (the caller answers 409), other SDK errors
 *   as they come; StoredRecordInvalid when the record as written does not have its kind's shape
 */
export async function writeStatusChange(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  change: StatusChange & { returnNothing: true },
): Promise<void>;
export async function writeStatusChange(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  change: StatusChange & { returnNothing?: false },
): Promise<StoredRecord>;
export async function writeStatusChange(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  change: StatusChange,
): Promise<StoredRecord | void> {
  const updated = await dynamo.send(new UpdateCommand(statusChangeUpdate(tableName, change)));
  if (change.returnNothing) return;
  return parseRecord(updated.Attributes ?? {}, change.key);
}

/** A change of a record's fields that is not a status change (e.g. an order's refund marked paid), as writeRecordFields applies it. */
export interface FieldsChange {
  key: ItemKey;
  kind: LifecycleKind;
  /** The `version` the caller read; the write succeeds only if it is still the stored one. */
  version: number;
  /** ISO 8601 time of the change (updatedAt). */
  at: string;
  /** The attributes set (never a lifecycle or outbox attribute). */
  set: Record<string, unknown>;
  /** The e-mails the change owes (notification keys of domain/notifications.ts), their recipient and a recall's batch. */
  notify: { email?: string; statuses: readonly string[]; recall?: OutboxEvent['recall'] };
}

/**
 * Sets fields of a record with the e-mails they owe in ONE UpdateItem conditional on `version` (version + 1,
 * updatedAt), like a status change but keeping the status, queue and history: the transactional outbox of
 * docs/architecture/email-and-reminders.md for a step that is not a status.
 * @returns the record as stored after the change, parsed
 * @throws the SDK's ConditionalCheckFailedException when `version` is stale (the caller answers 409); other SDK errors;
 *   StoredRecordInvalid when the record as written does not have its kind's shape
 */
export async function writeRecordFields(dynamo: DynamoDBDocumentClient, tableName: string, change: FieldsChange): Promise<StoredRecord> {
  const at = new Date(change.at);
  const { email, recall } = change.notify;
  const events = change.notify.statuses.flatMap((status) =>
    outboxEventsFor(change.kind, status, { to: email, ...(recall ? { recall } : {}) }, at),
  );
  const expression = updateExpression(
    [
      set('version', ':next', change.version + 1),
      set('updatedAt', ':at', change.at),
      ...outboxAppendActions(events, at),
      ...Object.entries(change.set).map(([name, value], index) => set({ name, placeholder: `#set${index}` }, `:set${index}`, value)),
    ],
    { expression: '#version = :seen', values: { ':seen': change.version } },
  );
  const updated = await dynamo.send(
    new UpdateCommand({ TableName: tableName, Key: { pk: change.key.pk, sk: change.key.sk }, ...expression, ReturnValues: 'ALL_NEW' }),
  );
  return parseRecord(updated.Attributes ?? {}, change.key);
}

/**
 * Records an online order's payment as received: ONE UpdateItem setting `payment` (state `paid`, `paidAt`), `version`
 * + 1 and `updatedAt`, conditional on the stored payment being an online one still `pending` (domain/payment.ts), so a
 * repeated confirmation changes nothing. Returns nothing (the track function's grant refuses ALL_NEW: infra/constructs/api.ts).
 * @param at ISO 8601 time the payment was confirmed
 * @throws the SDK's ConditionalCheckFailedException when the payment is no longer pending online; other SDK errors
 */
export async function recordOnlinePayment(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey, at: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: 'SET #payment = :paid, #version = #version + :one, #updatedAt = :at',
      ConditionExpression: '#payment.#method = :online AND #payment.#state = :pending',
      ExpressionAttributeNames: {
        '#payment': 'payment',
        '#method': 'method',
        '#state': 'state',
        '#version': 'version',
        '#updatedAt': 'updatedAt',
      },
      ExpressionAttributeValues: {
        ':paid': { method: 'online', state: 'paid', paidAt: at },
        ':one': 1,
        ':at': at,
        ':online': 'online',
        ':pending': 'pending',
      },
    }),
  );
}

/**
 * Sets a cancelled order's TTL (`expiresAt`, epoch seconds; domain/retention.ts cancelledOrderExpiry): ONE UpdateItem
 * of that attribute alone, conditional on the order still being `cancelled`, so it can never shorten the life of an
 * order that went on (a cancelled order is final, but the write does not rely on it).
 * @returns false when the order is not (or no longer) cancelled, or is gone
 * @throws the SDK's errors other than a failed condition
 */
export async function keepCancelledOrderUntil(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  expiresAt: number,
): Promise<boolean> {
  const written = await updateIf(dynamo, tableName, key, [set(tableDesign.ttlAttribute, ':expiresAt', expiresAt)], {
    expression: '#status = :cancelled',
    values: { ':cancelled': 'cancelled' },
  });
  return written !== undefined;
}

/** A COD order's cash marked collected by staff (recordCashCollected). */
export interface CashCollection {
  key: ItemKey;
  /** The `version` the staff member saw. */
  version: number;
  /** ISO 8601 time the cash was marked collected (paidAt, updatedAt). */
  at: string;
  /** The staff member's id (Cognito `sub`). */
  by: string;
  /** The cash taken, in integer paise (the order's totalPaise). */
  amountPaise: number;
  /** The statuses in which it may be recorded (domain/payment.ts cashCollectionStatuses). */
  statuses: readonly string[];
  /** The history entry of the collection (`from` = `to` = the status, reason CASH_COLLECTED_REASON), appended. */
  entry: HistoryEntry;
}

/**
 * Records a cash-on-delivery order's cash as collected: ONE UpdateItem setting `payment` (cod, `paid`, paidAt,
 * amountPaise, collectedBy), `version` + 1 and `updatedAt` and appending the collection's history entry, conditional on
 * `version` being the one seen AND the stored payment being a COD one still `pending` AND the status one of `statuses`. The condition, not the caller's earlier
 * read, decides: of two staff members marking it at once, exactly one write lands and the other fails its condition.
 * @returns the order as stored after the change, parsed
 * @throws the SDK's ConditionalCheckFailedException when any part of the condition fails (the caller re-reads and
 *   answers 409); other SDK errors; StoredRecordInvalid when the order as written does not have its shape
 */
export async function recordCashCollected(dynamo: DynamoDBDocumentClient, tableName: string, change: CashCollection): Promise<StoredOrder> {
  const statusValues = Object.fromEntries(change.statuses.map((status, index) => [`:status${index}`, status]));
  const updated = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: change.key.pk, sk: change.key.sk },
      UpdateExpression:
        'SET #payment = :paid, #version = :next, #updatedAt = :at, #history = list_append(if_not_exists(#history, :none), :entry)',
      ConditionExpression: `#version = :seen AND #payment.#method = :cod AND #payment.#state = :pending AND #status IN (${Object.keys(statusValues).join(', ')})`,
      ExpressionAttributeNames: {
        '#payment': 'payment',
        '#method': 'method',
        '#state': 'state',
        '#status': 'status',
        '#version': 'version',
        '#updatedAt': 'updatedAt',
        '#history': 'history',
      },
      ExpressionAttributeValues: {
        ':paid': { method: 'cod', state: 'paid', paidAt: change.at, amountPaise: change.amountPaise, collectedBy: change.by },
        ':entry': [change.entry],
        ':none': [],
        ':next': change.version + 1,
        ':seen': change.version,
        ':at': change.at,
        ':cod': 'cod',
        ':pending': 'pending',
        ...statusValues,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return parseStored(storedOrderSchema, updated.Attributes ?? {}, { kind: 'order', key: change.key });
}

/**
 * Replaces a record's `history` (an erasure keeps codes and times only), on condition that `version` is still the one
 * read. Not a status change: `version` stays, so a status change conditional on the same version may follow.
 * @throws the SDK's ConditionalCheckFailedException when the record changed meanwhile; other SDK errors
 */
export async function replaceHistory(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  history: HistoryEntry[],
  seenVersion: number,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      ...updateExpression([set('history', ':history', history)], { expression: '#version = :seen', values: { ':seen': seenVersion } }),
    }),
  );
}

/**
 * Where a staff queue is read: without a status the kind index (partition = the kind: every record of it), with one
 * the queue index (partition = queueKey(kind, status)).
 */
export interface QueuePartition {
  index: { name: string; partitionKey: string; sortKey: string };
  value: string;
}

/** The index and partition of the queue of `kind` records, optionally only those in `status` (see QueuePartition). */
export function queuePartition(kind: LifecycleKind, status?: string): QueuePartition {
  return status === undefined
    ? { index: tableDesign.kindIndex, value: kind }
    : { index: tableDesign.queueIndex, value: queueKey(kind, status) };
}

/**
 * True when `key` (a decoded page cursor) is a start key of this queue: its partition attribute holds the queue's
 * value and every attribute is a string, so a cursor can never move a Query to another partition.
 */
export function isQueueKey(partition: QueuePartition, key: Record<string, unknown>): boolean {
  return key[partition.index.partitionKey] === partition.value && Object.values(key).every((part) => typeof part === 'string');
}

/**
 * Rows created in `[from, before)` (ISO 8601 UTC strings; `from` absent: no lower bound), e.g. the overdue ones of a
 * service clock (domain/service-clocks.ts creationRangeOf): a key condition on the index's sort key, `createdAt`.
 */
export interface CreatedRange {
  from?: string;
  before: string;
}

/** The sort-key condition of a CreatedRange: `< before`, or BETWEEN from AND the last millisecond before `before`. */
function createdCondition(sortKey: string, range: CreatedRange): NonNullable<KeyRange['sort']> {
  if (range.from === undefined) return { name: sortKey, op: '<', value: range.before };
  return { name: sortKey, op: 'between', value: range.from, upTo: new Date(Date.parse(range.before) - 1).toISOString() };
}

/**
 * One page of a queue by creation time (a Query on its index, never a Scan). Index rows hold only what the index
 * projects (no contact details).
 * @param options `oldestFirst`, at most `limit` rows, from `startKey` (checked with isQueueKey); `created`: only rows
 *   created in that range (a key condition on the sort key, so the page is still one Query of that range)
 * @returns the rows parsed (record-schemas.ts queueIndexRowSchema) and, when more may follow, the key to continue from
 * @throws the SDK's errors; StoredRecordInvalid (kind 'queue-row') for a row without its shape
 */
export async function readQueuePage(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  partition: QueuePartition,
  options: { oldestFirst: boolean; limit: number; startKey?: Item; created?: CreatedRange },
): Promise<{ items: QueueIndexRow[]; lastKey?: Item }> {
  const page = await queryPage(dynamo, tableName, queueRange(partition, options.created), {
    ascending: options.oldestFirst,
    limit: options.limit,
    startKey: options.startKey,
  });
  const items = page.items.map((row) => parseStored(queueIndexRowSchema, row, { kind: 'queue-row', key: keyOfItem(row) }));
  return { items, ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/** The key range of a queue (optionally only rows created in `created`) on its index. */
function queueRange(partition: QueuePartition, created?: CreatedRange): KeyRange {
  return {
    index: partition.index.name,
    partition: { name: partition.index.partitionKey, value: partition.value },
    ...(created ? { sort: createdCondition(partition.index.sortKey, created) } : {}),
  };
}

/**
 * How many rows a queue holds (optionally only those created in `created`), up to `max`: a COUNT Query on the same key
 * condition as readQueuePage (table.ts countRange), for the console's "42 waiting". Never a Scan.
 * @returns `count` and `more` (true: at least `count`, the cap was reached)
 * @throws the SDK's errors
 */
export async function countQueue(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  partition: QueuePartition,
  max: number,
  created?: CreatedRange,
): Promise<{ count: number; more: boolean }> {
  return countRange(dynamo, tableName, queueRange(partition, created), max);
}

/**
 * The records behind queue index rows (a record's own row, or a privacy request pointer in its partition), read by
 * key with BatchGetItem (readItemsByKeys): the index projects no name, city or line items, and the staff role may
 * read record keys. Each record is read once however many rows point at it.
 * @returns the records by partition key, parsed (a record gone meanwhile is absent)
 * @throws the SDK's errors; Error when keys stay unprocessed (readItemsByKeys); StoredRecordInvalid for a record
 *   without its kind's shape
 */
export async function readRecordsOfQueueRows(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  rows: readonly Item[],
): Promise<Map<string, StoredRecord>> {
  const partitions = [...new Set(rows.map((row) => keyOfItem(row).pk))];
  const records = await readItemsByKeys(
    dynamo,
    tableName,
    partitions.map((pk) => ({ pk, sk: RECORD_SK })),
  );
  return new Map(records.map((item) => [keyOfItem(item).pk, parseRecord(item, keyOfItem(item))]));
}

/**
 * Records of one kind, newest first, optionally only those created on or after `since` (a UTC date, YYYY-MM-DD).
 * A Query on the kind/createdAt index, never a Scan; follows pages (500 rows a page) until `limit` (default 1000)
 * rows. The index projects only reference, status and dates (no contact details: least privilege), so each record is
 * then read whole by its key (readItemsByKeys): the staff policy allows exactly that on record keys.
 * @returns the whole records, parsed, newest first
 * @throws the SDK's errors; StoredRecordInvalid for a record without its kind's shape
 */
export async function listRecordsOfKind<K extends LifecycleKind>(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  kind: K,
  options: { since?: string; limit?: number } = {},
): Promise<RecordOfKind<K>[]> {
  const { kindIndex } = tableDesign;
  const rows = await queryUpTo(
    dynamo,
    tableName,
    {
      index: kindIndex.name,
      partition: { name: kindIndex.partitionKey, value: kind },
      ...(options.since ? { sort: { name: kindIndex.sortKey, op: '>=', value: options.since } as const } : {}),
    },
    { ascending: false, max: options.limit ?? 1000, pageSize: 500 },
  );
  const items = await readItemsByKeys(dynamo, tableName, rows.map(keyOfItem));
  return items.map((item) => parseRecord(item, keyOfItem(item))).filter((record): record is RecordOfKind<K> => record.kind === kind);
}
