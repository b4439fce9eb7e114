/**
 * What a dispatch and a delivery record (docs/architecture/lifecycle.md "Fulfilment"), as members of the status change
 * body (contracts/staff-api.ts statusChangeSchema): checked field by field by functions/staff-api/fulfilment-step.ts,
 * and by the console before it sends, so each problem names its field with a code (contracts/field-problems.ts).
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { requiredText } from './forms/fields';
import { AWB_PATTERN, MAX_RECEIVER_NAME_LENGTH, courierIds } from '../domain/couriers';

/**
 * A dispatch's members: `courier` one of the listed couriers' ids (domain/couriers.ts), `awb` its tracking number
 * (trimmed, then AWB_PATTERN: 6 to 30 letters, digits and hyphens).
 * Problems: `courier` courier_required, `awb` awb_invalid.
 */
export const dispatchFieldsSchema = z.object({
  courier: z.enum(courierIds, { error: 'courier_required' }),
  awb: z.pipe(z.string({ error: 'awb_invalid' }), z.string().check(z.trim(), z.regex(AWB_PATTERN, { error: 'awb_invalid' }))),
});

/**
 * A delivery's member: `receivedBy`, the name of the person who took the parcel (control characters stripped, trimmed,
 * 1 to MAX_RECEIVER_NAME_LENGTH characters). Problems: received_by_required, too_long.
 */
export const deliveryFieldsSchema = z.object({
  receivedBy: requiredText(MAX_RECEIVER_NAME_LENGTH, 'received_by_required'),
});
