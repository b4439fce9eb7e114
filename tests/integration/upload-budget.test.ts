import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UPLOAD_COUNTER_RETENTION_DAYS } from '../../contracts/deployment/table-design';
import { recordKey } from '../../functions/data/records';
import { uploadCounterKey, utcDay } from '../../functions/data/upload-budget';
import { routePrivacyRequest } from '../../functions/privacy/privacy.core';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { UPLOADS_PAUSED_MESSAGE } from '../../functions/submit-form/prescription-upload';
import { submitForm } from '../../functions/submit-form/submit-form.core';
import { handler as submitHandler } from '../../functions/submit-form/submit-form.handler';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { encodeMultipart, formData, invoke, prescriptionFields, samplePdf } from '../support/http';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

// The global daily upload-byte budget (functions/data/upload-budget.ts): a conditional counter per UTC day, checked
// before a prescription file is stored by /upload, checkout and the privacy re-upload.

const aws = testAws();
const DAY_MS = 24 * 60 * 60 * 1000;
const PDF = samplePdf('budget test'); // stored as uploaded, so each upload counts exactly its length
const FILE_BYTES = PDF.length;
const PHONE = '98765 43210';

/**
 * A day of its own for each test, far in the future (the table is this file's, but the counter is global per day), with
 * the day after it free too: 22:00 UTC, two hours before the next day's budget opens.
 */
let lastDay = Date.UTC(2200, 0, 1) + randomInt(0, 50_000) * DAY_MS;
function ownDay(): Date {
  lastDay += 2 * DAY_MS;
  return new Date(lastDay + 22 * 60 * 60 * 1000);
}

/** submit-form as deployed, but with `budgetBytes` as its daily budget and `now` as its clock. */
function submitFormWith(budgetBytes: number, now: Date) {
  return createHttpHandler('submit-form', ['POST'], (request) =>
    submitForm(request, { clients: aws.clients, config: { ...aws.config, uploadBudgetBytesPerDay: budgetBytes }, now }),
  );
}

async function post(handler: ReturnType<typeof submitFormWith>, form: FormData) {
  const { body, contentType } = await encodeMultipart(form);
  return invoke(handler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body });
}

const prescription = () => formData(prescriptionFields, { prescription: [PDF, 'rx.pdf', 'application/pdf'] });
const checkoutWithPrescription = () =>
  formData(
    { form: 'checkout', ...checkoutShopper, items: JSON.stringify([{ id: 'prescription-azee-500-tab-3', quantity: 1 }]), consent: 'true' },
    { prescription: [PDF, 'rx.pdf', 'application/pdf'] },
  );

/** The day's counter of uploaded bytes, read consistently (undefined before the day's first upload). */
async function counted(day: Date): Promise<number | undefined> {
  const item = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: uploadCounterKey(utcDay(day)), ConsistentRead: true }),
  );
  return item.Item?.bytes as number | undefined;
}

/** Object keys and records stored on `day` (keys and references carry the date). */
async function storedOn(day: Date) {
  const [year, month, date] = utcDay(day).split('-');
  const records = (await aws.allItems()).filter((item) => String(item.reference ?? '').includes(`-${year}${month}${date}-`));
  return { objects: (await aws.objectKeys(`prescriptions/${year}/${month}/${date}/`)).length, records: records.length };
}

describe('the daily upload-byte budget', () => {
  it('stores the upload that fits the budget exactly, then answers 503 UPLOADS_PAUSED with Retry-After and stores nothing', async () => {
    const day = ownDay();
    const handler = submitFormWith(3 * FILE_BYTES, day);
    for (let upload = 1; upload <= 3; upload += 1) {
      const answer = await post(handler, prescription());
      expect(answer.status, `upload ${upload}`).toBe(201);
    }
    expect(await counted(day)).toBe(3 * FILE_BYTES);
    expect(await storedOn(day)).toEqual({ objects: 3, records: 3 });

    for (const form of [prescription(), checkoutWithPrescription()]) {
      const paused = await post(handler, form);
      expect(paused.status).toBe(503);
      expect(paused.json).toEqual({ error: { code: 'UPLOADS_PAUSED', message: UPLOADS_PAUSED_MESSAGE } });
      expect(paused.headers['retry-after']).toBe(String(2 * 60 * 60)); // 22:00 → midnight UTC
    }
    expect(await counted(day)).toBe(3 * FILE_BYTES);
    expect(await storedOn(day)).toEqual({ objects: 3, records: 3 });

    // Forms without a file are not affected, and the next UTC day has a budget of its own.
    const contact = await post(
      handler,
      formData({ form: 'contact', name: 'Ravi', email: 'ravi@example.in', mobile: '9811042367', message: 'Hello' }),
    );
    expect(contact.status).toBe(201);
    const dayAfter = new Date(day.getTime() + 2 * 60 * 60 * 1000);
    expect((await post(submitFormWith(3 * FILE_BYTES, dayAfter), prescription())).status).toBe(201);
    expect(await counted(dayAfter)).toBe(FILE_BYTES);
  });

  it('keeps the counter of a day for two days after the day began (TTL)', async () => {
    const day = ownDay();
    expect((await post(submitFormWith(FILE_BYTES, day), prescription())).status).toBe(201);
    const item = await aws.clients.dynamo.send(
      new GetCommand({ TableName: aws.config.tableName, Key: uploadCounterKey(utcDay(day)), ConsistentRead: true }),
    );
    expect(item.Item).toEqual({
      pk: `UPLOADS#${utcDay(day)}`,
      sk: 'RECORD',
      bytes: FILE_BYTES,
      expiresAt: Date.parse(utcDay(day)) / 1000 + UPLOAD_COUNTER_RETENTION_DAYS * 24 * 60 * 60,
    });
  });

  it('never lets 10 concurrent uploads take the counter past the budget', async () => {
    const day = ownDay();
    const budget = 3 * FILE_BYTES + Math.floor(FILE_BYTES / 2); // room for 3 files, not 4
    const handler = submitFormWith(budget, day);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(handler, prescription())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 503, 503, 503, 503, 503, 503, 503]);
    expect(answers.filter((answer) => answer.status === 503).every((answer) => answer.json.error.code === 'UPLOADS_PAUSED')).toBe(true);
    expect(await counted(day)).toBe(3 * FILE_BYTES);
    expect(await storedOn(day)).toEqual({ objects: 3, records: 3 });
  });

  it('pauses the privacy re-upload too, leaving the refused prescription as it was', async () => {
    // A refused prescription, made today under the default budget.
    const { body, contentType } = await encodeMultipart(prescription());
    const reference = (
      await invoke(submitHandler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body })
    ).json.reference as string;
    for (const change of [
      { to: 'in_review', version: 1 },
      { to: 'rejected', reason: 'patient_mismatch', version: 2 },
    ]) {
      const answer = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, { json: change });
      expect(answer.status).toBe(200);
    }
    const before = (
      await aws.clients.dynamo.send(
        new GetCommand({ TableName: aws.config.tableName, Key: recordKey('prescription', reference), ConsistentRead: true }),
      )
    ).Item;

    const day = ownDay();
    expect((await post(submitFormWith(FILE_BYTES, day), prescription())).status).toBe(201); // the day's budget is now used up
    const privacy = createHttpHandler('privacy', ['POST'], (request) =>
      routePrivacyRequest(request, {
        clients: aws.clients,
        config: { ...aws.config, uploadBudgetBytesPerDay: FILE_BYTES },
        now: day,
        requestId: request.requestId,
      }),
    );
    const reupload = await encodeMultipart(
      formData({ reference, phone: PHONE, consent: 'true' }, { prescription: [PDF, 'new.pdf', 'application/pdf'] }),
    );
    const answer = await invoke(privacy, {
      method: 'POST',
      path: '/api/privacy/reupload/',
      headers: { 'content-type': reupload.contentType },
      body: reupload.body,
    });
    expect(answer.status).toBe(503);
    expect(answer.json.error.code).toBe('UPLOADS_PAUSED');
    expect(Number(answer.headers['retry-after'])).toBe(2 * 60 * 60);
    const after = (
      await aws.clients.dynamo.send(
        new GetCommand({ TableName: aws.config.tableName, Key: recordKey('prescription', reference), ConsistentRead: true }),
      )
    ).Item;
    expect(after).toEqual(before);
    expect(await storedOn(day)).toEqual({ objects: 1, records: 1 });
  });
});
