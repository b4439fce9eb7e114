import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TransactWriteItems in front of dynalite (docs/decisions/0023-local-transactions.md).
 *
 * dynalite, the local DynamoDB, has no TransactWriteItems: it answers UnknownOperationException. This is an HTTP proxy
 * on the DynamoDB endpoint the local stack and the tests use: every request is forwarded unchanged to dynalite, and
 * TransactWriteItems is answered here from single-item calls to dynalite. All requests pass through ONE queue, one at
 * a time, so no other call sees a transaction half-applied, and what one action's condition saw still holds when the
 * next one is written: the isolation DynamoDB gives, at the price of throughput that does not matter locally.
 *
 * A transaction runs in two passes, against the items as they stand:
 * 1. every action's condition is checked alone (Put/Update/Delete/ConditionCheck alike), so that a refusal names each
 *    failing action, as DynamoDB's CancellationReasons do (one entry per action, `None` where it would have passed);
 * 2. if all pass, each action is written as its own conditional PutItem/UpdateItem/DeleteItem after its item was
 *    snapshotted; if one fails, the earlier ones are put back from their snapshots (deleted if they were absent) and
 *    the failure is answered.
 * ClientRequestToken (which the SDK fills in and keeps across its retries) is honoured as DynamoDB does for 10 minutes:
 * a repeat of a transaction that succeeded succeeds again without writing, so a retry after a lost answer does not
 * turn into a refusal. Not emulated: ConsumedCapacity and ItemCollectionMetrics, TransactGetItems.
 */

const TARGET_PREFIX = 'DynamoDB_20120810.';
/** How long DynamoDB remembers a ClientRequestToken: 10 minutes (TransactWriteItems API reference). */
const CLIENT_TOKEN_MS = 10 * 60_000;
/** DynamoDB's limit of actions per TransactWriteItems (AWS "Service, account, and table quotas in Amazon DynamoDB"). */
export const MAX_TRANSACT_ACTIONS = 100;

type AttributeMap = Record<string, unknown>;

/** One action of TransactWriteItems as it goes over the wire (AttributeValue JSON). */
interface WireAction {
  Put?: WireWrite & { Item: AttributeMap };
  Update?: WireWrite & { Key: AttributeMap; UpdateExpression: string };
  Delete?: WireWrite & { Key: AttributeMap };
  ConditionCheck?: WireWrite & { Key: AttributeMap; ConditionExpression: string };
}

interface WireWrite {
  TableName: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: AttributeMap;
  ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE';
}

/** One entry of TransactionCanceledException.CancellationReasons. */
interface CancellationReason {
  Code: string;
  Message?: string;
  Item?: AttributeMap;
}

/** An answer of dynalite (or of this proxy): HTTP status, and the JSON body. */
interface WireAnswer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- DynamoDB's JSON, read field by field
}

/** An error the proxy answers as DynamoDB would (status 400, `__type` and `message`). */
class WireError extends Error {
  constructor(
    readonly answer: WireAnswer,
    readonly type: string,
  ) {
    super(type);
  }
}

function errorAnswer(type: string, message: string, extra: Record<string, unknown> = {}): WireAnswer {
  return { status: 400, body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra } };
}

/** The short error name of a dynalite answer ("ConditionalCheckFailedException"), or undefined for a success. */
function errorType(answer: WireAnswer): string | undefined {
  if (answer.status < 300) return undefined;
  return String(answer.body?.__type ?? 'InternalServerError')
    .split('#')
    .pop();
}

/** Names and values an expression refers to (`#name`, `:value`): only those may go with it, or DynamoDB refuses the call. */
function usedBy(expression: string, write: WireWrite): Pick<WireWrite, 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  const pick = (map: Record<string, unknown> | undefined, pattern: RegExp) => {
    const used = new Set(expression.match(pattern) ?? []);
    const entries = Object.entries(map ?? {}).filter(([name]) => used.has(name));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  };
  const names = pick(write.ExpressionAttributeNames, /#[A-Za-z0-9_]+/g);
  const values = pick(write.ExpressionAttributeValues, /:[A-Za-z0-9_]+/g);
  return {
    ...(names ? { ExpressionAttributeNames: names as Record<string, string> } : {}),
    ...(values ? { ExpressionAttributeValues: values } : {}),
  };
}

/** The running proxy. */
export interface DynamoTransactionsProxy {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** Closes the server; resolves when it has closed. */
  stop(): Promise<void>;
}

/**
 * Starts the proxy on 127.0.0.1:`port` (0: a free port) in front of dynalite on 127.0.0.1:`dynalitePort`.
 * @returns the port it listens on and a stop function
 * @throws Error when the port cannot be bound
 */
export async function startDynamoTransactions(port: number, dynalitePort: number): Promise<DynamoTransactionsProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  /** Key attribute names of each table, from DescribeTable (pk and sk here), asked once. */
  const keyNames = new Map<string, string[]>();

  /** Sends one call to dynalite with the signing headers of the incoming request (dynalite checks their presence, not the signature). */
  const call = (headers: IncomingHttpHeaders, target: string, input: unknown): Promise<WireAnswer> =>
    new Promise((resolve, reject) => {
      const body = Buffer.from(JSON.stringify(input));
      const request = http.request(
        {
          host: '127.0.0.1',
          port: dynalitePort,
          method: 'POST',
          path: '/',
          agent,
          headers: {
            authorization: headers.authorization ?? '',
            'x-amz-date': headers['x-amz-date'] ?? '',
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': `${TARGET_PREFIX}${target}`,
            'content-length': body.length,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 500, body: text ? JSON.parse(text) : {} });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const keyOf = async (headers: IncomingHttpHeaders, table: string, item: AttributeMap): Promise<AttributeMap> => {
    let names = keyNames.get(table);
    if (!names) {
      const described = await call(headers, 'DescribeTable', { TableName: table });
      if (errorType(described)) throw new WireError(described, errorType(described)!);
      names = (described.body.Table.KeySchema as Array<{ AttributeName: string }>).map((key) => key.AttributeName);
      keyNames.set(table, names);
    }
    return Object.fromEntries(names.map((name) => [name, item[name]]));
  };

  /** Puts an item back as it was before the transaction: its snapshot, or nothing when it did not exist. */
  const restore = async (headers: IncomingHttpHeaders, table: string, key: AttributeMap, snapshot: AttributeMap | undefined) => {
    const answer = snapshot
      ? await call(headers, 'PutItem', { TableName: table, Item: snapshot })
      : await call(headers, 'DeleteItem', { TableName: table, Key: key });
    if (errorType(answer)) throw new WireError(answer, errorType(answer)!);
  };

  /**
   * Checks one action's condition against its item as it stands, leaving the item unchanged: the item (or its bare key
   * when absent) is put back onto itself under the condition, then an absent item is deleted again.
   */
  const checkCondition = async (headers: IncomingHttpHeaders, write: WireWrite, key: AttributeMap, snapshot: AttributeMap | undefined) => {
    if (!write.ConditionExpression) return undefined;
    const answer = await call(headers, 'PutItem', {
      TableName: write.TableName,
      Item: snapshot ?? key,
      ConditionExpression: write.ConditionExpression,
      ...usedBy(write.ConditionExpression, write),
    });
    const type = errorType(answer);
    if (!type && !snapshot) await restore(headers, write.TableName, key, undefined);
    if (type && type !== 'ConditionalCheckFailedException') throw new WireError(answer, type);
    return type;
  };

  /** ClientRequestToken → when its transaction succeeded (epoch ms). */
  const doneTokens = new Map<string, number>();

  const transactWrite = async (
    headers: IncomingHttpHeaders,
    input: { TransactItems?: WireAction[]; ClientRequestToken?: string },
  ): Promise<WireAnswer> => {
    const now = Date.now();
    for (const [token, at] of doneTokens) if (now - at > CLIENT_TOKEN_MS) doneTokens.delete(token);
    if (input.ClientRequestToken && doneTokens.has(input.ClientRequestToken)) return { status: 200, body: {} };
    const answer = await applyTransaction(headers, input.TransactItems ?? []);
    if (answer.status === 200 && input.ClientRequestToken) doneTokens.set(input.ClientRequestToken, now);
    return answer;
  };

  const applyTransaction = async (headers: IncomingHttpHeaders, actions: WireAction[]): Promise<WireAnswer> => {
    if (actions.length < 1 || actions.length > MAX_TRANSACT_ACTIONS) {
      return errorAnswer(
        'ValidationException',
        `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to ${MAX_TRANSACT_ACTIONS} and greater than or equal to 1`,
      );
    }
    const steps = [];
    const seen = new Set<string>();
    for (const action of actions) {
      const kinds = (['Put', 'Update', 'Delete', 'ConditionCheck'] as const).filter((kind) => action[kind]);
      if (kinds.length !== 1)
        return errorAnswer('ValidationException', 'TransactItems can only contain one of Check, Put, Update or Delete');
      const kind = kinds[0]!;
      const write = action[kind]! as WireWrite & { Item?: AttributeMap; Key?: AttributeMap };
      const key = kind === 'Put' ? await keyOf(headers, write.TableName, write.Item!) : write.Key!;
      const identity = `${write.TableName}\u0000${JSON.stringify(await keyOf(headers, write.TableName, key))}`;
      if (seen.has(identity))
        return errorAnswer('ValidationException', 'Transaction request cannot include multiple operations on one item');
      seen.add(identity);
      const stored = await call(headers, 'GetItem', { TableName: write.TableName, Key: key, ConsistentRead: true });
      if (errorType(stored)) return stored;
      steps.push({ kind, write, key, snapshot: stored.body.Item as AttributeMap | undefined });
    }

    // Pass 1: every condition, alone, against the items as they stand.
    const reasons: CancellationReason[] = [];
    for (const step of steps) {
      const failed = await checkCondition(headers, step.write, step.key, step.snapshot);
      reasons.push(
        failed
          ? {
              Code: 'ConditionalCheckFailed',
              Message: 'The conditional request failed',
              ...(step.write.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && step.snapshot ? { Item: step.snapshot } : {}),
            }
          : { Code: 'None' },
      );
    }
    if (reasons.some((reason) => reason.Code !== 'None')) return cancelled(reasons);

    // Pass 2: each write as its own conditional call; on a failure, the earlier writes are undone from their snapshots.
    const done: typeof steps = [];
    for (const step of steps) {
      if (step.kind === 'ConditionCheck') continue;
      const { ReturnValuesOnConditionCheckFailure: _ignored, ...write } = step.write;
      const operation = step.kind === 'Put' ? 'PutItem' : step.kind === 'Update' ? 'UpdateItem' : 'DeleteItem';
      const answer = await call(headers, operation, write);
      const type = errorType(answer);
      if (type) {
        for (const undo of done.reverse()) await restore(headers, undo.write.TableName, undo.key, undo.snapshot);
        if (type !== 'ConditionalCheckFailedException') return answer;
        return cancelled(
          steps.map((other) =>
            other === step ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' } : { Code: 'None' },
          ),
        );
      }
      done.push(step);
    }
    return { status: 200, body: {} };
  };

  // One queue for every request: a transaction runs alone, and no read sees it half-applied.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const forward = (
    headers: IncomingHttpHeaders,
    method: string,
    url: string,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: dynalitePort, method, path: url, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = String(req.headers['x-amz-target'] ?? '');
      serialised(async () => {
        if (target === `${TARGET_PREFIX}TransactWriteItems`) {
          let answer: WireAnswer;
          try {
            answer = await transactWrite(req.headers, JSON.parse(body.toString('utf8')));
          } catch (error) {
            answer = error instanceof WireError ? error.answer : errorAnswer('InternalServerError', (error as Error).message);
            if (!(error instanceof WireError)) answer.status = 500;
          }
          const text = JSON.stringify(answer.body);
          res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0', 'content-length': Buffer.byteLength(text) });
          res.end(text);
          return;
        }
        const answer = await forward(req.headers, req.method ?? 'POST', req.url ?? '/', body);
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      }).catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** DynamoDB's refusal of a transaction: one reason per action, in order, and a message listing their codes. */
function cancelled(reasons: CancellationReason[]): WireAnswer {
  return errorAnswer(
    'TransactionCanceledException',
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
    { CancellationReasons: reasons },
  );
}
