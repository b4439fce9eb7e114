/** @vitest-environment happy-dom */
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEW_MARGIN_MS, RENEW_RETRY_MS, SessionEndedError, SessionProvider, useSession } from '../../../web/src/features/staff/session';
import { readSessionSignal } from '../../../web/src/features/staff/session-channel';

// The console's session (web/src/features/staff/session.tsx) with its session endpoints and Cognito faked at fetch, on
// fake clocks: a reload signed in by the cookie, the refresh token handed over once, silent renewal before expiry,
// sign-out with DELETE, tokens in memory only, and tabs that tell each other only "signed in" / "signed out".
const CONFIG = { region: 'ap-south-1', userPoolId: 'ap-south-1_test', clientId: 'console-client', endpoint: 'https://cognito.test/' };
const TOKEN_MINUTES = 15;
const MINUTE = 60_000;

/** An unsigned JWT whose payload the console reads (it never verifies: the API does). */
function idToken(serial: number): string {
  const payload = { sub: 'user-ph-1', email: 'pharmacist@medvika.test', name: 'Asha Rao', 'cognito:groups': ['pharmacist'], serial };
  const claims = { ...payload, exp: Math.floor(Date.now() / 1000) + TOKEN_MINUTES * 60 };
  return ['{"alg":"RS256"}', JSON.stringify(claims)].map((part) => btoa(part).replace(/=+$/, '')).join('.') + '.sig';
}

type Answer = { status: number; body: unknown } | 'network-down';
interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
  body?: unknown;
}
const calls: Call[] = [];
/** Whether the fake endpoint holds a session cookie (set by POST /api/staff/session, cleared by DELETE). */
let cookie = false;
let answerRefresh: () => Answer;

const tokens = () => ({ status: 200, body: { idToken: idToken(calls.length), accessToken: 'access', expiresIn: 900 } });
const noSession = () => ({
  status: 401,
  body: { error: { code: 'UNAUTHORIZED', message: 'No session.', reason: { code: 'session_missing' } } },
});

/** fetch: /staff/config.json, the session endpoints, and Cognito's JSON API (RevokeToken of a legacy token only). */
function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<unknown> {
  const reply = (answer: Answer) =>
    answer === 'network-down'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve({ ok: answer.status < 400, status: answer.status, json: () => Promise.resolve(answer.body) });
  const path = String(input);
  if (path === '/staff/config.json') return reply({ status: 200, body: CONFIG });
  const headers = (init.headers ?? {}) as Record<string, string>;
  calls.push({
    method: init.method ?? 'GET',
    path,
    headers,
    credentials: init.credentials,
    ...(init.body ? { body: JSON.parse(String(init.body)) as unknown } : {}),
  });
  if (path === CONFIG.endpoint) return reply({ status: 200, body: {} });
  if (path === '/api/staff/session/refresh') return reply(answerRefresh());
  if (init.method === 'DELETE') {
    cookie = false;
    return reply({ status: 204, body: null });
  }
  cookie = true;
  return reply(tokens());
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
const refreshes = () => calls.filter((call) => call.path === '/api/staff/session/refresh');

async function startConsole() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  for (let tries = 0; tries < 20 && (!session || session.state.status === 'loading'); tries += 1) await settle();
  // Token expiries are whole seconds (JWT `exp`): move on to a second so the renewal times stay exact.
  await advance((1000 - (Date.now() % 1000)) % 1000);
}

async function signIn() {
  await startConsole();
  expect(session?.state).toEqual({ status: 'signed-out', ended: false });
  await act(() => session!.signedIn({ idToken: idToken(0), accessToken: 'access', refreshToken: 'refresh-1', expiresIn: 900 }));
  expect(session!.state.status).toBe('signed-in');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  calls.length = 0;
  cookie = false;
  session = undefined;
  answerRefresh = () => (cookie ? tokens() : noSession());
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

describe('staff session: start and reload', () => {
  it('asks the refresh endpoint on start, same-origin with the console header, and shows the sign-in form on its 401', async () => {
    await startConsole();
    expect(session!.state).toEqual({ status: 'signed-out', ended: false });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/staff/session/refresh',
        credentials: 'same-origin',
        headers: expect.objectContaining({ 'x-medvika-console': '1' }),
      },
    ]);
  });

  it('is signed in after a reload while the session cookie lasts, without a sign-in', async () => {
    await signIn();
    cleanup();
    session = undefined;
    await startConsole();
    expect(session!.state).toMatchObject({ status: 'signed-in', claims: { name: 'Asha Rao' } });
    expect(calls.filter((call) => call.path === '/api/staff/session')).toHaveLength(1);
  });

  it('says it cannot reach the session service (with Try again) when the refresh call gets no answer', async () => {
    answerRefresh = () => 'network-down';
    await startConsole();
    expect(session!.state).toMatchObject({ status: 'config-error' });
    answerRefresh = noSession;
    act(() => session!.retryConfig());
    await startConsole();
    expect(session!.state).toEqual({ status: 'signed-out', ended: false });
  });
});

describe('staff session: the hand-over after a sign-in', () => {
  it('hands the refresh token once to POST /api/staff/session and sends it nowhere else afterwards', async () => {
    await signIn();
    await advance(2 * (TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS));
    await act(() => session!.signOut());
    const handedOver = calls.filter((call) => JSON.stringify(call).includes('refresh-1'));
    expect(handedOver).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/session',
        body: { refreshToken: 'refresh-1' },
        credentials: 'same-origin',
      }),
    ]);
    expect(handedOver[0]!.headers['x-medvika-console']).toBe('1');
  });

  it('rejects with the endpoint’s refusal and stays signed out when the hand-over is refused', async () => {
    vi.mocked(fetch).mockImplementation((input, init) =>
      String(input) === '/api/staff/session' && init?.method === 'POST'
        ? Promise.resolve(new Response(JSON.stringify(noSession().body), { status: 401 }))
        : (fakeFetch(input, init) as Promise<Response>),
    );
    await startConsole();
    await expect(
      act(() => session!.signedIn({ idToken: idToken(0), accessToken: 'access', refreshToken: 'refresh-1', expiresIn: 900 })),
    ).rejects.toMatchObject({ status: 401, reason: { code: 'session_missing' } });
    expect(session!.state).toEqual({ status: 'signed-out', ended: false });
  });
});

describe('staff session: silent renewal', () => {
  it('renews a minute before the 15-minute ID token expires, through the refresh endpoint', async () => {
    await signIn();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS - 1);
    expect(refreshes()).toHaveLength(1); // the start-up check only
    await advance(1);
    expect(refreshes()).toHaveLength(2);
  });

  it('hands out the renewed ID token without another call, and renews again 14 minutes later', async () => {
    await signIn();
    const first = await session!.getIdToken();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    const renewed = await session!.getIdToken();
    expect(renewed).not.toBe(first);
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    expect(refreshes()).toHaveLength(3);
  });

  it('ends the session ("sign in again") when the refresh endpoint answers 401', async () => {
    await signIn();
    answerRefresh = noSession;
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    expect(session!.state).toEqual({ status: 'signed-out', ended: true });
  });

  it('keeps a still-valid session through a network failure and tries again 15 s later', async () => {
    await signIn();
    let down = true;
    answerRefresh = () => (down ? 'network-down' : tokens());
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    expect([refreshes().length, session!.state.status]).toEqual([2, 'signed-in']);
    down = false;
    await advance(RENEW_RETRY_MS);
    expect(refreshes()).toHaveLength(3);
  });
});

describe('staff session: sign-out', () => {
  it('calls DELETE /api/staff/session with the console header', async () => {
    await signIn();
    await act(() => session!.signOut());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({
        path: '/api/staff/session',
        credentials: 'same-origin',
        headers: expect.objectContaining({ 'x-medvika-console': '1' }),
      }),
    ]);
  });

  it('renews nothing after sign-out, and has no token to give', async () => {
    await signIn();
    await act(() => session!.signOut());
    const before = refreshes().length;
    await advance(2 * TOKEN_MINUTES * MINUTE);
    expect(refreshes()).toHaveLength(before);
    await expect(session!.getIdToken()).rejects.toBeInstanceOf(SessionEndedError);
  });
});

describe('staff session: memory only', () => {
  it('writes no token to sessionStorage, localStorage or a readable cookie while signing in, renewing and signing out', async () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await signIn();
    await advance(TOKEN_MINUTES * MINUTE - RENEW_MARGIN_MS);
    await act(() => session!.signOut());
    expect([writes.mock.calls, sessionStorage.length, localStorage.length, document.cookie]).toEqual([[], 0, 0, '']);
  });

  it('removes and revokes a refresh token an older console left in sessionStorage, and does not sign in with it', async () => {
    sessionStorage.setItem('medvika.staff.refresh', 'legacy-refresh');
    await startConsole();
    await settle();
    expect([sessionStorage.getItem('medvika.staff.refresh'), session!.state.status]).toEqual([null, 'signed-out']);
    expect(calls.find((call) => call.path === CONFIG.endpoint)?.body).toEqual({ Token: 'legacy-refresh', ClientId: 'console-client' });
    expect(calls.filter((call) => JSON.stringify(call.body ?? {}).includes('legacy-refresh') && call.path !== CONFIG.endpoint)).toEqual([]);
  });
});

describe('staff session: console tabs share no token', () => {
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
    for (let tries = 0; tries < 20 && (decided() === undefined || decided() === 'loading'); tries += 1) await settle();
  }

  /** Every message posted on any BroadcastChannel from now on. */
  function postedMessages(): unknown[] {
    const posted: unknown[] = [];
    const post = BroadcastChannel.prototype.postMessage;
    vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation(function (this: BroadcastChannel, message: unknown) {
      posted.push(message);
      post.call(this, message);
    });
    return posted;
  }

  it('a new tab is signed in by its own refresh call, and a sign-out in one tab signs out the other', async () => {
    const posted = postedMessages();
    await signIn();
    await openOtherTab();
    expect(other!.state).toMatchObject({ status: 'signed-in', claims: { name: 'Asha Rao' } });
    await act(() => session!.signOut());
    await deliver();
    expect(other!.state).toEqual({ status: 'signed-out', ended: false });
    await expect(other!.getIdToken()).rejects.toBeInstanceOf(SessionEndedError);
    expect(posted).toEqual([{ type: 'signed-in' }, { type: 'sign-out' }]);
  });

  it('a tab showing the sign-in form signs in from the cookie when another tab signs in', async () => {
    await startConsole();
    await openOtherTab();
    expect(other!.state).toEqual({ status: 'signed-out', ended: false });
    await act(() => session!.signedIn({ idToken: idToken(0), accessToken: 'access', refreshToken: 'refresh-1', expiresIn: 900 }));
    await deliver();
    await settle();
    expect(other!.state).toMatchObject({ status: 'signed-in', claims: { name: 'Asha Rao' } });
  });

  it('answers no `ask` on the channel: a signed-in tab hands nothing to whoever asks', async () => {
    await signIn();
    const heard: unknown[] = [];
    const stranger = new BroadcastChannel('medvika-staff-session');
    stranger.onmessage = (event: MessageEvent) => heard.push(event.data);
    stranger.postMessage({ type: 'ask' });
    await deliver();
    await deliver();
    stranger.close();
    expect(heard).toEqual([]);
  });
});

describe('readSessionSignal', () => {
  it('reads only the two signals, and drops anything else a message holds', () => {
    expect(readSessionSignal({ type: 'sign-out' })).toEqual({ type: 'sign-out' });
    expect(readSessionSignal({ type: 'signed-in', tokens: { idToken: 'x' } })).toEqual({ type: 'signed-in' });
    expect([
      readSessionSignal({ type: 'share' }),
      readSessionSignal({ type: 'ask' }),
      readSessionSignal('sign-out'),
      readSessionSignal(null),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
