/**
 * Staff complete shoppers' privacy requests (DPDP Act 2023 §12): POST …/privacy-requests/<id>/correction applies a
 * correction, POST …/privacy-requests/<id>/erase erases a held record once no dependent order is open. The handler
 * modules against dynalite, s3rver and this file's SES emulator, with claims as API Gateway's JWT authorizer passes them.
 */
import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { PRIVACY_CORRECTION_REASON } from '../../contracts/privacy-requests';
import { recordKey } from '../../functions/data/records';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { routePrivacyRequest } from '../../functions/privacy/privacy.core';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { testAws } from '../support/aws';
import { useErasureMail } from '../support/erasure-mail';
import { checkoutShopper, minimalContact } from '../support/fixtures';
import { invoke, prescriptionFields, samplePdf, submitThroughHandler as submit } from '../support/http';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const mail = useErasureMail(aws);

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });
const post = (handler: typeof privacyHandler, path: string, body: unknown, claims?: Record<string, unknown>) =>
  invoke(handler, { method: 'POST', path, ...(claims ? { claims } : {}), ...json(body) });

type Kind = 'prescription' | 'order' | 'message';
async function stored(kind: Kind, reference: string): Promise<Record<string, any>> {
  const found = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: recordKey(kind, reference), ConsistentRead: true }),
  );
  return found.Item ?? {};
}

/** A record's correction request filed from /track; returns the request's id. */
async function requestCorrection(kind: Kind, reference: string, phone: string): Promise<string> {
  const answer = await post(privacyHandler, '/api/privacy/correct/', { reference, phone, details: 'My e-mail and name are wrong' });
  expect(answer.status).toBe(200);
  const requests = (await stored(kind, reference)).privacyRequests as Array<{ id: string; type: string }>;
  return requests.find((request) => request.type === 'correction')!.id;
}

const correct = (claims: Record<string, unknown>, reference: string, id: string, body: unknown) =>
  staffRequest(claims, 'POST', `/records/${reference}/privacy-requests/${id}/correction`, { json: body });
const eraseNow = (claims: Record<string, unknown>, reference: string, id: string, body: unknown) =>
  staffRequest(claims, 'POST', `/records/${reference}/privacy-requests/${id}/erase`, { json: body });

async function auditOf(reference: string): Promise<Array<{ action: string; userId: string; detail?: string; outcome: string }>> {
  const response = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
  expect(response.status).toBe(200);
  return response.json.entries;
}

/** Both steps of a shopper's erasure from /track (the e-mailed code read from this file's SES emulator). */
async function shopperErase(reference: string, phone: string) {
  const now = new Date();
  const handler = createHttpHandler('privacy', ['POST'], (request) =>
    routePrivacyRequest(request, { clients: aws.clients, config: aws.config, now, requestId: 'test' }),
  );
  expect(
    (await invoke(handler, { method: 'POST', path: '/api/privacy/erase/', ...json({ reference, phone, confirm: true }) })).status,
  ).toBe(200);
  const code = await mail.deliveredCode(reference, now);
  return invoke(handler, { method: 'POST', path: '/api/privacy/erase/', ...json({ reference, phone, code }) });
}

describe('POST /api/staff/records/<reference>/privacy-requests/<id>/correction', () => {
  it('applies the correction: fields set, history names fields not values, request done, one e-mail to the new address, audited', async () => {
    const reference = await submit(prescriptionFields, { prescription: [samplePdf('correction'), 'scan.pdf', 'application/pdf'] });
    const id = await requestCorrection('prescription', reference, prescriptionFields.phone);
    const before = await stored('prescription', reference);

    const answer = await correct(pharmacist, reference, id, {
      fields: { name: '  Asha Varma ', email: 'asha.varma@example.com', city: 'Noida' },
      version: before.version,
    });
    expect(answer.status).toBe(200);
    const after = await stored('prescription', reference);
    // Trimmed by the form's own schema; the unchanged city is not counted as a change.
    expect(after).toMatchObject({ name: 'Asha Varma', email: 'asha.varma@example.com', city: 'Noida', status: 'received' });
    expect(after.version).toBe(before.version + 1);
    expect(answer.json).toMatchObject({ reference, name: 'Asha Varma', version: before.version + 1 });

    const entry = after.history.at(-1);
    expect(entry).toMatchObject({ by: pharmacist.sub, from: 'received', to: 'received', reason: PRIVACY_CORRECTION_REASON });
    expect(entry.note).toContain('Name');
    expect(entry.note).toContain('E-mail address');
    expect(entry.note).not.toContain('City');
    const historyText = JSON.stringify(after.history);
    for (const value of ['Asha Verma', 'asha@example.com', 'Asha Varma', 'asha.varma@example.com'])
      expect(historyText).not.toContain(value);

    const request = after.privacyRequests.find((candidate: { id: string }) => candidate.id === id);
    expect(request).toMatchObject({ state: 'done', doneBy: pharmacist.sub, correctedFields: ['name', 'email'] });
    expect(JSON.stringify(request.resolution)).not.toContain('asha');

    const corrected = (after.outbox as Array<{ status: string; to?: string }>).filter((event) => event.status === 'details_corrected');
    expect(corrected).toEqual([expect.objectContaining({ audience: 'shopper', state: 'pending' })]);
    expect(corrected[0]!.to).toBeUndefined(); // the notifier reads the corrected address from the record
    await runNotifier(mail.notifierAt(new Date()));
    const sent = (await mail.mailbox()).filter((message) =>
      message.subject.includes(`We corrected your details for prescription ${reference}`),
    );
    expect(sent.map((message) => message.destination.to)).toEqual([['asha.varma@example.com']]);

    const audit = (await auditOf(reference)).filter((row) => row.action === 'privacy_correction');
    expect(audit).toEqual([
      expect.objectContaining({ userId: pharmacist.sub, outcome: 'allowed', detail: `correction ${id}: name, email` }),
    ]);

    // /track names the correction by its reason code (the status stays); the page words it.
    const tracked = await post(trackHandler, '/api/track/', { reference, phone: prescriptionFields.phone });
    expect(tracked.json.history.at(-1)).toMatchObject({ reason: PRIVACY_CORRECTION_REASON });

    // Done once: a second apply is a 409 with the current record, and nothing more is written.
    const again = await correct(pharmacist, reference, id, { fields: { name: 'Someone Else' }, version: after.version });
    expect(again.status).toBe(409);
    expect(again.json.current).toMatchObject({ name: 'Asha Varma' });
    expect((await stored('prescription', reference)).version).toBe(after.version);
  });

  it('checks each field by the original form rules, refuses unknown fields and a stale version', async () => {
    const reference = await submit({
      form: 'checkout',
      ...checkoutShopper,
      items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 1 }]),
    });
    const id = await requestCorrection('order', reference, checkoutShopper.phone);
    const { version } = await stored('order', reference);
    const bad = await correct(pharmacist, reference, id, { fields: { email: 'not an address', code: '1100' }, version });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['code', 'email']);
    const unknown = await correct(pharmacist, reference, id, { fields: { lineItems: 'free' }, version });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toHaveProperty('lineItems');
    const nothing = await correct(pharmacist, reference, id, { fields: { name: checkoutShopper.name }, version });
    expect(nothing.status).toBe(400);
    const stale = await correct(pharmacist, reference, id, { fields: { name: 'Meera Iyer' }, version: version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ reference, version, name: checkoutShopper.name });
    const after = await stored('order', reference);
    expect(after).toMatchObject({ version, name: checkoutShopper.name, email: checkoutShopper.email });
    expect((after.outbox as Array<{ status: string }>).some((event) => event.status === 'details_corrected')).toBe(false);
    expect((await auditOf(reference)).find((row) => row.action === 'privacy_correction')).toMatchObject({ outcome: 'conflict' });
  });

  it('by kind: support correct messages, pharmacists may not; support may not touch prescriptions', async () => {
    const message = await submit(minimalContact);
    const id = await requestCorrection('message', message, minimalContact.mobile);
    const { version } = await stored('message', message);
    expect((await correct(pharmacist, message, id, { fields: { name: 'Ravi Kumar' }, version })).status).toBe(403);
    const done = await correct(support, message, id, { fields: { name: 'Ravi Kumar', mobile: '98110 42367' }, version });
    expect(done.status).toBe(200);
    expect(await stored('message', message)).toMatchObject({ name: 'Ravi Kumar', mobile: '98110 42367' });

    const prescription = await submit(prescriptionFields, { prescription: [samplePdf('roles'), 'scan.pdf', 'application/pdf'] });
    const rxId = await requestCorrection('prescription', prescription, prescriptionFields.phone);
    expect((await correct(support, prescription, rxId, { fields: { name: 'X Y' }, version: 1 })).status).toBe(403);
    expect((await eraseNow(support, prescription, rxId, { version: 1 })).status).toBe(403);
    expect((await correct({ sub: 'nobody', token_use: 'id' }, prescription, rxId, { fields: { name: 'X Y' }, version: 1 })).status).toBe(
      403,
    );
  });
});

describe('POST /api/staff/records/<reference>/privacy-requests/<id>/erase', () => {
  it('is refused (409, naming the order) while a dependent order is open, and erases everything once it is cancelled', async () => {
    const order = await submit(
      {
        form: 'checkout',
        ...checkoutShopper,
        items: JSON.stringify([{ id: 'prescription-azee-500-tab-3', quantity: 1 }]),
        consent: 'true',
      },
      { prescription: [samplePdf('order rx'), 'rx.pdf', 'application/pdf'] },
    );
    const prescription = await submit(prescriptionFields, { prescription: [samplePdf('held'), 'scan.pdf', 'application/pdf'] });
    await aws.setDependentOrders(prescription, [order]);
    expect((await shopperErase(prescription, prescriptionFields.phone)).json).toMatchObject({ outcome: 'recorded' });
    const held = await stored('prescription', prescription);
    const id = (held.privacyRequests as Array<{ id: string; type: string }>).find((request) => request.type === 'erasure')!.id;
    const folder = held.file.key.slice(0, held.file.key.lastIndexOf('/') + 1);

    const refused = await eraseNow(pharmacist, prescription, id, { version: held.version });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain(order);
    expect(refused.json.openOrders).toEqual([{ reference: order, status: 'awaiting_prescription' }]);
    expect(await stored('prescription', prescription)).toMatchObject({ status: 'received', name: prescriptionFields.name });

    const stale = await eraseNow(pharmacist, prescription, id, { version: held.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ reference: prescription, status: 'received' });

    const cancelled = await staffRequest(pharmacist, 'POST', `/records/${order}/status`, {
      json: { to: 'cancelled', reason: 'out_of_stock', version: (await stored('order', order)).version },
    });
    expect(cancelled.status).toBe(200);

    const erased = await eraseNow(pharmacist, prescription, id, { version: held.version });
    expect(erased.status).toBe(200);
    expect(erased.json).toMatchObject({ reference: prescription, status: 'erased' });
    const tombstone = await stored('prescription', prescription);
    expect(tombstone).toMatchObject({ status: 'erased', reference: prescription });
    for (const field of ['name', 'email', 'phone', 'address', 'medicineName', 'file', 'files', 'privacyRequests', 'dependentOrders'])
      expect(tombstone, field).not.toHaveProperty(field);
    expect(tombstone.history.at(-1)).toMatchObject({ to: 'erased', by: pharmacist.sub });
    const versions = await aws.clients.s3.send(new ListObjectVersionsCommand({ Bucket: aws.config.bucketName, Prefix: folder }));
    expect([...(versions.Versions ?? []), ...(versions.DeleteMarkers ?? [])]).toEqual([]);
    expect((tombstone.outbox as Array<{ status: string }>).filter((event) => event.status === 'erased')).toHaveLength(1);

    const audit = (await auditOf(prescription)).filter((row) => row.action === 'privacy_erase').map((row) => row.outcome);
    expect(audit.sort()).toEqual(['allowed', 'conflict', 'refused']);
    // The shopper's reference no longer tracks (no phone is left to match).
    expect((await post(trackHandler, '/api/track/', { reference: prescription, phone: prescriptionFields.phone })).status).toBe(404);
  });

  it('refuses to erase an order record (a record of sale) and a correction request id', async () => {
    const order = await submit({
      form: 'checkout',
      ...checkoutShopper,
      items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 1 }]),
    });
    expect((await shopperErase(order, checkoutShopper.phone)).json).toMatchObject({ outcome: 'recorded' });
    const held = await stored('order', order);
    const id = (held.privacyRequests as Array<{ id: string }>)[0]!.id;
    const refused = await eraseNow(pharmacist, order, id, { version: held.version });
    expect(refused.status).toBe(409);
    expect(await stored('order', order)).toMatchObject({ name: checkoutShopper.name });
    const correctionId = await requestCorrection('order', order, checkoutShopper.phone);
    expect((await eraseNow(pharmacist, order, correctionId, { version: held.version })).status).toBe(400);
  });
});
