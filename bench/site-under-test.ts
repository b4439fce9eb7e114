/**
 * The storefront the bench measures: the production build in a temporary folder of its own (never dist/web, which
 * `npm start` may be serving), served with the local API over fresh emulators (temporary data folder, free loopback
 * ports).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../dev/emulators';
import { startLocalBackend, type LocalBackend } from '../dev/local-stack';
import { createStorefrontApp, listen } from '../dev/storefront-server';

/**
 * Builds the production site shoppers get (npm run build: Vite's bundle plus the prerendered pages) into a temporary
 * folder, every page view sampled for field data (VITE_VITALS_SAMPLE_RATE=1) so that each Lighthouse run sends its
 * beacons (bench/lighthouse.ts).
 * @param root the repository root
 * @returns the folder
 * @throws Error when the build fails
 */
export function buildSite(root: string): string {
  console.log('Building the storefront…');
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-bench-web-'));
  const buildRun = spawnSync('npx', ['tsx', 'web/prerender/build-site.ts', webDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_VITALS_SAMPLE_RATE: '1' },
  });
  if (buildRun.status !== 0) throw new Error('build failed');
  return webDir;
}

/** A running storefront: its origin ('http://127.0.0.1:<port>'), the local backend, and how to stop both. */
export interface SiteUnderTest {
  base: string;
  backend: LocalBackend;
  stop(): Promise<void>;
}

/**
 * Starts fresh emulators and the storefront server (the built site and the local API, which runs the handlers in this
 * process) on free loopback ports; sets LOG_LEVEL=silent for the handlers.
 * @param webDir the built site to serve
 */
export async function startSite(webDir: string): Promise<SiteUnderTest> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-bench-'));
  const backend = await startLocalBackend({ dynamodbPort: await freePort(), s3Port: await freePort(), dataDir });
  process.env.LOG_LEVEL = 'silent';
  const port = await freePort();
  // The bench measures shop pages only; the staff console (its own origin) is not served, /staff redirects nowhere useful.
  const server = await listen(createStorefrontApp({ distDir: webDir, consoleOrigin: 'http://127.0.0.1:5174' }), port);
  return {
    base: `http://127.0.0.1:${port}`,
    backend,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
