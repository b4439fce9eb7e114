import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { tableDesign } from '../shared/table-design';

/**
 * Creates the table (with the kind, queue and comments GSIs of tableDesign, DESIGN §4) and the prescriptions bucket if they do not
 * exist yet, so a first `npm start` sets itself up and a second one finds the first one's data.
 * Uses the AWS SDK against whatever endpoints the environment names (the emulators locally).
 */
export async function provisionLocalResources(tableName: string, bucketName: string): Promise<{ createdTable: boolean; createdBucket: boolean }> {
  const region = process.env.AWS_REGION ?? 'ap-south-1';
  const dynamo = new DynamoDBClient({ region });
  const s3 = new S3Client({ region, forcePathStyle: true });
  let createdTable = false;
  let createdBucket = false;
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException) && (error as Error).name !== 'ResourceNotFoundException') throw error;
    const { partitionKey, sortKey, kindIndex, queueIndex, commentsIndex } = tableDesign;
    await dynamo.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: partitionKey, AttributeType: 'S' },
          { AttributeName: sortKey, AttributeType: 'S' },
          { AttributeName: kindIndex.partitionKey, AttributeType: 'S' },
          { AttributeName: kindIndex.sortKey, AttributeType: 'S' },
          { AttributeName: queueIndex.partitionKey, AttributeType: 'S' },
          { AttributeName: commentsIndex.partitionKey, AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: kindIndex.name,
            KeySchema: [
              { AttributeName: kindIndex.partitionKey, KeyType: 'HASH' },
              { AttributeName: kindIndex.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...kindIndex.projected] },
          },
          {
            IndexName: commentsIndex.name,
            KeySchema: [
              { AttributeName: commentsIndex.partitionKey, KeyType: 'HASH' },
              { AttributeName: commentsIndex.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...commentsIndex.projected] },
          },
          {
            IndexName: queueIndex.name,
            KeySchema: [
              { AttributeName: queueIndex.partitionKey, KeyType: 'HASH' },
              { AttributeName: queueIndex.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...queueIndex.projected] },
          },
        ],
      }),
    );
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
  return { createdTable, createdBucket };
}
