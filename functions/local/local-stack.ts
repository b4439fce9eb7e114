import { startDynalite, startS3rver, type RunningEmulator } from './emulators';
import { LOCAL_BUCKET_NAME, LOCAL_TABLE_NAME, localAwsEnv } from './local-env';
import { provisionLocalResources } from './provision';

/** The running emulators and the environment that points the SDK at them. */
export interface LocalBackend {
  env: Record<string, string>;
  dynamo: RunningEmulator;
  s3: RunningEmulator;
  /** Stops both emulators. */
  stop(): Promise<void>;
}

/**
 * Starts dynalite and s3rver with data under `dataDir`, sets `process.env` so the AWS SDK (and the unchanged
 * handlers) reach them, and creates the table and bucket on first run.
 * @param dataDir folder for emulator data; dynalite keeps it in memory when `persistDynamo` is false
 * @throws Error if an emulator does not start (its child is stopped first)
 */
export async function startLocalBackend(options: { dynamodbPort: number; s3Port: number; dataDir: string; persistDynamo?: boolean; quiet?: boolean }): Promise<LocalBackend> {
  const { dynamodbPort, s3Port, dataDir, persistDynamo = true, quiet = true } = options;
  const dynamo = await startDynalite(dynamodbPort, persistDynamo ? dataDir : undefined, quiet);
  let s3: RunningEmulator;
  try {
    s3 = await startS3rver(s3Port, dataDir, quiet);
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  const env = localAwsEnv(dynamodbPort, s3Port);
  Object.assign(process.env, env);
  const stop = async () => {
    await Promise.all([dynamo.stop(), s3.stop()]);
  };
  try {
    await provisionLocalResources(LOCAL_TABLE_NAME, LOCAL_BUCKET_NAME);
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, dynamo, s3, stop };
}
