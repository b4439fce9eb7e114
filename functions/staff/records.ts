import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LifecycleKind } from '@contracts/lifecycle';
import type { AwsClients } from '../shared/aws-clients';
import type { RuntimeConfig } from '../shared/config';
import { recordKey } from '../shared/reference';
import { tableDesign } from '../shared/table-design';

/**
 * Records of one kind, newest first, optionally only those created on or after `since` (a UTC date, YYYY-MM-DD).
 * A Query on the kind/createdAt index, never a Scan; follows pages until `limit` (default 1000) items.
 * @throws the SDK's errors
 */
export async function listRecordsOfKind(
  { dynamo }: AwsClients,
  { tableName }: RuntimeConfig,
  kind: LifecycleKind,
  options: { since?: string; limit?: number } = {},
): Promise<Record<string, unknown>[]> {
  const limit = options.limit ?? 1000;
  const items: Record<string, unknown>[] = [];
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
        Limit: Math.min(limit - items.length, 500),
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}

/** One record by its reference (GetItem); undefined when there is none. @throws the SDK's errors */
export async function getRecordOfKind({ dynamo }: AwsClients, { tableName }: RuntimeConfig, kind: LifecycleKind, reference: string): Promise<Record<string, unknown> | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: recordKey(kind, reference) }));
  return result.Item;
}
