import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { site } from '../../content/site';
import { ApiError, type ClientErrorCode } from '../api-client';
import { localizeMessage } from './field-messages';

/** How one form words a failed request (the texts each form has always shown; docs/behaviour.md §8, docs/architecture/departures.md). */
export interface FailureTexts {
  /** The message when the failure is not an ApiError (a bug, an unexpected throw); treated as retryable, like a network error. */
  fallback: string;
  /** Appended (after a space) to the message of a retryable failure (network, 429, 5xx), e.g. 'Your message is kept: press Send again.' */
  kept?: string;
  /** Put (with a space) before every message, e.g. 'Your comment was not posted.' */
  prefix?: string;
  /** When the server names fields of this form, show them under their fields and no message (no toast). */
  fieldsOnly?: boolean;
  /** Server field errors without a control in this form whose text is appended (' <text>.') to a non-retryable message, e.g. checkout's `items`. */
  appendFields?: readonly string[];
}

/** A failed request as a form shows it. */
export interface FormFailure {
  /** Field name → the server's message, only for `fieldNames` (docs/architecture/api.md `error.fields`). */
  fields: Record<string, string>;
  /** The form-level message (inline and/or toast), or undefined when the field messages say it all. */
  message?: string;
}

/**
 * What a shopper can do instead when a request cannot succeed by trying again soon, for every form alike: while
 * uploads are paused (503 UPLOADS_PAUSED, the day's upload budget is spent) the pharmacy takes the order by phone.
 */
const phone = site.phoneDisplay;
const hours = site.hours;
const HELP_BY_CODE: Partial<Record<ClientErrorCode, MessageDescriptor>> = {
  UPLOADS_PAUSED: msg`Call us on ${phone} (${hours}) and we will take your order by phone.`,
};

/**
 * Turns what a submit threw into field errors and one form-level message (docs/architecture/api.md error body; docs/architecture/departures.md "every failure
 * shows a visible, specific message and keeps the input").
 * @param error what the request threw: an ApiError (lib/api-client), or anything else (worded with `texts.fallback`)
 * @param fieldNames the fields this form shows, in any order
 * @param texts the form's wording, in the page's language (the API's messages are put in it by lib/api-client; a
 *   message that is still English, e.g. a test's ApiError, goes through localizeMessage here)
 * @returns `{fields, message}`; e.g. a network error with kept 'Your message is kept: press Send again.' gives
 *   `{fields: {}, message: 'We could not reach Medvika. … Your message is kept: press Send again.'}`
 */
export function toFormFailure(error: unknown, fieldNames: readonly string[], texts: FailureTexts): FormFailure {
  const problem = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', texts.fallback);
  const fields = Object.fromEntries(Object.entries(problem.fields).filter(([name]) => fieldNames.includes(name)));
  if (texts.fieldsOnly && Object.keys(fields).length > 0) return { fields };
  // Without the code: the API client has already put its messages in the page's language, and a translated text
  // must not be replaced by its code's generic message (a 429's minutes would be lost).
  const said = localizeMessage(i18n, problem.message);
  const message = texts.prefix ? `${texts.prefix} ${said}` : said;
  const help = HELP_BY_CODE[problem.code];
  // Pressing Send again cannot help here (the pause lasts until midnight UTC): the way forward is a call.
  if (help) return { fields, message: `${message} ${i18n._(help)}` };
  if (problem.retryable && texts.kept) return { fields, message: `${message} ${texts.kept}` };
  const appended = (texts.appendFields ?? []).map((name) => (problem.fields[name] ? ` ${problem.fields[name]}.` : '')).join('');
  return { fields, message: message + appended };
}
