import { UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { type LifecycleKind, type HistoryEntry } from '@domain/lifecycle';
import { newOutboxAttributes, outboxEventsFor, outboxUpdateParts } from './outbox';

/** The lifecycle attributes every prescription, order and message item carries (DESIGN §4). */
export interface LifecycleFields {
  status: string;
  /** Starts at 1; every status change is a conditional write on it (DESIGN §3.2: a stale one gets 409). */
  version: number;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
  /** Append-only: the first entry is the shopper's submission. */
  history: HistoryEntry[];
  /** Partition key of the queue index: '<kind>#<status>' (contracts/deployment/table-design.ts). */
  queue: string;
}

/** The queue index key of a record in `status`. */
export function queueKey(kind: LifecycleKind, status: string): string {
  return `${kind}#${status}`;
}

/**
 * The lifecycle attributes of a new record: version 1 and one history entry by the shopper into `status`.
 * @param createdAt the record's creation time (ISO 8601), also its first history time
 */
export function newLifecycleFields(kind: LifecycleKind, status: string, createdAt: string): LifecycleFields {
  return {
    status,
    version: 1,
    updatedAt: createdAt,
    history: [{ at: createdAt, by: 'shopper', from: null, to: status }],
    queue: queueKey(kind, status),
  };
}

/** Who a new record's or a status change's e-mails go to (issue 11 §4). */
export interface NotifyOptions {
  /** The shopper's e-mail address; without it only the pharmacy alert (if any) is owed. */
  email?: string;
  /** Rejection or cancellation reason code of the change. */
  reason?: string;
}

/**
 * The lifecycle attributes of a new record with its outbox (functions/shared/outbox.ts): newLifecycleFields plus the
 * e-mails entering `status` owes (issue 11 §4: "received", "order placed", the pharmacy's new-prescription alert),
 * written by the same PutItem as the record, so a stored record always has its e-mails queued.
 * @param createdAt the record's creation time (ISO 8601)
 * @returns the attributes to spread into the item: lifecycle fields, `outbox`, and the outbox index keys when due
 */
export function newLifecycleFieldsWithOutbox(kind: LifecycleKind, status: string, createdAt: string, notify: NotifyOptions): LifecycleFields & ReturnType<typeof newOutboxAttributes> {
  const now = new Date(createdAt);
  return { ...newLifecycleFields(kind, status, createdAt), ...newOutboxAttributes(outboxEventsFor(kind, status, { to: notify.email, reason: notify.reason }, now), now) };
}

/** One status change of a stored record, as writeStatusChange applies it. */
export interface StatusChange {
  key: { pk: string; sk: string };
  kind: LifecycleKind;
  /** The status the caller read (checkTransition's `from`). */
  from: string;
  to: string;
  /** The `version` the caller read; the write succeeds only if it is still the stored one (DESIGN §3.2). */
  version: number;
  /** The history entry (domain/lifecycle.ts historyEntry); its `at` is the change's time. */
  entry: HistoryEntry;
  /** Who the change's e-mails go to (the record's `email`; before an erasure, the address kept aside). */
  notify?: NotifyOptions;
  /** Further attributes set by the same write (e.g. `decidedBy`, a re-uploaded `file`). */
  set?: Record<string, unknown>;
  /** Attributes removed by the same write (e.g. the personal fields of an erasure). Must not be a lifecycle or outbox attribute. */
  remove?: string[];
}

/**
 * The UpdateItem input of a status change: status, queue key, version + 1, updatedAt, the history entry appended,
 * the extra `set`/`remove` attributes and the outbox events the change owes (outbox.ts), all in ONE conditional
 * write (`version` unchanged), so the e-mail is queued if and only if the status is stored (issue 11 §4, DESIGN §4).
 * Pure; see writeStatusChange.
 */
export function statusChangeUpdate(tableName: string, change: StatusChange): UpdateCommandInput {
  const at = new Date(change.entry.at);
  const events = outboxEventsFor(change.kind, change.to, { to: change.notify?.email, reason: change.notify?.reason ?? change.entry.reason }, at);
  const outbox = outboxUpdateParts(events, at);
  const names: Record<string, string> = { '#status': 'status', '#queue': 'queue', '#version': 'version', '#updatedAt': 'updatedAt', '#history': 'history', ...outbox.names };
  const values: Record<string, unknown> = {
    ':to': change.to,
    ':queue': queueKey(change.kind, change.to),
    ':next': change.version + 1,
    ':seen': change.version,
    ':at': change.entry.at,
    ':entry': [change.entry],
    ...outbox.values,
  };
  const set = ['#status = :to', '#queue = :queue', '#version = :next', '#updatedAt = :at', '#history = list_append(#history, :entry)', ...outbox.set];
  Object.entries(change.set ?? {}).forEach(([name, value], index) => {
    names[`#set${index}`] = name;
    values[`:set${index}`] = value;
    set.push(`#set${index} = :set${index}`);
  });
  const remove = (change.remove ?? []).map((name, index) => {
    names[`#remove${index}`] = name;
    return `#remove${index}`;
  });
  return {
    TableName: tableName,
    Key: { pk: change.key.pk, sk: change.key.sk },
    UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
    ConditionExpression: '#version = :seen',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ReturnValues: 'ALL_NEW',
  };
}

/**
 * Applies one status change with its outbox events in a single conditional UpdateItem (statusChangeUpdate). Used by
 * the staff API and the shopper's self-service (re-upload, erasure).
 * @returns the record as stored after the change
 * @throws the SDK's ConditionalCheckFailedException when `version` is stale (the caller answers 409), other SDK errors as they come
 */
export async function writeStatusChange(dynamo: DynamoDBDocumentClient, tableName: string, change: StatusChange): Promise<Record<string, unknown>> {
  const updated = await dynamo.send(new UpdateCommand(statusChangeUpdate(tableName, change)));
  return updated.Attributes ?? {};
}
