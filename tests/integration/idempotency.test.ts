import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { HttpError } from '../../functions/runtime/http';
import { IdempotencyStore, STALE_CLAIM_MS, putNewItem, tryPutNewItem } from '../../functions/data/idempotency';
import { submitForm } from '../../functions/submit-form/submit-form.core';
import { injectDynamoFaults, testAws, type DynamoCall, type DynamoFaultRule } from '../support/aws';
import { encodeMultipart, formData, invoke, prescriptionFields, samplePdf } from '../support/http';

/**
 * Idempotency and lost answers of POST /api/submit-form/ (docs/architecture/api.md, docs/decisions/0001-own-idempotency-store.md) against dynalite +
 * s3rver, through the real SDK: faults are injected inside the SDK's retry loop (tests/support/aws.ts), so the
 * SDK retries a put whose answer was lost exactly as it would after a reset connection.
 */

const aws = testAws();
const { tableName } = aws.config;

/** submit-form through the real handler wrapper, with its own DynamoDB client (so faults stay in this test) and a clock. */
function submitHandler({
  faults = [],
  returnOldItem = false,
  now = () => new Date(),
}: { faults?: DynamoFaultRule[]; returnOldItem?: boolean; now?: () => Date } = {}) {
  const clients = createAwsClients();
  const calls = injectDynamoFaults(clients.dynamo, faults, { returnOldItemOnConditionFailure: returnOldItem });
  const handler = createHttpHandler('submit-form', ['POST'], (request) =>
    submitForm(request, { clients: { ...clients, s3: aws.clients.s3 }, config: aws.config, now: now() }),
  );
  return { handler, calls };
}

async function post(handler: ReturnType<typeof submitHandler>['handler'], form: FormData, key?: string) {
  const { body, contentType } = await encodeMultipart(form);
  const headers: Record<string, string> = { 'content-type': contentType, ...(key ? { 'idempotency-key': key } : {}) };
  return invoke(handler, { method: 'POST', path: '/api/submit-form/', headers, body });
}

const prescription = (note: string) => formData(prescriptionFields, { prescription: [samplePdf(note), 'rx.pdf', 'application/pdf'] });
const contactMessage = (name: string) =>
  formData({ form: 'contact', name, email: 'ravi@example.in', mobile: '9876543210', message: 'Is Dolo 650 in stock?' });

/** Records (not idempotency claims) with this reference; there must never be two. */
async function recordsWith(reference: string) {
  return (await aws.allItems()).filter((item) => item.reference === reference && !String(item.pk).startsWith('IDEMPOTENCY#'));
}

/** Every record (prescriptions, orders, messages) written by this file; not the search items beside each. */
async function recordCount() {
  return (await aws.allItems()).filter((item) => !String(item.pk).startsWith('IDEMPOTENCY#') && item.sk === 'RECORD').length;
}

async function claimItem(key: string) {
  return (
    await aws.clients.dynamo.send(
      new GetCommand({ TableName: tableName, Key: { pk: `IDEMPOTENCY#${key}`, sk: 'RECORD' }, ConsistentRead: true }),
    )
  ).Item;
}

const isRecordPut = (call: DynamoCall) =>
  call.operation === 'PutItem' && /^(PRESCRIPTION|ORDER|MESSAGE)#/.test(call.input.Item.pk.S) && call.input.Item.sk.S === 'RECORD';
const isClaimPut = (call: DynamoCall) => call.operation === 'PutItem' && String(call.input.Item.pk.S).startsWith('IDEMPOTENCY#');
const isAnswerSave = (call: DynamoCall) =>
  call.operation === 'UpdateItem' && String(call.input.Key.pk.S).startsWith('IDEMPOTENCY#') && /:done/.test(call.input.UpdateExpression);
const operations = (calls: DynamoCall[]) => calls.map((call) => call.operation);

let keys = 0;
const newKey = () => `idem-it-${Date.now()}-${++keys}`;

describe('a put whose answer was lost after it committed (L1)', () => {
  it('answers 201, keeps the uploaded file and stores one record when the record put is retried after a lost answer', async () => {
    const { handler, calls } = submitHandler({ faults: [{ match: isRecordPut, fault: 'answer-lost' }] });
    const objectsBefore = (await aws.objectKeys()).length;
    const key = newKey();
    const response = await post(handler, prescription('lost answer'), key);

    expect(response.status).toBe(201);
    // The SDK really retried: the second put failed its condition on our own item, read back (dynalite returns no ALL_OLD).
    expect(calls.filter(isRecordPut)).toHaveLength(2);
    expect(operations(calls)).toContain('GetItem');
    const records = await recordsWith(response.json.reference);
    expect(records).toHaveLength(1);
    const file = records[0]!.file as { key: string };
    expect(await aws.objectKeys()).toContain(file.key);
    expect((await aws.objectKeys()).length).toBe(objectsBefore + 1);
    expect(await claimItem(key)).toMatchObject({ state: 'done', answer: { status: 201, body: response.json } });

    const again = await post(submitHandler().handler, prescription('lost answer'), key);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(response.json);
    expect(await recordsWith(response.json.reference)).toHaveLength(1);
  });

  it('recognises its own write from the item DynamoDB returns with the failed condition (ALL_OLD), without reading it again', async () => {
    const { handler, calls } = submitHandler({ faults: [{ match: isRecordPut, fault: 'answer-lost' }], returnOldItem: true });
    const response = await post(handler, prescription('all old'));

    expect(response.status).toBe(201);
    expect(calls.filter(isRecordPut)).toHaveLength(2);
    expect(operations(calls)).not.toContain('GetItem');
    const records = await recordsWith(response.json.reference);
    expect(records).toHaveLength(1);
    expect(await aws.objectKeys()).toContain((records[0]!.file as { key: string }).key);
  });

  it('answers 201 for a form without a file and without an Idempotency-Key', async () => {
    const { handler, calls } = submitHandler({ faults: [{ match: isRecordPut, fault: 'answer-lost' }] });
    const before = await recordCount();
    const response = await post(handler, contactMessage('Ravi Lost Answer'));
    expect(response.status).toBe(201);
    expect(response.json.reference).toMatch(/^MSG-/);
    expect(calls.filter(isRecordPut)).toHaveLength(2);
    expect(await recordsWith(response.json.reference)).toHaveLength(1);
    expect(await recordCount()).toBe(before + 1);
  });

  it('recognises its own idempotency claim when the claim put lost its answer, instead of answering 409', async () => {
    const { handler, calls } = submitHandler({ faults: [{ match: isClaimPut, fault: 'answer-lost' }] });
    const response = await post(handler, contactMessage('Ravi Lost Claim'), newKey());
    expect(response.status).toBe(201);
    expect(calls.filter(isClaimPut)).toHaveLength(2);
    expect(await recordsWith(response.json.reference)).toHaveLength(1);
  });

  it('still refuses a put onto another item with the same key: a conflict is not mistaken for our own write', async () => {
    const item = {
      pk: `MESSAGE#MSG-20260101-CONFLICT`,
      sk: 'RECORD',
      kind: 'message',
      reference: 'MSG-20260101-CONFLICT',
      createdAt: '2026-01-01T00:00:00.000Z',
      name: 'First',
    };
    await putNewItem(aws.clients.dynamo, tableName, item);
    // Our own item again (an SDK retry) is recognised…
    await expect(tryPutNewItem(aws.clients.dynamo, tableName, { ...item })).resolves.toEqual({ written: true, recovered: true });
    // …another one is a conflict, with the stored item.
    const outcome = await tryPutNewItem(aws.clients.dynamo, tableName, { ...item, name: 'Second' });
    expect(outcome).toMatchObject({ written: false, existing: { name: 'First' } });
    await expect(putNewItem(aws.clients.dynamo, tableName, { ...item, name: 'Second' })).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
  });
});

describe('the idempotency key after a successful store', () => {
  it('answers 201 when the answer cannot be saved, never frees the key, and replays the answer once the claim is stale', async () => {
    const { handler, calls } = submitHandler({ faults: [{ match: isAnswerSave, fault: 'unreachable', times: Infinity }] });
    const key = newKey();
    const before = await recordCount();
    const response = await post(handler, prescription('answer not saved'), key);

    expect(response.status).toBe(201);
    expect(calls.filter(isAnswerSave)).toHaveLength(2); // the SDK retried the save once, then gave up
    expect(await recordsWith(response.json.reference)).toHaveLength(1);
    // Not released: the claim still holds the key, with the record it created.
    expect(await claimItem(key)).toMatchObject({ state: 'running', pending: { answer: { status: 201, body: response.json } } });

    // A retry while the claim is fresh is told to wait…
    const soon = await post(submitHandler().handler, prescription('answer not saved'), key);
    expect(soon.status).toBe(409);
    expect(soon.json.error).toEqual({
      code: 'CONFLICT',
      message: expect.stringMatching(/still being processed/),
      reason: { code: 'request_still_running' },
    });
    // …and one after 60 s gets the first answer: the record exists, so the claim is not taken over.
    const later = await post(
      submitHandler({ now: () => new Date(Date.now() + STALE_CLAIM_MS + 1_000) }).handler,
      prescription('answer not saved'),
      key,
    );
    expect(later.status).toBe(201);
    expect(later.json).toEqual(response.json);
    expect(await recordCount()).toBe(before + 1);
    expect(await claimItem(key)).toMatchObject({ state: 'done', answer: { status: 201, body: response.json } });
  });

  it('frees the key after a failed store, so the retry with the same key stores', async () => {
    const { handler } = submitHandler({ faults: [{ match: isRecordPut, fault: 'unreachable', times: Infinity }] });
    const key = newKey();
    const objectsBefore = (await aws.objectKeys()).length;
    const failed = await post(handler, prescription('retry after 503'), key);
    expect(failed.status).toBe(503);
    expect(await claimItem(key)).toBeUndefined();
    expect((await aws.objectKeys()).length).toBe(objectsBefore);

    const retry = await post(submitHandler().handler, prescription('retry after 503'), key);
    expect(retry.status).toBe(201);
    expect(await recordsWith(retry.json.reference)).toHaveLength(1);
  });
});

describe('stale claims', () => {
  const store = new IdempotencyStore(aws.clients.dynamo, tableName);

  it('takes over a claim older than 60 s whose request died before storing, and stores once', async () => {
    const key = newKey();
    // The first attempt claimed the key 61 s ago and died before storing anything (and before it could release).
    const died = await store.claim(key, 'contact', new Date(Date.now() - STALE_CLAIM_MS - 1_000));
    expect(died.kind).toBe('claimed');
    const before = await recordCount();

    const response = await post(submitHandler().handler, contactMessage('Ravi Takeover'), key);
    expect(response.status).toBe(201);
    expect(await recordCount()).toBe(before + 1);
    expect(await claimItem(key)).toMatchObject({ state: 'done', answer: { body: response.json } });
    const replay = await post(submitHandler().handler, contactMessage('Ravi Takeover'), key);
    expect(replay.json).toEqual(response.json);
    expect(await recordCount()).toBe(before + 1);
  });

  it('does not take over a claim of 30 s: 409 CONFLICT, nothing stored', async () => {
    const key = newKey();
    await store.claim(key, 'contact', new Date(Date.now() - 30_000));
    const before = await recordCount();
    const response = await post(submitHandler().handler, contactMessage('Ravi Too Soon'), key);
    expect(response.status).toBe(409);
    expect(response.json.error).toEqual({
      code: 'CONFLICT',
      message: expect.stringMatching(/still being processed/),
      reason: { code: 'request_still_running' },
    });
    expect(await recordCount()).toBe(before);
  });

  it('lets exactly one of two concurrent retries take a stale claim over', async () => {
    const key = newKey();
    await store.claim(key, 'contact', new Date(Date.now() - STALE_CLAIM_MS - 1_000));
    const before = await recordCount();
    const answers = await Promise.all([
      post(submitHandler().handler, contactMessage('Ravi Race'), key),
      post(submitHandler().handler, contactMessage('Ravi Race'), key),
    ]);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const stored = answers.filter((answer) => answer.status === 201);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    for (const answer of stored) expect(answer.json).toEqual(stored[0]!.json);
    expect(await recordCount()).toBe(before + 1);
  });

  it("stops a request whose claim was taken over: it can neither note its record nor free the new owner's claim", async () => {
    const key = newKey();
    const slow = await store.claim(key, 'contact', new Date(Date.now() - STALE_CLAIM_MS - 1_000));
    if (slow.kind !== 'claimed') throw new Error('expected a claim');
    const response = await post(submitHandler().handler, contactMessage('Ravi New Owner'), key);
    expect(response.status).toBe(201);

    const refused = await slow.claim.markPending({ pk: 'MESSAGE#MSG-20260101-SLOWSLOW', sk: 'RECORD' }, { status: 201, body: {} }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, code: 'CONFLICT' });
    await slow.claim.release();
    expect(await claimItem(key)).toMatchObject({ state: 'done', answer: { body: response.json } });
  });
});
