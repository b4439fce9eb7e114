/**
 * Requests of the order service (docs/architecture/self-service-api.md, docs/architecture/staff-api.md, docs/architecture/lifecycle.md "Order service"): the shopper cancels or asks
 * for a return on /track, staff mark a refund paid and decide a return in the console. Shared by the handlers and the SPA.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import { optionalText, upiIdField } from './forms/fields';
import { trackRequestSchema } from './track-request';
import { MAX_NOTE_LENGTH, returnDeclineReasons, returnReasons, shopperCancellationReasons } from '../domain/lifecycle';
import { RETURN_NOTE_MAX_LENGTH } from '../domain/order-service';

/** The shopper's order-service paths below /api/track (functions/track/track.core.ts routes). */
export const orderServicePaths = { cancel: '/api/track/cancel', return: '/api/track/return', payment: '/api/track/payment' } as const;

/**
 * The attributes a shopper's cancellation or return request writes on an ORDER# record (functions/data/records.ts
 * statusChangeUpdate: the lifecycle and outbox attributes, and the order's `refund`, `return` and `payment`), besides its key. The
 * track function's grant on orders is limited to these (infra/constructs/api.ts, `dynamodb:Attributes`), so a /track
 * request can never touch a name, an address, a line item or a file.
 */
export const ORDER_SERVICE_WRITE_ATTRIBUTES = [
  'status',
  'queue',
  'version',
  'updatedAt',
  'history',
  'outbox',
  'outboxState',
  'outboxDueAt',
  'refund',
  'return',
  'payment',
  // A cancelled order's units put back on the shelf, once (functions/data/shelf.ts restockOrder): set, and the
  // condition reads stockTakenAt.
  'restockedAt',
  'stockTakenAt',
  // A quote accepted on /track (functions/track/quote-accept.ts): when, with its `payment` and `stockTakenAt`.
  'acceptedAt',
] as const;

/**
 * Where return photos live in the private prescriptions bucket: `prescriptions/returns/<ORD-…>/<uuid>.<ext>`
 * (functions/submit-form/prescription-upload.ts returnPhotoObjectKey). Inside `prescriptions/`, so the bucket policy's
 * scan-tag read guard, GuardDuty's scan, the data-events trail and the 180-day lifecycle cover them unchanged; its own
 * prefix, so the track function's PutObject grant reaches no prescription (infra/constructs/api.ts).
 */
export const RETURN_PHOTOS_PREFIX = 'prescriptions/returns/';

const returnReasonCodes = Object.keys(returnReasons) as [keyof typeof returnReasons, ...(keyof typeof returnReasons)[]];
const declineReasonCodes = Object.keys(returnDeclineReasons) as [
  keyof typeof returnDeclineReasons,
  ...(keyof typeof returnDeclineReasons)[],
];

/** Body of POST /api/track/cancel: the lookup pair, a shopper reason and, optionally, the version the shopper saw. */
export const orderCancelSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  reason: z.enum(shopperCancellationReasons, { error: 'cancel_reason_required' }),
  version: z.optional(z.int().check(z.gte(1))),
});

/**
 * Fields of POST /api/track/return (multipart): the lookup pair, a reason, an optional note (the optional photo is a
 * file part, `returnPhotoRules.field` of domain/order-service.ts) and, for an order paid in cash on delivery, the UPI
 * ID its refund goes to (`upiId`, name@handle; the handler requires it for such an order: requestReturn).
 */
export const returnRequestFieldsSchema = z.strictObject({
  reference: trackRequestSchema.shape.reference,
  phone: trackRequestSchema.shape.phone,
  reason: z.enum(returnReasonCodes, { error: 'return_reason_required' }),
  // Control and bidi-override characters stripped (docs/architecture/security.md), line breaks kept.
  note: z.optional(optionalText(RETURN_NOTE_MAX_LENGTH, { multiline: true })),
  upiId: z.optional(upiIdField),
});

/** Body of POST /api/staff/records/<reference>/refund: the version seen (the refund is marked paid). */
export const refundPaidSchema = z.strictObject({ version: z.int().check(z.gte(1)) });

/**
 * Body of POST /api/staff/records/<reference>/cash-collected: the version seen (the cash of a COD order is marked
 * collected, for the order's whole totalPaise).
 */
export const cashCollectedSchema = z.strictObject({ version: z.int().check(z.gte(1)) });

/**
 * The history entry's reason code when staff mark a cash-on-delivery order's cash collected
 * (functions/staff-api/cash-collected.ts): the entry keeps the status (`from` = `to`), so the history shows when the
 * cash came in and who took it, and /track shows the event in the shopper's words.
 */
export const CASH_COLLECTED_REASON = 'cash_collected';

/** A calendar date YYYY-MM-DD. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_required' }));

/**
 * Body of POST /api/staff/records/<reference>/return: approve with the courier's pickup date, or decline with a reason
 * (`other` needs a note), and the version seen.
 */
export const returnDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), pickupDate: isoDate, version: z.int().check(z.gte(1)) }),
  z.strictObject({
    decision: z.literal('decline'),
    reason: z.enum(declineReasonCodes, { error: 'reason_required' }),
    note: z.optional(optionalText(MAX_NOTE_LENGTH, { multiline: true })),
    version: z.int().check(z.gte(1)),
  }),
]);
export type ReturnDecision = z.output<typeof returnDecisionSchema>;
