import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One vitest run for everything `npm test` covers:
 * tests/unit (pure and component tests; component files opt into happy-dom with a docblock),
 * tests/integration (handlers against dynalite + s3rver), tests/infra (CDK assertions, cdk-nag, bundles),
 * tests/e2e (Debian Chromium via playwright-core against the production build and the local API).
 * tests/support/global-setup.ts starts the emulators on free ports and builds the SPA once.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'infra/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/worker-env.ts'],
    testTimeout: 30_000,
    // Browser tests poll the page for a state; on a busy 2-core machine 1 s (the default) is too tight.
    expect: { poll: { timeout: 5_000, interval: 50 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
  },
});
