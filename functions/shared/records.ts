import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HttpError } from './http';
import { RECORD_SK, expiryEpochSeconds } from './table-design';

/**
 * Writes a new item only if no item has the same key (ConditionExpression attribute_not_exists(pk)).
 * @throws the SDK's ConditionalCheckFailedException if the key exists; other SDK errors as they come.
 */
export async function putNewItem(dynamo: DynamoDBDocumentClient, tableName: string, item: Record<string, unknown>): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** The stored first answer for an Idempotency-Key: status and body (DESIGN §3). */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Idempotency-Key header rule: 8–100 characters of letters, digits, '-' and '_' (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a first answer is kept for replay: 24 hours. */
const IDEMPOTENCY_TTL_DAYS = 1;
/** A running claim older than this is taken over: 60 s, twice the API Gateway integration timeout (30 s). */
const STALE_CLAIM_MS = 60_000;

/**
 * Idempotency for POSTs that create records: the first request with a key claims it (conditional put),
 * later requests with the same key get the first answer replayed, or a 409 while it is still running.
 */
export class IdempotencyStore {
  constructor(
    private readonly dynamo: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /**
   * Validates the header value. Returns undefined when absent.
   * @throws HttpError 400 for a malformed key.
   */
  static parseKey(header: string | undefined): string | undefined {
    if (header === undefined || header === '') return undefined;
    if (!KEY_PATTERN.test(header)) {
      throw new HttpError(400, 'VALIDATION', 'The Idempotency-Key header must be 8–100 letters, digits, "-" or "_".', { 'idempotency-key': 'Malformed' });
    }
    return header;
  }

  /**
   * Claims `key` for a request of `scope` (the form name).
   * @returns undefined when claimed (go ahead), or the first answer to replay.
   * @throws HttpError 409 CONFLICT when the first request is still running or the key was used for another form.
   */
  async claim(key: string, scope: string, now: Date): Promise<StoredAnswer | undefined> {
    try {
      await putNewItem(this.dynamo, this.tableName, {
        pk: `IDEMPOTENCY#${key}`,
        sk: RECORD_SK,
        scope,
        state: 'running',
        startedAt: now.toISOString(),
        expiresAt: expiryEpochSeconds(now, IDEMPOTENCY_TTL_DAYS),
      });
      return undefined;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
    const existing = await this.dynamo.send(
      new GetCommand({ TableName: this.tableName, Key: { pk: `IDEMPOTENCY#${key}`, sk: RECORD_SK }, ConsistentRead: true }),
    );
    const item = existing.Item;
    if (item && item.scope !== scope) {
      throw new HttpError(409, 'CONFLICT', 'This Idempotency-Key was already used for a different form.');
    }
    if (item?.state === 'done') return item.answer as StoredAnswer;
    if (item && now.getTime() - Date.parse(String(item.startedAt)) > STALE_CLAIM_MS) {
      // The first attempt died without releasing its claim (e.g. DynamoDB was unreachable): take it over.
      try {
        await this.dynamo.send(
          new PutCommand({
            TableName: this.tableName,
            Item: { ...item, state: 'running', startedAt: now.toISOString() },
            ConditionExpression: 'startedAt = :seen',
            ExpressionAttributeValues: { ':seen': item.startedAt },
          }),
        );
        return undefined;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    throw new HttpError(409, 'CONFLICT', 'The same request is still being processed. Please wait a moment.');
  }

  /** Stores the first answer so repeats replay it. */
  async complete(key: string, answer: StoredAnswer): Promise<void> {
    await this.dynamo.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { pk: `IDEMPOTENCY#${key}`, sk: RECORD_SK },
        UpdateExpression: 'SET #state = :done, answer = :answer',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':done': 'done', ':answer': answer },
      }),
    );
  }

  /** Frees the key after a failed attempt so a retry with the same key can run. Never throws. */
  async release(key: string): Promise<void> {
    try {
      await this.dynamo.send(new DeleteCommand({ TableName: this.tableName, Key: { pk: `IDEMPOTENCY#${key}`, sk: RECORD_SK } }));
    } catch {
      // The claim expires by TTL; a retry meanwhile gets a 409 telling the shopper to wait.
    }
  }
}
