import * as z from 'zod/mini';
import { emailField, optionalText, requiredText } from './fields';

/**
 * Contact form rules (docs/behaviour.md §5, kept exactly): name required after trimming ('Name is required');
 * email non-space@non-space.non-space ('Please enter a valid email address'); mobile non-empty after
 * trimming and at least 10 characters ('Please enter a valid mobile number'); message optional.
 * Ours on top (same messages): upper bounds so a stored message stays small, and a mobile made only of
 * phone characters (digits, spaces, + - . ( )) with at least 10 digits, so '<script>…' is not a number; name, email
 * and message lose their control characters before the length checks (stripControlCharacters; the message keeps
 * its line breaks).
 */
export const contactFormSchema = z.strictObject({
  form: z.optional(z.literal('contact')),
  name: requiredText(100, 'name_required'),
  email: emailField,
  mobile: z.string({ error: 'mobile_invalid' }).check(
    z.trim(),
    z.minLength(10, { error: 'mobile_invalid' }),
    z.maxLength(20, { error: 'mobile_invalid' }),
    z.regex(/^[+\d\s().-]+$/, { error: 'mobile_invalid' }),
    z.refine((value: string) => value.replace(/\D/g, '').length >= 10, { error: 'mobile_invalid' }),
  ),
  message: optionalText(2000, { multiline: true }),
});

/** Validated contact form fields. */
export type ContactFields = z.output<typeof contactFormSchema>;
