/**
 * Audit entries of the staff tools (pk AUDIT#<reference>, sk <ISO time>#<uuid>: contracts/deployment/table-design.ts):
 * the one module that builds their keys and commands.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { AUDIT_RETENTION_DAYS, PARTITION_PREFIXES, expiryEpochSeconds, tableDesign } from '@contracts/deployment/table-design';
import { queryPage, type ItemKey } from './table';

/**
 * What a staff member did to a record (docs/architecture.md §3.2: every presigned URL and every decision; we also log
 * views). `privacy_request_done`: a shopper's privacy request closed (DPDP Act 2023 §12–13).
 */
export type AuditAction = 'view' | 'presign' | 'status' | 'privacy_request_done';

/** One audit entry: who (staff user id, never a name), what, which reference, when; kept one year. */
export interface AuditEntry {
  at: string;
  userId: string;
  action: AuditAction;
  reference: string;
  /**
   * For 'status': the change, e.g. 'in_review→rejected (unreadable)'; for 'presign': the URL's lifetime; for
   * 'privacy_request_done': the request's type and id (never the note: it may hold personal data).
   */
  detail?: string;
}

/** Most entries one audit trail read returns: a year of a busy record's reads and decisions. */
const AUDIT_READ_LIMIT = 200;

/** The partition of a record's audit trail: 'AUDIT#<reference>'. */
function auditPartition(reference: string): string {
  return `${PARTITION_PREFIXES.audit}${reference}`;
}

/**
 * The table key of one audit entry.
 * @param at the entry's ISO 8601 time; `entryId` a random UUID, so two entries of one millisecond both stay
 * @returns pk 'AUDIT#<reference>', sk '<at>#<entryId>' (so a Query of the partition reads the trail in time order)
 */
export function auditKey(reference: string, at: string, entryId: string): ItemKey {
  return { pk: auditPartition(reference), sk: `${at}#${entryId}` };
}

/**
 * Writes one audit entry, with TTL one year (AUDIT_RETENTION_DAYS) from `now`.
 * Called BEFORE the action it records, so no action happens unaudited: if this write fails, the action is not taken.
 * @throws the SDK's errors (→ 503/500)
 */
export async function writeAudit(dynamo: DynamoDBDocumentClient, tableName: string, entry: AuditEntry, now: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...auditKey(entry.reference, entry.at, randomUUID()), ...entry, expiresAt: expiryEpochSeconds(now, AUDIT_RETENTION_DAYS) },
    }),
  );
}

/**
 * A record's audit trail, oldest first (at most AUDIT_READ_LIMIT entries).
 * @throws the SDK's errors
 */
export async function readAudit(dynamo: DynamoDBDocumentClient, tableName: string, reference: string): Promise<AuditEntry[]> {
  const page = await queryPage(dynamo, tableName, { partition: { name: tableDesign.partitionKey, value: auditPartition(reference) } }, { ascending: true, limit: AUDIT_READ_LIMIT });
  return page.items.map(({ at, userId, action, reference: ref, detail }) => ({
    at: String(at),
    userId: String(userId),
    action: action as AuditAction,
    reference: String(ref),
    ...(detail ? { detail: String(detail) } : {}),
  }));
}
