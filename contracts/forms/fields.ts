import * as z from 'zod/mini';

// No `new Function` code generation: zod's JIT probe would break the site's Content-Security-Policy
// (script-src without 'unsafe-eval') and is flagged by the browser. zod reads the setting when an object
// schema is built, so it must be set before any schema exists: every other module in contracts/forms imports
// this one, and ES modules evaluate their imports first (tests/unit/form-schemas.test.ts checks each module in
// a fresh process). A new schema module must import this one too.
z.config({ jitless: true });

/** Field messages shared by the browser forms and the API (spec §8 texts kept exactly). */
export const fieldMessages = {
  nameRequired: 'Name is required',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid mobile number',
  indianPhone: 'Enter a 10-digit Indian phone number, e.g. +91 98765 43210',
  required: 'This field is required',
} as const;

/** Spec §5 email rule: non-space, @, non-space, dot, non-space. */
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

/** A required text field: trimmed, at least `min` and at most `max` characters. */
export function requiredText(max: number, message: string = fieldMessages.required, min = 1) {
  return z.string({ error: message }).check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: `Must be at most ${max} characters` }));
}

/** An optional text field: trimmed, at most `max` characters; absent becomes ''. */
export function optionalText(max: number) {
  return z._default(z.string().check(z.trim(), z.maxLength(max, { error: `Must be at most ${max} characters` })), '');
}

/**
 * Email as the spec validates it (§5), bounded to RFC 5321's 254 characters. The pattern runs only
 * when the length bound passed: on a long run of '@' it costs time quadratic in the length.
 */
export const emailField = z
  .string({ error: fieldMessages.email })
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, { error: fieldMessages.email }),
    z.refine((value: string) => emailPattern.test(value), { error: fieldMessages.email, when: noIssueYet }),
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
