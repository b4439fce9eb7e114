import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { STAFF_CONSOLE_CONFIG_PATH, parseStaffConsoleConfig, type StaffConsoleConfig } from '@contracts/staff-console';
import { readClaims, refreshTokens, revokeSession, type CognitoTokens, type StaffClaims } from './cognito';

/**
 * Where the console keeps the refresh token between page loads of one tab. Only the refresh token is stored, and
 * only in sessionStorage: a reload (or a second look at a deep link) in the same tab does not force a new password
 * and MFA round, but closing the tab or the browser on a shared pharmacy counter PC forgets it (unlike
 * localStorage), and other tabs and sites cannot read it. The ID and access tokens live in memory only, so a
 * script-injection bug could not lift a long-lived bearer token from storage; the refresh token lasts one shift
 * (12 h) and Sign out revokes it.
 */
const REFRESH_TOKEN_KEY = 'medvika.staff.refresh';

/** Renew the ID token when it has less than this left (ms), so a request never leaves with a token about to expire. */
const RENEW_MARGIN_MS = 60_000;

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
  /** Keeps the tokens of a completed sign-in. */
  signedIn: (tokens: CognitoTokens) => void;
  /** Signs out (revoking the refresh token) and shows the sign-in screen. */
  signOut: () => Promise<void>;
  /** Loads config.json again after a failure. */
  retryConfig: () => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

function storedRefreshToken(): string | undefined {
  try {
    return sessionStorage.getItem(REFRESH_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeRefreshToken(token: string | undefined): void {
  try {
    if (token) sessionStorage.setItem(REFRESH_TOKEN_KEY, token);
    else sessionStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Storage disabled: the session then lasts as long as the page.
  }
}

interface HeldTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  /** ms since the epoch */
  expiresAt: number;
}

/**
 * The staff console's session: loads /staff/config.json, restores a tab's session from its refresh token, keeps
 * the tokens in memory, renews the ID token before it expires and ends the session on a 401 or a failed renewal.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [config, setConfig] = useState<StaffConsoleConfig>();
  const [attempt, setAttempt] = useState(0);
  const tokens = useRef<HeldTokens | undefined>(undefined);
  const renewing = useRef<Promise<string> | undefined>(undefined);

  const keep = useCallback((fresh: CognitoTokens): StaffClaims => {
    const claims = readClaims(fresh.idToken);
    const expiresAt = claims.exp ? claims.exp * 1000 : Date.now() + fresh.expiresIn * 1000;
    const refreshToken = fresh.refreshToken ?? tokens.current?.refreshToken;
    tokens.current = { idToken: fresh.idToken, accessToken: fresh.accessToken, refreshToken, expiresAt };
    storeRefreshToken(refreshToken);
    return claims;
  }, []);

  const end = useCallback(() => {
    tokens.current = undefined;
    storeRefreshToken(undefined);
    setState({ status: 'signed-out', ended: true });
  }, []);

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
        setState({ status: 'config-error', message: 'The console could not load its sign-in settings. Check the connection and try again.' });
        return;
      }
      setConfig(settings);
      const refreshToken = storedRefreshToken();
      if (!refreshToken) {
        setState({ status: 'signed-out', ended: false });
        return;
      }
      try {
        const claims = keep(await refreshTokens(settings, refreshToken));
        if (live) setState({ status: 'signed-in', claims });
      } catch {
        if (live) end();
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt, keep, end]);

  const getIdToken = useCallback(async (): Promise<string> => {
    const held = tokens.current;
    if (!held || !config) throw new SessionEndedError();
    if (held.expiresAt - Date.now() > RENEW_MARGIN_MS) return held.idToken;
    if (!held.refreshToken) {
      end();
      throw new SessionEndedError();
    }
    const refreshToken = held.refreshToken;
    renewing.current ??= refreshTokens(config, refreshToken)
      .then((fresh) => {
        const claims = keep(fresh);
        setState({ status: 'signed-in', claims });
        return fresh.idToken;
      })
      .catch(() => {
        end();
        throw new SessionEndedError();
      })
      .finally(() => {
        renewing.current = undefined;
      });
    return renewing.current;
  }, [config, keep, end]);

  const signedIn = useCallback((fresh: CognitoTokens) => setState({ status: 'signed-in', claims: keep(fresh) }), [keep]);

  const signOut = useCallback(async () => {
    const held = tokens.current;
    tokens.current = undefined;
    storeRefreshToken(undefined);
    setState({ status: 'signed-out', ended: false });
    if (config) await revokeSession(config, held?.refreshToken);
  }, [config]);

  const retryConfig = useCallback(() => {
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
