import { AUDIT_PAGE_SIZE, type AuditPage } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { decodeCursor, encodeCursor } from '../runtime/page-cursor';
import { isAuditKeyOf, readAuditPage } from '../data/audit';
import { authoriseAction } from './authorise';
import { loadRecord, type RouteParams, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';
import { staffNamesFor, withStaffNames } from './staff-names';

/**
 * GET /api/staff/records/<reference>/audit[?cursor=…]: the record's audit trail, newest first, AUDIT_PAGE_SIZE entries a
 * page; pharmacists only (checked before the record is read), and only for a record that exists. Each entry carries
 * its outcome (contracts/staff-api.ts AuditOutcome) and, where a name is known, `userName` (staff-names.ts
 * staffNamesFor: the record's history, the caller's token, then the staff user pool; the stored entry keeps only the
 * id, and a pool that cannot answer leaves the entry unnamed, never fails the page). Entries are kept one year (TTL), so the trail is bounded.
 * @returns 200 AuditPage: `entries` and, when more follow, `nextCursor` (opaque; send it back as `cursor`)
 * @throws HttpError 403 (not a pharmacist), 404 (unknown reference), 400 (a cursor that is not one of this trail's)
 */
export async function showAudit(
  request: HttpRequest,
  user: StaffUser,
  context: StaffApiContext,
  { reference }: RouteParams,
): Promise<RouteResult> {
  authoriseAction(user, 'view_audit');
  const { item } = await loadRecord(reference, user, context);
  const startKey = decodeCursor(request.query.cursor, (key) => isAuditKeyOf(reference, key));
  const page = await readAuditPage(context.clients.dynamo, context.config.tableName, reference, { limit: AUDIT_PAGE_SIZE, startKey });
  const nextCursor = encodeCursor(page.lastKey);
  const names = await staffNamesFor(
    item,
    user,
    page.entries.map((entry) => entry.userId),
  );
  const body: AuditPage = { entries: withStaffNames(page.entries, names), ...(nextCursor ? { nextCursor } : {}) };
  return { status: 200, body };
}
