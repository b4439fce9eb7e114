import { isDeepStrictEqual } from 'node:util';
import { checkTransition, historyEntry, type Actor, type HistoryEntry, type TransitionRequest } from '@domain/lifecycle';
import { statusChangeSchema, type LastChange } from '@contracts/staff-api';
import { cancellationRefundWrite } from '@domain/order-service';
import { fulfilmentBlock, paymentOf } from '@domain/payment';
import { TAX_RECORD_RETENTION_YEARS, expiryAfterYears, messageExpiry } from '@domain/retention';
import { HttpError } from '../runtime/http';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { transitionError } from '../runtime/transition-error';
import { issueInvoiceAtDispatch } from './record-invoice';
import { claimView, newClaim, refuseOthersClaim } from './record-claim';
import { writeStatusChange, type StatusChange as RecordStatusChange } from '../data/records';
import { RESTOCKING_STATUSES, orderLinesOf, restockOrder } from '../data/shelf';
import {
  staffJsonBody,
  auditAction,
  auditedConflict,
  loadRecord,
  type AuditInput,
  staffRecordView,
  type RouteParams,
  type StaffApiContext,
  auditedWrite,
} from './staff-context';
import type { StaffUser } from './staff-user';
import { readPrescriptionCheck } from './prescription-check';
import type { Prescriber } from '@contracts/prescriber';
import { batchesDetail, packedBatches, rememberPackedBatches, type OrderBatch } from './packing';
import { dispatchTrace, undoDispatchTrace, writeDispatchTrace } from './dispatch-trace';
import { fulfilmentDetail, readFulfilmentStep, refuseDeliveryWithoutCash } from './fulfilment-step';
import type { Shipment } from '@domain/couriers';
import type { StoredRecord } from '../data/record-schemas';

const STALE = 'Someone else changed this record. Here is the current version.';

/**
 * A history entry as the staff API stores it: the staff member's display name beside their user id, on a prescription
 * check what the pharmacist recorded of the prescription, and a packing's batches (staff-only, like `byName`: /track
 * maps history to plain words).
 */
type StoredHistoryEntry = HistoryEntry & {
  byName?: string;
  prescriber?: Prescriber;
  prescriptionLines?: string[];
  batches?: OrderBatch[];
  shipment?: Shipment;
  receivedBy?: string;
};

/** True when an order as stored has been dispatched (now or before a later status). */
function wasDispatched(order: StoredRecord): boolean {
  return order.history.some((entry) => entry.to === 'dispatched');
}

/**
 * Who made a record's last change and when, for a stale change's 409: the last history entry's status and time, and
 * the display name stored with it (for a verification or rejection stored without one, the pharmacist of
 * `decidedBy`). Never the user id. Undefined for a record without history.
 */
function lastChangeOf(item: StoredRecord): LastChange | undefined {
  const last = item.history.at(-1);
  if (!last) return undefined;
  const decidedBy = item.kind !== 'message' && item.status !== 'erased' ? item.decidedBy : undefined;
  const byName = last.byName ? last.byName : (last.to === 'verified' || last.to === 'rejected') && decidedBy ? decidedBy.name : undefined;
  // A step that keeps the status is named by what it recorded ("Cash collected: ₹4.00"), not as the status again.
  const step =
    last.from === last.to
      ? {
          from: last.from,
          ...(last.reason ? { reason: last.reason } : {}),
          ...(last.call ? { call: last.call } : {}),
          ...(last.callBackAt ? { callBackAt: last.callBackAt } : {}),
          ...(typeof last.amountPaise === 'number' ? { amountPaise: last.amountPaise } : {}),
        }
      : {};
  return { to: last.to, at: last.at, ...(byName ? { byName } : {}), ...step };
}

/**
 * POST /api/staff/records/<reference>/status {to, reason?, note?, version}: one lifecycle change (domain/lifecycle.ts
 * checkTransition), written with a condition on `version`, appending to `history`, moving the record's queue and
 * queuing the e-mails it owes (functions/data/records.ts writeStatusChange: one conditional write).
 * A pharmacist's verification or rejection, and an order's confirmation after its prescription check, record their
 * name, council and registration number (`decidedBy`). A verification (and that confirmation) must also record the
 * prescription (prescription-check.ts): `prescriber`, and an order's ticked `prescriptionLines`, stored on the record,
 * in its history entry and in the audit detail. Packing an order takes `lines`, the batch and expiry of each of
 * its lines (packing.ts), stored as the order's `batches`, in the history entry and in the audit detail, and
 * remembered per product for the next proposal. A dispatch first writes its recall trace and Schedule H1 register
 * entries (dispatch-trace.ts), each once per order and line however often it is retried. Closing a message moves its
 * TTL to a year from the close (domain/retention.ts MESSAGE_RETENTION_DAYS).
 *
 * Audit (action 'status', detail 'from→to (reason)'): a stale `version` is recorded `conflict`; a change the lifecycle
 * table refuses is recorded `refused`; otherwise the entry is written `attempted` BEFORE the write and set to
 * `allowed` or `conflict` after it (staff-context.ts auditAttempt), so a failed attempt never reads as a change (a
 * write whose answer was lost and whose retry then failed its condition is recognised by the record's last history
 * entry being this one: `allowed`, 200). A 409 shows the current record, so it also records a `view` (auditedConflict).
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema, 400 for a change the
 *   table refuses, 400 VALIDATION for a verification without a valid prescriber or with an unticked prescription line
 *   (prescription-check.ts readPrescriptionCheck); 403 for a role without the right; 404 for an unknown reference; 409 CONFLICT with the current
 *   record (`error.fields` empty, body.current) and its last change (body.lastChange: status, time, staff name) when
 *   `version` is stale, checked BEFORE the lifecycle table: a change decided against an old version is a conflict, not
 *   a bad request; so two pharmacists never overwrite each other; 409 CONFLICT with reason `payment_pending` when an
 *   online order whose payment has not been received is confirmed or packed (domain/payment.ts fulfilmentBlock);
 *   400 VALIDATION with reason `batch_not_in_order`, `batch_missing`, `batch_expired` or `batch_expires_soon` naming the lines
 *   (`productIds`) for a packing without a valid batch and expiry for each line (packing.ts packedBatches)
 */
export async function changeStatus(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const change = staffJsonBody(statusChangeSchema, request);
  const { kind, key, item } = await loadRecord(reference, user, context);
  const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
  const from = item.status;
  // A verification records the prescription it was made on: checked before anything is written or audited.
  const check = readPrescriptionCheck(change, kind, from, item, context.now);
  // A dispatch records its courier and tracking number, a delivery its receiver (fulfilment-step.ts): checked likewise.
  const step = readFulfilmentStep(change, kind);
  const entry: StoredHistoryEntry = {
    ...staffHistoryEntry({ kind, from, to: change.to, reason: change.reason, note: change.note }, user, context.now),
    ...check,
    ...step,
  };
  const audit = {
    at: entry.at,
    action: 'status',
    reference,
    detail: `${from}→${change.to}${change.reason ? ` (${change.reason})` : ''}${check ? `; ${prescriberDetail(check.prescriber)}` : ''}${step ? `; ${fulfilmentDetail(step)}` : ''}`,
  } as const;
  // A colleague's live review claim (record-claim.ts) is named before a stale version: it says who has it.
  if (kind === 'prescription') await refuseOthersClaim(context, user, item, audit);
  await refuseStaleVersion(context, user, audit, item, change.version);
  const problem = checkTransition({ kind, from, to: change.to, reason: change.reason, note: change.note }, actor, {
    needsPrescription: item.file !== undefined,
  });
  if (problem) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw transitionError(problem);
  }
  // An online order is fulfilled only once paid; cash on delivery proceeds without payment (domain/payment.ts).
  if (kind === 'order' && (change.to === 'confirmed' || change.to === 'packed') && fulfilmentBlock(paymentOf(item))) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(409, 'CONFLICT', 'The payment for this order has not been received yet.').because({ code: 'payment_pending' });
  }
  // A cash-on-delivery order is delivered once its cash is marked collected (cash-collected.ts), never before.
  if (kind === 'order' && change.to === 'delivered') {
    try {
      refuseDeliveryWithoutCash(item);
    } catch (error) {
      await auditAction(context, user, { ...audit, outcome: 'refused' });
      throw error;
    }
  }

  // An order's prescription check (awaiting_prescription → confirmed) records its pharmacist too: the tax invoice names
  // them with their registration (domain/invoice.ts).
  const decidedBy =
    ((kind === 'prescription' && (change.to === 'verified' || change.to === 'rejected')) ||
      (kind === 'order' && from === 'awaiting_prescription' && change.to === 'confirmed')) &&
    user.name
      ? { name: user.name, council: user.council ?? '', registration: user.registration ?? '' }
      : undefined;
  // Packing records the batch and expiry of every line (packing.ts): refused, audited, before anything is written.
  let batches: OrderBatch[] | undefined;
  if (item.kind === 'order' && change.to === 'packed') {
    try {
      batches = packedBatches(item, change.lines, context.now);
    } catch (error) {
      await auditAction(context, user, { ...audit, outcome: 'refused' });
      throw error;
    }
  }
  const storedEntry: StoredHistoryEntry = batches ? { ...entry, batches } : entry;
  // A dispatch writes its recall trace and H1 register entries first (dispatch-trace.ts), each once per order and line.
  const trace = item.kind === 'order' && change.to === 'dispatched' ? dispatchTrace(item, entry.at) : undefined;
  if (trace) await writeDispatchTrace(context, trace);
  // A cancelled prepaid order starts its refund in the same write, with its e-mail (domain/order-service.ts).
  const refund = kind === 'order' && change.to === 'cancelled' ? cancellationRefundWrite(item, entry.at, 'staff') : undefined;
  // "Start review" claims the prescription for this pharmacist in the same write; a decision ends the claim.
  const claim = kind === 'prescription' && change.to === 'in_review' ? newClaim(user, context.now) : undefined;
  const updated = await commitStatusChange(
    context,
    user,
    batches ? { ...audit, detail: `${audit.detail}: ${batchesDetail(batches)}` } : audit,
    {
      key,
      kind,
      from,
      to: change.to,
      version: change.version,
      entry: storedEntry,
      notify: { email: typeof item.email === 'string' ? item.email : undefined, reason: change.reason },
      ...(decidedBy || check ? { set: { ...(decidedBy ? { decidedBy } : {}), ...check } } : {}),
      ...(refund ? { set: refund.set, alsoNotify: refund.alsoNotify } : {}),
      ...(claim ? { set: { claim } } : {}),
      ...(batches ? { set: { batches } } : {}),
      ...(step ? { set: { ...step, ...taxRecordRetention(kind, change.to, context.now) } } : {}),
      // A closed message is kept a year from its closing (domain/retention.ts MESSAGE_RETENTION_DAYS).
      ...(kind === 'message' && change.to === 'closed' ? { set: { expiresAt: messageExpiry(context.now) } } : {}),
      ...(kind === 'prescription' && from === 'in_review' ? { remove: ['claim'] } : {}),
    },
    // A dispatch that lost to another change (the order was not dispatched) leaves no register entry behind.
    trace ? (current) => (wasDispatched(current) ? Promise.resolve() : undoDispatchTrace(context, trace)) : undefined,
  );
  if (batches) await rememberPackedBatches(context, batches, entry.at);
  if (updated.kind === 'order' && change.to === 'dispatched') await issueInvoiceAtDispatch(reference, key, updated, context);
  // A cancelled order puts its units back on the shelf, once (restockOrder); a returned pack is never resold.
  if (kind === 'order' && (RESTOCKING_STATUSES as readonly string[]).includes(change.to)) {
    await restockOrder(context.clients.dynamo, context.config.tableName, key, orderLinesOf(updated), context.now);
  }
  return { status: 200, body: await staffRecordView(updated, user) };
}

/**
 * What a dispatch sets for the order's retention: a dispatched order is a record of sale with its tax invoice, kept
 * TAX_RECORD_RETENTION_YEARS from dispatch (CGST Act 2017 §36, domain/retention.ts) by its TTL, in place of the 180
 * days an order carrying a prescription had (the file itself still expires by the bucket's lifecycle).
 * @param kind the record's kind; `to` the new status; `now` the change's time
 * @returns `{ expiresAt }` (epoch seconds) for an order's dispatch, else nothing
 */
function taxRecordRetention(kind: string, to: string, now: Date): { expiresAt?: number } {
  return kind === 'order' && to === 'dispatched' ? { expiresAt: expiryAfterYears(now, TAX_RECORD_RETENTION_YEARS) } : {};
}

/**
 * The audit detail of a prescription check: the prescriber, their registration and address, the prescription date and
 * whether it names the composition, e.g. 'prescriber Dr A. Rao (DMC/R/12345, Rao Clinic, Saket), 2026-11-01, by composition'.
 */
function prescriberDetail({ name, registration, address, prescribedOn, namesComposition }: Prescriber): string {
  const where = address ? `, ${address}` : '';
  return `prescriber ${name} (${registration}${where}), ${prescribedOn}, ${namesComposition ? 'by composition' : 'by brand'}`;
}

/**
 * The history entry of a staff change (domain/lifecycle.ts historyEntry) with the staff member's display name beside
 * their user id, so a colleague's 409 can say who decided first (staff-only: /track maps history to plain words and
 * never shows `by` or `byName`).
 * @param now the change's time
 */
export function staffHistoryEntry(request: TransitionRequest, user: StaffUser, now: Date): StoredHistoryEntry {
  const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
  return { ...historyEntry(request, actor, now), ...(user.name ? { byName: user.name } : {}) };
}

/**
 * Answers a change decided against an old `version` first (audit `conflict`, then the 409 with the current record and
 * its last change): whether the lifecycle table would allow it from the current status is beside the point (the
 * caller must see what changed). Returns quietly when `version` is the stored one.
 * @param audit the change's audit entry (action, reference, detail; `at` the change's time)
 * @throws HttpError 409 CONFLICT with body.current and body.lastChange (staff-context.ts auditedConflict)
 */
export async function refuseStaleVersion(
  context: StaffApiContext,
  user: StaffUser,
  audit: ChangeAudit,
  item: StoredRecord,
  version: number,
): Promise<void> {
  if (item.version === version) return;
  await auditAction(context, user, { ...audit, outcome: 'conflict' });
  throw await auditedConflict(context, user, audit.reference, STALE, item, { lastChange: lastChangeOf(item) });
}

/** What a change's audit entry says (staff-context.ts AuditInput without the outcome). */
type ChangeAudit = Omit<AuditInput, 'outcome'> & { at: string };

/**
 * Writes one checked status change (functions/data/records.ts writeStatusChange: status, history, extras and the
 * e-mails it owes in one write conditional on `version`), audited `attempted` BEFORE the write and settled `allowed` or
 * `conflict` after it (staff-context.ts auditAttempt). A write whose answer was lost and whose SDK retry then failed its
 * condition is recognised by the record's version and last history entry being this change's: `allowed`.
 * @param audit the change's audit entry; `change.entry` must be the history entry the record gets
 * @param beforeConflict runs with the record as it is now before a lost write's 409 (e.g. undoing what was written
 *   ahead of the status: dispatch-trace.ts)
 * @returns the record as stored after the change
 * @throws HttpError 409 CONFLICT with the current record and its last change when someone else changed it first; the
 *   SDK's other errors (the audit entry then stays `attempted`: the write may or may not have been applied)
 */
export async function commitStatusChange(
  context: StaffApiContext,
  user: StaffUser,
  audit: ChangeAudit,
  change: RecordStatusChange & { returnNothing?: false },
  beforeConflict?: (current: StoredRecord) => Promise<void>,
): Promise<StoredRecord> {
  return auditedWrite(context, user, audit, () => writeStatusChange(context.clients.dynamo, context.config.tableName, change), {
    message: STALE,
    // The SDK's retry of our own write whose answer was lost fails its condition on our own change: that is a success.
    isOwnWrite: (current) => current.version === change.version + 1 && isDeepStrictEqual(current.history.at(-1), change.entry),
    extra: (current) => {
      const claim = claimView(current, context.now);
      return { lastChange: lastChangeOf(current), ...(claim ? { claim } : {}) };
    },
    ...(beforeConflict ? { beforeConflict } : {}),
  });
}
