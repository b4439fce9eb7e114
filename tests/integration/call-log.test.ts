/**
 * The pharmacist's call after an upload (docs/behaviour.md "The pharmacist's call") against dynalite + s3rver: the
 * upload stores a call task due by the call clock (domain/call-clock.ts) at the upload handler's clock; logging a call
 * (POST /api/staff/records/<RX>/calls) is audited without its note and appended to the history; a stale version gets
 * 409 with the current record; bad input 400 naming the field; "reached" closes the task and /track stops speaking of
 * a call; the queue's `call=due` filter lists exactly the calls due. On a table and bucket of their own, so the
 * call-due queue holds only this file's records.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionLocalResources } from '../../dev/provision';
import { readRecord, recordKey } from '../../functions/data/records';
import type { RuntimeConfig } from '../../functions/runtime/config';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { submitForm } from '../../functions/submit-form/submit-form.core';
import { toTrackAnswer } from '../../functions/track/track-context';
import { testAws } from '../support/aws';
import { encodeMultipart, formData, invoke, prescriptionFields, samplePdf } from '../support/http';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const config: RuntimeConfig = { tableName: 'medvika-call-log-it', bucketName: 'medvika-call-log-it-files' };

/** The upload at 18:30 IST on 30 November 2026: 30 desk minutes today, 30 tomorrow → due 10:30 IST on 1 December. */
const uploadedAt = new Date('2026-11-30T13:00:00.000Z');
const firstDue = '2026-12-01T05:00:00.000Z';
/** The staff API's clock: 11:00 IST on 1 December, half an hour after the first call was due. */
const staffNow = new Date('2026-12-01T05:30:00.000Z');

const uploadHandler = (now: Date) =>
  createHttpHandler('submit-form', ['POST'], (request) => submitForm(request, { clients: aws.clients, config, now }));
const staffHandler = createHttpHandler('staff-api', ['GET', 'POST'], (request) =>
  routeStaffRequest(request, { clients: aws.clients, config, now: staffNow }),
);

beforeAll(async () => {
  await provisionLocalResources(config.tableName, config.bucketName);
});

/** Uploads a prescription at `now` as the upload page does; returns its reference. */
async function upload(now: Date, label: string): Promise<string> {
  const { body, contentType } = await encodeMultipart(
    formData(prescriptionFields, { prescription: [samplePdf(label), 'scan.pdf', 'application/pdf'] }),
  );
  const response = await invoke(uploadHandler(now), {
    method: 'POST',
    path: '/api/submit-form/',
    headers: { 'content-type': contentType },
    body,
  });
  expect(response.status).toBe(201);
  return response.json.reference as string;
}

const logCall = (reference: string, json: unknown, claims: Record<string, unknown> = pharmacistClaims) =>
  staffRequest(claims, 'POST', `/records/${reference}/calls`, { json, handler: staffHandler });
const record = (reference: string) => staffRequest(pharmacistClaims, 'GET', `/records/${reference}`, { handler: staffHandler });
const audit = async (reference: string) =>
  (await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`, { handler: staffHandler })).json.entries as Array<{
    action: string;
    outcome: string;
    detail?: string;
  }>;
const stored = async (reference: string) => (await readRecord(aws.clients.dynamo, config.tableName, recordKey('prescription', reference)))!;

describe('the call after an upload (handlers vs the emulators)', () => {
  it('gives a new upload a call task due by the call clock, which /track states as its next step', async () => {
    const reference = await upload(uploadedAt, 'call clock');
    const shown = await record(reference);
    expect(shown.status).toBe(200);
    expect(shown.json.call).toEqual({ dueAt: firstDue });
    const track = toTrackAnswer('prescription', await stored(reference), uploadedAt);
    expect(track.nextStep).toEqual({ code: 'pharmacist_calls', dueAt: firstDue });
  });

  it('logs a call: audited without its note, in the history with the pharmacist, and due again an hour of desk time later', async () => {
    const reference = await upload(uploadedAt, 'no answer');
    const note = 'Said she has a fever; try the evening';
    const answer = await logCall(reference, { version: 1, outcome: 'no_answer', note });
    expect(answer.status).toBe(200);
    expect(answer.json.version).toBe(2);
    expect(answer.json.status).toBe('received');
    expect(answer.json.call).toEqual({ dueAt: '2026-12-01T06:30:00.000Z' });
    expect(answer.json.history.at(-1)).toMatchObject({
      at: staffNow.toISOString(),
      by: pharmacistClaims.sub,
      byName: pharmacistClaims.name,
      from: 'received',
      to: 'received',
      call: 'no_answer',
      note,
    });
    const trail = await audit(reference);
    const entry = trail.find((candidate) => candidate.action === 'call');
    expect(entry).toMatchObject({ outcome: 'allowed', detail: 'no answer' });
    expect(JSON.stringify(trail)).not.toContain('fever');
    // The shopper's timeline has no call entries: only the upload.
    const track = toTrackAnswer('prescription', await stored(reference), staffNow);
    expect(track.history.map((event) => event.status)).toEqual(['received']);
  });

  it('refuses a stale version with 409 and the current record, audited as a conflict', async () => {
    const reference = await upload(uploadedAt, 'stale');
    expect((await logCall(reference, { version: 1, outcome: 'wrong_number' })).status).toBe(200);
    const stale = await logCall(reference, { version: 1, outcome: 'reached' });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('CONFLICT');
    expect(stale.json.current).toMatchObject({ version: 2, call: { dueAt: firstDue } });
    expect((await audit(reference)).filter((entry) => entry.action === 'call').map((entry) => entry.outcome)).toEqual(
      expect.arrayContaining(['allowed', 'conflict']),
    );
    expect((await stored(reference)).version).toBe(2);
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const reference = await upload(uploadedAt, 'bad input');
    const cases: Array<[unknown, string, string]> = [
      [{ version: 1, outcome: 'call_back' }, 'callBackAt', 'call_back_required'],
      [{ version: 1, outcome: 'call_back', callBackAt: 'tomorrow' }, 'callBackAt', 'call_back_required'],
      [{ version: 1, outcome: 'call_back', callBackAt: '2026-12-01T10:59:00+05:30' }, 'callBackAt', 'call_back_in_past'],
      [{ version: 1, outcome: 'call_back', callBackAt: '2026-12-20T11:00:00+05:30' }, 'callBackAt', 'call_back_too_far'],
      [{ version: 1, outcome: 'reached', callBackAt: '2026-12-01T17:00:00+05:30' }, 'callBackAt', 'call_back_not_taken'],
      [{ version: 1, outcome: 'hung_up' }, 'outcome', 'invalid'],
      [{ version: 1, outcome: 'reached', note: 'x'.repeat(501) }, 'note', 'too_long'],
      [{ outcome: 'reached' }, 'version', 'required'],
    ];
    for (const [json, field, code] of cases) {
      const answer = await logCall(reference, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.json.error.fields[field], JSON.stringify(json)).toMatchObject({ code });
    }
    // Support never open prescriptions, so they do not log calls either.
    expect((await logCall(reference, { version: 1, outcome: 'reached' }, supportClaims)).status).toBe(403);
    expect((await stored(reference)).version).toBe(1);
  });

  it('sets the next due time to a call-back time, and "reached" closes the task for good', async () => {
    const reference = await upload(uploadedAt, 'reached');
    const callBackAt = '2026-12-01T17:15:00+05:30';
    const later = await logCall(reference, { version: 1, outcome: 'call_back', callBackAt });
    expect(later.status).toBe(200);
    expect(later.json.call).toEqual({ dueAt: '2026-12-01T11:45:00.000Z' });
    expect(later.json.history.at(-1)).toMatchObject({ call: 'call_back', callBackAt: '2026-12-01T11:45:00.000Z' });

    const reached = await logCall(reference, { version: 2, outcome: 'reached' });
    expect(reached.status).toBe(200);
    expect(reached.json.call).toEqual({ reachedAt: staffNow.toISOString() });
    const track = toTrackAnswer('prescription', await stored(reference), staffNow);
    expect(track.nextStep).toEqual({ code: 'pharmacist_checks' });

    const again = await logCall(reference, { version: 3, outcome: 'no_answer' });
    expect(again.status).toBe(409);
    expect(again.json.error.reason).toEqual({ code: 'call_done' });
  });

  it('lists in the "Call due" queue exactly the prescriptions whose call is due now or overdue, longest overdue first', async () => {
    // Due at 10:30 and 10:40 IST (before the staff clock's 11:00); one due at 11:30; one reached.
    const dueFirst = await upload(uploadedAt, 'queue due first');
    const dueSecond = await upload(new Date('2026-12-01T04:10:00.000Z'), 'queue due second');
    const notYet = await upload(new Date('2026-12-01T05:00:00.000Z'), 'queue not yet');
    const done = await upload(uploadedAt, 'queue reached');
    expect((await logCall(done, { version: 1, outcome: 'reached' })).status).toBe(200);

    const queue = await staffRequest(pharmacistClaims, 'GET', '/queue', {
      query: { kind: 'prescription', call: 'due' },
      handler: staffHandler,
    });
    expect(queue.status).toBe(200);
    const references = (queue.json.rows as Array<{ reference: string }>).map((row) => row.reference);
    expect(references).toContain(dueFirst);
    expect(references).toContain(dueSecond);
    expect(references.indexOf(dueFirst)).toBeLessThan(references.indexOf(dueSecond));
    expect(references).not.toContain(notYet);
    expect(references).not.toContain(done);
    const rows = queue.json.rows as Array<{ reference: string; callDueAt?: string }>;
    for (const row of rows) expect(Date.parse(row.callDueAt!)).toBeLessThanOrEqual(staffNow.getTime());
    expect(queue.json.total).toBe(rows.length);

    // The plain queue shows the call's due time on each row with an open call task, and none once reached.
    const received = await staffRequest(pharmacistClaims, 'GET', '/queue', {
      query: { kind: 'prescription', status: 'received' },
      handler: staffHandler,
    });
    const byReference = new Map(
      (received.json.rows as Array<{ reference: string; callDueAt?: string }>).map((row) => [row.reference, row]),
    );
    expect(byReference.get(notYet)?.callDueAt).toBe('2026-12-01T06:00:00.000Z');
    expect(byReference.get(done)).not.toHaveProperty('callDueAt');

    const wrongKind = await staffRequest(pharmacistClaims, 'GET', '/queue', {
      query: { kind: 'order', call: 'due' },
      handler: staffHandler,
    });
    expect(wrongKind.status).toBe(400);
  });
});
