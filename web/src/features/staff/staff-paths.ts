import { useEffect } from 'react';
import type { LifecycleKind } from '@domain/lifecycle';

/** The console's routes (the route table in web/src/app/router.tsx spells the same paths). */
export const staffPaths = {
  dashboard: '/staff',
  queue: { prescription: '/staff/prescriptions', order: '/staff/orders', message: '/staff/messages' } satisfies Record<LifecycleKind, string>,
  record: (reference: string) => `/staff/records/${encodeURIComponent(reference)}`,
} as const;

type Group = 'pharmacist' | 'support';

/** Which groups may open each kind (docs/architecture.md §3.2; the API enforces the same). */
export const viewersOf: Readonly<Record<LifecycleKind, readonly Group[]>> = {
  prescription: ['pharmacist'],
  order: ['pharmacist', 'support'],
  message: ['support'],
};

/** True when one of `groups` may see records of `kind`. */
export function maySee(groups: readonly Group[], kind: LifecycleKind): boolean {
  return groups.some((group) => viewersOf[kind].includes(group));
}

/** The side nav for a user's groups: the dashboard and each queue they may see. */
export function navItems(groups: readonly Group[]): Array<{ to: string; label: string; end?: boolean }> {
  const queues: Array<{ kind: LifecycleKind; label: string }> = [
    { kind: 'prescription', label: 'Prescriptions' },
    { kind: 'order', label: 'Orders' },
    { kind: 'message', label: 'Messages' },
  ];
  return [
    { to: staffPaths.dashboard, label: 'Dashboard', end: true },
    ...queues.filter(({ kind }) => maySee(groups, kind)).map(({ kind, label }) => ({ to: staffPaths.queue[kind], label })),
  ];
}

/** A group as people read it. */
export function groupLabel(group: Group): string {
  return group === 'pharmacist' ? 'Pharmacist' : 'Support';
}

/** Statuses as staff read them (short words for dense tables). */
const statusWords: Readonly<Record<string, string>> = {
  received: 'New',
  in_review: 'In review',
  verified: 'Verified',
  rejected: 'Rejected',
  erased: 'Erased',
  placed: 'Placed',
  awaiting_prescription: 'Awaiting prescription',
  confirmed: 'Confirmed',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
};

/** A status as staff read it, e.g. 'in_review' → 'In review'. */
export function statusLabel(status: string): string {
  return statusWords[status] ?? status.replace(/_/g, ' ');
}

/** The kind a reference names by its prefix (RX-, ORD-, MSG-), or undefined. */
export function kindOfReference(reference: string): LifecycleKind | undefined {
  if (/^RX-/i.test(reference)) return 'prescription';
  if (/^ORD-/i.test(reference)) return 'order';
  if (/^MSG-/i.test(reference)) return 'message';
  return undefined;
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** An ISO time as pharmacy staff in India read it, e.g. '23 Nov 2026, 2:05 pm' (IST). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const shortDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** An ISO time in few characters for narrow tables, e.g. '23/11/26, 2:05 pm' (IST). */
export function formatShortDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDateTime.format(date);
}

/** Sets the tab's title to '<title> · Medvika staff' while the page shows. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Medvika staff`;
  }, [title]);
}
