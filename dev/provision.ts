import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  ScanCommand,
  waitUntilTableExists,
  type AttributeValue,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { outboxIndex } from '../contracts/deployment/table-design';
import { tableDesign } from '../contracts/deployment/table-design';
import { products } from '../domain/catalogue/catalogue';
import { SEED_STOCK } from '../domain/shelf-availability';
import { createDynamoClient } from '../functions/runtime/dynamo-client';
import { seedShelf } from '../functions/data/shelf';

/**
 * Creates the table (with the kind, queue, comments and staff search GSIs of tableDesign, docs/architecture/data-model.md, and the sparse outbox index of
 * functions/runtime/outbox.ts) and the prescriptions bucket if they do not exist yet, so a first `npm start` sets itself
 * up and a second one finds the first one's data. A table of an older checkout that lacks one of the indexes is rebuilt
 * with its items (dynalite cannot add an index to a table), see rebuildWithIndexes.
 * Then seeds the shelf: every catalogue product gets its shelf item (content price and MRP, SEED_STOCK units, state
 * `available`) unless it has one, so staff changes and sales survive a restart (functions/data/shelf.ts seedShelf).
 * Uses the AWS SDK against whatever endpoints the environment names (the emulators locally).
 * @returns whether the table and bucket were created now, and how many shelf items were seeded
 */
export async function provisionLocalResources(
  tableName: string,
  bucketName: string,
): Promise<{ createdTable: boolean; createdBucket: boolean; seededShelfItems: number }> {
  const region = process.env.AWS_REGION ?? 'ap-south-1';
  const dynamo = new DynamoDBClient({ region });
  const s3 = new S3Client({ region, forcePathStyle: true });
  let createdTable = false;
  let createdBucket = false;
  try {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    const wanted = tableInput(tableName).GlobalSecondaryIndexes ?? [];
    if (wanted.some((index) => !present.has(index.IndexName))) await rebuildWithIndexes(dynamo, tableName);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException) && (error as Error).name !== 'ResourceNotFoundException') throw error;
    await dynamo.send(new CreateTableCommand(tableInput(tableName)));
    // dynalite answers CREATING and turns the table ACTIVE on a timer; until then every read is refused with
    // ResourceNotFoundException, and on a loaded machine that timer can lag behind the seeding below.
    await waitUntilTableExists({ client: dynamo, maxWaitTime: 10, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
    createdTable = true;
  }
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucketName }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucketName }));
    createdBucket = true;
  }
  dynamo.destroy();
  s3.destroy();
  const documents = createDynamoClient();
  const seededShelfItems = await seedShelf(documents, tableName, products, SEED_STOCK, new Date(), { tableIsNew: createdTable }).finally(
    () => documents.destroy(),
  );
  return { createdTable, createdBucket, seededShelfItems };
}

/** The table as docs/architecture/data-model.md and contracts/deployment/table-design.ts describe it, with the outbox index (outbox.ts). */
function tableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey, kindIndex, queueIndex, commentsIndex, searchIndex } = tableDesign;
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: partitionKey, AttributeType: 'S' },
      { AttributeName: sortKey, AttributeType: 'S' },
      { AttributeName: kindIndex.partitionKey, AttributeType: 'S' },
      { AttributeName: kindIndex.sortKey, AttributeType: 'S' },
      { AttributeName: queueIndex.partitionKey, AttributeType: 'S' },
      { AttributeName: commentsIndex.partitionKey, AttributeType: 'S' },
      { AttributeName: searchIndex.partitionKey, AttributeType: 'S' },
      { AttributeName: searchIndex.sortKey, AttributeType: 'S' },
      { AttributeName: outboxIndex.partitionKey, AttributeType: 'S' },
      { AttributeName: outboxIndex.sortKey, AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      // The listing indexes, as infra/constructs/data.ts defines them: keys and the attributes each listing shows.
      ...[kindIndex, commentsIndex, queueIndex, searchIndex].map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
          { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
        ],
        Projection: { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.projected] },
      })),
      {
        IndexName: outboxIndex.name,
        KeySchema: [
          { AttributeName: outboxIndex.partitionKey, KeyType: 'HASH' },
          { AttributeName: outboxIndex.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  };
}

/**
 * Rebuilds a local table that lacks an index of tableInput (data of an older checkout in `.data/`): reads every item
 * (a Scan: local provisioning only, never a request path), deletes the table, creates it anew and writes the items
 * back, 25 at a time. dynalite has no UpdateTable index creation, so this is the only way to keep the data.
 */
async function rebuildWithIndexes(dynamo: DynamoDBClient, tableName: string): Promise<void> {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await dynamo.send(new DeleteTableCommand({ TableName: tableName }));
  // dynalite finishes a delete after answering it (DELETING): wait until the name is free.
  for (let tries = 0; ; tries += 1) {
    try {
      await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    } catch (error) {
      if ((error as Error).name === 'ResourceNotFoundException') break;
      throw error;
    }
    if (tries > 100) throw new Error(`The local table ${tableName} was not deleted within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await dynamo.send(new CreateTableCommand(tableInput(tableName)));
  await waitUntilTableExists({ client: dynamo, maxWaitTime: 10, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
  for (let index = 0; index < items.length; index += 25) {
    let requests: Record<string, { PutRequest: { Item: Record<string, AttributeValue> } }[]> | undefined = {
      [tableName]: items.slice(index, index + 25).map((item) => ({ PutRequest: { Item: item } })),
    };
    while (requests && Object.keys(requests).length > 0) {
      const result = await dynamo.send(new BatchWriteItemCommand({ RequestItems: requests }));
      requests = result.UnprocessedItems as typeof requests;
    }
  }
  console.log(`Rebuilt the local table ${tableName} with its new indexes (${items.length} items kept).`);
}
