/**
 * Audit entries of the staff tools (pk AUDIT#<reference>, sk <ISO time>#<uuid>: contracts/deployment/table-design.ts):
 * the one module that builds their keys and commands.
 */
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { AuditAction, AuditEntry, AuditOutcome } from '@contracts/staff-api';
import { AUDIT_RETENTION_DAYS, PARTITION_PREFIXES, expiryEpochSeconds, tableDesign } from '@contracts/deployment/table-design';
import { parseStored } from './parse-item';
import { keyOfItem, queryPage, type Item, type ItemKey } from './table';
import { set, updateExpression } from './update-expression';

/** Which page of a Query to read: at most `limit` items, from `startKey` (the previous page's lastKey). */
type PageOptions = { limit: number; startKey?: Item };

/** Every audit action (contracts/staff-api.ts AuditAction): a Record's keys, so a new action cannot be left out. */
const AUDIT_ACTIONS = Object.keys({
  view: true,
  presign: true,
  status: true,
  privacy_request_done: true,
  moderate: true,
  answer: true,
  refund: true,
  cash_collected: true,
  return_decision: true,
  privacy_correction: true,
  privacy_erase: true,
  invoice: true,
  claim_takeover: true,
  shelf_change: true,
  h1_register: true,
  recall: true,
  call: true,
  quote: true,
} satisfies Record<AuditAction, true>) as [AuditAction, ...AuditAction[]];

const AUDIT_OUTCOMES = ['attempted', 'allowed', 'refused', 'conflict'] as const satisfies readonly AuditOutcome[];

/** A `before`/`after` map of a shelf change: values as numbers (paise, packs) and strings (state codes). */
const valueMapSchema = z.record(z.string(), z.union([z.number(), z.string()]));

/**
 * A stored audit entry (AUDIT#<reference> / <at>#<uuid>): the fields of contracts/staff-api.ts AuditEntry; `outcome`
 * is absent on entries written before outcomes were recorded (legacyOutcome), `detail` may be stored empty.
 */
export const storedAuditEntrySchema = z.looseObject({
  at: z.string(),
  userId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  reference: z.string(),
  detail: z.optional(z.string()),
  outcome: z.optional(z.enum(AUDIT_OUTCOMES)),
  before: z.optional(valueMapSchema),
  after: z.optional(valueMapSchema),
});

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

/**
 * The AuditEntry of one stored entry, parsed (storedAuditEntrySchema; key from the item itself).
 * @throws StoredRecordInvalid (kind 'audit') for an entry without its shape
 */
function toAuditEntry(item: Item): AuditEntry {
  const stored = parseStored(storedAuditEntrySchema, item, { kind: 'audit', key: keyOfItem(item) });
  const detail = stored.detail === '' ? undefined : stored.detail;
  return {
    at: stored.at,
    userId: stored.userId,
    action: stored.action,
    reference: stored.reference,
    ...(detail ? { detail } : {}),
    outcome: stored.outcome ?? legacyOutcome(stored.action, detail),
    ...(stored.before ? { before: stored.before } : {}),
    ...(stored.after ? { after: stored.after } : {}),
  };
}

/**
 * One page of a record's audit trail, newest first (a Query of its partition, descending; never a Scan).
 * @param options at most `limit` entries, from `startKey` (a page's lastKey, checked with isAuditKeyOf)
 * @returns the entries and, when more may follow, the key to continue from
 * @throws the SDK's errors; StoredRecordInvalid for an entry without its shape
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
