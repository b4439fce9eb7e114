import type { Actor } from '@domain/lifecycle';
import { privacyEraseSchema } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';

import { openDependentOrders, type DependentOrder } from '@contracts/privacy-requests';
import { eraseRecord, isErasable, readDependentOrders } from '../privacy/record-erasure';
import { openPrivacyRequest } from './privacy-request-close';
import {
  auditAction,
  loadRecord,
  staffJsonBody,
  staffRecordView,
  type RouteParams,
  type StaffApiContext,
  auditedWrite,
} from './staff-context';
import type { StaffUser } from './staff-user';

const STALE = 'Someone else changed this record. Here is the current version; check it before erasing.';

/** The 409 message while orders that hold the erasure are open, naming them. */
function openOrdersMessage(orders: readonly DependentOrder[]): string {
  const list = orders.map((order) => `${order.reference} (${order.status.replace(/_/g, ' ')})`).join(', ');
  return `Not erased: ${orders.length === 1 ? 'an order that depends on it is' : 'orders that depend on it are'} still open: ${list}. Cancel or complete ${orders.length === 1 ? 'it' : 'them'} first.`;
}

/**
 * POST /api/staff/records/<reference>/privacy-requests/<id>/erase {version}: erases the record now on the shopper's
 * held erasure request (DPDP Act 2023 §6(4), §12(3)), once nothing holds it: the SAME erasure as the shopper's
 * self-service (functions/privacy/record-erasure.ts eraseRecord: every version of every file, then the tombstone with
 * the history scrubbed of notes, the existing 'erased' e-mail queued in the same write, the pointers out of the queue).
 * The history entry names the staff member who carried it out. Refused while an order listed in `dependentOrders` is
 * open (contracts/privacy-requests.ts openDependentOrders: not yet delivered, cancelled or settled), and for a kind the lifecycle cannot
 * erase (an order is a record of sale: staff cancel it instead, and its prescription's erasure follows).
 * Who: the groups that may see the record's kind (authorise.ts). Audited first (`privacy_erase`, detail: the request id;
 * a refusal `refused`; else `attempted`, then `allowed` or `conflict`).
 * @returns 200 the tombstone (status `erased`)
 * @throws HttpError 415/413/422/400 for a bad body, 400 for a request that is not an erasure; 403 for a group that may
 *   not see the kind; 404 for an unknown reference or request id; 409 CONFLICT: with `openOrders` (references and
 *   statuses, named in the message) while orders hold it, for an order record, or with the current record when
 *   `version` is stale, the request is done, or the record changed meanwhile; 503 when a file could not be deleted
 *   (the record is then untouched: a retry finishes)
 */
export async function erasePrivacyRequest(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference, id }: RouteParams,
): Promise<RouteResult> {
  const body = staffJsonBody(privacyEraseSchema, request);
  const { kind, key, item } = await loadRecord(reference, user, context);
  const at = context.now.toISOString();
  const audit = { at, action: 'privacy_erase', reference, detail: `erasure ${id}` } as const;
  await openPrivacyRequest(context, user, {
    reference,
    key,
    item,
    id,
    audit,
    type: 'erasure',
    version: { decidedOn: body.version, staleMessage: STALE },
  });
  if (!isErasable(kind, item.status)) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(
      409,
      'CONFLICT',
      'An order is a record of sale and is not erased from here: cancel it if it has not been dispatched, or keep it as long as the law requires, then mark the request as done.',
    ).because({ code: 'erasure_order_record' });
  }
  const open: DependentOrder[] = openDependentOrders(await readDependentOrders({ reference, item }, context));
  if (open.length > 0) {
    await auditAction(context, user, { ...audit, outcome: 'refused' });
    throw new HttpError(409, 'CONFLICT', openOrdersMessage(open), undefined, {}, { openOrders: open }).because({
      code: 'erasure_orders_open',
      count: open.length,
    });
  }

  const actor: Actor = { type: 'staff', userId: user.userId, groups: user.groups };
  // A file not deleted (503) leaves the entry `attempted` and the record untouched: a retry finishes.
  const record = await auditedWrite(
    context,
    user,
    audit,
    async () => (await eraseRecord({ reference, kind, key, item }, context, actor)).record,
    { message: STALE },
  );
  return { status: 200, body: await staffRecordView(record, user) };
}
