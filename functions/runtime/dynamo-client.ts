import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** AWS region from the environment; ap-south-1 (Mumbai) when none is set. */
export function regionOf(env: NodeJS.ProcessEnv): string {
  return env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'ap-south-1';
}

/**
 * The DynamoDB document client (plain JS values in and out) from the environment: region, credentials and the
 * standard AWS_ENDPOINT_URL_DYNAMODB override used for the local emulator. `maxAttempts` 2 keeps a failing
 * dependency from stretching a request towards API Gateway's 30 s limit. In its own module so the comment
 * functions load no S3 code (smaller bundles, faster cold starts).
 */
export function createDynamoClient(env: NodeJS.ProcessEnv = process.env): DynamoDBDocumentClient {
  const endpoint = env.AWS_ENDPOINT_URL_DYNAMODB ? { endpoint: env.AWS_ENDPOINT_URL_DYNAMODB } : {};
  return DynamoDBDocumentClient.from(new DynamoDBClient({ region: regionOf(env), maxAttempts: 2, ...endpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  });
}
