import { isCallDue } from '@domain/call-clock';
import type { LifecycleKind } from '@domain/lifecycle';
import type { QueuePage } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { callTaskOf, readCallCandidates } from '../data/call-task';
import { queueRow } from './queue-row';
import type { StaffApiContext } from './staff-context';

/**
 * GET /api/staff/queue?kind=prescription&call=due (docs/architecture/staff-api.md "Call log"): the prescriptions whose
 * call to the shopper is due now or overdue (domain/call-clock.ts isCallDue), the longest overdue first, as queue rows
 * (queue-row.ts, each with its `callDueAt`). One page, no cursor: an in-memory filter over the open prescriptions
 * (functions/data/call-task.ts readCallCandidates, up to CALL_QUEUE_READ_MAX per status), since the due time is no
 * index key; `total` is the rows found.
 * @param kind the queue's kind, already authorised by the caller (listQueue)
 * @returns 200 QueuePage
 * @throws HttpError 400 for `call` other than 'due' or a kind other than prescription (`call` is a prescription filter)
 */
export async function listCallsDue(request: HttpRequest, kind: LifecycleKind, context: StaffApiContext): Promise<RouteResult> {
  if (request.query.call !== 'due')
    throw new HttpError(400, 'VALIDATION', 'Unknown call filter.', { call: { code: 'one_of', allowed: 'due' } });
  if (kind !== 'prescription')
    throw new HttpError(400, 'VALIDATION', 'Only prescriptions have calls.', { kind: { code: 'one_of', allowed: 'prescription' } });
  const { clients, config, now } = context;
  const records = await readCallCandidates(clients.dynamo, config.tableName);
  const due = records
    .filter((record) => isCallDue(callTaskOf(record), now))
    .sort((a, b) => (callTaskOf(a)?.dueAt ?? '').localeCompare(callTaskOf(b)?.dueAt ?? ''));
  const rows = due.map((record) => queueRow(kind, kind, record, record, now));
  return { status: 200, body: { rows, total: rows.length } satisfies QueuePage };
}
