import { useEffect } from 'react';
import {
  cancellationReasons,
  rejectionReasons,
  returnDeclineReasons,
  returnReasons,
  type HistoryEntry,
  type LifecycleKind,
  type LifecycleStatus,
} from '@domain/lifecycle';
import type { AuditAction, AuditEntry, AuditOutcome, HoldReason, ModerationState } from '@contracts/staff-api';
import { PRIVACY_CORRECTION_REASON } from '@contracts/privacy-requests';
import { CASH_COLLECTED_REASON } from '@contracts/order-service';
import { formatMoney } from '@domain/money';
import { correctionFieldLabels } from '@contracts/privacy-correction';
import { DEFAULT_STAFF_LOCALE, formatStaffDateTime } from '@domain/staff-date-time';
import type { CallOutcome } from '@domain/call-clock';

/** The console's routes (the route table in web/src/app/router.tsx spells the same paths). */
export const staffPaths = {
  dashboard: '/staff',
  queue: { prescription: '/staff/prescriptions', order: '/staff/orders', message: '/staff/messages' } satisfies Record<
    LifecycleKind,
    string
  >,
  record: (reference: string) => `/staff/records/${encodeURIComponent(reference)}`,
  comments: '/staff/comments',
  catalogue: '/staff/catalogue',
  h1Register: '/staff/registers/h1',
  recalls: '/staff/recalls',
} as const;

type Group = 'pharmacist' | 'support';

/** Which groups may open each kind (docs/architecture/staff-api.md; the API enforces the same). */
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

/** Who change the shelf's prices, stock and state (the API enforces the same, functions/staff-api/authorise.ts). */
const shelfEditors: readonly Group[] = ['pharmacist'];

/** True when one of `groups` may change the shelf (the Catalogue page's Edit). */
export function mayChangeShelf(groups: readonly Group[]): boolean {
  return groups.some((group) => shelfEditors.includes(group));
}

/** Who keep the pharmacist's registers: the Schedule H1 register and batch recalls (the API enforces the same, functions/staff-api/authorise.ts). */
const registerKeepers: readonly Group[] = ['pharmacist'];

/** True when one of `groups` may open the H1 register and the Recalls page. */
function mayKeepRegisters(groups: readonly Group[]): boolean {
  return groups.some((group) => registerKeepers.includes(group));
}

/** True when one of `groups` may see records of `kind`. */
export function maySee(groups: readonly Group[], kind: LifecycleKind): boolean {
  return groups.some((group) => viewersOf[kind].includes(group));
}

/**
 * The side nav for a user's groups: the dashboard, each queue they may see, the comments queue for moderators, and the
 * Catalogue (every group reads the shelf; only pharmacists change it: mayChangeShelf), and for pharmacists the H1
 * register and Recalls (mayKeepRegisters).
 */
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
    ...(groups.length > 0 ? [{ to: staffPaths.catalogue, label: 'Catalogue' }] : []),
    ...(mayKeepRegisters(groups)
      ? [
          { to: staffPaths.h1Register, label: 'H1 register' },
          { to: staffPaths.recalls, label: 'Recalls' },
        ]
      : []),
  ];
}

/** A group as people read it. */
export function groupLabel(group: Group): string {
  return group === 'pharmacist' ? 'Pharmacist' : 'Support';
}

/** Statuses as staff read them (short words for dense tables); every lifecycle status has words (a new one fails tsc). */
export const statusWords: Readonly<Record<LifecycleStatus, string>> = {
  received: 'New',
  in_review: 'In review',
  verified: 'Verified',
  rejected: 'Rejected',
  erased: 'Erased',
  quoted: 'Quoted',
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
  return (statusWords as Readonly<Record<string, string>>)[status] ?? status.replace(/_/g, ' ');
}

/** A function giving the words of each code of a closed set (the code itself for one it does not know). */
function inWords<Code extends string>(words: Readonly<Record<Code, string>>): (code: Code) => string {
  return (code) => words[code] ?? code;
}

/** What each audit action records, as staff read it (contracts/staff-api.ts AuditAction; a new action without words fails tsc). */
export const auditActionWords: Readonly<Record<AuditAction, string>> = {
  view: 'Viewed the record',
  presign: 'Opened the prescription file',
  status: 'Changed the status',
  privacy_request_done: 'Closed a privacy request',
  moderate: 'Moderated a comment',
  answer: 'Answered the message',
  refund: 'Refund marked paid',
  cash_collected: 'Cash marked collected',
  return_decision: 'Decided a return',
  privacy_correction: 'Applied a correction request',
  privacy_erase: 'Erased on a privacy request',
  invoice: 'Downloaded the tax invoice',
  claim_takeover: 'Took over the review',
  shelf_change: 'Changed the shelf (price, stock or state)',
  h1_register: 'Read or exported the H1 register',
  recall: 'Looked up or notified a batch recall',
  call: 'Logged a call to the shopper',
  quote: 'Sent a quote from the prescription',
};

/** How a call ended (domain/call-clock.ts CallOutcome), as staff read it. */
export const callOutcomeWords: Readonly<Record<CallOutcome, string>> = {
  reached: 'Reached',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
  call_back: 'Call back later',
};

/** What an audit entry records, as staff read it, e.g. 'presign' → 'Opened the prescription file'. */
export const auditActionLabel = inWords<AuditAction>(auditActionWords);

/** Why a record changed (a history entry's or audit detail's reason code), as staff read it; every lifecycle reason has words. */
export const reasonWords: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries({ ...cancellationReasons, ...rejectionReasons, ...returnReasons, ...returnDeclineReasons }).map(([code, { label }]) => [
      code,
      label,
    ]),
  ),
  other: 'Other reason (see the note)',
  [PRIVACY_CORRECTION_REASON]: "Corrected at the shopper's request",
  [CASH_COLLECTED_REASON]: 'Cash collected',
};

/** A reason code as staff read it, e.g. 'unreadable' → 'Unclear or unreadable' (the code, spaced, for one it does not know). */
export function reasonLabel(reason: string): string {
  return reasonWords[reason] ?? reason.replace(/_/g, ' ');
}

/** A blog comment's moderation state as staff read it (the `moderate` audit detail). */
const moderationWords: Readonly<Record<ModerationState, string>> = { held: 'Held', published: 'Published', hidden: 'Hidden' };

/** A status or moderation state in an audit detail, in words. */
function stateLabel(state: string): string {
  return (moderationWords as Readonly<Record<string, string>>)[state] ?? statusLabel(state);
}

/** The privacy request types an audit detail names (`privacy_request_done`: '<type> <id>'). */
const privacyRequestWords: Readonly<Record<string, string>> = { erasure: 'Erasure request', correction: 'Correction request' };

/**
 * One audit entry in plain words: `what` was done and, when the stored detail says more, `detail`. The stored detail
 * (functions/staff-api/*: 'in_review→rejected (unreadable)', 'correction <id>: name, email', 'return-photo 300s',
 * 'refused: <scan>'…) is read here, so the console never shows a raw code; request ids and link lifetimes are left out.
 */
export function auditEntryWords(entry: Pick<AuditEntry, 'action' | 'detail'>): { what: string; detail?: string } {
  const stored = entry.detail ?? '';
  const what = auditActionLabel(entry.action);
  switch (entry.action) {
    case 'presign': {
      const refused = /refused: (.*)$/.exec(stored);
      return {
        what: stored.startsWith('return-photo ') ? 'Opened the return photo' : what,
        ...(refused ? { detail: 'not opened: the file has not passed the malware scan' } : {}),
      };
    }
    case 'privacy_correction': {
      const fields = /: (.+)$/.exec(stored)?.[1]?.split(', ');
      const named = fields?.map((field) => (correctionFieldLabels as Readonly<Record<string, string>>)[field] ?? field);
      return named ? { what: `Corrected: ${named.join(', ')}` } : { what };
    }
    case 'privacy_request_done': {
      const type = privacyRequestWords[stored.split(' ')[0] ?? ''];
      return type ? { what, detail: type } : { what };
    }
    case 'call':
      // 'no answer', 'call back at <ISO time>': the outcome, and the time in IST (the note is never stored here).
      return { what, detail: stored.replace(/ at (\S+)$/, (_all, iso: string) => ` at ${formatDateTime(iso)}`) };
    case 'view':
      return stored.includes('conflict') ? { what, detail: 'the current version, after a change that lost to another' } : { what };
    default: {
      // 'from→to', then an optional '(reason)' and an optional '(pickup <date>)' / '(finishing)'.
      const change = /^([a-z_]+)→([a-z_]+)(?: \(([a-z_]+)\))?/.exec(stored);
      if (!change) return { what };
      const reason = change[3] && change[3] !== 'finishing' ? `: ${reasonLabel(change[3])}` : '';
      return { what, detail: `${stateLabel(change[1]!)} → ${stateLabel(change[2]!)}${reason}` };
    }
  }
}

/**
 * One history entry's change in plain words, e.g. 'In review → Rejected: Unclear or unreadable'; a logged call says how
 * it ended, e.g. 'Call: No answer', 'Call: Call back at 30 Nov 2026, 5:15 pm' (the time in IST); an entry that keeps
 * the status says what happened, e.g. 'Cash collected: ₹400.00' (its `amountPaise`, integer paise, when stored).
 */
export function historyEntryWords(
  entry: Pick<HistoryEntry, 'from' | 'to' | 'reason' | 'call' | 'callBackAt'> & { amountPaise?: unknown },
): string {
  if (entry.call) {
    return entry.call === 'call_back' && entry.callBackAt
      ? `Call: Call back at ${formatDateTime(entry.callBackAt)}`
      : `Call: ${callOutcomeWords[entry.call] ?? entry.call}`;
  }
  if (entry.reason === PRIVACY_CORRECTION_REASON) return reasonLabel(entry.reason);
  if (entry.reason === CASH_COLLECTED_REASON) {
    const amount = entry.amountPaise;
    return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0
      ? `${reasonLabel(entry.reason)}: ${formatMoney(amount)}`
      : reasonLabel(entry.reason);
  }
  const change = entry.from && entry.from !== entry.to ? `${statusLabel(entry.from)} → ${statusLabel(entry.to)}` : statusLabel(entry.to);
  return entry.reason ? `${change}: ${reasonLabel(entry.reason)}` : change;
}

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

/** The staff member's locale: the browser's first language Intl formats dates in, else {@link DEFAULT_STAFF_LOCALE}. */
export function staffLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([...languages])[0] ?? DEFAULT_STAFF_LOCALE;
  } catch {
    return DEFAULT_STAFF_LOCALE; // a malformed language tag
  }
}

/**
 * An ISO time in the staff member's locale, always in India Standard Time (the pharmacy's clock, whatever the PC's
 * zone), e.g. '23 Nov 2026, 2:05 pm' in en-IN: the one date format of the console's tables, history and audit trail,
 * shared with the staff CLI (@domain/staff-date-time).
 * @param locale a BCP 47 tag (default: staffLocale())
 * @returns the text unchanged when it is not a time
 */
export function formatDateTime(iso: string, locale: string = staffLocale()): string {
  return formatStaffDateTime(iso, locale);
}

/** Sets the tab's title to '<title> · Medvika staff' while the page shows. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Medvika staff`;
  }, [title]);
}
