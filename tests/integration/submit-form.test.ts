import { describe, expect, it } from 'vitest';
import { handler } from '../../functions/submit-form/submit-form.handler';
import { submitForm } from '../../functions/submit-form/submit-form.core';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { testAws } from '../support/aws';
import { CONSENT_NOTICE_VERSION } from '@contracts/forms/prescription-form';
import { contentMessages } from '@domain/prescription-file-checks';
import { craftedJpeg, craftedObjectStream, craftedPdf, craftedPng } from '../support/crafted-files';
import { encodeMultipart, formData, invoke, prescriptionFields, sampleJpeg, samplePdf } from '../support/http';

const aws = testAws();

async function submit(form: FormData, headers: Record<string, string> = {}) {
  const { body, contentType } = await encodeMultipart(form);
  return invoke(handler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType, ...headers }, body });
}

/** Snapshot of what is stored, to prove a failed request added nothing. */
async function storedCounts() {
  return { objects: (await aws.objectKeys('prescriptions/')).length, items: (await aws.allItems()).length };
}

describe('POST /api/submit-form/ — prescription (handler module vs dynalite + s3rver)', () => {
  it('stores the file and the item, and answers 201 with an RX- reference', async () => {
    const pdf = samplePdf('Dolo 650, 2 strips');
    const response = await submit(formData(prescriptionFields, { prescription: [pdf, 'पर्चा scan.pdf', 'application/pdf'] }));
    expect(response.status).toBe(201);
    expect(response.json.reference).toMatch(/^RX-\d{8}-[0-9A-Z]{8}$/);
    expect(Date.parse(response.json.createdAt)).not.toBeNaN();
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Nothing leaves in a Referer header (health-related URLs).
    expect(response.headers['referrer-policy']).toBe('no-referrer');

    const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === response.json.reference) as any;
    expect(item).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      city: 'Noida',
      medicineName: 'Dolo 650',
      notes: 'Two strips',
      createdAt: response.json.createdAt,
      file: { type: 'pdf', contentType: 'application/pdf', bytes: pdf.length, originalName: 'पर्चा scan.pdf' },
    });
    // 180 days of retention, as epoch seconds for DynamoDB TTL.
    expect(item.expiresAt - Math.floor(Date.parse(item.createdAt) / 1000)).toBe(180 * 86400);
    expect(item.file.key).toMatch(new RegExp(`^prescriptions/\\d{4}/\\d{2}/\\d{2}/${response.json.reference}/[0-9a-f-]{36}\\.pdf$`));
    expect(Buffer.compare(await aws.objectBytes(item.file.key), pdf)).toBe(0);
  });

  it('records the consent notice version the shopper saw beside consentAt, and refuses an unknown one with 400, storing nothing', async () => {
    const response = await submit(
      formData(
        { ...prescriptionFields, consent_version: CONSENT_NOTICE_VERSION },
        { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
      ),
    );
    expect(response.status).toBe(201);
    const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === response.json.reference);
    expect(item).toMatchObject({ consentAt: response.json.createdAt, consentVersion: CONSENT_NOTICE_VERSION });
    const before = await storedCounts();
    for (const version of ['2026-11-20', ' 2026-11-21', 'x'.repeat(300)]) {
      const refused = await submit(
        formData({ ...prescriptionFields, consent_version: version }, { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] }),
      );
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields).toEqual({ consent_version: { code: 'consent_version_unknown' } });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('accepts a PNG named scan.bin, deciding the type by content', async () => {
    const png = craftedPng();
    const response = await submit(formData(prescriptionFields, { prescription: [png, 'scan.bin', 'application/octet-stream'] }));
    expect(response.status).toBe(201);
    const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === response.json.reference) as any;
    expect(item.file).toMatchObject({ type: 'png', contentType: 'image/png' });
    expect(item.file.key).toMatch(/\.png$/);
  });

  it.each([
    ['a JPEG named .pdf', () => formData(prescriptionFields, { prescription: [sampleJpeg(), 'scan.pdf', 'application/pdf'] }), 415],
    ['a text file', () => formData(prescriptionFields, { prescription: [Buffer.from('hello'), 'scan.png', 'image/png'] }), 415],
    ['an empty file', () => formData(prescriptionFields, { prescription: [new Uint8Array(0), 'scan.pdf', 'application/pdf'] }), 400],
    ['no file', () => formData(prescriptionFields), 400],
    [
      'a 5 MiB file',
      () => formData(prescriptionFields, { prescription: [Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf'] }),
      413,
    ],
    ['a missing phone', () => formData({ ...prescriptionFields, phone: '' }, { prescription: [samplePdf(), 'a.pdf'] }), 400],
    ['an unknown field', () => formData({ ...prescriptionFields, admin: 'yes' }, { prescription: [samplePdf(), 'a.pdf'] }), 400],
    ['no consent', () => formData({ ...prescriptionFields, consent: '' }, { prescription: [samplePdf(), 'a.pdf'] }), 400],
  ])('answers %s with a 4xx JSON error and stores nothing', async (_label, build, status) => {
    const before = await storedCounts();
    const response = await submit(build());
    expect(response.status).toBe(status);
    expect(response.json.error.code).toEqual(expect.any(String));
    expect(response.json.error.message).toEqual(expect.any(String));
    expect(response.raw).not.toMatch(/stack|Exception|at \w+ \(/);
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    [
      'a PDF with /JavaScript',
      craftedPdf({ catalogExtra: '/OpenAction 4 0 R', objects: [{ dictionary: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' }] }),
      'rx.pdf',
      contentMessages.activePdf('JavaScript'),
    ],
    [
      'a PDF with /J#61vaScript in a compressed object stream',
      craftedPdf({ objects: [craftedObjectStream(['<< /S /J#61vaScript /JS (x) >>'])] }),
      'rx.pdf',
      contentMessages.activePdf('JavaScript'),
    ],
    [
      'a PNG with a ZIP after IEND',
      craftedPng({ after: Buffer.from('PK\x03\x04\x14\x00payload', 'latin1') }),
      'rx.png',
      contentMessages.embedded('a ZIP archive'),
    ],
    ['a PNG with bytes after IEND', craftedPng({ after: Buffer.from('appended payload') }), 'rx.png', contentMessages.incomplete('png')],
    ['a JPEG without EOI', craftedJpeg().subarray(0, -2), 'rx.jpg', contentMessages.incomplete('jpeg')],
  ])(
    'answers %s with 415, the problem code under prescription and the reason in the message, and stores nothing',
    async (_label, file, name, reason) => {
      const before = await storedCounts();
      const response = await submit(formData(prescriptionFields, { prescription: [file, name] }));
      expect(response.status).toBe(415);
      expect(response.json.error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `The prescription file contains content we cannot accept. ${reason}`,
        fields: { prescription: { code: 'file_content_refused', file: 'prescription' } },
      });
      expect(await storedCounts()).toEqual(before);
    },
  );

  it('names the bad fields in a 400', async () => {
    const response = await submit(formData({ ...prescriptionFields, email: 'nope', admin: 'x' }, { prescription: [samplePdf(), 'a.pdf'] }));
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ email: { code: 'email_invalid' }, admin: { code: 'unknown_field' } });
  });

  it('answers a truncated multipart body with 422 and a missing content type with 415, storing nothing', async () => {
    const before = await storedCounts();
    const { body, contentType } = await encodeMultipart(formData(prescriptionFields, { prescription: [samplePdf(), 'a.pdf'] }));
    const truncated = await invoke(handler, {
      method: 'POST',
      path: '/api/submit-form/',
      headers: { 'content-type': contentType },
      body: body.subarray(0, body.length - 100),
    });
    expect(truncated.status).toBe(422);
    const untyped = await invoke(handler, { method: 'POST', path: '/api/submit-form/', body });
    expect(untyped.status).toBe(415);
    expect(await storedCounts()).toEqual(before);
  });

  it('answers GET with a JSON 405 naming the allowed method', async () => {
    const response = await invoke(handler, { method: 'GET', path: '/api/submit-form/' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json.error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('replays the first answer for a repeated Idempotency-Key and stores once', async () => {
    const key = 'rx-test-7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const build = () => formData(prescriptionFields, { prescription: [samplePdf('idempotent'), 'a.pdf'] });
    const first = await submit(build(), { 'idempotency-key': key });
    const before = await storedCounts();
    const second = await submit(build(), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(await storedCounts()).toEqual(before);
    const contact = await submit(formData({ form: 'contact', name: 'A', email: 'a@b.co', mobile: '9876543210' }), {
      'idempotency-key': key,
    });
    expect(contact.status).toBe(409);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await submit(formData(prescriptionFields, { prescription: [samplePdf(), 'a.pdf'] }), {
      'idempotency-key': 'bad key!',
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty('idempotency-key');
  });

  it('deletes the uploaded object when the item write fails, and answers 5xx without internals', async () => {
    const brokenTable = createHttpHandler('submit-form', ['POST'], (request) =>
      submitForm(request, { clients: aws.clients, config: { ...aws.config, tableName: 'no-such-table' }, now: new Date() }),
    );
    const before = await storedCounts();
    const { body, contentType } = await encodeMultipart(formData(prescriptionFields, { prescription: [samplePdf(), 'a.pdf'] }));
    const response = await invoke(brokenTable, {
      method: 'POST',
      path: '/api/submit-form/',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.json.error.message).not.toMatch(/no-such-table|ResourceNotFound/);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('POST /api/submit-form/ — contact', () => {
  it('stores a valid message with a MSG- reference', async () => {
    const response = await submit(
      formData({ form: 'contact', name: 'Ravi', email: 'ravi@example.in', mobile: '98110 42367', message: 'Do you stock insulin pens?' }),
    );
    expect(response.status).toBe(201);
    expect(response.json.reference).toMatch(/^MSG-/);
    const item = (await aws.itemsOfKind('message')).find((candidate) => candidate.reference === response.json.reference);
    expect(item).toMatchObject({ name: 'Ravi', mobile: '98110 42367', message: 'Do you stock insulin pens?' });
  });

  it("answers with the problem codes of the spec's messages", async () => {
    const response = await submit(formData({ form: 'contact', name: ' ', email: 'x@y', mobile: '12345' }));
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({
      name: { code: 'name_required' },
      email: { code: 'email_invalid' },
      mobile: { code: 'mobile_invalid' },
    });
  });

  it('refuses an unknown form name', async () => {
    const response = await submit(formData({ form: 'refund', name: 'x' }));
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty('form');
  });
});
