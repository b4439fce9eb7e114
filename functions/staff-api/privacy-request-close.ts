import { privacyRequestDoneSchema, type StaffPrivacyRequest } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { dequeuePrivacyPointer, markPrivacyRequestDone } from '../data/privacy-requests';
import type { ItemKey } from '../data/table';
import {
  staffJsonBody,
  auditAction,
  auditedConflict,
  loadRecord,
  staffRecordView,
  type AuditInput,
  type RouteParams,
  type StaffApiContext,
  auditedWrite,
} from './staff-context';
import type { StaffUser } from './staff-user';
import type { StoredRecord } from '../data/record-schemas';

/** The privacy request `id` of a record, with its position in `privacyRequests`. @throws HttpError 404 when there is none */
export function findPrivacyRequest(item: StoredRecord, id: string): { index: number; request: StaffPrivacyRequest } {
  const requests = item.status === 'erased' ? [] : (item.privacyRequests ?? []);
  const index = requests.findIndex((candidate) => candidate.id === id);
  if (index < 0) {
    throw new HttpError(404, 'NOT_FOUND', 'This record has no privacy request with this id.').because({ code: 'privacy_request_missing' });
  }
  return { index, request: requests[index]! };
}

/** The 409 message of a privacy request found already done (closed, corrected or erased by someone else). */
export const ALREADY_DONE = 'This privacy request is already marked as done. Here is the current record.';

/** How a staff action on a privacy request refers to it, for openPrivacyRequest. */
export interface PrivacyRequestAction {
  reference: string;
  key: ItemKey;
  item: StoredRecord;
  id: string;
  /** The audit entry of the action (its refusals are recorded with it). */
  audit: Omit<AuditInput, 'outcome'> & { at: string };
  /** The request type the action works on (a correction form, an erasure); absent: any type. */
  type?: StaffPrivacyRequest['type'];
  /** The record version the action was decided on, with the 409 message when it is no longer the stored one. */
  version?: { decidedOn: number; staleMessage: string };
}

const typeWords: Record<StaffPrivacyRequest['type'], string> = { correction: 'a correction', erasure: 'an erasure' };

/**
 * The open privacy request an action works on, checked the same way for closing, correcting and erasing: a request
 * of another type is a 400; one already done is a 409 with the current record (its queue pointer is taken out too, so
 * a retry after a failed second write finishes the job); a stale `version` is a 409 with the current record. Each
 * refusal is audited `conflict` (the 409 that shows the record also a `view`: staff-context.ts auditedConflict).
 * @returns the request and its position in `privacyRequests`
 * @throws HttpError 404 (no such request), 400 VALIDATION (another type), 409 CONFLICT (done, or stale version)
 */
export async function openPrivacyRequest(
  context: StaffApiContext,
  user: StaffUser,
  action: PrivacyRequestAction,
): Promise<{ index: number; request: StaffPrivacyRequest }> {
  const { reference, key, item, id, audit, type, version } = action;
  const found = findPrivacyRequest(item, id);
  if (type && found.request.type !== type) {
    throw new HttpError(400, 'VALIDATION', `This request is not ${typeWords[type]} request.`, { id: { code: 'invalid' } });
  }
  if (found.request.state !== 'open') {
    await dequeuePrivacyPointer(context.clients.dynamo, context.config.tableName, key, found.request, audit.at);
    await auditAction(context, user, { ...audit, outcome: 'conflict' });
    throw await auditedConflict(context, user, reference, ALREADY_DONE, item, {}, { code: 'privacy_request_done' });
  }
  if (version && item.version !== version.decidedOn) {
    await auditAction(context, user, { ...audit, outcome: 'conflict' });
    throw await auditedConflict(context, user, reference, version.staleMessage, item);
  }
  return found;
}

/**
 * True when `request`, read after a write of ours failed its condition, was marked done by that very write (the SDK's
 * retry of a write whose answer was lost fails its condition on our own change: a success, not a conflict).
 * @param at the time our write set as `doneAt`; `userId` the staff member it set as `doneBy`
 */
export function isDoneByOwnWrite(request: StaffPrivacyRequest, at: string, userId: string): boolean {
  return request.state === 'done' && request.doneAt === at && request.doneBy === userId;
}

/**
 * POST /api/staff/records/<reference>/privacy-requests/<id> {state: 'done', note}: closes one of the shopper's
 * privacy requests (an erasure held for pharmacy-records law, or a correction; DPDP Act 2023 §12–13).
 * Who: the groups that may see the record's kind (authorise.ts). Audited first (`privacy_request_done`, detail: type
 * and id; written `attempted`, then set to `allowed` or `conflict`: staff-context.ts auditAttempt; a request found
 * already done is recorded `conflict`, and the 409 that shows the current record a `view`), then one conditional
 * UpdateItem marks the list element done (functions/data/privacy-requests.ts
 * markPrivacyRequestDone: state, doneAt, doneBy = staff user id, resolution = the note; version + 1, updatedAt) on
 * condition that the element at that position still has this id and is 'open'. Then the request's pointer row leaves
 * the staff queue (dequeuePrivacyPointer). A request found already done gets 409 and its pointer is taken out of the
 * queue too, so a retry after a failed second write finishes the job.
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema; 403 for a group that may
 *   not see the kind; 404 for an unknown reference or request id; 409 CONFLICT with the current record
 *   (body.current) when the request is already done, or changed while saving
 */
export async function closePrivacyRequest(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference, id }: RouteParams,
): Promise<RouteResult> {
  const body = staffJsonBody(privacyRequestDoneSchema, request);
  const { key, item } = await loadRecord(reference, user, context);
  const { dynamo } = context.clients;
  const { tableName } = context.config;
  const at = context.now.toISOString();
  const { request: named } = findPrivacyRequest(item, id);
  const audit = { at, action: 'privacy_request_done', reference, detail: `${named.type} ${named.id}` } as const;
  const { index, request: found } = await openPrivacyRequest(context, user, { reference, key, item, id, audit });
  // A failed condition: closed meanwhile by someone else (409, and its pointer leaves the queue), the record erased
  // or the list changed (404 from findPrivacyRequest), or closed by our own write whose answer was lost (a success).
  const updated = await auditedWrite(
    context,
    user,
    audit,
    () => markPrivacyRequestDone(dynamo, tableName, key, { index, id, at, by: user.userId, note: body.note }),
    {
      message: (current) =>
        findPrivacyRequest(current, id).request.state === 'open'
          ? 'This record changed while saving. Here is the current record; please try again.'
          : ALREADY_DONE,
      reason: (current) =>
        findPrivacyRequest(current, id).request.state === 'open'
          ? { code: 'record_changed', status: current.status }
          : { code: 'privacy_request_done' },
      isOwnWrite: (current) => isDoneByOwnWrite(findPrivacyRequest(current, id).request, at, user.userId),
      beforeConflict: async (current) => {
        const { request: now } = findPrivacyRequest(current, id);
        if (now.state !== 'open') await dequeuePrivacyPointer(dynamo, tableName, key, now, at);
      },
    },
  );
  await dequeuePrivacyPointer(dynamo, tableName, key, found, at);
  return { status: 200, body: await staffRecordView(updated, user) };
}
