import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { auditAction, loadRecord, staffRecordView, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * GET /api/staff/records/<reference>: the record with its history, for the groups that may see its kind; the view is
 * audited (action 'view', outcome 'allowed') after the record is found and before it is shown, as every staff route
 * answers a record (staff-context.ts staffRecordView): an order with its `substitution` choice, the staff members it
 * shows named for display where a name is known.
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
  return { status: 200, body: await staffRecordView(item, user) };
}
