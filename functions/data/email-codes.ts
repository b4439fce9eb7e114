/**
 * The e-mailed one-time codes of a reference, one item per purpose (contracts/deployment/table-design.ts): the one
 * module that builds their keys and the commands on them. What a code is and why it is made at send time:
 * functions/runtime/one-time-code.ts. Two purposes share this machinery:
 * - `erasure`: confirms an erasure asked for on /track (functions/privacy). The item lives beside its record (pk the
 *   record's, sk ERASURE_CODE), so the roles that may write the record's partition (privacy, notifier) reach it.
 * - `unlock`: opens a reference that failures from many clients locked (functions/track/track-unlock.ts), so its
 *   owner is never locked out. The item lives beside the reference's attempt counter (pk TRACK#<reference>, sk
 *   UNLOCK_CODE), the one partition the track function may write, so no record partition is opened to it.
 *
 * The item's life:
 * 1. the shopper asks for a code ({@link requestEmailCode}): the item gets a new e-mail in its own `outbox` (no code
 *    in it) and the outbox index keys, any earlier code is removed, and the request is counted in the item's window
 *    (`windowStart`, `issued`; at most one request per `resendSeconds`, `requestedAt`);
 * 2. the notifier, holding that e-mail's claim, draws the code and stores only its salted hash ({@link armEmailCode}:
 *    `codeSalt`, `codeHash`, `validUntil`, `tries` 0), then sends it to the record's address as it is at that moment
 *    (functions/notifier/notifier.core.ts recipientsOf);
 * 3. each entry of a code counts a try first, conditional, so parallel entries cannot overtake the limit, then the
 *    hashes are compared ({@link checkEmailCode}); a right code that did its work is removed ({@link consumeEmailCode}),
 *    so it works once.
 * No item has a `kind`, `queue` or `createdAt`, so no listing index holds it, and it expires (TTL) an hour after its
 * window. It never holds a code in clear, nor an address.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ERASURE_CODE_SK, OUTBOX_PENDING, PARTITION_PREFIXES, UNLOCK_CODE_SK, outboxIndex } from '@contracts/deployment/table-design';
import type { CodeEmailPurpose } from '@domain/notifications';
import * as z from 'zod/mini';
import { oneTimeCodeMatches } from '../runtime/one-time-code';
import { newOutboxAttributes, type OutboxEvent } from '../runtime/outbox';
import { parseStored } from './parse-item';
import { getItem, isConditionFailure, updateIf, type ItemKey } from './table';
import { add, conditionExpression, pathExpression, remove, set } from './update-expression';

/** What an e-mailed code is for: confirming an erasure, or opening a locked reference (see the module comment). */
export type EmailCodePurpose = CodeEmailPurpose;

/** The sort key of each purpose's item. */
const CODE_SORT_KEYS: Readonly<Record<EmailCodePurpose, string>> = { erasure: ERASURE_CODE_SK, unlock: UNLOCK_CODE_SK };

/**
 * The table key of a reference's code item for `purpose`.
 * @param record the record's key (records.ts recordKey) and reference (upper case)
 * @returns erasure: pk the record's, sk ERASURE_CODE; unlock: pk TRACK#<reference>, sk UNLOCK_CODE
 */
export function emailCodeKey(purpose: EmailCodePurpose, record: { key: ItemKey; reference: string }): ItemKey {
  const pk = purpose === 'erasure' ? record.key.pk : `${PARTITION_PREFIXES.track}${record.reference}`;
  return { pk, sk: CODE_SORT_KEYS[purpose] };
}

/**
 * The purpose of a code item's key, or undefined for any other item (the notifier sends a code e-mail for a code
 * item's outbox events, not a status e-mail).
 */
export function emailCodePurposeOf(key: ItemKey): EmailCodePurpose | undefined {
  if (key.sk === ERASURE_CODE_SK) return 'erasure';
  if (key.sk === UNLOCK_CODE_SK && key.pk.startsWith(PARTITION_PREFIXES.track)) return 'unlock';
  return undefined;
}

/** How often codes may be asked for one reference. */
export interface CodeRequestLimits {
  /** Seconds that must pass between two requests. */
  resendSeconds: number;
  /** Requests allowed in one window. */
  perWindow: number;
  /** The window's length, seconds; it starts with its first request. */
  windowSeconds: number;
}

/** The answer of {@link requestEmailCode}: queued, or refused (too soon after the last request, or the window's requests used up). */
export type CodeRequest = { queued: true } | { queued: false; reason: 'too_soon' | 'window_full'; retryAfterSeconds: number };

/**
 * The attributes of an erasure code item this module reads (the outbox's are read by functions/data/outbox.ts). The
 * window's are written together by the first request, the code's by armEmailCode, so each group is all or nothing.
 */
const storedErasureCodeItemSchema = z.looseObject({
  /** ISO 8601: the window's first request, and the latest request. */
  windowStart: z.string(),
  requestedAt: z.string(),
  /** Requests counted in the window. */
  issued: z.int().check(z.gte(1)),
  /** The waiting code's salt and scrypt hash (base64), the end of its validity (ISO 8601), its tries so far. */
  codeSalt: z.optional(z.string()),
  codeHash: z.optional(z.string()),
  validUntil: z.optional(z.string()),
  tries: z.optional(z.int().check(z.gte(0))),
});

/**
 * The code item at `key` read consistently and parsed, or undefined when there is none.
 * @throws StoredRecordInvalid when the item does not have the shape of storedErasureCodeItemSchema; the SDK's errors
 */
async function readCodeItem(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey) {
  const item = await getItem(dynamo, tableName, key);
  return item && parseStored(storedErasureCodeItemSchema, item, { kind: 'email-code', key });
}

/** Code attributes a new request removes: an earlier code dies when a new one is asked for. */
const CODE_ATTRIBUTES = ['codeHash', 'codeSalt', 'validUntil', 'tries', 'sentAt', 'usedAt'] as const;

/** Rounds of update → read → new window before giving up under contention. */
const MAX_ROUNDS = 3;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Queues a code e-mail for a record: replaces the item's outbox with `event` (one e-mail, no code in it), makes the
 * item due in the outbox index, removes any earlier code, and counts the request, all in one conditional UpdateItem
 * (the window is current, fewer than `perWindow` requests in it, the last one at least `resendSeconds` ago). When the
 * condition fails, a consistent read tells a refusal from a window that is over or was never opened (a conditional
 * PutItem then opens one with this request counted).
 * @param key the code item's key ({@link emailCodeKey}); `reference` the reference it is for (the notifier reads its
 *   record's address by it)
 * @param event the e-mail (audience shopper, no address: the notifier reads the record's when it sends)
 * @returns queued, or refused with the seconds until a request would be taken
 * @throws the SDK's errors other than a failed condition
 */
export async function requestEmailCode(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { key, reference, event, now, limits }: { key: ItemKey; reference: string; event: OutboxEvent; now: Date; limits: CodeRequestLimits },
): Promise<CodeRequest> {
  const at = now.toISOString();
  const windowFloor = new Date(now.getTime() - limits.windowSeconds * 1000).toISOString();
  const resendFloor = new Date(now.getTime() - limits.resendSeconds * 1000).toISOString();
  const queue = [
    set('requestedAt', ':at', at),
    set('outbox', ':outbox', [event]),
    set(outboxIndex.partitionKey, ':pending', OUTBOX_PENDING),
    set(outboxIndex.sortKey, ':at', at),
    ...CODE_ATTRIBUTES.map((name) => remove(name)),
    add('issued', ':one', 1),
  ];
  const allowed = {
    expression: '#windowStart > :windowFloor AND #issued < :perWindow AND #requestedAt <= :resendFloor',
    values: { ':windowFloor': windowFloor, ':perWindow': limits.perWindow, ':resendFloor': resendFloor },
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (await updateIf(dynamo, tableName, key, queue, allowed)) return { queued: true };
    const found = await readCodeItem(dynamo, tableName, key);
    const windowStart = found?.windowStart ?? '';
    if (found && windowStart > windowFloor) {
      const { requestedAt } = found;
      if (requestedAt > resendFloor)
        return {
          queued: false,
          reason: 'too_soon',
          retryAfterSeconds: seconds(Date.parse(requestedAt) + limits.resendSeconds * 1000 - now.getTime()),
        };
      if (found.issued >= limits.perWindow) {
        return {
          queued: false,
          reason: 'window_full',
          retryAfterSeconds: seconds(Date.parse(windowStart) + limits.windowSeconds * 1000 - now.getTime()),
        };
      }
      continue; // changed between the write and the read: try the write again
    }
    try {
      await dynamo.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...key,
            reference,
            windowStart: at,
            issued: 1,
            requestedAt: at,
            ...newOutboxAttributes([event], now),
            // The window, and an hour for a code sent at its very end to be used.
            expiresAt: Math.floor(now.getTime() / 1000) + limits.windowSeconds + 3600,
          },
          ...conditionExpression({
            expression: 'attribute_not_exists(#windowStart) OR #windowStart <= :windowFloor',
            values: { ':windowFloor': windowFloor },
          }),
        }),
      );
      return { queued: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { queued: false, reason: 'too_soon', retryAfterSeconds: limits.resendSeconds };
}

/** What the notifier stores when it draws a code: its salted hash and validity, for the e-mail it holds the claim of. */
export interface CodeArming {
  /** The e-mail's position in the item's `outbox` and this notifier run's claim id on it. */
  index: number;
  claimId: string;
  /** The code's salt and scrypt hash (base64, functions/runtime/one-time-code.ts). */
  salt: string;
  hash: string;
  /** ISO 8601: the send time, and the end of the code's validity. */
  sentAt: string;
  validUntil: string;
}

/**
 * Stores a freshly drawn code's hash (replacing any earlier one, tries back to 0), on condition that the e-mail at
 * `index` is still claimed by `claimId`: a newer request (which replaced the outbox) or a run that took the claim over
 * makes this a no-op, and the caller must not send the code.
 * @param key the code item's key (as the outbox index gave it)
 * @returns true when stored; false when the claim is no longer this run's
 * @throws the SDK's errors other than a failed condition
 */
export async function armEmailCode(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey, arming: CodeArming): Promise<boolean> {
  const stored = await updateIf(
    dynamo,
    tableName,
    key,
    [
      set('codeSalt', ':salt', arming.salt),
      set('codeHash', ':hash', arming.hash),
      set('sentAt', ':sentAt', arming.sentAt),
      set('validUntil', ':validUntil', arming.validUntil),
      set('tries', ':zero', 0),
    ],
    { expression: `${pathExpression(['outbox', arming.index, 'claimId'])} = :claim`, values: { ':claim': arming.claimId } },
  );
  return stored !== undefined;
}

/** A code waiting to be entered, as stored: its salt and hash (base64), the end of its validity (ISO 8601), tries so far. */
export interface StoredEmailCode {
  salt: string;
  hash: string;
  validUntil: string;
  tries: number;
}

/**
 * The code waiting in a code item, read consistently.
 * @param key the code item's key ({@link emailCodeKey})
 * @returns the code, or undefined when none is waiting (never asked for, not sent yet, used, or the item expired)
 * @throws StoredRecordInvalid when the item does not have its shape; the SDK's errors
 */
export async function readEmailCode(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey): Promise<StoredEmailCode | undefined> {
  const item = await readCodeItem(dynamo, tableName, key);
  if (item?.codeHash === undefined || item.codeSalt === undefined) return undefined;
  return { salt: item.codeSalt, hash: item.codeHash, validUntil: item.validUntil ?? '', tries: item.tries ?? 0 };
}

/**
 * Counts one entry of the code with salt `salt`, before it is compared: ADD tries 1, on condition that this code is
 * still the waiting one, has had fewer than `maxTries` entries and is valid at `now`. Atomic, so of parallel entries
 * only as many as the tries left are counted (and compared).
 * @param key the code item's key ({@link emailCodeKey})
 * @returns the tries after this one (1…maxTries), or undefined when the code is used up, expired or replaced meanwhile
 * @throws the SDK's errors other than a failed condition
 */
async function countEmailCodeTry(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  { salt, now, maxTries }: { salt: string; now: Date; maxTries: number },
): Promise<number | undefined> {
  const counted = await updateIf(
    dynamo,
    tableName,
    key,
    [add('tries', ':one', 1)],
    {
      expression: '#codeSalt = :salt AND #tries < :maxTries AND #validUntil > :now',
      values: { ':salt': salt, ':maxTries': maxTries, ':now': now.toISOString() },
    },
    'UPDATED_NEW',
  );
  if (counted === undefined) return undefined;
  return parseStored(z.looseObject({ tries: z.int().check(z.gte(1)) }), counted, { kind: 'email-code', key }).tries;
}

/**
 * Removes a code that did its work (its hash, salt and validity go; `usedAt` is set), on condition that it is still the
 * code with salt `salt`. A code replaced meanwhile is left alone.
 * @param key the code item's key ({@link emailCodeKey})
 * @throws the SDK's errors other than a failed condition
 */
export async function consumeEmailCode(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  { salt, now }: { salt: string; now: Date },
): Promise<void> {
  await updateIf(
    dynamo,
    tableName,
    key,
    [set('usedAt', ':now', now.toISOString()), remove('codeHash'), remove('codeSalt'), remove('validUntil')],
    {
      expression: '#codeSalt = :salt',
      values: { ':salt': salt },
    },
  );
}

/**
 * The verdict on a typed code ({@link checkEmailCode}): right (with the code's salt, to consume it once it did its
 * work), or refused: `none` (none waiting: never sent, used, or replaced), `expired`, `used_up` (its tries were spent;
 * `guessed` when this entry spent the last one), or `wrong` with the tries left.
 */
export type EmailCodeVerdict =
  | { right: true; salt: string }
  | { right: false; reason: 'none' | 'expired' }
  | { right: false; reason: 'used_up'; guessed: boolean }
  | { right: false; reason: 'wrong'; triesLeft: number };

/**
 * Checks a typed code against the one waiting in a code item: none waiting → `none`; past its validity → `expired`;
 * already tried `maxTries` times → `used_up`. Otherwise the try is counted first (a conditional UpdateItem, so parallel
 * entries cannot overtake the limit) and only then the hashes are compared in constant time (oneTimeCodeMatches):
 * wrong → `wrong` with the tries left, or `used_up` when that was the last. Rules: NIST SP 800-63B §5.1.3 and §5.2.2
 * (an out-of-band secret, limited attempts). A right code is NOT consumed here: the caller consumes it
 * ({@link consumeEmailCode}) once it did its work, so a failure in between leaves it usable.
 * @param key the code item's key ({@link emailCodeKey}); `typed` the code as validated (digits only)
 * @throws StoredRecordInvalid when the item does not have its shape; the SDK's errors
 */
export async function checkEmailCode(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: ItemKey,
  { typed, now, maxTries }: { typed: string; now: Date; maxTries: number },
): Promise<EmailCodeVerdict> {
  for (let round = 0; round < 2; round += 1) {
    const stored = await readEmailCode(dynamo, tableName, key);
    if (!stored) return { right: false, reason: 'none' };
    if (stored.validUntil <= now.toISOString()) return { right: false, reason: 'expired' };
    if (stored.tries >= maxTries) return { right: false, reason: 'used_up', guessed: false };
    const tries = await countEmailCodeTry(dynamo, tableName, key, { salt: stored.salt, now, maxTries });
    if (tries === undefined) continue; // replaced, used up or expired between the read and the count: look again
    if (await oneTimeCodeMatches(typed, stored)) return { right: true, salt: stored.salt };
    const triesLeft = maxTries - tries;
    return triesLeft > 0 ? { right: false, reason: 'wrong', triesLeft } : { right: false, reason: 'used_up', guessed: true };
  }
  return { right: false, reason: 'none' };
}
