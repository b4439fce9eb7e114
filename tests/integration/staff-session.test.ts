import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_HEADER, STAFF_SESSION_PATH, STAFF_SESSION_REFRESH_PATH } from '../../contracts/staff-session';
import { createApiRouter } from '../../dev/api-adapter';
import { decodeJwt, demoStaff, signIn } from '../support/cognito';

// The staff console's session endpoints through the real local API adapter (what `npm start` serves), the real
// handler and this run's cognito-local through the real SDK: the cookie is the only credential, answers only the
// console's origin with the console's header, and a revoked or tampered session renews nothing.

let server: Server;
let base: string;
const consoleOrigin = () => process.env.STAFF_CONSOLE_ORIGIN!;

beforeAll(async () => {
  const app = express();
  app.use('/api', createApiRouter());
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  origin?: string | null;
  header?: string | null;
}

/** One request as the console sends it (its origin and header) unless `options` says otherwise. */
async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? consoleOrigin() : options.origin;
  if (origin !== null) headers.origin = origin;
  const header = options.header === undefined ? '1' : options.header;
  if (header !== null) headers[STAFF_SESSION_HEADER] = header;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'POST',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, setCookie: response.headers.get('set-cookie'), json: text ? JSON.parse(text) : undefined };
}

/** The `name=value` pair of a Set-Cookie header, as a browser sends it back. */
const cookiePair = (setCookie: string | null) => setCookie!.split(';')[0]!;

/** Signs the pharmacist in with Cognito and hands the refresh token to the session endpoint; returns the cookie pair. */
async function startSession() {
  const pharmacist = demoStaff('pharmacist');
  const tokens = await signIn(pharmacist.email, pharmacist.password);
  const started = await call(STAFF_SESSION_PATH, { body: { refreshToken: tokens.RefreshToken } });
  expect(started.status).toBe(200);
  return { started, cookie: cookiePair(started.setCookie), refreshToken: tokens.RefreshToken };
}

describe('the staff session: create, refresh, revoke', () => {
  it('answers tokens of the signed-in user and sets the cookie with exact attributes', async () => {
    const { started } = await startSession();
    expect(decodeJwt(started.json.idToken).payload.email).toBe(demoStaff('pharmacist').email);
    expect(started.json.accessToken).toEqual(expect.any(String));
    expect(started.json.expiresIn).toBeGreaterThan(0);
    // Not Secure: the local console is served over http://127.0.0.1 (cookieIsSecure); on AWS it is.
    expect(started.setCookie).toMatch(
      new RegExp(`^${STAFF_SESSION_COOKIE}=[A-Za-z0-9_-]{40,}; Path=/api/staff/session; Max-Age=43200; HttpOnly; SameSite=Strict$`),
    );
  });

  it('renews from the cookie alone, and after DELETE the same cookie gets 401', async () => {
    const { cookie, refreshToken } = await startSession();
    expect(cookie).not.toContain(refreshToken);
    const renewed = await call(STAFF_SESSION_REFRESH_PATH, { cookie });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.json.idToken).payload['cognito:groups']).toEqual(['pharmacist']);
    expect(renewed.setCookie).toBeNull();

    const ended = await call(STAFF_SESSION_PATH, { method: 'DELETE', cookie });
    expect(ended.status).toBe(204);
    expect(ended.setCookie).toBe(`${STAFF_SESSION_COOKIE}=; Path=/api/staff/session; Max-Age=0; HttpOnly; SameSite=Strict`);

    const after = await call(STAFF_SESSION_REFRESH_PATH, { cookie });
    expect(after.status).toBe(401);
    expect(after.json.error).toMatchObject({ code: 'UNAUTHORIZED', reason: { code: 'session_invalid' } });
  });

  it('signs out without a cookie too (204), so a sign-out always completes', async () => {
    const ended = await call(STAFF_SESSION_PATH, { method: 'DELETE' });
    expect(ended.status).toBe(204);
    expect(ended.setCookie).toMatch(/Max-Age=0/);
  });

  it('refuses a refresh token Cognito never issued: 401, no cookie set', async () => {
    const refused = await call(STAFF_SESSION_PATH, { body: { refreshToken: 'not-a-refresh-token' } });
    expect(refused.status).toBe(401);
    expect(refused.json.error.reason).toEqual({ code: 'session_invalid' });
    expect(refused.setCookie).toMatch(/Max-Age=0/);
  });

  it('refuses a body without a refresh token with 400 naming the field', async () => {
    const refused = await call(STAFF_SESSION_PATH, { body: { token: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('VALIDATION');
    expect(Object.keys(refused.json.error.fields)).toContain('refreshToken');
  });
});

describe('the staff session refuses', () => {
  it('a refresh without a cookie: 401 session_missing', async () => {
    const answer = await call(STAFF_SESSION_REFRESH_PATH);
    expect(answer.status).toBe(401);
    expect(answer.json.error).toMatchObject({ code: 'UNAUTHORIZED', reason: { code: 'session_missing' } });
  });

  it('a tampered cookie: 401 session_invalid, and the cookie is cleared', async () => {
    const { cookie } = await startSession();
    const [name, value] = cookie.split('=') as [string, string];
    const bytes = Buffer.from(value, 'base64url');
    bytes[20] = bytes[20]! ^ 1; // one bit of the ciphertext
    const answer = await call(STAFF_SESSION_REFRESH_PATH, { cookie: `${name}=${bytes.toString('base64url')}` });
    expect(answer.status).toBe(401);
    expect(answer.json.error.reason).toEqual({ code: 'session_invalid' });
    expect(answer.setCookie).toMatch(/^medvika_staff_session=; .*Max-Age=0/);
    // The untouched cookie still works: the refusal was the tampering's.
    expect((await call(STAFF_SESSION_REFRESH_PATH, { cookie })).status).toBe(200);
  });

  it.each([
    ['another origin', 'http://127.0.0.1:1'],
    ['a shop-like origin on https', 'https://medvika.example'],
    ['no Origin header', null],
  ])('%s: 403 session_origin_refused', async (_label, origin) => {
    const { cookie } = await startSession();
    const answer = await call(STAFF_SESSION_REFRESH_PATH, { cookie, origin });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatchObject({ code: 'FORBIDDEN', reason: { code: 'session_origin_refused' } });
  });

  it.each([
    ['missing', null],
    ['with another value', '0'],
  ])('the console header %s: 403 session_header_missing', async (_label, header) => {
    const { cookie } = await startSession();
    const answer = await call(STAFF_SESSION_REFRESH_PATH, { cookie, header });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatchObject({ code: 'FORBIDDEN', reason: { code: 'session_header_missing' } });
  });

  it('a GET: 405 with Allow', async () => {
    const answer = await call(STAFF_SESSION_REFRESH_PATH, { method: 'GET' });
    expect(answer.status).toBe(405);
  });
});
