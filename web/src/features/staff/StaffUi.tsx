import { ApiError } from '../../lib/api-client';
import type { Pages } from './staff-api-client';
import { failureText } from './staff-failure-texts';
import { statusLabel } from './staff-paths';

/** A failure, visible and retryable (docs/architecture/departures.md: every failure is visible and retryable). */
export function LoadFailure({ error, onRetry, what }: { error: Error; onRetry: () => void; what: string }) {
  const forbidden = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return (
    <div className="staff-alert staff-alert--error" role="alert">
      <p>
        We could not load {what}. {failureText(error)}
      </p>
      {!forbidden && (
        <button type="button" className="staff-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A status as a coloured badge (the word carries the meaning; colour only helps scanning). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`staff-badge staff-badge--${status}`}>{statusLabel(status)}</span>;
}

/**
 * "Load more" under a paged list (staff-api-client.ts usePages): shown while the API has more, busy while loading,
 * a failure visible and retryable by pressing it again; how many are shown is announced politely.
 * @param what the items in words, one and several, e.g. ['audit entry', 'audit entries'] ("1 audit entry shown")
 */
export function LoadMore<T>({ pages, what }: { pages: Pages<T>; what: readonly [one: string, other: string] }) {
  const count = pages.items.length;
  return (
    <div className="staff-more">
      <p className="staff-muted" aria-live="polite">
        {count} {count === 1 ? what[0] : what[1]} shown{pages.hasMore ? '' : ', no more'}.
      </p>
      {pages.hasMore && (
        <button type="button" className="staff-button" onClick={pages.loadMore} disabled={pages.loadingMore} aria-busy={pages.loadingMore}>
          {pages.loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
      {pages.moreError && (
        <p className="staff-alert staff-alert--error" role="alert">
          We could not load more {what[1]}. {failureText(pages.moreError)}
        </p>
      )}
    </div>
  );
}
