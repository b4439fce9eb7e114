/**
 * Runtime configuration read from the environment (the same names locally and on Lambda).
 * Locally the SDK also reads AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 to reach the emulators.
 */
export interface RuntimeConfig {
  /** DynamoDB table holding every record (docs/architecture.md §4). */
  tableName: string;
  /** Private S3 bucket for prescription files ('' for functions that are given no bucket). */
  bucketName: string;
}

/**
 * Reads TABLE_NAME and, when `needsBucket`, BUCKET_NAME; throws at cold start if one is missing
 * (a deployment error, surfaced at once rather than on the first shopper's request).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, { needsBucket = true } = {}): RuntimeConfig {
  const tableName = env.TABLE_NAME;
  const bucketName = env.BUCKET_NAME ?? '';
  if (!tableName) throw new Error('TABLE_NAME is not set');
  if (needsBucket && !bucketName) throw new Error('BUCKET_NAME is not set');
  return { tableName, bucketName };
}
