/** @vitest-environment happy-dom */
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEW_MARGIN_MS, RENEW_RETRY_MS, SessionEndedError, SessionProvider, useSession } from '../../web/src/features/staff/session';
import { SESSION_ASK_MS } from '../../web/src/features/staff/session-channel';

// The console's session (web/src/features/staff/session.tsx) with Cognito's JSON API faked at fetch, on fake clocks:
// silent renewal before expiry, sign-out with RevokeToken, and tokens kept in memory only.
const CONFIG = { region: 'ap-south-1', userPoolId: 'ap-south-1_test', clientId: 'console-client', endpoint: 'https://cognito.test/' };
const TOKEN_MINUTES = 15;
const MINUTE = 60_000;

/** An unsigned JWT whose payload the console reads (it never verifies: the API does). */
function idToken(serial: number): string {
  const payload = { sub: 'user-ph-1', email: 'pharmacist@medvika.test', name: 'Asha Rao', 'cognito:groups': ['pharmacist'], serial };
  const claims = { ...payload, exp: Math.floor(Date.now() / 1000) + TOKEN_MINUTES * 60 };
  return ['{"alg":"RS256"}', JSON.stringify(claims)].map((part) => btoa(part).replace(/=+$/, '')).join('.') + '.sig';
}

type CognitoAnswer = { status: number; body: unknown } | 'network-down';
const cognito: Array<{ target: string; body: Record<string, unknown> }> = [];
let answerRefresh: () => CognitoAnswer = () => ({
  status: 200,
  body: { AuthenticationResult: { IdToken: idToken(cognito.length), AccessToken: 'access', ExpiresIn: 900 } },
});

/** fetch: /staff/config.json and Cognito's JSON API (InitiateAuth REFRESH_TOKEN_AUTH, RevokeToken). */
function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<unknown> {
  const reply = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
  if (String(input) === '/staff/config.json') return reply(200, CONFIG);
  const target = String((init.headers as Record<string, string>)['x-amz-target'])
    .split('.')
    .pop()!;
  cognito.push({ target, body: JSON.parse(String(init.body)) as Record<string, unknown> });
  if (target === 'RevokeToken') return reply(200, {});
  const answer = answerRefresh();
  return answer === 'network-down' ? Promise.reject(new TypeError('Failed to fetch')) : reply(answer.status, answer.body);
}

let session: ReturnType<typeof useSession> | undefined;
/** Hands the provider's current session to the test after each render. */
function Probe() {
  const current = useSession();
  useEffect(() => {
    session = current;
  });
  return null;
}

/** Lets pending promises and React updates settle, without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const refreshes = () => cognito.filter((call) => call.target === 'InitiateAuth');

async function startConsole() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  // The new tab first asks other console tabs for their session (session-channel.ts) and waits SESSION_ASK_MS for one.
  for (let tries = 0; tries < 20 && session?.state.status !== 'signed-out'; tries += 1) await advance(SESSION_ASK_MS / 4);
  expect(session?.state).toEqual({ status: 'signed-out', ended: false });
  // Token expiries are whole seconds (JWT `exp`): start the next sign-in on a second so the renewal times stay exact.
  await advance((1000 - (Date.now() % 1000)) % 1000);
}

async function signIn() {
  await startConsole();
  act(() => session!.signedIn({ idToken: idToken(0), accessToken: 'access', refreshToken: 'refresh-1', expiresIn: 900 }));
  expect(session!.state.status).toBe('signed-in');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  cognito.length = 0;
  session = undefined;
  answerRefresh = () => ({
    status: 200,
    body: { AuthenticationResult: { IdToken: idToken(cognito.length), AccessToken: 'access', ExpiresIn: 900 } },
  });
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('staff session: silent renewal', () => {
  it('renews a minute before the 15-minute ID token expires, with REFRESH_TOKEN_AUTH and the refresh token', async () => {
    await signIn();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS - 1);
    expect(refreshes()).toHaveLength(0);
    await advance(1);
    expect(refreshes().map((call) => call.body)).toEqual([
      { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'console-client', AuthParameters: { REFRESH_TOKEN: 'refresh-1' } },
    ]);
  });

  it('hands out the renewed ID token without another call, and renews again 14 minutes later', async () => {
    await signIn();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    const renewed = await session!.getIdToken();
    expect(JSON.parse(atob(renewed.split('.')[1]!)).serial).toBe(1);
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    expect(refreshes().map((call) => (call.body.AuthParameters as Record<string, string>).REFRESH_TOKEN)).toEqual([
      'refresh-1',
      'refresh-1',
    ]);
  });

  it('ends the session ("sign in again") when Cognito refuses the refresh token', async () => {
    answerRefresh = () => ({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } });
    await signIn();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    expect(session!.state).toEqual({ status: 'signed-out', ended: true });
  });

  it('keeps a still-valid session through a network failure and tries again 15 s later', async () => {
    let down = true;
    const healthy = answerRefresh;
    answerRefresh = () => (down ? 'network-down' : healthy());
    await signIn();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    expect([refreshes().length, session!.state.status]).toEqual([1, 'signed-in']);
    down = false;
    await advance(RENEW_RETRY_MS);
    expect(refreshes()).toHaveLength(2);
  });
});

describe('staff session: sign-out', () => {
  it('revokes the refresh token at Cognito (RevokeToken with the client id)', async () => {
    await signIn();
    await act(() => session!.signOut());
    expect(cognito.filter((call) => call.target === 'RevokeToken').map((call) => call.body)).toEqual([
      { Token: 'refresh-1', ClientId: 'console-client' },
    ]);
  });

  it('renews nothing after sign-out, and has no token to give', async () => {
    await signIn();
    await act(() => session!.signOut());
    await advance(2 * TOKEN_MINUTES * MINUTE);
    expect(refreshes()).toHaveLength(0);
    await expect(session!.getIdToken()).rejects.toBeInstanceOf(SessionEndedError);
  });
});

describe('staff session: memory only', () => {
  it('writes no token to sessionStorage, localStorage or a cookie while signing in, renewing and signing out', async () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await signIn();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    await act(() => session!.signOut());
    expect([writes.mock.calls, sessionStorage.length, localStorage.length, document.cookie]).toEqual([[], 0, 0, '']);
  });

  it('starts signed out after a reload: the refresh token left with the page', async () => {
    await signIn();
    cleanup();
    await startConsole();
    expect(refreshes()).toHaveLength(0);
  });

  it('removes and revokes a refresh token an older console left in sessionStorage, and does not sign in with it', async () => {
    sessionStorage.setItem('medvika.staff.refresh', 'legacy-refresh');
    await startConsole();
    await settle();
    expect([sessionStorage.getItem('medvika.staff.refresh'), refreshes().length]).toEqual([null, 0]);
    expect(cognito.find((call) => call.target === 'RevokeToken')?.body).toEqual({ Token: 'legacy-refresh', ClientId: 'console-client' });
  });
});

describe('staff session: one sign-in across console tabs (BroadcastChannel, memory only)', () => {
  let other: ReturnType<typeof useSession> | undefined;
  /** A second console tab's probe. */
  function OtherProbe() {
    const current = useSession();
    useEffect(() => {
      other = current;
    });
    return null;
  }
  /** Lets a channel message arrive (delivered as a task of its own, not on the faked timers) and React settle. */
  const deliver = () => act(() => new Promise((resolve) => setImmediate(resolve)));

  /** Opens a second console tab (a second provider) while the first is open; resolves once it has decided. */
  async function openOtherTab() {
    other = undefined;
    render(
      <SessionProvider>
        <OtherProbe />
      </SessionProvider>,
    );
    const decided = () => (other as ReturnType<typeof useSession> | undefined)?.state.status;
    for (let tries = 0; tries < 40 && (decided() === undefined || decided() === 'loading'); tries += 1) {
      await deliver();
      await advance(SESSION_ASK_MS / 4);
    }
  }

  it('a new tab takes the signed-in tab’s session instead of showing the sign-in form, with no sign-in call', async () => {
    await signIn();
    await openOtherTab();
    expect(other!.state).toMatchObject({ status: 'signed-in', claims: { name: 'Asha Rao' } });
    expect(await other!.getIdToken()).toBe(await session!.getIdToken());
    expect(cognito.filter((call) => call.target === 'InitiateAuth')).toHaveLength(0);
  });

  it('a new tab shows the sign-in form when no tab has a session', async () => {
    await startConsole();
    await openOtherTab();
    expect(other!.state).toEqual({ status: 'signed-out', ended: false });
  });

  it('shares a renewed token, and a sign-out in one tab signs out the other', async () => {
    await signIn();
    await openOtherTab();
    const before = await other!.getIdToken();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    await deliver();
    const renewed = await session!.getIdToken();
    expect(renewed).not.toBe(before);
    expect(await other!.getIdToken()).toBe(renewed);
    // The tab that signed in renews; the other adopts its tokens instead of renewing too, even after its own delay.
    await advance(60_000);
    await deliver();
    expect(refreshes()).toHaveLength(1);
    expect(await other!.getIdToken()).toBe(renewed);

    await act(() => session!.signOut());
    await deliver();
    expect(other!.state).toEqual({ status: 'signed-out', ended: false });
    await expect(other!.getIdToken()).rejects.toBeInstanceOf(SessionEndedError);
  });
});
