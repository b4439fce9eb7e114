import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../functions/local/emulators';
import { startLocalBackend } from '../../functions/local/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Environment pointing the AWS SDK at this run's emulators (see functions/local/local-env.ts). */
    awsEnv: Record<string, string>;
    /** Folder holding this run's production SPA build. */
    webDist: string;
  }
}

/**
 * Starts dynalite (in memory) and s3rver (temp folder) on free loopback ports, creates the table and bucket,
 * and builds the SPA once for the browser tests. Everything is torn down after the run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-test-'));
  const backend = await startLocalBackend({ dynamodbPort: await freePort(), s3Port: await freePort(), dataDir, persistDynamo: false });
  project.provide('awsEnv', backend.env);

  // MEDVIKA_TEST_WEB_DIST reuses an existing build (a local shortcut while iterating); CI always builds.
  let webDist = process.env.MEDVIKA_TEST_WEB_DIST ?? '';
  if (!webDist) {
    webDist = path.join(dataDir, 'web');
    const { build } = await import('vite');
    // The same production build shoppers get: vitest sets NODE_ENV=test, which would give React's development build
    // (StrictMode's double effects, 50 % more JS). Vite takes NODE_ENV from the environment, so set it for the build.
    const testNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: path.resolve('web/vite.config.ts'), mode: 'production', logLevel: 'error', build: { outDir: webDist, emptyOutDir: true } });
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
