import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';

/** Clients the handlers need, injected into the cores so tests can point them anywhere. */
export interface AwsClients {
  dynamo: DynamoDBDocumentClient;
  s3: S3Client;
}

/**
 * Creates the SDK v3 clients from the environment (region, credentials, and the standard
 * AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 overrides used for the local emulators).
 * Path-style S3 addressing is used when an endpoint override is set (emulators have no DNS per bucket).
 * `maxAttempts` 2 keeps a failing dependency from stretching a request past API Gateway's 30 s limit.
 */
export function createAwsClients(env: NodeJS.ProcessEnv = process.env): AwsClients {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'ap-south-1';
  // Explicit endpoints only when the environment names them (the SDK would read process.env itself;
  // passing them lets a test point a second set of clients at other emulators).
  const dynamoEndpoint = env.AWS_ENDPOINT_URL_DYNAMODB ? { endpoint: env.AWS_ENDPOINT_URL_DYNAMODB } : {};
  const s3Endpoint = env.AWS_ENDPOINT_URL_S3 ? { endpoint: env.AWS_ENDPOINT_URL_S3 } : {};
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ region, maxAttempts: 2, ...dynamoEndpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const s3 = new S3Client({ region, maxAttempts: 2, forcePathStyle: Boolean(env.AWS_ENDPOINT_URL_S3), ...s3Endpoint });
  return { dynamo, s3 };
}
