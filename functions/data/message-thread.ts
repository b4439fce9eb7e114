/**
 * A message record's conversation (`thread`, contracts/message-thread.ts) as stored on the record item (pk
 * MESSAGE#<reference>, sk RECORD: functions/data/records.ts owns the key). An entry that also changes the status (an
 * answer, a reply reopening the message) goes through records.ts writeStatusChange with `append: {thread}`; an entry
 * that leaves the status as it is (a reply while the message waits for support) is written here. Both are ONE
 * UpdateItem conditional on `version`, so two writers never interleave and the entry count checked on read holds.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { StoredThreadEntry } from '@contracts/message-thread';
import { parseStored } from './parse-item';
import { parseRecord, storedThreadEntrySchema, type StoredRecord } from './record-schemas';
import { getItem, type ItemKey } from './table';
import { appendToList, set, updateExpression } from './update-expression';

/** The list attribute holding a message's conversation after its original message. */
export const THREAD_ATTRIBUTE = 'thread';

/**
 * A message record as an append leaves it: its `version` (an integer ≥ 1) and its `thread`; the record's other
 * attributes (functions/data/records.ts) pass as they are.
 */
export const threadedMessageSchema = z.looseObject({
  version: z.int().check(z.gte(1)),
  [THREAD_ATTRIBUTE]: z.array(storedThreadEntrySchema),
});

/** One entry appended without a status change. */
export interface ThreadAppend {
  key: ItemKey;
  /** The `version` the caller read; the write succeeds only if it is still the stored one. */
  version: number;
  /** The entry; its `at` also becomes the record's `updatedAt`. */
  entry: StoredThreadEntry;
}

/**
 * Appends one entry to a record's `thread` (created when missing), sets `updatedAt` to the entry's time and moves
 * `version` on by one, in one UpdateItem conditional on `version` being unchanged. Status, queue and history stay.
 * The write returns nothing (ReturnValues NONE): the track role's UpdateItem on messages is limited to the thread's
 * attributes (contracts/message-thread.ts MESSAGE_REPLY_WRITE_ATTRIBUTES), which DynamoDB allows only with no values
 * returned; the record is then read back consistently.
 * @returns the record as stored after the write, its version and thread checked first (kind 'message-thread' in the
 *   log), then the whole record (record-schemas.ts parseRecord)
 * @throws the SDK's ConditionalCheckFailedException when `version` is stale (the caller answers 409), other SDK errors;
 *   StoredRecordInvalid (functions/data/parse-item.ts) when the stored record has no valid version or thread, or not its
 *   kind's shape
 */
export async function appendThreadEntry(dynamo: DynamoDBDocumentClient, tableName: string, append: ThreadAppend): Promise<StoredRecord> {
  const expression = updateExpression(
    [
      appendToList(THREAD_ATTRIBUTE, ':entry', [append.entry], ':emptyThread'),
      set('version', ':next', append.version + 1),
      set('updatedAt', ':at', append.entry.at),
    ],
    { expression: '#version = :seen', values: { ':seen': append.version } },
  );
  await dynamo.send(
    new UpdateCommand({ TableName: tableName, Key: { pk: append.key.pk, sk: append.key.sk }, ...expression, ReturnValues: 'NONE' }),
  );
  const updated = (await getItem(dynamo, tableName, append.key)) ?? {};
  parseStored(threadedMessageSchema, updated, { kind: 'message-thread', key: append.key });
  return parseRecord(updated, append.key);
}
