import type { I18n } from '@lingui/core';
import type { ClientErrorCode } from '../client-error-code';

/** Translates a known English form or API message into the active language (lib/message-translations/message-table.ts). */
type MessageTranslator = (i18n: I18n, message: string, code?: ClientErrorCode) => string;

/** Installed by the message table when a page in a translated language loads it; absent on English pages. */
let translator: MessageTranslator | undefined;

/**
 * Installs the translation of form and API messages (called once by lib/message-translations/message-table.ts as it
 * loads, so the table stays out of every English page's download).
 */
export function setMessageTranslator(translate: MessageTranslator): void {
  translator = translate;
}

/**
 * A form or API message in the page's language. English pages get `message` back byte for byte; other languages get
 * its translation once the message table is loaded (web/src/i18n/catalogs.ts loads it with the 'forms' catalog of a
 * translated language), else `message` unchanged (a page without a form, or an unknown message: the server's text).
 * @param i18n Lingui's instance with the page's language active (useLingui().i18n, or the global `i18n`)
 * @param message the English text from a zod schema, the API's `error.message` / `error.fields`, or the client
 * @param code the API error code the message came with, if any
 * @returns the text to show
 */
export function localizeMessage(i18n: I18n, message: string, code?: ClientErrorCode): string {
  if (i18n.locale === 'en' || !translator) return message;
  return translator(i18n, message, code);
}
