import { useEffect } from 'react';
import type { LifecycleKind } from '@domain/lifecycle';
import type { AuditAction, AuditOutcome, HoldReason } from '@contracts/staff-api';

/** The console's routes (the route table in web/src/app/router.tsx spells the same paths). */
export const staffPaths = {
  dashboard: '/staff',
  queue: { prescription: '/staff/prescriptions', order: '/staff/orders', message: '/staff/messages' } satisfies Record<
    LifecycleKind,
    string
  >,
  record: (reference: string) => `/staff/records/${encodeURIComponent(reference)}`,
  comments: '/staff/comments',
} as const;

type Group = 'pharmacist' | 'support';

/** Which groups may open each kind (docs/architecture.md §3.2; the API enforces the same). */
export const viewersOf: Readonly<Record<LifecycleKind, readonly Group[]>> = {
  prescription: ['pharmacist'],
  order: ['pharmacist', 'support'],
  message: ['support'],
};

/** Who moderates blog comments (the "Comments" queue; the API enforces the same, functions/staff-api/authorise.ts). */
const commentModerators: readonly Group[] = ['support'];

/** True when one of `groups` may moderate blog comments. */
export function mayModerateComments(groups: readonly Group[]): boolean {
  return groups.some((group) => commentModerators.includes(group));
}

/** True when one of `groups` may see records of `kind`. */
export function maySee(groups: readonly Group[], kind: LifecycleKind): boolean {
  return groups.some((group) => viewersOf[kind].includes(group));
}

/** The side nav for a user's groups: the dashboard, each queue they may see, and the comments queue for moderators. */
export function navItems(groups: readonly Group[]): Array<{ to: string; label: string; end?: boolean }> {
  const queues: Array<{ kind: LifecycleKind; label: string }> = [
    { kind: 'prescription', label: 'Prescriptions' },
    { kind: 'order', label: 'Orders' },
    { kind: 'message', label: 'Messages' },
  ];
  return [
    { to: staffPaths.dashboard, label: 'Dashboard', end: true },
    ...queues.filter(({ kind }) => maySee(groups, kind)).map(({ kind, label }) => ({ to: staffPaths.queue[kind], label })),
    ...(mayModerateComments(groups) ? [{ to: staffPaths.comments, label: 'Comments' }] : []),
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
  return_requested: 'Return requested',
  return_approved: 'Return approved',
  return_declined: 'Return declined',
  returned: 'Returned',
  new: 'New',
  answered: 'Answered',
  awaiting_support: 'Customer replied',
  closed: 'Closed',
};

/** A status as staff read it, e.g. 'in_review' → 'In review'. */
export function statusLabel(status: string): string {
  return statusWords[status] ?? status.replace(/_/g, ' ');
}

/** A function giving the words of each code of a closed set (the code itself for one it does not know). */
function inWords<Code extends string>(words: Readonly<Record<Code, string>>): (code: Code) => string {
  return (code) => words[code] ?? code;
}

/** What an audit entry records, as staff read it, e.g. 'presign' → 'Opened the file'. */
export const auditActionLabel = inWords<AuditAction>({
  view: 'Viewed the record',
  presign: 'Opened the file',
  status: 'Changed the status',
  privacy_request_done: 'Closed a privacy request',
  moderate: 'Moderated a comment',
  answer: 'Answered the message',
  refund: 'Marked the refund paid',
  return_decision: 'Decided a return',
  privacy_correction: 'Applied a correction request',
  privacy_erase: 'Erased on a privacy request',
  invoice: 'Downloaded the tax invoice',
});

/** How an audited action ended, as staff read it (contracts/staff-api.ts AuditOutcome). */
export const auditOutcomeLabel = inWords<AuditOutcome>({
  allowed: 'Done',
  refused: 'Refused',
  conflict: 'Not saved: someone else changed it first',
  attempted: 'Tried; the result was not recorded (see the history)',
});

const holdReasonLabel = inWords<HoldReason>({
  link: 'Contains a link',
  rate: 'Many comments from one connection this hour',
});

/** The reasons a comment is held, in words, e.g. 'Contains a link; Many comments from one connection this hour'. */
export function holdReasonsLabel(reasons: readonly HoldReason[]): string {
  return reasons.map(holdReasonLabel).join('; ');
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

/** Sets the tab's title to '<title> · Medvika staff' while the page shows. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Medvika staff`;
  }, [title]);
}
