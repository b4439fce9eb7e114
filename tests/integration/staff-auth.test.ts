import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRouter } from '../../dev/api-adapter';
import { createStaffAuthorizer, readStaffAuthSettings } from '../../dev/staff-authorizer';
import { localCognitoClient } from '../../dev/staff-identity';
import { decodeJwt, demoStaff, emulatorSigningKey, signIn, signJwt, staffAuth, untrustedSigningKey } from '../support/cognito';

// /api/staff/* through the real local API adapter (the same router `npm start` serves) and tokens from this run's
// cognito-local through the real SDK: the adapter must refuse what API Gateway's JWT authorizer refuses (401 JSON,
// handler never runs) and hand the handler the claims the authorizer would.

let server: Server;
let base: string;
let pharmacistToken: string;
let supportToken: string;

beforeAll(async () => {
  const app = express();
  app.use('/api', createApiRouter());
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pharmacist = demoStaff('pharmacist');
  const support = demoStaff('support');
  [pharmacistToken, supportToken] = await Promise.all([
    signIn(pharmacist.email, pharmacist.password).then((tokens) => tokens.IdToken),
    signIn(support.email, support.password).then((tokens) => tokens.IdToken),
  ]);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function call(path: string, init: { method?: string; token?: string; authorization?: string } = {}) {
  const authorization = init.authorization ?? (init.token ? `Bearer ${init.token}` : undefined);
  const response = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers: authorization ? { authorization } : {} });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json };
}

async function expectUnauthorized(answer: Promise<Awaited<ReturnType<typeof call>>>) {
  const { status, headers, json } = await answer;
  expect(status).toBe(401);
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  expect(headers.get('cache-control')).toBe('no-store');
  expect(json).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
}

/** A real ID token's claims, re-signed by `key` with some claims changed. */
function resigned(changes: Record<string, unknown>, key = emulatorSigningKey()): string {
  return signJwt({ ...decodeJwt(pharmacistToken).payload, ...changes }, key);
}

const now = () => Math.floor(Date.now() / 1000);

describe('staff routes without a valid staff ID token get 401 JSON before the handler runs', () => {
  it.each([
    '/api/staff',
    '/api/staff/',
    '/api/staff/queue?kind=prescription',
    '/api/staff/records/RX-20261123-ABCDEFGH',
    '/api/staff/nothing-here',
  ])('no token: GET %s', async (path) => {
    await expectUnauthorized(call(path));
  });

  it('no token: POST a status change', async () => {
    await expectUnauthorized(call('/api/staff/records/RX-20261123-ABCDEFGH/status', { method: 'POST' }));
  });

  it('an empty bearer, a non-JWT and a Basic header', async () => {
    await expectUnauthorized(call('/api/staff/queue', { authorization: 'Bearer ' }));
    await expectUnauthorized(call('/api/staff/queue', { token: 'not-a-jwt' }));
    await expectUnauthorized(
      call('/api/staff/queue', { authorization: `Basic ${Buffer.from('pharmacist@medvika.local:x').toString('base64')}` }),
    );
  });

  it('an expired token signed by the emulator itself (only exp differs from a token that passes)', async () => {
    // The control: the same re-signing with a live exp passes the authorizer (404 from the handler for an unknown path)…
    expect((await call('/api/staff/nothing-here', { token: resigned({ exp: now() + 600 }) })).status).toBe(404);
    // …so the 401 is the expiry check.
    await expectUnauthorized(
      call('/api/staff/nothing-here', { token: resigned({ iat: now() - 7200, auth_time: now() - 7200, exp: now() - 60 }) }),
    );
  });

  it('an expired token signed by a key the verifier does not trust', async () => {
    await expectUnauthorized(call('/api/staff/nothing-here', { token: resigned({ exp: now() - 60 }, untrustedSigningKey()) }));
  });

  it('a live token signed by a key the verifier does not trust (same kid as the emulator key)', async () => {
    await expectUnauthorized(call('/api/staff/nothing-here', { token: resigned({ exp: now() + 600 }, untrustedSigningKey()) }));
  });

  it('a token that is not yet valid (nbf in the future)', async () => {
    await expectUnauthorized(call('/api/staff/nothing-here', { token: resigned({ nbf: now() + 600, exp: now() + 1200 }) }));
  });

  it('a tampered payload (support token claiming the pharmacist group, signature kept)', async () => {
    const [header, payload, signature] = supportToken.split('.') as [string, string, string];
    const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), 'cognito:groups': ['pharmacist'] };
    await expectUnauthorized(
      call('/api/staff/queue?kind=prescription', {
        token: `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`,
      }),
    );
  });

  it('a tampered signature', async () => {
    const [header, payload, signature] = pharmacistToken.split('.') as [string, string, string];
    const bytes = Buffer.from(signature, 'base64url');
    bytes[10] = bytes[10]! ^ 0x01;
    await expectUnauthorized(call('/api/staff/nothing-here', { token: `${header}.${payload}.${bytes.toString('base64url')}` }));
  });

  it('a token with alg none', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    await expectUnauthorized(
      call('/api/staff/nothing-here', { token: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(decodeJwt(pharmacistToken).payload)}.` }),
    );
  });

  it('a token from another user pool of the same emulator (same signing key, other issuer and client)', async () => {
    const { endpoint } = staffAuth();
    const cognito = localCognitoClient(endpoint);
    try {
      const pool = await cognito.send(new CreateUserPoolCommand({ PoolName: 'some-other-pool', UsernameAttributes: ['email'] }));
      const UserPoolId = pool.UserPool!.Id!;
      const client = await cognito.send(
        new CreateUserPoolClientCommand({ UserPoolId, ClientName: 'other', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
      );
      const email = demoStaff('pharmacist').email;
      const password = 'Other-Pool-Pass-2026!';
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'name', Value: 'Impostor' }],
        }),
      );
      await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }));
      const tokens = await signIn(email, password, client.UserPoolClient!.ClientId!);
      expect(decodeJwt(tokens.IdToken).payload.iss).toBe(`${endpoint}/${UserPoolId}`);
      await expectUnauthorized(call('/api/staff/nothing-here', { token: tokens.IdToken }));
      // Our pool's issuer with the other client's audience is refused too.
      await expectUnauthorized(
        call('/api/staff/nothing-here', { token: resigned({ aud: client.UserPoolClient!.ClientId!, exp: now() + 600 }) }),
      );
    } finally {
      cognito.destroy();
    }
  });

  it('a token issued in the future (iat)', async () => {
    await expectUnauthorized(call('/api/staff/nothing-here', { token: resigned({ iat: now() + 600, exp: now() + 1200 }) }));
  });

  it("the pool's access token instead of the ID token (passes the authorizer by client_id, as on AWS; the handler wants the ID token)", async () => {
    const pharmacist = demoStaff('pharmacist');
    const { AccessToken } = await signIn(pharmacist.email, pharmacist.password);
    const claims = await createStaffAuthorizer(readStaffAuthSettings()!)(`Bearer ${AccessToken}`);
    expect(claims).toMatchObject({ token_use: 'access', client_id: staffAuth().clientId });
    await expectUnauthorized(call('/api/staff/nothing-here', { token: AccessToken }));
  });
});

describe('a valid staff ID token reaches the handler with the claims API Gateway passes', () => {
  it('a pharmacist token passes the authorizer: the handler answers 404 JSON for an unknown staff path', async () => {
    const { status, json } = await call('/api/staff/nothing-here', { token: pharmacistToken });
    expect(status).toBe(404);
    expect(json.error.code).toBe('NOT_FOUND');
  });

  it('the Bearer prefix is optional, as for the JWT authorizer', async () => {
    expect((await call('/api/staff/nothing-here', { authorization: pharmacistToken })).status).toBe(404);
  });

  it('the claims carry cognito:groups as API Gateway does ("[pharmacist]") and the profile attributes', async () => {
    const verify = createStaffAuthorizer(readStaffAuthSettings()!);
    const claims = await verify(`Bearer ${pharmacistToken}`);
    const { attributes } = demoStaff('pharmacist');
    expect(claims).toMatchObject({
      token_use: 'id',
      'cognito:groups': '[pharmacist]',
      // name is a standard attribute: in the ID token as on Amazon Cognito (cognito-local needs cognito-triggers.ts for it)
      name: attributes.name,
      'custom:pharmacy_council': attributes['custom:pharmacy_council'],
      'custom:registration_number': attributes['custom:registration_number'],
      aud: staffAuth().clientId,
      iss: `${staffAuth().endpoint}/${staffAuth().userPoolId}`,
      exp: expect.stringMatching(/^\d+$/),
    });
    expect(Object.values(claims).every((value) => typeof value === 'string')).toBe(true);
  });

  it('the handler sees the groups: a pharmacist may read the prescription queue, a support user may not (403)', async () => {
    expect((await call('/api/staff/queue?kind=prescription', { token: pharmacistToken })).status).toBe(200);
    const { status, json } = await call('/api/staff/queue?kind=prescription', { token: supportToken });
    expect(status).toBe(403);
    expect(json.error.code).toBe('FORBIDDEN');
  });

  it('a support user asking for a prescription file gets 403; a pharmacist passes the group check (404: no such record)', async () => {
    const path = '/api/staff/records/RX-20261123-ABCDEFGH/file-url';
    const refused = await call(path, { method: 'POST', token: supportToken });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('FORBIDDEN');
    expect((await call(path, { method: 'POST', token: pharmacistToken })).status).toBe(404);
  });
});
