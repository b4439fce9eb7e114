import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { FormField } from '../../components/FormField';
import type { ArticleSlug } from '@contracts/articles';
import { ApiError } from '../../lib/api-client';
import { COMMENT_HONEYPOT_FIELD, commentFormSchema } from '@contracts/forms/comment-form';
import { toFieldErrors } from '@contracts/forms/fields';
import type { Comment as BlogComment } from '@contracts/api';
import { sendComment } from './comments-api';

interface Values {
  name: string;
  comment: string;
  website: string;
}

const emptyValues: Values = { name: '', comment: '', website: '' };
const shownFields = ['name', 'comment'] as const;

function validate(values: Values, slug: ArticleSlug) {
  return commentFormSchema.safeParse({ name: values.name, comment: values.comment, post: slug, [COMMENT_HONEYPOT_FIELD]: values.website });
}

/**
 * The Leave a Reply form of an article (spec §2, §3 "Comment", §5; DESIGN §6).
 * Name (required: 'Name is required') and Feedback (textarea 4 rows × 60 columns, optional), plus the
 * honeypot field 'website' kept off-screen and out of the tab order. Validates with commentFormSchema
 * before sending; on success clears the form and hands the stored comment to `onPosted` (no reload);
 * on failure keeps what was typed and shows the server's field errors under the fields, or a message next
 * to the button and a toast, so the shopper can simply press the button again.
 * @param slug the article the comment belongs to (sent as `post`)
 * @param onPosted receives the 201 answer, to append it to the list
 */
export function CommentForm({ slug, onPosted }: { slug: ArticleSlug; onPosted: (comment: BlogComment) => void }) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setThanks(false);
    if (submitted) {
      const parsed = validate(next, slug);
      setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    }
  };

  const focusField = (found: Record<string, string>) => {
    const first = shownFields.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFormError(undefined);
    setThanks(false);
    const parsed = validate(values, slug);
    if (!parsed.success) {
      const found = toFieldErrors(parsed.error);
      setErrors(found);
      if (shownFields.some((name) => found[name])) focusField(found);
      else setFormError('Your comment could not be checked. Please reload the page and try again.');
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const stored = await sendComment(parsed.data);
      setValues(emptyValues);
      setSubmitted(false);
      setThanks(true);
      onPosted(stored);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', 'Something went wrong. Please try again.');
      const fieldErrors = Object.fromEntries(Object.entries(apiError.fields).filter(([name]) => (shownFields as readonly string[]).includes(name)));
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusField(fieldErrors);
      } else {
        const message = `Your comment was not posted. ${apiError.message}`;
        setFormError(message);
        toast.error(message);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="reply" aria-labelledby="reply-heading">
      <h2 id="reply-heading">Leave a Reply</h2>
      <form ref={formRef} className="reply__form" noValidate onSubmit={submit}>
        <FormField id="comment-name" label="Name" required error={errors.name}>
          {(control) => <input {...control} name="name" type="text" autoComplete="name" required maxLength={80} value={values.name} onChange={update('name')} />}
        </FormField>
        <FormField id="comment-text" label="Feedback" error={errors.comment}>
          {(control) => <textarea {...control} name="comment" rows={4} cols={60} maxLength={2000} value={values.comment} onChange={update('comment')} />}
        </FormField>
        <div className="reply__trap" aria-hidden="true">
          <label htmlFor="comment-website">Website (leave this empty)</label>
          <input id="comment-website" name={COMMENT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={update('website')} />
        </div>
        <div className="reply__actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Posting…' : 'Post Comment'}
          </button>
          {formError && (
            <p className="reply__error" role="alert">
              {formError}
            </p>
          )}
        </div>
        <p className="reply__thanks" role="status">
          {thanks ? 'Thank you! Your comment has been posted.' : ''}
        </p>
      </form>
    </section>
  );
}
