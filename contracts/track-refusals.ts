/**
 * The refusals of /track's own endpoints (the e-mailed codes, the lock of a reference, the correction request of
 * /api/privacy, an order's cancel and return of /api/track): a reason code and the values its sentence needs, sent as `error.reason`
 * (contracts/api.ts ErrorReason) beside the English `message` for logs. Only /track shows them, so /track's catalog
 * words them (web/src/features/track/track-texts.ts trackRefusalTexts, a Record over these codes: a new code does not
 * compile without its words). docs/decisions/0020-codes-not-sentences.md; docs/architecture/self-service-api.md.
 *
 * Values: `triesLeft`, `tries`, `count` whole numbers; `seconds` and `retryAfterMinutes` whole seconds / minutes to
 * wait; `minutes` a code's whole minutes of validity; `status` a lifecycle status code (domain/lifecycle.ts);
 * `date` a calendar date in India (YYYY-MM-DD) and `days` whole days.
 */
export const trackRefusalParams = {
  // An e-mailed one-time code (functions/data/email-codes.ts): the erasure code, and the code that opens a locked reference.
  email_code_wrong: ['triesLeft'], // 400 CODE_WRONG: not the code e-mailed; `triesLeft` (≥ 1) tries remain
  email_code_used_up: ['tries'], // 410 CODE_USED_UP: entered wrongly `tries` times; ask for a new code
  email_code_expired: ['minutes'], // 410 CODE_EXPIRED: past its `minutes` of validity; ask for a new code
  email_code_none: [], // 410 CODE_EXPIRED: no code waiting (used, replaced by a newer one, or never sent)
  reference_locked: ['minutes'], // 429 THROTTLED: failures from many clients locked the reference for `minutes`; its owner can ask for a code by e-mail (POST /api/track/code)
  erasure_code_no_email: [], // 409 NO_EMAIL: no address to send a code to; the grievance officer erases on request
  erasure_code_sent_recently: ['seconds'], // 429 THROTTLED: a code went out a moment ago; ask again in `seconds`
  erasure_code_daily_limit: ['count', 'retryAfterMinutes'], // 429 THROTTLED: `count` codes today; ask again in `retryAfterMinutes`
  erasure_not_here: [], // 409 CONFLICT: the record's status takes no erasure from /track; the grievance officer helps
  corrections_open: [], // 409 CONFLICT: several correction requests are open already
  reupload_not_refused: [], // 409 CONFLICT: only a prescription that was not accepted takes a new file
  cancel_after_dispatch: [], // 409 CONFLICT: on its way; return it after delivery
  cancel_not_possible: ['status'], // 409 CONFLICT: the order's `status` takes no cancellation
  order_changed: [], // 409 CONFLICT: the order changed since the page showed it (a stale `version`)
  return_not_delivered: [], // 409 CONFLICT: a return is asked for once the order is delivered
  return_already_requested: [], // 409 CONFLICT: a return was asked for already
  return_window_closed: ['date', 'days'], // 409 CONFLICT: returns closed on `date`, `days` days after delivery
  return_photos_paused: [], // 503 UPLOADS_PAUSED: the day's upload budget is spent; send the return without the photo
  thread_changed: [], // 409 CONFLICT: support added to the conversation while the shopper wrote; the reply is kept
  message_erased: [], // 410 GONE: a message deleted at the shopper's request takes no reply
  message_reply_closed: ['date'], // 409 CONFLICT: the message is deleted on `date` (domain/retention.ts), too soon for support to answer a reply
  quote_expired: [], // 410 QUOTE_EXPIRED: the quote was not accepted within 48 hours
  quote_not_open: ['status'], // 409 CONFLICT: the order (now `status`) no longer waits for an accept or decline
} as const satisfies Record<string, readonly string[]>;

/** A reason code of trackRefusalParams. */
export type TrackRefusalCode = keyof typeof trackRefusalParams;

/** Every refusal code of /track's endpoints, in the order of trackRefusalParams. */
export const trackRefusalCodes = Object.keys(trackRefusalParams) as TrackRefusalCode[];
