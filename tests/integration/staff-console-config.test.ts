import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStaffConsoleConfig, STAFF_CONSOLE_CONFIG_PATH } from '@contracts/staff-console';
import { freePort } from '../../dev/emulators';
import { createStaffConsoleApp, createStorefrontApp, listen } from '../../dev/storefront-server';

/** Runs `use` against `server`'s origin, then closes it. */
async function withServer(server: Server, use: (origin: string) => Promise<void>): Promise<void> {
  try {
    await use(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('local servers: the staff console on its own origin, its settings, and the CSPs of console and shop', () => {
  it('serves /staff/config.json on the console origin from the local stack (the cognito-local pool and client) and allows only those origins', async () => {
    const staffDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-console-'));
    writeFileSync(path.join(staffDir, 'staff.html'), '<!doctype html><title>console</title>');
    await withServer(await listen(createStaffConsoleApp({ staffDir }), await freePort()), async (origin) => {
      const response = await fetch(`${origin}${STAFF_CONSOLE_CONFIG_PATH}`);
      expect(response.status).toBe(200);
      const config = parseStaffConsoleConfig(await response.json());
      expect(config).toEqual({
        region: 'ap-south-1',
        userPoolId: process.env.STAFF_USER_POOL_ID,
        clientId: process.env.STAFF_CLIENT_ID,
        endpoint: `${new URL(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!).origin}/`,
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`connect-src 'self' ${new URL(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!).origin};`);
      expect(csp).toContain(`img-src 'self' data: blob: ${new URL(process.env.AWS_ENDPOINT_URL_S3!).origin};`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // Every console path gets the console's document; only /api/staff reaches the API there.
      const page = await fetch(`${origin}/staff/records/RX-1`);
      expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>console</title>']);
      const shopApi = await fetch(`${origin}/api/track/`, { method: 'POST' });
      expect(shopApi.status).toBe(404);
    });
  });

  it('redirects /staff and every path below it on the shop origin to the console origin; the shop CSP names no console origin', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'medvika-config-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dist, 'page-routes.json'), JSON.stringify({ pages: ['/'], clientShells: [], localePrefixes: [] }));
    const consoleOrigin = 'http://127.0.0.1:5174';
    await withServer(await listen(createStorefrontApp({ distDir: dist, consoleOrigin }), await freePort()), async (origin) => {
      for (const target of [STAFF_CONSOLE_CONFIG_PATH, '/staff', '/staff/prescriptions?status=received']) {
        const response = await fetch(`${origin}${target}`, { redirect: 'manual' });
        expect([response.status, response.headers.get('location')]).toEqual([302, `${consoleOrigin}${target}`]);
      }
      // The shop's pages allow neither the sign-in service nor the prescriptions bucket.
      const csp = (await fetch(origin)).headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain(new URL(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!).origin);
      expect(csp).not.toContain(new URL(process.env.AWS_ENDPOINT_URL_S3!).origin);
      expect(csp).toContain("connect-src 'self';");
    });
  });
});
