import type { StaffRecord } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { auditAction, loadRecord, toStaffRecord, type RouteParams, type StaffApiContext } from './staff-context';
import { namedStaffRecord } from './staff-names';
import type { StaffUser } from './staff-user';

/**
 * GET /api/staff/records/<reference>: the record with its history, for the groups that may see its kind; the view is
 * audited (action 'view', outcome 'allowed') after the record is found and before it is shown. An order always carries
 * its `substitution` choice (withSubstitution). Staff members it shows (history authors, who closed a privacy request)
 * are named for display where a name is known (staff-names.ts namedStaffRecord); stored ids stay as they are.
 * @returns 200 StaffRecord (everything stored but the table keys)
 * @throws HttpError 404 (unknown reference), 403 (a kind the caller may not see)
 */
export async function showRecord(
  _request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  const { item } = await loadRecord(reference, user, context);
  await auditAction(context, user, { action: 'view', reference, outcome: 'allowed' });
  return { status: 200, body: await namedStaffRecord(item, user, withSubstitution(toStaffRecord(item), item.substitution)) };
}

/**
 * The order view with its substitution choice: 'equivalent' only when the shopper chose it; 'no' otherwise, including
 * an order stored before checkout asked (the safe reading: the pharmacist contacts the customer first). Other kinds
 * are returned as they are.
 * @param record the staff view of the record
 * @param stored the stored item's `substitution` value (unknown type: whatever the table holds)
 */
function withSubstitution(record: StaffRecord, stored: unknown): StaffRecord {
  if (record.kind !== 'order') return record;
  return { ...record, substitution: stored === 'equivalent' ? 'equivalent' : 'no' };
}
