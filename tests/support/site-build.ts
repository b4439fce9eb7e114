import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding this run's production SPA build (e2e project only). */
    webDist: string;
  }
}

/**
 * Global setup of the e2e project, the only one that needs the built site: builds and prerenders the production SPA
 * once per vitest run into a temp folder and provides it as `webDist`; removed after the run. Projects that do not
 * run (`--project unit`) never build. MEDVIKA_TEST_WEB_DIST reuses an existing build instead (`npm run build` writes
 * dist/web), a local shortcut while iterating; CI always builds.
 */
export default async function setup(project: TestProject) {
  const reuse = process.env.MEDVIKA_TEST_WEB_DIST;
  if (reuse) {
    project.provide('webDist', path.resolve(reuse));
    return;
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'medvika-web-'));
  const webDist = path.join(scratch, 'web');
  const { buildSite } = await import('../../web/prerender/build-site');
  // The same production build shoppers get: vitest sets NODE_ENV=test, which would give React's development build
  // (StrictMode's double effects, 50 % more JS). Vite takes NODE_ENV from the environment, so set it for the build.
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildSite({ webDir: webDist, logLevel: 'error' });
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  } finally {
    process.env.NODE_ENV = testNodeEnv;
  }
  project.provide('webDist', webDist);
  return () => rmSync(scratch, { recursive: true, force: true });
}
