import type { LifecycleKind } from '@domain/lifecycle';
import type { StaffRecord } from '@contracts/staff-api';
import type { AwsClients } from '../runtime/aws-clients';
import type { RuntimeConfig } from '../runtime/config';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { parseReference } from '../runtime/reference';
import { writeAudit, type AuditEntry } from '../data/audit';
import { readRecord } from '../data/records';
import type { Item, ItemKey } from '../data/table';
import { authoriseKind } from './authorise';
import type { StaffUser } from './staff-user';

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
  /** A privacy request id. */
  id: string;
}

/** One staff API action: answers a request of the signed-in `user`, or throws an HttpError. */
export type StaffRoute = (request: HttpRequest, user: StaffUser, context: StaffApiContext, params: RouteParams) => Promise<RouteResult>;

/** Largest JSON body of a staff write: 4 KiB (a 1,000-character note of 4-byte characters fits). */
export const STAFF_JSON_MAX_BYTES = 4096;

/** The record as staff see it: everything stored but the table's keys. */
export function toStaffRecord(item: Item): StaffRecord {
  const { pk: _pk, sk: _sk, queue: _queue, ...record } = item;
  return record as StaffRecord;
}

/** A 409 CONFLICT carrying the record as it is now (body.current, `error.fields` empty), so the console can show it. */
export function conflictWithCurrent(message: string, current: Item): HttpError {
  return new HttpError(409, 'CONFLICT', message, undefined, {}, { current: toStaffRecord(current) });
}

/** A stored record the caller may see: its kind, table key and item. */
export interface LoadedRecord {
  kind: LifecycleKind;
  key: ItemKey;
  item: Item;
}

/**
 * Reads one record (consistently), checking the caller may see its kind (authoriseKind) before it is read.
 * @throws HttpError 404 for anything that is not an RX-/ORD-/MSG- reference, an unknown record, or one without a
 *   status (an erased record keeps a tombstone without personal data; records older than the lifecycle have none);
 *   403 for a kind the caller may not see
 */
export async function loadRecord(reference: string, user: StaffUser, { clients, config }: StaffApiContext): Promise<LoadedRecord> {
  const parsed = parseReference(reference);
  if (!parsed) throw new HttpError(404, 'NOT_FOUND', 'There is no record with this reference.');
  const { kind, key } = parsed;
  authoriseKind(user, kind);
  const item = await readRecord(clients.dynamo, config.tableName, key);
  if (!item || typeof item.status !== 'string') throw new HttpError(404, 'NOT_FOUND', 'There is no record with this reference.');
  return { kind, key, item };
}

/**
 * Writes the audit entry of an action by `user` (functions/data/audit.ts writeAudit). Called BEFORE the action, so no
 * action happens unaudited: if this write fails, the action is not taken.
 * @param entry what was done to which reference; `at` defaults to the request time
 * @throws the SDK's errors (→ 503/500)
 */
export async function auditAction(context: StaffApiContext, user: StaffUser, entry: Omit<AuditEntry, 'at' | 'userId'> & { at?: string }): Promise<void> {
  const { at = context.now.toISOString(), ...rest } = entry;
  await writeAudit(context.clients.dynamo, context.config.tableName, { at, userId: user.userId, ...rest }, context.now);
}
