import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { readAudit } from '../data/audit';
import { authoriseAction } from './authorise';
import { loadRecord, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * GET /api/staff/records/<reference>/audit: the record's audit trail, oldest first; pharmacists only (checked before
 * the record is read), and only for a record that exists.
 * @returns 200 `{ entries: AuditEntry[] }`
 * @throws HttpError 403 (not a pharmacist), 404 (unknown reference)
 */
export async function showAudit(_request: HttpRequest, user: StaffUser, context: StaffApiContext, { reference }: RouteParams): Promise<RouteResult> {
  authoriseAction(user, 'view_audit');
  await loadRecord(reference, user, context);
  return { status: 200, body: { entries: await readAudit(context.clients.dynamo, context.config.tableName, reference) } };
}
