import { msg } from '@lingui/core/macro';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { Locale } from '@contracts/locale';
import {
  checkoutMessages,
  CONSENT_MESSAGE,
  CONSENT_VERSION_MESSAGE,
  fieldMessages,
  TRACK_NOT_FOUND_MESSAGE,
} from '@contracts/forms/form-messages';
import { formatBytes } from '@domain/format-bytes';
import {
  PRESCRIPTION_FILE_HELP,
  PRESCRIPTION_FILE_MISSING,
  PRESCRIPTION_MAX_BYTES,
  prescriptionFileRules,
  returnPhotoRules,
} from '@domain/upload-file-rules';
import type { ClientErrorCode } from '../api-client';
import { setMessageTranslator } from '../form-kit/field-messages';

/*
 * The form and API messages are English and shared with the server (contracts/forms, the handlers' error bodies), so
 * they cannot be Lingui messages where they are written. This module maps each known English text to a descriptor
 * with the same English, so a Hindi page shows it in Hindi. English pages show the server's text untouched and never
 * load this module or its catalog: web/src/i18n/catalogs.ts loads both as the 'server-messages' pseudo-catalog of a
 * translated language only, and importing it installs the translation (form-kit/field-messages.ts localizeMessage,
 * the API client).
 */

/**
 * The table's own Lingui instance, which its catalog loads into: never the page's. Loading messages into the page's
 * instance changes Lingui's React context, and a change of context above a prerendered region that has not hydrated
 * yet makes React drop the region's HTML, and what was typed in it, to render it afresh
 * (docs/decisions/0017-native-controls-before-hydration.md); a form that loads this table with its own code would
 * do exactly that on a slow phone. Nothing renders from this instance, so nothing listens to it.
 */
const tableI18n = setupI18n();

/**
 * Loads the table's catalog of `locale` (its compiled `.po` module's messages) and makes it the language translated.
 * @param locale a translated language (English needs no table)
 * @param messages the compiled catalog's messages
 */
export function loadTableCatalog(locale: Locale, messages: Messages): void {
  tableI18n.load(locale, messages);
  tableI18n.activate(locale);
}

/** The largest upload, as the file messages word it ('4 MB'). */
const size = formatBytes(PRESCRIPTION_MAX_BYTES);

/** Known messages, by their exact English text. */
const exactMessages: ReadonlyMap<string, MessageDescriptor> = new Map([
  // contracts/forms/fields.ts fieldMessages
  [fieldMessages.nameRequired, msg`Name is required`],
  [fieldMessages.email, msg`Please enter a valid email address`],
  [fieldMessages.mobile, msg`Please enter a valid mobile number`],
  [fieldMessages.indianPhone, msg`Enter a 10-digit Indian phone number, e.g. +91 98765 43210`],
  [fieldMessages.required, msg`This field is required`],
  ['Unknown field', msg`Unknown field`],
  // contracts/forms/checkout-form.ts checkoutMessages and the items field
  [checkoutMessages.name, msg`Enter your full name`],
  [checkoutMessages.address, msg`Enter the full delivery address`],
  [checkoutMessages.country, msg`Enter the country`],
  [checkoutMessages.state, msg`Enter the state`],
  [checkoutMessages.city, msg`Enter the city`],
  [checkoutMessages.code, msg`Enter a valid zipcode (3–10 letters or digits)`],
  [checkoutMessages.pin, msg`Enter the 6-digit PIN code, e.g. 110024`],
  ['Your cart is empty', msg`Your cart is empty`],
  ['Items are missing', msg`Items are missing`],
  ['Items are too long', msg`Items are too long`],
  ['Items must be JSON', msg`Items must be JSON`],
  ['Items must be a list of {id, quantity}', msg`Items must be a list of products and quantities`],
  // contracts/forms/prescription-form.ts
  [CONSENT_MESSAGE, msg`Please agree to the consent notice to send your prescription`],
  [CONSENT_VERSION_MESSAGE, msg`Unknown consent notice version: please reload the page and agree to the notice again`],
  ["Enter the patient's name", msg`Enter the patient's name`],
  ['Choose one of the listed cities', msg`Choose one of the listed cities`],
  ['Enter the complete delivery address', msg`Enter the complete delivery address`],
  ['Enter the medicine or product name', msg`Enter the medicine or product name`],
  // contracts/forms/comment-form.ts
  ['Unknown article', msg`Unknown article`],
  ['Too big: expected string to have <=200 characters', msg`Too big: expected string to have <=200 characters`],
  // The prescription file (domain/prescription-file-checks.ts) and a return's photo (domain/order-service.ts)
  [PRESCRIPTION_FILE_MISSING, msg`Attach a photo (PNG or JPEG) or a PDF of your prescription`],
  [PRESCRIPTION_FILE_HELP, msg`Attach the prescription as a PNG, JPEG or PDF file of at most ${size}`],
  [prescriptionFileRules.label, msg`Prescription (.png, .jpeg, .jpg, .pdf)`],
  [prescriptionFileRules.sentAsText, msg`The prescription must be sent as a file.`],
  [prescriptionFileRules.missing, msg`The prescription file is missing or empty.`],
  [prescriptionFileRules.tooLarge, msg`The prescription file is larger than ${size}.`],
  [prescriptionFileRules.typeRefused, msg`Only PNG, JPEG or PDF prescriptions are accepted.`],
  [prescriptionFileRules.contentRefused, msg`The prescription file contains content we cannot accept.`],
  [prescriptionFileRules.tooManyPixels, msg`This image has too many pixels to process; please send a smaller photo or a PDF`],
  [prescriptionFileRules.empty, msg`This file is empty. Please choose the photo or PDF of your prescription.`],
  [prescriptionFileRules.chooseType, msg`Please choose a PNG or JPEG photo, or a PDF, of your prescription.`],
  [prescriptionFileRules.unreadablePhoto, msg`This photo could not be read. Please choose another photo or a PDF.`],
  [prescriptionFileRules.photoTooLarge, msg`This photo is too large even after shrinking it. Please take a smaller photo or send a PDF.`],
  [
    prescriptionFileRules.pdfTooLarge,
    msg`This PDF is larger than 4 MB. Please send a photo of the prescription instead, or a smaller PDF.`,
  ],
  [returnPhotoRules.label, msg`Photo of the item (optional; .jpeg, .jpg, .png)`],
  [returnPhotoRules.help, msg`Attach a JPEG or PNG photo of at most ${size}, or send the request without one`],
  [returnPhotoRules.sentAsText, msg`The photo must be sent as a file.`],
  [returnPhotoRules.missing, msg`The photo is empty.`],
  [returnPhotoRules.tooLarge, msg`The photo is larger than ${size}.`],
  [returnPhotoRules.typeRefused, msg`Only JPEG or PNG photos can be sent with a return.`],
  [returnPhotoRules.contentRefused, msg`The photo contains content we cannot accept.`],
  [returnPhotoRules.tooManyPixels, msg`This photo has too many pixels to process; please send a smaller photo`],
  [returnPhotoRules.empty, msg`This file is empty. Please choose a photo of the item.`],
  [returnPhotoRules.chooseType, msg`Please choose a JPEG or PNG photo of the item.`],
  [returnPhotoRules.unreadablePhoto, msg`This photo could not be read. Please choose another photo.`],
  [returnPhotoRules.photoTooLarge, msg`This photo is too large even after shrinking it. Please take a smaller photo.`],
  // The API's common error bodies (functions/): what any form or page can receive
  ['Something went wrong on our side. Please try again.', msg`Something went wrong on our side. Please try again.`],
  [
    'The service is temporarily unavailable. Please try again in a minute.',
    msg`The service is temporarily unavailable. Please try again in a minute.`,
  ],
  ['The request is too large.', msg`The request is too large.`],
  ['The form data is malformed or incomplete.', msg`The form data is malformed or incomplete.`],
  ['There is no record with this reference.', msg`There is no record with this reference.`],
  ['There is no article with that name.', msg`There is no article with that name.`],
  ['An item in this order needs a prescription.', msg`An item in this order needs a prescription.`],
  [
    'This request changed while we were working on it. Please track it again and retry.',
    msg`This request changed while we were working on it. Please track it again and retry.`,
  ],
  [TRACK_NOT_FOUND_MESSAGE, msg`We could not find a request with these details.`],
  [
    'Prescription uploads are paused because of unusually heavy use. They start again at 5:30 am India time (midnight UTC): please try again then, or call the pharmacy.',
    msg`Prescription uploads are paused because of unusually heavy use. They start again at 5:30 am India time (midnight UTC): please try again then, or call the pharmacy.`,
  ],
  // Refill reminders (functions/track/refill-reminder.ts, contracts/refill-reminders.ts, functions/reminders)
  ['A refill reminder can be set once your order is delivered.', msg`A refill reminder can be set once your order is delivered.`],
  ['This order has no e-mail address to send a reminder to.', msg`This order has no e-mail address to send a reminder to.`],
  ['Only an order (ORD-…) can have a refill reminder.', msg`Only an order (ORD-…) can have a refill reminder.`],
  [
    'Tick the box to let us use your e-mail address for this reminder.',
    msg`Tick the box to let us use your e-mail address for this reminder.`,
  ],
  ['Choose 15, 30 or 60 days.', msg`Choose 15, 30 or 60 days.`],
  [
    'This unsubscribe link has expired. You can cancel the reminder on the tracking page.',
    msg`This unsubscribe link has expired. You can cancel the reminder on the tracking page.`,
  ],
  [
    'This unsubscribe link is not valid. Please use the link from the e-mail as it is.',
    msg`This unsubscribe link is not valid. Please use the link from the e-mail as it is.`,
  ],
  // web/src/lib/api-client.ts's own messages
  [
    'We could not reach Medvika. Check your internet connection and try again.',
    msg`We could not reach Medvika. Check your internet connection and try again.`,
  ],
  [
    'Our service is having trouble right now. Please try again in a minute.',
    msg`Our service is having trouble right now. Please try again in a minute.`,
  ],
]);

/** A family of messages with a number or name in them: the pattern and the descriptor made from its captures. */
interface PatternMessage {
  pattern: RegExp;
  describe: (captured: readonly string[]) => MessageDescriptor;
}

/** Known messages with a varying part (contracts/forms/fields.ts requiredText, checkout-form.ts readLines, the API). */
const patternMessages: readonly PatternMessage[] = [
  {
    pattern: /^Must be at most (\d+) characters$/,
    describe: ([max = '']) => msg`Must be at most ${max} characters`,
  },
  {
    pattern: /^An order may hold at most (\d+) different products$/,
    describe: ([max = '']) => msg`An order may hold at most ${max} different products`,
  },
  {
    pattern: /^Line (\d+) needs a product id and a whole quantity from 1 to (\d+)$/,
    describe: ([line = '', max = '']) => msg`Line ${line} needs a product id and a whole quantity from 1 to ${max}`,
  },
  {
    pattern: /^Line (\d+) has unexpected fields \((.*)\): send only id and quantity$/,
    describe: ([line = '', fields = '']) => msg`Line ${line} has unexpected fields (${fields}): send only id and quantity`,
  },
  { pattern: /^Unknown product: (.*)$/, describe: ([product = '']) => msg`Unknown product: ${product}` },
  { pattern: /^Product (.*) appears more than once$/, describe: ([product = '']) => msg`Product ${product} appears more than once` },
  {
    pattern: /^This file is named like another type but is really a ([A-Z]+)\. Please choose the original photo or PDF\.$/,
    describe: ([type = '']) => msg`This file is named like another type but is really a ${type}. Please choose the original photo or PDF.`,
  },
  {
    pattern: /^This file is named like another type but is really a ([A-Z]+)\. Please choose the original photo\.$/,
    describe: ([type = '']) => msg`This file is named like another type but is really a ${type}. Please choose the original photo.`,
  },
  {
    pattern: /^Too many attempts for this reference\. Please try again in (\d+) minutes?\.$/,
    describe: ([count = '']) => msg`Too many attempts for this reference. Please try again in ${count} minutes.`,
  },
  { pattern: /^The request failed \((\d+)\)\.$/, describe: ([status = '']) => msg`The request failed (${status}).` },
];

/**
 * What a Hindi page says for an API error code whose message it does not know: only the codes whose every message
 * means the same to a shopper (the service failed, too many tries, too large); any other code's unknown message is
 * shown as the server wrote it, because its detail matters more than its language.
 */
const codeMessages: Partial<Record<ClientErrorCode, MessageDescriptor>> = {
  NETWORK: msg`We could not reach Medvika. Check your internet connection and try again.`,
  TIMEOUT: msg`We could not reach Medvika. Check your internet connection and try again.`,
  THROTTLED: msg`Too many attempts. Please wait a few minutes and try again.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  SERVICE_UNAVAILABLE: msg`Our service is having trouble right now. Please try again in a minute.`,
  PAYLOAD_TOO_LARGE: msg`The request is too large.`,
  MALFORMED_BODY: msg`The form data is malformed or incomplete.`,
};

/**
 * The descriptor of a known English message (exact text, then the patterns), or undefined for an unknown one.
 * @param message a form or API message in English, as contracts/forms and the API write it
 */
export function messageDescriptor(message: string): MessageDescriptor | undefined {
  const exact = exactMessages.get(message);
  if (exact) return exact;
  for (const { pattern, describe } of patternMessages) {
    const match = pattern.exec(message);
    if (match) return describe(match.slice(1));
  }
  return undefined;
}

/**
 * A form or API message in a translated language: the translation of a known message (exact text or a pattern with
 * its number or name), else the translation of the API error `code`'s generic message for codes that have one, else
 * `message` unchanged (the server's text). Safe to call on a text it already translated: that is an unknown message,
 * returned as it is.
 * @param i18n Lingui's instance of the page, whose active language is the one wanted (the table's catalog in that
 *   language must be loaded: loadTableCatalog; otherwise `message` comes back unchanged)
 * @param message the English text from a zod schema, the API's `error.message` / `error.fields`, or the client
 * @param code the API error code the message came with, if any
 * @returns the text to show
 */
export function translateMessage(i18n: I18n, message: string, code?: ClientErrorCode): string {
  if (tableI18n.locale !== i18n.locale) return message;
  const descriptor = messageDescriptor(message) ?? (code ? codeMessages[code] : undefined);
  // A message id missing from the loaded catalog would show as the bare id: keep the English then.
  return descriptor?.id !== undefined && descriptor.id in tableI18n.messages ? tableI18n._(descriptor) : message;
}

/** Every descriptor of the exact-text table keyed by its English, for tests that check the table is complete. */
export const knownMessages: ReadonlyMap<string, MessageDescriptor> = exactMessages;

// From now on form messages and the API client's errors come in the page's language (neither imports this table).
setMessageTranslator(translateMessage);
