/**
 * Colleagues' display names from the staff user pool (functions/staff-api/staff-directory.ts, staff-names.ts), through
 * the staff API handler against cognito-local: a colleague with no history on the record is named in the audit trail
 * and as who closed a privacy request; names are never stored; and a pool that cannot answer (unknown pool, emulator
 * down) still gives 200, the id unnamed (the console then shows the short id). The cache and the filter's input
 * checks: tests/unit/staff-directory.test.ts.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { handler as staffHandler } from '../../functions/staff-api/staff-api.handler';
import { testAws } from '../support/aws';
import { createNamedStaffUser } from '../support/cognito';
import { invoke, samplePdf, submitPrescription } from '../support/http';
import { pharmacistClaims as pharmacist } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

type Handler = typeof staffHandler;

const COLLEAGUE_NAME = 'Dr Kavya Rao';
let colleagueSub = '';
/** The colleague's verified token claims, as API Gateway passes them. */
const colleague = () => ({ sub: colleagueSub, token_use: 'id', 'cognito:groups': '[pharmacist]', name: COLLEAGUE_NAME });

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });
const view = (reference: string, claims: Record<string, unknown> = pharmacist, handler: Handler = staffHandler) =>
  staffRequest(claims, 'GET', `/records/${reference}`, { handler });
const audit = (reference: string, handler: Handler = staffHandler) =>
  staffRequest(pharmacist, 'GET', `/records/${reference}/audit`, { handler });

beforeAll(async () => {
  colleagueSub = await createNamedStaffUser(COLLEAGUE_NAME, 'kavya');
});

/** A prescription whose only staff activity is the colleague's: a view, and the closing of a correction request. */
async function recordClosedByColleague(): Promise<{ reference: string; requestId: string }> {
  const reference = await submitPrescription(samplePdf('names'));
  const filed = await invoke(privacyHandler, {
    method: 'POST',
    path: '/api/privacy/correct/',
    ...json({ reference, phone: '98765 43210', details: 'My name is spelt Asha Varma' }),
  });
  expect(filed.status).toBe(200);
  const [request] = (await view(reference, colleague())).json.privacyRequests as Array<{ id: string }>;
  const closed = await staffRequest(colleague(), 'POST', `/records/${reference}/privacy-requests/${request!.id}`, {
    json: { state: 'done', note: 'Corrected' },
  });
  expect(closed.status).toBe(200);
  return { reference, requestId: request!.id };
}

describe("colleagues' names from the staff user pool", () => {
  it('names a colleague with no history on the record in the audit trail', async () => {
    const { reference } = await recordClosedByColleague();
    const answer = await audit(reference);
    expect(answer.status).toBe(200);
    const theirs = (answer.json.entries as Array<{ userId: string; userName?: string }>).filter((entry) => entry.userId === colleagueSub);
    expect(theirs.length).toBeGreaterThan(0);
    for (const entry of theirs) expect(entry.userName).toBe(COLLEAGUE_NAME);
  });

  it('names who closed a privacy request, for display only: the stored request keeps the id alone', async () => {
    const { reference } = await recordClosedByColleague();
    const answer = await view(reference);
    expect(answer.status).toBe(200);
    expect(answer.json.history.some((entry: { by: string }) => entry.by === colleagueSub)).toBe(false);
    expect(answer.json.privacyRequests).toEqual([
      expect.objectContaining({ state: 'done', doneBy: colleagueSub, doneByName: COLLEAGUE_NAME }),
    ]);
    const stored = (await testAws().allItems()).find((item) => item.reference === reference)!;
    expect(JSON.stringify(stored)).not.toContain(COLLEAGUE_NAME);
  });
  it("names the colleague in a 409's current record too, as in every answer that carries a record", async () => {
    const { reference, requestId } = await recordClosedByColleague();
    const again = await staffRequest(pharmacist, 'POST', `/records/${reference}/privacy-requests/${requestId}`, {
      json: { state: 'done', note: 'Corrected too' },
    });
    expect(again.status).toBe(409);
    expect(again.json.current.privacyRequests).toEqual([
      expect.objectContaining({ state: 'done', doneBy: colleagueSub, doneByName: COLLEAGUE_NAME }),
    ]);
  });
});

describe('when the staff user pool cannot answer', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  it.each([
    ['an unknown pool (or a role without the grant)', { STAFF_USER_POOL_ID: 'ap-south-1_NoSuchPool' }],
    ['the emulator down', { AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://127.0.0.1:9' }],
  ])('%s: the audit trail and the record still answer 200, the colleague unnamed', async (_case, env) => {
    const { reference } = await recordClosedByColleague();
    Object.assign(process.env, env);
    // A fresh handler module, as a new Lambda execution environment would load it: its directory reads this environment.
    vi.resetModules();
    const { handler } = await import('../../functions/staff-api/staff-api.handler');

    const trail = await audit(reference, handler);
    expect(trail.status).toBe(200);
    const theirs = (trail.json.entries as Array<{ userId: string; userName?: string }>).filter((entry) => entry.userId === colleagueSub);
    expect(theirs.length).toBeGreaterThan(0);
    for (const entry of theirs) expect(entry).not.toHaveProperty('userName');

    const record = await view(reference, pharmacist, handler);
    expect(record.status).toBe(200);
    expect(record.json.privacyRequests[0]).toMatchObject({ doneBy: colleagueSub });
    expect(record.json.privacyRequests[0]).not.toHaveProperty('doneByName');
  });
});
