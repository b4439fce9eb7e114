import { Trans } from '@lingui/react/macro';
import { intlLocale, type Locale } from '@contracts/locale';
import { useLocale } from '../../i18n/use-locale';
import type { CommentsState } from './use-comments';

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, { dateStyle: 'medium' }),
  hi: new Intl.DateTimeFormat(intlLocale.hi, { dateStyle: 'medium' }),
};

/**
 * A comment's date as shown under its author, Intl dateStyle 'medium' in the page's language: '6 Sept 2024' ('en-IN'),
 * '6 सित॰ 2024' ('hi-IN').
 * @param iso an ISO 8601 timestamp; returns '' when it is not a date
 * @param locale the page's language (default English)
 */
export function formatCommentDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormats[locale].format(date);
}

/**
 * The comments heading: 'Comments', with the count once loaded ('Comments (3)', 'Comments (100+)' when the API has more).
 * @param count how many comments are shown; 0 shows no count
 * @param more whether the API has more than those
 */
function CommentsHeading({ count, more }: { count: number; more: boolean }) {
  if (count === 0) return <Trans>Comments</Trans>;
  return more ? <Trans>Comments ({count}+)</Trans> : <Trans>Comments ({count})</Trans>;
}

/**
 * The article's comments (docs/behaviour.md §2 "Comments list"): a loading line, a visible error with Retry when the
 * list cannot be loaded (docs/architecture/departures.md), the comments oldest first and 'Load more comments' while the API has
 * more. Names and comments are React text (never HTML), line breaks kept by CSS `white-space: pre-line`.
 * @param state the value of useComments(slug)
 */
export function CommentList({ state }: { state: CommentsState }) {
  const { status, comments, error, hasMore, loadingMore, moreError, retry, loadMore } = state;
  const locale = useLocale();
  const shown = status === 'ready' ? comments.length : 0;
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        <CommentsHeading count={shown} more={hasMore} />
      </h2>
      {status === 'loading' && (
        <p className="comments__status" role="status">
          <Trans>Loading comments…</Trans>
        </p>
      )}
      {status === 'error' && (
        <div className="comments__error" role="alert">
          <p>
            <Trans>The comments could not be loaded. {error}</Trans>
          </p>
          <button type="button" className="button button--small" onClick={retry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      {status === 'ready' && comments.length === 0 && (
        <p className="comments__empty">
          <Trans>No comments yet. Be the first to leave a reply.</Trans>
        </p>
      )}
      {comments.length > 0 && (
        <ol className="comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment__meta">
                <span className="comment__name">{comment.name}</span>
                <time className="comment__date" dateTime={comment.createdAt}>
                  {formatCommentDate(comment.createdAt, locale)}
                </time>
              </p>
              {comment.comment && <p className="comment__text">{comment.comment}</p>}
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <div className="comments__more">
          <button type="button" className="button button--ghost button--small" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more comments</Trans>}
          </button>
          {moreError && (
            <p className="comments__more-error" role="alert">
              <Trans>More comments could not be loaded. {moreError}</Trans>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
