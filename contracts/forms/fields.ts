import * as z from 'zod/mini';
import { deliveryAreaOf } from '../../domain/delivery-area';
import { isFieldProblemCode, type FieldErrors, type FieldProblem, type FieldProblemCode, type FieldProblemValues } from '../field-problems';

// No `new Function` code generation: zod's JIT probe would break the site's Content-Security-Policy
// (script-src without 'unsafe-eval') and is flagged by the browser. zod reads the setting when an object
// schema is built, so it must be set before any schema exists: every other module in contracts/forms imports
// this one, and ES modules evaluate their imports first (tests/unit/form-schemas.test.ts checks each module in
// a fresh process). A new schema module must import this one too.
z.config({ jitless: true });

/**
 * A bare e-mail address, as docs/behaviour.md §5 describes it (something, '@', a domain with a dot), made strict:
 * - the local part: dot-separated runs of anything but whitespace and the separators of address lists and display
 *   forms (`,` `<` `>` `"` `(` `)` `[` `]` `\` `;` `:`), so `a@x.com,b@y.org` or `"Asha" <a@x.com>` is refused and
 *   one address is all an e-mail can go to; at most 64 characters (RFC 5321 §4.5.3.1.1, the bounded look-ahead);
 * - '@', then two or more dot-separated labels of letters (any script, with their marks), digits and hyphens.
 * The whole address's 254-character bound (RFC 5321 §4.5.3.1.3) is checked before the pattern runs (emailField).
 * Linear: only a dot or the '@' leads from one run to the next and no run contains either, so an input has at most
 * one way to match and a failed run is never re-split.
 */
export const emailPattern =
  /^(?=[^@]{1,64}@)[^\s@,<>"()[\]\\;:.]+(?:\.[^\s@,<>"()[\]\\;:.]+)*@(?:[\p{L}\p{M}\p{N}-]+\.)+[\p{L}\p{M}\p{N}-]+$/u;

/** Longest e-mail address accepted: 254 characters (RFC 5321 §4.5.3.1.3: a 256-octet path less its angle brackets). */
const EMAIL_MAX_LENGTH = 254;

/**
 * `when` of a check that must not run once the value has an issue, e.g. a pattern whose cost grows
 * faster than the input after a length bound has already failed. (A plain check would still run: zod
 * keeps checking after a failed bound, and `abort: true` would also skip the object's own refinements.)
 */
const noIssueYet = (payload: z.core.ParsePayload): boolean => payload.issues.length === 0;

/**
 * Normalises an Indian mobile number to its 10 national digits, or returns undefined.
 * Accepts spaces, dashes, dots and brackets, and an optional +91 / 91 / 0 prefix. The 10 digits start with 6, 7, 8
 * or 9: every Indian mobile number does (the National Numbering Plan 2003 gives mobiles the series 6–9), and the
 * pharmacy calls or texts the number to confirm an order, which a landline cannot take.
 */
export function normaliseIndianMobile(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const bare = digits.replace(/^\+/, '');
  let national = bare;
  if (bare.length === 12 && bare.startsWith('91')) national = bare.slice(2);
  else if (bare.length === 11 && bare.startsWith('0')) national = bare.slice(1);
  return /^[6-9]\d{9}$/.test(national) ? national : undefined;
}

// C0/C1 control characters except tab and newline (U+0000–U+0008, U+000B–U+001F, U+007F–U+009F), plus the bidi
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can disguise text (Trojan Source, CVE-2021-42574).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Whether a text field keeps line breaks: only multi-line fields (textareas: address, notes, message, comment) do. */
export interface TextFieldOptions {
  /** Keep '\n' (after CR LF / CR became '\n'). False for single-line fields, whose line breaks are removed. */
  multiline?: boolean;
}

/**
 * Removes the characters a stored text must never carry, before any trimming or length check (docs/architecture/security.md "Input":
 * ANSI/OSC escapes reaching a pharmacist's terminal, bidi tricks in the staff console): C0/C1 control characters
 * except tab and newline, and bidi embeddings, overrides and isolates. Line endings become '\n'.
 * @param value the text as received (any length; linear time)
 * @param options `multiline: false` also removes line breaks, as a browser does for `<input type="text">`
 *   (HTML "value sanitization algorithm": strip newlines); the default keeps them
 * @returns the cleaned text (never longer than `value`)
 */
export function stripControlCharacters(value: string, { multiline = true }: TextFieldOptions = {}): string {
  const cleaned = value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
  return multiline ? cleaned : cleaned.replace(/\n/g, '');
}

/** The zod step that strips control characters (see stripControlCharacters) from a string. */
function stripped(options: TextFieldOptions) {
  return z.transform((value: string) => stripControlCharacters(value, options));
}

/**
 * A required text field: control characters stripped (stripControlCharacters), trimmed, at least `min` and at
 * most `max` characters (UTF-16 code units), counted after stripping.
 * @param code the problem code when missing, not a string, or shorter than `min`; over `max` is `too_long` with `max`
 * @param options `multiline: true` for textareas (keeps line breaks); single-line by default
 */
export function requiredText(max: number, code: FieldProblemCode = 'required', min = 1, options: TextFieldOptions = {}) {
  return z.pipe(
    z.pipe(z.string({ error: code }), stripped({ multiline: options.multiline ?? false })),
    z.string().check(z.trim(), z.minLength(min, { error: code }), z.maxLength(max, { error: 'too_long' })),
  );
}

/**
 * An optional text field: control characters stripped, trimmed, at most `max` characters; absent becomes ''.
 * @param options `multiline: true` for textareas (keeps line breaks); single-line by default
 */
export function optionalText(max: number, options: TextFieldOptions = {}) {
  return z.pipe(
    z.pipe(z._default(z.string(), ''), stripped({ multiline: options.multiline ?? false })),
    z.string().check(z.trim(), z.maxLength(max, { error: 'too_long' })),
  );
}

/**
 * The e-mail field of every form: one bare address (emailPattern: no lists, display names, angle brackets or inner
 * whitespace; local part ≤ 64 characters), at most 254 characters after trimming (RFC 5321 §4.5.3.1). Control
 * characters are stripped first. The pattern runs only when the length bound passed, so a hostile value costs one
 * length check.
 * @returns the trimmed address; on failure the problem `email_invalid`
 */
export const emailField = z.pipe(
  z.pipe(z.string({ error: 'email_invalid' }), stripped({ multiline: false })),
  z.string().check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, { error: 'email_invalid' }),
    z.refine((value: string) => emailPattern.test(value), { error: 'email_invalid', when: noIssueYet }),
  ),
);

/** Longest UPI ID (virtual payment address) taken, in characters: NPCI's limit for a VPA, 255. */
const UPI_ID_MAX_LENGTH = 255;

/**
 * A UPI ID as `name@handle` (NPCI's virtual payment address): a name of letters, digits, dots, hyphens and
 * underscores that starts with a letter or digit, one `@`, and a handle of letters and digits starting with a letter
 * (the payment app's bank, e.g. `okaxis`, `ybl`). No spaces.
 */
const upiIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]+$/;

/**
 * The UPI ID a cash-on-delivery refund goes to (upiIdPattern), trimmed, at most UPI_ID_MAX_LENGTH characters; the
 * pattern runs only when the length bound passed. Personal data: stored on the order for the refund, never logged.
 * @returns the trimmed UPI ID; on failure the problem `upi_id_invalid`
 */
export const upiIdField = z.string({ error: 'upi_id_invalid' }).check(
  z.trim(),
  z.maxLength(UPI_ID_MAX_LENGTH, { error: 'upi_id_invalid' }),
  z.refine((value: string) => upiIdPattern.test(value), { error: 'upi_id_invalid', when: noIssueYet }),
);

/** Indian phone (mobile or landline with STD code), kept as typed after trimming. */
export const indianPhoneField = z.string({ error: 'phone_invalid' }).check(
  z.trim(),
  z.maxLength(20, { error: 'phone_invalid' }),
  z.refine((value: string) => normaliseIndianMobile(value) !== undefined, { error: 'phone_invalid' }),
);

/**
 * One zod issue as a field problem: the schemas of contracts/forms give a problem code as each check's message; a
 * bound becomes the code of what it bounds, with its limit: a text's length `too_long` / `too_short`, a number's value
 * `above_max` / `below_min`, a list's size `too_many_items`; anything else (zod's own wording, a schema outside
 * contracts/forms) is `invalid`, or `required` when the value is missing or an empty list.
 */
function toFieldProblem(issue: z.core.$ZodIssue): FieldProblem {
  const values = issue.code === 'custom' ? (issue.params as FieldProblemValues | undefined) : undefined;
  if (isFieldProblemCode(issue.message) && issue.message !== 'too_long') return { ...values, code: issue.message };
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'number' || issue.origin === 'bigint') return { code: 'above_max', max };
    if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_many_items', max };
    return { code: 'too_long', max };
  }
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'bigint'))
    return { code: 'below_min', min: Number(issue.minimum) };
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1)
    return { code: 'too_short', min: Number(issue.minimum) };
  if (issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.input === undefined)) return { code: 'required' };
  return { code: 'invalid' };
}

/**
 * Turns a zod error into `{field: problem}` (the first problem per field, toFieldProblem), the shape of the API's
 * `error.fields` and of the forms' inline errors. Unknown keys are reported as `unknown_field`.
 */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= { code: 'unknown_field' };
      continue;
    }
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= toFieldProblem(issue);
  }
  return fields;
}

/**
 * A PIN code field (the checkout's and the upload form's `code`): a PIN code the pharmacy delivers to
 * (domain/delivery-area.ts deliveryAreaOf), kept as typed after trimming. Departure (docs/architecture/departures.md):
 * the original checkout took any 3–10 characters, and the original upload form asked none.
 * @returns on failure `pin_invalid` (not six digits with a first digit 1–9) or `pin_not_served` with `pin`, the six
 *   digits, e.g. `{ code: 'pin_not_served', pin: '400001' }`
 */
export const servedPinField = z.string({ error: 'pin_invalid' }).check(
  z.trim(),
  z.superRefine((value: string, ctx) => {
    const area = deliveryAreaOf(value);
    if (area.kind === 'invalid') ctx.addIssue({ code: 'custom', message: 'pin_invalid', input: value });
    else if (area.kind === 'not_served')
      ctx.addIssue({ code: 'custom', message: 'pin_not_served', params: { pin: area.pin }, input: value });
  }),
);
