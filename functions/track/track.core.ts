/**
 * The /api/track routing: the route table from path to action, and the one entry point the handler calls. Each action
 * is its own module in this folder (track-lookup.ts, order-cancel.ts, order-payment.ts, order-return.ts, message-reply.ts,
 * invoice-download.ts, refill-reminder.ts, track-unlock.ts), over the shared track-context.ts.
 */
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { invoiceRequest } from './invoice-download';
import { replyToMessage } from './message-reply';
import { cancelOrder } from './order-cancel';
import { recordPayment } from './order-payment';
import { acceptQuote } from './quote-accept';
import { declineQuote } from './quote-decline';
import { requestReturn } from './order-return';
import { cancelRefillReminderFromTrack, requestRefillReminder } from './refill-reminder';
import type { TrackContext, TrackRoute } from './track-context';
import { trackRequest } from './track-lookup';
import { requestUnlockCode, unlockWithCode } from './track-unlock';
import { limitIpv6Network } from '../runtime/network-rate-limit';

/**
 * The paths below /api/track, without a trailing slash ('' is /api/track/ itself). Each action is its own module in
 * this folder and authorises with authoriseShopper, so every path shares one attempt counter; the unlock of a locked
 * reference authorises with its e-mailed code instead (track-unlock.ts).
 */
const routes: Readonly<Record<string, TrackRoute>> = {
  '': trackRequest,
  '/cancel': cancelOrder,
  '/payment': recordPayment,
  // A pharmacist's quote (quote-accept.ts, quote-decline.ts).
  '/quote-accept': acceptQuote,
  '/quote-decline': declineQuote,
  '/return': requestReturn,
  '/reply': replyToMessage,
  '/invoice': invoiceRequest,
  '/reminder': requestRefillReminder,
  '/reminder-cancel': cancelRefillReminderFromTrack,
  // A reference locked by many clients' failures: its owner's e-mailed code (track-unlock.ts).
  '/code': requestUnlockCode,
  '/unlock': unlockWithCode,
};

/**
 * Routes one /api/track/* request to its action.
 * @throws HttpError 404 NOT_FOUND (JSON) for a path below /api/track that names no action, 429 THROTTLED when the
 *   client's IPv6 /64 has made too many requests (runtime/network-rate-limit.ts); the action's errors otherwise
 */
export async function routeTrackRequest(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const path = request.path.replace(/\/+$/, '').replace(/^\/api\/track/, '');
  const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
  if (!route) throw new HttpError(404, 'NOT_FOUND', 'There is no API at this address.');
  await limitIpv6Network(context.dynamo, context.config.tableName, request.clientIp, context.now);
  return route(request, context);
}
