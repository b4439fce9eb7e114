import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding this run's production SPA build (e2e project only); complete once `webBuildStatus` exists. */
    webDist: string;
    /**
     * A JSON file `{ exitCode }` written when the build has ended (0: `webDist` is complete), or '' when the build was
     * reused (MEDVIKA_TEST_WEB_DIST) and is complete already. tests/support/site-ready.ts waits for it.
     */
    webBuildStatus: string;
    /** The build's own log (Vite's output), for the error of a failed build; '' when reused. */
    webBuildLog: string;
  }
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Global setup of the e2e project, the only one that needs the built site: starts the production build of the SPA
 * (`web/prerender/build-site.ts`, what `npm run build` runs) into a temp folder in a child process and returns at
 * once, so the build (about 30 s of one core) runs while the other lanes' files do; the e2e files, which the lane
 * sequencer (tests/support/lane-sequencer.ts) schedules last, wait for it in tests/support/site-ready.ts before they
 * are imported. The folder is removed after the run. MEDVIKA_TEST_WEB_DIST reuses an existing build instead
 * (`npm run build` writes dist/web), a local shortcut while iterating; CI always builds.
 */
export default function setup(project: TestProject) {
  const reuse = process.env.MEDVIKA_TEST_WEB_DIST;
  if (reuse) {
    project.provide('webDist', path.resolve(reuse));
    project.provide('webBuildStatus', '');
    project.provide('webBuildLog', '');
    return;
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'medvika-web-'));
  const webDist = path.join(scratch, 'web');
  const status = path.join(scratch, 'build-status.json');
  const log = path.join(scratch, 'build.log');
  const output = openSync(log, 'w');
  // The same production build shoppers get: vitest sets NODE_ENV=test, which would give React's development build
  // (StrictMode's double effects, 50 % more JS). Vite takes NODE_ENV from the environment, so set it for the build.
  const build = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'web', 'prerender', 'build-site.ts'), webDist], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', output, output],
  });
  // The child holds its own copy of the log's descriptor; this process writes nothing to it.
  closeSync(output);
  const ended = new Promise<void>((resolve) => {
    build.on('exit', (code, signal) => {
      writeFileSync(status, JSON.stringify({ exitCode: code ?? `killed by ${signal}` }));
      resolve();
    });
    build.on('error', (error) => {
      writeFileSync(status, JSON.stringify({ exitCode: `not started: ${error.message}` }));
      resolve();
    });
  });
  project.provide('webDist', webDist);
  project.provide('webBuildStatus', status);
  project.provide('webBuildLog', log);
  return async () => {
    if (build.exitCode === null && build.signalCode === null) build.kill('SIGTERM');
    await ended;
    rmSync(scratch, { recursive: true, force: true });
  };
}
