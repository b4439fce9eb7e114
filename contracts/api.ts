/**
 * The storefront API's answers (docs/architecture/api.md), typed once for the browser (web/src/lib/api-client.ts, the
 * feature api modules) and the Lambda handlers (functions/). All bodies are JSON.
 */
import type { FieldErrors, FieldProblem } from './field-problems';
import type { PriceChangedLine, ShortLine } from './catalogue-availability';
import { staffRefusalParams } from './staff-refusals';
import { trackRefusalParams } from './track-refusals';

/** Error codes of the API error contract (docs/architecture/api.md), with the HTTP status each one goes with. */
export const apiErrorCodes = [
  'VALIDATION', // 400: a bad, missing, unknown or repeated field
  'CODE_WRONG', // 400: an e-mailed code (erasure, or the unlock of a locked reference) that is not the one e-mailed; `fields.code` says how many tries are left (docs/architecture/self-service-api.md)
  'UNAUTHORIZED', // 401: /api/staff/* without a valid Cognito token (docs/architecture/staff-api.md)
  'FORBIDDEN', // 403: the staff member's groups lack the right
  'NOT_FOUND', // 404: unknown path, article or reference
  'METHOD_NOT_ALLOWED', // 405
  'CONFLICT', // 409: an Idempotency-Key still running or used for another form
  'PRICE_CHANGED', // 409: checkout: a unit price differs from the one the cart showed; `priceChanges` lists each line's old and new price
  'OUT_OF_STOCK', // 409: checkout: the shelf cannot fill a line; `shortLines` names each with how many can still be bought (0–10)
  'IN_STOCK', // 409: "notify me when it is back" for a product that can be bought now (contracts/back-in-stock.ts)
  'DISCONTINUED', // 409: "notify me when it is back" for a product the pharmacy no longer sells
  'NO_EMAIL', // 409: an erasure asked for on a record without an e-mail address to send the code to; contact the grievance officer
  'CODE_EXPIRED', // 410: no e-mailed code is waiting: it expired (10 minutes), was used or replaced, or was never sent; ask for a new one
  'CODE_USED_UP', // 410: the e-mailed code was entered wrongly 3 times; ask for a new one
  'QUOTE_EXPIRED', // 410: a pharmacist's quote not accepted within 48 hours (domain/quote.ts); it can no longer be accepted or declined
  'GONE', // 410: a message deleted at the shopper's request takes no reply (contracts/message-thread.ts)
  'INVALID_TOKEN', // 400: an unsubscribe link whose signature does not match (tampered or truncated; contracts/refill-reminders.ts)
  'TOKEN_EXPIRED', // 410: an unsubscribe link past its expiry (90 days after the reminder's date)
  'FILE_SCAN_PENDING', // 409: staff asked for a prescription file the malware scan has not tagged yet (it runs seconds after the upload); Retry-After gives the seconds to wait, then ask again (docs/decisions/0010-guardduty-scan-gate.md)
  'FILE_NOT_SCANNED', // 409: staff asked for a prescription file whose malware scan is over without a clean result (failed, denied access, unsupported type) or whose result cannot be read; waiting does not help, the message says what to do
  'PAYLOAD_TOO_LARGE', // 413: a body or file over its limit
  'IMAGE_TOO_LARGE', // 413: an image whose header claims more than 40 megapixels (a decompression bomb, docs/architecture/security.md)
  'FILE_QUARANTINED', // 423: a prescription file the malware scan found a threat in; staff cannot open it
  'UNSUPPORTED_MEDIA_TYPE', // 415: wrong content type, or a file that is not PNG/JPEG/PDF by its bytes
  'MALFORMED_BODY', // 422: a body that cannot be parsed
  'THROTTLED', // 429
  'INTERNAL', // 500: ours; a generic message, never internals
  'SERVICE_UNAVAILABLE', // 503: a dependency (DynamoDB, S3) is unreachable
  'UPLOADS_PAUSED', // 503: the day's upload budget is used up; Retry-After gives the seconds to the next UTC day (docs/architecture/security.md)
] as const;

/** An error code of the API error contract (apiErrorCodes). */
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/**
 * Field name → its problem code and values, sent as `error.fields` and shown under each field in the page's language
 * (contracts/field-problems.ts), e.g. `{ email: { code: 'email_invalid' }, address: { code: 'too_long', max: 500 } }`.
 */
export type { FieldErrors, FieldProblem };

/**
 * What exactly went wrong, where the error code alone does not say what a shopper needs to read: a reason code and the
 * values its message needs. `minutes` is a whole number of minutes to wait; `maxEntries` a count of messages. The
 * refusals of /track's own endpoints (contracts/track-refusals.ts) and of the staff API (contracts/staff-refusals.ts)
 * are reasons too, worded by /track's catalog and the console's table.
 */
export const errorReasonParams = {
  track_not_found: [], // 404: no request with this reference and phone (the same answer for both: docs/architecture/self-service-api.md)
  record_not_found: [], // 404: no record with this reference
  article_not_found: [], // 404: no article with that slug
  too_many_attempts: ['minutes'], // 429: too many lookups of one reference; try again in `minutes`
  request_still_running: [], // 409: the same Idempotency-Key is still being worked on
  request_changed: [], // 409: the record changed while the request ran; track it again and retry
  prescription_needed: [], // 400: an order with a prescription medicine sent without a prescription file
  reminder_needs_delivery: [], // 409: a refill reminder before the order is delivered
  reminder_needs_email: [], // 409: a refill reminder for an order without an e-mail address
  reminder_orders_only: [], // 400: a refill reminder for a reference that is not an order
  invoice_not_available: [], // 409: no tax invoice before the order is dispatched (nor after a cancellation before it)
  invoice_orders_only: [], // 400 (/track) or 404 (staff): tax invoices are issued for orders (ORD-…) only
  message_thread_full: ['maxEntries'], // 409: the conversation holds its `maxEntries` messages (contracts/message-thread.ts)
  ...trackRefusalParams,
  ...staffRefusalParams,
  cod_over_limit: [], // 400: cash on delivery for a total above the COD limit (error.fields.payment carries limitPaise)
  payment_pending: [], // 409: staff confirm or pack an online order whose payment has not been received (domain/payment.ts)
  payment_not_received: [], // 409: a refund marked paid for an order that was never paid (domain/payment.ts)
  payment_state_conflict: [], // 409: a payment step the order's payment state does not take (already paid, say)
  payment_method_mismatch: [], // 409: a payment step for the other method (cash collected on an online order, say)
} as const satisfies Record<string, readonly string[]>;

/** A reason code of errorReasonParams. */
export type ErrorReasonCode = keyof typeof errorReasonParams;

/**
 * A reason code worded by the catalog of the API's codes (web/src/lib/api-messages), in English and Hindi: all but
 * /track's own refusals and the staff API's.
 */
export type SharedReasonCode = Exclude<ErrorReasonCode, keyof typeof trackRefusalParams | keyof typeof staffRefusalParams>;

/** Every reason code, in the order of errorReasonParams. */
export const errorReasonCodes = Object.keys(errorReasonParams) as ErrorReasonCode[];

/**
 * An error's reason with its values (those its code lists in errorReasonParams): `{ code: 'too_many_attempts', minutes: 12 }`,
 * `{ code: 'cancel_not_possible', status: 'delivered' }`.
 */
export interface ErrorReason {
  code: ErrorReasonCode;
  minutes?: number;
  seconds?: number;
  retryAfterMinutes?: number;
  count?: number;
  tries?: number;
  triesLeft?: number;
  days?: number;
  maxEntries?: number;
  /** A calendar date in India, YYYY-MM-DD. */
  date?: string;
  /** A lifecycle status code (domain/lifecycle.ts). */
  status?: string;
  /** Catalogue ids of the order lines a refusal names (domain/catalogue/products.ts). */
  productIds?: string[];
  /** With `reference_locked`: the owner can have a code e-mailed to open the reference (contracts/track-unlock.ts). */
  canRequestCode?: boolean;
}

/**
 * Every error answer: `{"error": {"code", "message", "reason"?, "fields"?}}` (docs/architecture/api.md). Pages show
 * `code`, `reason` and `fields` through the message catalog of their language; `message` is English, for API clients
 * and logs, and never shown to a shopper.
 */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; reason?: ErrorReason; fields?: FieldErrors };
  /** With a staff API 409: the record as it is now, so the console can show what changed (docs/architecture/staff-api.md). */
  current?: unknown;
  /** With a stale status change's 409: who made the record's last change and when (contracts/staff-api.ts LastChange). */
  lastChange?: unknown;
  /** With a staff 409 on a prescription another pharmacist is reviewing: their claim (contracts/staff-api.ts QueueRowClaim). */
  claim?: unknown;
  /** With a /track order action's 409 (cancel, return): the order's current status code. */
  status?: string;
  /** With a checkout's 409 PRICE_CHANGED: each line whose unit price changed since the cart showed it (paise). */
  priceChanges?: PriceChangedLine[];
  /** With a checkout's 409 OUT_OF_STOCK: each line the shelf cannot fill, with how many can still be bought. */
  shortLines?: ShortLine[];
  /** With a staff erasure's 409 while orders that hold it are open: their references and statuses (contracts/privacy-requests.ts DependentOrder). */
  openOrders?: unknown;
}

/** 201 of POST /api/submit-form/: the shopper-facing reference (RX-/ORD-/MSG-…) and the ISO 8601 creation time (UTC). */
export interface SubmitAnswer {
  reference: string;
  createdAt: string;
}

/**
 * 200 of GET /api/staff/records/<reference>/file-content: a prescription file's bytes for the staff console's PDF
 * viewer (pdf.js), base64-encoded; at most 4 MiB of bytes (docs/decisions/0015-pdfjs-canvas-viewer.md).
 */
export interface FileContentAnswer {
  contentType: string;
  /** Length of the decoded file, bytes. */
  bytes: number;
  base64: string;
}

/** A stored comment as GET /api/comments/ and POST /api/post-comment/ return it. Plain text, rendered as text only. */
export interface Comment {
  id: string;
  /** The article slug (contracts/articles.ts). */
  post: string;
  name: string;
  comment: string;
  /** ISO 8601 timestamp (UTC). */
  createdAt: string;
}

/**
 * The answer of POST /api/post-comment/: 201 with `status: 'published'` for a comment listed at once, or 202 with
 * `status: 'held'` for one that waits for review (it contains a link, or its sender is over the hourly limit) and is
 * not listed until staff publish it.
 */
export interface PostedComment extends Comment {
  status: 'published' | 'held';
}

/** 200 of GET /api/comments/?post=…: one page (up to 100) oldest first; `nextCursor` is present when more follow. */
export interface CommentsPage {
  comments: Comment[];
  nextCursor?: string;
}
