import { checkTransition, type Actor } from '@domain/lifecycle';
import type { OrderRefund } from '@domain/order-service';
import { paymentOf, paymentTransition } from '@domain/payment';
import { refundPaidSchema } from '@contracts/order-service';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { writeRecordFields } from '../data/records';

import {
  auditAction,
  loadRecord,
  staffJsonBody,
  staffRecordView,
  type RouteParams,
  type StaffApiContext,
  auditedWrite,
} from './staff-context';
import { commitStatusChange, refuseStaleVersion, staffHistoryEntry } from './status-change';
import type { StaffUser } from './staff-user';

/**
 * POST /api/staff/records/<reference>/refund {version} (docs/architecture/staff-api.md, docs/architecture/lifecycle.md "Order service"): support or a
 * pharmacist marks an order's started refund paid back. The refund becomes `refunded` with `refundedAt`, and the
 * 'refunded' e-mail is queued in the same write, conditional on `version`. A refund of an approved return also ends the
 * return: return_approved → returned through the lifecycle table (its row takes only this step), with a history entry.
 *
 * Audit (action 'refund'): a stale version `conflict`; a record without a started refund `refused`; otherwise
 * `attempted` before the write and settled after it (status-change.ts helpers).
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 (bad body), 403 (a group other than support or pharmacist), 404, 409 CONFLICT with the
 *   current record when `version` is stale or it changed during the write; 409 CONFLICT when the order has no refund
 *   waiting: reason `payment_not_received` for an order never paid (domain/payment.ts), `refund_none` when none was
 *   started, `refund_already_paid` when it is already refunded
 */
export async function markRefunded(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const { version } = staffJsonBody(refundPaidSchema, request);
  const { kind, key, item } = await loadRecord(reference, user, context);
  if (kind !== 'order') throw new HttpError(400, 'VALIDATION', 'Only an order has a refund.').because({ code: 'refund_orders_only' });
  const at = context.now.toISOString();
  const from = item.status;
  const audit = { at, action: 'refund', reference, detail: `refund at ${from}` } as const;
  await refuseStaleVersion(context, user, audit, item, version);
  const refund = item.kind === 'order' ? item.refund : undefined;
  // Only money received is refunded (domain/payment.ts): an order never paid is refused with its own code.
  const payment = paymentOf(item);
  const next = paymentTransition(payment, 'refund_paid', 'staff');
  if ('refused' in next || refund?.state !== 'started') {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    if ('refused' in next && next.refused === 'payment_not_received')
      throw new HttpError(409, 'CONFLICT', 'This order was never paid: there is nothing to refund.').because({
        code: 'payment_not_received',
      });
    throw refund
      ? new HttpError(409, 'CONFLICT', 'This refund is already marked paid.').because({ code: 'refund_already_paid' })
      : new HttpError(409, 'CONFLICT', 'This order has no refund to pay.').because({ code: 'refund_none' });
  }
  const paid: OrderRefund = { ...refund, state: 'refunded', refundedAt: at };
  const paymentSet = { payment: { ...payment, state: next.to } };
  const email = typeof item.email === 'string' ? item.email : undefined;

  if (from === 'return_approved') {
    const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
    const problem = checkTransition({ kind, from, to: 'returned' }, actor, { step: 'refund' });
    if (problem) {
      await auditAction(context, user, { ...audit, outcome: 'refused' });
      throw new HttpError(problem.status, problem.code, problem.message);
    }
    const entry = staffHistoryEntry({ kind, from, to: 'returned' }, user, context.now);
    const updated = await commitStatusChange(context, user, audit, {
      key,
      kind,
      from,
      to: 'returned',
      version,
      entry,
      notify: { email },
      set: { refund: paid, ...paymentSet },
      alsoNotify: ['refunded'],
    });
    // A returned pack is never put back on sale (functions/data/shelf.ts RESTOCKING_STATUSES): nothing goes back on the
    // shelf here; a pharmacist who judges the pack fit receives it on the Catalogue page, with a reason.
    return { status: 200, body: await staffRecordView(updated, user) };
  }

  const updated = await auditedWrite(
    context,
    user,
    audit,
    () =>
      writeRecordFields(context.clients.dynamo, context.config.tableName, {
        key,
        kind,
        version,
        at,
        set: { refund: paid, ...paymentSet },
        notify: { email, statuses: ['refunded'] },
      }),
    {
      message: 'Someone else changed this record. Here is the current version.',
      // Our own write whose answer was lost: the version moved by one and the refund is ours.
      isOwnWrite: (current) => current.version === version + 1 && current.kind === 'order' && current.refund?.refundedAt === at,
    },
  );
  return { status: 200, body: await staffRecordView(updated, user) };
}
