import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { STAFF_CONSOLE_CONFIG_PATH, parseStaffConsoleConfig, type StaffConsoleConfig } from '@contracts/staff-console';
import type { StaffSessionTokens } from '@contracts/staff-session';
import { ApiError } from '../../lib/api-client';
import { CognitoError, readClaims, revokeSession, type CognitoTokens, type StaffClaims } from './cognito';
import { openSessionChannel, type SessionChannel, type SessionSignal } from './session-channel';
import { endServerSession, refreshServerSession, startServerSession } from './session-endpoints';

/**
 * The key an older console kept the refresh token under in sessionStorage. Removed (and the token revoked) on start, so
 * a token left by the previous version does not outlive the upgrade.
 */
const LEGACY_REFRESH_TOKEN_KEY = 'medvika.staff.refresh';

/**
 * How long before the ID token expires the console renews it, in ms: 60 s. With 15-minute tokens
 * (STAFF_TOKEN_VALIDITY, infra/constructs/staff-identity.ts) a renewal runs every 14 minutes while the page is open;
 * a request never leaves with a token about to expire (getIdToken renews first inside this margin too).
 */
export const RENEW_MARGIN_MS = 60_000;

/** After a renewal failed for want of a network, try again after this long (ms), while the ID token is still valid. */
export const RENEW_RETRY_MS = 15_000;

/** The console's sign-in state. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'config-error'; message: string }
  | { status: 'signed-out'; ended: boolean }
  | { status: 'signed-in'; claims: StaffClaims };

/** Thrown by getIdToken when there is no session any more; the console then shows the sign-in-again screen. */
export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended — sign in again.');
    this.name = 'SessionEndedError';
  }
}

interface Session {
  state: SessionState;
  /** The console's settings (undefined until config.json loaded). */
  config: StaffConsoleConfig | undefined;
  /** A valid ID token, renewed first when close to expiry. @throws SessionEndedError */
  getIdToken: () => Promise<string>;
  /** Ends the session because the API refused its token (401): shows "Your session has ended — sign in again". */
  endSession: () => void;
  /**
   * Hands a completed sign-in's refresh token to the session endpoint (once) and keeps the tokens it answers.
   * @throws ApiError when the endpoint refused it or could not be reached (the sign-in form words it)
   */
  signedIn: (tokens: CognitoTokens) => Promise<void>;
  /** Signs out (the endpoint revokes the refresh token and clears the cookie) and shows the sign-in screen. */
  signOut: () => Promise<void>;
  /** Loads config.json and asks for the session again after a failure. */
  retryConfig: () => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

/** Takes a refresh token an older console left in sessionStorage (undefined when none), removing it. */
function takeLegacyRefreshToken(): string | undefined {
  try {
    const token = sessionStorage.getItem(LEGACY_REFRESH_TOKEN_KEY) ?? undefined;
    if (token) sessionStorage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
    return token;
  } catch {
    return undefined; // storage disabled: nothing can have been left there
  }
}

/** The tokens a tab holds: the ID and access tokens, and when the ID token expires (ms since the epoch). No refresh token. */
interface HeldTokens {
  idToken: string;
  accessToken: string;
  expiresAt: number;
}

/** True for a failure a later try can get past (no network, 429, 5xx), as opposed to a refusal. */
function isPassing(error: unknown): boolean {
  return (error instanceof ApiError && error.retryable) || (error instanceof CognitoError && error.type === 'NetworkError');
}

/**
 * The staff console's session, by the token-handler pattern (docs/architecture/staff-session.md): loads
 * /staff/config.json, then asks POST /api/staff/session/refresh for tokens, so a reload or a new tab is signed in
 * while the HttpOnly session cookie lasts (12 h), and shows the sign-in form when it answers 401. After a sign-in the
 * refresh token goes once to POST /api/staff/session and is forgotten. The ID and access tokens live in a React ref
 * only, never in storage or a readable cookie, and are renewed through the refresh endpoint {@link RENEW_MARGIN_MS}
 * before the ID token expires (a timer, and getIdToken as a fallback when a background tab's timer ran late). A
 * refused renewal or an API 401 ends the session; a renewal that fails for want of a network keeps it while its ID
 * token is valid and is tried again after {@link RENEW_RETRY_MS}. Sign-out calls DELETE /api/staff/session.
 *
 * Tabs share no token (session-channel.ts): a sign-in tells the other console tabs `signed-in` (each then asks the
 * endpoint itself) and a sign-out tells them `sign-out` (each forgets its tokens).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [config, setConfig] = useState<StaffConsoleConfig>();
  const [attempt, setAttempt] = useState(0);
  const tokens = useRef<HeldTokens | undefined>(undefined);
  const renewing = useRef<Promise<string> | undefined>(undefined);
  const channel = useRef<SessionChannel | undefined>(undefined);
  /** True once the start-up check (config.json, then the refresh endpoint) is over: signals are followed from then on. */
  const ready = useRef(false);

  const keep = useCallback((fresh: StaffSessionTokens): StaffClaims => {
    const claims = readClaims(fresh.idToken);
    const expiresAt = claims.exp ? claims.exp * 1000 : Date.now() + fresh.expiresIn * 1000;
    tokens.current = { idToken: fresh.idToken, accessToken: fresh.accessToken, expiresAt };
    return claims;
  }, []);

  const end = useCallback(() => {
    tokens.current = undefined;
    setState({ status: 'signed-out', ended: true });
  }, []);

  /**
   * Renews the tokens from the session cookie (one renewal at a time; also a tab's first session after another tab
   * signed in) and resolves with the new ID token. A 401 ends the session (SessionEndedError); a passing failure
   * (no network, 5xx) while the held ID token is still valid keeps the session and rejects with that error; a sign-out
   * meanwhile discards the answer.
   */
  const renew = useCallback((): Promise<string> => {
    const held = tokens.current;
    renewing.current ??= refreshServerSession()
      .then((fresh) => {
        if (tokens.current !== held) throw new SessionEndedError();
        if (!fresh) throw new ApiError(401, 'UNAUTHORIZED', 'No session.');
        const claims = keep(fresh);
        setState({ status: 'signed-in', claims });
        return fresh.idToken;
      })
      .catch((error: unknown) => {
        const current = tokens.current === held;
        if (current && held && isPassing(error) && held.expiresAt > Date.now()) throw error;
        if (current && held) end();
        throw error instanceof SessionEndedError ? error : new SessionEndedError();
      })
      .finally(() => {
        renewing.current = undefined;
      });
    return renewing.current;
  }, [keep, end]);

  useEffect(() => {
    /** What another console tab said: after its sign-in, ask the endpoint for this tab's own tokens; after its sign-out, forget them. */
    const hear = (signal: SessionSignal) => {
      if (!ready.current) return;
      if (signal.type === 'signed-in') {
        if (!tokens.current) renew().catch(() => undefined);
      } else if (tokens.current) {
        tokens.current = undefined;
        setState({ status: 'signed-out', ended: false });
      }
    };
    const opened = openSessionChannel(hear);
    channel.current = opened;
    return () => {
      opened?.close();
      channel.current = undefined;
    };
  }, [renew]);

  useEffect(() => {
    let live = true;
    void (async () => {
      let settings: StaffConsoleConfig | undefined;
      try {
        const response = await fetch(STAFF_CONSOLE_CONFIG_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
        settings = response.ok ? parseStaffConsoleConfig(await response.json().catch(() => undefined)) : undefined;
      } catch {
        settings = undefined;
      }
      if (!live) return;
      if (!settings) {
        setState({
          status: 'config-error',
          message: 'The console could not load its sign-in settings. Check the connection and try again.',
        });
        return;
      }
      setConfig(settings);
      const legacy = revokeSession(settings, takeLegacyRefreshToken());
      // A reload or a new tab: signed in while the session cookie lasts. A 401 here is the expected answer of a first
      // visit (no cookie); the browser lists it among failed resources, the console shows the sign-in form.
      let fresh: StaffSessionTokens | undefined;
      try {
        fresh = await refreshServerSession();
      } catch {
        if (live)
          setState({
            status: 'config-error',
            message: 'The console could not reach its session service. Check the connection and try again.',
          });
        return;
      }
      if (!live) return;
      ready.current = true;
      setState(fresh ? { status: 'signed-in', claims: keep(fresh) } : { status: 'signed-out', ended: false });
      await legacy;
    })();
    return () => {
      live = false;
    };
  }, [attempt, keep]);

  // Silent renewal: RENEW_MARGIN_MS before the ID token expires, again after each renewal (a new `state`).
  useEffect(() => {
    const held = tokens.current;
    if (state.status !== 'signed-in' || !held) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout>;
    const attemptRenewal = () => {
      renew().catch(() => {
        if (active && tokens.current === held && held.expiresAt > Date.now()) timer = setTimeout(attemptRenewal, RENEW_RETRY_MS);
      });
    };
    timer = setTimeout(attemptRenewal, Math.max(0, held.expiresAt - RENEW_MARGIN_MS - Date.now()));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [state, renew]);

  const getIdToken = useCallback(async (): Promise<string> => {
    const held = tokens.current;
    if (!held) throw new SessionEndedError();
    if (held.expiresAt - Date.now() > RENEW_MARGIN_MS) return held.idToken;
    try {
      return await renew();
    } catch (error) {
      if (error instanceof SessionEndedError) throw error;
      // No network for the renewal, but the token still works for a few seconds: let the request try.
      if (tokens.current === held && held.expiresAt > Date.now()) return held.idToken;
      if (tokens.current === held) end();
      throw new SessionEndedError();
    }
  }, [renew, end]);

  const signedIn = useCallback(
    async (signIn: CognitoTokens) => {
      if (!signIn.refreshToken) throw new CognitoError('NotAuthorizedException', 'The sign-in gave no refresh token.');
      const fresh = await startServerSession(signIn.refreshToken);
      setState({ status: 'signed-in', claims: keep(fresh) });
      channel.current?.post({ type: 'signed-in' });
    },
    [keep],
  );

  const signOut = useCallback(async () => {
    tokens.current = undefined;
    setState({ status: 'signed-out', ended: false });
    channel.current?.post({ type: 'sign-out' });
    await endServerSession();
  }, []);

  const retryConfig = useCallback(() => {
    ready.current = false;
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const value = useMemo<Session>(
    () => ({ state, config, getIdToken, endSession: end, signedIn, signOut, retryConfig }),
    [state, config, getIdToken, end, signedIn, signOut, retryConfig],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The console's session (inside SessionProvider). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in user's claims (inside the signed-in console only). */
export function useStaffUser(): StaffClaims {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new SessionEndedError();
  return state.claims;
}
