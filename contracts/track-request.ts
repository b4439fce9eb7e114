/**
 * The body of POST /api/track/ (docs/architecture/self-service-api.md): the reference and the phone number given with it, the
 * credentials every shopper self-service request repeats (order service, replies, refill reminders, privacy requests).
 * A leaf of its own, so those contracts reuse its fields while contracts/track.ts's answer types use theirs without an
 * import circle.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import './forms/fields';

/** Body of POST /api/track/. */
export const trackRequestSchema = z.strictObject({
  reference: z.string().check(z.trim(), z.minLength(1, { error: 'reference_required' }), z.maxLength(40)),
  phone: z.string().check(z.trim(), z.minLength(1, { error: 'phone_invalid' }), z.maxLength(20, { error: 'phone_invalid' })),
});
