import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { createDynamoClient, regionOf } from './dynamo-client';

/** Clients the prescription and checkout code needs, injected into the cores so tests can point them anywhere. */
export interface AwsClients {
  dynamo: DynamoDBDocumentClient;
  s3: S3Client;
}

/**
 * Creates the DynamoDB document client and the S3 client from the environment (region, credentials, and the
 * standard AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 overrides used for the local emulators; explicit
 * here so a test can point a second set of clients at other emulators). Path-style S3 addressing is used when
 * an endpoint override is set (emulators have no DNS per bucket). `maxAttempts` 2 as in dynamo-client.ts.
 */
export function createAwsClients(env: NodeJS.ProcessEnv = process.env): AwsClients {
  const s3Endpoint = env.AWS_ENDPOINT_URL_S3 ? { endpoint: env.AWS_ENDPOINT_URL_S3 } : {};
  const s3 = new S3Client({ region: regionOf(env), maxAttempts: 2, forcePathStyle: Boolean(env.AWS_ENDPOINT_URL_S3), ...s3Endpoint });
  return { dynamo: createDynamoClient(env), s3 };
}
