import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArticleSlug } from '@contracts/articles';
import { ApiError } from '../../lib/api-client';
import type { Comment as BlogComment } from '@contracts/api';
import { fetchComments } from './comments-api';

/** What the comments list shows. */
export interface CommentsState {
  /** 'loading' until the first page arrives, 'error' if it failed, then 'ready'. */
  status: 'loading' | 'error' | 'ready';
  /** Loaded pages plus the comments posted from this page, oldest first, each id once. */
  comments: BlogComment[];
  /** Message of the failed first load. */
  error?: string;
  /** True when the server has more comments (a `nextCursor`). */
  hasMore: boolean;
  /** True while 'Load more comments' is fetching. */
  loadingMore: boolean;
  /** Message of a failed 'Load more comments'. */
  moreError?: string;
  /** Loads the first page again (the Retry button). */
  retry(): void;
  /** Fetches the next page and appends it. */
  loadMore(): void;
  /** Shows a comment just posted (the 201 answer) at once, without a reload. */
  append(comment: BlogComment): void;
}

const somethingWentWrong = msg`Something went wrong. Please try again.`;
const noConnection = msg`We could not reach Medvika. Check your internet connection and try again.`;

/**
 * What a failed comments request says, from the page's catalog by the failure's code (docs/i18n.md: the API's English
 * `message` is never shown): no answer at all (NETWORK, TIMEOUT) asks the reader to check the connection; anything
 * else is worth a retry.
 */
function messageOf(error: unknown): string {
  const unreachable = error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
  return i18n._(unreachable ? noConnection : somethingWentWrong);
}

function isAbort(error: unknown): boolean {
  return (error as Error | null)?.name === 'AbortError';
}

/** Keeps the first occurrence of each comment id (a posted comment can also arrive in a later page). */
function uniqueById(comments: BlogComment[]): BlogComment[] {
  const seen = new Set<string>();
  return comments.filter((comment) => (seen.has(comment.id) ? false : (seen.add(comment.id), true)));
}

/**
 * Loads an article's comments when the article opens (docs/behaviour.md §2 "On opening an article the page loads the
 * comments"), with a loading state, a retryable error (docs/architecture/departures.md: failures are visible), paging through
 * `nextCursor`, and local appending of posted comments.
 * @param slug the article whose comments to load (comments belong to one article, docs/architecture/departures.md)
 */
export function useComments(slug: ArticleSlug): CommentsState {
  const [status, setStatus] = useState<CommentsState['status']>('loading');
  const [error, setError] = useState<string>();
  const [loaded, setLoaded] = useState<BlogComment[]>([]);
  const [posted, setPosted] = useState<BlogComment[]>([]);
  const [cursor, setCursor] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string>();
  // Bumped on every first-page load so a late 'load more' answer of an older list is ignored.
  const generation = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    // A new article (or Retry) starts a new request: its state is reset with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus('loading');
    setError(undefined);
    setMoreError(undefined);
    setLoadingMore(false);
    fetchComments(slug, undefined, controller.signal).then(
      (page) => {
        if (current !== generation.current) return;
        setLoaded(page.comments);
        setCursor(page.nextCursor);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (isAbort(failure) || current !== generation.current) return;
        setError(messageOf(failure));
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const current = generation.current;
    setLoadingMore(true);
    setMoreError(undefined);
    fetchComments(slug, cursor).then(
      (page) => {
        if (current !== generation.current) return;
        setLoaded((previous) => [...previous, ...page.comments]);
        setCursor(page.nextCursor);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setMoreError(messageOf(failure));
        setLoadingMore(false);
      },
    );
  }, [slug, cursor, loadingMore]);

  const append = useCallback((comment: BlogComment) => setPosted((previous) => [...previous, comment]), []);

  const comments = useMemo(() => uniqueById([...loaded, ...posted]), [loaded, posted]);

  return { status, comments, error, hasMore: status === 'ready' && Boolean(cursor), loadingMore, moreError, retry, loadMore, append };
}
