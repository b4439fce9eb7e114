/**
 * Audit entries of the staff tools (pk AUDIT#<reference>, sk <ISO time>#<uuid>: contracts/deployment/table-design.ts):
 * the one module that builds their keys and commands.
 */
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditOutcome } from '@contracts/staff-api';
import { AUDIT_RETENTION_DAYS, PARTITION_PREFIXES, expiryEpochSeconds, tableDesign } from '@contracts/deployment/table-design';
import { queryPage, type Item, type ItemKey } from './table';

/** Which page of a Query to read: at most `limit` items, from `startKey` (the previous page's lastKey). */
type PageOptions = { limit: number; startKey?: Item };
import { set, updateExpression } from './update-expression';

/** The partition of a record's (or a comment's) audit trail: 'AUDIT#<reference>'. */
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
 * True when `key` (a decoded page cursor) is exactly an audit entry key of `reference`'s trail: {pk, sk} of strings
 * and nothing else, so a cursor can never move the Query to another partition.
 */
export function isAuditKeyOf(reference: string, key: Record<string, unknown>): boolean {
  return key.pk === auditPartition(reference) && typeof key.sk === 'string' && Object.keys(key).length === 2;
}

/**
 * Writes one audit entry, with TTL one year (AUDIT_RETENTION_DAYS) from `now`.
 * Called BEFORE the action it records, so no action happens unaudited: if this write fails, the action is not taken.
 * A change is written with outcome `attempted` and settled afterwards ({@link settleAudit}), so an entry never says a
 * change happened that did not.
 * @returns the entry's key (for settleAudit)
 * @throws the SDK's errors (→ 503/500)
 */
export async function writeAudit(dynamo: DynamoDBDocumentClient, tableName: string, entry: AuditEntry, now: Date): Promise<ItemKey> {
  const key = auditKey(entry.reference, entry.at, randomUUID());
  await dynamo.send(
    new PutCommand({ TableName: tableName, Item: { ...key, ...entry, expiresAt: expiryEpochSeconds(now, AUDIT_RETENTION_DAYS) } }),
  );
  return key;
}

/**
 * Records how an attempted change ended: one UpdateItem setting only `outcome`, on condition that the entry exists and
 * is still `attempted` (an entry is settled once; nothing else of it ever changes: the staff role's IAM grant on
 * AUDIT#… updates allows the `outcome` attribute alone).
 * @throws the SDK's ConditionalCheckFailedException for a missing or already settled entry; other SDK errors
 */
export async function settleAudit(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  outcome: Exclude<AuditOutcome, 'attempted'>,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      ...updateExpression([set('outcome', ':outcome', outcome)], {
        expression: '#outcome = :attempted',
        values: { ':attempted': 'attempted' },
      }),
    }),
  );
}

/**
 * The outcome of an entry written before outcomes were recorded: a change cannot be told from a failed attempt
 * (`attempted`), a scan-gate refusal said so in its detail (`refused: <state>`), a view or an opened file was done.
 */
function legacyOutcome(action: AuditAction, detail: string | undefined): AuditOutcome {
  if (action === 'status' || action === 'privacy_request_done' || action === 'moderate') return 'attempted';
  return detail?.startsWith('refused') ? 'refused' : 'allowed';
}

/** True for a stored `before`/`after` map of an entry: an object of numbers and strings. */
function isValueMap(value: unknown): value is Record<string, number | string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'number' || typeof entry === 'string')
  );
}

function toAuditEntry(item: Item): AuditEntry {
  const action = item.action as AuditAction;
  const detail = typeof item.detail === 'string' && item.detail !== '' ? item.detail : undefined;
  return {
    at: String(item.at),
    userId: String(item.userId),
    action,
    reference: String(item.reference),
    ...(detail ? { detail } : {}),
    outcome: typeof item.outcome === 'string' ? (item.outcome as AuditOutcome) : legacyOutcome(action, detail),
    ...(isValueMap(item.before) ? { before: item.before } : {}),
    ...(isValueMap(item.after) ? { after: item.after } : {}),
  };
}

/**
 * One page of a record's audit trail, newest first (a Query of its partition, descending; never a Scan).
 * @param options at most `limit` entries, from `startKey` (a page's lastKey, checked with isAuditKeyOf)
 * @returns the entries and, when more may follow, the key to continue from
 * @throws the SDK's errors
 */
export async function readAuditPage(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  reference: string,
  options: PageOptions,
): Promise<{ entries: AuditEntry[]; lastKey?: Item }> {
  const page = await queryPage(
    dynamo,
    tableName,
    { partition: { name: tableDesign.partitionKey, value: auditPartition(reference) } },
    { ascending: false, ...options },
  );
  return { entries: page.items.map(toAuditEntry), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}
