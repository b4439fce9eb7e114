import { BatchGetCommand, GetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { LifecycleKind } from '@domain/lifecycle';
import type { AwsClients } from '../../functions/shared/aws-clients';
import type { RuntimeConfig } from '../../functions/shared/config';
import { recordKey } from '../../functions/shared/reference';
import { tableDesign } from '../../contracts/deployment/table-design';

/** Keys per BatchGetItem request (DynamoDB's maximum). */
const BATCH_GET_MAX_KEYS = 100;

/**
 * Records of one kind, newest first, optionally only those created on or after `since` (a UTC date, YYYY-MM-DD).
 * A Query on the kind/createdAt index, never a Scan; follows pages until `limit` (default 1000) items. The index
 * projects only reference, status and dates (no contact details, issue 13 §2), so each record is then read whole
 * by its key (BatchGetItem, 100 keys a request): the staff policy allows exactly that on record keys.
 * @throws the SDK's errors
 */
export async function listRecordsOfKind(
  clients: AwsClients,
  config: RuntimeConfig,
  kind: LifecycleKind,
  options: { since?: string; limit?: number } = {},
): Promise<Record<string, unknown>[]> {
  const { dynamo } = clients;
  const { tableName } = config;
  const limit = options.limit ?? 1000;
  const rows: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: tableDesign.kindIndex.name,
        KeyConditionExpression: options.since ? 'kind = :kind AND createdAt >= :since' : 'kind = :kind',
        ExpressionAttributeValues: { ':kind': kind, ...(options.since ? { ':since': options.since } : {}) },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
        Limit: Math.min(limit - rows.length, 500),
      }),
    );
    rows.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && rows.length < limit);
  return readWholeRecords(clients, config, rows);
}

/**
 * The whole items of index rows, in the rows' order (BatchGetItem by pk/sk, retrying unprocessed keys). A row whose
 * item is gone meanwhile (TTL) is left out.
 */
async function readWholeRecords({ dynamo }: AwsClients, { tableName }: RuntimeConfig, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const { partitionKey, sortKey } = tableDesign;
  const byKey = new Map<string, Record<string, unknown>>();
  const keyOf = (item: Record<string, unknown>) => `${String(item[partitionKey])}\u0000${String(item[sortKey])}`;
  for (let start = 0; start < rows.length; start += BATCH_GET_MAX_KEYS) {
    let keys: Record<string, unknown>[] | undefined = rows
      .slice(start, start + BATCH_GET_MAX_KEYS)
      .map((row) => ({ [partitionKey]: row[partitionKey], [sortKey]: row[sortKey] }));
    for (let attempt = 0; keys && keys.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 2000)));
      const result: BatchGetCommandOutput = await dynamo.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      for (const item of result.Responses?.[tableName] ?? []) byKey.set(keyOf(item), item);
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
      if (attempt >= 8 && keys && keys.length > 0) throw new Error(`DynamoDB left ${keys.length} keys unprocessed after ${attempt + 1} attempts`);
    }
  }
  return rows.map((row) => byKey.get(keyOf(row))).filter((item): item is Record<string, unknown> => item !== undefined);
}

/** One record by its reference (GetItem); undefined when there is none. @throws the SDK's errors */
export async function getRecordOfKind({ dynamo }: AwsClients, { tableName }: RuntimeConfig, kind: LifecycleKind, reference: string): Promise<Record<string, unknown> | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: recordKey(kind, reference) }));
  return result.Item;
}
