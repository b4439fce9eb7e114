/**
 * The audit trail of the staff API (docs/architecture/staff-api.md): newest first, paged with an opaque cursor, and each entry
 * with its outcome, so an attempt that failed never reads as a change. The handler module (and, for the injected
 * faults, the same core on clients of its own) against dynalite + s3rver.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../contracts/staff-api';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { readConfig } from '../../functions/runtime/config';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { handler as staffHandler } from '../../functions/staff-api/staff-api.handler';
import { injectDynamoFaults, type DynamoCall } from '../support/aws';
import { invoke, samplePdf, submitPrescription } from '../support/http';
import { pharmacistClaims as pharmacist, secondPharmacistClaims as secondPharmacist } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { prescriptionCheck } from '../support/prescription-check';

type Handler = typeof staffHandler;

const newPrescription = () => submitPrescription(samplePdf('audit'));

const view = (reference: string, handler: Handler = staffHandler) => staffRequest(pharmacist, 'GET', `/records/${reference}`, { handler });

function change(
  reference: string,
  body: unknown,
  { claims = pharmacist, handler = staffHandler }: { claims?: Record<string, unknown>; handler?: Handler } = {},
) {
  return staffRequest(claims, 'POST', `/records/${reference}/status`, { json: body, handler });
}

function auditPage(reference: string, cursor?: string) {
  return staffRequest(pharmacist, 'GET', `/records/${reference}/audit`, { query: cursor ? { cursor } : undefined });
}

interface Entry {
  at: string;
  userId: string;
  action: string;
  detail?: string;
  outcome: string;
}

/** The whole trail, following the cursor, newest first. */
async function trail(reference: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | undefined;
  do {
    const page = await auditPage(reference, cursor);
    expect(page.status).toBe(200);
    entries.push(...(page.json.entries as Entry[]));
    cursor = page.json.nextCursor;
  } while (cursor);
  return entries;
}

const summary = (entries: Entry[]) => entries.map((entry) => `${entry.action}:${entry.outcome}${entry.detail ? `:${entry.detail}` : ''}`);

/** The staff core on clients of its own, whose DynamoDB calls the test can fail. */
function faultyStaffApi(rules: Parameters<typeof injectDynamoFaults>[1]): { handler: Handler; calls: DynamoCall[] } {
  const clients = createAwsClients();
  const calls = injectDynamoFaults(clients.dynamo, rules);
  const config = readConfig();
  return {
    handler: createHttpHandler('staff-api', ['GET', 'POST'], (request) => routeStaffRequest(request, { clients, config, now: new Date() })),
    calls,
  };
}

const isUpdateOf = (prefix: string) => (call: DynamoCall) =>
  call.operation === 'UpdateItem' && String(call.input.Key?.pk?.S).startsWith(prefix);

describe('audit trail paging', () => {
  it(`lists newest first, ${AUDIT_PAGE_SIZE} a page, with an opaque cursor that only pages this trail`, async () => {
    const reference = await newPrescription();
    for (let index = 0; index < AUDIT_PAGE_SIZE + 4; index += 1) expect((await view(reference)).status).toBe(200);
    expect((await change(reference, { to: 'in_review', version: 1 })).status).toBe(200);

    const first = await auditPage(reference);
    expect(first.status).toBe(200);
    expect(first.json.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.json.entries[0]).toMatchObject({
      action: 'status',
      outcome: 'allowed',
      detail: 'received→in_review',
      userId: 'pharmacist-sub-1',
      reference,
    });
    expect(typeof first.json.nextCursor).toBe('string');
    const second = await auditPage(reference, first.json.nextCursor);
    expect(second.json.entries).toHaveLength(5);
    expect(second.json.nextCursor).toBeUndefined();
    const all = [...first.json.entries, ...second.json.entries] as Entry[];
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());
    expect(all.filter((entry) => entry.action === 'view')).toHaveLength(AUDIT_PAGE_SIZE + 4);

    // A cursor of another record's trail, or junk, is refused, never followed.
    const other = await newPrescription();
    await view(other);
    const foreign = await auditPage(reference, Buffer.from(JSON.stringify({ pk: `AUDIT#${other}`, sk: 'x' })).toString('base64url'));
    expect([foreign.status, foreign.json.error.fields]).toEqual([400, { cursor: { code: 'invalid' } }]);
    expect((await auditPage(reference, 'not-a-cursor')).status).toBe(400);
  });
});

describe('audit outcomes', () => {
  it('records allowed, refused and conflict; a 409 also records the view of the current record', async () => {
    const reference = await newPrescription();
    const check = prescriptionCheck();
    expect((await change(reference, { to: 'verified', version: 1, ...check })).status).toBe(400); // not from `received`
    expect((await change(reference, { to: 'in_review', version: 1 })).status).toBe(200);
    const stale = await change(reference, { to: 'rejected', reason: 'unreadable', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ reference, version: 2, status: 'in_review' });

    expect(summary(await trail(reference))).toEqual([
      'view:allowed:current version shown after a conflict',
      'status:conflict:in_review→rejected (unreadable)',
      'status:allowed:received→in_review',
      // A verification's entry names the prescription it was decided on, even when refused.
      `status:refused:received→verified; prescriber Dr Asha Rao (DMC/R/12345, Rao Clinic, Saket, New Delhi), ${check.prescriber.prescribedOn}, by brand`,
    ]);
  });

  it('of two concurrent decisions on one version, records one change and one conflict (with its view)', async () => {
    const reference = await newPrescription();
    await change(reference, { to: 'in_review', version: 1 });
    const answers = await Promise.all([
      change(reference, { to: 'verified', version: 2, ...prescriptionCheck() }),
      change(reference, { to: 'rejected', reason: 'too_old', version: 2 }, { claims: secondPharmacist }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.json.status === 'verified' ? 'pharmacist-sub-1' : 'pharmacist-sub-2';
    const decisions = (await trail(reference)).filter((entry) => entry.action === 'status' && entry.detail !== 'received→in_review');
    expect(decisions.map((entry) => `${entry.userId}:${entry.outcome}`).sort()).toEqual(
      [`${winner}:allowed`, `${winner === 'pharmacist-sub-1' ? 'pharmacist-sub-2' : 'pharmacist-sub-1'}:conflict`].sort(),
    );
    const views = (await trail(reference)).filter((entry) => entry.detail === 'current version shown after a conflict');
    expect(views.map((entry) => entry.userId)).toEqual([winner === 'pharmacist-sub-1' ? 'pharmacist-sub-2' : 'pharmacist-sub-1']);
    expect((await view(reference)).json.history).toHaveLength(3);
  });

  it('closing a privacy request twice records the closing, then the conflict and the view of the current record', async () => {
    const reference = await newPrescription();
    const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });
    const filed = await invoke(privacyHandler, {
      method: 'POST',
      path: '/api/privacy/correct/',
      ...json({ reference, phone: '98765 43210', details: 'My name is spelt Asha Varma' }),
    });
    expect(filed.status).toBe(200);
    const [request] = (await view(reference)).json.privacyRequests as Array<{ id: string }>;
    const close = () =>
      staffRequest(pharmacist, 'POST', `/records/${reference}/privacy-requests/${request!.id}`, {
        json: { state: 'done', note: 'Corrected' },
      });
    expect((await close()).status).toBe(200);
    expect((await close()).status).toBe(409);
    expect(summary(await trail(reference)).filter((line) => !line.startsWith('view:allowed') || line.includes('conflict'))).toEqual([
      'view:allowed:current version shown after a conflict',
      `privacy_request_done:conflict:correction ${request!.id}`,
      `privacy_request_done:allowed:correction ${request!.id}`,
    ]);
  });

  it('a failed write leaves the entry an attempt, never a change; a retry then records the change', async () => {
    const reference = await newPrescription();
    const down = faultyStaffApi([{ match: isUpdateOf('PRESCRIPTION#'), fault: 'unreachable', times: Infinity }]);
    const failed = await change(reference, { to: 'in_review', version: 1 }, { handler: down.handler });
    expect(failed.status).toBe(503);
    expect((await view(reference)).json).toMatchObject({ status: 'received', version: 1 });
    expect(summary(await trail(reference)).filter((line) => line.startsWith('status'))).toEqual(['status:attempted:received→in_review']);

    expect((await change(reference, { to: 'in_review', version: 1 })).status).toBe(200);
    expect(summary(await trail(reference)).filter((line) => line.startsWith('status'))).toEqual([
      'status:allowed:received→in_review',
      'status:attempted:received→in_review',
    ]);
  });

  it('a lost answer of its own write is a change (200, allowed), not a conflict', async () => {
    const reference = await newPrescription();
    const flaky = faultyStaffApi([{ match: isUpdateOf('PRESCRIPTION#'), fault: 'answer-lost' }]);
    const answer = await change(reference, { to: 'in_review', version: 1 }, { handler: flaky.handler });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'in_review', version: 2 });
    expect(flaky.calls.filter(isUpdateOf('PRESCRIPTION#'))).toHaveLength(2); // the SDK's retry failed its condition
    expect(summary(await trail(reference)).filter((line) => line.startsWith('status'))).toEqual(['status:allowed:received→in_review']);
  });

  it('when the outcome cannot be recorded, the change stands and its entry stays an attempt', async () => {
    const reference = await newPrescription();
    const auditDown = faultyStaffApi([{ match: isUpdateOf('AUDIT#'), fault: 'unreachable', times: Infinity }]);
    const answer = await change(reference, { to: 'in_review', version: 1 }, { handler: auditDown.handler });
    expect(answer.status).toBe(200);
    expect(summary(await trail(reference)).filter((line) => line.startsWith('status'))).toEqual(['status:attempted:received→in_review']);
    expect((await view(reference)).json.history.at(-1)).toMatchObject({ from: 'received', to: 'in_review', by: 'pharmacist-sub-1' });
  });

  it('a change is attempted only after its entry is written: no entry, no change', async () => {
    const reference = await newPrescription();
    const auditDown = faultyStaffApi([
      {
        match: (call) => call.operation === 'PutItem' && String(call.input.Item?.pk?.S).startsWith('AUDIT#'),
        fault: 'unreachable',
        times: Infinity,
      },
    ]);
    expect((await change(reference, { to: 'in_review', version: 1 }, { handler: auditDown.handler })).status).toBe(503);
    expect(auditDown.calls.filter(isUpdateOf('PRESCRIPTION#'))).toEqual([]);
    expect((await view(reference)).json).toMatchObject({ status: 'received', version: 1 });
  });
});
