import type { AuditEntry, StaffPrivacyRequest, StaffRecord } from '@contracts/staff-api';
import type { StoredRecord } from '../data/record-schemas';
import { staffDisplayNames } from './staff-directory';
import type { StaffUser } from './staff-user';

/**
 * Staff display names for the console and the staff CLI, from what is already stored: each history entry keeps its
 * author's name as `byName` beside the user id `by` (status-change.ts, privacy-correction.ts), and the console's caller's
 * own name comes from their verified ID token. staffNamesFor adds the staff user pool for the ids these leave unnamed.
 * @param item the stored record
 * @param user the signed-in console user; undefined for the staff CLI (AWS credentials, no token)
 * @returns user id (Cognito `sub`) → display name; a later history entry's name wins (a renamed colleague reads as now)
 */
export function staffNamesOf(item: StoredRecord, user: StaffUser | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const { by, byName } of item.history) if (byName) names.set(by, byName);
  if (user?.name) names.set(user.userId, user.name);
  return names;
}

/**
 * The names of `ids` for display: the record's and the caller's (staffNamesOf) first, then the staff user pool for the
 * rest (staff-directory.ts: cached, capped, never failing; an id it cannot name stays unnamed and the console shows it
 * short). Names are only shown, never written back.
 * @param user the console's caller, or undefined (the staff CLI)
 * @param ids the staff ids the answer shows (the shopper's 'shopper' and other non-UUIDs are never looked up)
 * @returns user id → display name
 */
export async function staffNamesFor(item: StoredRecord, user: StaffUser | undefined, ids: Iterable<string>): Promise<Map<string, string>> {
  const names = staffNamesOf(item, user);
  const unnamed = [...ids].filter((id) => !names.has(id));
  if (unnamed.length === 0) return names;
  for (const [id, name] of await staffDisplayNames(unnamed)) names.set(id, name);
  return names;
}

/**
 * Audit entries with `userName` where `names` knows the staff member (the stored entry keeps only the id).
 * @returns new entries; one whose author is unknown is returned unchanged
 */
export function withStaffNames(
  entries: readonly AuditEntry[],
  names: ReadonlyMap<string, string>,
): Array<AuditEntry & { userName?: string }> {
  return entries.map((entry) => {
    const userName = names.get(entry.userId);
    return userName ? { ...entry, userName } : entry;
  });
}

/** The staff ids a record view shows: its history's authors and who closed each privacy request. */
function staffIdsOf(record: StaffRecord): string[] {
  const requests = (record.privacyRequests as StaffPrivacyRequest[] | undefined) ?? [];
  return [
    ...(record.history ?? []).map((entry) => entry.by),
    ...requests.map((request) => request.doneBy).filter((id): id is string => typeof id === 'string'),
  ];
}

/**
 * The record view with staff names for display: a history entry without its stored `byName` gets the one `names`
 * knows, and each closed privacy request `doneByName` (contracts/staff-api.ts). Ids stay as stored beside them.
 */
function withRecordStaffNames(record: StaffRecord, names: ReadonlyMap<string, string>): StaffRecord {
  const history = (record.history ?? []).map((entry) => {
    const byName = names.get(entry.by);
    return byName && !(entry as { byName?: string }).byName ? { ...entry, byName } : entry;
  });
  const named: StaffRecord = { ...record, history };
  if (Array.isArray(record.privacyRequests)) {
    named.privacyRequests = (record.privacyRequests as StaffPrivacyRequest[]).map((request) => {
      const doneByName = request.doneBy ? names.get(request.doneBy) : undefined;
      return doneByName ? { ...request, doneByName } : request;
    });
  }
  return named;
}

/**
 * The console's view of `item` (from `toView`, e.g. staff-context.ts toStaffRecord) with every staff member it shows
 * named where a name is known (staffNamesFor): history authors and who closed a privacy request.
 * @returns the view; unchanged where no name is known (the directory's failures never fail the answer)
 */
export async function namedStaffRecord(item: StoredRecord, user: StaffUser, record: StaffRecord): Promise<StaffRecord> {
  return withRecordStaffNames(record, await staffNamesFor(item, user, staffIdsOf(record)));
}
