import * as z from 'zod/mini';
import { articleSlugs } from '../articles';
import { fieldMessages, stripControlCharacters } from './fields';

/** Name of the hidden honeypot field: people never fill it, form-filling bots often do. */
export const COMMENT_HONEYPOT_FIELD = 'website';

/**
 * Comment form (docs/behaviour.md §3 "Comment", docs/architecture/api.md): name 1–80 characters (required, docs/behaviour.md §5), comment
 * up to 2,000 characters (the Feedback field, optional), post a known article slug, and the honeypot,
 * which must be absent or empty. Control characters are stripped before the length checks.
 */
export const commentFormSchema = z.strictObject({
  name: z.pipe(
    z.pipe(
      z.string({ error: fieldMessages.nameRequired }),
      z.transform((value: string) => stripControlCharacters(value)),
    ),
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: fieldMessages.nameRequired }), z.maxLength(80, { error: 'Must be at most 80 characters' })),
  ),
  comment: z.pipe(
    z.pipe(
      z._default(z.string(), ''),
      z.transform((value: string) => stripControlCharacters(value)),
    ),
    z.string().check(z.trim(), z.maxLength(2000, { error: 'Must be at most 2000 characters' })),
  ),
  post: z.enum(articleSlugs, { error: 'Unknown article' }),
  // The message zod classic's English locale gave (zod/mini loads no locale and would say 'Invalid input').
  [COMMENT_HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(200, { error: 'Too big: expected string to have <=200 characters' }))),
});

/** Validated comment fields. */
export type CommentFields = z.output<typeof commentFormSchema>;
