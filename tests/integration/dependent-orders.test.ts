/**
 * The records-law hold made real: an order that carries a prescription lists the order its file was dispensed against
 * (`dependentOrders`), so an erasure request is held for staff instead of deleting the prescription at once, while the
 * order is open or once it is dispatched; a cancelled order holds nothing (functions/privacy/privacy.core.ts
 * dependentOrderHold). Handler modules against dynalite, s3rver and this file's SES emulator (the two-step erasure).
 */
import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { privacyMessages } from '../../contracts/privacy-requests';
import { recordKey } from '../../functions/data/records';
import { routePrivacyRequest } from '../../functions/privacy/privacy.core';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { testAws } from '../support/aws';
import { useErasureMail } from '../support/erasure-mail';
import { checkoutShopper } from '../support/fixtures';
import { invoke, prescriptionFields, samplePdf, submitThroughHandler } from '../support/http';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const mail = useErasureMail(aws);

const submitForm = submitThroughHandler;

/** An order of a prescription-only medicine, with its prescription file. */
const orderWithPrescription = () =>
  submitForm(
    { form: 'checkout', ...checkoutShopper, items: JSON.stringify([{ id: 'prescription-azee-500-tab-3', quantity: 1 }]), consent: 'true' },
    { prescription: [samplePdf('dependent order'), 'rx.pdf', 'application/pdf'] },
  );

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });

/** Both steps of a shopper's erasure at `now` (one code request a minute per reference): the request, then the e-mailed code. */
async function erase(reference: string, phone: string, now = new Date()) {
  const handler = createHttpHandler('privacy', ['POST'], (request) =>
    routePrivacyRequest(request, { clients: aws.clients, config: aws.config, now, requestId: 'test' }),
  );
  const asked = await invoke(handler, { method: 'POST', path: '/api/privacy/erase/', ...json({ reference, phone, confirm: true }) });
  expect(asked.json).toMatchObject({ outcome: 'code_sent' });
  const code = await mail.deliveredCode(reference, now);
  return invoke(handler, { method: 'POST', path: '/api/privacy/erase/', ...json({ reference, phone, code }) });
}

async function stored(kind: 'prescription' | 'order', reference: string): Promise<Record<string, unknown>> {
  const found = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: recordKey(kind, reference), ConsistentRead: true }),
  );
  return found.Item ?? {};
}

describe('dependentOrders: the records-law hold of a prescription an order carries', () => {
  it('an order with a prescription lists itself, and its erasure is held (recorded) with the file kept', async () => {
    const order = await orderWithPrescription();
    const placed = await stored('order', order);
    expect(placed.dependentOrders).toEqual([order]);
    const answer = await erase(order, checkoutShopper.phone);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      reference: order,
      outcome: 'recorded',
      reason: { code: 'privacy_order_record' },
      message: privacyMessages.orderRecord,
    });
    const held = await stored('order', order);
    expect(held).toMatchObject({ status: 'awaiting_prescription', name: checkoutShopper.name, file: placed.file });
    expect(held.privacyRequests).toEqual([expect.objectContaining({ type: 'erasure', state: 'open', reason: 'order_record' })]);
    const key = (placed.file as { key: string }).key;
    const versions = await aws.clients.s3.send(new ListObjectVersionsCommand({ Bucket: aws.config.bucketName, Prefix: key }));
    expect(versions.Versions ?? []).toHaveLength(1);
  });

  it('a prescription an open order depends on is held; once that order is cancelled it is erased at once', async () => {
    const order = await orderWithPrescription();
    const prescription = await submitForm(prescriptionFields, { prescription: [samplePdf('linked'), 'scan.pdf', 'application/pdf'] });
    await aws.setDependentOrders(prescription, [order]);
    expect((await erase(prescription, prescriptionFields.phone)).json).toMatchObject({ outcome: 'recorded' });
    expect(await stored('prescription', prescription)).toMatchObject({ status: 'received', name: prescriptionFields.name });

    const cancelled = await staffRequest(pharmacistClaims, 'POST', `/records/${order}/status`, {
      json: { to: 'cancelled', reason: 'shopper_request', version: 1 },
    });
    expect(cancelled.status).toBe(200);
    // A minute later (one code request a minute per reference), the cancelled order holds nothing.
    const again = await erase(prescription, prescriptionFields.phone, new Date(Date.now() + 2 * 60_000));
    expect(again.json).toMatchObject({ outcome: 'deleted' });
    expect(await stored('prescription', prescription)).toMatchObject({ status: 'erased' });
  });
});
