/**
 * The owner of a locked reference is never locked out (docs/architecture/self-service-api.md "A locked reference"):
 * when failures from many clients lock a reference on /track (TRACK_MAX_FAILURES_PER_REFERENCE), its lock answer says
 * so (429 `reference_locked`, `canRequestCode: true`), and the shopper can have a one-time code e-mailed to the
 * record's CURRENT address and open the record with it. The per-client limit stays: a client locked by its own
 * failures gets `too_many_attempts`, and no code.
 */
import * as z from 'zod/mini';
import { emailCodeField } from './email-code';
import { trackRequestSchema } from './track-request';

/** The unlock paths below /api/track (functions/track/track-unlock.ts). */
export const trackUnlockPaths = { requestCode: '/api/track/code', unlock: '/api/track/unlock' } as const;

/** How long an unlock code is valid after it is sent: 10 minutes, in seconds. */
export const UNLOCK_CODE_VALID_SECONDS = 10 * 60;
/** Entries an unlock code takes, right or wrong. */
export const UNLOCK_CODE_MAX_TRIES = 3;
/** Seconds before another unlock code may be sent for the same reference. */
export const UNLOCK_CODE_RESEND_SECONDS = 60;
/** Unlock codes one reference may be sent in 24 hours: bounds the guesses (5 × 3 a day) and the owner's e-mails. */
export const UNLOCK_CODES_PER_DAY = 5;

/** Body of POST /api/track/code: the reference alone (the phone is what the lock refuses). */
export const unlockCodeRequestSchema = z.strictObject({ reference: trackRequestSchema.shape.reference });

/** Body of POST /api/track/unlock: the reference and the e-mailed code, instead of the phone. */
export const unlockRequestSchema = z.strictObject({ reference: trackRequestSchema.shape.reference, code: emailCodeField });

/**
 * The one answer of POST /api/track/code (202), whether or not the reference exists, is locked or has an address,
 * and whether or not a code went out, so it tells nobody anything about a reference.
 */
export const UNLOCK_CODE_REQUESTED = { outcome: 'unlock_code_requested' } as const;

/** The body of {@link UNLOCK_CODE_REQUESTED}. */
export type UnlockCodeRequestAnswer = typeof UNLOCK_CODE_REQUESTED;
