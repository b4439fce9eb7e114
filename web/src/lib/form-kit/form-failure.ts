import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { site } from '../../content/site';
import { ApiError, type ClientErrorCode } from '../api-client';
import { apiErrorText, fieldProblemText } from '../api-messages/api-messages';

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
  /**
   * The feature's own words for a reason code its catalog words (the /track forms: features/track/track-texts.ts
   * trackRefusalText, for the refusals of contracts/track-refusals.ts), or undefined to word the answer from the
   * catalog of the API's codes.
   */
  serverText?: (error: ApiError) => string | undefined;
}

/** A failed request as a form shows it. */
export interface FormFailure {
  /** Field name → the text of the server's problem, only for `fieldNames` (docs/architecture/api.md `error.fields`). */
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
 * Turns what a submit threw into field errors and one form-level message (docs/architecture/api.md error body; §6 "every failure
 * shows a visible, specific message and keeps the input"), worded from the answer's codes in the page's language
 * (lib/api-messages: the error's reason or code, each field's problem); the server's English `message` is never shown.
 * @param error what the request threw: an ApiError (lib/api-client), or anything else (worded with `texts.fallback`)
 * @param fieldNames the fields this form shows, in any order
 * @param texts the form's wording, in the page's language
 * @returns `{fields, message}`; e.g. a network error with kept 'Your message is kept: press Send again.' gives
 *   `{fields: {}, message: 'We could not reach Medvika. … Your message is kept: press Send again.'}`
 */
export function toFormFailure(error: unknown, fieldNames: readonly string[], texts: FailureTexts): FormFailure {
  const fields = error instanceof ApiError ? error.fields : {};
  const shown = Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => fieldNames.includes(name))
      .map(([name, problem]) => [name, fieldProblemText(problem)]),
  );
  if (texts.fieldsOnly && Object.keys(shown).length > 0) return { fields: shown };
  const said = error instanceof ApiError ? (texts.serverText?.(error) ?? apiErrorText(error.code, error.reason)) : texts.fallback;
  const message = texts.prefix ? `${texts.prefix} ${said}` : said;
  const help = error instanceof ApiError ? HELP_BY_CODE[error.code] : undefined;
  // Pressing Send again cannot help here (the pause lasts until midnight UTC): the way forward is a call.
  if (help) return { fields: shown, message: `${message} ${i18n._(help)}` };
  const retryable = error instanceof ApiError ? error.retryable : true;
  if (retryable && texts.kept) return { fields: shown, message: `${message} ${texts.kept}` };
  const appended = (texts.appendFields ?? []).map((name) => (fields[name] ? ` ${fieldProblemText(fields[name])}.` : '')).join('');
  return { fields: shown, message: message + appended };
}
