import { startStandardClaimsTrigger, type LocalTriggerEndpoint } from './cognito-triggers';
import { freePort, startCognitoLocal, startDynalite, startS3rver, type RunningEmulator } from './emulators';
import { LOCAL_BUCKET_NAME, LOCAL_TABLE_NAME, localAwsEnv } from './local-env';
import { provisionLocalResources } from './provision';
import { DEFAULT_STAFF_DEMO_PASSWORD, provisionStaffIdentity, staffAuthEnv, type LocalStaffIdentity } from './staff-identity';

/** The running emulators and the environment that points the SDK (and the staff token check) at them. */
export interface LocalBackend {
  env: Record<string, string>;
  dynamo: RunningEmulator;
  s3: RunningEmulator;
  cognito: RunningEmulator;
  /** The staff user pool, its console client and the demo staff users in cognito-local. */
  staff: LocalStaffIdentity;
  /** Stops the emulators. */
  stop(): Promise<void>;
}

/** Options of startLocalBackend. */
export interface LocalBackendOptions {
  dynamodbPort: number;
  s3Port: number;
  /** cognito-local's port; a free one when omitted. */
  cognitoPort?: number;
  dataDir: string;
  /** dynalite keeps its data in memory when false (s3rver and cognito-local always use `dataDir`). */
  persistDynamo?: boolean;
  quiet?: boolean;
  /** Password of the demo staff users. */
  staffDemoPassword?: string;
}

/**
 * Starts dynalite, s3rver and cognito-local (with its PreTokenGeneration stand-in, cognito-triggers.ts) with data
 * under `dataDir`, sets `process.env` so the AWS SDK (and the unchanged handlers, and the local adapter's staff
 * token check) reach them, and creates the table, the bucket and the staff user pool (client, groups, demo users)
 * on first run.
 * @throws Error if an emulator does not start or provisioning fails (every started child is stopped first)
 */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const { dynamodbPort, s3Port, dataDir, persistDynamo = true, quiet = true, staffDemoPassword = DEFAULT_STAFF_DEMO_PASSWORD } = options;
  const started: Array<Pick<RunningEmulator, 'stop'>> = [];
  const stop = async () => {
    await Promise.all(started.map((emulator) => emulator.stop()));
  };
  try {
    const dynamo = await startDynalite(dynamodbPort, persistDynamo ? dataDir : undefined, quiet);
    started.push(dynamo);
    const s3 = await startS3rver(s3Port, dataDir, quiet);
    started.push(s3);
    const trigger: LocalTriggerEndpoint = await startStandardClaimsTrigger();
    started.push(trigger);
    const cognito = await startCognitoLocal(options.cognitoPort ?? (await freePort()), dataDir, trigger.endpoint, quiet);
    started.push(cognito);
    const staff = await provisionStaffIdentity(`http://127.0.0.1:${cognito.port}`, staffDemoPassword);
    const env = { ...localAwsEnv(dynamodbPort, s3Port), ...staffAuthEnv(staff) };
    Object.assign(process.env, env);
    await provisionLocalResources(LOCAL_TABLE_NAME, LOCAL_BUCKET_NAME);
    return { env, dynamo, s3, cognito, staff, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
