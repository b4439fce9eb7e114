import * as z from 'zod/mini';
import { articleSlugs } from '../articles';
import { stripControlCharacters } from './fields';

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
      z.string({ error: 'name_required' }),
      z.transform((value: string) => stripControlCharacters(value)),
    ),
    z.string().check(z.trim(), z.minLength(1, { error: 'name_required' }), z.maxLength(80, { error: 'too_long' })),
  ),
  comment: z.pipe(
    z.pipe(
      z._default(z.string(), ''),
      z.transform((value: string) => stripControlCharacters(value)),
    ),
    z.string().check(z.trim(), z.maxLength(2000, { error: 'too_long' })),
  ),
  post: z.enum(articleSlugs, { error: 'unknown_article' }),
  [COMMENT_HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(200, { error: 'too_long' }))),
});

/** Validated comment fields. */
export type CommentFields = z.output<typeof commentFormSchema>;
