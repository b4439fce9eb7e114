import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../dev/emulators';
import { startLocalBackend } from '../../dev/local-stack';
import type { LocalStaffIdentity } from '../../dev/staff-identity';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Environment pointing the AWS SDK at this run's emulators (see dev/local-env.ts). */
    awsEnv: Record<string, string>;
    /** Folder holding this run's production SPA build. */
    webDist: string;
    /** This run's cognito-local: endpoint, staff user pool, console client and demo staff users (with passwords). */
    staffAuth: LocalStaffIdentity;
  }
}

/**
 * Starts dynalite (in memory), s3rver and cognito-local (temp folder) on free loopback ports, creates the table,
 * the bucket and the staff user pool (console client, groups, demo users), and builds the SPA once for the browser
 * tests. `awsEnv` also names the staff pool, so the local adapter's token check works in every test file.
 * Everything is torn down after the run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-test-'));
  const backend = await startLocalBackend({ dynamodbPort: await freePort(), s3Port: await freePort(), cognitoPort: await freePort(), dataDir, persistDynamo: false });
  project.provide('awsEnv', backend.env);
  project.provide('staffAuth', backend.staff);

  // MEDVIKA_TEST_WEB_DIST reuses an existing build (a local shortcut while iterating); CI always builds.
  let webDist = process.env.MEDVIKA_TEST_WEB_DIST ?? '';
  if (!webDist) {
    webDist = path.join(dataDir, 'web');
    const { buildSite } = await import('../../web/prerender/build-site');
    // The same production build shoppers get: vitest sets NODE_ENV=test, which would give React's development build
    // (StrictMode's double effects, 50 % more JS). Vite takes NODE_ENV from the environment, so set it for the build.
    const testNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await buildSite({ webDir: webDist, logLevel: 'error' });
    } finally {
      process.env.NODE_ENV = testNodeEnv;
    }
  }
  project.provide('webDist', webDist);

  return async () => {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
