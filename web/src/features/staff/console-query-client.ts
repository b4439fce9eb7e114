import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';

/**
 * How long a loaded answer counts as fresh, in ms: 30 s. Within it, going back to a page (queue → record → queue, a
 * tab of the nav) shows the cached answer without asking again; after it, the page shows the cached answer and asks
 * again in the background. The console's own changes do not wait for it: each one marks the cache stale at once
 * (staff-api-client.ts, useStaffApi).
 */
export const CONSOLE_STALE_MS = 30_000;

/** How many times a failed load is tried again, only for a failure a later try can get past (no network, 429, 5xx). */
export const CONSOLE_LOAD_RETRIES = 2;

/**
 * True when a load that failed `failures` times with `error` is worth another try: a passing failure (ApiError
 * `retryable`: no network, 429, 5xx) fewer than CONSOLE_LOAD_RETRIES times. A refusal (400, 401, 403, 404, 409) never
 * is: the same request gets the same answer. A 401 in particular never reaches here as such: the API client ends the
 * session on it (session.tsx, whose renewal already ran before the request left) and throws SessionEndedError, which
 * is not retried either, and the sign-in-again screen takes over.
 */
export function shouldRetryLoad(failures: number, error: unknown): boolean {
  return failures < CONSOLE_LOAD_RETRIES && error instanceof ApiError && error.retryable;
}

/**
 * The staff console's one QueryClient (docs/architecture/frontend.md "The staff console's data"), created by the console's
 * entry (web/src/staff-app/main.tsx): answers fresh for CONSOLE_STALE_MS, no refetch when the window regains focus
 * unless a query asks for it (the queues and the dashboard's counts do: fresh work for a pharmacist coming back to the
 * tab; a record or a search would write an audit entry at every focus), passing failures retried (shouldRetryLoad).
 * Changes are never retried: they go through useStaffApi, not through the QueryClient.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CONSOLE_STALE_MS, refetchOnWindowFocus: false, retry: shouldRetryLoad },
    },
  });
}
