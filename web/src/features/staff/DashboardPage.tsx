import { Link } from 'react-router-dom';
import type { LifecycleKind } from '@domain/lifecycle';
import { PRIVACY_QUEUE_STATUS } from '@contracts/privacy-requests';
import { PRIVACY_RESPONSE_DAYS } from '@contracts/privacy-response';
import { QUEUE_PAGE_SIZE, type QueuePage } from '@contracts/staff-api';
import { waitedText } from './ServiceClock';
import { useStaffUser } from './session';
import { useLoad, useStaffApi } from './staff-api-client';
import { maySee, staffPaths, statusLabel, usePageTitle } from './staff-paths';
import { LoadFailure } from './StaffUi';
import './service-clock.css';

/** One dashboard count: the queues (kind + status) it adds up. */
interface Tile {
  id: string;
  label: string;
  kind: LifecycleKind;
  statuses: string[];
}

const tiles: Tile[] = [
  { id: 'prescriptions', label: 'New prescriptions', kind: 'prescription', statuses: ['received'] },
  { id: 'orders', label: 'Orders to confirm', kind: 'order', statuses: ['awaiting_prescription', 'placed'] },
  { id: 'packing', label: 'Orders to pack', kind: 'order', statuses: ['confirmed'] },
  { id: 'returns', label: 'Return requests', kind: 'order', statuses: ['return_requested'] },
  { id: 'messages', label: 'Unanswered messages', kind: 'message', statuses: ['new', 'awaiting_support'] },
];

/**
 * /staff: how much is waiting, per queue the user's group may see: each count is the queue's `total` (a COUNT Query
 * beside its first, oldest-first page), with how long the oldest row has waited, so the dashboard costs one small
 * query and one count per status, and as much again for what is overdue by its service clock (OverdueCounts).
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useStaffUser();
  const visible = tiles.filter((tile) => maySee(user.groups, tile.kind) && (tile.id !== 'packing' || !user.groups.includes('pharmacist')));
  return (
    <>
      <h1>Dashboard</h1>
      <p className="staff-lead">Hello {user.name}. Here is what is waiting now.</p>
      <ul className="staff-tiles">
        {visible.map((tile) => (
          <DashboardTile key={tile.id} tile={tile} />
        ))}
        <PrivacyTile kinds={(['prescription', 'order', 'message'] as const).filter((kind) => maySee(user.groups, kind))} />
      </ul>
    </>
  );
}

/**
 * How many rows of the given queues are overdue by their service clock (domain/service-clocks.ts): one `due=overdue`
 * page of each (a key condition on the queue index, never a Scan), counted like the tiles ("25+" when a page is full),
 * each linking to its filtered queue; `what` names them when the tile spans kinds. Shown only when something is overdue;
 * the word carries the meaning, not a colour (WCAG 2.2 SC 1.4.1).
 */
function OverdueCounts({ kind, statuses, what }: { kind: LifecycleKind; statuses: readonly string[]; what?: string }) {
  const api = useStaffApi();
  const pages = useLoad(
    `overdue:${kind}:${statuses.join(',')}`,
    () => Promise.all(statuses.map((status) => api.queue({ kind, status, order: 'oldest', due: 'overdue' }))),
    { refetchOnFocus: true },
  );
  if (pages.error) return <LoadFailure error={pages.error} onRetry={pages.reload} what="the overdue count" />;
  const overdue = statuses
    .map((status, index) => ({ status, page: pages.data?.[index] }))
    .filter(({ page }) => page && page.rows.length > 0);
  if (overdue.length === 0) return null;
  return (
    <ul className="staff-tile__links staff-tile__overdue">
      {overdue.map(({ status, page }) => (
        <li key={status}>
          <Link to={`${staffPaths.queue[kind]}?${new URLSearchParams({ status, due: 'overdue', order: 'oldest' }).toString()}`}>
            {`${totalOf([page!])} overdue`}
            {what ? `: ${what}` : statuses.length > 1 ? `: ${statusLabel(status).toLowerCase()}` : ''}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A queue's row count: the API's `total` (a COUNT Query on the page's key condition), else the page's rows. */
function pageTotal(page: QueuePage): number {
  return page.total ?? page.rows.length;
}

/** Queues' counts added up, with '+' when one was counted only up to the API's cap ('1000+'). */
function totalOf(pages: readonly QueuePage[]): string {
  const sum = pages.reduce((total, page) => total + pageTotal(page), 0);
  return `${sum}${pages.some((page) => page.totalIsAtLeast) ? '+' : ''}`;
}

/** One queue tile: how many wait (QueuePage.total over its statuses), how long the oldest has waited, and the links. */
function DashboardTile({ tile }: { tile: Tile }) {
  const api = useStaffApi();
  const counts = useLoad(
    `${tile.kind}:${tile.statuses.join(',')}`,
    () => Promise.all(tile.statuses.map((status) => api.queue({ kind: tile.kind, status, order: 'oldest' }))),
    { refetchOnFocus: true },
  );
  // Each page is oldest first, so its first row has waited longest (its service clock measured at the request).
  const oldestWaitMs = Math.max(-1, ...(counts.data ?? []).map((page) => page.rows[0]?.clock?.waitingMs ?? -1));
  const link = (status: string) => `${staffPaths.queue[tile.kind]}?${new URLSearchParams({ status, order: 'oldest' }).toString()}`;
  return (
    <li className="staff-tile" aria-labelledby={`tile-${tile.id}`}>
      <h2 className="staff-tile__label" id={`tile-${tile.id}`}>
        {tile.label}
      </h2>
      {counts.error ? (
        <LoadFailure error={counts.error} onRetry={counts.reload} what="this count" />
      ) : (
        <p className="staff-tile__count">{counts.data ? totalOf(counts.data) : '…'}</p>
      )}
      {oldestWaitMs >= 0 && <p className="staff-muted">Oldest waiting {waitedText(oldestWaitMs)}</p>}
      <ul className="staff-tile__links">
        {tile.statuses.map((status, index) => {
          const page = counts.data?.[index];
          return (
            <li key={status}>
              <Link to={link(status)}>
                View {statusLabel(status).toLowerCase()}
                {page && tile.statuses.length > 1 ? ` (${totalOf([page])})` : ''}
              </Link>
            </li>
          );
        })}
      </ul>
      <OverdueCounts kind={tile.kind} statuses={tile.statuses} />
    </li>
  );
}

const kindPlural: Record<LifecycleKind, string> = { prescription: 'prescriptions', order: 'orders', message: 'messages' };

/**
 * Shoppers' privacy requests from /track (docs/architecture/self-service-api.md: deletions held for pharmacy records law, corrections) made within
 * the answer time the privacy policy promises (PRIVACY_RESPONSE_DAYS), over the kinds the user may see: one newest-first
 * page of each kind's `privacy_request` queue, counted by date ("25+" when a full page is that recent).
 */
function PrivacyTile({ kinds }: { kinds: readonly LifecycleKind[] }) {
  const api = useStaffApi();
  const pages = useLoad(
    `privacy:${kinds.join(',')}`,
    async () => {
      const loaded = await Promise.all(kinds.map((kind) => api.queue({ kind, status: PRIVACY_QUEUE_STATUS, order: 'newest' })));
      const since = Date.now() - PRIVACY_RESPONSE_DAYS * 24 * 60 * 60 * 1000;
      return loaded.map((page) => ({
        count: page.rows.filter((row) => Date.parse(row.createdAt) >= since).length,
        full: Boolean(page.nextCursor),
      }));
    },
    { refetchOnFocus: true },
  );
  const total = (pages.data ?? []).reduce((sum, page) => sum + page.count, 0);
  const more = (pages.data ?? []).some((page) => page.full && page.count >= QUEUE_PAGE_SIZE);
  if (kinds.length === 0) return null;
  return (
    <li className="staff-tile" aria-labelledby="tile-privacy">
      <h2 className="staff-tile__label" id="tile-privacy">
        Privacy requests, last {PRIVACY_RESPONSE_DAYS} days
      </h2>
      {pages.error ? (
        <LoadFailure error={pages.error} onRetry={pages.reload} what="this count" />
      ) : (
        <p className="staff-tile__count">{pages.data ? (more ? `${QUEUE_PAGE_SIZE}+` : String(total)) : '…'}</p>
      )}
      <ul className="staff-tile__links">
        {kinds.map((kind) => (
          <li key={kind}>
            <Link to={`${staffPaths.queue[kind]}?${new URLSearchParams({ status: PRIVACY_QUEUE_STATUS }).toString()}`}>
              View requests on {kindPlural[kind]}
            </Link>
          </li>
        ))}
      </ul>
      {kinds.map((kind) => (
        <OverdueCounts key={kind} kind={kind} statuses={[PRIVACY_QUEUE_STATUS]} what={`requests on ${kindPlural[kind]}`} />
      ))}
    </li>
  );
}
