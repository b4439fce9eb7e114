import { Link } from 'react-router-dom';
import type { LifecycleKind } from '@contracts/lifecycle';
import { QUEUE_PAGE_SIZE } from '@contracts/staff-api';
import { useStaffUser } from './session';
import { useLoad, useStaffApi } from './staff-api-client';
import { maySee, staffPaths, statusLabel, usePageTitle } from './staff-paths';
import { LoadFailure } from './StaffUi';

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
  { id: 'messages', label: 'Unanswered messages', kind: 'message', statuses: ['new'] },
];

/**
 * /staff: how much is waiting, per queue the user's group may see. Each count is the first queue page's rows
 * ("25+" when a next page exists), so the dashboard costs one small query per status.
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
      </ul>
    </>
  );
}

function DashboardTile({ tile }: { tile: Tile }) {
  const api = useStaffApi();
  const counts = useLoad(`${tile.kind}:${tile.statuses.join(',')}`, () =>
    Promise.all(tile.statuses.map((status) => api.queue({ kind: tile.kind, status, order: 'oldest' }))),
  );
  const total = counts.data?.reduce((sum, page) => sum + page.rows.length, 0) ?? 0;
  const more = counts.data?.some((page) => page.nextCursor) ?? false;
  const link = (status: string) => `${staffPaths.queue[tile.kind]}?${new URLSearchParams({ status, order: 'oldest' }).toString()}`;
  const shown = (count: number, next: boolean) => (next || count > QUEUE_PAGE_SIZE ? `${QUEUE_PAGE_SIZE}+` : String(count));
  return (
    <li className="staff-tile" aria-labelledby={`tile-${tile.id}`}>
      <h2 className="staff-tile__label" id={`tile-${tile.id}`}>
        {tile.label}
      </h2>
      {counts.error ? (
        <LoadFailure error={counts.error} onRetry={counts.reload} what="this count" />
      ) : (
        <p className="staff-tile__count">{counts.data ? shown(total, more) : '…'}</p>
      )}
      <ul className="staff-tile__links">
        {tile.statuses.map((status, index) => {
          const page = counts.data?.[index];
          return (
            <li key={status}>
              <Link to={link(status)}>
                View {statusLabel(status).toLowerCase()}
                {page && tile.statuses.length > 1 ? ` (${shown(page.rows.length, Boolean(page.nextCursor))})` : ''}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
