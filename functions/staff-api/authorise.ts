import { transitions, type LifecycleKind, type StaffGroup } from '@domain/lifecycle';
import { requireGroup, type StaffUser } from './staff-user';

/** What a staff API route does, for the authorisation rules below. */
export type StaffAction =
  | 'list_queue'
  | 'view_record'
  | 'change_status'
  | 'close_privacy_request'
  | 'open_file'
  | 'open_return_photo'
  | 'view_audit'
  | 'moderate_comments'
  | 'take_over_claim'
  | 'view_shelf'
  | 'change_shelf'
  | 'read_h1_register'
  | 'recall'
  | 'log_call'
  | 'send_quote';

/**
 * Which groups may see each kind: the staff groups that may make at least one of its changes in the lifecycle table
 * (domain/lifecycle.ts `transitions`), so the rights to read and to act never drift apart. Today: pharmacists
 * prescriptions and orders, support orders and messages (docs/architecture/staff-api.md).
 */
const viewersByKind = Object.fromEntries(
  (['prescription', 'order', 'message'] as const).map((kind) => [
    kind,
    [
      ...new Set(
        transitions.filter((row) => row.kind === kind).flatMap((row) => row.who.filter((who): who is StaffGroup => who !== 'shopper')),
      ),
    ],
  ]),
) as Record<LifecycleKind, StaffGroup[]>;

/**
 * Actions open to fewer groups than the record's kind: prescription files (presigned URLs, file content) and audit
 * trails are pharmacists' only (docs/architecture/staff-api.md). Blog comment moderation (the "Comments" queue, publish,
 * hide) is support's only: comments are no record of the lifecycle table, and support already answer the shop's
 * messages, while pharmacists' time goes to prescriptions; a pharmacist who sees a comment with medical advice to
 * correct tells support. A return's photo (open_return_photo) is named here too, for both groups that see orders, so
 * the right to open a file is always written down. Every other action needs only the kind (authoriseKind); a status
 * change is then checked against the lifecycle table itself (checkTransition).
 */
const actionGroups: Partial<Record<StaffAction, readonly StaffGroup[]>> = {
  open_file: ['pharmacist'],
  // A return's photo shows the item, not a prescription: support decide returns, so they open it too.
  open_return_photo: ['pharmacist', 'support'],
  view_audit: ['pharmacist'],
  moderate_comments: ['support'],
  // Only pharmacists review prescriptions, so only they hold or take over a review claim (record-claim.ts).
  take_over_claim: ['pharmacist'],
  // The shelf (functions/staff-api/catalogue.ts): support read prices and stock to answer shoppers; only pharmacists
  // change them, as they answer for what the pharmacy sells and at what price.
  view_shelf: ['pharmacist', 'support'],
  change_shelf: ['pharmacist'],
  // The Schedule H1 register names patients, prescribers and medicines: it is the pharmacist's register (Drugs Rules
  // 1945, Rule 65(3)(b)), so only pharmacists read and export it.
  read_h1_register: ['pharmacist'],
  // A recall is a pharmacist's decision about medicine already supplied.
  recall: ['pharmacist'],
  // The call task sits on a prescription (call-log.ts), which only pharmacists see: the call is about the shopper's
  // medicines and the prescription in front of them, so support (who never open prescriptions) do not log it.
  log_call: ['pharmacist'],
  // A quote is built from a prescription the pharmacist verified, and picks what is dispensed against it.
  send_quote: ['pharmacist'],
};

/**
 * Checks that `user` may see records of `kind` (queues, records, their privacy requests).
 * @throws HttpError 403 FORBIDDEN otherwise
 */
export function authoriseKind(user: StaffUser, kind: LifecycleKind): void {
  requireGroup(user, ...viewersByKind[kind]);
}

/**
 * Checks that `user` may take `action` at all, whatever the record: called before the record is read, so a group
 * without the right learns nothing about the reference (not even whether it exists).
 * @throws HttpError 403 FORBIDDEN for an action restricted to groups the user is not in
 */
export function authoriseAction(user: StaffUser, action: StaffAction): void {
  const groups = actionGroups[action];
  if (groups) requireGroup(user, ...groups);
}
