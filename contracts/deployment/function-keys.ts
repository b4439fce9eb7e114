/**
 * One secret per purpose (docs/architecture/security.md "Secrets"): besides the origin-verify value every API function
 * checks (origin-verify.ts), two HMAC keys, each its own Secrets Manager secret, rotatable on its own, and given only
 * to the functions that use it (infra/constructs/api.ts), so a leak of one key, or a rotation, touches one purpose.
 */
import type { ApiRoute } from './api-routes';

/** A key of one purpose: the environment variable that carries it, and the API functions given it. */
export interface FunctionKey {
  readonly env: string;
  readonly routes: readonly ApiRoute['name'][];
}

/**
 * The HMAC key of the e-mails' unsubscribe tokens (functions/reminders/unsubscribe-token.ts): the track function signs
 * a refill reminder's when a reminder is asked for, the catalogue function a back-in-stock notice's when a shopper
 * subscribes; the reminders function checks both on the one-click unsubscribe.
 */
export const UNSUBSCRIBE_KEY: FunctionKey = { env: 'UNSUBSCRIBE_TOKEN_KEY', routes: ['track', 'catalogue', 'reminders'] };

/**
 * The HMAC key of the hashed client addresses that count comments per client and hour
 * (functions/comments/comment-moderation.ts): the comment-posting function alone.
 */
export const COMMENT_CLIENT_KEY: FunctionKey = { env: 'COMMENT_CLIENT_KEY', routes: ['post-comment'] };
