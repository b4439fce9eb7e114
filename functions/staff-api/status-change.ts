import { checkTransition, historyEntry, type Actor } from '@domain/lifecycle';
import { statusChangeSchema } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';
import { writeStatusChange } from '../data/records';
import { isConditionFailure } from '../data/table';
import { STAFF_JSON_MAX_BYTES, auditAction, conflictWithCurrent, loadRecord, toStaffRecord, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

const STALE = 'Someone else changed this record. Here is the current version.';

/**
 * POST /api/staff/records/<reference>/status {to, reason?, note?, version}: one lifecycle change (domain/lifecycle.ts
 * checkTransition), audited first, then written with a condition on `version`, appending to `history`, moving the
 * record's queue and queuing the e-mails it owes (functions/data/records.ts writeStatusChange: one conditional write).
 * A pharmacist's verification or rejection records their name, council and registration number (`decidedBy`).
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of the schema, 400 for a change the
 *   table refuses; 403 for a role without the right; 404 for an unknown reference; 409 CONFLICT with the current
 *   record (`error.fields` empty, body.current) when `version` is stale, so two pharmacists never overwrite each other
 */
export async function changeStatus(request: HttpRequest, user: StaffUser, context: StaffApiContext, { reference }: RouteParams): Promise<RouteResult> {
  const change = validateJsonBody(statusChangeSchema, request, STAFF_JSON_MAX_BYTES);
  const { kind, key, item } = await loadRecord(reference, user, context);
  const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
  const from = String(item.status);
  const problem = checkTransition({ kind, from, to: change.to, reason: change.reason, note: change.note }, actor, {
    needsPrescription: item.file !== undefined,
  });
  if (problem) throw new HttpError(problem.status, problem.code, problem.message, problem.field ? { [problem.field]: problem.message } : undefined);
  if (Number(item.version) !== change.version) throw conflictWithCurrent(STALE, item);

  const entry = historyEntry({ kind, from, to: change.to, reason: change.reason, note: change.note }, actor, context.now);
  const decidedBy = kind === 'prescription' && (change.to === 'verified' || change.to === 'rejected') && user.name
    ? { name: user.name, council: user.council ?? '', registration: user.registration ?? '' }
    : undefined;
  await auditAction(context, user, { at: entry.at, action: 'status', reference, detail: `${from}→${change.to}${change.reason ? ` (${change.reason})` : ''}` });
  try {
    const updated = await writeStatusChange(context.clients.dynamo, context.config.tableName, {
      key,
      kind,
      from,
      to: change.to,
      version: change.version,
      entry,
      notify: { email: typeof item.email === 'string' ? item.email : undefined, reason: change.reason },
      ...(decidedBy ? { set: { decidedBy } } : {}),
    });
    return { status: 200, body: toStaffRecord(updated) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { item: current } = await loadRecord(reference, user, context);
    throw conflictWithCurrent(STALE, current);
  }
}
