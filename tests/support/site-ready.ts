import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { inject } from 'vitest';

/** How long an e2e file waits for the run's site build before it fails: a build takes about 30 s idle, minutes under load. */
const BUILD_WAIT_MS = 10 * 60_000;

/** How often the build's status file is looked for, in ms: the build ends once, so a coarse look costs nothing. */
const LOOK_EVERY_MS = 200;

// Runs in every e2e worker before each test file is imported (vitest.config.ts setupFiles): the site is built in the
// background while the other lanes run (tests/support/site-build.ts), and e2e files read it at import time (routes of
// page-routes.json, the manifest), so they wait here until the build has ended, and fail with its log if it failed.
const status = inject('webBuildStatus');
if (status) {
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(status)) {
    if (Date.now() > deadline)
      throw new Error(`The site build did not end within ${BUILD_WAIT_MS / 60_000} min (log: ${inject('webBuildLog')})`);
    await delay(LOOK_EVERY_MS);
  }
  const { exitCode } = JSON.parse(readFileSync(status, 'utf8')) as { exitCode: number | string };
  if (exitCode !== 0) {
    const log = readFileSync(inject('webBuildLog'), 'utf8');
    throw new Error(`The site build failed (${exitCode}):\n${log.slice(-4000)}`);
  }
}
