/**
 * The staff console's tabs share one sign-in over a BroadcastChannel (docs/architecture/security.md "Console session across tabs"): a new tab asks
 * "who has a session?", a signed-in tab answers with its tokens; a sign-in or renewal in one tab is handed to the
 * others; a sign-out in one tab signs out all of them. Memory only: nothing is stored. A BroadcastChannel reaches only
 * the same origin's browsing contexts (HTML Living Standard §9.5 "Broadcasting to other browsing contexts").
 */

/** The channel's name; every console tab of this origin joins it. */
const CHANNEL_NAME = 'medvika-staff-session';

/**
 * How long a new tab waits for another tab's session before it shows the sign-in form, in ms: 300. A signed-in tab
 * answers within one task of being asked; a background tab Chrome throttles still runs message events at once.
 */
export const SESSION_ASK_MS = 300;

/** Tokens as one tab hands them to another: the ID, access and refresh tokens, and when the ID token expires (ms since the epoch). */
export interface SharedTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  expiresAt: number;
}

/** What tabs say to each other: `ask` (a new tab wants a session), `share` (a session: after asked, a sign-in or a renewal), `sign-out`. */
export type SessionMessage = { type: 'ask' } | { type: 'share'; tokens: SharedTokens } | { type: 'sign-out' };

/** The message in `data`, or undefined for anything else (a message of another version, or not ours). */
export function readSessionMessage(data: unknown): SessionMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type === 'ask' || message.type === 'sign-out') return { type: message.type };
  if (message.type !== 'share' || typeof message.tokens !== 'object' || message.tokens === null) return undefined;
  const tokens = message.tokens as Record<string, unknown>;
  const { idToken, accessToken, refreshToken, expiresAt } = tokens;
  if (typeof idToken !== 'string' || typeof accessToken !== 'string' || typeof expiresAt !== 'number') return undefined;
  if (refreshToken !== undefined && typeof refreshToken !== 'string') return undefined;
  return { type: 'share', tokens: { idToken, accessToken, expiresAt, ...(refreshToken ? { refreshToken } : {}) } };
}

/** One tab's end of the channel. */
export interface SessionChannel {
  /** Says `message` to every other console tab (a tab never hears itself). */
  post: (message: SessionMessage) => void;
  /** Leaves the channel. */
  close: () => void;
}

/**
 * Joins the console tabs' channel; `onMessage` hears what the other tabs say (only well-formed messages).
 * @returns the tab's end, or undefined where the browser has no BroadcastChannel (every tab then signs in alone)
 */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const message = readSessionMessage(event.data);
    if (message) onMessage(message);
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
