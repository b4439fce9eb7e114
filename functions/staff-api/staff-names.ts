import type { AuditEntry } from '@contracts/staff-api';
import type { Item } from '../data/table';
import type { StaffUser } from './staff-user';

/**
 * Staff display names for the console, from what is already stored: each history entry keeps its author's name as
 * `byName` beside the user id `by` (status-change.ts, privacy-correction.ts), and the caller's own name comes from their
 * verified ID token. No directory call: the API holds no Cognito rights, and names are shown, never stored anew.
 * @param item the stored record
 * @returns user id (Cognito `sub`) → display name; a later history entry's name wins (a renamed colleague reads as now)
 */
export function staffNamesOf(item: Item, user: StaffUser): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of Array.isArray(item.history) ? (item.history as unknown[]) : []) {
    const { by, byName } = (entry ?? {}) as Record<string, unknown>;
    if (typeof by === 'string' && typeof byName === 'string' && byName !== '') names.set(by, byName);
  }
  if (user.name) names.set(user.userId, user.name);
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
