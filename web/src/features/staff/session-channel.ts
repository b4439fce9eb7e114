/**
 * The staff console's tabs tell each other that a session began or ended, over a BroadcastChannel, and nothing more:
 * no message carries a token (docs/architecture/staff-session.md). A tab that hears `signed-in` while it shows the
 * sign-in form asks the session endpoint for its own tokens (the cookie the sign-in set); a tab that hears `sign-out`
 * forgets its tokens and shows the sign-in form. A BroadcastChannel reaches only the same origin's browsing contexts
 * (HTML Living Standard §9.5 "Broadcasting to other browsing contexts"), and the console has an origin of its own.
 */

/** The channel's name; every console tab joins it. */
const CHANNEL_NAME = 'medvika-staff-session';

/** What tabs say to each other: a sign-in completed (`signed-in`), or the user signed out (`sign-out`). Never a token. */
export type SessionSignal = { type: 'signed-in' } | { type: 'sign-out' };

/**
 * The signal in `data`, or undefined for anything else (a message of another version, or not ours). Only the type is
 * read: whatever else a message holds is dropped.
 */
export function readSessionSignal(data: unknown): SessionSignal | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type = (data as Record<string, unknown>).type;
  return type === 'signed-in' || type === 'sign-out' ? { type } : undefined;
}

/** One tab's end of the channel. */
export interface SessionChannel {
  /** Says `signal` to every other console tab (a tab never hears itself). */
  post: (signal: SessionSignal) => void;
  /** Leaves the channel. */
  close: () => void;
}

/**
 * Joins the console tabs' channel; `onSignal` hears what the other tabs say (only well-formed signals).
 * @returns the tab's end, or undefined where the browser has no BroadcastChannel (each tab then follows the cookie
 *   alone: a sign-out elsewhere shows at its next renewal)
 */
export function openSessionChannel(onSignal: (signal: SessionSignal) => void): SessionChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const signal = readSessionSignal(event.data);
    if (signal) onSignal(signal);
  };
  return {
    post: (signal) => channel.postMessage(signal),
    close: () => channel.close(),
  };
}
