import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { recordKey } from '../../functions/data/records';
import { tableDesign } from '../../contracts/deployment/table-design';
import { handler as staffHandler } from '../../functions/staff-api/staff-api.handler';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { invoke, prescriptionFields, samplePdf, submitThroughHandler as submit } from '../support/http';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { useErasureMail } from '../support/erasure-mail';
import { staffRequest } from '../support/staff-request';

// POST /api/staff/records/<reference>/privacy-requests/<id> (DPDP Act 2023 §12–13): the handler module
// against dynalite + s3rver, with claims as API Gateway's JWT authorizer passes them.
const aws = testAws();
const mail = useErasureMail(aws);
const PHONE = '98765 43210';

function postJson(handler: typeof staffHandler, path: string, body: unknown, claims?: Record<string, unknown>) {
  return invoke(handler, {
    method: 'POST',
    path,
    ...(claims ? { claims } : {}),
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });
}

const closeRequest = (claims: Record<string, unknown>, reference: string, id: string, body: unknown) =>
  postJson(staffHandler, `/api/staff/records/${reference}/privacy-requests/${id}`, body, claims);

/** A prescription with one open correction request filed from /track; returns its reference and the request's id. */
async function prescriptionWithCorrection(): Promise<{ reference: string; id: string }> {
  const reference = await submit(prescriptionFields, { prescription: [samplePdf('privacy request'), 'scan.pdf', 'application/pdf'] });
  const answer = await postJson(privacyHandler, '/api/privacy/correct/', {
    reference,
    phone: PHONE,
    details: 'My name is spelt Asha Varma',
  });
  expect(answer.status).toBe(200);
  const stored = await item('prescription', reference);
  const [request] = stored.privacyRequests as Array<{ id: string }>;
  return { reference, id: request!.id };
}

async function item(kind: 'prescription' | 'order', reference: string): Promise<Record<string, unknown>> {
  return (
    (
      await aws.clients.dynamo.send(
        new GetCommand({ TableName: aws.config.tableName, Key: recordKey(kind, reference), ConsistentRead: true }),
      )
    ).Item ?? {}
  );
}

/** The rows of `reference` in the queue index partition `<kind>#privacy_request` (the staff queue of privacy requests). */
async function queued(kind: 'prescription' | 'order', reference: string): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await aws.clients.dynamo.send(
      new QueryCommand({
        TableName: aws.config.tableName,
        IndexName: tableDesign.queueIndex.name,
        KeyConditionExpression: '#queue = :queue',
        ExpressionAttributeNames: { '#queue': 'queue' },
        ExpressionAttributeValues: { ':queue': `${kind}#privacy_request` },
        ExclusiveStartKey: start,
      }),
    );
    rows.push(...(page.Items ?? []).filter((row) => row.reference === reference));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
}

async function auditEntries(reference: string): Promise<Array<{ action: string; userId: string; detail?: string }>> {
  const response = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
  expect(response.status).toBe(200);
  return response.json.entries;
}

describe('staff close a privacy request (POST /api/staff/records/<reference>/privacy-requests/<id>)', () => {
  it('marks it done once (200, pointer out of the queue, audited), and answers 409 with the current record the second time', async () => {
    const { reference, id } = await prescriptionWithCorrection();
    expect(await queued('prescription', reference)).toHaveLength(1);
    const before = await item('prescription', reference);

    const done = await closeRequest(pharmacist, reference, id, {
      state: 'done',
      note: '  Name corrected to Asha Varma;\u001b[31m\r\nshopper told by e-mail.\u202e ',
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ reference, version: Number(before.version) + 1, history: before.history });
    expect(done.json).not.toHaveProperty('pk');
    expect(done.json.privacyRequests).toEqual([
      expect.objectContaining({
        id,
        type: 'correction',
        state: 'done',
        doneAt: expect.any(String),
        doneBy: 'pharmacist-sub-1',
        // Control characters (ESC, bidi override) stripped, CR LF → LF, trimmed.
        resolution: 'Name corrected to Asha Varma;[31m\nshopper told by e-mail.',
      }),
    ]);
    expect(await queued('prescription', reference)).toEqual([]);
    // The pointer item stays (no DeleteItem), only out of the queue index.
    const pointer = await aws.clients.dynamo.send(
      new GetCommand({
        TableName: aws.config.tableName,
        Key: {
          pk: recordKey('prescription', reference).pk,
          sk: `PRIVACY#${String((before.privacyRequests as Array<{ at: string }>)[0]!.at)}#${id}`,
        },
      }),
    );
    expect(pointer.Item).toMatchObject({ reference, status: 'correction_requested' });
    expect(pointer.Item).not.toHaveProperty('queue');

    const entries = await auditEntries(reference);
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'privacy_request_done', userId: 'pharmacist-sub-1', detail: `correction ${id}` }),
    );
    expect(JSON.stringify(entries)).not.toMatch(/Asha|corrected/);

    const again = await closeRequest(pharmacist, reference, id, { state: 'done', note: 'Done twice' });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');
    expect(again.json.current.privacyRequests[0]).toMatchObject({
      state: 'done',
      resolution: 'Name corrected to Asha Varma;[31m\nshopper told by e-mail.',
    });
    expect(again.json.current.version).toBe(done.json.version);
  });

  it('lets exactly one of two concurrent closings win', async () => {
    const { reference, id } = await prescriptionWithCorrection();
    const answers = await Promise.all([
      closeRequest(pharmacist, reference, id, { state: 'done', note: 'First' }),
      closeRequest({ ...pharmacist, sub: 'pharmacist-sub-2' }, reference, id, { state: 'done', note: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await queued('prescription', reference)).toEqual([]);
  });

  it("keeps support out of prescriptions (403), lets support close an order's request, and answers 404 and 400 as JSON", async () => {
    const { reference, id } = await prescriptionWithCorrection();
    const forbidden = await closeRequest(support, reference, id, { state: 'done', note: 'Not mine' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.error.code).toBe('FORBIDDEN');
    expect((await closeRequest(pharmacist, reference, 'no-such-request', { state: 'done', note: 'x' })).status).toBe(404);
    expect((await closeRequest(pharmacist, 'RX-20260101-AAAAAAAA', id, { state: 'done', note: 'x' })).status).toBe(404);
    const empty = await closeRequest(pharmacist, reference, id, { state: 'done', note: ' \u0007 ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toHaveProperty('note');
    expect((await closeRequest(pharmacist, reference, id, { state: 'done', note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await closeRequest(pharmacist, reference, id, { state: 'open', note: 'Reopen' })).json.error.fields).toHaveProperty('state');
    expect((await closeRequest(pharmacist, reference, id, { state: 'done', note: 'x', by: 'me' })).json.error.fields).toMatchObject({
      by: { code: 'unknown_field' },
    });
    expect((await closeRequest(pharmacist, reference, id, '{oops')).status).toBe(422);
    expect((await staffRequest(pharmacist, 'GET', `/records/${reference}/privacy-requests/${id}`)).status).toBe(405);
    // None of the refusals changed anything.
    expect((await item('prescription', reference)).privacyRequests).toEqual([expect.objectContaining({ id, state: 'open' })]);
    expect(await queued('prescription', reference)).toHaveLength(1);

    // An order's deletion request (an order is a record of sale: held for staff) is support's to close too.
    const order = await submit({
      form: 'checkout',
      ...checkoutShopper,
      items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 1 }]),
    });
    expect(
      (await postJson(privacyHandler, '/api/privacy/erase/', { reference: order, phone: checkoutShopper.phone, confirm: true })).json
        .outcome,
    ).toBe('code_sent');
    const code = await mail.deliveredCode(order);
    expect(
      (await postJson(privacyHandler, '/api/privacy/erase/', { reference: order, phone: checkoutShopper.phone, code })).json.outcome,
    ).toBe('recorded');
    const [held] = (await item('order', order)).privacyRequests as Array<{ id: string }>;
    expect(await queued('order', order)).toHaveLength(1);
    const closed = await closeRequest(support, order, held!.id, { state: 'done', note: 'Cancelled before dispatch; details deleted.' });
    expect(closed.status).toBe(200);
    expect(closed.json.privacyRequests[0]).toMatchObject({
      type: 'erasure',
      state: 'done',
      doneBy: 'support-sub-1',
      resolution: 'Cancelled before dispatch; details deleted.',
    });
    expect(await queued('order', order)).toEqual([]);
    expect((await auditEntries(order)).map((entry) => `${entry.userId}:${entry.action}`)).toContain('support-sub-1:privacy_request_done');
  });
});
