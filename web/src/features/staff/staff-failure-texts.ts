import type { ErrorReason } from '@contracts/api';
import type { StaffRefusalCode } from '@contracts/staff-refusals';
import { productById } from '@domain/catalogue/catalogue';
import { ApiError } from '../../lib/api-client';
import { apiErrorText, reasonValues } from '../../lib/api-messages/api-messages';
import { statusLabel } from './staff-paths';

/*
 * The console's words for a failed staff API call, from the answer's codes (docs/decisions/0020-codes-not-sentences.md):
 * the staff API's own refusals from the table below, any other reason and error code from the catalog of the API's
 * codes in English (lib/api-messages, loaded by StaffLayout and useStaffApi). The server's English `message` is for
 * logs and the staff CLI; the console never shows it. The console is English only, so this table is plain English.
 */

/** What a malware scan that is over without a clean result means for staff (contracts/deployment/malware-scan.ts). */
const unscannedWords: Readonly<Record<string, string>> = {
  FAILED: 'The malware scan of this file failed, so it cannot be opened. Ask an administrator to rescan it.',
  ACCESS_DENIED: 'The malware scanner could not read this file, so it cannot be opened. Ask an administrator to check the scan set-up.',
  UNSUPPORTED: 'The malware scanner could not check this kind of file, so it cannot be opened. Ask the shopper for a new photo or PDF.',
  UNREADABLE: "This file's malware-scan result could not be read, so it cannot be opened. Try again, or ask an administrator.",
};

/** The lines a refusal names, by their catalogue names (the id itself for a product the catalogue no longer holds). */
function productNames(productIds: readonly string[]): string {
  return productIds.map((id) => productById(id)?.name ?? id).join(', ');
}

/** Each refusal of the staff API (contracts/staff-refusals.ts), from its values (all present: reasonValues). */
export const staffRefusalTexts: Readonly<Record<StaffRefusalCode, (reason: Required<ErrorReason>) => string>> = {
  record_changed: ({ status }) => `Someone else changed this record: it is now “${statusLabel(status)}”. Here is the current version.`,
  claim_held: () => 'Another pharmacist is reviewing this prescription. Here is the current record.',
  claim_not_in_review: () => 'This prescription is not in review.',
  claim_already_yours: () => 'You already hold this review.',
  privacy_request_missing: () => 'This record has no such privacy request.',
  privacy_request_done: () => 'This privacy request is already marked as done. Here is the current record.',
  erasure_order_record: () =>
    'An order is a record of sale and is not erased from here: cancel it if it has not been dispatched, or keep it as long as the law requires, then mark the request as done.',
  erasure_orders_open: ({ count }) =>
    count === 1
      ? 'Not erased: an order that depends on it is still open. Cancel or complete it first.'
      : `Not erased: ${count} orders that depend on it are still open. Cancel or complete them first.`,
  refund_orders_only: () => 'Only an order has a refund.',
  refund_already_paid: () => 'This refund is already marked paid.',
  refund_none: () => 'This order has no refund to pay.',
  cash_orders_only: () => 'Only an order is paid in cash on delivery.',
  cash_not_at_delivery: ({ status }) =>
    `Cash is marked collected once the order is dispatched or delivered; it is now “${statusLabel(status)}”.`,
  cash_not_collected: () =>
    'Mark the cash collected first (Payment, on this page): a cash-on-delivery order is delivered once its cash is in.',
  answer_messages_only: () => 'Only a message takes an answer.',
  comment_missing: () => 'There is no comment waiting for review with this id.',
  comment_decided: ({ status }) =>
    status === 'published'
      ? 'This comment has already been published. Here is how it is now.'
      : 'This comment has already been hidden. Here is how it is now.',
  comment_changed: () => 'Someone else changed this comment. Here is how it is now.',
  no_prescription_file: () => 'This record has no prescription file.',
  no_return_photo: () => 'This order has no return photo.',
  file_gone: () => 'The file is no longer stored.',
  file_too_large_to_show: () => 'This file is too large to show in the console; download it with the staff CLI.',
  file_scan_pending: () =>
    'This file is still being scanned for malware, which usually takes a few seconds after the upload. Try again in a few seconds.',
  file_threat_found: () =>
    'The malware scan found a threat in this file, so it cannot be opened. Reject the prescription and ask the shopper for a new photo or PDF.',
  shelf_missing: () => 'This product has no shelf entry yet. Ask an administrator to seed the shelf.',
  shelf_changed: () => 'Someone else changed this product first. Here is the current version; check it and try again.',
  price_above_mrp: () => 'The selling price may not be above the MRP.',
  write_off_above_stock: ({ count }) => `You can write off at most ${count} (what is on the shelf).`,
  shelf_change_empty: () => 'Nothing to save: change the price, MRP, stock or state first.',
  batch_missing: ({ productIds }) => `Enter the batch number and expiry of each line before packing: ${productNames(productIds)}.`,
  manufacturer_missing: ({ productIds }) =>
    `Enter the manufacturer printed on the pack of each generic prescription medicine before packing: ${productNames(productIds)}.`,
  batch_expired: ({ productIds }) =>
    `Not packed: the batch entered has already expired, so pack from another batch: ${productNames(productIds)}.`,
  batch_expires_soon: ({ productIds }) =>
    `Not packed: these lines expire within 3 months, so pick a later batch: ${productNames(productIds)}.`,
  batch_not_in_order: ({ productIds }) => `Not packed: these lines are not in this order: ${productNames(productIds)}.`,
  file_not_scanned: ({ status }) =>
    unscannedWords[status] ?? 'The malware scan of this file is over without a clean result, so it cannot be opened.',
  calls_prescriptions_only: () => 'Only a prescription has a call to the shopper.',
  no_call_task: () => 'This prescription has no call to make (it was uploaded before calls were logged, or it is erased).',
  call_done: () => 'The shopper has already been reached. Here is the current record.',
  session_origin_refused: () => 'Open the staff console at its own address to sign in.',
  session_header_missing: () => 'This request did not come from the staff console. Reload the console and sign in.',
  session_missing: () => 'You are signed out (or your 12-hour working day has ended). Sign in again.',
  session_invalid: () => 'Your session could not be renewed. Sign in again.',
  quote_prescriptions_only: () => 'Only an uploaded prescription (RX-…) takes a quote.',
  quote_needs_verified: ({ status }) => `Verify the prescription before sending a quote: it is now “${statusLabel(status)}”.`,
  quote_products_unavailable: ({ productIds }) =>
    `Not sent: these products cannot be sold now (discontinued or held out of stock): ${productNames(productIds)}.`,
  quote_over_stock: ({ productIds }) =>
    `Not sent: the shelf holds fewer than the quantity asked of ${productNames(productIds)}. Lower the quantity marked on each line.`,
};

/**
 * Plain words for a failed staff API call: the staff API's own refusal by its reason code, else the reason or error
 * code in the catalog of the API's codes; 403 says what to do; anything not an answer of the API is a generic retry.
 * @param error what the call threw (StaffApiError, or any Error)
 */
export function failureText(error: Error): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const reason = error.reason;
  if (reason && Object.hasOwn(staffRefusalTexts, reason.code))
    return staffRefusalTexts[reason.code as StaffRefusalCode](reasonValues(reason));
  if (error.status === 403) return 'Your role may not open this. Ask a pharmacist or an administrator if you need it.';
  return apiErrorText(error.code, reason);
}
