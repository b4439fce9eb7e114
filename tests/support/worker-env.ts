import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { provisionLocalResources } from '../../dev/provision';

// Runs in every test worker before each test file is imported: handler modules create their SDK clients
// and read TABLE_NAME/BUCKET_NAME at import time, so the emulator endpoints must be in process.env first.
// Each test file gets its own table and bucket on the shared emulators, so files running in parallel
// never see each other's records ("stores nothing" checks stay exact).
const suffix = randomUUID().slice(0, 8);
Object.assign(process.env, inject('awsEnv'), {
  LOG_LEVEL: 'silent',
  TABLE_NAME: `medvika-test-${suffix}`,
  BUCKET_NAME: `medvika-test-${suffix}`,
});
await provisionLocalResources(process.env.TABLE_NAME!, process.env.BUCKET_NAME!);
