import type { CommentsState } from './use-comments';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/**
 * A comment's date as shown under its author, e.g. '6 Mar 2024' (Intl 'en-IN', dateStyle 'medium').
 * @param iso an ISO 8601 timestamp; returns '' when it is not a date
 */
export function formatCommentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/**
 * The article's comments (docs/behaviour.md §2 "Comments list"): a loading line, a visible error with Retry when the
 * list cannot be loaded (docs/architecture.md §6), the comments oldest first and 'Load more comments' while the API has
 * more. Names and comments are React text (never HTML), line breaks kept by CSS `white-space: pre-line`.
 * @param state the value of useComments(slug)
 */
export function CommentList({ state }: { state: CommentsState }) {
  const { status, comments, error, hasMore, loadingMore, moreError, retry, loadMore } = state;
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments{status === 'ready' && comments.length > 0 ? ` (${comments.length}${hasMore ? '+' : ''})` : ''}</h2>
      {status === 'loading' && (
        <p className="comments__status" role="status">
          Loading comments…
        </p>
      )}
      {status === 'error' && (
        <div className="comments__error" role="alert">
          <p>The comments could not be loaded. {error}</p>
          <button type="button" className="button button--small" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {status === 'ready' && comments.length === 0 && <p className="comments__empty">No comments yet. Be the first to leave a reply.</p>}
      {comments.length > 0 && (
        <ol className="comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment__meta">
                <span className="comment__name">{comment.name}</span>
                <time className="comment__date" dateTime={comment.createdAt}>
                  {formatCommentDate(comment.createdAt)}
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
            {loadingMore ? 'Loading…' : 'Load more comments'}
          </button>
          {moreError && (
            <p className="comments__more-error" role="alert">
              More comments could not be loaded. {moreError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
