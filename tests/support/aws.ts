import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { readConfig } from '../../functions/runtime/config';
import { recordKey } from '../../functions/data/records';

/** SDK clients and names for this test run's emulators (set by worker-env.ts). */
export function testAws() {
  const clients = createAwsClients();
  const config = readConfig();
  return {
    clients,
    config,
    /** Every object key in the prescriptions bucket (test inspection only). */
    async objectKeys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await clients.s3.send(
          new ListObjectsV2Command({ Bucket: config.bucketName, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    /** An object's bytes. */
    async objectBytes(key: string): Promise<Buffer> {
      const object = await clients.s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    /**
     * Every item of a kind, whole (tests only; the product never scans). A Scan, not the kind index: the index projects
     * only reference, status and dates (least privilege, docs/architecture/security.md).
     */
    async itemsOfKind(kind: string): Promise<Record<string, unknown>[]> {
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await clients.dynamo.send(
          new ScanCommand({
            TableName: config.tableName,
            FilterExpression: 'kind = :k',
            ExpressionAttributeValues: { ':k': kind },
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    },
    /** Every item in the table (test inspection only). */
    async allItems(): Promise<Record<string, unknown>[]> {
      const result = await clients.dynamo.send(new ScanCommand({ TableName: config.tableName }));
      return result.Items ?? [];
    },
    /**
     * Sets top-level fields of a stored record as a test's starting state (an order already delivered, a record
     * erased since), skipping the steps that would lead there.
     * @param kind the record's kind; `reference` its reference
     * @param fields field name → value, e.g. { status: 'delivered', locale: 'hi' }
     */
    async setRecordFields(kind: 'prescription' | 'order' | 'message', reference: string, fields: Record<string, unknown>): Promise<void> {
      const names = Object.keys(fields);
      await clients.dynamo.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: recordKey(kind, reference),
          UpdateExpression: `SET ${names.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#f${index}`, name])),
          ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:v${index}`, fields[name]])),
        }),
      );
    },
    /** Marks a prescription as the file of `orders` (what checkout writes when an order carries it). */
    async setDependentOrders(prescription: string, orders: string[]): Promise<void> {
      await clients.dynamo.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: recordKey('prescription', prescription),
          UpdateExpression: 'SET dependentOrders = :orders',
          ExpressionAttributeValues: { ':orders': orders },
        }),
      );
    },
  };
}

/** One DynamoDB call as it goes over the wire: the operation (PutItem, UpdateItem, …) and its JSON input (AttributeValues). */
export interface DynamoCall {
  operation: string;
  input: any;
}

/**
 * How a matched call fails, with a network-style error (ECONNRESET) the SDK retries: `unreachable` before it
 * reaches the emulator (nothing is applied), `answer-lost` after the emulator applied it (its answer never arrives).
 */
export type DynamoFault = 'unreachable' | 'answer-lost';

/** A fault for the calls `match` picks, `times` times (default once; Infinity: every attempt). */
export interface DynamoFaultRule {
  match: (call: DynamoCall) => boolean;
  fault: DynamoFault;
  times?: number;
}

/**
 * Makes `dynamo` (a client of its own, e.g. from createAwsClients()) fail chosen calls, from inside the SDK's
 * retry loop (a `deserialize`-step middleware; the retry middleware runs in `finalizeRequest`), so the SDK's own retry runs as it would after a reset connection.
 * With `returnOldItemOnConditionFailure`, a PutItem failing its condition carries the stored item as DynamoDB
 * does for `ReturnValuesOnConditionCheckFailure: ALL_OLD` (dynalite ignores that parameter).
 * @returns every attempt that went through the client, in order (tests assert retries and reads with it)
 */
export function injectDynamoFaults(
  dynamo: DynamoDBDocumentClient,
  rules: DynamoFaultRule[],
  { returnOldItemOnConditionFailure = false } = {},
): DynamoCall[] {
  const calls: DynamoCall[] = [];
  const remaining = rules.map((rule) => rule.times ?? 1);
  const raw = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'ap-south-1' });
  const networkError = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
  dynamo.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers: Record<string, string>; body: string | Uint8Array };
      const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      const call: DynamoCall = { operation: String(request.headers['x-amz-target']).split('.')[1] ?? '', input: JSON.parse(body) };
      calls.push(call);
      const index = rules.findIndex((rule, i) => remaining[i]! > 0 && rule.match(call));
      if (index >= 0) remaining[index]! -= 1;
      const fault = index >= 0 ? rules[index]!.fault : undefined;
      if (fault === 'unreachable') throw networkError();
      try {
        const result = await next(args);
        if (fault === 'answer-lost') throw networkError();
        return result;
      } catch (error) {
        if (
          returnOldItemOnConditionFailure &&
          call.operation === 'PutItem' &&
          (error as Error).name === 'ConditionalCheckFailedException'
        ) {
          const { pk, sk } = call.input.Item;
          const stored = await raw.send(new GetItemCommand({ TableName: call.input.TableName, Key: { pk, sk }, ConsistentRead: true }));
          Object.assign(error as object, { Item: stored.Item });
        }
        throw error;
      }
    },
    // Outside the deserializer (priority high), so a failed condition arrives here as the SDK's exception.
    { step: 'deserialize', priority: 'high', name: 'testDynamoFaults' },
  );
  return calls;
}
