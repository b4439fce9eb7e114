/** POST /api/track/ (docs/architecture/self-service-api.md): the lookup of a request's status and public timeline by reference + phone. */
import { trackRequestSchema } from '@contracts/track-request';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { validateJsonBody } from '../runtime/validate-fields';
import { authoriseShopper, orderAnswerWithReminder, toTrackAnswer, type TrackContext } from './track-context';

/** Largest body POST /api/track/ reads: 2 KiB (a reference and a phone number are well under 100 bytes). */
const MAX_BODY_BYTES = 2048;

/**
 * POST /api/track/ (docs/architecture/self-service-api.md): JSON `{reference, phone}` → the request's status and public timeline.
 * An unknown reference and a wrong phone get the same 404; after TRACK_MAX_FAILURES failures of one client on one
 * reference (or TRACK_MAX_FAILURES_PER_REFERENCE of all clients) within TRACK_WINDOW_SECONDS, 429 with Retry-After
 * whatever the phone (authoriseShopper). Neither value is logged or put in a URL.
 * @returns 200 TrackAnswer
 * @throws HttpError 415 (not JSON), 413 (body over 2 KiB), 422 (malformed JSON), 400 (missing or unknown fields),
 *   404 NOT_FOUND, 429 THROTTLED
 */
export async function trackRequest(request: HttpRequest, context: TrackContext): Promise<RouteResult> {
  const { reference, phone } = validateJsonBody(trackRequestSchema, request, MAX_BODY_BYTES);
  const { kind, key, item } = await authoriseShopper(reference, phone, request.clientIp, context);
  // An order shows its refill reminder, if one was asked for (one more GetItem, of its REMINDER# partition).
  if (kind === 'order' && item.status !== 'erased') return { status: 200, body: await orderAnswerWithReminder(key, item, context) };
  return { status: 200, body: toTrackAnswer(kind, item, context.now) };
}
