import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../dev/emulators';
import { startLocalBackend, type LocalBackend } from '../../dev/local-stack';
import type { LocalStaffIdentity } from '../../dev/staff-identity';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Environment pointing the AWS SDK at this run's emulators (see dev/local-env.ts). */
    awsEnv: Record<string, string>;
    /** This run's cognito-local: endpoint, staff user pool, console client and demo staff users (with passwords). */
    staffAuth: LocalStaffIdentity;
  }
}

/** The one backend of this vitest process, shared by every project that lists this setup, and how many hold it. */
interface SharedBackend {
  started: Promise<{ backend: LocalBackend; dataDir: string }>;
  users: number;
}

// Vitest loads a project's global setup through that project's module runner, so module state is per project;
// the backend is kept on globalThis so that the integration, infra and e2e projects of one run share one set of emulators.
const holder = globalThis as typeof globalThis & { __medvikaTestBackend?: SharedBackend };

async function startBackend(): Promise<{ backend: LocalBackend; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-test-'));
  try {
    const backend = await startLocalBackend({
      dynamodbPort: await freePort(),
      s3Port: await freePort(),
      cognitoPort: await freePort(),
      dataDir,
      persistDynamo: false,
    });
    return { backend, dataDir };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Global setup of the integration, infra and e2e projects (not unit): starts dynalite (in memory), s3rver,
 * cognito-local and the SES emulator (temp folder) on free loopback ports, creates the table, the bucket and the staff
 * user pool (console client, groups, demo users), and provides their endpoints as `awsEnv` (which also names the staff
 * pool, so the local adapter's token check works in every test file). Started once per vitest run, however many of
 * those projects run; stopped after the last of them. The site build is tests/support/site-build.ts (e2e only).
 */
export default async function setup(project: TestProject) {
  const shared = (holder.__medvikaTestBackend ??= { started: startBackend(), users: 0 });
  shared.users += 1;
  const { backend } = await shared.started;
  project.provide('awsEnv', backend.env);
  project.provide('staffAuth', backend.staff);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder.__medvikaTestBackend;
    const { dataDir } = await shared.started;
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
