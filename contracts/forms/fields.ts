import * as z from 'zod/mini';

// No `new Function` code generation: zod's JIT probe would break the site's Content-Security-Policy
// (script-src without 'unsafe-eval') and is flagged by the browser. zod reads the setting when an object
// schema is built, so it must be set before any schema exists: every other module in contracts/forms imports
// this one, and ES modules evaluate their imports first (tests/unit/form-schemas.test.ts checks each module in
// a fresh process). A new schema module must import this one too.
z.config({ jitless: true });

/** Field messages shared by the browser forms and the API (docs/behaviour.md §8 texts kept exactly). */
export const fieldMessages = {
  nameRequired: 'Name is required',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid mobile number',
  indianPhone: 'Enter a 10-digit Indian phone number, e.g. +91 98765 43210',
  required: 'This field is required',
} as const;

/** docs/behaviour.md §5 email rule: non-space, @, non-space, dot, non-space. */
export const emailPattern = /^\S+@\S+\.\S+$/;

/** Longest e-mail address accepted (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/**
 * `when` of a check that must not run once the value has an issue, e.g. a pattern whose cost grows
 * faster than the input after a length bound has already failed. (A plain check would still run: zod
 * keeps checking after a failed bound, and `abort: true` would also skip the object's own refinements.)
 */
const noIssueYet = (payload: z.core.ParsePayload): boolean => payload.issues.length === 0;

/**
 * Normalises an Indian phone number to its 10 national digits, or returns undefined.
 * Accepts spaces, dashes, dots and brackets, and an optional +91 / 91 / 0 prefix
 * (mobiles such as +91 98765 43210 and landlines with STD code such as 0120 455 8812).
 */
export function normaliseIndianPhone(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const bare = digits.replace(/^\+/, '');
  let national = bare;
  if (bare.length === 12 && bare.startsWith('91')) national = bare.slice(2);
  else if (bare.length === 11 && bare.startsWith('0')) national = bare.slice(1);
  return /^[1-9]\d{9}$/.test(national) ? national : undefined;
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
 * Removes the characters a stored text must never carry, before any trimming or length check (docs/architecture.md §11 "Input":
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
 * @param message the message when missing, not a string, or shorter than `min`
 * @param options `multiline: true` for textareas (keeps line breaks); single-line by default
 */
export function requiredText(max: number, message: string = fieldMessages.required, min = 1, options: TextFieldOptions = {}) {
  return z.pipe(
    z.pipe(z.string({ error: message }), stripped({ multiline: options.multiline ?? false })),
    z.string().check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: `Must be at most ${max} characters` })),
  );
}

/**
 * An optional text field: control characters stripped, trimmed, at most `max` characters; absent becomes ''.
 * @param options `multiline: true` for textareas (keeps line breaks); single-line by default
 */
export function optionalText(max: number, options: TextFieldOptions = {}) {
  return z.pipe(
    z.pipe(z._default(z.string(), ''), stripped({ multiline: options.multiline ?? false })),
    z.string().check(z.trim(), z.maxLength(max, { error: `Must be at most ${max} characters` })),
  );
}

/**
 * Email as docs/behaviour.md §5 validates it, bounded to RFC 5321's 254 characters. Control characters are stripped first
 * (the pattern's \\S would let them through). The pattern runs only when the length bound passed: on a long run of
 * '@' it costs time quadratic in the length.
 */
export const emailField = z.pipe(
  z.pipe(z.string({ error: fieldMessages.email }), stripped({ multiline: false })),
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, { error: fieldMessages.email }),
      z.refine((value: string) => emailPattern.test(value), { error: fieldMessages.email, when: noIssueYet }),
    ),
);

/** Indian phone (mobile or landline with STD code), kept as typed after trimming. */
export const indianPhoneField = z
  .string({ error: fieldMessages.indianPhone })
  .check(
    z.trim(),
    z.maxLength(20, { error: fieldMessages.indianPhone }),
    z.refine((value: string) => normaliseIndianPhone(value) !== undefined, { error: fieldMessages.indianPhone }),
  );

/**
 * Turns a zod error into `{field: message}` (first message per field), the shape of the API's
 * `error.fields` and of the forms' inline errors. Unknown keys are reported as 'Unknown field'.
 */
export function toFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field';
      continue;
    }
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}
