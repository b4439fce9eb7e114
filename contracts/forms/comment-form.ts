import * as z from 'zod/mini';
import { articleSlugs } from '../articles';
import { fieldMessages } from './fields';

/** Name of the hidden honeypot field: people never fill it, form-filling bots often do. */
export const COMMENT_HONEYPOT_FIELD = 'website';

// C0/C1 control characters except tab and newline, plus bidi overrides that can disguise text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Removes control characters (keeps tab and newline) and normalises line endings to \n. */
export function stripControlCharacters(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}

/**
 * Comment form (spec §3 "Comment", DESIGN §3): name 1–80 characters (required, spec §5), comment
 * up to 2,000 characters (the Feedback field, optional), post a known article slug, and the honeypot,
 * which must be absent or empty. Control characters are stripped before the length checks.
 */
export const commentFormSchema = z.strictObject({
  name: z.pipe(
    z.pipe(z.string({ error: fieldMessages.nameRequired }), z.transform(stripControlCharacters)),
    z.string().check(z.trim(), z.minLength(1, { error: fieldMessages.nameRequired }), z.maxLength(80, { error: 'Must be at most 80 characters' })),
  ),
  comment: z.pipe(
    z.pipe(z._default(z.string(), ''), z.transform(stripControlCharacters)),
    z.string().check(z.trim(), z.maxLength(2000, { error: 'Must be at most 2000 characters' })),
  ),
  post: z.enum(articleSlugs, { error: 'Unknown article' }),
  // The message zod classic's English locale gave (zod/mini loads no locale and would say 'Invalid input').
  [COMMENT_HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(200, { error: 'Too big: expected string to have <=200 characters' }))),
});

/** Validated comment fields. */
export type CommentFields = z.output<typeof commentFormSchema>;
