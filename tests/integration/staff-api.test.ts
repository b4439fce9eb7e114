import { PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';
import { testAws } from '../support/aws';
import { staffRequest } from '../support/staff-request';
import { checkoutShopper } from '../support/fixtures';
import { samplePdf, submitPrescription, submitThroughHandler as submit } from '../support/http';
import {
  pharmacistClaims as pharmacist,
  secondPharmacistClaims as secondPharmacist,
  supportClaims as support,
} from '../support/staff-claims';
import { prescriptionCheck } from '../support/prescription-check';
import { packingLines } from '../support/packing';

const newPrescription = (pdf = samplePdf('staff api')) => submitPrescription(pdf);

const change = (claims: Record<string, unknown>, reference: string, body: unknown) =>
  staffRequest(claims, 'POST', `/records/${reference}/status`, { json: body });

/** Tags the record's file GuardDutyMalwareScanStatus=NO_THREATS_FOUND, as GuardDuty Malware Protection would after its scan. */
async function markScannedClean(reference: string) {
  const aws = testAws();
  const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === reference) as { file: { key: string } };
  await aws.clients.s3.send(
    new PutObjectTaggingCommand({
      Bucket: aws.config.bucketName,
      Key: item.file.key,
      Tagging: { TagSet: [{ Key: MALWARE_SCAN_TAG_KEY, Value: 'NO_THREATS_FOUND' }] },
    }),
  );
}

async function auditActions(reference: string): Promise<string[]> {
  const response = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
  expect(response.status).toBe(200);
  return (response.json.entries as Array<{ action: string; userId: string }>).map((entry) => `${entry.userId}:${entry.action}`);
}

describe('staff API core (handler module vs dynalite + s3rver, claims as the JWT authorizer passes them)', () => {
  it('answers 401 JSON without claims, 404 JSON for an unknown staff path and 405 for a wrong method', async () => {
    const anonymous = await staffRequest(undefined, 'GET', '/queue', { query: { kind: 'prescription' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('UNAUTHORIZED');
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect((await staffRequest(pharmacist, 'GET', '/nothing-here')).status).toBe(404);
    expect((await staffRequest(pharmacist, 'POST', '/queue')).status).toBe(405);
  });

  it("starts every record with its lifecycle: status, version 1 and the shopper's history entry", async () => {
    const reference = await newPrescription();
    const record = await staffRequest(pharmacist, 'GET', `/records/${reference}`);
    expect(record.status).toBe(200);
    expect(record.json).toMatchObject({ reference, kind: 'prescription', status: 'received', version: 1, name: 'Asha Verma' });
    expect(record.json.history).toEqual([{ at: record.json.createdAt, by: 'shopper', from: null, to: 'received' }]);
    expect(record.json).not.toHaveProperty('pk');
    expect(await auditActions(reference)).toContain('pharmacist-sub-1:view');
  });

  it('lists a queue by status from the queue index, without contact details, and keeps support out of prescriptions', async () => {
    const reference = await newPrescription();
    const queue = await staffRequest(pharmacist, 'GET', '/queue', { query: { kind: 'prescription', status: 'received', order: 'newest' } });
    expect(queue.status).toBe(200);
    const row = (queue.json.rows as Array<Record<string, unknown>>).find((candidate) => candidate.reference === reference);
    expect(row).toEqual({
      reference,
      kind: 'prescription',
      status: 'received',
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // Just received: the 24-hour pharmacist check runs from its creation (domain/service-clocks.ts).
      clock: { rule: 'pharmacist_check', waitingMs: expect.any(Number), dueAt: expect.any(String), state: 'on_time' },
      // Read from the record by key (queue-row.ts rowDetails): who and what, never phone, e-mail or address.
      patientName: 'Asha Verma',
      item: 'Dolo 650',
      city: 'Noida',
      // The call to the shopper every new upload owes (domain/call-clock.ts).
      callDueAt: expect.any(String),
    });
    expect(Date.parse(String((row!.clock as { dueAt: string }).dueAt)) - Date.parse(String(row!.createdAt))).toBe(24 * 60 * 60 * 1000);
    expect((await staffRequest(support, 'GET', '/queue', { query: { kind: 'prescription' } })).status).toBe(403);
    expect((await staffRequest(pharmacist, 'GET', '/queue', { query: { kind: 'comment' } })).status).toBe(400);
    expect((await staffRequest(pharmacist, 'GET', '/queue', { query: { kind: 'prescription', cursor: 'bm90LWEta2V5' } })).status).toBe(400);
  });

  it('reviews and rejects a prescription with a reason, recording the pharmacist, the history and the audit trail', async () => {
    const reference = await newPrescription();
    expect((await change(pharmacist, reference, { to: 'in_review', version: 1 })).json.version).toBe(2);
    const missingReason = await change(pharmacist, reference, { to: 'rejected', version: 2 });
    expect(missingReason.status).toBe(400);
    expect(missingReason.json.error.fields).toEqual({ reason: { code: 'reason_required' } });
    const rejected = await change(pharmacist, reference, { to: 'rejected', reason: 'unreadable', note: 'Photo is blurred', version: 2 });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({
      status: 'rejected',
      version: 3,
      decidedBy: { name: 'Dr Ritu Sharma', council: 'Delhi Pharmacy Council', registration: 'DPC-12345' },
    });
    expect(rejected.json.history.map((entry: { to: string }) => entry.to)).toEqual(['received', 'in_review', 'rejected']);
    expect(rejected.json.history[2]).toMatchObject({
      by: 'pharmacist-sub-1',
      from: 'in_review',
      reason: 'unreadable',
      note: 'Photo is blurred',
    });
    const queue = await staffRequest(pharmacist, 'GET', '/queue', { query: { kind: 'prescription', status: 'rejected' } });
    expect(queue.json.rows.map((row: { reference: string }) => row.reference)).toContain(reference);
    // Newest first: the rejection, the rejection the lifecycle table refused (no reason), the review.
    const audit = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
    expect(
      (audit.json.entries as Array<{ action: string; outcome: string }>)
        .filter((entry) => entry.action === 'status')
        .map((entry) => entry.outcome),
    ).toEqual(['allowed', 'refused', 'allowed']);
  });

  it('stores a staff note without control or bidi-override characters, keeping its line breaks', async () => {
    const reference = await newPrescription();
    const answer = await change(pharmacist, reference, { to: 'in_review', version: 1, note: 'Call\u001b[31m back\u202e\nafter 5\u0007' });
    expect(answer.status).toBe(200);
    expect(answer.json.history.at(-1).note).toBe('Call[31m back\nafter 5');
  });

  it('lets exactly one of two concurrent decisions win; the other gets 409 with the current record', async () => {
    const reference = await newPrescription();
    await change(pharmacist, reference, { to: 'in_review', version: 1 });
    // The same pharmacist in two tabs: a colleague is refused earlier by the review claim (staff-queues.test.ts).
    const [first, second] = await Promise.all([
      change(pharmacist, reference, { to: 'verified', version: 2, ...prescriptionCheck() }),
      change(pharmacist, reference, { to: 'rejected', reason: 'too_old', version: 2 }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.json.error.code).toBe('CONFLICT');
    expect(loser.json.current).toMatchObject({ reference, version: 3 });
    const stored = await staffRequest(pharmacist, 'GET', `/records/${reference}`);
    expect(stored.json.history).toHaveLength(3);
  });

  it('answers a decision on an old version 409 with the current record and who changed it, before any transition check', async () => {
    const reference = await newPrescription();
    await change(pharmacist, reference, { to: 'in_review', version: 1 });
    const verified = await change(pharmacist, reference, { to: 'verified', version: 2, ...prescriptionCheck() });
    expect(verified.status).toBe(200);
    // verified → rejected is no transition of the table: the stale version must be answered first.
    const late = await change(secondPharmacist, reference, { to: 'rejected', reason: 'too_old', note: 'Dated 2024', version: 2 });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('CONFLICT');
    expect(late.json.current).toMatchObject({ reference, status: 'verified', version: 3 });
    expect(late.json.lastChange).toEqual({ to: 'verified', at: verified.json.updatedAt, byName: 'Dr Ritu Sharma' });
    expect(JSON.stringify(late.json.lastChange)).not.toContain('pharmacist-sub-1');
    const stored = await staffRequest(pharmacist, 'GET', `/records/${reference}`);
    expect(stored.json).toMatchObject({ status: 'verified', version: 3 });
    expect(stored.json.history.map((entry: { to: string }) => entry.to)).toEqual(['received', 'in_review', 'verified']);
    const trail = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
    const attempt = (trail.json.entries as Array<{ userId: string; action: string; outcome: string }>).find(
      (entry) => entry.userId === 'pharmacist-sub-2' && entry.action === 'status',
    );
    expect(attempt?.outcome).toBe('conflict');
  });

  it('refuses illegal transitions, malformed bodies, oversized notes and unknown references with JSON 4xx', async () => {
    const reference = await newPrescription();
    expect((await change(pharmacist, reference, { to: 'verified', version: 1, ...prescriptionCheck() })).status).toBe(400);
    expect((await change(pharmacist, reference, { to: 'flying', version: 1 })).status).toBe(400);
    expect((await change(pharmacist, reference, '{not json')).status).toBe(422);
    expect((await change(pharmacist, reference, { to: 'in_review', version: 1, price: 0 })).json.error.fields).toMatchObject({
      price: { code: 'unknown_field' },
    });
    expect((await change(pharmacist, reference, { to: 'in_review', version: 1, note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await change(pharmacist, 'RX-20260101-AAAAAAAA', { to: 'in_review', version: 1 })).status).toBe(404);
    expect((await staffRequest(pharmacist, 'GET', '/records/not-a-reference')).status).toBe(404);
    expect((await change(support, reference, { to: 'in_review', version: 1 })).status).toBe(403);
  });

  it('presigns the prescription file for pharmacists only (≤ 300 s), audits each URL, and the URL returns the bytes', async () => {
    const pdf = samplePdf('presign me');
    const reference = await newPrescription(pdf);
    await markScannedClean(reference); // as GuardDuty would (the scan gate itself: file-scan-gate.test.ts)
    expect((await staffRequest(support, 'POST', `/records/${reference}/file-url`)).status).toBe(403);
    const presigned = await staffRequest(pharmacist, 'POST', `/records/${reference}/file-url`);
    expect(presigned.status).toBe(200);
    expect(presigned.json.expiresInSeconds).toBeLessThanOrEqual(300);
    expect(new URL(presigned.json.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const download = await fetch(presigned.json.url);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await auditActions(reference)).toContain('pharmacist-sub-1:presign');
  });

  it('keeps an order with prescription-only medicines waiting until a pharmacist confirms it; support runs delivery', async () => {
    const reference = await submit(
      {
        form: 'checkout',
        ...checkoutShopper,
        items: JSON.stringify([{ id: 'prescription-azee-500-tab-3', quantity: 1 }]),
        consent: 'true',
      },
      { prescription: [samplePdf('order rx'), 'rx.pdf', 'application/pdf'] },
    );
    const order = await staffRequest(support, 'GET', `/records/${reference}`);
    expect(order.json).toMatchObject({ status: 'awaiting_prescription', version: 1 });
    const check = prescriptionCheck(['prescription-azee-500-tab-3']);
    expect((await change(support, reference, { to: 'confirmed', version: 1, ...check })).status).toBe(403);
    expect((await change(pharmacist, reference, { to: 'confirmed', version: 1, ...check })).status).toBe(200);
    const lines = packingLines(order.json as Record<string, unknown>);
    expect((await change(support, reference, { to: 'packed', version: 2, lines })).json.status).toBe('packed');
    expect((await staffRequest(support, 'GET', `/records/${reference}/audit`)).status).toBe(403);
  });
});
