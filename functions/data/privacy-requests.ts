/**
 * The shopper's privacy requests (contracts/privacy-requests.ts): the `privacyRequests` list on a record, and each
 * request's pointer row in the staff queue (pk the record's, sk PRIVACY#<at>#<id>:
 * contracts/deployment/table-design.ts). The one module that builds the pointer key and the commands on both. No
 * function here deletes an item: the staff and privacy roles never DeleteItem, so a closed request's pointer only
 * leaves the queue (its sparse `queue` key goes).
 */
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { HistoryEntry, LifecycleKind } from '@domain/lifecycle';
import { PRIVACY_QUEUE_STATUS, privacyQueueRowStatus, type PrivacyRequest } from '@contracts/privacy-requests';
import { SORT_KEY_PREFIXES } from '@contracts/deployment/table-design';
import type { OutboxEvent } from '../runtime/outbox';
import { outboxAppendActions } from './outbox';
import { parseStored } from './parse-item';
import { parseRecord, storedPrivacyRequestSchema, type StoredRecord } from './record-schemas';
import { queueKey } from './records';
import { isConditionFailure, type Item, type ItemKey } from './table';
import { appendToList, increment, listElement, remove, set, updateExpression, type UpdateAction } from './update-expression';

/** What identifies a request: its time (ISO 8601) and id. */
type RequestId = Pick<PrivacyRequest, 'at' | 'id'>;

/**
 * The table key of a request's pointer row.
 * @param record the key of the record the request is about (recordKey): the pointer shares its partition
 * @returns pk the record's pk, sk 'PRIVACY#<at>#<id>' (so the record's pointers sort by time)
 */
export function privacyPointerKey(record: ItemKey, request: RequestId): ItemKey {
  return { pk: record.pk, sk: `${SORT_KEY_PREFIXES.privacyRequest}${request.at}#${request.id}` };
}

/**
 * Puts a request's pointer row in the staff queue (queue index partition '<kind>#privacy_request'). The row holds no
 * personal data: the record's reference, the request's type, times and a row status (privacyQueueRowStatus).
 * @param record the record's key, kind and reference
 * @param expiresAt TTL epoch seconds (the record's, so the row never outlives it)
 * @throws the SDK's errors
 */
export async function putPrivacyPointer(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  record: { key: ItemKey; kind: LifecycleKind; reference: string },
  request: PrivacyRequest,
  expiresAt: number,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...privacyPointerKey(record.key, request),
        queue: queueKey(record.kind, PRIVACY_QUEUE_STATUS),
        reference: record.reference,
        status: privacyQueueRowStatus[request.type],
        requestType: request.type,
        version: 1,
        createdAt: request.at,
        updatedAt: request.at,
        expiresAt,
      },
    }),
  );
}

/**
 * Appends a request to the record's `privacyRequests` list (creating the list), on condition that the record exists
 * and is still in `seenStatus` (not erased meanwhile). Leaves `version` alone: it is not a status change.
 * @throws the SDK's ConditionalCheckFailedException when the record is gone or changed status; other SDK errors
 */
export async function appendPrivacyRequest(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  request: PrivacyRequest,
  seenStatus: unknown,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      ...updateExpression([appendToList('privacyRequests', ':request', [request], ':none')], {
        expression: 'attribute_exists(pk) AND #status = :status',
        values: { ':status': seenStatus },
      }),
    }),
  );
}

/**
 * Takes a request's pointer row out of the staff queue (REMOVE its sparse `queue` key), with `updatedAt` set when
 * given; conditional on the row existing, so no bare item is created. A row already gone (TTL) is fine.
 * @param record the key of the record the request is about
 * @param updatedAt the closing time (ISO 8601), when staff close the request
 * @throws the SDK's errors other than a failed existence condition
 */
export async function dequeuePrivacyPointer(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  record: ItemKey,
  request: RequestId,
  updatedAt?: string,
): Promise<void> {
  const actions: UpdateAction[] = [...(updatedAt === undefined ? [] : [set('updatedAt', ':at', updatedAt)]), remove('queue')];
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: privacyPointerKey(record, request),
        ...updateExpression(actions, { expression: 'attribute_exists(pk)' }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** How staff closed a request. */
export interface PrivacyRequestClosing {
  /** The request's position in the record's `privacyRequests` list, as read, and its id. */
  index: number;
  id: string;
  /** ISO 8601 time of the closing; the staff user id; the staff note (what was done). */
  at: string;
  by: string;
  note: string;
}

/**
 * A record as a privacy write leaves it: its `version` (an integer ≥ 1) and its `privacyRequests`; the record's other
 * attributes (functions/data/records.ts) pass as they are.
 */
export const privacyRequestRecordSchema = z.looseObject({
  version: z.int().check(z.gte(1)),
  privacyRequests: z.array(storedPrivacyRequestSchema),
});

/**
 * A record as a privacy write returns it: its version and privacy requests checked first (kind 'privacy-request' in
 * the log), then the whole record by its kind's schema (record-schemas.ts parseRecord).
 * @throws StoredRecordInvalid for either
 */
function parsePrivacyRequestRecord(item: Item, key: ItemKey): StoredRecord {
  parseStored(privacyRequestRecordSchema, item, { kind: 'privacy-request', key });
  return parseRecord(item, key);
}

/**
 * Marks one request done: the list element's `state` 'done', `doneAt`, `doneBy` and `resolution`, and the record's
 * `version` + 1 and `updatedAt` like every staff write (`history` stays the log of status changes), on condition that
 * the element at that position still has this id and is 'open'.
 * @returns the record as stored after the write, its version and privacy requests parsed
 * @throws the SDK's ConditionalCheckFailedException when the element changed (closed meanwhile, the list changed, the
 *   record erased); other SDK errors; StoredRecordInvalid when the record's version or requests have the wrong shape
 */
export async function markPrivacyRequestDone(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  closing: PrivacyRequestClosing,
): Promise<StoredRecord> {
  const { element, path } = listElement('privacyRequests', closing.index);
  const updated = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      ...updateExpression(
        [
          set([...element, 'state'], ':done', 'done'),
          set([...element, 'doneAt'], ':at', closing.at),
          set([...element, 'doneBy'], ':by', closing.by),
          set([...element, 'resolution'], ':note', closing.note),
          increment('version', ':one', 1),
          set('updatedAt', ':at', closing.at),
        ],
        { expression: `${path}.#id = :id AND ${path}.#state = :open`, values: { ':id': closing.id, ':open': 'open' } },
      ),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return parsePrivacyRequestRecord(updated.Attributes ?? {}, key);
}

/** A correction staff apply for one request (functions/staff-api/privacy-correction.ts). */
export interface PrivacyCorrectionWrite extends PrivacyRequestClosing {
  /** The record `version` the staff member saw: the write succeeds only if it is still the stored one. */
  version: number;
  /** The corrected contact fields and their new values (top-level attributes of the record). */
  changes: Readonly<Record<string, string>>;
  /** The history entry naming which fields changed and who changed them (never a value). */
  entry: HistoryEntry;
  /** The shopper's e-mail that reports it (the outbox: queued by this same write). */
  events: OutboxEvent[];
}

/**
 * Applies a correction in ONE UpdateItem (docs/architecture/email-and-reminders.md transactional outbox): sets the corrected fields,
 * marks the request done (as markPrivacyRequestDone, plus `correctedFields`: the names only), appends the history
 * entry, queues the e-mail, `version` + 1 and `updatedAt`; on condition that `version` is the one seen and the element
 * at that position still has this id and is 'open'. The record keeps its status and queue.
 * @returns the record as stored after the write, its version and privacy requests parsed
 * @throws the SDK's ConditionalCheckFailedException when the record or the request changed meanwhile; other SDK errors;
 *   StoredRecordInvalid when the record's version or requests have the wrong shape
 */
export async function applyPrivacyCorrection(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  write: PrivacyCorrectionWrite,
): Promise<StoredRecord> {
  const { element, path } = listElement('privacyRequests', write.index);
  const at = new Date(write.at);
  const updated = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      ...updateExpression(
        [
          ...Object.entries(write.changes).map(([name, value], index) =>
            set({ name, placeholder: `#field${index}` }, `:field${index}`, value),
          ),
          set([...element, 'state'], ':done', 'done'),
          set([...element, 'doneAt'], ':at', write.at),
          set([...element, 'doneBy'], ':by', write.by),
          set([...element, 'resolution'], ':note', write.note),
          set([...element, 'correctedFields'], ':names', Object.keys(write.changes)),
          appendToList('history', ':entry', [write.entry]),
          ...outboxAppendActions(write.events, at),
          set('version', ':next', write.version + 1),
          set('updatedAt', ':at', write.at),
        ],
        {
          expression: `#version = :seen AND ${path}.#id = :id AND ${path}.#state = :open`,
          values: { ':seen': write.version, ':id': write.id, ':open': 'open' },
        },
      ),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return parsePrivacyRequestRecord(updated.Attributes ?? {}, key);
}
