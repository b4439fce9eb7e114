import { ApiError } from '../../lib/api-client';
import { statusLabel } from './staff-paths';

/** Plain words for a failed staff API call. */
export function failureText(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'Your role may not open this. Ask a pharmacist or an administrator if you need it.';
    if (error.status === 404) return error.message || 'There is no record with this reference.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/** A failure, visible and retryable (docs/architecture.md §6: every failure is visible and retryable). */
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
