import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyHandlerV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { TRACK_MAX_FAILURES, TRACK_MAX_FAILURES_PER_REFERENCE } from '../../contracts/track';
import { trackAttemptKey } from '../../functions/data/track-attempts';
import { trackRequest } from '../../functions/track/track-lookup';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { logger } from '../../functions/runtime/logger';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { invoke, samplePdf, submitPrescription, submitThroughHandler as submit } from '../support/http';
import { pharmacistClaims as pharmacist } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { prescriptionCheck } from '../support/prescription-check';
import { prescriptionValidUntil } from '@domain/prescription-validity';

const aws = testAws();

const newPrescription = () => submitPrescription(samplePdf('track'));

function track(body: unknown, handler = trackHandler, contentType = 'application/json') {
  return invoke(handler, {
    method: 'POST',
    path: '/api/track/',
    headers: { 'content-type': contentType },
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });
}

function decide(reference: string, body: Record<string, unknown>) {
  return staffRequest(pharmacist, 'POST', `/records/${reference}/status`, { json: body });
}

/** The track handler (or `handler`) as API Gateway calls it for a request from `sourceIp`. */
const fromIp =
  (sourceIp: string, handler: APIGatewayProxyHandlerV2 = trackHandler): APIGatewayProxyHandlerV2 =>
  (event, context, callback) =>
    handler({ ...event, requestContext: { ...event.requestContext, http: { ...event.requestContext.http, sourceIp } } }, context, callback);

/** A track handler whose clock is `now`, to step over the 15-minute window. */
const trackAt = (now: Date) =>
  createHttpHandler('track', ['POST'], (request) =>
    trackRequest(request, { dynamo: aws.clients.dynamo, s3: aws.clients.s3, config: aws.config, now }),
  );

describe('POST /api/track/ (handler module vs dynalite)', () => {
  it("shows a prescription's status and timeline for the right phone, however it is written, and no personal data", async () => {
    const reference = await newPrescription();
    for (const phone of ['+91 98765 43210', '9876543210', '09876543210', '91-98765-43210']) {
      const answer = await track({ reference: reference.toLowerCase(), phone });
      expect(answer.status, phone).toBe(200);
      expect(answer.json).toMatchObject({
        reference,
        kind: 'prescription',
        status: 'received',
        // A new upload's next step is the pharmacist's call, by its due time (functions/track/call-next-step.ts).
        nextStep: { code: 'pharmacist_calls', dueAt: expect.any(String) },
      });
    }
    const answer = await track({ reference, phone: '9876543210' });
    expect(answer.json.history).toEqual([{ status: 'received', at: answer.json.updatedAt }]);
    expect(Date.parse(answer.json.updatedAt)).not.toBeNaN();
    const text = JSON.stringify(answer.json);
    for (const personal of ['Asha', 'asha@example.com', 'Dolo', 'Sector 18', 'Noida', 'scan.pdf', '98765'])
      expect(text).not.toContain(personal);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown reference and a wrong phone with the same 404', async () => {
    const reference = await newPrescription();
    const wrongPhone = await track({ reference, phone: '9811042367' });
    const unknown = await track({ reference: 'RX-20260101-AAAAAAAA', phone: '9876543210' });
    const junk = await track({ reference: 'hello', phone: '9876543210' });
    for (const response of [wrongPhone, unknown, junk]) {
      expect(response.status).toBe(404);
      expect(response.json).toEqual({
        error: { code: 'NOT_FOUND', message: 'We could not find a request with these details.', reason: { code: 'track_not_found' } },
      });
    }
  });

  it('locks a reference after 5 failures in 15 minutes, whatever the phone, with Retry-After, and opens it again after the window', async () => {
    const reference = await newPrescription();
    const start = new Date();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await track({ reference, phone: `98110000${10 + attempt}` }, trackAt(start))).status).toBe(404);
    const locked = await track({ reference, phone: '+91 98765 43210' }, trackAt(new Date(start.getTime() + 60_000)));
    expect(locked.status).toBe(429);
    expect(locked.json.error.code).toBe('THROTTLED');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(780);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Pages word the wait from the reason's minutes, never from the English message.
    expect(locked.json.error.reason).toEqual({ code: 'too_many_attempts', minutes: Math.ceil(retryAfter / 60) });
    const later = await track({ reference, phone: '+91 98765 43210' }, trackAt(new Date(start.getTime() + 16 * 60_000)));
    expect(later.status).toBe(200);
  });

  it('20 parallel wrong phones from one client: exactly 5 are evaluated (404), the other 15 get 429 before any lookup', async () => {
    const reference = await newPrescription();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => track({ reference, phone: `98110${String(10_000 + attempt)}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(TRACK_MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - TRACK_MAX_FAILURES);
    for (const locked of answers.filter((answer) => answer.status === 429))
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const counter = (
      await aws.clients.dynamo.send(
        new GetCommand({ TableName: aws.config.tableName, Key: trackAttemptKey(reference), ConsistentRead: true }),
      )
    ).Item!;
    expect(counter.failures).toBe(TRACK_MAX_FAILURES);
    // The client is kept as a short hash, never as an address.
    expect(JSON.stringify(counter)).not.toContain('127.0.0.1');
    expect(Object.keys(counter).filter((name) => name.startsWith('client_'))).toEqual([expect.stringMatching(/^client_[0-9a-f]{6}$/)]);
  });

  it('locks per client: another client still gets in after one client is locked, and a success does not count', async () => {
    const reference = await newPrescription();
    const attacker = fromIp('203.0.113.7');
    for (let attempt = 1; attempt <= TRACK_MAX_FAILURES; attempt += 1)
      expect((await track({ reference, phone: `98110000${10 + attempt}` }, attacker)).status).toBe(404);
    expect((await track({ reference, phone: '9876543210' }, attacker)).status).toBe(429);
    // The shopper, from elsewhere, is not locked out; the same IPv6 /64 counts as one client whatever its address.
    const shopper = fromIp('2001:db8:1:2::10');
    for (let attempt = 1; attempt <= 8; attempt += 1)
      expect((await track({ reference, phone: '+91 98765 43210' }, shopper)).status).toBe(200);
    for (let attempt = 1; attempt <= TRACK_MAX_FAILURES; attempt += 1)
      expect((await track({ reference, phone: `98110000${20 + attempt}` }, fromIp(`2001:db8:1:2::${attempt}`))).status).toBe(404);
    expect((await track({ reference, phone: '+91 98765 43210' }, fromIp('2001:db8:1:2:ffff::1'))).status).toBe(429);
    expect((await track({ reference, phone: '+91 98765 43210' }, fromIp('198.51.100.1'))).status).toBe(200);
  });

  it('caps failures on one reference from all clients together, so spread-out guessing stays bounded', async () => {
    const reference = await newPrescription();
    let client = 0;
    for (let attempt = 0; attempt < TRACK_MAX_FAILURES_PER_REFERENCE; attempt += 1) {
      if (attempt % TRACK_MAX_FAILURES === 0) client += 1;
      expect((await track({ reference, phone: `9811${String(100_000 + attempt)}` }, fromIp(`192.0.2.${client}`))).status).toBe(404);
    }
    const fresh = await track({ reference, phone: '+91 98765 43210' }, fromIp('198.51.100.99'));
    expect(fresh.status).toBe(429);
    expect(fresh.json.error.code).toBe('THROTTLED');
  });

  it('says why a prescription was refused and what to do next, and who verified one', async () => {
    const refused = await newPrescription();
    await decide(refused, { to: 'in_review', version: 1 });
    await decide(refused, { to: 'rejected', reason: 'too_old', note: 'Dated March 2025', version: 2 });
    const rejected = await track({ reference: refused, phone: '9876543210' });
    expect(rejected.json).toMatchObject({
      status: 'rejected',
      nextStep: { code: 'upload_again', reason: 'too_old' },
    });
    expect(rejected.json.history.map(({ status, reason }: { status: string; reason?: string }) => ({ status, reason }))).toEqual([
      { status: 'received', reason: undefined },
      { status: 'in_review', reason: undefined },
      { status: 'rejected', reason: 'too_old' },
    ]);
    expect(JSON.stringify(rejected.json)).not.toContain('March 2025'); // staff notes stay internal

    const accepted = await newPrescription();
    await decide(accepted, { to: 'in_review', version: 1 });
    const check = prescriptionCheck();
    await decide(accepted, { to: 'verified', version: 2, ...check });
    const verified = await track({ reference: accepted, phone: '9876543210' });
    expect(verified.json.history.at(-1)).toEqual({
      status: 'verified',
      at: expect.any(String),
      pharmacist: { name: 'Dr Ritu Sharma', registration: 'DPC-12345', council: 'Delhi Pharmacy Council' },
      // The prescription's validity, six months from its date; nothing of the doctor reaches the shopper.
      validUntil: prescriptionValidUntil(check.prescriber.prescribedOn),
    });
    expect(JSON.stringify(verified.json)).not.toContain(check.prescriber.name);
    expect(JSON.stringify(verified.json)).not.toContain(check.prescriber.registration);
    expect(JSON.stringify(verified.json)).not.toContain(check.prescriber.address);
    expect(JSON.stringify(verified.json)).not.toMatch(/Verified by/); // codes and values, no sentences
  });

  it('tracks orders and messages by their own phone field', async () => {
    const order = await submit({
      form: 'checkout',
      ...checkoutShopper,
      items: JSON.stringify([{ id: 'products-dolo-650-tab-15', quantity: 1 }]),
    });
    expect((await track({ reference: order, phone: checkoutShopper.phone })).json).toMatchObject({ kind: 'order', status: 'placed' });
    const message = await submit({ form: 'contact', name: 'Neha', email: 'neha@example.in', mobile: '+91 99101 23456', message: 'Hello' });
    expect((await track({ reference: message, phone: '9910123456' })).json).toMatchObject({ kind: 'message', status: 'new' });
  });

  it('never writes the reference or the phone to a log line, found or not', async () => {
    const reference = await newPrescription();
    const info = vi.spyOn(logger, 'info');
    const error = vi.spyOn(logger, 'error');
    try {
      expect((await track({ reference, phone: '98765 43210' })).status).toBe(200);
      expect((await track({ reference, phone: '98110 42367' })).status).toBe(404);
      const logged = JSON.stringify([...info.mock.calls, ...error.mock.calls]);
      expect(info).toHaveBeenCalled();
      expect(logged).not.toContain(reference);
      expect(logged).not.toMatch(/98765|98110/);
    } finally {
      info.mockRestore();
      error.mockRestore();
    }
  });

  it('refuses what is not a JSON object of the two fields with a JSON 4xx', async () => {
    expect((await track('reference=RX', trackHandler, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await track('{oops')).status).toBe(422);
    expect((await track([])).status).toBe(400);
    expect((await track({ reference: 'RX-20260101-AAAAAAAA', phone: '9876543210', name: 'x' })).json.error.fields).toMatchObject({
      name: { code: 'unknown_field' },
    });
    expect((await track({ reference: 'RX-1', phone: 'x'.repeat(3000) })).status).toBe(413);
    expect((await invoke(trackHandler, { method: 'GET', path: '/api/track/' })).status).toBe(405);
  });
});
