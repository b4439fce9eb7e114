import { isDeepStrictEqual } from 'node:util';
import { CALL_BACK_MAX_AHEAD_MS, callStateAfter, isCallOpen, type CallOutcome } from '@domain/call-clock';
import type { HistoryEntry } from '@domain/lifecycle';
import { callLogSchema, type CallLog } from '@contracts/call-log';
import type { FieldErrors } from '@contracts/api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError, validationError } from '../runtime/http';
import { callTaskOf, writeCallLog } from '../data/call-task';
import { authoriseAction } from './authorise';
import {
  auditAction,
  auditedConflict,
  auditedWrite,
  loadRecord,
  staffJsonBody,
  staffRecordView,
  type RouteParams,
  type StaffApiContext,
} from './staff-context';
import { refuseStaleVersion } from './status-change';
import type { StaffUser } from './staff-user';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `callBackAt` of a logged call, checked against the outcome: required (a date-time) for `call_back`, later than
 * `now` and at most CALL_BACK_MAX_AHEAD_MS ahead; refused with any other outcome. Pure.
 * @returns the field problems (empty when the body is sound) and the time as ISO 8601 UTC for `call_back`
 */
export function checkCallBack(body: Pick<CallLog, 'outcome' | 'callBackAt'>, now: Date): { problems: FieldErrors; callBackAt?: string } {
  if (body.outcome !== 'call_back') {
    return body.callBackAt === undefined ? { problems: {} } : { problems: { callBackAt: { code: 'call_back_not_taken' } } };
  }
  // A date-time with its offset (the console sends IST as +05:30), so the instant is never the server's guess.
  const ms =
    body.callBackAt && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(body.callBackAt)
      ? Date.parse(body.callBackAt)
      : Number.NaN;
  if (Number.isNaN(ms)) return { problems: { callBackAt: { code: 'call_back_required' } } };
  if (ms <= now.getTime()) return { problems: { callBackAt: { code: 'call_back_in_past' } } };
  if (ms - now.getTime() > CALL_BACK_MAX_AHEAD_MS)
    return { problems: { callBackAt: { code: 'call_back_too_far', max: CALL_BACK_MAX_AHEAD_MS / DAY_MS } } };
  return { problems: {}, callBackAt: new Date(ms).toISOString() };
}

/** The English words of an outcome for the audit detail and logs (the console words the code itself). */
const outcomeDetail: Readonly<Record<CallOutcome, string>> = {
  reached: 'reached',
  no_answer: 'no answer',
  wrong_number: 'wrong number',
  call_back: 'call back',
};

/**
 * POST /api/staff/records/<RX-reference>/calls {version, outcome, callBackAt?, note?} (docs/architecture/staff-api.md
 * "Call log", docs/behaviour.md "The pharmacist's call"): a pharmacist logs one call to the shopper of a prescription.
 * The call task changes by the outcome (domain/call-clock.ts callStateAfter: `reached` ends it, `call_back` sets the
 * next due time, `no_answer` is due again 60 desk minutes later, `wrong_number` stays due), and the call is appended to
 * the history (`from` = `to` = the status, `call` the outcome, the pharmacist's name and the note), in ONE write
 * conditional on `version` (functions/data/call-task.ts writeCallLog). No e-mail; the status stays.
 *
 * Audit (action 'call', detail the outcome and a call-back time, e.g. 'call back at 2026-11-30T11:30:00.000Z'; never
 * the note, which may speak of the shopper's health): a stale version `conflict`; a refusal `refused`; otherwise
 * `attempted` before the write and settled after it (staff-context.ts auditedWrite).
 * @returns 200 the updated record (StaffRecord with `call`)
 * @throws HttpError 415/413/422/400 for a body that is not a small JSON object of callLogSchema; 400 VALIDATION with
 *   `callBackAt` `call_back_required` / `call_back_in_past` / `call_back_too_far` / `call_back_not_taken` (checkCallBack);
 *   400 `calls_prescriptions_only` for an order or message; 403 for a group other than pharmacist; 404 unknown
 *   reference; 409 CONFLICT `record_changed` with body.current when `version` is stale; 409 `no_call_task` for a
 *   prescription without a task (stored before them, erased) and `call_done` once the shopper was reached
 */
export async function logCall(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'log_call');
  const body = staffJsonBody(callLogSchema, request);
  const { problems, callBackAt } = checkCallBack(body, context.now);
  if (Object.keys(problems).length > 0) throw validationError(problems, 'Choose a call-back time later than now, within 7 days.');
  const { kind, key, item } = await loadRecord(reference, user, context);
  if (kind !== 'prescription')
    throw new HttpError(400, 'VALIDATION', 'Only a prescription has a call task.').because({ code: 'calls_prescriptions_only' });
  const at = context.now.toISOString();
  const audit = {
    at,
    action: 'call',
    reference,
    detail: `${outcomeDetail[body.outcome]}${callBackAt ? ` at ${callBackAt}` : ''}`,
  } as const;
  await refuseStaleVersion(context, user, audit, item, body.version);
  const task = callTaskOf(item);
  if (!task || item.status === 'erased') {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(409, 'CONFLICT', 'This prescription has no call task.').because({ code: 'no_call_task' });
  }
  if (!isCallOpen(task)) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw await auditedConflict(context, user, reference, 'The shopper was reached already.', item, {}, { code: 'call_done' });
  }
  const { status } = item;
  const note = body.note?.trim();
  const entry: HistoryEntry & { byName?: string } = {
    at,
    by: user.userId,
    from: status,
    to: status,
    call: body.outcome,
    ...(callBackAt ? { callBackAt } : {}),
    ...(note ? { note } : {}),
    ...(user.name ? { byName: user.name } : {}),
  };
  const call = callStateAfter(task, body.outcome, context.now, callBackAt);
  const updated = await auditedWrite(
    context,
    user,
    audit,
    () => writeCallLog(context.clients.dynamo, context.config.tableName, { key, version: body.version, call, entry }),
    {
      message: 'Someone else changed this record. Here is the current version.',
      // The SDK's retry of our own write whose answer was lost fails its condition on our own call: a success.
      isOwnWrite: (current) => current.version === body.version + 1 && isDeepStrictEqual(current.history.at(-1), entry),
    },
  );
  return { status: 200, body: await staffRecordView(updated, user) };
}
