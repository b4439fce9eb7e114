import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { ErrorReason, SharedReasonCode } from '@contracts/api';
import type { FieldProblem, FieldProblemCode } from '@contracts/field-problems';
import type { ServedStateCode } from '@domain/content/served-pin-codes';
import { formatBytes } from '@domain/format-bytes';
import { formatMoney } from '@domain/money';
import type { ClientErrorCode } from '../client-error-code';

/*
 * The words of the API's codes (contracts/api.ts error codes and reasons, contracts/field-problems.ts field problems)
 * and of the browser forms' own problems, which are the same codes: one table per code, written once in English here
 * and translated in this folder's catalog (docs/decisions/0020-codes-not-sentences.md). Nothing English from the API
 * is ever shown or parsed: a page shows `error.code`, `error.reason` and `error.fields` through these tables.
 */

/** The states the pharmacy delivers to, by GST state code (domain/content/served-pin-codes.ts servedCities). */
export const servedStateNames: Readonly<Record<ServedStateCode, MessageDescriptor>> = {
  '07': msg`Delhi`,
  '09': msg`Uttar Pradesh`,
  '06': msg`Haryana`,
};

/**
 * A field problem's values as its message reads them (all present: a missing one reads as an empty text), but the state
 * code, which has no empty value.
 */
type ProblemValues = Required<Omit<FieldProblem, 'code' | 'stateCode'>> & Pick<FieldProblem, 'stateCode'>;

/** Each field problem's message, built from its values (contracts/field-problems.ts fieldProblemParams). */
export const fieldProblemTexts: Readonly<Record<FieldProblemCode, (values: ProblemValues) => MessageDescriptor>> = {
  required: () => msg`This field is required`,
  invalid: () => msg`Please check this field`,
  too_long: ({ max }) => msg`Must be at most ${max} characters`,
  too_short: ({ min }) => msg`Must be at least ${min} characters`,
  above_max: ({ max }) => msg`Must be ${max} or less`,
  above_stock: ({ max }) => msg`Only ${max} in stock: lower the quantity`,
  below_min: ({ min }) => msg`Must be ${min} or more`,
  too_many_items: ({ max }) => msg`Choose at most ${max}`,
  one_of: ({ allowed }) => msg`Must be one of: ${allowed}`,
  unknown_field: () => msg`Unknown field`,
  sent_twice: () => msg`Sent more than once`,
  unexpected_file: () => msg`No file can be attached here`,
  too_many_files: ({ max }) => msg`Attach at most ${max} files`,
  too_large: ({ maxBytes }) => {
    const size = formatBytes(maxBytes);
    return msg`Must be at most ${size}`;
  },
  name_required: () => msg`Name is required`,
  email_invalid: () => msg`Please enter a valid email address`,
  mobile_invalid: () => msg`Please enter a valid mobile number`,
  phone_invalid: () => msg`Enter a 10-digit mobile number starting with 6, 7, 8 or 9, e.g. +91 98765 43210`,
  patient_name_required: () => msg`Enter the patient's name`,
  city_unlisted: () => msg`Choose one of the listed cities`,
  complete_address_required: () => msg`Enter the complete delivery address`,
  medicine_required: () => msg`Enter the medicine or product name`,
  consent_required: () => msg`Please agree to the consent notice to send your prescription`,
  consent_version_unknown: () => msg`Unknown consent notice version: please reload the page and agree to the notice again`,
  unknown_article: () => msg`Unknown article`,
  full_name_required: () => msg`Enter your full name`,
  delivery_address_required: () => msg`Enter the full delivery address`,
  country_required: () => msg`Enter the country`,
  state_required: () => msg`Enter the state`,
  city_required: () => msg`Enter the city`,
  pin_invalid: () => msg`Enter the 6-digit PIN code, e.g. 110024`,
  pin_not_served: ({ pin }) => msg`We don't deliver to ${pin} yet`,
  state_not_pin_state: ({ pin, stateCode }) => {
    const state = stateCode ? say(servedStateNames[stateCode]) : '';
    return msg`PIN code ${pin} is in ${state}: please check the state or the PIN code`;
  },
  substitution_invalid: () => msg`Choose whether we may offer an equivalent medicine`,
  payment_invalid: () => msg`Choose how you want to pay`,
  cod_over_limit: ({ limitPaise }) => {
    const limit = formatMoney(limitPaise);
    return msg`Cash on delivery is available for orders up to ${limit}. Please pay by UPI or card.`;
  },
  upi_id_invalid: () => msg`Enter a UPI ID such as name@bank`,
  cart_empty: () => msg`Your cart is empty`,
  items_missing: () => msg`Items are missing`,
  items_too_long: () => msg`Items are too long`,
  items_not_json: () => msg`Items must be JSON`,
  items_not_list: () => msg`Items must be a list of products and quantities`,
  too_many_products: ({ max }) => msg`An order may hold at most ${max} different products`,
  line_invalid: ({ line, max }) => msg`Line ${line} needs a product id and a whole quantity from 1 to ${max}`,
  line_unexpected_fields: ({ line, fields }) => msg`Line ${line} has unexpected fields (${fields}): send only id and quantity`,
  unknown_product: ({ product }) => msg`Unknown product: ${product}`,
  product_repeated: ({ product }) => msg`Product ${product} appears more than once`,
  prescription_needed: () => msg`Attach the prescription (PNG, JPEG or PDF) for the prescription-only medicines`,
  prescription_not_needed: () => msg`Not needed for these items: please remove the file`,
  schedule_x_not_sold: ({ product }) => msg`${product} is a Schedule X medicine, which we never sell online: please remove it`,
  substitution_prescription_only: () =>
    msg`Prescription medicines are supplied as your doctor prescribed them: an equivalent can be offered only for medicines sold without a prescription`,
  file_help: ({ file, maxBytes }) => {
    const size = formatBytes(maxBytes);
    return file === 'photo'
      ? msg`Attach a JPEG or PNG photo of at most ${size}, or send the request without one`
      : msg`Attach the prescription as a PNG, JPEG or PDF file of at most ${size}`;
  },
  file_missing: ({ file }) =>
    file === 'photo' ? msg`The photo is empty.` : msg`Attach a photo (PNG or JPEG) or a PDF of your prescription`,
  file_disguised: ({ file, type }) =>
    file === 'photo'
      ? msg`This file is named like another type but is really a ${type}. Please choose the original photo.`
      : msg`This file is named like another type but is really a ${type}. Please choose the original photo or PDF.`,
  file_content_refused: ({ file }) =>
    file === 'photo' ? msg`The photo contains content we cannot accept.` : msg`The prescription file contains content we cannot accept.`,
  file_too_many_pixels: ({ file }) =>
    file === 'photo'
      ? msg`This photo has too many pixels to process; please send a smaller photo`
      : msg`This image has too many pixels to process; please send a smaller photo or a PDF`,
  file_empty: ({ file }) =>
    file === 'photo'
      ? msg`This file is empty. Please choose a photo of the item.`
      : msg`This file is empty. Please choose the photo or PDF of your prescription.`,
  file_choose_type: ({ file }) =>
    file === 'photo'
      ? msg`Please choose a JPEG or PNG photo of the item.`
      : msg`Please choose a PNG or JPEG photo, or a PDF, of your prescription.`,
  file_unreadable_photo: ({ file }) =>
    file === 'photo'
      ? msg`This photo could not be read. Please choose another photo.`
      : msg`This photo could not be read. Please choose another photo or a PDF.`,
  file_photo_too_large: ({ file }) =>
    file === 'photo'
      ? msg`This photo is too large even after shrinking it. Please take a smaller photo.`
      : msg`This photo is too large even after shrinking it. Please take a smaller photo or send a PDF.`,
  file_pdf_too_large: ({ file }) =>
    file === 'photo'
      ? msg`Please choose a JPEG or PNG photo of the item.`
      : msg`This PDF is larger than 4 MB. Please send a photo of the prescription instead, or a smaller PDF.`,
  reference_required: () => msg`Enter the reference number, e.g. RX-20261121-7K3F9QAZ`,
  cancel_reason_required: () => msg`Choose why you are cancelling.`,
  return_reason_required: () => msg`Choose why you are returning it.`,
  erase_confirm_required: () => msg`Confirm that you want your data deleted`,
  email_code_wrong: () => msg`That is not the code we sent.`,
  // ERASURE_CODE_DIGITS of contracts/privacy-requests.ts, written out: that module's schemas stay out of this chunk.
  email_code_format: () => msg`Enter the 6-digit code from the e-mail`,
  not_an_order: () => msg`Enter the ORD- reference of an order`,
  not_a_message: () => msg`Enter the MSG- reference of a message`,
  reminder_consent_required: () => msg`Tick the box to let us use your e-mail address for this reminder.`,
  reminder_days_invalid: () => msg`Choose 15, 30 or 60 days.`,
  not_a_prescription: () => msg`Enter the RX- reference of the prescription`,
  prescriber_required: () => msg`Enter the prescription's details: the doctor, their registration and the date`,
  prescriber_name_required: () => msg`Enter the doctor's name as written on the prescription`,
  prescriber_registration_invalid: () => msg`Enter the council and registration number, such as DMC/R/12345`,
  prescriber_address_required: () => msg`Enter the doctor's clinic or hospital address as written on the prescription`,
  prescribed_on_invalid: () => msg`Enter the date written on the prescription`,
  prescription_too_old: () => msg`This prescription is more than six months old and cannot be accepted`,
  prescription_dated_future: () => msg`The prescription date cannot be later than today`,
  names_composition_required: () => msg`Say whether the prescription names the brand or only the composition`,
  prescription_lines_missing: ({ fields }) => msg`Tick every prescription medicine that is on the prescription: ${fields}`,
  courier_required: () => msg`Choose the courier`,
  awb_invalid: () => msg`Enter the tracking number (AWB): 6 to 30 letters, digits or hyphens`,
  received_by_required: () => msg`Enter the name of the person who received it`,
  call_back_required: () => msg`Choose the date and time to call back.`,
  call_back_in_past: () => msg`Choose a call-back time later than now.`,
  call_back_too_far: ({ max: days }) => msg`Choose a call-back time within ${days} days.`,
  call_back_not_taken: () => msg`A call-back time goes only with “Call back later”.`,
  correction_details_required: () => msg`Tell us which detail is wrong and what it should be`,
  answer_required: () => msg`Write your message`,
  date_required: () => msg`Choose a date.`,
  reason_required: () => msg`Choose a reason.`,
  reason_not_taken: () => msg`This change takes no reason.`,
  note_required: () => msg`Explain the reason in the note.`,
  status_change_refused: () => msg`This change cannot be made now.`,
  search_invalid: ({ min, max }) => msg`Type ${min} to ${max} characters: a reference, a name, an e-mail address or a phone number`,
  upload_unknown: ({ max }) => msg`Choose one of this record's uploads (0 to ${max}).`,
  done_note_required: () => msg`Say what was done`,
  not_correctable: () => msg`This record has no such field to correct`,
  nothing_changed: () => msg`Change at least one field: these values are already on the record.`,
};

/** An error reason's values as its message reads them (all present: a missing one reads as 0 or an empty text). */
type ReasonValues = Required<ErrorReason>;

/**
 * Each error reason's message (contracts/api.ts errorReasonParams), but /track's own refusals (contracts/track-refusals.ts),
 * which /track's catalog words (features/track/track-texts.ts trackRefusalTexts).
 */
export const errorReasonTexts: Readonly<Record<SharedReasonCode, (reason: ReasonValues) => MessageDescriptor>> = {
  track_not_found: () => msg`We could not find a request with these details.`,
  record_not_found: () => msg`There is no record with this reference.`,
  article_not_found: () => msg`There is no article with that name.`,
  too_many_attempts: ({ minutes: count }) => msg`Too many attempts for this reference. Please try again in ${count} minutes.`,
  request_still_running: () => msg`The same request is still being processed. Please wait a moment.`,
  request_changed: () => msg`This request changed while we were working on it. Please track it again and retry.`,
  prescription_needed: () => msg`An item in this order needs a prescription.`,
  reminder_needs_delivery: () => msg`A refill reminder can be set once your order is delivered.`,
  reminder_needs_email: () => msg`This order has no e-mail address to send a reminder to.`,
  reminder_orders_only: () => msg`Only an order (ORD-…) can have a refill reminder.`,
  invoice_not_available: () => msg`A tax invoice is issued when the order is dispatched. Please check again then.`,
  invoice_orders_only: () => msg`Tax invoices are issued for orders only (references starting with ORD-).`,
  message_thread_full: ({ maxEntries }) =>
    msg`This conversation has reached its limit of ${maxEntries} messages. Please send a new message from the contact page.`,
  cod_over_limit: () => msg`Cash on delivery is not available for an order this large. Please pay by UPI or card.`,
  payment_pending: () => msg`The payment for this order has not been received yet.`,
  payment_not_received: () => msg`This order was never paid, so there is nothing to refund.`,
  payment_state_conflict: () => msg`This payment step has already been done or no longer applies.`,
  payment_method_mismatch: () => msg`This payment step does not apply to how this order is paid.`,
};

/** Every value of a reason, present: 0 or '' where the answer carried none. */
const noValues: Omit<ReasonValues, 'code'> = {
  minutes: 0,
  seconds: 0,
  retryAfterMinutes: 0,
  count: 0,
  tries: 0,
  triesLeft: 0,
  days: 0,
  maxEntries: 0,
  date: '',
  status: '',
  productIds: [],
  canRequestCode: false,
};

/**
 * A reason's values with every one present (noValues for those the answer did not carry), for a message to read.
 * @param reason `error.reason` of an answer
 */
export function reasonValues(reason: ErrorReason): ReasonValues {
  return { ...noValues, ...reason };
}

/** Each error code's message, shown when the answer carries no reason (contracts/api.ts apiErrorCodes, and the client's own). */
export const errorCodeTexts: Readonly<Record<ClientErrorCode, MessageDescriptor>> = {
  VALIDATION: msg`Some details need attention: please check the marked fields.`,
  CODE_WRONG: msg`That is not the code we sent.`,
  UNAUTHORIZED: msg`Please sign in again.`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  NOT_FOUND: msg`We could not find what you asked for.`,
  METHOD_NOT_ALLOWED: msg`This address does not take this request.`,
  CONFLICT: msg`This request changed while we were working on it. Please track it again and retry.`,
  PRICE_CHANGED: msg`A price changed since you filled your cart. Please check the new prices before you pay.`,
  OUT_OF_STOCK: msg`We do not have enough of some items in your cart. Please change their quantity.`,
  IN_STOCK: msg`This product is back in stock: you can order it now.`,
  DISCONTINUED: msg`This product is no longer sold, so it will not be back.`,
  NO_EMAIL: msg`There is no e-mail address to send this to. Please contact us.`,
  CODE_EXPIRED: msg`That code no longer works. Please ask for a new code.`,
  CODE_USED_UP: msg`That code no longer works. Please ask for a new code.`,
  QUOTE_EXPIRED: msg`This order was not accepted within 48 hours, so it has expired.`,
  GONE: msg`This is no longer available.`,
  INVALID_TOKEN: msg`This unsubscribe link is not valid. Please use the link from the e-mail as it is.`,
  TOKEN_EXPIRED: msg`This unsubscribe link has expired. You can cancel the reminder on the tracking page.`,
  FILE_SCAN_PENDING: msg`The file is still being checked. Please try again in a moment.`,
  FILE_NOT_SCANNED: msg`The file could not be checked.`,
  PAYLOAD_TOO_LARGE: msg`The request is too large.`,
  IMAGE_TOO_LARGE: msg`This image has too many pixels to process; please send a smaller photo or a PDF`,
  FILE_QUARANTINED: msg`The file could not be checked.`,
  UNSUPPORTED_MEDIA_TYPE: msg`This file type cannot be accepted.`,
  MALFORMED_BODY: msg`The form data is malformed or incomplete.`,
  THROTTLED: msg`Too many attempts. Please wait a few minutes and try again.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  SERVICE_UNAVAILABLE: msg`Our service is having trouble right now. Please try again in a minute.`,
  UPLOADS_PAUSED: msg`Prescription uploads are paused because of unusually heavy use. They start again at 5:30 am India time (midnight UTC): please try again then, or call the pharmacy.`,
  NETWORK: msg`We could not reach Medvika. Check your internet connection and try again.`,
  TIMEOUT: msg`We could not reach Medvika. Check your internet connection and try again.`,
  ERROR: msg`Our service is having trouble right now. Please try again in a minute.`,
};

/** A descriptor in the page's language; its id until the catalog is loaded (a bug: a form loads it with its code). */
function say(descriptor: MessageDescriptor): string {
  return i18n._(descriptor);
}

/**
 * A field problem in the page's language, e.g. `{ code: 'too_long', max: 100 }` → 'Must be at most 100 characters'.
 * @param problem from the API's `error.fields` or a form's own checks (contracts/field-problems.ts)
 */
export function fieldProblemText(problem: FieldProblem): string {
  const values: ProblemValues = {
    max: 0,
    min: 0,
    line: 0,
    maxBytes: 0,
    limitPaise: 0,
    allowed: '',
    fields: '',
    product: '',
    type: '',
    pin: '',
    file: 'prescription',
    ...problem,
  };
  return say(fieldProblemTexts[problem.code](values));
}

/**
 * An API error in the page's language: its reason's message when this catalog words the reason, else its code's (a
 * reason of /track or the staff console is worded by their own tables: features/track/track-texts.ts,
 * features/staff/staff-failure-texts.ts).
 * @param code the error code (or the client's own: NETWORK, TIMEOUT, ERROR)
 * @param reason `error.reason` of the answer, if any
 */
export function apiErrorText(code: ClientErrorCode, reason?: ErrorReason): string {
  if (reason && Object.hasOwn(errorReasonTexts, reason.code))
    return say(errorReasonTexts[reason.code as SharedReasonCode](reasonValues(reason)));
  return say(errorCodeTexts[code] ?? errorCodeTexts.ERROR);
}
