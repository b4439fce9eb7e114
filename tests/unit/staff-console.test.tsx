/** @vitest-environment happy-dom */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRecord } from '@contracts/staff-api';
import { CommentsPage } from '../../web/src/features/staff/CommentsPage';
import { DashboardPage } from '../../web/src/features/staff/DashboardPage';
import { H1RegisterPage } from '../../web/src/features/staff/H1RegisterPage';
import { PrescriptionQueuePage } from '../../web/src/features/staff/QueuePage';
import { RecordPage } from '../../web/src/features/staff/RecordPage';
import { StaffLayout } from '../../web/src/features/staff/StaffLayout';
import { LoadMore } from '../../web/src/features/staff/StaffUi';
import { formatStaffDay } from '@domain/staff-date-time';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';
import type { Pages } from '../../web/src/features/staff/staff-api-client';
import { CONSOLE_LOAD_RETRIES, createConsoleQueryClient } from '../../web/src/features/staff/console-query-client';
import { formatDateTime, staffLocale } from '../../web/src/features/staff/staff-paths';
import { h1RegisterEntry } from '../support/fixtures';

// The console's own modules are real; only the network (fetch: config.json, Cognito's JSON API, /api/staff) is faked.
const CONFIG = { region: 'ap-south-1', userPoolId: 'ap-south-1_test', clientId: 'console-client', endpoint: 'https://cognito.test/' };

function jwt(claims: Record<string, unknown>): string {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'RS256', kid: 'k' })}.${encode(claims)}.c2ln`;
}

const pharmacistToken = () =>
  jwt({
    sub: 'user-ph-1',
    email: 'pharmacist@medvika.test',
    name: 'Asha Rao',
    'cognito:groups': ['pharmacist'],
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
const supportToken = () =>
  jwt({
    sub: 'user-su-1',
    email: 'support@medvika.test',
    name: 'Rohan Das',
    'cognito:groups': ['support'],
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
const tokens = () => ({
  AuthenticationResult: { IdToken: pharmacistToken(), AccessToken: 'access', RefreshToken: 'refresh-1', ExpiresIn: 3600 },
});

type Answer = { status?: number; body: unknown } | Response;
type Handler = (call: {
  url: string;
  method: string;
  target?: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}) => Answer | undefined;

const calls: Array<{ url: string; method: string; target?: string; body: Record<string, unknown>; headers: Record<string, string> }> = [];
let handler: Handler = () => undefined;

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = String(input);
  const headers = (init.headers ?? {}) as Record<string, string>;
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  const call = { url, method: init.method ?? 'GET', target: headers['x-amz-target']?.split('.').pop(), body, headers };
  calls.push(call);
  if (url === '/staff/config.json') return Promise.resolve(Response.json(CONFIG));
  const answer = handler(call) ?? sessionEndpoint(call);
  if (!answer)
    return Promise.resolve(Response.json({ error: { code: 'NOT_FOUND', message: `unexpected ${call.method} ${url}` } }, { status: 404 }));
  if (answer instanceof Response) return Promise.resolve(answer);
  const signedIn = (answer.body as { AuthenticationResult?: { IdToken?: string } } | null)?.AuthenticationResult?.IdToken;
  if (signedIn) lastIdToken = signedIn;
  return Promise.resolve(Response.json(answer.body, { status: answer.status ?? 200 }));
}

/** The ID token of the last sign-in Cognito answered: what the fake session endpoint renews. */
let lastIdToken = '';

/**
 * The session endpoints (functions/staff-session/) as the console meets them: no cookie on start (401), the hand-over
 * answers the tokens of the sign-in, sign-out 204.
 */
function sessionEndpoint(call: { url: string; method: string }): Answer | undefined {
  if (call.url === '/api/staff/session/refresh')
    return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'No session.', reason: { code: 'session_missing' } } } };
  if (call.url !== '/api/staff/session') return undefined;
  if (call.method === 'DELETE') return new Response(null, { status: 204 });
  return { body: { idToken: lastIdToken, accessToken: 'access', expiresIn: 3600 } };
}

function renderConsole(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/staff',
        element: <StaffLayout />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'prescriptions', element: <PrescriptionQueuePage /> },
          { path: 'records/:reference', element: <RecordPage /> },
          { path: 'comments', element: <CommentsPage /> },
          { path: 'registers/h1', element: <H1RegisterPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // A QueryClient per render, as the console's entry makes one per tab: no test sees another's cached answers. Its
  // retries of passing failures run at once instead of after 1 s and 2 s.
  const queryClient = createConsoleQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const cognitoCalls = (target: string) => calls.filter((call) => call.target === target);

beforeEach(() => {
  calls.length = 0;
  lastIdToken = '';
  handler = () => undefined;
  sessionStorage.clear();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function typeCredentials(user: ReturnType<typeof userEvent.setup>, password = 'Correct-Horse-1!') {
  await user.type(await screen.findByLabelText(/Work e-mail/), 'pharmacist@medvika.test');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Renders the console at `path` and signs in there (the session lives in memory only, so every test signs in). */
async function renderSignedIn(path: string) {
  const rendered = renderConsole(path);
  await typeCredentials(rendered.user);
  // The sign-in completes once the session endpoint has taken the refresh token (a request of its own).
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull());
  return rendered;
}

/** Answers the dashboard's queue counts with empty pages. */
const emptyQueues: Handler = (call) => (call.url.startsWith('/api/staff/queue') ? { body: { rows: [] } } : undefined);

describe('staff sign-in', () => {
  it('says plainly when the e-mail or password is wrong, and keeps the e-mail', async () => {
    handler = (call) =>
      call.target === 'InitiateAuth'
        ? { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } }
        : undefined;
    const { user } = renderConsole('/staff');
    await typeCredentials(user, 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail or password is not right');
    expect((screen.getByLabelText(/Work e-mail/) as HTMLInputElement).value).toBe('pharmacist@medvika.test');
    const [initiate] = cognitoCalls('InitiateAuth');
    expect(initiate?.url).toBe(CONFIG.endpoint);
    expect(initiate?.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(initiate?.body).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'console-client',
      AuthParameters: { USERNAME: 'pharmacist@medvika.test', PASSWORD: 'wrong' },
    });
  });

  it('asks for a new password on first sign-in (NEW_PASSWORD_REQUIRED), then opens the dashboard', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth')
        return { body: { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: 'uid-1' } } };
      if (call.target === 'RespondToAuthChallenge') return { body: tokens() };
      return emptyQueues(call);
    };
    const { user } = renderConsole('/staff');
    await typeCredentials(user);
    const newPasswordHeading = await screen.findByRole('heading', { name: 'Choose a new password' });
    await waitFor(() => expect(document.activeElement).toBe(newPasswordHeading));
    await user.type(screen.getByLabelText(/^New password \*?$/), 'Brand-New-Pass-9!');
    await user.type(screen.getByLabelText(/New password again/), 'Different-Pass-9!');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(cognitoCalls('RespondToAuthChallenge')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/New password again/));
    await user.type(screen.getByLabelText(/New password again/), 'Brand-New-Pass-9!');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(cognitoCalls('RespondToAuthChallenge')[0]?.body).toEqual({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: 'console-client',
      Session: 's1',
      ChallengeResponses: { USERNAME: 'uid-1', NEW_PASSWORD: 'Brand-New-Pass-9!' },
    });
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('Pharmacist')).toBeTruthy();
    expect(sessionStorage.length).toBe(0); // the refresh token went to the session endpoint, nowhere else
  });

  it('sets up the authenticator (MFA_SETUP): shows the QR code and the secret, verifies the code, signs in', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: { ChallengeName: 'MFA_SETUP', Session: 's1', ChallengeParameters: {} } };
      if (call.target === 'AssociateSoftwareToken') return { body: { SecretCode: 'JBSWY3DPEHPK3PXP', Session: 's2' } };
      if (call.target === 'VerifySoftwareToken') {
        return call.body.UserCode === '123456'
          ? { body: { Status: 'SUCCESS', Session: 's3' } }
          : { status: 400, body: { __type: 'CodeMismatchException', message: 'Invalid code received for user' } };
      }
      if (call.target === 'RespondToAuthChallenge') return { body: tokens() };
      return emptyQueues(call);
    };
    const { user } = renderConsole('/staff');
    await typeCredentials(user);
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeTruthy();
    expect((await screen.findByTestId('totp-secret')).textContent).toContain('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(cognitoCalls('AssociateSoftwareToken')[0]?.body).toEqual({ Session: 's1' });

    await user.type(screen.getByLabelText(/6-digit code/), '12');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/6-digit code/));

    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');

    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(cognitoCalls('VerifySoftwareToken').at(-1)?.body).toMatchObject({ Session: 's2', UserCode: '123456' });
    expect(cognitoCalls('RespondToAuthChallenge')[0]?.body).toEqual({
      ChallengeName: 'MFA_SETUP',
      ClientId: 'console-client',
      Session: 's3',
      ChallengeResponses: { USERNAME: 'pharmacist@medvika.test' },
    });
  });

  it('asks for the authenticator code (SOFTWARE_TOKEN_MFA)', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth')
        return { body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: 'uid-1' } } };
      if (call.target === 'RespondToAuthChallenge') return { body: tokens() };
      return emptyQueues(call);
    };
    const { user } = renderConsole('/staff');
    await typeCredentials(user);
    const codeHeading = await screen.findByRole('heading', { name: 'Enter your authenticator code' });
    await waitFor(() => expect(document.activeElement).toBe(codeHeading));
    await user.type(screen.getByLabelText(/6-digit code/), '246 810');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(cognitoCalls('RespondToAuthChallenge')[0]?.body).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: 'console-client',
      Session: 's1',
      ChallengeResponses: { USERNAME: 'uid-1', SOFTWARE_TOKEN_MFA_CODE: '246810' },
    });
  });

  it('shows "Your session has ended" on a 401 and comes back to the same page after signing in again', async () => {
    let expired = true;
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url.startsWith('/api/staff/queue')) {
        if (expired) return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Please sign in to the staff console.' } } };
        return {
          body: {
            rows: [
              {
                reference: 'RX-AAA111',
                kind: 'prescription',
                status: 'received',
                version: 1,
                createdAt: '2026-11-20T10:00:00Z',
                updatedAt: '2026-11-20T10:00:00Z',
              },
            ],
          },
        };
      }
      return undefined;
    };
    const { router, user } = await renderSignedIn('/staff/prescriptions?status=received');
    expect(await screen.findByRole('heading', { name: 'Your session has ended — sign in again' })).toBeTruthy();
    expired = false;
    await typeCredentials(user);
    expect(await screen.findByRole('heading', { name: 'Prescriptions' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'RX-AAA111' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/staff/prescriptions?status=received');
    const authorised = calls.filter((call) => call.url.startsWith('/api/staff/queue')).at(-1);
    expect(authorised?.headers.authorization).toMatch(/^Bearer ey/);
  });

  it('hands the refresh token once to the session endpoint after the sign-in, and keeps none in storage', async () => {
    handler = (call) => (call.target === 'InitiateAuth' ? { body: tokens() } : emptyQueues(call));
    await renderSignedIn('/staff');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(
      calls.filter((call) => JSON.stringify(call.body).includes('refresh-1')).map((call) => [call.method, call.url, call.body]),
    ).toEqual([['POST', '/api/staff/session', { refreshToken: 'refresh-1' }]]);
    expect([sessionStorage.length, localStorage.length]).toEqual([0, 0]);
  });

  it('signs out: ends the session at the session endpoint (DELETE) and shows the sign-in form', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      return emptyQueues(call);
    };
    const { user } = await renderSignedIn('/staff');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the staff console' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/staff/session']));
    expect(cognitoCalls('RevokeToken')).toEqual([]);
  });
});

const row = (reference: string, status = 'received') => ({
  reference,
  kind: 'prescription',
  status,
  version: 1,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
});

describe('staff dashboard', () => {
  it("counts what waits for the user's group (the API's total, past one page), how long the oldest waited, and shows only the queues it may open", async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth')
        return {
          body: { AuthenticationResult: { IdToken: supportToken(), AccessToken: 'a', RefreshToken: 'refresh-1', ExpiresIn: 3600 } },
        };
      if (!call.url.startsWith('/api/staff/queue')) return undefined;
      const query = new URL(call.url, 'http://x').searchParams;
      if (query.get('kind') === 'message')
        return {
          body: {
            rows: Array.from({ length: 25 }, (_, index) => ({
              ...row(`MSG-${index}`, 'new'),
              clock: {
                rule: 'grievance_acknowledgement',
                waitingMs: (query.get('status') === 'new' ? 3 : 2) * 3_600_000 - index,
                dueAt: '2026-11-22T10:00:00Z',
                state: 'on_time',
              },
            })),
            nextCursor: 'more',
            total: 42,
          },
        };
      return {
        body: {
          rows:
            query.get('status') === 'placed' ? [row('ORD-1', 'placed'), row('ORD-2', 'placed')] : [row('ORD-3', query.get('status') ?? '')],
        },
      };
    };
    await renderSignedIn('/staff');
    const tile = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
    await waitFor(async () => expect(within(await tile('Unanswered messages')).getByText('84')).toBeTruthy());
    expect(within(await tile('Unanswered messages')).getByText('Oldest waiting 3 h')).toBeTruthy();
    await waitFor(async () => expect(within(await tile('Orders to confirm')).getByText('3')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'New prescriptions' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Messages', 'Comments', 'Catalogue']);
    expect(calls.some((call) => call.url.includes('kind=prescription'))).toBe(false);
  });
});

describe('staff queue page', () => {
  it('keeps the status filter and order in the URL and pages with the cursor (Next and Previous)', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (!call.url.startsWith('/api/staff/queue')) return undefined;
      const query = new URL(call.url, 'http://x').searchParams;
      if (query.get('cursor') === 'c2') return { body: { rows: [row('RX-PAGE2')] } };
      return { body: { rows: [row(`RX-${(query.get('status') ?? 'ALL').toUpperCase().replace(/_/g, '')}`)], nextCursor: 'c2' } };
    };
    const { router, user } = await renderSignedIn('/staff/prescriptions');
    expect(await screen.findByRole('link', { name: 'RX-ALL' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'in_review');
    expect(await screen.findByRole('link', { name: 'RX-INREVIEW' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=in_review');
    await user.selectOptions(screen.getByLabelText('Order'), 'oldest');
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_review&order=oldest'));
    const last = () => new URL(calls.filter((call) => call.url.startsWith('/api/staff/queue')).at(-1)?.url ?? '', 'http://x').searchParams;
    await waitFor(() => expect(last().get('order')).toBe('oldest'));
    expect(last().get('status')).toBe('in_review');
    expect(last().get('kind')).toBe('prescription');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'RX-PAGE2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=in_review&order=oldest&cursor=c2');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'RX-INREVIEW' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=in_review&order=oldest');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes straight to a record by reference and shows a failed load, after its retries, with a retry', async () => {
    // A 503 is tried again CONSOLE_LOAD_RETRIES times before the page shows it.
    let failures = 1 + CONSOLE_LOAD_RETRIES;
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url.startsWith('/api/staff/queue')) {
        if (failures-- > 0)
          return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Our service is having trouble right now.' } } };
        return { body: { rows: [row('RX-BACK')] } };
      }
      if (call.url === '/api/staff/records/RX-XYZ123') return { body: record({ reference: 'RX-XYZ123', status: 'received', version: 1 }) };
      return undefined;
    };
    const { router, user } = await renderSignedIn('/staff/prescriptions');
    expect((await screen.findByRole('alert')).textContent).toContain('Our service is having trouble right now.');
    expect(calls.filter((call) => call.url.startsWith('/api/staff/queue'))).toHaveLength(1 + CONSOLE_LOAD_RETRIES);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'RX-BACK' })).toBeTruthy();

    await user.type(screen.getByLabelText('Reference'), 'rx-xyz123');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Prescription RX-XYZ123' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/records/RX-XYZ123');
  });
});

function record(fields: Partial<StaffRecord> & { reference: string; status: string; version: number }): StaffRecord {
  return {
    kind: 'prescription',
    name: 'Ravi Kumar',
    email: 'ravi@example.test',
    phone: '+91 98765 43210',
    city: 'Gurugram',
    address: '12 MG Road',
    medicineName: 'Amoxicillin 500 mg',
    notes: 'Needed this week',
    createdAt: '2026-11-20T10:00:00Z',
    history: [{ at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'received' }],
    ...fields,
  } as StaffRecord;
}

describe('staff prescription decision', () => {
  it('rejects with a reason; a 409 shows the current version and the change can be applied to it', async () => {
    const file = { type: 'png', contentType: 'image/png', bytes: 20_480, originalName: 'scan.png' };
    const inReview = record({
      reference: 'RX-DEC1',
      status: 'in_review',
      version: 2,
      file,
      consentAt: '2026-11-20T10:00:00Z',
      consentVersion: '2026-11-21',
      history: [
        { at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'received' },
        { at: '2026-11-20T11:00:00Z', by: 'user-ph-1', from: 'received', to: 'in_review' },
      ],
    });
    const changedElsewhere = {
      ...inReview,
      version: 3,
      history: [...inReview.history, { at: '2026-11-20T11:05:00Z', by: 'user-ph-2', from: 'in_review', to: 'in_review', note: 'x' }],
    };
    const statusPosts: Array<Record<string, unknown>> = [];
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-DEC1') return { body: inReview };
      if (call.url === '/api/staff/records/RX-DEC1/file-url')
        return { body: { url: 'https://files.test/rx.png?sig=1', expiresInSeconds: 300, contentType: 'image/png' } };
      if (call.url === '/api/staff/records/RX-DEC1/status') {
        statusPosts.push(call.body);
        if (statusPosts.length === 1)
          return {
            status: 409,
            body: { error: { code: 'CONFLICT', message: 'Someone else changed this record.' }, current: changedElsewhere },
          };
        return {
          body: {
            ...changedElsewhere,
            status: 'rejected',
            version: 4,
            decidedBy: { name: 'Asha Rao', council: 'Maharashtra State Pharmacy Council', registration: 'MH-12345' },
            history: [
              ...changedElsewhere.history,
              {
                at: '2026-11-20T11:10:00Z',
                by: 'user-ph-1',
                from: 'in_review',
                to: 'rejected',
                reason: 'unreadable',
                note: 'Blurred photo',
              },
            ],
          },
        };
      }
      return undefined;
    };
    const { user } = await renderSignedIn('/staff/records/RX-DEC1');
    expect(await screen.findByRole('heading', { name: 'Prescription RX-DEC1' })).toBeTruthy();
    expect(await screen.findByText('Amoxicillin 500 mg')).toBeTruthy();
    // The consent and the notice version the shopper saw (DPDP consent record).
    expect(screen.getByText('Consent').nextElementSibling!.textContent).toMatch(/^Given .+, notice version 2026-11-21$/);
    expect((await screen.findByRole('img', { name: 'Prescription RX-DEC1 as uploaded' })).getAttribute('src')).toBe(
      'https://files.test/rx.png?sig=1',
    );
    await user.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(screen.getByRole('img', { name: 'Prescription RX-DEC1 as uploaded' }).style.transform).toContain('rotate(90deg)');

    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject' });
    expect(document.activeElement).toBe(within(form).getByLabelText(/Reason/));
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('Choose a reason.')).toBeTruthy();
    expect(statusPosts).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/Reason/), 'unreadable');
    await user.type(within(form).getByLabelText(/Note/), 'Blurred photo');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toContain('Someone else changed this record');
    expect(conflict.textContent).toContain('version 3');
    expect(statusPosts[0]).toEqual({ to: 'rejected', reason: 'unreadable', note: 'Blurred photo', version: 2 });

    await user.click(within(conflict).getByRole('button', { name: /Apply my change/ }));
    expect((await screen.findByRole('status')).textContent).toContain('now “Rejected”');
    expect(statusPosts[1]).toEqual({ to: 'rejected', reason: 'unreadable', note: 'Blurred photo', version: 3 });
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(/Unclear or unreadable/)).toBeTruthy();
    expect(within(history).getByText('Blurred photo')).toBeTruthy();
    expect(screen.getByText(/Asha Rao, reg. MH-12345/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});

describe('staff prescription decision by keyboard', () => {
  it('V on a new prescription starts the review, then focus is on Verify, which V opens', async () => {
    const fresh = record({
      reference: 'RX-KEYV',
      status: 'received',
      version: 1,
      file: { type: 'png', contentType: 'image/png', bytes: 20_480, originalName: 'scan.png' },
    });
    const statusPosts: Array<Record<string, unknown>> = [];
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-KEYV') return { body: fresh };
      if (call.url === '/api/staff/records/RX-KEYV/file-url')
        return { body: { url: 'https://files.test/rx.png?sig=1', expiresInSeconds: 300, contentType: 'image/png' } };
      if (call.url === '/api/staff/records/RX-KEYV/status') {
        statusPosts.push(call.body);
        return {
          body: {
            ...fresh,
            status: 'in_review',
            version: 2,
            history: [...fresh.history, { at: '2026-11-20T11:00:00Z', by: 'user-ph-1', from: 'received', to: 'in_review' }],
          },
        };
      }
      return emptyQueues(call);
    };
    const { user } = await renderSignedIn('/staff/records/RX-KEYV');
    const start = await screen.findByRole('button', { name: 'Start review' });
    expect(start.getAttribute('aria-keyshortcuts')).toBe('V');
    await user.keyboard('v');
    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect(statusPosts).toEqual([{ to: 'in_review', version: 1 }]);
    await waitFor(() => expect(document.activeElement).toBe(verify));
    expect(verify.getAttribute('aria-keyshortcuts')).toBe('V');
    await user.keyboard('v');
    expect(verify.getAttribute('aria-expanded')).toBe('true');
    expect(statusPosts).toHaveLength(1);
  });
});

describe('staff order cancellation', () => {
  it('names the destructive confirm button "Cancel order", beside "Not now"', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/ORD-CAN1')
        return {
          body: record({
            reference: 'ORD-CAN1',
            kind: 'order',
            status: 'placed',
            version: 1,
            payment: { method: 'cod', state: 'pending' },
            lineItems: [
              { productId: 'products-dolo-650-tab-15', name: 'Dolo 650 Tablet', quantity: 1, unitPricePaise: 400, lineTotalPaise: 400 },
            ],
            history: [{ at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'placed' }],
          }),
        };
      return emptyQueues(call);
    };
    const { user } = await renderSignedIn('/staff/records/ORD-CAN1');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const form = screen.getByRole('form', { name: 'Cancel order' });
    const buttons = within(form)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Cancel order', 'Not now']);
  });
});

describe('staff stale decision', () => {
  it('says who decided first and when, shows the record as it is now, and keeps the typed note', async () => {
    const inReview = record({
      reference: 'RX-STALE',
      status: 'in_review',
      version: 2,
      file: { type: 'pdf', contentType: 'application/pdf', bytes: 2048, originalName: 'rx.pdf' },
      history: [
        { at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'received' },
        { at: '2026-11-20T11:00:00Z', by: 'user-ph-2', from: 'received', to: 'in_review' },
      ],
    });
    const verifiedAt = '2026-11-20T11:42:00Z';
    const verified = {
      ...inReview,
      status: 'verified',
      version: 3,
      history: [...inReview.history, { at: verifiedAt, by: 'user-ph-2', from: 'in_review', to: 'verified' }],
    };
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-STALE') return { body: inReview };
      if (call.url === '/api/staff/records/RX-STALE/file-content')
        return { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Not in this test.' } } };
      if (call.url.startsWith('/api/staff/records/RX-STALE/audit')) return { body: { entries: [] } };
      if (call.url === '/api/staff/records/RX-STALE/status') {
        return {
          status: 409,
          body: {
            error: { code: 'CONFLICT', message: 'Someone else changed this record.' },
            current: verified,
            lastChange: { to: 'verified', at: verifiedAt, byName: 'Dr Ritu Sharma' },
          },
        };
      }
      return undefined;
    };
    const { user } = await renderSignedIn('/staff/records/RX-STALE');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject' });
    await user.selectOptions(within(form).getByLabelText(/Reason/), 'too_old');
    await user.type(within(form).getByLabelText(/Note/), 'Dated March 2024');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));

    const alert = await screen.findByText(/while you were viewing/);
    expect(alert.textContent).toBe(`Verified by Dr Ritu Sharma at ${formatDateTime(verifiedAt)} while you were viewing.`);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    // The record shown is the current one: verified, no more decision to take on it.
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByText(/→ Verified$/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Reject' })).toBeNull();
    // The note typed for the refused change is still there to copy.
    expect((screen.getByLabelText('Your note (not saved)') as HTMLTextAreaElement).value).toBe('Dated March 2024');
  });
});

describe('staff privacy requests', () => {
  it('lists privacy requests from the queue filter and shows them on the record, correction text included', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url.startsWith('/api/staff/queue')) {
        const query = new URLSearchParams(call.url.split('?')[1]);
        if (query.get('status') === 'privacy_request') {
          return {
            body: {
              rows: [row('RX-PRIV01', 'correction_requested'), { ...row('RX-PRIV01', 'erasure_held'), createdAt: '2026-11-21T11:00:00Z' }],
            },
          };
        }
        return { body: { rows: [] } };
      }
      if (call.url === '/api/staff/records/RX-PRIV01') {
        return {
          body: record({
            reference: 'RX-PRIV01',
            status: 'verified',
            version: 3,
            privacyRequests: [
              { id: 'c1', type: 'correction', at: '2026-11-21T10:00:00Z', state: 'open', details: 'My name is Ravi Kumaar' },
              { id: 'e1', type: 'erasure', at: '2026-11-21T11:00:00Z', state: 'open', reason: 'records_law' },
            ],
          }),
        };
      }
      return undefined;
    };
    const { user, router } = await renderSignedIn('/staff/prescriptions');
    await user.selectOptions(await screen.findByLabelText('Status'), 'Privacy requests');
    expect(router.state.location.search).toBe('?status=privacy_request');
    await waitFor(() => expect(calls.some((call) => call.url.includes('status=privacy_request'))).toBe(true));
    expect(await screen.findByText('correction requested')).toBeTruthy();
    expect(screen.getByText('erasure held')).toBeTruthy();
    await user.click(screen.getAllByRole('link', { name: 'RX-PRIV01' })[0]!);
    const panel = await screen.findByRole('region', { name: 'Privacy requests' });
    expect(within(panel).getByText('My name is Ravi Kumaar')).toBeTruthy();
    expect(within(panel).getByText(/pharmacy records law/)).toBeTruthy();
    expect(within(panel).getByText('Deletion (consent withdrawn)')).toBeTruthy();
  });
});

describe('staff close a privacy request', () => {
  it('marks an open request done with a required note, shows when and the note, and explains a 409 with the current record', async () => {
    const correction = { id: 'c1', type: 'correction', at: '2026-11-21T10:00:00Z', state: 'open', details: 'My name is Ravi Kumaar' };
    const erasure = { id: 'e1', type: 'erasure', at: '2026-11-21T11:00:00Z', state: 'open', reason: 'records_law' };
    const open = record({ reference: 'RX-PRIV02', status: 'verified', version: 3, privacyRequests: [correction, erasure] });
    const correctionDone = {
      ...correction,
      state: 'done',
      doneAt: '2026-11-22T09:30:00Z',
      doneBy: 'user-ph-1',
      resolution: 'Name corrected; e-mailed the shopper.',
    };
    const erasureDone = {
      ...erasure,
      state: 'done',
      doneAt: '2026-11-22T09:31:00Z',
      doneBy: 'user-ph-2-aaaaaaaaaaaa',
      resolution: 'Held until 2028.',
    };
    const posts: Array<{ url: string; body: Record<string, unknown> }> = [];
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-PRIV02') return { body: open };
      if (call.url.startsWith('/api/staff/records/RX-PRIV02/privacy-requests/')) {
        posts.push({ url: call.url, body: call.body });
        if (call.url.endsWith('/c1')) return { body: { ...open, version: 4, privacyRequests: [correctionDone, erasure] } };
        return {
          status: 409,
          body: {
            error: { code: 'CONFLICT', message: 'Already done.' },
            current: { ...open, version: 5, privacyRequests: [correctionDone, erasureDone] },
          },
        };
      }
      return undefined;
    };
    const { user } = await renderSignedIn('/staff/records/RX-PRIV02');
    const panel = await screen.findByRole('region', { name: 'Privacy requests' });
    const correctionForm = within(panel).getByRole('form', { name: 'Mark the correction request as done' });

    // The note is required: a visible error, focus on the field, nothing sent.
    await user.click(within(correctionForm).getByRole('button', { name: 'Mark as done' }));
    expect(await within(correctionForm).findByText('Say what was done.')).toBeTruthy();
    const note = within(correctionForm).getByLabelText(/What was done/);
    expect(document.activeElement).toBe(note);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);

    // Keyboard only: type the note, Tab to the button, Enter.
    await user.type(note, 'Name corrected; e-mailed the shopper.');
    await user.tab();
    expect(document.activeElement).toBe(within(correctionForm).getByRole('button', { name: 'Mark as done' }));
    await user.keyboard('{Enter}');
    expect((await within(panel).findByRole('status')).textContent).toContain('marked as done');
    expect(posts[0]).toEqual({
      url: '/api/staff/records/RX-PRIV02/privacy-requests/c1',
      body: { state: 'done', note: 'Name corrected; e-mailed the shopper.' },
    });
    expect(within(panel).queryByRole('form', { name: 'Mark the correction request as done' })).toBeNull();
    expect(within(panel).getByText('Name corrected; e-mailed the shopper.')).toBeTruthy();
    expect(
      within(panel)
        .getByText(/by you/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-11-22T09:30:00Z');
    expect(screen.getByText('version 4')).toBeTruthy();

    // Someone else closed the deletion request meanwhile: a clear message, and the panel shows the current record.
    const erasureForm = within(panel).getByRole('form', { name: 'Mark the deletion request as done' });
    await user.type(within(erasureForm).getByLabelText(/What was done/), 'Deleted');
    await user.click(within(erasureForm).getByRole('button', { name: 'Mark as done' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('Someone else has already dealt with this request');
    expect(posts[1]?.url).toBe('/api/staff/records/RX-PRIV02/privacy-requests/e1');
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).getByText('Held until 2028.')).toBeTruthy();
    expect(within(panel).getByTitle('user-ph-2-aaaaaaaaaaaa')).toBeTruthy();
    expect(screen.getByText('version 5')).toBeTruthy();
  });
});

describe('staff dashboard privacy requests', () => {
  it('counts the privacy requests of the last 30 days on the kinds the user may see, and links to their queues', async () => {
    const recent = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const old = new Date(Date.now() - 45 * 24 * 60 * 60 * 1000).toISOString();
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (!call.url.startsWith('/api/staff/queue')) return undefined;
      const query = new URL(call.url, 'http://x').searchParams;
      if (query.get('status') !== 'privacy_request') return { body: { rows: [] } };
      // The overdue page (service clocks): one prescription request past its 30 days.
      if (query.get('due') === 'overdue')
        return { body: { rows: query.get('kind') === 'prescription' ? [{ ...row('RX-2', 'correction_requested'), createdAt: old }] : [] } };
      if (query.get('kind') === 'prescription')
        return {
          body: {
            rows: [
              { ...row('RX-1', 'erasure_held'), createdAt: recent },
              { ...row('RX-2', 'correction_requested'), createdAt: old },
            ],
          },
        };
      return { body: { rows: [{ ...row('ORD-1', 'correction_requested'), kind: 'order', createdAt: recent }] } };
    };
    await renderSignedIn('/staff');
    const tile = (await screen.findByRole('heading', { name: 'Privacy requests, last 30 days' })).closest('li') as HTMLElement;
    await waitFor(() => expect(within(tile).getByText('2')).toBeTruthy());
    expect(
      within(tile)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/staff/prescriptions?status=privacy_request',
      '/staff/orders?status=privacy_request',
      '/staff/prescriptions?status=privacy_request&due=overdue&order=oldest',
    ]);
    expect(within(tile).getByRole('link', { name: /^1 overdue: requests on prescriptions$/ })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('kind=message'))).toBe(false); // a pharmacist does not see messages
  });
});

describe('staff audit trail', () => {
  const entry = (index: number, fields: Record<string, unknown> = {}) => ({
    at: new Date(Date.UTC(2026, 10, 20, 10, 0) - index * 60_000).toISOString(),
    userId: 'user-ph-2-aaaaaaaaaaaa',
    action: 'view',
    reference: 'RX-AUD1',
    outcome: 'allowed',
    ...fields,
  });

  it('shows the newest first with the outcome in words and console dates, and "Load more" follows the cursor', async () => {
    const firstPage = [
      entry(0, { action: 'status', detail: 'in_review→rejected (unreadable)', outcome: 'conflict', userId: 'user-ph-1' }),
      entry(1, { action: 'status', detail: 'received→in_review', outcome: 'attempted' }),
      entry(2, { action: 'presign', detail: 'refused: NOT_SCANNED', outcome: 'refused' }),
      ...Array.from({ length: 47 }, (_, index) => entry(index + 3)),
    ];
    const secondPage = [entry(60, { action: 'status', detail: 'received→in_review', outcome: 'allowed' })];
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-AUD1') return { body: record({ reference: 'RX-AUD1', status: 'in_review', version: 2 }) };
      if (call.url === '/api/staff/records/RX-AUD1/audit') return { body: { entries: firstPage, nextCursor: 'page-2' } };
      if (call.url === '/api/staff/records/RX-AUD1/audit?cursor=page-2') return { body: { entries: secondPage } };
      return undefined;
    };
    const { user } = await renderSignedIn('/staff/records/RX-AUD1');
    const panel = await screen.findByRole('region', { name: 'Audit trail' });
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    const table = await within(panel).findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'Outcome']);
    expect(rows()).toHaveLength(50);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows()[0]!)).toEqual([
      formatDateTime(firstPage[0]!.at),
      'You',
      'Changed the status (In review → Rejected: Unclear or unreadable)',
      'Not saved: someone else changed it first',
    ]);
    expect(cells(rows()[1]!)[3]).toBe('Tried; the result was not recorded (see the history)');
    expect(cells(rows()[2]!).slice(2)).toEqual([
      'Opened the prescription file (not opened: the file has not passed the malware scan)',
      'Refused',
    ]);
    expect(cells(rows()[3]!).slice(2)).toEqual(['Viewed the record', 'Done']);
    expect(rows()[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(firstPage[0]!.at);
    expect(within(panel).getByText('50 audit entries shown.')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(51));
    expect(cells(rows()[50]!).slice(2)).toEqual(['Changed the status (New → In review)', 'Done']);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(panel).getByText('51 audit entries shown, no more.')).toBeTruthy();
  });
});

describe('staff comments queue', () => {
  const held = (id: string, fields: Record<string, unknown> = {}) => ({
    id,
    post: 'health3',
    name: `Reader ${id}`,
    comment: `Text of ${id}: see example.com`,
    createdAt: '2026-11-20T10:00:00Z',
    heldFor: ['link'],
    status: 'held',
    version: 1,
    ...fields,
  });

  it('lists held comments for support, publishes and hides them, shows a 409 as it is now, and loads more', async () => {
    const decisions: Array<{ url: string; body: Record<string, unknown> }> = [];
    handler = (call) => {
      if (call.target === 'InitiateAuth')
        return {
          body: { AuthenticationResult: { IdToken: supportToken(), AccessToken: 'a', RefreshToken: 'refresh-1', ExpiresIn: 3600 } },
        };
      if (call.url.startsWith('/api/staff/queue')) return { body: { rows: [] } };
      if (call.url === '/api/staff/comments')
        return { body: { comments: [held('c1'), held('c2', { heldFor: ['link', 'rate'] }), held('c3')], nextCursor: 'more' } };
      if (call.url === '/api/staff/comments?cursor=more') return { body: { comments: [held('c4', { comment: 'Older one' })] } };
      if (call.url.startsWith('/api/staff/comments/') && call.method === 'POST') {
        decisions.push({ url: call.url, body: call.body });
        const id = call.url.split('/').pop()!;
        if (id === 'c3') {
          return {
            status: 409,
            body: {
              // The console words the reason code; the English message is for logs and the CLI only.
              error: { code: 'CONFLICT', message: 'English for logs', reason: { code: 'comment_decided', status: 'hidden' } },
              current: held('c3', { status: 'hidden', version: 2 }),
            },
          };
        }
        return { body: held(id, { status: call.body.to, version: 2, moderatedBy: 'user-su-1' }) };
      }
      return undefined;
    };
    const { user, router } = await renderSignedIn('/staff');
    await user.click(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Comments' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comments' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/comments');
    const item = async (id: string) =>
      (await screen.findByRole('heading', { name: new RegExp(`^Reader ${id} on`) })).closest('li') as HTMLElement;

    const first = await item('c1');
    expect(within(first).getByText('Text of c1: see example.com')).toBeTruthy();
    expect(within(first).getByText(/Contains a link/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: '/health3' }).getAttribute('href')).toBe('/health3');
    expect(within(await item('c2')).getByText(/Contains a link; Many comments from one connection this hour/)).toBeTruthy();

    await user.click(within(first).getByRole('button', { name: 'Publish' }));
    expect((await within(first).findByRole('status')).textContent).toBe('Published: it now shows on its article.');
    expect(within(first).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(decisions[0]).toEqual({ url: '/api/staff/comments/c1', body: { to: 'published', version: 1 } });

    const second = await item('c2');
    await user.click(within(second).getByRole('button', { name: 'Hide' }));
    expect((await within(second).findByRole('status')).textContent).toBe('Hidden: it will never show on the site.');
    expect(decisions[1]).toEqual({ url: '/api/staff/comments/c2', body: { to: 'hidden', version: 1 } });

    const third = await item('c3');
    await user.click(within(third).getByRole('button', { name: 'Hide' }));
    expect((await within(third).findByRole('status')).textContent).toBe('This comment has already been hidden. Here is how it is now.');
    expect(within(third).queryByRole('button')).toBeNull();

    expect(screen.getByText('3 comments shown.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(await item('c4')).getByText('Older one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('is not for pharmacists: no nav link, and the page says so without calling the API', async () => {
    handler = (call) => (call.target === 'InitiateAuth' ? { body: tokens() } : emptyQueues(call));
    await renderSignedIn('/staff/comments');
    expect((await screen.findByRole('alert')).textContent).toContain('Only support staff moderate comments.');
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Comments' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/staff/comments'))).toBe(false);
  });
});

describe('staff order view: the substitution choice', () => {
  it.each([
    ['equivalent', 'allowed: same composition only'],
    ['no', 'not allowed — contact the customer first'],
  ] as const)("shows the shopper's answer '%s' as \"%s\"", async (substitution, words) => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/ORD-SUB1')
        return {
          body: record({
            reference: 'ORD-SUB1',
            kind: 'order',
            status: 'placed',
            version: 1,
            substitution,
            lineItems: [
              { productId: 'products-dolo-650-tab-15', name: 'Dolo 650 Tablet', quantity: 1, unitPricePaise: 400, lineTotalPaise: 400 },
            ],
            history: [{ at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'placed' }],
          }),
        };
      return emptyQueues(call);
    };
    await renderSignedIn('/staff/records/ORD-SUB1');
    expect(await screen.findByText('Dolo 650 Tablet')).toBeTruthy();
    expect(screen.getByText('Substitution').nextElementSibling!.textContent).toBe(words);
  });
});

describe("a paged list's count", () => {
  it.each([
    [1, '1 comment shown, no more.'],
    [2, '2 comments shown, no more.'],
  ])('words %i item(s) as "%s"', (count, words) => {
    const pages: Pages<number> = {
      items: Array.from({ length: count }, (_, index) => index),
      error: undefined,
      loading: false,
      hasMore: false,
      loadingMore: false,
      moreError: undefined,
      loadMore: () => undefined,
      reload: () => undefined,
    };
    render(<LoadMore pages={pages} what={['comment', 'comments']} />);
    expect(screen.getByText(words)).toBeTruthy();
  });
});

describe('staff record view: what was recorded is shown back', () => {
  const prescriber = {
    name: 'Dr Asha Rao',
    registration: 'DMC/R/12345',
    address: 'Rao Clinic, Saket, New Delhi',
    prescribedOn: '2026-11-01',
    namesComposition: false,
  };

  it('shows the prescriber recorded at verification on the prescription', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-SHOW1')
        return { body: record({ reference: 'RX-SHOW1', status: 'verified', version: 3, prescriber }) };
      return emptyQueues(call);
    };
    await renderSignedIn('/staff/records/RX-SHOW1');
    await screen.findByRole('heading', { name: 'Patient and request' });
    expect(screen.getByText('Prescriber').nextElementSibling!.textContent).toBe(
      // The date in the staff member's own locale, as every date of the console (staffLocale).
      `Dr Asha Rao, DMC/R/12345, Rao Clinic, Saket, New Delhi; written ${formatStaffDay('2026-11-01', staffLocale())}; names the brand`,
    );
  });

  it('says the prescriber’s address was not recorded on a verification stored before it was asked', async () => {
    const { address: _address, ...before } = prescriber;
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-SHOW0')
        return { body: record({ reference: 'RX-SHOW0', status: 'verified', version: 3, prescriber: before }) };
      return emptyQueues(call);
    };
    await renderSignedIn('/staff/records/RX-SHOW0');
    await screen.findByRole('heading', { name: 'Patient and request' });
    expect(screen.getByText('Prescriber').nextElementSibling!.textContent).toBe(
      `Dr Asha Rao, DMC/R/12345, address not recorded; written ${formatStaffDay('2026-11-01', staffLocale())}; names the brand`,
    );
  });

  it("shows each packed line's batch and expiry, and a quote as supplied as quoted", async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/ORD-SHOW1')
        return {
          body: record({
            reference: 'ORD-SHOW1',
            kind: 'order',
            status: 'packed',
            version: 4,
            substitution: 'no',
            quotedAt: '2026-11-20T10:00:00Z',
            prescriber: { ...prescriber, namesComposition: true },
            lineItems: [
              {
                productId: 'prescription-telma-40-tab-15',
                name: 'Telma 40 Tablet',
                quantity: 1,
                unitPricePaise: 2000,
                lineTotalPaise: 2000,
              },
              { productId: 'products-dolo-650-tab-15', name: 'Dolo 650 Tablet', quantity: 1, unitPricePaise: 400, lineTotalPaise: 400 },
              {
                productId: 'products-pantoprazole-40-tab-15',
                name: 'Pantoprazole 40 Tablet',
                quantity: 1,
                unitPricePaise: 900,
                lineTotalPaise: 900,
              },
            ],
            batches: [
              { productId: 'prescription-telma-40-tab-15', batch: 'TL2291', expiry: '2027-10' },
              { productId: 'products-pantoprazole-40-tab-15', batch: 'GP5521', expiry: '2027-12', manufacturer: 'Cadila Healthcare' },
            ],
            history: [{ at: '2026-11-20T10:00:00Z', by: 'staff', from: null, to: 'quoted' }],
          }),
        };
      return emptyQueues(call);
    };
    await renderSignedIn('/staff/records/ORD-SHOW1');
    const telma = (await screen.findByRole('rowheader', { name: 'Telma 40 Tablet' })).closest('tr')!;
    expect([...telma.querySelectorAll('td')].map((cell) => cell.textContent).slice(-2)).toEqual([
      'no: supplied as quoted',
      'TL2291, expires Oct 2027',
    ]);
    const dolo = screen.getByRole('rowheader', { name: 'Dolo 650 Tablet' }).closest('tr')!;
    expect(dolo.querySelector('td:last-child')!.textContent).toBe('not recorded');
    // A generic's maker, recorded at packing, shows with its batch.
    const generic = screen.getByRole('rowheader', { name: 'Pantoprazole 40 Tablet' }).closest('tr')!;
    expect(generic.querySelector('td:last-child')!.textContent).toBe('GP5521, expires Dec 2027, made by Cadila Healthcare');
    expect(screen.getByText('Substitution').nextElementSibling!.textContent).toMatch(/^not asked: the pharmacist built this order/);
  });
});

describe('staff order view: the payment', () => {
  it.each([
    [
      { quotedAt: '2026-11-20T10:00:00Z' },
      'not chosen: the shopper chooses online or cash on delivery when accepting the quote; nothing received',
    ],
    [{ payment: { method: 'online', state: 'pending' } }, 'Online (UPI or card): not received yet'],
    [{ quotedAt: '2026-11-20T10:00:00Z', payment: { method: 'cod', state: 'pending' } }, 'Cash on delivery: not received yet'],
  ])('reads %o as "%s"', async (fields, words) => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/ORD-PAY1')
        return {
          body: record({
            reference: 'ORD-PAY1',
            kind: 'order',
            status: 'quoted',
            version: 1,
            lineItems: [
              { productId: 'products-dolo-650-tab-15', name: 'Dolo 650 Tablet', quantity: 1, unitPricePaise: 400, lineTotalPaise: 400 },
            ],
            history: [{ at: '2026-11-20T10:00:00Z', by: 'staff', from: null, to: 'quoted' }],
            ...fields,
          }),
        };
      return emptyQueues(call);
    };
    await renderSignedIn('/staff/records/ORD-PAY1');
    const panel = await screen.findByRole('region', { name: 'Payment, refund and return' });
    expect(within(panel).getByText('Payment').nextElementSibling!.textContent).toBe(words);
    expect(within(panel).queryByRole('button', { name: 'Mark refund paid' })).toBeNull();
  });
});

describe('staff quote builder: where the order will go', () => {
  it.each([
    [{ code: '201301' }, 'Delivers to Noida, Uttar Pradesh 201301 (the PIN code sent with the prescription).'],
    [
      {},
      'No PIN code came with this prescription: confirm the address on the call. The order is supplied and taxed as for Gurugram, Haryana.',
    ],
  ])('tells the pharmacist before the first line (%o)', async (fields, words) => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-PIN1')
        return { body: record({ reference: 'RX-PIN1', status: 'verified', version: 3, ...fields }) };
      return emptyQueues(call);
    };
    await renderSignedIn('/staff/records/RX-PIN1');
    await screen.findByRole('heading', { name: 'Build the order' });
    expect(screen.getByText(/^(Delivers to|No PIN code)/).textContent).toBe(words);
  });
});

describe('staff quote builder: stock and focus', () => {
  const AMOX = 'products-amoxicillin-500-cap-10';
  const AMOX_NAME = 'Amoxicillin 500mg Capsule';
  const shelfRow = {
    id: AMOX,
    name: AMOX_NAME,
    pricePaise: 9_000,
    mrpPaise: 9_500,
    stock: 50,
    state: 'available',
    version: 4,
    updatedAt: '2026-11-20T10:00:00Z',
  };

  /** The shelf's stock as the catalogue API answers it now: 50 when a test starts; a test moves it to sell or restock. */
  let shelfStock = 50;

  /** The console on a verified prescription whose quote POST is answered by `quote` (undefined: not expected). */
  async function builder(quote?: Answer) {
    shelfStock = 50;
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-QB1')
        return { body: record({ reference: 'RX-QB1', status: 'verified', version: 3, code: '201301' }) };
      if (call.url.startsWith('/api/staff/catalogue?'))
        return { body: { rows: [{ ...shelfRow, stock: shelfStock }], page: 1, pageCount: 1, total: 1 } };
      if (call.url === '/api/staff/records/RX-QB1/quote' && call.method === 'POST') return quote;
      return emptyQueues(call);
    };
    const { user } = await renderSignedIn('/staff/records/RX-QB1');
    await user.type(await screen.findByLabelText('Search by name or composition'), 'amoxicillin');
    const add = screen.getByRole('button', { name: `Add ${AMOX_NAME}` });
    add.focus();
    await user.keyboard('{Enter}');
    const quantity = await screen.findByRole('spinbutton', { name: `Quantity of ${AMOX_NAME}` });
    return { user, quantity: quantity as HTMLInputElement };
  }

  const quoteCalls = () => calls.filter((call) => call.url.endsWith('/quote'));

  it('moves focus to the new line’s quantity after Add (Enter), not to the page', async () => {
    const { quantity } = await builder();
    await waitFor(() => expect(document.activeElement).toBe(quantity));
  });

  it('warns on the line as soon as the quantity exceeds the stock shown, and does not send it, naming it', async () => {
    const { user, quantity } = await builder();
    await user.clear(quantity);
    await user.type(quantity, '50');
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    await user.type(quantity, '{Backspace}{Backspace}60');
    const warning = document.getElementById(quantity.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(warning.textContent).toBe('Only 50 in stock: lower the quantity.');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(
      await screen.findByText(`Not sent: the shelf holds only 50 of ${AMOX_NAME}. Lower the quantity marked on each line.`),
    ).toBeTruthy();
    expect(quoteCalls()).toHaveLength(0);
    expect(quantity.value).toBe('60');
    await waitFor(() => expect(document.activeElement).toBe(quantity));
  });

  it('checks the quantity against the shelf as it is when sending, not as it was when the line was added', async () => {
    const { user, quantity } = await builder();
    const inStock = () => quantity.closest('tr')!.querySelector('[data-label="In stock"]')!.textContent;
    expect(inStock()).toBe('50');
    shelfStock = 30; // sold meanwhile
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(
      await screen.findByText(`Not sent: the shelf holds only 30 of ${AMOX_NAME}. Lower the quantity marked on each line.`),
    ).toBeTruthy();
    expect(inStock()).toBe('30');
    expect(screen.getByText('Only 30 in stock: lower the quantity.')).toBeTruthy();
    expect(quoteCalls()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(quantity));
  });

  it('rereads the shelf when a quantity goes over the stock shown, and warns only against the live figure', async () => {
    const { user, quantity } = await builder();
    const warning = () => document.getElementById(quantity.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    shelfStock = 80; // restocked meanwhile
    await user.clear(quantity);
    await user.type(quantity, '60');
    await waitFor(() => expect(quantity.closest('tr')!.querySelector('[data-label="In stock"]')!.textContent).toBe('80'));
    expect(warning().textContent).toBe('');
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
  });

  it('takes the stock of the API’s refusal (quote_over_stock) into the line, and names it', async () => {
    const { user, quantity } = await builder({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'Some lines ask for more than the shelf holds.',
          fields: { 'lines.0.quantity': { code: 'above_stock', max: 40 } },
          reason: { code: 'quote_over_stock', productIds: [AMOX] },
        },
      },
    });
    await user.clear(quantity);
    await user.type(quantity, '45');
    await user.type(screen.getByLabelText('Note to the shopper (optional)'), 'Take after food');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(
      await screen.findByText(
        `Not sent: the shelf holds fewer than the quantity asked of ${AMOX_NAME}. Lower the quantity marked on each line.`,
      ),
    ).toBeTruthy();
    expect(quoteCalls()).toHaveLength(1);
    expect(screen.getByText('Only 40 in stock: lower the quantity.')).toBeTruthy();
    expect(quantity.value).toBe('45');
    expect((screen.getByLabelText('Note to the shopper (optional)') as HTMLTextAreaElement).value).toBe('Take after food');
    await waitFor(() => expect(document.activeElement).toBe(quantity));
  });

  it('moves focus to “Quote sent” once the quote is sent from the keyboard', async () => {
    const { user, quantity } = await builder({ status: 201, body: { reference: 'ORD-QB1', status: 'quoted' } });
    await user.clear(quantity);
    await user.type(quantity, '2');
    screen.getByRole('button', { name: 'Send quote' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Quote sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(quoteCalls()[0]!.body).toMatchObject({ version: 3, lines: [{ productId: AMOX, quantity: 2, onPrescription: true }] });
  });
});

describe('staff packing: an expired batch', () => {
  const DOLO = 'products-dolo-650-tab-15';

  it('says at the line’s expiry field that its batch has expired, moves focus there and keeps what was typed', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/ORD-PK1')
        return {
          body: record({
            reference: 'ORD-PK1',
            kind: 'order',
            status: 'confirmed',
            version: 4,
            payment: { method: 'cod', state: 'due' },
            lineItems: [{ productId: DOLO, name: 'Dolo 650 Tablet', quantity: 1, unitPricePaise: 400, lineTotalPaise: 400 }],
            history: [{ at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'placed' }],
          }),
        };
      if (call.url === '/api/staff/records/ORD-PK1/batches') return { body: { lines: [{ productId: DOLO }] } };
      if (call.url === '/api/staff/records/ORD-PK1/status')
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Some lines name a batch that has already expired.',
              reason: { code: 'batch_expired', productIds: [DOLO] },
            },
          },
        };
      return emptyQueues(call);
    };
    const { user } = await renderSignedIn('/staff/records/ORD-PK1');
    await user.click(await screen.findByRole('button', { name: 'Mark packed' }));
    const form = await screen.findByRole('form', { name: 'Mark packed' });
    const batch = (await within(form).findByLabelText(/^Batch number of Dolo 650 Tablet/)) as HTMLInputElement;
    expect(within(form).getByRole('group', { name: 'Batch and expiry of each line' })).toBeTruthy();
    const expiry = within(form).getByLabelText(/^Expiry month of Dolo 650 Tablet/) as HTMLInputElement;
    await user.type(batch, 'DL2417');
    expiry.value = '2025-10';
    await user.type(within(form).getByLabelText('Note'), 'Checked the strip');
    await user.click(within(form).getByRole('button', { name: 'Mark packed' }));

    const status = calls.find((call) => call.url === '/api/staff/records/ORD-PK1/status')!;
    await waitFor(() => expect(document.activeElement).toBe(expiry));
    expect(status.body.lines).toEqual([{ productId: DOLO, batch: 'DL2417', expiry: '2025-10' }]);
    const message = document.getElementById(expiry.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('This batch expired at the end of Oct 2025. Pack from a batch that has not expired.');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe(
      'The change was not saved. Not packed: the batch entered has already expired, so pack from another batch: Dolo 650 Tablet.',
    );
    expect(batch.value).toBe('DL2417');
    expect(expiry.value).toBe('2025-10');
    expect((within(form).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Checked the strip');
  });
});

describe('staff packing: the manufacturer of a generic prescription medicine (Drugs Rules 1945, r.65(3)(1)(f))', () => {
  const PANTO = 'products-pantoprazole-40-tab-15';
  const DOLO = 'products-dolo-650-tab-15';

  it('is asked only for the generic line, filled from the batch proposal, refused blank and sent with its batch', async () => {
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/ORD-MF1')
        return {
          body: record({
            reference: 'ORD-MF1',
            kind: 'order',
            status: 'confirmed',
            version: 5,
            payment: { method: 'cod', state: 'due' },
            lineItems: [
              { productId: PANTO, name: 'Pantoprazole 40 Tablet', quantity: 1, unitPricePaise: 900, lineTotalPaise: 900 },
              { productId: DOLO, name: 'Dolo 650 Tablet', quantity: 1, unitPricePaise: 400, lineTotalPaise: 400 },
            ],
            history: [{ at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'placed' }],
          }),
        };
      if (call.url === '/api/staff/records/ORD-MF1/batches')
        return {
          body: {
            lines: [
              { productId: PANTO, proposal: { batch: 'GP5521', expiry: '2027-12', manufacturer: 'Cadila Healthcare' } },
              { productId: DOLO },
            ],
          },
        };
      if (call.url === '/api/staff/records/ORD-MF1/status')
        return { body: record({ reference: 'ORD-MF1', kind: 'order', status: 'packed', version: 6 }) };
      return emptyQueues(call);
    };
    const { user } = await renderSignedIn('/staff/records/ORD-MF1');
    await user.click(await screen.findByRole('button', { name: 'Mark packed' }));
    const form = await screen.findByRole('form', { name: 'Mark packed' });
    const maker = (await within(form).findByLabelText(/^Manufacturer of Pantoprazole 40 Tablet/)) as HTMLInputElement;
    expect(within(form).getByRole('group', { name: 'Batch, expiry and manufacturer of each line' })).toBeTruthy();
    expect(maker.value).toBe('Cadila Healthcare');
    expect(within(form).queryByLabelText(/^Manufacturer of Dolo 650 Tablet/)).toBeNull();

    await user.clear(maker);
    await user.type(within(form).getByLabelText(/^Batch number of Dolo 650 Tablet/), 'DL2417');
    (within(form).getByLabelText(/^Expiry month of Dolo 650 Tablet/) as HTMLInputElement).value = '2027-11';
    await user.click(within(form).getByRole('button', { name: 'Mark packed' }));
    await waitFor(() => expect(maker.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(maker.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(
      'Enter the manufacturer printed on the pack.',
    );
    expect(calls.some((call) => call.url === '/api/staff/records/ORD-MF1/status')).toBe(false);

    await user.type(maker, 'Zydus Lifesciences');
    await user.click(within(form).getByRole('button', { name: 'Mark packed' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/staff/records/ORD-MF1/status')).toBe(true));
    expect(calls.find((call) => call.url === '/api/staff/records/ORD-MF1/status')!.body.lines).toEqual([
      { productId: PANTO, batch: 'GP5521', expiry: '2027-12', manufacturer: 'Zydus Lifesciences' },
      { productId: DOLO, batch: 'DL2417', expiry: '2027-11' },
    ]);
  });
});

describe('the prescriber’s address (Schedule H1: "name and address of the prescriber")', () => {
  it('is asked by the prescription check, refused when empty, and sent with the prescriber', async () => {
    const inReview = record({
      reference: 'RX-ADDR1',
      status: 'in_review',
      version: 2,
      claim: { userId: 'user-ph-1', name: 'Asha Rao', at: new Date().toISOString(), touchedAt: new Date().toISOString() },
      history: [
        { at: '2026-11-20T10:00:00Z', by: 'shopper', from: null, to: 'received' },
        { at: '2026-11-20T11:00:00Z', by: 'user-ph-1', from: 'received', to: 'in_review' },
      ],
    });
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url === '/api/staff/records/RX-ADDR1') return { body: inReview };
      if (call.url === '/api/staff/records/RX-ADDR1/status') return { body: { ...inReview, status: 'verified', version: 3 } };
      return emptyQueues(call);
    };
    const { user } = await renderSignedIn('/staff/records/RX-ADDR1');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const form = await screen.findByRole('form', { name: 'Verify: the prescription' });
    await user.type(within(form).getByLabelText(/^Doctor’s name/), 'Dr Meena Iyer');
    await user.type(within(form).getByLabelText(/^Council and registration number/), 'DMC/R/12345');
    (within(form).getByLabelText(/^Prescription date/) as HTMLInputElement).value = addCalendarDays(kolkataDate(new Date()), -5);
    await user.click(within(form).getByLabelText(/the brand/));
    const address = within(form).getByLabelText(/^Doctor’s address/) as HTMLInputElement;
    expect(address.maxLength).toBe(200);
    await user.click(within(form).getByRole('button', { name: 'Yes, verify' }));
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(document.getElementById(address.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(
      'Enter the doctor’s clinic or hospital address as written on the prescription.',
    );
    expect(calls.filter((call) => call.url === '/api/staff/records/RX-ADDR1/status')).toHaveLength(0);

    await user.type(address, '  Iyer Clinic, Lajpat Nagar, New Delhi ');
    await user.click(within(form).getByRole('button', { name: 'Yes, verify' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/staff/records/RX-ADDR1/status')).toHaveLength(1));
    const status = calls.find((call) => call.url === '/api/staff/records/RX-ADDR1/status')!;
    expect(status.body.prescriber).toMatchObject({ name: 'Dr Meena Iyer', address: 'Iyer Clinic, Lajpat Nagar, New Delhi' });
  });

  it('shows in the H1 register under the prescriber, and "Address not recorded" for an entry written before', async () => {
    const entry = h1RegisterEntry({ reference: 'ORD-H1ADDR' });
    const before = { ...entry, reference: 'ORD-H1OLD', prescriberAddress: '' };
    handler = (call) => {
      if (call.target === 'InitiateAuth') return { body: tokens() };
      if (call.url.startsWith('/api/staff/registers/h1'))
        return { body: { from: '2026-12-01', to: '2026-12-01', entries: [entry, before] } };
      return emptyQueues(call);
    };
    await renderSignedIn('/staff/registers/h1?from=2026-12-01&to=2026-12-01');
    const prescriberCell = async (reference: string) => {
      const row = (await screen.findByRole('rowheader', { name: reference })).closest('tr')!;
      return within(row).getAllByRole('cell')[2]!.textContent;
    };
    expect(await prescriberCell('ORD-H1ADDR')).toBe('Dr Kavita RaoDMC/R/20417Rao Clinic, Saket, New Delhi');
    expect(await prescriberCell('ORD-H1OLD')).toBe('Dr Kavita RaoDMC/R/20417Address not recorded');
  });
});
