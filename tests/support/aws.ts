import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createAwsClients } from '../../functions/shared/aws-clients';
import { readConfig } from '../../functions/shared/config';
import { tableDesign } from '../../functions/shared/table-design';

/** SDK clients and names for this test run's emulators (set by worker-env.ts). */
export function testAws() {
  const clients = createAwsClients();
  const config = readConfig();
  return {
    clients,
    config,
    /** Every object key in the prescriptions bucket (test inspection only). */
    async objectKeys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await clients.s3.send(new ListObjectsV2Command({ Bucket: config.bucketName, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    /** An object's bytes. */
    async objectBytes(key: string): Promise<Buffer> {
      const object = await clients.s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    /** Every item of a kind, through the GSI (tests only; the product never scans). */
    async itemsOfKind(kind: string): Promise<Record<string, unknown>[]> {
      const result = await clients.dynamo.send(
        new QueryCommand({ TableName: config.tableName, IndexName: tableDesign.kindIndex.name, KeyConditionExpression: 'kind = :k', ExpressionAttributeValues: { ':k': kind } }),
      );
      return result.Items ?? [];
    },
    /** Every item in the table (test inspection only). */
    async allItems(): Promise<Record<string, unknown>[]> {
      const result = await clients.dynamo.send(new ScanCommand({ TableName: config.tableName }));
      return result.Items ?? [];
    },
  };
}
