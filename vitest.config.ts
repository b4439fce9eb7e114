import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { buildYearDefine } from './web/build-year.ts';
import { sellerDefine } from './web/seller-define.ts';
import { linguiPlugins } from './web/lingui-plugins.ts';
import { defineConfig } from 'vitest/config';
import { LaneSequencer } from './tests/support/lane-sequencer.ts';

/** Global setup starting this run's emulators; shared by every project that lists it (started once, stopped after the last). */
const EMULATORS = 'tests/support/global-setup.ts';
/** Global setup starting the production site's build, in the background, once per run (only the e2e project lists it). */
const SITE_BUILD = 'tests/support/site-build.ts';
/** Per e2e test file, before it is imported: waits for that build to end (the files read the built site). */
const SITE_READY = 'tests/support/site-ready.ts';
/** Per test file: the emulator endpoints in process.env, and the file's own table and bucket. */
const WORKER_ENV = 'tests/support/worker-env.ts';

/** Unit files that replace modules with vi.mock: each needs a module registry of its own (the unit-isolated lane). */
const MODULE_MOCK_FILES = 'tests/unit/with-module-mocks/**/*.test.{ts,tsx}';
/** Both unit lanes: no network (a request a test did not answer fails at once), components render inside Lingui's provider, in English unless a test says otherwise; short timeouts. */
const UNIT_SETTINGS = {
  setupFiles: ['tests/support/no-network.ts', 'tests/support/i18n-provider.tsx'],
  testTimeout: 15_000,
  hookTimeout: 15_000,
};

/**
 * Four test lanes, each a vitest project; `npm test` (typecheck, lint, `vitest run`) runs them all in one run,
 * `npm run test:<lane>` (`vitest run --project <lane>`) one of them.
 *
 * - unit: tests/unit, pure and component tests (component files opt into happy-dom with a docblock). No global setup,
 *   no emulators, no build: seconds. Short timeouts, since nothing there waits on another process. Two vitest projects:
 *   `unit`, whose files share a module registry per worker, and `unit-isolated` for the files that mock modules.
 * - integration: tests/integration, the handlers against dynalite, s3rver, cognito-local and the SES emulator.
 * - infra: tests/infra, CDK assertions and cdk-nag on a synthesis with a tiny stand-in web build
 *   (tests/infra/storefront-synth.ts: synth only checks the folder's shape), plus two files that run the synthesized
 *   bundles against the emulators; so emulators, no site build.
 * - e2e: tests/e2e, Debian Chromium via playwright-core against the production build and the local API.
 *
 * Emulators: global-setup.ts is listed by integration, infra and e2e; vitest runs the global setups of the projects that
 * have files in the run, one after another, before any test, and the setup keeps the backend on globalThis, so one set
 * of emulators (free loopback ports) serves the whole run and is stopped after the last project's teardown.
 * Site build: only e2e needs the built site, so only e2e lists site-build.ts: the site is built once per run that
 * includes e2e, never for `test:unit`, `test:integration` or `test:infra`. The build runs in a child process while the
 * other lanes' files run (the lane sequencer starts e2e files last), and each e2e file waits for it in site-ready.ts.
 * MEDVIKA_TEST_WEB_DIST=dist/web (after `npm run build`) reuses an existing build instead.
 *
 * Timeouts: browser tests wait on page conditions (Playwright auto-waits, waitFor, expect.poll); the limits below only
 * bound how long a broken condition hangs, and are sized for a loaded 2-core machine (load 8-18 with other runs), not
 * for an idle one. tests/support/browser.ts sets the Playwright action/navigation limit to match.
 */
export default defineConfig({
  // As web/vite.config.ts: components under test use Lingui's macros and import `.po` catalogs.
  plugins: [react(), ...linguiPlugins()],
  // As web/vite.config.ts: the footer's year is the build's, here the test run's.
  define: { ...buildYearDefine(new Date()), ...sellerDefine() },
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  test: {
    // infra, integration, unit, then e2e, one queue (tests/support/lane-sequencer.ts).
    sequence: { sequencer: LaneSequencer },
    pool: 'forks',
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
    // The emulators' global teardown stops child processes (SIGTERM, then SIGKILL after 3 s each).
    teardownTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [MODULE_MOCK_FILES],
          // The files of a worker share one module registry: React, Lingui, the catalogue and the components are
          // imported once per worker instead of once per file, which halves the lane's CPU. Safe because no file here
          // replaces a module (vi.mock): those live in tests/unit/with-module-mocks/ (the unit-isolated lane, lint
          // keeps vi.mock there), since a mock cannot replace a module an earlier file already loaded.
          isolate: false,
          ...UNIT_SETTINGS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: [MODULE_MOCK_FILES],
          ...UNIT_SETTINGS,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          globalSetup: [EMULATORS],
          setupFiles: [WORKER_ENV],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.{ts,tsx}', 'infra/**/*.test.ts'],
          globalSetup: [EMULATORS],
          setupFiles: [WORKER_ENV],
          // The files of a worker share one module registry, so they share one default synthesis (and one with
          // cdk-nag) rather than making their own (tests/infra/storefront-synth.ts sharedStorefrontSynth). Safe here:
          // no infra file mocks modules or imports a handler (bundles run in worker threads, lambda-runtime.ts).
          isolate: false,
          // A synthesis with cdk-nag or real esbuild bundling takes seconds idle, much longer on a loaded machine.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          globalSetup: [EMULATORS, SITE_BUILD],
          setupFiles: [SITE_READY, WORKER_ENV],
          testTimeout: 120_000,
          // beforeAll launches Chromium and the storefront server; seeding through the UI can happen there too.
          hookTimeout: 300_000,
          // expect.poll on page state: generous, it returns as soon as the condition holds.
          expect: { poll: { timeout: 60_000, interval: 50 } },
        },
      },
    ],
  },
});
