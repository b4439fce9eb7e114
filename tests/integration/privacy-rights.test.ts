import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { encode as encodeJpeg } from 'jpeg-js';
import { describe, expect, it, vi } from 'vitest';
import { privacyMessages } from '../../contracts/privacy-requests';
import { PRIVACY_RESPONSE_DAYS } from '../../contracts/privacy-response';
import { kolkataDate } from '../../domain/delivery-estimate';
import { H1_REGISTER_RETENTION_YEARS } from '../../domain/retention';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { logger } from '../../functions/runtime/logger';
import { recordKey } from '../../functions/data/records';
import { routePrivacyRequest } from '../../functions/privacy/privacy.core';
import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { testAws } from '../support/aws';
import { staffRequest } from '../support/staff-request';
import { useErasureMail } from '../support/erasure-mail';
import { checkoutShopper } from '../support/fixtures';
import {
  encodeMultipart,
  formData,
  invoke,
  sampleJpeg,
  samplePdf,
  submitPrescription,
  submitThroughHandler as submit,
} from '../support/http';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { prescriptionCheck } from '../support/prescription-check';
import { stepBody } from '../support/packing';

const aws = testAws();
const mail = useErasureMail(aws);
const PHONE = '98765 43210';
const NOT_FOUND = {
  error: { code: 'NOT_FOUND', message: 'We could not find a request with these details.', reason: { code: 'track_not_found' } },
};
const AZEE = 'prescription-azee-500-tab-3'; // prescription only
const TAXIM = 'prescription-taxim-o-200-tab-10'; // Schedule H1 (domain/catalogue/schedule-h1.ts)

const newPrescription = () => submitPrescription(samplePdf('first'));

function postJson(path: string, body: unknown, handler = privacyHandler) {
  return invoke(handler, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  });
}

/** The privacy handler with its clock at `now` (a code may be asked for once a minute per reference). */
const privacyAt = (now: Date) =>
  createHttpHandler('privacy', ['POST'], (request) =>
    routePrivacyRequest(request, { clients: aws.clients, config: aws.config, now, requestId: 'test' }),
  );
/** The first step of an erasure: asks for the e-mailed code. */
const askCode = (reference: string, phone = PHONE, handler = privacyHandler) =>
  postJson('/api/privacy/erase/', { reference, phone, confirm: true }, handler);
/** The second step: the code from the e-mail. */
const enterCode = (reference: string, code: string, phone = PHONE, handler = privacyHandler) =>
  postJson('/api/privacy/erase/', { reference, phone, code }, handler);

/** A whole erasure at `now`: asks for a code, reads it from the e-mail the notifier sends, and enters it. */
async function erase(reference: string, phone = PHONE, now = new Date()) {
  const handler = privacyAt(now);
  const asked = await askCode(reference, phone, handler);
  expect(asked.json).toMatchObject({ reference, outcome: 'code_sent' });
  return enterCode(reference, await mail.deliveredCode(reference, now), phone, handler);
}
const correct = (reference: string, details: string, phone = PHONE) => postJson('/api/privacy/correct/', { reference, phone, details });
const track = (reference: string, phone = PHONE) => postJson('/api/track/', { reference, phone }, trackHandler);

async function reupload(fields: Record<string, string>, files: Parameters<typeof formData>[1]) {
  const { body, contentType } = await encodeMultipart(formData(fields, files));
  return invoke(privacyHandler, { method: 'POST', path: '/api/privacy/reupload/', headers: { 'content-type': contentType }, body });
}

async function rejected(): Promise<string> {
  const reference = await newPrescription();
  expect((await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, { json: { to: 'in_review', version: 1 } })).status).toBe(
    200,
  );
  expect(
    (
      await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, {
        json: { to: 'rejected', reason: 'patient_mismatch', note: 'Name on paper: A. Verma', version: 2 },
      })
    ).status,
  ).toBe(200);
  return reference;
}

async function record(kind: 'prescription' | 'order' | 'message', reference: string): Promise<Record<string, unknown>> {
  return (
    (
      await aws.clients.dynamo.send(
        new GetCommand({ TableName: aws.config.tableName, Key: recordKey(kind, reference), ConsistentRead: true }),
      )
    ).Item ?? {}
  );
}

/** Every version and delete marker under `prefix`, as ListObjectVersions reports them. */
async function versions(prefix: string): Promise<string[]> {
  const page = await aws.clients.s3.send(new ListObjectVersionsCommand({ Bucket: aws.config.bucketName, Prefix: prefix }));
  return [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].map((entry) => `${entry.Key}@${entry.VersionId}`);
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/** A dispatched order carrying a prescription file (awaiting_prescription → confirmed → packed → dispatched). */
async function dispatchedOrder(productId = AZEE): Promise<string> {
  const order = await submit(
    { form: 'checkout', ...checkoutShopper, items: JSON.stringify([{ id: productId, quantity: 1 }]), consent: 'true' },
    { prescription: [samplePdf('order rx'), 'rx.pdf', 'application/pdf'] },
  );
  let current = (await staffRequest(pharmacist, 'GET', `/records/${order}`)).json as Record<string, unknown>;
  for (const to of ['confirmed', 'packed', 'dispatched']) {
    const check = to === 'confirmed' ? prescriptionCheck([productId]) : {};
    const changed = await staffRequest(pharmacist, 'POST', `/records/${order}/status`, {
      json: { to, version: current.version, ...check, ...stepBody(to, current) },
    });
    expect(changed.status, to).toBe(200);
    current = changed.json;
  }
  return order;
}

describe('POST /api/privacy/reupload/ (handler module vs dynalite and s3rver)', () => {
  it('takes a new file for a refused prescription: rejected → received, history keeps both, both files stay under different keys', async () => {
    const reference = await rejected();
    const before = await record('prescription', reference);
    const oldKey = (before.file as { key: string }).key;

    const answer = await reupload(
      { reference: reference.toLowerCase(), phone: PHONE, consent: 'true', consent_version: '2026-11-21' },
      { prescription: [sampleJpeg(), 'new photo.jpg', 'image/jpeg'] },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      reference,
      kind: 'prescription',
      status: 'received',
      // A re-upload leaves the call task as it was: nobody has reached this shopper yet, so the call is still owed.
      nextStep: { code: 'pharmacist_calls', dueAt: expect.any(String) },
    });
    expect(answer.json.history.map((event: { status: string }) => event.status)).toEqual(['received', 'in_review', 'rejected', 'received']);

    const after = await record('prescription', reference);
    const files = after.files as { key: string; type: string; originalName: string }[];
    expect(files.map((file) => file.key)).toEqual([oldKey, (after.file as { key: string }).key]);
    expect(files[1]).toMatchObject({ type: 'jpeg', originalName: 'new photo.jpg' });
    expect(files[1]!.key).not.toBe(oldKey);
    expect(after).toMatchObject({ status: 'received', queue: 'prescription#received', version: 4, consentVersion: '2026-11-21' });
    expect(after).not.toHaveProperty('decidedBy');
    expect((after.history as { to: string; by: string }[]).at(-1)).toMatchObject({ from: 'rejected', to: 'received', by: 'shopper' });
    // The refused file is still there (its own retention), next to the new one.
    const stored = await aws.objectKeys(folderOf(oldKey));
    expect(stored).toContain(oldKey);
    expect(await aws.objectKeys(folderOf(files[1]!.key))).toContain(files[1]!.key);
    expect((await aws.objectBytes(files[1]!.key)).equals(sampleJpeg())).toBe(true);

    // The pharmacist can decide on the new file; a second re-upload is refused while it is not refused again.
    expect((await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, { json: { to: 'in_review', version: 4 } })).status).toBe(
      200,
    );
    const again = await reupload({ reference, phone: PHONE, consent: 'true' }, { prescription: [sampleJpeg(), 'x.jpg', 'image/jpeg'] });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');
  });

  it('stores a re-uploaded photo as /upload does: re-encoded, not the bytes that came', async () => {
    const reference = await rejected();
    const photo = Buffer.from(encodeJpeg({ data: Buffer.alloc(64 * 48 * 4, 0x80), width: 64, height: 48 }, 100).data);
    expect(
      (await reupload({ reference, phone: PHONE, consent: 'true' }, { prescription: [photo, 'photo.jpg', 'image/jpeg'] })).status,
    ).toBe(200);
    const file = (await record('prescription', reference)).file as { key: string; reencoded?: boolean; uploadedBytes?: number };
    expect(file).toMatchObject({ reencoded: true, uploadedBytes: photo.length });
    expect((await aws.objectBytes(file.key)).equals(photo)).toBe(false);
  });

  it.each([
    ['no consent', 400, { consent: 'false' }, () => ({ prescription: [sampleJpeg(), 'a.jpg', 'image/jpeg'] as [Buffer, string, string] })],
    ['a text file', 415, {}, () => ({ prescription: [Buffer.from('hello'), 'a.png', 'image/png'] as [Buffer, string, string] })],
    [
      'a 5 MiB file',
      413,
      {},
      () => ({
        prescription: [Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf', 'application/pdf'] as [
          Buffer,
          string,
          string,
        ],
      }),
    ],
    ['no file', 400, {}, () => ({})],
    [
      'an unknown field',
      400,
      { name: 'Asha' },
      () => ({ prescription: [sampleJpeg(), 'a.jpg', 'image/jpeg'] as [Buffer, string, string] }),
    ],
  ])('refuses %s with %d, before any lookup, and keeps the record as it was', async (_label, status, extra, files) => {
    const reference = await rejected();
    const response = await reupload({ reference, phone: PHONE, consent: 'true', ...extra }, files());
    expect(response.status).toBe(status);
    expect(response.json.error.code).toBeDefined();
    expect(await record('prescription', reference)).toMatchObject({ status: 'rejected', version: 3 });
  });

  it('refuses a reference of another kind with 400 and a wrong phone with the track 404', async () => {
    const message = await submit({ form: 'contact', name: 'Neha', email: 'neha@example.in', mobile: '+91 99101 23456', message: 'Hello' });
    const wrongKind = await reupload(
      { reference: message, phone: '9910123456', consent: 'true' },
      { prescription: [sampleJpeg(), 'a.jpg', 'image/jpeg'] },
    );
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.error.fields).toHaveProperty('reference');
    const reference = await rejected();
    const wrongPhone = await reupload(
      { reference, phone: '98110 42367', consent: 'true' },
      { prescription: [sampleJpeg(), 'a.jpg', 'image/jpeg'] },
    );
    expect(wrongPhone.status).toBe(404);
    expect(wrongPhone.json).toEqual(NOT_FOUND);
  });
});

describe('POST /api/privacy/erase/ (handler module vs dynalite and s3rver)', () => {
  it('erases a prescription at once: every version of every file, the personal fields; keeps the tombstone', async () => {
    const reference = await rejected();
    await reupload({ reference, phone: PHONE, consent: 'true' }, { prescription: [sampleJpeg(), 'b.jpg', 'image/jpeg'] });
    const files = (await record('prescription', reference)).files as { key: string }[];
    const folders = [...new Set(files.map((file) => folderOf(file.key)))];
    expect((await Promise.all(folders.map(versions))).flat()).toHaveLength(2);

    const answer = await erase(reference);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      reference,
      outcome: 'deleted',
      reason: { code: 'privacy_deleted' },
      message: privacyMessages.deleted,
    });

    for (const folder of folders) expect(await versions(folder)).toEqual([]);
    const tombstone = await record('prescription', reference);
    expect(tombstone).toMatchObject({
      reference,
      kind: 'prescription',
      status: 'erased',
      queue: 'prescription#erased',
      erasedAt: answer.json.at,
    });
    // What a tombstone may keep: its key and identity, the lifecycle fields, the e-mail outbox (the 'erased' e-mail).
    const identity = ['pk', 'sk', 'reference', 'kind'];
    const lifecycle = ['status', 'version', 'updatedAt', 'createdAt', 'queue', 'history', 'erasedAt', 'expiresAt'];
    const allowed = [...identity, ...lifecycle, 'outbox', 'outboxState', 'outboxDueAt'];
    expect(Object.keys(tombstone).filter((name) => !allowed.includes(name))).toEqual([]);
    // Nothing the shopper typed or sent is left: not in the fields, not in the history (staff notes go too).
    const { outbox, ...rest } = tombstone;
    const text = JSON.stringify(rest);
    for (const personal of [
      'Asha',
      'asha@example.com',
      '98765',
      'Dolo',
      'Sector 18',
      'Noida',
      'Two strips',
      'scan.pdf',
      'b.jpg',
      'A. Verma',
      'prescriptions/',
    ]) {
      expect(text).not.toContain(personal);
    }
    // The only copy of the address is the 'erased' e-mail still waiting in the outbox (removed once it is sent).
    for (const event of (outbox as { to?: string; state: string }[] | undefined) ?? []) if (event.to) expect(event.state).not.toBe('sent');
    expect((tombstone.history as { to: string }[]).map((entry) => entry.to)).toEqual([
      'received',
      'in_review',
      'rejected',
      'received',
      'erased',
    ]);

    // The record is gone for the shopper too: no phone to match any more.
    expect((await track(reference)).json).toEqual(NOT_FOUND);
  });

  it('erases a message at once', async () => {
    const message = await submit({
      form: 'contact',
      name: 'Neha',
      email: 'neha@example.in',
      mobile: '+91 99101 23456',
      message: 'My private question',
    });
    const answer = await erase(message, '9910123456');
    expect(answer.json).toMatchObject({ outcome: 'deleted' });
    const tombstone = await record('message', message);
    expect(tombstone).toMatchObject({ status: 'erased', kind: 'message' });
    expect(JSON.stringify({ ...tombstone, outbox: undefined })).not.toMatch(/Neha|neha@|99101|private question/);
  });

  it('holds the request when a dispatched order depends on it, says so, and puts it in the staff queue', async () => {
    const order = await dispatchedOrder();
    const orderFile = (await record('order', order)).file as { key: string };
    const answer = await erase(order, checkoutShopper.phone);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      reference: order,
      outcome: 'recorded',
      reason: { code: 'privacy_kept_by_law', days: PRIVACY_RESPONSE_DAYS },
      message: privacyMessages.recordsLaw,
    });
    expect(await versions(folderOf(orderFile.key))).toHaveLength(1); // kept, as the law asks
    const held = await record('order', order);
    expect(held).toMatchObject({ status: 'dispatched', name: checkoutShopper.name });
    expect(held.privacyRequests).toEqual([expect.objectContaining({ type: 'erasure', state: 'open', reason: 'records_law' })]);
    // A repeat (a new code, a few minutes later) does not add a second request.
    expect((await erase(order, checkoutShopper.phone, new Date(Date.now() + 5 * 60_000))).json.outcome).toBe('recorded');
    expect((await record('order', order)).privacyRequests).toHaveLength(1);
    // Staff find it in the queue of privacy requests; the shopper sees it on /track.
    const queue = await staffRequest(support, 'GET', '/queue', { query: { kind: 'order', status: 'privacy_request' } });
    expect(queue.status).toBe(200);
    expect(queue.json.rows).toContainEqual(expect.objectContaining({ reference: order, status: 'erasure_held' }));
    expect((await track(order, checkoutShopper.phone)).json.requests).toEqual([{ type: 'erasure', at: answer.json.at, state: 'open' }]);

    // An RX- prescription an order was dispatched against is held the same way.
    const prescription = await newPrescription();
    await aws.setDependentOrders(prescription, [order]);
    expect((await erase(prescription)).json).toMatchObject({ outcome: 'recorded', reason: { code: 'privacy_kept_by_law' } });
    expect(await record('prescription', prescription)).toMatchObject({ status: 'received', name: 'Asha Verma' });
  });

  it('tells the shopper that a dispatched Schedule H1 medicine keeps its register entry 3 years, and what it holds', async () => {
    const order = await dispatchedOrder(TAXIM);
    const answer = await erase(order, checkoutShopper.phone);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      reference: order,
      outcome: 'recorded',
      reason: { code: 'privacy_kept_h1_register', days: PRIVACY_RESPONSE_DAYS, years: H1_REGISTER_RETENTION_YEARS },
      message: privacyMessages.h1Register,
    });
    expect(privacyMessages.h1Register).toContain('Rule 65');
    expect(privacyMessages.h1Register).toContain(`${H1_REGISTER_RETENTION_YEARS} years`);
    // Staff see the same hold as any dispatched order; the register entry is there, untouched by the request.
    expect((await record('order', order)).privacyRequests).toEqual([
      expect.objectContaining({ type: 'erasure', state: 'open', reason: 'records_law' }),
    ]);
    const day = kolkataDate(new Date());
    const register = await staffRequest(pharmacist, 'GET', '/registers/h1', { query: { from: day, to: day } });
    expect(register.json.entries).toContainEqual(
      expect.objectContaining({ reference: order, productId: TAXIM, patientName: checkoutShopper.name }),
    );
  });

  it('records an order not yet dispatched for staff (an order is a record of sale)', async () => {
    const order = await submit({
      form: 'checkout',
      ...checkoutShopper,
      items: JSON.stringify([{ id: 'products-dolo-650-tab-15', quantity: 1 }]),
    });
    expect((await erase(order, checkoutShopper.phone)).json).toMatchObject({
      outcome: 'recorded',
      reason: { code: 'privacy_order_record', days: PRIVACY_RESPONSE_DAYS },
      message: privacyMessages.orderRecord,
    });
    expect((await record('order', order)).privacyRequests).toEqual([expect.objectContaining({ type: 'erasure', reason: 'order_record' })]);
  });

  it('leaves the record untouched when a file version cannot be deleted, and a retry finishes the erasure', async () => {
    const reference = await newPrescription();
    const key = ((await record('prescription', reference)).file as { key: string }).key;
    const failing = createAwsClients();
    failing.s3.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'DeleteObjectsCommand')
          return { output: { Errors: [{ Key: key, Code: 'AccessDenied' }], $metadata: {} }, response: {} } as never;
        return next(args);
      },
      { step: 'initialize', name: 'failDeletes' },
    );
    const broken = createHttpHandler('privacy', ['POST'], (request) =>
      routePrivacyRequest(request, { clients: failing, config: aws.config, now: new Date(), requestId: 'test' }),
    );
    expect((await askCode(reference)).status).toBe(200);
    const code = await mail.deliveredCode(reference);
    const failed = await enterCode(reference, code, PHONE, broken);
    expect(failed.status).toBe(503);
    expect(await record('prescription', reference)).toMatchObject({ status: 'received', name: 'Asha Verma', version: 1 });
    expect(await versions(folderOf(key))).toHaveLength(1);

    // The code was right and nothing was erased: it still works for the retry.
    expect((await enterCode(reference, code)).json.outcome).toBe('deleted');
    expect(await versions(folderOf(key))).toEqual([]);
  });

  it('answers a wrong phone with the track 404, counted toward the same 429 as /api/track/', async () => {
    const reference = await newPrescription();
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await track(reference, `98110000${10 + attempt}`)).json).toEqual(NOT_FOUND);
    for (let attempt = 3; attempt <= 4; attempt += 1) expect((await askCode(reference, `98110000${10 + attempt}`)).json).toEqual(NOT_FOUND);
    expect((await correct(reference, 'My name is misspelt', '9811000015')).json).toEqual(NOT_FOUND);
    const locked = await askCode(reference);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await correct(reference, 'My name is misspelt')).status).toBe(429);
    expect(await record('prescription', reference)).toMatchObject({ status: 'received', name: 'Asha Verma' });
  });

  it('refuses bad bodies with a JSON 4xx', async () => {
    const reference = await newPrescription();
    expect((await postJson('/api/privacy/erase/', { reference, phone: PHONE })).json.error.fields).toHaveProperty('confirm');
    expect((await postJson('/api/privacy/erase/', { reference, phone: PHONE, confirm: 'yes' })).status).toBe(400);
    expect((await postJson('/api/privacy/erase/', { reference, phone: PHONE, confirm: true, why: 'x' })).json.error.fields).toMatchObject({
      why: { code: 'unknown_field' },
    });
    for (const code of ['12345', '1234567', 'abcdef', '', 123456]) {
      const answer = await postJson('/api/privacy/erase/', { reference, phone: PHONE, code });
      expect(answer.status, String(code)).toBe(400);
      expect(answer.json.error.fields).toHaveProperty('code');
    }
    expect(
      (await postJson('/api/privacy/erase/', { reference, phone: PHONE, confirm: true, code: '123456' })).json.error.fields,
    ).toMatchObject({ confirm: { code: 'unknown_field' } });
    for (const [contentType, body, status] of [
      ['text/plain', 'x', 415],
      ['application/json', '{oops', 422],
    ] as const) {
      const answer = await invoke(privacyHandler, {
        method: 'POST',
        path: '/api/privacy/erase/',
        headers: { 'content-type': contentType },
        body: Buffer.from(body),
      });
      expect(answer.status, contentType).toBe(status);
    }
    expect((await invoke(privacyHandler, { method: 'GET', path: '/api/privacy/erase/' })).status).toBe(405);
    expect((await postJson('/api/privacy/other/', { reference, phone: PHONE })).status).toBe(404);
    expect((await postJson('/api/privacy/correct/', { reference, phone: PHONE, details: 'x'.repeat(1001) })).status).toBe(400);
    expect((await postJson('/api/privacy/correct/', { reference, phone: PHONE, details: 'x'.repeat(20_000) })).status).toBe(413);
    expect(await record('prescription', reference)).toMatchObject({ status: 'received', version: 1 });
  });
});

describe('POST /api/privacy/correct/ (handler module vs dynalite)', () => {
  it('records a correction request for staff, without control characters, and shows it on /track without its text', async () => {
    const reference = await newPrescription();
    const answer = await correct(reference, 'Name is Asha\u001b[31m Varma,\u202e not Verma\nThanks');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      reference,
      outcome: 'recorded',
      reason: { code: 'privacy_correction_recorded', days: PRIVACY_RESPONSE_DAYS },
      message: privacyMessages.correction,
    });
    const stored = await record('prescription', reference);
    expect(stored.privacyRequests).toEqual([
      {
        id: expect.any(String),
        type: 'correction',
        at: answer.json.at,
        state: 'open',
        details: 'Name is Asha[31m Varma, not Verma\nThanks',
      },
    ]);
    expect(stored).toMatchObject({ status: 'received', version: 1 }); // not a status change

    const tracked = await track(reference);
    expect(tracked.json.requests).toEqual([{ type: 'correction', at: answer.json.at, state: 'open' }]);
    expect(JSON.stringify(tracked.json)).not.toContain('Varma');

    const queue = await staffRequest(pharmacist, 'GET', '/queue', { query: { kind: 'prescription', status: 'privacy_request' } });
    expect(queue.json.rows).toContainEqual(expect.objectContaining({ reference, status: 'correction_requested' }));
    const shown = await staffRequest(pharmacist, 'GET', `/records/${reference}`);
    expect(shown.json.privacyRequests).toHaveLength(1);
  });

  it('takes the correction out of the staff queue when the shopper then erases the record', async () => {
    const reference = await newPrescription();
    expect((await correct(reference, 'Please fix my address to Sector 62')).status).toBe(200);
    expect((await erase(reference)).json.outcome).toBe('deleted');
    const queue = await staffRequest(pharmacist, 'GET', '/queue', { query: { kind: 'prescription', status: 'privacy_request' } });
    expect(queue.json.rows.filter((row: { reference: string }) => row.reference === reference)).toEqual([]);
  });

  it('never writes the reference, the phone or the text to a log line', async () => {
    const reference = await newPrescription();
    const info = vi.spyOn(logger, 'info');
    const error = vi.spyOn(logger, 'error');
    try {
      expect((await correct(reference, 'Please fix my address to Sector 62')).status).toBe(200);
      expect((await askCode(reference, '98110 42367')).status).toBe(404);
      expect((await askCode(reference)).status).toBe(200);
      const code = await mail.deliveredCode(reference);
      expect((await enterCode(reference, code)).status).toBe(200);
      const logged = JSON.stringify([...info.mock.calls, ...error.mock.calls]);
      expect(info).toHaveBeenCalled();
      expect(logged).not.toContain(reference);
      expect(logged).not.toMatch(/98765|98110|Sector 62|asha@example/);
      expect(logged).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    } finally {
      info.mockRestore();
      error.mockRestore();
    }
  });
});
