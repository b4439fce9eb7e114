import { cashCollectionBlock, cashCollectionStatuses, paymentOf } from '@domain/payment';
import type { HistoryEntry } from '@domain/lifecycle';
import { CASH_COLLECTED_REASON, cashCollectedSchema } from '@contracts/order-service';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { recordCashCollected } from '../data/records';
import {
  auditAction,
  auditedWrite,
  loadRecord,
  staffJsonBody,
  staffRecordView,
  type RouteParams,
  type StaffApiContext,
} from './staff-context';
import { refuseStaleVersion } from './status-change';
import type { StaffUser } from './staff-user';

/** The English sentence of each refusal (for logs and the staff CLI; the console words the reason code). */
const refusalMessages = {
  payment_method_mismatch: 'This order is paid online, not in cash on delivery.',
  payment_state_conflict: 'The cash of this order is already marked collected, or its payment is settled.',
  cash_not_at_delivery: 'Cash is marked collected only once the order is dispatched or delivered.',
} as const;

/**
 * POST /api/staff/records/<reference>/cash-collected {version} (docs/architecture/staff-api.md, docs/behaviour.md
 * "Payment"): support or a pharmacist marks a cash-on-delivery order's cash as collected at delivery. Its payment
 * becomes `paid` with paidAt, the amount (the order's totalPaise, in paise) and who marked it (domain/payment.ts
 * `cash_collected`), so a later return refunds it; the order's history gains an entry that keeps the status (reason
 * CASH_COLLECTED_REASON, the amount in paise, the staff user id and display name), which the console's history and /track
 * show like the other steps. Only a COD order still `pending`, while dispatched, delivered or
 * return requested (cashCollectionStatuses). One write conditional on `version`, the payment and the status
 * (functions/data/records.ts recordCashCollected): of staff marking it at once, one succeeds and the others get 409.
 * Idempotent: the SDK's retry of our own write whose answer was lost is recognised and answered 200; marking it again
 * later is a 409 `payment_state_conflict`, never a second collection. No e-mail: the shopper paid at the door.
 *
 * Audit (action 'cash_collected', detail 'cash 40000 paise at delivered'): a stale version `conflict`; a refusal
 * `refused`; otherwise `attempted` before the write and settled after it (staff-context.ts auditedWrite).
 * @returns 200 the updated record
 * @throws HttpError 415/413/422/400 (bad body; `cash_orders_only` for a record that is not an order), 403 (a group
 *   other than support or pharmacist), 404, 409 CONFLICT with reason `payment_method_mismatch` (an online order),
 *   `payment_state_conflict` (already collected or settled; with body.current when another request won the write),
 *   `cash_not_at_delivery` with the status (not dispatched or delivered), or `record_changed` with body.current when
 *   `version` is stale
 */
export async function markCashCollected(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const { version } = staffJsonBody(cashCollectedSchema, request);
  const { key, item } = await loadRecord(reference, user, context);
  if (item.kind !== 'order') throw new HttpError(400, 'VALIDATION', 'Only an order is paid in cash.').because({ code: 'cash_orders_only' });
  const at = context.now.toISOString();
  const { status } = item;
  const amountPaise = item.totalPaise ?? 0;
  const audit = { at, action: 'cash_collected', reference, detail: `cash ${amountPaise} paise at ${status}` } as const;
  await refuseStaleVersion(context, user, audit, item, version);
  const entry: HistoryEntry & { byName?: string; amountPaise: number } = {
    at,
    by: user.userId,
    from: status,
    to: status,
    reason: CASH_COLLECTED_REASON,
    amountPaise,
    ...(user.name ? { byName: user.name } : {}),
  };
  const block = cashCollectionBlock(paymentOf(item), status);
  if (block) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(409, 'CONFLICT', refusalMessages[block]).because(
      block === 'cash_not_at_delivery' ? { code: block, status } : { code: block },
    );
  }
  const updated = await auditedWrite(
    context,
    user,
    audit,
    () =>
      recordCashCollected(context.clients.dynamo, context.config.tableName, {
        key,
        version,
        at,
        by: user.userId,
        amountPaise,
        statuses: cashCollectionStatuses,
        entry,
      }),
    {
      message: (current) =>
        paymentOf(current).state === 'pending'
          ? 'Someone else changed this record. Here is the current version.'
          : refusalMessages.payment_state_conflict,
      // Another staff member's collection won: say so by its code, not as a generic change.
      reason: (current) =>
        paymentOf(current).state === 'pending'
          ? { code: 'record_changed', status: String(current.status ?? '') }
          : { code: 'payment_state_conflict' },
      // Our own write whose answer was lost: the version moved by one and the collection is ours, at this time.
      isOwnWrite: (current) => {
        const payment = paymentOf(current);
        return Number(current.version) === version + 1 && payment.paidAt === at && payment.collectedBy === user.userId;
      },
    },
  );
  return { status: 200, body: await staffRecordView(updated, user) };
}
