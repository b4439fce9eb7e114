/**
 * What the API and the browser forms say about a field: a problem code with the values its message needs, never a
 * sentence (docs/decisions/0020-codes-not-sentences.md). The words live in the message catalog of each language
 * (web/src/lib/form-kit/problem-texts.ts). Kept free of zod, so the browser's catalog of their texts can name the codes
 * without downloading the schemas.
 */

import type { ServedStateCode } from '../domain/content/served-pin-codes';
import type { UploadedFileKind } from '../domain/upload-file-rules';

/**
 * Every field problem code, with the values each carries (the names of its parameters, all numbers except where
 * noted). One constant, so the tests can walk every code through both catalogs.
 * - `max`, `min`: a length bound in characters (UTF-16 code units) for `too_long`/`too_short`, a number's bound for
 *   `above_max`/`below_min`, the units on the shelf for `above_stock` (a quantity over them), or a count;
 * - `line`: a 1-based line of the checkout's items; `fields`, `product`, `allowed`, `type`: short texts (ids, names);
 * - `pin`: a 6-digit PIN code (domain/delivery-area.ts); `stateCode`: the GST state code of a served state;
 * - `file`: domain/upload-file-rules.ts UploadedFileKind; `maxBytes`: a size in bytes; `limitPaise`: an amount in paise.
 */
export const fieldProblemParams = {
  // Any field
  required: [],
  invalid: [],
  too_long: ['max'],
  too_short: ['min'],
  above_max: ['max'],
  above_stock: ['max'],
  below_min: ['min'],
  too_many_items: ['max'],
  one_of: ['allowed'],
  unknown_field: [],
  sent_twice: [],
  unexpected_file: [],
  too_many_files: ['max'],
  too_large: ['maxBytes'],
  // contracts/forms/fields.ts and the contact, comment and prescription forms
  name_required: [],
  email_invalid: [],
  mobile_invalid: [],
  phone_invalid: [],
  patient_name_required: [],
  city_unlisted: [],
  complete_address_required: [],
  medicine_required: [],
  consent_required: [],
  consent_version_unknown: [],
  unknown_article: [],
  // contracts/forms/checkout-form.ts
  full_name_required: [],
  delivery_address_required: [],
  country_required: [],
  state_required: [],
  city_required: [],
  pin_invalid: [],
  pin_not_served: ['pin'],
  state_not_pin_state: ['pin', 'stateCode'],
  substitution_invalid: [],
  payment_invalid: [],
  cod_over_limit: ['limitPaise'],
  upi_id_invalid: [],
  cart_empty: [],
  items_missing: [],
  items_too_long: [],
  items_not_json: [],
  items_not_list: [],
  too_many_products: ['max'],
  line_invalid: ['line', 'max'],
  line_unexpected_fields: ['line', 'fields'],
  unknown_product: ['product'],
  product_repeated: ['product'],
  prescription_needed: [],
  prescription_not_needed: [],
  schedule_x_not_sold: ['product'],
  substitution_prescription_only: [],
  // An uploaded file (domain/upload-file-rules.ts): the server's answers and the browser's checks before sending
  file_help: ['file', 'maxBytes'],
  file_missing: ['file'],
  file_disguised: ['file', 'type'],
  file_content_refused: ['file'],
  file_too_many_pixels: ['file'],
  file_empty: ['file'],
  file_choose_type: ['file'],
  file_unreadable_photo: ['file'],
  file_photo_too_large: ['file'],
  file_pdf_too_large: ['file'],
  // /track's forms: the lookup pair (contracts/track.ts), order actions (contracts/order-service.ts), privacy
  // (contracts/privacy-requests.ts), refill reminders (contracts/refill-reminders.ts)
  reference_required: [],
  cancel_reason_required: [],
  return_reason_required: [],
  erase_confirm_required: [],
  email_code_wrong: [],
  email_code_format: [],
  not_an_order: [],
  not_a_message: [],
  reminder_consent_required: [],
  reminder_days_invalid: [],
  // Staff forms (English only)
  date_required: [],
  reason_required: [],
  reason_not_taken: [],
  note_required: [],
  status_change_refused: [],
  search_invalid: ['min', 'max'],
  upload_unknown: ['max'],
  answer_required: [],
  correction_details_required: [],
  done_note_required: [],
  not_correctable: [],
  nothing_changed: [],
  not_a_prescription: [],
  // A verification's prescription record (contracts/prescriber.ts, functions/staff-api/prescription-check.ts)
  prescriber_required: [],
  prescriber_name_required: [],
  prescriber_registration_invalid: [],
  prescriber_address_required: [],
  prescribed_on_invalid: [],
  prescription_too_old: [],
  prescription_dated_future: [],
  names_composition_required: [],
  prescription_lines_missing: ['fields'],
  // A dispatch's courier and tracking number, a delivery's receiver (contracts/fulfilment.ts)
  courier_required: [],
  awb_invalid: [],
  received_by_required: [],
  // A logged call (contracts/call-log.ts, functions/staff-api/call-log.ts)
  call_back_required: [],
  call_back_in_past: [],
  call_back_too_far: ['max'],
  call_back_not_taken: [],
} as const satisfies Record<string, readonly string[]>;

/** A field problem's code, e.g. 'email_invalid'. */
export type FieldProblemCode = keyof typeof fieldProblemParams;

/** Every field problem code, in the order of fieldProblemParams. */
export const fieldProblemCodes = Object.keys(fieldProblemParams) as FieldProblemCode[];

/** The values a problem's message needs (only those its code names in fieldProblemParams are set). */
export interface FieldProblemValues {
  max?: number;
  min?: number;
  line?: number;
  maxBytes?: number;
  /** An amount in integer paise (the COD limit). */
  limitPaise?: number;
  allowed?: string;
  fields?: string;
  product?: string;
  type?: string;
  /** Six digits, e.g. '400001'. */
  pin?: string;
  /** The GST state code of a state the pharmacy delivers to ('07', '09', '06'): the page names the state. */
  stateCode?: ServedStateCode;
  file?: UploadedFileKind;
}

/** One field's problem as the API sends it under `error.fields` and the forms show it: `{ code: 'too_long', max: 100 }`. */
export type FieldProblem = { code: FieldProblemCode } & FieldProblemValues;

/** Field name → its problem: the API's `error.fields` (contracts/api.ts) and the forms' inline errors. */
export type FieldErrors = Record<string, FieldProblem>;

/**
 * True when `value` is a field problem code.
 * @param value any text, e.g. a zod issue's message (the schemas of contracts/forms use codes as their messages)
 */
export function isFieldProblemCode(value: unknown): value is FieldProblemCode {
  return typeof value === 'string' && Object.hasOwn(fieldProblemParams, value);
}
