/**
 * The staff CLI's reads of records, over functions/data/records.ts (the module that owns record keys and commands),
 * with the CLI's clients and target.
 */
import type { LifecycleKind } from '@domain/lifecycle';
import type { AwsClients } from '../../functions/runtime/aws-clients';
import type { RuntimeConfig } from '../../functions/runtime/config';
import { listRecordsOfKind as listRecords, readRecord, recordKey } from '../../functions/data/records';
import type { StoredRecord } from '../../functions/data/record-schemas';

/**
 * Records of one kind, newest first, optionally only those created on or after `since` (a UTC date, YYYY-MM-DD), at
 * most `limit` (default 1000): a Query on the kind index, never a Scan, then each record read whole by key
 * (functions/data/records.ts listRecordsOfKind; the index holds no contact details).
 * @returns the whole records
 * @throws the SDK's errors
 */
export async function listRecordsOfKind(
  { dynamo }: AwsClients,
  { tableName }: RuntimeConfig,
  kind: LifecycleKind,
  options: { since?: string; limit?: number } = {},
): Promise<Record<string, unknown>[]> {
  return listRecords(dynamo, tableName, kind, options);
}

/**
 * One record by its reference (GetItem, an eventually consistent read: a listing tool may show a moment-old copy).
 * @returns the record, or undefined when there is none
 * @throws the SDK's errors
 */
export async function getRecordOfKind(
  { dynamo }: AwsClients,
  { tableName }: RuntimeConfig,
  kind: LifecycleKind,
  reference: string,
): Promise<StoredRecord | undefined> {
  return readRecord(dynamo, tableName, recordKey(kind, reference), { consistent: false });
}
