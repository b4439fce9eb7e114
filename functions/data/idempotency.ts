/**
 * Idempotency claims (pk IDEMPOTENCY#<key>, sk RECORD: contracts/deployment/table-design.ts) and the conditional put
 * of a new item that recognises its own earlier write: the one module that builds these keys and commands.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { HttpError } from '../runtime/http';
import { logger } from '../runtime/logger';
import { PARTITION_PREFIXES, RECORD_SK, expiryEpochSeconds, tableDesign } from '@contracts/deployment/table-design';
import * as z from 'zod/mini';
import { parseStored } from './parse-item';
import { getItem, isConditionFailure, keyOfItem, type Item, type ItemKey } from './table';
import { conditionExpression, set, updateExpression } from './update-expression';

/**
 * The table key of the claim of an Idempotency-Key header value.
 * @param key the header's value (IdempotencyStore.parseKey checked it)
 * @returns pk 'IDEMPOTENCY#<key>', sk RECORD
 */
export function idempotencyKey(key: string): ItemKey {
  return { pk: `${PARTITION_PREFIXES.idempotency}${key}`, sk: RECORD_SK };
}

/** What a conditional put of a new item did (see tryPutNewItem). */
export type NewItemOutcome =
  /** The item is stored. `recovered`: an earlier attempt of this same put had stored it and its answer was lost. */
  | { written: true; recovered: boolean }
  /** Another item holds the key. `existing` is that item, or undefined if it vanished before it could be read. */
  | { written: false; existing: Item | undefined; conflict: unknown };

/**
 * Writes a new item only if no item has the same key (ConditionExpression attribute_not_exists(pk)), and tells
 * a real conflict from our own earlier write whose answer was lost (docs/architecture/api.md: a lost answer must not
 * turn a stored record into an error): when DynamoDB
 * commits a put but the answer never arrives (connection reset, timeout), the SDK sends the put again and that
 * second attempt fails its condition on our own item. The failed put asks for the stored item
 * (`ReturnValuesOnConditionCheckFailure: ALL_OLD`, as DynamoDB returns since 2023); where it is not returned
 * (dynalite ignores the parameter), a consistent GetItem reads it. An item equal to ours, attribute for
 * attribute, is our own write.
 * @param item the whole item, with the table's `pk` and `sk`
 * @returns the outcome; a conflict never throws
 * @throws the SDK's errors other than ConditionalCheckFailedException, as they come (→ 503/500)
 */
export async function tryPutNewItem(dynamo: DynamoDBDocumentClient, tableName: string, item: Item): Promise<NewItemOutcome> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ...conditionExpression({ expression: 'attribute_not_exists(pk)' }),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { written: true, recovered: false };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const returned = (error as { Item?: Record<string, AttributeValue> }).Item;
    const existing = returned ? fromAttributeMap(returned) : await getItem(dynamo, tableName, keyOfItem(item));
    if (existing && sameItem(existing, item)) {
      logger.warn(
        'lost answer of a committed put: own write recognised',
        typeof item.reference === 'string' ? { reference: item.reference } : {},
      );
      return { written: true, recovered: true };
    }
    return { written: false, existing, conflict: error };
  }
}

/**
 * Writes a new item only if no item has the same key; our own earlier write of the same item (a lost answer,
 * see tryPutNewItem) counts as success.
 * @throws the SDK's ConditionalCheckFailedException if another item holds the key; other SDK errors as they come.
 */
export async function putNewItem(dynamo: DynamoDBDocumentClient, tableName: string, item: Item): Promise<void> {
  const outcome = await tryPutNewItem(dynamo, tableName, item);
  if (!outcome.written) throw outcome.conflict;
}

/** The stored first answer for an Idempotency-Key: HTTP status and JSON body (docs/architecture/api.md). */
const storedAnswerSchema = z.object({ status: z.int().check(z.gte(100), z.lte(599)), body: z.unknown() });

/** The first answer to a request, as the claim keeps it for replay: its HTTP status and JSON body. */
export type StoredAnswer = z.output<typeof storedAnswerSchema>;

/**
 * A claim item as stored: the form it was made for, the claim id of the request holding it, when that request started
 * (ISO 8601); running, with the record and answer noted before the record's write, or done with the answer.
 */
const claimFields = { scope: z.string(), claimId: z.string(), startedAt: z.string() };
const storedClaimSchema = z.discriminatedUnion('state', [
  z.looseObject({
    ...claimFields,
    state: z.literal('running'),
    pending: z.optional(z.object({ record: z.object({ pk: z.string(), sk: z.string() }), answer: storedAnswerSchema })),
  }),
  z.looseObject({ ...claimFields, state: z.literal('done'), answer: storedAnswerSchema }),
]);

/** What claiming an Idempotency-Key gave: the go-ahead (with the claim to finish), or the first answer to replay. */
export type ClaimOutcome = { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; answer: StoredAnswer };

/** Idempotency-Key header rule: 8–100 characters of letters, digits, '-' and '_' (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a first answer is kept for replay: 1 day (the item's TTL `expiresAt`). */
const IDEMPOTENCY_TTL_DAYS = 1;
/**
 * A running claim older than this is taken over, in ms: 60 000 (60 s), twice the API Gateway integration
 * timeout (30 s), so the first attempt cannot still be running.
 */
export const STALE_CLAIM_MS = 60_000;

const STILL_RUNNING = 'The same request is still being processed. Please wait a moment.';

/** 409 CONFLICT for a key whose first request is still running (reason `request_still_running`). */
const stillRunning = () => new HttpError(409, 'CONFLICT', STILL_RUNNING).because({ code: 'request_still_running' });

/**
 * Idempotency for POSTs that create records (docs/architecture/api.md: "a repeated submit with the same Idempotency-Key
 * header returns the first answer"), kept in the single table as `IDEMPOTENCY#<key>` / `RECORD` with TTL `expiresAt`.
 *
 * The first request with a key claims it (a conditional put, state `running`); before it writes its record it
 * notes the record's key and answer on the claim (`pending`); after it, it saves the answer (state `done`).
 * Later requests with the key get the answer replayed, or 409 CONFLICT while the first is running or when the
 * key was used for another form. A claim left running for over 60 s is taken over, unless its pending record
 * exists: then the first attempt stored it and only lost its answer, which is saved and replayed instead
 * (a key is never released after its record is stored).
 *
 * Kept instead of @aws-lambda-powertools/idempotency (it cannot tell a lost answer from a failure): there, when saving
 * the answer fails after the function succeeded, the caller gets an error for a stored record and the key stays
 * INPROGRESS only until the Lambda's remaining time passes, after which a retry runs the function again (a second
 * record); with our pk/sk table it also puts every key in one static partition under a hashed sort key.
 */
export class IdempotencyStore {
  constructor(
    private readonly dynamo: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Validates the Idempotency-Key header value.
   * @returns the key, or undefined when the header is absent or empty
   * @throws HttpError 400 VALIDATION for a malformed key (not 8–100 letters, digits, '-' or '_')
   */
  static parseKey(header: string | undefined): string | undefined {
    if (header === undefined || header === '') return undefined;
    if (!KEY_PATTERN.test(header)) {
      throw new HttpError(400, 'VALIDATION', 'The Idempotency-Key header must be 8–100 letters, digits, "-" or "_".', {
        'idempotency-key': { code: 'invalid' },
      });
    }
    return header;
  }

  /**
   * Claims `key` for a request of `scope` (the form name) at `now`.
   * @returns `claimed` (go ahead, then complete or release the claim) or `replay` with the first answer
   * @throws HttpError 409 CONFLICT when the first request is still running (claimed under 60 s ago) or the key
   *   was used for another form; StoredRecordInvalid for a claim item not of its shape; SDK errors as they come (→ 503/500)
   */
  async claim(key: string, scope: string, now: Date): Promise<ClaimOutcome> {
    const claimId = randomUUID();
    const fresh: Item = {
      ...idempotencyKey(key),
      scope,
      state: 'running',
      claimId,
      startedAt: now.toISOString(),
      expiresAt: expiryEpochSeconds(now, IDEMPOTENCY_TTL_DAYS),
    };
    const outcome = await tryPutNewItem(this.dynamo, this.tableName, fresh);
    if (outcome.written) return this.claimed(key, claimId);

    // Vanished between the put and the read: the first attempt was just released; the shopper's retry claims it.
    if (!outcome.existing) throw stillRunning();
    const existing = parseStored(storedClaimSchema, outcome.existing, { kind: 'idempotency', key: idempotencyKey(key) });
    if (existing.scope !== scope) throw new HttpError(409, 'CONFLICT', 'This Idempotency-Key was already used for a different form.');
    if (existing.state === 'done') return { kind: 'replay', answer: existing.answer };
    if (now.getTime() - Date.parse(existing.startedAt) <= STALE_CLAIM_MS) throw stillRunning();

    // Stale. If the first attempt stored its record, it only failed to save its answer: save and replay it.
    const { pending } = existing;
    if (pending && (await itemExists(this.dynamo, this.tableName, pending.record))) {
      await saveAnswer(this.dynamo, this.tableName, key, existing.claimId, pending.answer).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error; // else another request saved it meanwhile
      });
      return { kind: 'replay', answer: pending.answer };
    }
    // The first attempt died before storing anything (e.g. DynamoDB unreachable, so it could not release): take over.
    try {
      await this.dynamo.send(
        new PutCommand({
          TableName: this.tableName,
          Item: fresh,
          ...conditionExpression({
            expression: '#startedAt = :seen AND #state = :running',
            values: { ':seen': existing.startedAt, ':running': 'running' },
          }),
        }),
      );
      return this.claimed(key, claimId);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      throw stillRunning(); // another retry took it over first
    }
  }

  private claimed(key: string, claimId: string): ClaimOutcome {
    return { kind: 'claimed', claim: new IdempotencyClaim(this.dynamo, this.tableName, key, claimId) };
  }
}

/**
 * Marks the claim of `key` done with `answer` (state `done`), on condition that it is still held by `claimId`.
 * @throws the SDK's ConditionalCheckFailedException when another request holds the claim; other SDK errors
 */
async function saveAnswer(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  key: string,
  claimId: unknown,
  answer: StoredAnswer,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: idempotencyKey(key),
      ...updateExpression([set('state', ':done', 'done'), set('answer', ':answer', answer)], {
        expression: '#claimId = :claim',
        values: { ':claim': claimId },
      }),
    }),
  );
}

/**
 * A claim held by the current request (see IdempotencyStore.claim). Every change is conditional on the claim
 * still being this request's (`claimId`), so a request whose claim was taken over can never overwrite or free
 * the new owner's.
 */
export class IdempotencyClaim {
  constructor(
    private readonly dynamo: DynamoDBDocumentClient,
    private readonly tableName: string,
    readonly key: string,
    private readonly claimId: string,
  ) {}

  /**
   * Notes, before the record is written, its key and the answer the request will give, so that a retry after
   * a lost answer finds the record instead of storing a second one.
   * @throws HttpError 409 CONFLICT if the claim is no longer this request's (taken over after 60 s); SDK errors
   */
  async markPending(record: ItemKey, answer: StoredAnswer): Promise<void> {
    try {
      await this.dynamo.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: idempotencyKey(this.key),
          ...updateExpression([set('pending', ':pending', { record: { pk: record.pk, sk: record.sk }, answer })], this.heldAndRunning()),
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw stillRunning();
      throw error;
    }
  }

  /**
   * Saves the first answer so repeats replay it (state `done`). Does nothing if the claim is no longer this
   * request's.
   * @throws SDK errors (the caller logs them and still answers: the claim then replays the pending answer)
   */
  async complete(answer: StoredAnswer): Promise<void> {
    try {
      await saveAnswer(this.dynamo, this.tableName, this.key, this.claimId, answer);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * Frees the key after a failed attempt that stored nothing, so a retry with the same key can run. Only a
   * running claim of this request is deleted. Never throws: if the delete fails, the claim is taken over after
   * 60 s (and expires by TTL after a day).
   */
  async release(): Promise<void> {
    try {
      await this.dynamo.send(
        new DeleteCommand({ TableName: this.tableName, Key: idempotencyKey(this.key), ...conditionExpression(this.heldAndRunning()) }),
      );
    } catch {
      // See above: a retry meanwhile gets a 409 telling the shopper to wait.
    }
  }

  /** The condition of the changes of a running claim: still this request's, still running. */
  private heldAndRunning() {
    return { expression: '#claimId = :claim AND #state = :running', values: { ':claim': this.claimId, ':running': 'running' } } as const;
  }
}

/**
 * True when an item with this key exists. Reads only `pk` (ProjectionExpression): submit-form may read a record's key
 * but not its contents (least privilege: its IAM grant on record keys allows only the key attributes).
 */
async function itemExists(dynamo: DynamoDBDocumentClient, tableName: string, key: ItemKey): Promise<boolean> {
  const result = await dynamo.send(
    new GetCommand({
      TableName: tableName,
      Key: { pk: key.pk, sk: key.sk },
      ConsistentRead: true,
      ProjectionExpression: '#pk',
      ExpressionAttributeNames: { '#pk': tableDesign.partitionKey },
    }),
  );
  return result.Item !== undefined;
}

/**
 * True when a stored item is the one we wrote: equal attribute for attribute. `ours` is first put in the form
 * DynamoDB keeps (the document client drops undefined attributes: removeUndefinedValues); stored numbers come
 * back as numbers, maps and lists as plain objects and arrays.
 */
function sameItem(stored: Item, ours: Item): boolean {
  return isDeepStrictEqual(stored, JSON.parse(JSON.stringify(ours)));
}

/** Marks a value of a type this code never writes (binary, sets): such an item is never "ours". */
const NOT_OURS = Symbol('not written by this code');

/** Reads an item in DynamoDB's wire form (the Item of a ConditionalCheckFailedException) as plain values. */
function fromAttributeMap(map: Record<string, AttributeValue>): Item {
  const item: Item = {};
  for (const [name, value] of Object.entries(map)) item[name] = fromAttributeValue(value);
  return item;
}

function fromAttributeValue(value: AttributeValue): unknown {
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return Number(value.N);
  if (value.BOOL !== undefined) return value.BOOL;
  if (value.NULL !== undefined) return null;
  if (value.L !== undefined) return value.L.map(fromAttributeValue);
  if (value.M !== undefined) return fromAttributeMap(value.M);
  return NOT_OURS;
}
