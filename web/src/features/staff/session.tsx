import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { STAFF_CONSOLE_CONFIG_PATH, parseStaffConsoleConfig, type StaffConsoleConfig } from '@contracts/staff-console';
import { CognitoError, readClaims, refreshTokens, revokeSession, type CognitoTokens, type StaffClaims } from './cognito';
import { SESSION_ASK_MS, openSessionChannel, type SessionChannel, type SessionMessage, type SharedTokens } from './session-channel';

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

/**
 * A tab holding tokens another tab handed over renews this much later than the tab that got them (ms): 20 s. The tab
 * that signed in or last renewed then renews alone and hands the new tokens over; the others renew themselves only
 * when it is gone (closed), still 40 s before expiry.
 */
const ADOPTED_RENEW_DELAY_MS = 20_000;

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
  /** Keeps the tokens of a completed sign-in. */
  signedIn: (tokens: CognitoTokens) => void;
  /** Signs out (revoking the refresh token) and shows the sign-in screen. */
  signOut: () => Promise<void>;
  /** Loads config.json again after a failure. */
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

/** The tokens a tab holds (`expiresAt`: when the ID token expires, ms since the epoch). */
type HeldTokens = SharedTokens;

/**
 * The staff console's session: loads /staff/config.json, keeps the tokens of a sign-in in memory only, renews them
 * silently with REFRESH_TOKEN_AUTH {@link RENEW_MARGIN_MS} before the ID token expires (a timer, and getIdToken as a
 * fallback when a background tab's timer ran late), ends the session on a 401 or a refused renewal, and revokes the
 * refresh token on sign-out (RevokeToken). A renewal that fails for want of a network keeps the session while its ID
 * token is valid and is tried again after {@link RENEW_RETRY_MS}.
 *
 * Memory only: the ID, access and refresh tokens live in a React ref, never in sessionStorage, localStorage, IndexedDB
 * or a cookie. The console shares its origin with the shop, so a script on any shop page could read such storage, and
 * a cookie with `Path=/staff` would not stop it (a path is no boundary within one origin); only an HttpOnly cookie set
 * by a server of our own would be, and the console has none: it talks to Cognito's JSON API directly. The cost: a
 * reload asks for e-mail, password and authenticator code again.
 *
 * One sign-in across tabs (session-channel.ts): on start the tab asks the console's other tabs for their session and
 * shows the sign-in form only when none answers within {@link SESSION_ASK_MS}; a sign-in or renewal is handed to the
 * other tabs, and a sign-out signs every tab out. The tokens cross only a same-origin BroadcastChannel, never storage.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [config, setConfig] = useState<StaffConsoleConfig>();
  const [attempt, setAttempt] = useState(0);
  const tokens = useRef<HeldTokens | undefined>(undefined);
  const renewing = useRef<Promise<string> | undefined>(undefined);
  const channel = useRef<SessionChannel | undefined>(undefined);
  /** True once config.json is loaded: a session handed over before then is only kept, shown after. */
  const ready = useRef(false);
  /** True while the held tokens came from another tab (renewal waits ADOPTED_RENEW_DELAY_MS longer). */
  const adopted = useRef(false);

  /** Takes over tokens another tab handed over, unless this tab holds tokens that last as long. */
  const adopt = useCallback((shared: SharedTokens) => {
    if (tokens.current && tokens.current.expiresAt >= shared.expiresAt) return;
    let claims: StaffClaims;
    try {
      claims = readClaims(shared.idToken);
    } catch {
      return; // not a token this console can read: ignore it
    }
    tokens.current = shared;
    adopted.current = true;
    if (ready.current) setState({ status: 'signed-in', claims });
  }, []);

  useEffect(() => {
    /** What another console tab said: answer an `ask` with this tab's session, take over a `share`, follow a `sign-out`. */
    const hear = (message: SessionMessage) => {
      if (message.type === 'ask') {
        if (tokens.current) channel.current?.post({ type: 'share', tokens: tokens.current });
      } else if (message.type === 'share') {
        adopt(message.tokens);
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
  }, [adopt]);

  /** Hands this tab's tokens to the other console tabs (after a sign-in or a renewal). */
  const share = useCallback(() => {
    if (tokens.current) channel.current?.post({ type: 'share', tokens: tokens.current });
  }, []);

  const keep = useCallback((fresh: CognitoTokens): StaffClaims => {
    const claims = readClaims(fresh.idToken);
    const expiresAt = claims.exp ? claims.exp * 1000 : Date.now() + fresh.expiresIn * 1000;
    const refreshToken = fresh.refreshToken ?? tokens.current?.refreshToken;
    tokens.current = { idToken: fresh.idToken, accessToken: fresh.accessToken, refreshToken, expiresAt };
    adopted.current = false;
    return claims;
  }, []);

  const end = useCallback(() => {
    tokens.current = undefined;
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
        setState({
          status: 'config-error',
          message: 'The console could not load its sign-in settings. Check the connection and try again.',
        });
        return;
      }
      setConfig(settings);
      ready.current = true;
      const legacy = revokeSession(settings, takeLegacyRefreshToken());
      if (!tokens.current && channel.current) {
        // Ask the other console tabs for their session; a `share` in answer is adopted (adopt) meanwhile.
        channel.current.post({ type: 'ask' });
        await new Promise((resolve) => setTimeout(resolve, SESSION_ASK_MS));
        if (!live) return;
      }
      const held = tokens.current;
      setState(held ? { status: 'signed-in', claims: readClaims(held.idToken) } : { status: 'signed-out', ended: false });
      await legacy;
    })();
    return () => {
      live = false;
    };
  }, [attempt]);

  /**
   * Renews the tokens with the refresh token (one renewal at a time) and resolves with the new ID token. A refused
   * refresh token ends the session (SessionEndedError); a network failure while the held ID token is still valid
   * keeps the session and rejects with that CognitoError; a sign-out or new sign-in meanwhile discards the answer.
   */
  const renew = useCallback((): Promise<string> => {
    const held = tokens.current;
    if (!held || !config) return Promise.reject(new SessionEndedError());
    if (!held.refreshToken) {
      end();
      return Promise.reject(new SessionEndedError());
    }
    renewing.current ??= refreshTokens(config, held.refreshToken)
      .then((fresh) => {
        if (tokens.current !== held) throw new SessionEndedError();
        const claims = keep(fresh);
        setState({ status: 'signed-in', claims });
        share();
        return fresh.idToken;
      })
      .catch((error: unknown) => {
        const current = tokens.current === held;
        if (current && error instanceof CognitoError && error.type === 'NetworkError' && held.expiresAt > Date.now()) throw error;
        if (current) end();
        throw error instanceof SessionEndedError ? error : new SessionEndedError();
      })
      .finally(() => {
        renewing.current = undefined;
      });
    return renewing.current;
  }, [config, keep, end, share]);

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
    const delay = held.expiresAt - RENEW_MARGIN_MS - Date.now() + (adopted.current ? ADOPTED_RENEW_DELAY_MS : 0);
    timer = setTimeout(attemptRenewal, Math.max(0, delay));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [state, renew]);

  const getIdToken = useCallback(async (): Promise<string> => {
    const held = tokens.current;
    if (!held || !config) throw new SessionEndedError();
    if (held.expiresAt - Date.now() > RENEW_MARGIN_MS) return held.idToken;
    try {
      return await renew();
    } catch (error) {
      if (!(error instanceof CognitoError)) throw error;
      // No network for the renewal, but the token still works for a few seconds: let the request try.
      if (tokens.current === held && held.expiresAt > Date.now()) return held.idToken;
      if (tokens.current === held) end();
      throw new SessionEndedError();
    }
  }, [config, renew, end]);

  const signedIn = useCallback(
    (fresh: CognitoTokens) => {
      setState({ status: 'signed-in', claims: keep(fresh) });
      share();
    },
    [keep, share],
  );

  const signOut = useCallback(async () => {
    const held = tokens.current;
    tokens.current = undefined;
    setState({ status: 'signed-out', ended: false });
    channel.current?.post({ type: 'sign-out' });
    if (config) await revokeSession(config, held?.refreshToken);
  }, [config]);

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
