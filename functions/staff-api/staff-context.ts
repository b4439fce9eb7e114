import type * as z from 'zod/mini';
import type { LifecycleKind } from '@domain/lifecycle';
import type { AuditEntry, AuditOutcome, StaffRecord } from '@contracts/staff-api';
import type { ApiErrorBody, ErrorReason } from '@contracts/api';
import type { AwsClients } from '../runtime/aws-clients';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { parseReference } from '../runtime/reference';
import { settleAudit, writeAudit } from '../data/audit';
import { logger } from '../runtime/logger';
import { readRecord } from '../data/records';
import { isConditionFailure, type ItemKey } from '../data/table';
import type { StoredRecord } from '../data/record-schemas';
import type { StoredFileRef } from '@domain/prescription-file-checks';
import { authoriseKind } from './authorise';
import type { StaffUser } from './staff-user';
import { namedStaffRecord } from './staff-names';

/** What the staff API needs; injected so tests can point it at the emulators. */
export interface StaffApiContext {
  clients: AwsClients;
  config: RuntimeConfig;
  /** The request time. */
  now: Date;
}

/** The parts of a staff API path the route table captures ('' where the path has none). */
export interface RouteParams {
  /** The record's reference, in the loose shape of REFERENCE_PATH_PATTERN (loadRecord parses it). */
  reference: string;
  /** A privacy request id, a blog comment's id, or a product id (the catalogue's shelf items). */
  id: string;
}

/** One staff API action: answers a request of the signed-in `user`, or throws an HttpError. */
export type StaffRoute = (request: HttpRequest, user: StaffUser, context: StaffApiContext, params: RouteParams) => Promise<RouteResult>;

/** Largest JSON body of a staff write: 4 KiB (a 1,000-character note of 4-byte characters fits). */
const STAFF_JSON_MAX_BYTES = 4096;

/**
 * The JSON body of a staff write (at most STAFF_JSON_MAX_BYTES), validated by `schema` (runtime/validate-fields.ts).
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema
 */
export function staffJsonBody<S extends z.core.$ZodType>(schema: S, request: HttpRequest): z.output<S> {
  return validateJsonBody(schema, request, STAFF_JSON_MAX_BYTES);
}

/**
 * The top-level attributes of a record the console shows (every field web/src/features/staff/* reads, by kind);
 * anything else stored (table and index keys, `queue`, the e-mail `outbox` and its index keys, `expiresAt`, claims of
 * other subsystems) stays on the server. A new attribute reaches the console only when added here.
 */
const STAFF_RECORD_FIELDS: ReadonlySet<string> = new Set([
  // every kind
  ...['reference', 'kind', 'status', 'version', 'createdAt', 'updatedAt', 'history', 'name', 'email', 'privacyRequests', 'erasedAt'],
  // the shopper's language (their e-mails are in it; staff may answer in it)
  'locale',
  // prescriptions (and the prescription of an order): medicine_name and definition are older records' names
  ...['phone', 'city', 'address', 'medicineName', 'medicine_name', 'notes', 'definition', 'consentAt', 'consentVersion'],
  ...['file', 'files', 'decidedBy', 'claim', 'dependentOrders'],
  // the pharmacist's call to the shopper (functions/data/call-task.ts)
  'call',
  // what the pharmacist recorded from the prescription on verifying it (functions/staff-api/prescription-check.ts)
  ...['prescriber', 'prescriptionLines'],
  // orders
  ...['country', 'state', 'code', 'lineItems', 'subtotalPaise', 'deliveryPaise', 'gstPaise', 'totalPaise', 'currency', 'payment'],
  ...['return', 'refund', 'invoice', 'substitution', 'batches', 'prescriber'],
  // a dispatch's courier and tracking number, a delivery's receiver (functions/staff-api/fulfilment-step.ts)
  ...['shipment', 'receivedBy'],
  // a pharmacist's quote (functions/staff-api/quote.ts): the order's prescription and note, the prescription's quotes
  ...['prescriptionReference', 'quotedAt', 'quoteNote', 'quotes'],
  // messages
  ...['mobile', 'message', 'thread'],
]);

/**
 * What the console may know of a stored file (domain/prescription-file-checks.ts StoredFileRef): its type, size,
 * name and re-encoding facts; never where it is stored (`bucket`, `key`, `versionId`): files are reached only
 * through the audited, scan-gated file routes (record-file.ts).
 */
function toStaffFile(file: StoredFileRef): Omit<StoredFileRef, 'bucket' | 'key' | 'versionId'> {
  const { bucket: _bucket, key: _key, versionId: _versionId, ...shown } = file;
  return shown;
}

/**
 * The record as the console sees it, a view model of the stored item: only {@link STAFF_RECORD_FIELDS}, and its
 * files (`file`, each of `files`, the return's `photo`) without their storage location (toStaffFile). Least data to
 * the browser: the view is what staff read, nothing the server keeps for itself.
 * @param item the record as read (record-schemas.ts parseRecord)
 * @returns the view model (contracts/staff-api.ts StaffRecord)
 */
export function toStaffRecord(item: StoredRecord): StaffRecord {
  const shown = Object.fromEntries(Object.entries(item).filter(([name]) => STAFF_RECORD_FIELDS.has(name)));
  const { reference, kind, status, version, history } = item;
  const view: StaffRecord = { ...shown, reference, kind, status, version, history };
  if (item.kind === 'message' || item.status === 'erased') return view;
  if (item.file) view.file = toStaffFile(item.file);
  if (item.files) view.files = item.files.map(toStaffFile);
  if (item.kind !== 'order') return view;
  // An order's substitution choice: 'equivalent' only when the shopper chose it, 'no' otherwise, including an order
  // stored before checkout asked (the safe reading: the pharmacist contacts the customer first).
  view.substitution = item.substitution === 'equivalent' ? 'equivalent' : 'no';
  if (item.return?.photo) view.return = { ...item.return, photo: toStaffFile(item.return.photo) };
  return view;
}

/**
 * The record as every staff route answers it: toStaffRecord, with the staff members it shows named for display where
 * a name is known (staff-names.ts namedStaffRecord; stored ids stay as they are, a directory failure leaves them
 * unnamed).
 * @returns the view model (contracts/staff-api.ts StaffRecord)
 */
export async function staffRecordView(item: StoredRecord, user: StaffUser): Promise<StaffRecord> {
  return namedStaffRecord(item, user, toStaffRecord(item));
}

/** A stored record the caller may see: its kind, table key and item. */
export interface LoadedRecord {
  kind: LifecycleKind;
  key: ItemKey;
  item: StoredRecord;
}

/**
 * Reads one record (consistently), checking the caller may see its kind (authoriseKind) before it is read.
 * @throws HttpError 404 for anything that is not an RX-/ORD-/MSG- reference, an unknown record, or one without a
 *   status (an erased record keeps a tombstone without personal data; records older than the lifecycle have none);
 *   403 for a kind the caller may not see
 */
export async function loadRecord(reference: string, user: StaffUser, { clients, config }: StaffApiContext): Promise<LoadedRecord> {
  const parsed = parseReference(reference);
  if (!parsed) throw new HttpError(404, 'NOT_FOUND', 'There is no record with this reference.').because({ code: 'record_not_found' });
  const { kind, key } = parsed;
  authoriseKind(user, kind);
  const item = await readRecord(clients.dynamo, config.tableName, key);
  if (!item || typeof item.status !== 'string')
    throw new HttpError(404, 'NOT_FOUND', 'There is no record with this reference.').because({ code: 'record_not_found' });
  return { kind, key, item };
}

/** What an action's audit entry says beyond who and when (`at` defaults to the request time). */
export type AuditInput = Omit<AuditEntry, 'at' | 'userId'> & { at?: string };

/**
 * Writes the audit entry of an action by `user` (functions/data/audit.ts writeAudit). Called BEFORE the action, so no
 * action happens unaudited: if this write fails, the action is not taken.
 * @param entry what was done to which reference and how it ended; `at` defaults to the request time
 * @returns the entry's key
 * @throws the SDK's errors (→ 503/500)
 */
export async function auditAction(context: StaffApiContext, user: StaffUser, entry: AuditInput): Promise<ItemKey> {
  const { at = context.now.toISOString(), ...rest } = entry;
  return writeAudit(context.clients.dynamo, context.config.tableName, { at, userId: user.userId, ...rest }, context.now);
}

/** Records how an attempted change ended (see auditAttempt). Never throws. */
export type SettleAudit = (outcome: Exclude<AuditOutcome, 'attempted'>) => Promise<void>;

/**
 * Audit before a change whose outcome is only known after its conditional write: writes the entry with outcome
 * `attempted` (so nothing is changed unaudited), and gives back the function that records the outcome afterwards
 * (functions/data/audit.ts settleAudit). If that second write fails, the change has already happened or been refused,
 * so the answer stands and the entry stays `attempted`: never read as a change (the record's history says whether it
 * happened), and never lost.
 * @throws the SDK's errors of the first write (→ 503/500; the change is then not attempted)
 */
export async function auditAttempt(context: StaffApiContext, user: StaffUser, entry: Omit<AuditInput, 'outcome'>): Promise<SettleAudit> {
  const key = await auditAction(context, user, { ...entry, outcome: 'attempted' });
  return async (outcome) => {
    try {
      await settleAudit(context.clients.dynamo, context.config.tableName, key, outcome);
    } catch (error) {
      logger.warn('audit outcome not recorded', { reference: entry.reference, errorName: (error as Error).name });
    }
  };
}

/**
 * The 409 CONFLICT of a change that lost to someone else's, carrying the record as it is now (staffRecordView) as
 * `current`. Showing it is a view, so a `view` entry is written first (audit before access).
 * @param message the English sentence, for logs and the staff CLI
 * @param extra further top-level members of the body, e.g. `lastChange`
 * @param reason what the console words (contracts/staff-refusals.ts); by default `record_changed` with the record's
 *   status now
 * @throws the SDK's errors of the audit write (→ 503/500; the current item is then not shown)
 */
export async function auditedConflict(
  context: StaffApiContext,
  user: StaffUser,
  reference: string,
  message: string,
  current: StoredRecord,
  extra: Omit<ApiErrorBody, 'error' | 'current'> = {},
  reason: ErrorReason = { code: 'record_changed', status: current.status },
): Promise<HttpError> {
  // At least a millisecond after the request time of the conflicting change's entry, so the trail reads in order.
  const at = new Date(Math.max(Date.now(), context.now.getTime() + 1)).toISOString();
  await auditAction(context, user, { at, action: 'view', reference, detail: 'current version shown after a conflict', outcome: 'allowed' });
  // body.current is the record as it is now (`error.fields` empty), so the console can show it.
  return new HttpError(409, 'CONFLICT', message, undefined, {}, { ...extra, current: await staffRecordView(current, user) }).because(
    reason,
  );
}

/** How an audited write (auditedWrite) answers a failed condition. */
export interface WriteConflict {
  /** The 409's English message, or a function of the record as it is now. */
  message: string | ((current: StoredRecord) => string);
  /** The 409's reason (contracts/staff-refusals.ts) from the record as it is now; `record_changed` by default. */
  reason?: (current: StoredRecord) => ErrorReason;
  /** Further members of the 409 body (e.g. `lastChange`), from the record as it is now. */
  extra?: (current: StoredRecord) => Omit<ApiErrorBody, 'error' | 'current'>;
  /**
   * True when the record as it is now already holds this very write: the SDK retried a write whose answer was lost,
   * and the retry failed its condition on our own change. That is a success, answered with the current record.
   */
  isOwnWrite?: (current: StoredRecord) => boolean;
  /** Runs before the 409 is thrown (e.g. tidying a queue pointer the current record no longer needs). */
  beforeConflict?: (current: StoredRecord) => Promise<void>;
}

/**
 * One staff change made by a conditional write, audited the one way every record action is (auditAttempt): the entry
 * is written `attempted` before `write`, then settled `allowed` when it lands. A failed condition re-reads the record:
 * our own lost-answer write counts as landed (`isOwnWrite`), anything else settles `conflict` and answers 409 with the
 * current record (auditedConflict). Any other failure leaves the entry `attempted` (the write may or may not have been
 * applied) and is rethrown.
 * @param audit the action's entry (`reference` names the record re-read after a conflict)
 * @returns what `write` returned, or the current record after our own lost-answer write
 * @throws HttpError 409 CONFLICT with body.current; the SDK's errors
 */
export async function auditedWrite(
  context: StaffApiContext,
  user: StaffUser,
  audit: Omit<AuditInput, 'outcome'>,
  write: () => Promise<StoredRecord>,
  conflict: WriteConflict,
): Promise<StoredRecord> {
  const settle = await auditAttempt(context, user, audit);
  try {
    const written = await write();
    await settle('allowed');
    return written;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { item: current } = await loadRecord(audit.reference, user, context);
    if (conflict.isOwnWrite?.(current)) {
      await settle('allowed');
      return current;
    }
    await settle('conflict');
    await conflict.beforeConflict?.(current);
    const message = typeof conflict.message === 'string' ? conflict.message : conflict.message(current);
    throw await auditedConflict(context, user, audit.reference, message, current, conflict.extra?.(current), conflict.reason?.(current));
  }
}
