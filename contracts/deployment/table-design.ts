/**
 * The single-table design (docs/architecture/data-model.md), shared by the CDK Data construct, local provisioning and the
 * handlers. Every key format is listed here and built only by its data module in functions/data/ (one function a key).
 *
 * | item                     | pk                       | sk                        | kind (GSI pk)  | createdAt (GSI sk) | TTL      | data module         |
 * |--------------------------|--------------------------|---------------------------|----------------|--------------------|----------|---------------------|
 * | prescription             | PRESCRIPTION#<RX-…>      | RECORD                    | prescription   | ISO-8601           | 180 days | records.ts          |
 * | order                    | ORDER#<ORD-…>            | RECORD                    | order          | ISO-8601           | –        | records.ts          |
 * | message                  | MESSAGE#<MSG-…>          | RECORD                    | message        | ISO-8601           | –        | records.ts          |
 * | privacy request pointer  | (its record's pk)        | PRIVACY#<at>#<id>         | (none)         | ISO-8601           | record's | privacy-requests.ts |
 * | erasure code             | (its record's pk)        | ERASURE_CODE              | (none)         | –                  | 24 h     | email-codes.ts      |
 * | e-mail change            | (its record's pk)        | EMAIL_CHANGE              | (none)         | –                  | 2 days   | email-changes.ts    |
 * | search item              | (its record's pk)        | SEARCH#<field>[#<n>]      | (none)         | ISO-8601           | record's | record-search.ts    |
 * | comment                  | POST#<slug>              | COMMENT#<createdAt>#<id>  | comment        | ISO-8601           | –        | comments.ts         |
 * | idempotency claim        | IDEMPOTENCY#<key>        | RECORD                    | (none: sparse) | –                  | 24 h     | idempotency.ts      |
 * | held comment             | MODERATION#<comment id>  | RECORD                    | (none)         | ISO-8601           | –        | comments.ts         |
 * | comment rate counter     | COMMENT-RATE#<hmac>      | RECORD                    | (none)         | –                  | 2 h      | comments.ts         |
 * | audit entry              | AUDIT#<reference>        | <ISO time>#<uuid>         | (none)         | –                  | 365 days | audit.ts            |
 * | /track attempt counter   | TRACK#<reference>        | RECORD                    | (none)         | –                  | window   | track-attempts.ts   |
 * | unlock code              | TRACK#<reference>        | UNLOCK_CODE               | (none)         | –                  | 24 h     | email-codes.ts      |
 * | daily upload counter     | UPLOADS#<yyyy-mm-dd>     | RECORD                    | (none)         | –                  | 2 days   | upload-budget.ts    |
 * | recipient mail quota     | MAIL-QUOTA#<sha256>      | RECORD                    | (none)         | –                  | 2 days   | recipient-quota.ts  |
 * | invoice number counter   | INVOICE-NUMBERS#<fy>     | RECORD                    | (none)         | –                  | –        | invoice-numbers.ts  |
 * | refill reminder          | REMINDER#<ORD-…>         | REFILL_REMINDER           | (none)         | –                  | due+90 d | refill-reminders.ts |
 * | batch used for a product | BATCH#<productId>        | KNOWN#<YYYY-MM>#<batch>   | (none)         | –                  | expiry+1 | batches.ts          |
 * | shipment of a batch      | BATCH#<productId>        | SHIPPED#<batch>#<ORD-…>   | (none)         | –                  | 3 years  | batches.ts          |
 * | H1 register entry        | H1-REGISTER#<yyyy-mm-dd> | <ORD-…>#<productId>       | (none)         | –                  | 3 years  | h1-register.ts      |
 * | back-in-stock subscriber | BACK_IN_STOCK#<productId>| <sha256 of the mailbox>   | (none)         | –                  | 90 days  | back-in-stock.ts    |
 *
 * An idempotency item holds `scope` (the form), `state` running|done, `claimId` (the owning request), `startedAt`,
 * `pending` (the record it is creating and its answer, noted just before the record write) and `answer` once done.
 *
 * Prescriptions, orders and messages also carry `status`, `version`, `updatedAt`, `history` and `queue` (the queue
 * index key '<kind>#<status>', docs/architecture/data-model.md, domain/lifecycle.ts), the e-mail `outbox` with its index keys
 * (functions/data/outbox.ts) and `privacyRequests`, the shopper's privacy requests (contracts/privacy-requests.ts);
 * a prescription in review also `claim`, its reviewing pharmacist (functions/staff-api/record-claim.ts).
 * A privacy request pointer is the staff queue's row of one such request: it sits in its record's partition
 * (sk {@link SORT_KEY_PREFIXES}.privacyRequest + the request's ISO time and id), carries `queue` =
 * '<kind>#privacy_request' while open, no personal data, and its record's `expiresAt` (else 365 days).
 * An erasure code item (one per record, beside it in its partition, so the notifier's record-key grant reaches it) holds
 * the shopper's one-time code only as a salted scrypt hash (`codeHash`, `codeSalt`, `validUntil`, `tries`), the count
 * of codes sent in its 24-hour window (`windowStart`, `issued`, `requestedAt`) and its own e-mail `outbox` with the
 * outbox index keys; it carries no `kind` or `queue`, so no listing index holds it.
 * An e-mail change item (one per record, beside it) holds the address a privacy correction replaced
 * (`previousEmail`), the change's time (`changedAt`) and the change notice to that address in its own `outbox`; the
 * old address is used for 24 hours after the change only, and the item expires 2 days after it.
 * A search item is one slot of a record's staff search (functions/data/record-search.ts): sk SEARCH#name#0…3 (the
 * first 4 name words), SEARCH#phone, SEARCH#email, SEARCH#reference. A filled slot carries the search index keys
 * `searchKey` = '<kind>#<field>#<first 2 characters of the term>' and `searchTerm` = '<term>#<createdAt>' (the term
 * normalised: name words lower case without Latin accents; a phone's last 10 digits REVERSED, so its ending can be
 * searched; an e-mail lower case; a reference upper case), plus `createdAt` and the record's `expiresAt`,
 * and never `kind` or `queue` (no listing index holds it). The term IS personal data: it is only in the index keys,
 * never in the item key, so a privacy correction rewrites it and an erasure REMOVEs it (then TTL deletes the empty
 * slot) with UpdateItem alone. Written just before the record (no transactions in dynalite); records written before
 * the search existed have no search items until tools/backfill-search-items.ts runs.
 * A batch item remembers one batch number and expiry month ('YYYY-MM') packed for a product (`lastPackedAt`), so the
 * console proposes first-expiry-first-out (its sort key orders a product's batches by expiry); it expires a month
 * after its expiry month ends. A shipment item says that order `reference` shipped `quantity` of that batch
 * (`dispatchedAt`), no personal data: the recall trace, kept 3 years. An H1 register entry is one Schedule H1 line
 * dispatched (Drugs Rules 1945, Rule 65(3)(b)): date, patient name and address, prescriber, medicine, quantity, batch
 * and the verifying pharmacist, under its dispatch date in India; kept 3 years by its own TTL, never touched by an
 * erasure (domain/retention.ts H1_REGISTER_RETENTION_YEARS).
 * Audit entries (who read or changed which record) are kept 365 days; a /track attempt counter holds `windowStart`,
 * `failures` (all clients) and one `client_<hash>` count per client (a 24-bit hash of the reference and the client's
 * network: never an address), and expires a minute after its attempt window. A daily upload counter holds `bytes`, the bytes of
 * prescription files stored that UTC day by all shoppers together (never more than the budget), and expires
 * {@link UPLOAD_COUNTER_RETENTION_DAYS} days after its day began. A recipient mail quota holds `count`, the e-mails the
 * notifier sent (or tried) to one address in one UTC day; its key is the SHA-256 of the day and the lower-cased address,
 * so no address is stored in clear, and it expires {@link RECIPIENT_QUOTA_RETENTION_DAYS} days after its day began.
 * An invoice number counter (one per Indian financial year, `<fy>` e.g. 2026-27) holds `lastSerial`, the serial of the
 * year's last tax invoice number (atomic ADD), and `voided`, the numbers allocated but never put on an order; it is
 * kept (tax records: CGST Act §36, 72 months after the year's return). An order's number is stored on it as `invoice`.
 *
 * Comments also carry `commentFeed` = {@link COMMENT_FEED}, the partition key of the comments-only sparse index.
 * A comment held for review is not a comment item at all: it is a held comment in its own partition (outside every key
 * the public get-comments role may read), carrying `status` held|published|hidden, `heldFor`, `version` and, while it
 * waits, `queue` = {@link HELD_COMMENTS_QUEUE}; publishing it writes the comment item. A comment rate counter holds
 * `count`, the comments of one hashed client address in one clock hour (the HMAC covers the hour, so no address is
 * stored and counters of two hours cannot be linked). Audit entries of a comment's moderation use the reference
 * `COMMENT-<id>`; every audit entry holds `outcome` (contracts/staff-api.ts AuditOutcome).
 *
 * Access patterns: comments of one post in time order (Query pk); newest comments (Query the comments index,
 * descending); a record by reference (GetItem); records of a kind by date range for staff (Query the kind index,
 * then GetItem/BatchGetItem by key for what a listing shows beyond status); a staff queue (Query the queue index, its
 * page's records by BatchGetItem, its total by a Select COUNT Query on the same key condition);
 * a record's audit trail (Query pk); due e-mails (Query the outbox index); staff search by name word, phone, e-mail or
 * reference prefix (Query the search index: searchKey = the term's bucket, begins_with(searchTerm, term); the page's
 * records by BatchGetItem).
 *
 * Who may touch which keys is enforced per role with `dynamodb:LeadingKeys` (least privilege: each role reaches only
 * its key prefixes; infra/constructs/api.ts, staff-access.ts): the prefixes are {@link PARTITION_PREFIXES}.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /**
   * GSI listing records of one kind by creation time. Projects only what a list needs to pick a record (reference,
   * status, version, dates): no name, phone, e-mail, address or file (least privilege: a listing role reads no contact
   * details); the rest is read by key.
   */
  kindIndex: {
    name: 'kind-createdAt',
    partitionKey: 'kind',
    sortKey: 'createdAt',
    projected: ['reference', 'status', 'version', 'updatedAt'],
  },
  /**
   * Sparse GSI of comments only (only comments carry `commentFeed`): the newest comments across posts. The public
   * get-comments function queries this, never the kind index, so it cannot reach any other record (least privilege).
   */
  commentsIndex: {
    name: 'comments-createdAt',
    partitionKey: 'commentFeed',
    sortKey: 'createdAt',
    projected: ['id', 'post', 'name', 'comment'],
  },
  /**
   * GSI of the staff queues: records of one kind in one status by creation time (`queue` = '<kind>#<status>',
   * kept in step with `status` by every status change). Projects only what a queue row shows (docs/architecture/data-model.md).
   */
  queueIndex: {
    name: 'queue-createdAt',
    partitionKey: 'queue',
    sortKey: 'createdAt',
    projected: ['reference', 'kind', 'status', 'version', 'updatedAt'],
  },
  /**
   * Sparse GSI of the staff search (search items only carry its keys, functions/data/record-search.ts): partition
   * '<kind>#<field>#<bucket>', sort '<normalised term>#<createdAt>'. Projects the creation time only (a page is sorted
   * newest first, then its records read by key; the reference is in `pk`): no name, phone or e-mail beyond the key's
   * own term.
   */
  searchIndex: {
    name: 'search-term',
    partitionKey: 'searchKey',
    sortKey: 'searchTerm',
    projected: ['createdAt'],
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

/** The queue index partition of held comments waiting for review (`queue` of a held comment, '<kind>#<status>'). */
export const HELD_COMMENTS_QUEUE = 'comment#held';

/**
 * Partition-key prefixes of the item types (docs/architecture/data-model.md), for the per-role `dynamodb:LeadingKeys`
 * conditions. `track` is the /track attempt counter of a reference (functions/data/track-attempts.ts); `uploads` the
 * counter of one UTC day's uploaded bytes (functions/data/upload-budget.ts), written by the functions that store
 * prescription files (submit-form, privacy); `mailQuota` the per-recipient daily e-mail counters
 * (functions/data/recipient-quota.ts, the notifier's only); `invoiceNumbers` the tax invoice number counters, one per
 * financial year (functions/data/invoice-numbers.ts, written by track and staff-api); `networkRate` the per-IPv6-/64
 * request counters of the strict paths (functions/data/network-rate.ts, written by submit-form, track and privacy);
 * `shelf` the live price, MRP, stock and state of one product (functions/data/shelf.ts); `batch` the batches packed
 * of one product and the orders that shipped each (functions/data/batches.ts); `h1Register` one day's Schedule H1
 * register entries (functions/data/h1-register.ts); both written and read by staff-api only; `backInStock` a product's
 * "notify me when it is back" subscriptions, one item per mailbox (functions/data/back-in-stock.ts).
 * Privacy request pointers have none
 * of their own: they live in their record's partition.
 */
export const PARTITION_PREFIXES = {
  comment: 'POST#',
  prescription: 'PRESCRIPTION#',
  order: 'ORDER#',
  message: 'MESSAGE#',
  idempotency: 'IDEMPOTENCY#',
  audit: 'AUDIT#',
  track: 'TRACK#',
  uploads: 'UPLOADS#',
  heldComment: 'MODERATION#',
  commentRate: 'COMMENT-RATE#',
  mailQuota: 'MAIL-QUOTA#',
  invoiceNumbers: 'INVOICE-NUMBERS#',
  networkRate: 'NETWORK-RATE#',
  shelf: 'SHELF#',
  reminder: 'REMINDER#',
  batch: 'BATCH#',
  h1Register: 'H1-REGISTER#',
  backInStock: 'BACK_IN_STOCK#',
} as const;

/** Sort key of single-item partitions: records, idempotency claims, /track attempt counters, daily upload counters. */
export const RECORD_SK = 'RECORD';

/**
 * Sort key of a record's erasure code item (functions/data/email-codes.ts), beside the record's RECORD item in its
 * partition: every role that may write the record's partition (privacy, notifier) reaches it with no new key prefix.
 */
export const ERASURE_CODE_SK = 'ERASURE_CODE';

/**
 * Sort key of a reference's unlock code item (functions/data/email-codes.ts), beside its /track attempt counter
 * (TRACK#<reference>): the only partition the track function may write, so the code that opens a locked reference
 * needs no write to a record's partition.
 */
export const UNLOCK_CODE_SK = 'UNLOCK_CODE';

/**
 * Sort key of a record's e-mail change item (functions/data/email-changes.ts), beside the record's RECORD item: the
 * address a correction replaced, kept 24 hours for the change notice and the erasure codes sent to both addresses.
 */
export const EMAIL_CHANGE_SK = 'EMAIL_CHANGE';

/**
 * Sort-key prefixes of the items that share a partition: a post's comments (COMMENT#<createdAt>#<id>) and a record's
 * privacy request pointers (PRIVACY#<at>#<id>, beside the record's own RECORD item).
 */
export const SORT_KEY_PREFIXES = {
  comment: 'COMMENT#',
  privacyRequest: 'PRIVACY#',
  search: 'SEARCH#',
} as const;

/** Retention of prescriptions and their files: 180 days (domain/retention.ts, the figure the notice states). */
export { PRESCRIPTION_RETENTION_DAYS } from '@domain/retention';

/**
 * Days a back-in-stock subscription is kept (functions/data/back-in-stock.ts): a product not back within 90 days is
 * unlikely to be the shopper's want any more, and the address is not kept longer than the promise needs.
 */
export const BACK_IN_STOCK_RETENTION_DAYS = 90;

/** Retention of audit entries (who read or changed which record): one year (DPDP Rules 2025 keep logs a year). */
export const AUDIT_RETENTION_DAYS = 365;

/**
 * Days a daily upload counter is kept after its UTC day began: 2, so the counter of the current day always exists
 * while it counts (TTL may delete an item up to a few days after its time, never before) and old days expire.
 */
export const UPLOAD_COUNTER_RETENTION_DAYS = 2;

/** Days a recipient mail quota counter is kept after its UTC day began (its day, and a day's grace for late runs). */
export const RECIPIENT_QUOTA_RETENTION_DAYS = 2;

/** Epoch seconds `days` after `from` — the value of the TTL attribute. */
export function expiryEpochSeconds(from: Date, days: number): number {
  return Math.floor(from.getTime() / 1000) + days * 24 * 60 * 60;
}
