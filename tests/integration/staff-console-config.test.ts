import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStaffConsoleConfig, STAFF_CONSOLE_CONFIG_PATH } from '@contracts/staff-console';
import { freePort } from '../../dev/emulators';
import { createStorefrontApp, listen } from '../../dev/storefront-server';

describe('local server: the staff console settings and the CSP that lets the console reach them', () => {
  it('serves /staff/config.json from the local stack (the cognito-local pool and client) and allows only those origins', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'medvika-config-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dist, 'page-routes.json'), JSON.stringify({ pages: ['/'], clientShells: [], localePrefixes: [] }));
    const server = await listen(createStorefrontApp({ distDir: dist }), await freePort());
    try {
      const address = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}${STAFF_CONSOLE_CONFIG_PATH}`);
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
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
