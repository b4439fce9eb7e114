import { useState } from 'react';
import type { HeldComment } from '@contracts/staff-api';
import { useStaffUser } from './session';
import { StaffApiError, usePages, useStaffApi } from './staff-api-client';
import { formatDateTime, holdReasonsLabel, mayModerateComments, usePageTitle } from './staff-paths';
import { LoadFailure, LoadMore } from './StaffUi';
import { failureText } from './staff-failure-texts';

/** What happened to a comment on this page: decided (published or hidden), or a failure to show under it. */
type RowState = { comment: HeldComment; message: string } | { error: string };

/**
 * /staff/comments: the blog comments waiting for review (docs/architecture/staff-api.md), newest first, 25 a page with
 * "Load more". Each shows its article, author, time, why it was held and its text (as text, never HTML), with Publish
 * (listed on its article at once) and Hide (never listed); the outcome, or a failure, is said under the comment (a
 * status or alert region). Support only; the API checks the same. A comment someone else decided meanwhile shows how
 * it is now.
 */
export function CommentsPage() {
  usePageTitle('Comments');
  const api = useStaffApi();
  const user = useStaffUser();
  const moderator = mayModerateComments(user.groups);
  const pages = usePages(`comments:${moderator}`, (cursor) =>
    moderator
      ? api.heldComments(cursor).then((page) => ({ items: page.comments, nextCursor: page.nextCursor }))
      : Promise.resolve({ items: [] }),
  );
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [busy, setBusy] = useState<string>();

  async function decide(comment: HeldComment, to: 'published' | 'hidden') {
    setBusy(comment.id);
    try {
      const stored = await api.moderateComment(comment.id, { to, version: comment.version });
      const message = to === 'published' ? 'Published: it now shows on its article.' : 'Hidden: it will never show on the site.';
      setRows((previous) => ({ ...previous, [comment.id]: { comment: stored, message } }));
    } catch (error) {
      const current = error instanceof StaffApiError && error.status === 409 ? (error as StaffApiError<HeldComment>).current : undefined;
      const next: RowState = current ? { comment: current, message: failureText(error as Error) } : { error: failureText(error as Error) };
      setRows((previous) => ({ ...previous, [comment.id]: next }));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <h1>Comments</h1>
      <p className="staff-lead">
        Blog comments that wait for review because they contain a link or came in a burst. Publish shows a comment on its article; Hide
        keeps it off the site.
      </p>
      {!moderator && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>Only support staff moderate comments.</p>
        </div>
      )}
      {moderator && pages.error && <LoadFailure error={pages.error} onRetry={pages.reload} what="the comments" />}
      {moderator && !pages.error && pages.loading && <p role="status">Loading the comments…</p>}
      {moderator && !pages.error && !pages.loading && (
        <>
          {pages.items.length === 0 ? (
            <p className="staff-muted">No comment is waiting for review.</p>
          ) : (
            <ol className="staff-comments">
              {pages.items.map((held) => (
                <HeldCommentItem
                  key={held.id}
                  held={held}
                  row={rows[held.id]}
                  busy={busy === held.id}
                  onDecide={(comment, to) => void decide(comment, to)}
                />
              ))}
            </ol>
          )}
          <LoadMore pages={pages} what={['comment', 'comments']} />
        </>
      )}
    </>
  );
}

/** One held comment: what it says and why it waits, and Publish / Hide while it still waits. */
function HeldCommentItem({
  held,
  row,
  busy,
  onDecide,
}: {
  held: HeldComment;
  row?: RowState;
  busy: boolean;
  onDecide: (comment: HeldComment, to: 'published' | 'hidden') => void;
}) {
  const comment = row && 'comment' in row ? row.comment : held;
  // A comment listed as published is one whose publishing did not finish: publishing it again finishes it.
  const open = comment.status === 'held' || (!row && comment.status === 'published');
  const headingId = `held-${comment.id}`;
  const decisionButton = (to: 'published' | 'hidden', className: string, text: string) => (
    <button type="button" className={className} aria-describedby={headingId} disabled={busy} onClick={() => onDecide(comment, to)}>
      {text}
    </button>
  );
  return (
    <li className="staff-panel staff-comment" aria-labelledby={headingId}>
      <h2 className="staff-comment__head" id={headingId}>
        {comment.name} on{' '}
        <a href={`/${comment.post}`} target="_blank" rel="noopener noreferrer">
          /{comment.post}
        </a>
      </h2>
      <p className="staff-muted">
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time> · {holdReasonsLabel(comment.heldFor)}
      </p>
      <p className="staff-message">{comment.comment || '(no text)'}</p>
      {!row && comment.status === 'published' && (
        <p className="staff-muted">Publishing did not finish. Publish it again to show it on its article.</p>
      )}
      {row && 'message' in row && <p role="status">{row.message}</p>}
      {row && 'error' in row && (
        <p className="staff-alert staff-alert--error" role="alert">
          {row.error}
        </p>
      )}
      {open && (
        <div className="staff-comment__actions">
          {decisionButton('published', 'staff-button', 'Publish')}
          {comment.status === 'held' && decisionButton('hidden', 'staff-button staff-button--quiet', 'Hide')}
        </div>
      )}
    </li>
  );
}
