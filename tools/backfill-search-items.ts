/**
 * One-off backfill of the staff search items (functions/data/record-search.ts) for records written before the search
 * existed: `npx tsx tools/backfill-search-items.ts`. Reads every prescription, order and message by the kind index
 * (records.ts listRecordsOfKind: Queries, then BatchGetItem by key; never a Scan) and writes each record's search items
 * with BatchWriteItem, leaving the records untouched. Erased records are skipped (nothing of them may be searchable);
 * running it twice writes the same items again.
 *
 * Target: MEDVIKA_TABLE in AWS_REGION with the operator's own credentials (it needs Query on the kind index,
 * BatchGetItem and BatchWriteItem on the table: an administrator's, not the staff policy); otherwise the local stack of
 * `npm start` (DYNAMODB_PORT).
 */
import { pathToFileURL } from 'node:url';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LifecycleKind } from '@domain/lifecycle';
import { localAwsEnv, readLocalSettings } from '../dev/local-env';
import { listRecordsOfKind } from '../functions/data/records';
import { batchPutSearchItems } from '../functions/data/record-search';
import { createAwsClients } from '../functions/runtime/aws-clients';

const KINDS: readonly LifecycleKind[] = ['prescription', 'order', 'message'];

/**
 * Writes the search items of every record of every kind except erased ones.
 * @returns how many records of each kind were indexed
 * @throws the SDK's errors; Error when writes stay unprocessed
 */
export async function backfillSearchItems(dynamo: DynamoDBDocumentClient, tableName: string): Promise<Record<LifecycleKind, number>> {
  const counts = { prescription: 0, order: 0, message: 0 } as Record<LifecycleKind, number>;
  for (const kind of KINDS) {
    const records = (await listRecordsOfKind(dynamo, tableName, kind, { limit: Number.MAX_SAFE_INTEGER })).filter(
      (record) => record.status !== 'erased',
    );
    await batchPutSearchItems(dynamo, tableName, records);
    counts[kind] = records.length;
  }
  return counts;
}

/** The command: the target's table (see the module comment), then backfillSearchItems, printing the counts. */
async function main(): Promise<void> {
  let tableName = process.env.MEDVIKA_TABLE;
  if (!tableName) {
    const settings = readLocalSettings();
    const env = localAwsEnv(settings.dynamodbPort, settings.s3Port);
    Object.assign(process.env, env);
    tableName = env.TABLE_NAME!;
  }
  const counts = await backfillSearchItems(createAwsClients().dynamo, tableName);
  for (const kind of KINDS) console.log(`${kind}: search items written for ${counts[kind]} records`);
}

// Run as a command, not when a test imports backfillSearchItems.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
