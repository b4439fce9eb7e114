/**
 * The refusals of the staff API (docs/architecture/staff-api.md) that need more than their error code: a reason code and
 * the values its sentence needs, sent as `error.reason` (contracts/api.ts ErrorReason) beside the English `message`
 * for logs and the staff CLI. The console words them from its own table (web/src/features/staff/staff-failure-texts.ts
 * staffRefusalTexts, a Record over these codes: a new code does not compile without its words); the console is English
 * only, so these are not in the shoppers' catalogs (docs/decisions/0020-codes-not-sentences.md).
 *
 * Values: `status` a lifecycle status code (domain/lifecycle.ts), a comment's moderation state or a malware scan's
 * result (contracts/deployment/malware-scan.ts); `count` a whole number; `productIds` catalogue ids of an order's lines.
 */
export const staffRefusalParams = {
  record_changed: ['status'], // 409: someone else changed the record; body.current is it now, `status` its status
  claim_held: [], // 409: another pharmacist is reviewing the prescription; body.claim says who and since when
  claim_not_in_review: [], // 409: only a prescription in review is claimed
  claim_already_yours: [], // 409: the caller holds the review already
  privacy_request_missing: [], // 404: the record has no privacy request with this id
  privacy_request_done: [], // 409: the privacy request is marked done already
  erasure_order_record: [], // 409: an order is a record of sale: cancelled or kept, never erased from the console
  erasure_orders_open: ['count'], // 409: `count` orders that hold the erasure are open; body.openOrders names them
  refund_orders_only: [], // 400: only an order has a refund
  refund_already_paid: [], // 409: the refund is marked paid already
  refund_none: [], // 409: the order has no refund to pay
  cash_orders_only: [], // 400: only an order is paid in cash on delivery
  cash_not_at_delivery: ['status'], // 409: cash is marked collected only at or after delivery (domain/payment.ts cashCollectionStatuses); `status` the order's
  cash_not_collected: [], // 409: a cash-on-delivery order is marked delivered only once its cash is marked collected (cash-collected)
  answer_messages_only: [], // 400: only a message takes an answer
  comment_missing: [], // 404: no comment waits for review with this id
  comment_decided: ['status'], // 409: the comment was published or hidden already (`status`); body.current is it now
  comment_changed: [], // 409: someone else changed the comment; body.current is it now
  no_prescription_file: [], // 404: the record has no prescription file
  no_return_photo: [], // 404: the order has no return photo
  file_gone: [], // 404: the file is no longer stored
  file_too_large_to_show: [], // 413: larger than the console's viewer takes; the staff CLI downloads it
  file_scan_pending: [], // 409 FILE_SCAN_PENDING: the malware scan has not tagged the file yet; ask again (Retry-After)
  file_threat_found: [], // 423 FILE_QUARANTINED: the malware scan found a threat
  shelf_missing: [], // 404: the product has no shelf item (not seeded yet, or no such product)
  shelf_changed: [], // 409: someone else changed the shelf item first; body.current is it now, body.lastChange who and when
  price_above_mrp: [], // 400: the selling price would be above the MRP (fields names pricePaise or mrpPaise)
  write_off_above_stock: ['count'], // 400: a write-off of more packs than the `count` on the shelf
  shelf_change_empty: [], // 400: a change that changes nothing, or sets `stock` and `stockChange` at once
  batch_missing: ['productIds'], // 400: packing needs a batch and expiry for each of the order's lines; `productIds` the lines without
  manufacturer_missing: ['productIds'], // 400: these generic Schedule H lines need the manufacturer printed on the pack (Drugs Rules 1945, r.65(3)(1)(f))
  batch_expired: ['productIds'], // 400: these lines name a batch whose expiry month is over (domain/batch-expiry.ts hasExpired); `productIds` names them
  batch_expires_soon: ['productIds'], // 400: these lines expire within 3 months (domain/batch-expiry.ts); `productIds` names them
  batch_not_in_order: ['productIds'], // 400: these packed lines name products the order does not hold
  file_not_scanned: ['status'], // 409 FILE_NOT_SCANNED: the scan is over without a clean result (`status`: FAILED, ACCESS_DENIED, UNSUPPORTED, UNREADABLE)
  calls_prescriptions_only: [], // 400: only a prescription (RX-) carries a call task
  no_call_task: [], // 409: the prescription has no call task (stored before call tasks, or erased)
  call_done: [], // 409: the shopper was reached already; body.current is the record
  session_origin_refused: [], // 403 FORBIDDEN: a session request from another origin than the console's (contracts/staff-session.ts)
  session_header_missing: [], // 403 FORBIDDEN: a session request without the console's custom header
  session_missing: [], // 401 UNAUTHORIZED: no session cookie (never signed in here, signed out, or 12 h over)
  session_invalid: [], // 401 UNAUTHORIZED: a session cookie that does not decrypt, has expired, or whose refresh token Cognito refuses
  quote_prescriptions_only: [], // 400: only an uploaded prescription (RX-…) takes a quote
  quote_needs_verified: ['status'], // 409: a quote is built only on a verified prescription; `status` the prescription's now
  quote_products_unavailable: ['productIds'], // 409: these products are discontinued, held out of stock or not on the shelf
  quote_over_stock: ['productIds'], // 409: these lines ask for more than the shelf holds; error.fields `lines.<i>.quantity` `above_stock` gives each line's stock (`max`)
} as const satisfies Record<string, readonly string[]>;

/** A reason code of staffRefusalParams. */
export type StaffRefusalCode = keyof typeof staffRefusalParams;

/** Every refusal code of the staff API, in the order of staffRefusalParams. */
export const staffRefusalCodes = Object.keys(staffRefusalParams) as StaffRefusalCode[];
