/**
 * The single-table design (DESIGN §4), shared by the CDK Data construct, local provisioning and the handlers.
 *
 * | record       | pk                      | sk                          | kind (GSI pk)  | createdAt (GSI sk) | TTL |
 * |--------------|-------------------------|-----------------------------|----------------|--------------------|-----|
 * | prescription | PRESCRIPTION#RX-…       | RECORD                      | prescription   | ISO-8601           | 180 days |
 * | order        | ORDER#ORD-…             | RECORD                      | order          | ISO-8601           | –   |
 * | message      | MESSAGE#MSG-…           | RECORD                      | message        | ISO-8601           | –   |
 * | comment      | POST#health3            | COMMENT#<createdAt>#<id>    | comment        | ISO-8601           | –   |
 * | idempotency  | IDEMPOTENCY#<key>       | RECORD                      | (none: sparse) | –                  | 24 h |
 *
 * An idempotency item holds `scope` (the form), `state` running|done, `claimId` (the owning request), `startedAt`,
 * `pending` (the record it is creating and its answer, noted just before the record write) and `answer` once done.
 *
 * Prescriptions, orders and messages also carry `status`, `version`, `updatedAt`, `history` and `queue` (DESIGN §4,
 * domain/lifecycle.ts); audit entries live under pk AUDIT#<reference>, sk <ISO time>#<uuid>, kept 365 days.
 *
 * Comments also carry `commentFeed` = {@link COMMENT_FEED}, the partition key of the comments-only sparse index.
 *
 * Access patterns: comments of one post in time order (Query pk); newest comments (Query the comments index,
 * descending); a record by reference (GetItem); records of a kind by date range for staff (Query the kind index,
 * then GetItem/BatchGetItem by key for what a listing shows beyond status).
 *
 * Who may touch which keys is enforced per role with `dynamodb:LeadingKeys` (issue 13 §2, infra/constructs/api.ts,
 * staff-access.ts): the prefixes are {@link PARTITION_PREFIXES}.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /**
   * GSI listing records of one kind by creation time. Projects only what a list needs to pick a record (reference,
   * status, version, dates): no name, phone, e-mail, address or file (issue 13 §2); the rest is read by key.
   */
  kindIndex: {
    name: 'kind-createdAt',
    partitionKey: 'kind',
    sortKey: 'createdAt',
    projected: ['reference', 'status', 'version', 'updatedAt'],
  },
  /**
   * Sparse GSI of comments only (only comments carry `commentFeed`): the newest comments across posts. The public
   * get-comments function queries this, never the kind index, so it cannot reach any other record (issue 13 §2).
   */
  commentsIndex: {
    name: 'comments-createdAt',
    partitionKey: 'commentFeed',
    sortKey: 'createdAt',
    projected: ['id', 'post', 'name', 'comment'],
  },
  /**
   * GSI of the staff queues: records of one kind in one status by creation time (`queue` = '<kind>#<status>',
   * kept in step with `status` by every status change). Projects only what a queue row shows (DESIGN §4).
   */
  queueIndex: {
    name: 'queue-createdAt',
    partitionKey: 'queue',
    sortKey: 'createdAt',
    projected: ['reference', 'kind', 'status', 'version', 'updatedAt'],
  },
  /** Epoch seconds after which DynamoDB TTL deletes the item. */
  ttlAttribute: 'expiresAt',
} as const;

/**
 * The sparse GSI of due outbox events: only items with an unsent event carry its keys. KEYS_ONLY: the notifier
 * reads the item by key (consistently) before sending, so nothing else is copied into the index.
 */
export const outboxIndex = { name: 'outbox-due', partitionKey: 'outboxState', sortKey: 'outboxDueAt' } as const;

/** The value of `outboxState` while an item has an unsent event. */
export const OUTBOX_PENDING = 'pending';

/** Value of `commentFeed` on every comment: the one partition of the comments index. */
export const COMMENT_FEED = 'comments';

/**
 * Partition-key prefixes of the item types (DESIGN §4), for the per-role `dynamodb:LeadingKeys` conditions.
 * `track` is the /track attempt counter of a reference (functions/track).
 */
export const PARTITION_PREFIXES = {
  comment: 'POST#',
  prescription: 'PRESCRIPTION#',
  order: 'ORDER#',
  message: 'MESSAGE#',
  idempotency: 'IDEMPOTENCY#',
  audit: 'AUDIT#',
  track: 'TRACK#',
} as const;

/** Sort key of single-item records. */
export const RECORD_SK = 'RECORD';

/** Retention of prescriptions and their files: 180 days (domain/retention.ts, the figure the notice states). */
export { PRESCRIPTION_RETENTION_DAYS } from '@domain/retention';

/** Retention of audit entries (who read or changed which record): one year (DPDP Rules 2025 keep logs a year). */
export const AUDIT_RETENTION_DAYS = 365;

/** Epoch seconds `days` after `from` — the value of the TTL attribute. */
export function expiryEpochSeconds(from: Date, days: number): number {
  return Math.floor(from.getTime() / 1000) + days * 24 * 60 * 60;
}
