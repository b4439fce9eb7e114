/**
 * The rules that hold a new blog comment for review instead of publishing it at once (docs/architecture/api.md, docs/architecture/security.md):
 * a comment that contains a link, and a comment from a client that has posted more than the hourly limit. Also how a
 * client is recognised without storing its address. Pure, apart from reading the settings at cold start.
 */
import { createHmac } from 'node:crypto';
import { COMMENT_CLIENT_KEY } from '@contracts/deployment/function-keys';
import { clientNetwork } from '../runtime/client-network';

/** Environment variable of the hourly limit per client (a whole number ≥ 0; 0 holds every comment for review). */
export const COMMENTS_PER_CLIENT_HOUR_ENV = 'COMMENTS_PER_CLIENT_HOUR';

/**
 * Comments one client may post in a clock hour before the next ones wait for review: 5. A reader who comments on a
 * few articles stays under it; a script posting in a loop is held from its sixth comment on.
 */
export const DEFAULT_COMMENTS_PER_CLIENT_HOUR = 5;

/** The HMAC key of client addresses where none is set (the tests, which see no real addresses; the local stack sets its own: dev/local-env.ts). */
const LOCAL_CLIENT_KEY_SECRET = 'medvika-local-comment-clients';

/** How post-comment moderates: the hourly limit per client and the key that hashes client addresses. */
export interface ModerationSettings {
  /** More comments than this from one client in one clock hour are held. */
  commentsPerClientHour: number;
  /**
   * HMAC key of client addresses: its own secret (contracts/deployment/function-keys.ts COMMENT_CLIENT_KEY; on AWS a
   * Secrets Manager secret given to this function alone), so a stored hash cannot be turned back into an address by
   * hashing all 2³² IPv4 addresses, as a plain hash could.
   */
  clientKeySecret: string;
}

/**
 * Reads COMMENTS_PER_CLIENT_HOUR (default {@link DEFAULT_COMMENTS_PER_CLIENT_HOUR}) and COMMENT_CLIENT_KEY (the hash key).
 * @throws Error at cold start when the limit is not a whole number ≥ 0 (a deployment error, surfaced at once)
 */
export function readModerationSettings(env: NodeJS.ProcessEnv = process.env): ModerationSettings {
  const raw = env[COMMENTS_PER_CLIENT_HOUR_ENV];
  const limit = raw === undefined || raw.trim() === '' ? DEFAULT_COMMENTS_PER_CLIENT_HOUR : Number(raw);
  if (!Number.isSafeInteger(limit) || limit < 0)
    throw new Error(`${COMMENTS_PER_CLIENT_HOUR_ENV} must be a whole number of comments (0 or more)`);
  return { commentsPerClientHour: limit, clientKeySecret: env[COMMENT_CLIENT_KEY.env] || LOCAL_CLIENT_KEY_SECRET };
}

// A dot as browsers read one in a host name: '.', and the ideographic and fullwidth full stops (NFKC leaves U+3002).
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
// A host-name label: letters (any script), marks and digits, inner hyphens.
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
// A top-level domain: 2–24 Latin letters all lower or all upper case (so 'helped.Thanks' is no domain), an IDN in
// punycode, or 2–24 letters of another script ('.भारत').
const TLD = '(?:[a-z]{2,24}|[A-Z]{2,24}|xn--[a-zA-Z0-9-]{1,59}|(?:(?!\\p{Script=Latin})\\p{L}\\p{M}*){2,24})';
const WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}_-]';

/** What counts as a link: any `scheme://`, `www.`, or a bare domain name such as `cheap-pills.example.com`. */
const LINK_PATTERNS: readonly RegExp[] = [
  /\b[a-z][a-z0-9+.-]{0,20}:\/\//i,
  new RegExp(`(?<!${WORD_CHARACTER})www\\d{0,3}${DOT}`, 'iu'),
  new RegExp(`(?<!${WORD_CHARACTER})(?:${LABEL}${DOT})+${TLD}(?!${WORD_CHARACTER})`, 'u'),
];

/** Characters that render as nothing, which a spammer puts inside a domain name to slip past a pattern. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/g;

/**
 * True when `text` contains a link: a URL with a scheme (`http://`, `https://`, any `scheme://`), `www.`, or a bare
 * domain name (labels, a dot and a top-level domain: `example.com`, `shop.example.in`; also the domain of an e-mail
 * address). Fullwidth forms are folded first (NFKC) and invisible characters removed, so `ｅｘａｍｐｌｅ．ｃｏｍ` and
 * `exam\u200Bple.com` count. It errs towards holding: a missing space after a full stop ('tablet.twice') looks like a
 * domain, and such a comment only waits for review. Not matched: abbreviations with one-letter parts ('e.g.', 'a.m.'),
 * decimals and doses ('1.5ml'), 'Dr.Reddy' (a mixed-case ending).
 */
export function containsLink(text: string): boolean {
  const folded = text.normalize('NFKC').replace(INVISIBLE, '');
  return LINK_PATTERNS.some((pattern) => pattern.test(folded));
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The counter of one client's comments in the clock hour of `now`: an HMAC-SHA256 (keyed with `secret`) of the hour
 * and the client's network ({@link clientNetwork}), so no address is stored, and two hours' counters of one client
 * cannot be linked.
 * @returns `id`, 32 hex characters, and `expiresAt`, epoch seconds an hour after the hour ends (the counter's TTL)
 */
export function clientHourCounter(address: string, now: Date, secret: string): { id: string; expiresAt: number } {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const id = createHmac('sha256', secret)
    .update(`comment-client\n${hour}\n${clientNetwork(address)}`)
    .digest('hex')
    .slice(0, 32);
  return { id, expiresAt: ((hour + 2) * HOUR_MS) / 1000 };
}
