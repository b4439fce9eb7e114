import { checkTransition, type Actor } from '@domain/lifecycle';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';
import { returnRefundWrite, type OrderReturn } from '@domain/order-service';
import { returnDecisionSchema } from '@contracts/order-service';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { transitionError } from '../runtime/transition-error';
import { auditAction, loadRecord, staffJsonBody, staffRecordView, type RouteParams, type StaffApiContext } from './staff-context';
import { commitStatusChange, refuseStaleVersion, staffHistoryEntry } from './status-change';
import type { StaffUser } from './staff-user';

/** The latest pickup date support may set: 14 days after today (Asia/Kolkata), so a typo of a year is caught. */
const PICKUP_MAX_DAYS_AHEAD = 14;

/**
 * POST /api/staff/records/<reference>/return (docs/architecture/staff-api.md, docs/architecture/lifecycle.md "Order service"): support or a pharmacist
 * decides a shopper's return request. `{decision: 'approve', pickupDate, version}`: return_requested →
 * return_approved, the pickup date (today to PICKUP_MAX_DAYS_AHEAD days ahead, Asia/Kolkata) and the decision time on
 * the order's `return`, and the refund started (domain/order-service.ts returnRefundWrite: only when the order was paid; otherwise its payment becomes not_charged), with the approval and
 * refund-started e-mails. `{decision: 'decline', reason, note?, version}`: return_requested → return_declined with a
 * returnDeclineReasons code (`other` needs a note; the note stays internal), with its e-mail. One write conditional
 * on `version`; both rows take only this step (domain/lifecycle.ts), so the generic status change cannot skip the date.
 *
 * Audit (action 'return_decision', detail 'return_requested→return_approved (pickup 2026-11-28)'): as status changes.
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 (bad body, a pickup date out of range, a change the table refuses), 403, 404,
 *   409 CONFLICT with the current record and its last change when `version` is stale or it changed meanwhile
 */
export async function decideReturn(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const decision = staffJsonBody(returnDecisionSchema, request);
  const { kind, key, item } = await loadRecord(reference, user, context);
  const from = item.status;
  const to = decision.decision === 'approve' ? 'return_approved' : 'return_declined';
  const reason = decision.decision === 'decline' ? decision.reason : undefined;
  const note = decision.decision === 'decline' ? decision.note : undefined;
  const transition = { kind, from, to, reason, note };
  const entry = staffHistoryEntry(transition, user, context.now);
  const audit = {
    at: entry.at,
    action: 'return_decision',
    reference,
    detail: `${from}→${to}${reason ? ` (${reason})` : ''}${decision.decision === 'approve' ? ` (pickup ${decision.pickupDate})` : ''}`,
  } as const;
  await refuseStaleVersion(context, user, audit, item, decision.version);
  const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
  const problem = checkTransition(transition, actor, { step: 'return_decision' });
  const today = kolkataDate(context.now);
  const pickupProblem =
    decision.decision === 'approve' && (decision.pickupDate < today || decision.pickupDate > addCalendarDays(today, PICKUP_MAX_DAYS_AHEAD))
      ? `Choose a pickup date from today to ${PICKUP_MAX_DAYS_AHEAD} days ahead.`
      : undefined;
  if (problem || pickupProblem) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    if (problem) throw transitionError(problem);
    throw new HttpError(400, 'VALIDATION', pickupProblem!, { pickupDate: { code: 'date_required' } });
  }

  const stored = item.kind === 'order' ? item.return : undefined;
  // The lifecycle allowed the decision, so the order asked for a return: its request is stored with that status.
  if (!stored) throw new Error('an order awaiting a return decision holds no return request');
  const money = decision.decision === 'approve' ? returnRefundWrite(item, entry.at) : undefined;
  const decided: OrderReturn = {
    ...stored,
    decidedAt: entry.at,
    ...(decision.decision === 'approve' ? { pickupDate: decision.pickupDate } : { declineReason: decision.reason }),
  };
  const updated = await commitStatusChange(context, user, audit, {
    key,
    kind,
    from,
    to,
    version: decision.version,
    entry,
    notify: { email: typeof item.email === 'string' ? item.email : undefined, reason },
    set: { return: decided, ...money?.set },
    ...(money ? { alsoNotify: money.alsoNotify } : {}),
  });
  return { status: 200, body: await staffRecordView(updated, user) };
}
