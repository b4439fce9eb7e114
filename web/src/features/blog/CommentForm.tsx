import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '../../components/FormField';
import type { ArticleSlug } from '@contracts/articles';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { COMMENT_HONEYPOT_FIELD, commentFormSchema } from '@contracts/forms/comment-form';
import type { Comment as BlogComment, PostedComment } from '@contracts/api';
import { sendComment } from './send-comment';

const emptyValues = { name: '', comment: '', [COMMENT_HONEYPOT_FIELD]: '' };

/** What the live region says after a post: listed at once, or waiting for review. */
const thanksText: Record<PostedComment['status'], MessageDescriptor> = {
  published: msg`Thank you! Your comment has been posted.`,
  held: msg`Thank you! Your comment will appear once a moderator has checked it.`,
};

/**
 * The Leave a Reply form of an article (docs/behaviour.md §2, §3 "Comment", §5; docs/architecture/departures.md), on the form kit.
 * Name (required: 'Name is required') and Feedback (textarea 4 rows × 60 columns, optional), plus the
 * honeypot field 'website' kept off-screen and out of the tab order. Validates with commentFormSchema
 * before sending; on success clears the form and hands the stored comment to `onPosted` (no reload), or, for a
 * comment held for review (a link, or many comments from one connection: the API's 202), says in the same live region
 * that it will appear once checked, and lists nothing; on failure keeps what was typed and shows the server's field
 * errors under the fields, or a message next to the button and a toast, so the shopper can simply press the button again.
 * @param slug the article the comment belongs to (sent as `post`)
 * @param onPosted receives a published comment (the 201 answer), to append it to the list
 */
export function CommentForm({ slug, onPosted }: { slug: ArticleSlug; onPosted: (comment: BlogComment) => void }) {
  const { t, i18n } = useLingui();
  const { register, error, failure, sending, formRef, submit, reset, formState } = useFormKit({
    resolver: schemaResolver(commentFormSchema, { input: (values) => ({ ...values, post: slug }) }),
    defaultValues: emptyValues,
    fields: ['name', 'comment'],
    failure: { fallback: t`Something went wrong. Please try again.`, prefix: t`Your comment was not posted.`, fieldsOnly: true },
    unchecked: t`Your comment could not be checked. Please reload the page and try again.`,
  });
  const [thanks, setThanks] = useState<PostedComment['status']>();
  const field = (name: keyof typeof emptyValues) => register(name, { onChange: () => setThanks(undefined) });

  const onSubmit = submit({
    request: (data) => sendComment(data),
    done: ({ status, ...stored }) => {
      reset();
      // Anything but 'held' was published (a 201 of an older API version carries no status).
      setThanks(status === 'held' ? 'held' : 'published');
      if (status !== 'held') onPosted(stored);
    },
  });

  return (
    <section className="reply" aria-labelledby="reply-heading">
      <h2 id="reply-heading">
        <Trans>Leave a Reply</Trans>
      </h2>
      <form ref={formRef} className="reply__form" noValidate onSubmit={onSubmit}>
        <FormField id="comment-name" label={t`Name`} required error={error('name')}>
          {(control) => <input {...control} {...field('name')} type="text" autoComplete="name" required maxLength={80} />}
        </FormField>
        <FormField id="comment-text" label={t`Feedback`} error={error('comment')}>
          {(control) => <textarea {...control} {...field('comment')} rows={4} cols={60} maxLength={2000} />}
        </FormField>
        <div className="reply__trap" aria-hidden="true">
          <label htmlFor="comment-website">
            <Trans>Website (leave this empty)</Trans>
          </label>
          <input id="comment-website" {...field(COMMENT_HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="reply__actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? <Trans>Posting…</Trans> : <Trans>Post Comment</Trans>}
          </button>
          {failure && (
            <p className="reply__error" role="alert">
              {failure}
            </p>
          )}
        </div>
        <p className="reply__thanks" role="status">
          {thanks && !formState.isSubmitted ? i18n._(thanksText[thanks]) : ''}
        </p>
      </form>
    </section>
  );
}
