import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { AUDIT_RETENTION_DAYS, expiryEpochSeconds } from '@contracts/deployment/table-design';

/**
 * What a staff member did to a record (DESIGN §3.2: every presigned URL and every decision; we also log views).
 * `privacy_request_done`: a shopper's privacy request closed (DPDP Act 2023 §12–13).
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

/**
 * Writes one audit entry (pk AUDIT#<reference>, sk <ISO time>#<uuid>, TTL one year: AUDIT_RETENTION_DAYS).
 * Called BEFORE the action it records, so no action happens unaudited: if this write fails, the action is not taken.
 * @throws the SDK's errors (→ 503/500)
 */
export async function writeAudit(dynamo: DynamoDBDocumentClient, tableName: string, entry: AuditEntry, now: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { pk: `AUDIT#${entry.reference}`, sk: `${entry.at}#${randomUUID()}`, ...entry, expiresAt: expiryEpochSeconds(now, AUDIT_RETENTION_DAYS) },
    }),
  );
}

/**
 * A record's audit trail, oldest first (at most 200 entries: a year of a busy record's reads and decisions).
 * @throws the SDK's errors
 */
export async function readAudit(dynamo: DynamoDBDocumentClient, tableName: string, reference: string): Promise<AuditEntry[]> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `AUDIT#${reference}` },
      Limit: 200,
    }),
  );
  return (page.Items ?? []).map(({ at, userId, action, reference: ref, detail }) => ({
    at: String(at),
    userId: String(userId),
    action: action as AuditAction,
    reference: String(ref),
    ...(detail ? { detail: String(detail) } : {}),
  }));
}
