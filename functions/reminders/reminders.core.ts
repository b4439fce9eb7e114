/**
 * POST /api/reminders/unsubscribe (docs/architecture/self-service-api.md, docs/architecture/email-and-reminders.md "Refill reminders"): the one-click unsubscribe of a
 * refill reminder's e-mail or a back-in-stock notice's (RFC 8058); the token's signed purpose says which. The token comes in the query (`?token=…`, the List-Unsubscribe URL a mail client
 * POSTs to with the body `List-Unsubscribe=One-Click`) or in the body (form-encoded or JSON `token`, from the
 * /unsubscribe page). Only POST changes anything: a GET (a link scanner following the URL) gets the JSON 405 of the
 * handler kit, and the e-mail's visible link opens the /unsubscribe page, which asks first.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { UNSUBSCRIBED_MESSAGE, refillReminderPaths, type UnsubscribeAnswer } from '@contracts/refill-reminders';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { parseReference } from '../runtime/reference';
import { cancelRefillReminder } from '../data/refill-reminders';
import { backInStockKey, deleteBackInStockSubscription } from '../data/back-in-stock';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** What the unsubscribe needs; injected so tests can point it at the emulators and move the clock. */
export interface RemindersContext {
  dynamo: DynamoDBDocumentClient;
  config: RuntimeConfig;
  /** The token key (unsubscribe-token.ts readUnsubscribeKey). */
  tokenKey: string;
  now: Date;
}

/** Largest body read: 2 KiB (a token is under 200 bytes). */
const MAX_BODY_BYTES = 2048;

/** The token of a request: the query's, else the body's (`token=` form field or JSON `token`); '' when there is none. */
function tokenOf(request: HttpRequest): string {
  if (request.query.token) return request.query.token;
  if (request.body.length === 0 || request.body.length > MAX_BODY_BYTES) return '';
  const text = request.body.toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as { token?: unknown };
      return typeof parsed.token === 'string' ? parsed.token : '';
    } catch {
      return '';
    }
  }
  return new URLSearchParams(text).get('token') ?? '';
}

/**
 * Cancels the reminder a valid token names, or deletes the back-in-stock subscription it names (idempotent: a second click, or a reminder already cancelled or replaced,
 * answers the same 200; one whose e-mail already left is simply not sent again, as it would not have been anyway).
 * @returns 200 {@link UnsubscribeAnswer}
 * @throws HttpError 400 INVALID_TOKEN (missing, malformed or tampered), 410 TOKEN_EXPIRED (past its 90 days), 404 NOT_FOUND
 *   for a path other than /api/reminders/unsubscribe
 */
export async function routeRemindersRequest(request: HttpRequest, context: RemindersContext): Promise<RouteResult> {
  if (request.path.replace(/\/+$/, '') !== refillReminderPaths.unsubscribe) {
    throw new HttpError(404, 'NOT_FOUND', 'There is no API at this address.');
  }
  const check = verifyUnsubscribeToken(tokenOf(request), context.tokenKey, context.now);
  if (!check.valid) {
    throw check.reason === 'expired'
      ? new HttpError(410, 'TOKEN_EXPIRED', 'This unsubscribe link has expired. You can cancel the reminder on the tracking page.')
      : new HttpError(400, 'INVALID_TOKEN', 'This unsubscribe link is not valid. Please use the link from the e-mail as it is.');
  }
  const { claims } = check;
  if (claims.purpose === 'back_in_stock') {
    // The subscription of one mailbox to one product: deleted (idempotent; one whose notice already left is gone too).
    await deleteBackInStockSubscription(context.dynamo, context.config.tableName, backInStockKey(claims.productId, claims.mailboxHash));
  } else {
    const order = parseReference(claims.reference)!;
    await cancelRefillReminder(context.dynamo, context.config.tableName, order.key, claims.reminderId, context.now);
  }
  const answer: UnsubscribeAnswer = { outcome: 'cancelled', purpose: claims.purpose, message: UNSUBSCRIBED_MESSAGE };
  return { status: 200, body: answer };
}
