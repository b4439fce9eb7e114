import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionLocalResources } from '../../dev/provision';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import type { RuntimeConfig } from '../../functions/runtime/config';
import { submitForm } from '../../functions/submit-form/submit-form.core';
import { handler } from '../../functions/submit-form/submit-form.handler';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { CONSENT_NOTICE_VERSION } from '@contracts/forms/prescription-form';
import { encodeMultipart, formData, invoke, sampleJpeg, samplePdf } from '../support/http';

/**
 * form=checkout of POST /api/submit-form/ against dynalite + s3rver. Most cases run the real core through
 * the real handler wrapper on a table and bucket of their own, so "nothing was stored" can be asserted
 * exactly while other test files write to the shared table at the same time; one case goes through the
 * deployed handler module on the run's shared table to prove the wiring.
 */

const shared = testAws();
const isolated: RuntimeConfig = { tableName: 'medvika-checkout-it', bucketName: 'medvika-checkout-it-files' };
const checkoutHandler = createHttpHandler('submit-form', ['POST'], (request) =>
  submitForm(request, { clients: shared.clients, config: isolated, now: new Date() }),
);

beforeAll(async () => {
  await provisionLocalResources(isolated.tableName, isolated.bucketName);
});

const contact = { form: 'checkout', ...checkoutShopper };

// Catalogue facts these tests rely on (web/src/content/products.ts).
const DOLO = 'products-dolo-650-tab-15'; // ₹4, over the counter
const GRIPE_WATER = 'baby-woodwards-gripe-water-130ml'; // ₹1, over the counter
const AZEE = 'prescription-azee-500-tab-3'; // ₹7, prescription only

const items = (lines: unknown) => JSON.stringify(lines);

async function post(form: FormData, headers: Record<string, string> = {}, target = checkoutHandler) {
  const { body, contentType } = await encodeMultipart(form);
  return invoke(target, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType, ...headers }, body });
}

async function orders(): Promise<Record<string, any>[]> {
  const result = await shared.clients.dynamo.send(
    // Whole items: the kind index projects only reference, status and dates (least privilege, docs/architecture/security.md).
    new ScanCommand({ TableName: isolated.tableName, FilterExpression: 'kind = :k', ExpressionAttributeValues: { ':k': 'order' } }),
  );
  return result.Items ?? [];
}

async function objectKeys(): Promise<string[]> {
  const page = await shared.clients.s3.send(new ListObjectsV2Command({ Bucket: isolated.bucketName }));
  return (page.Contents ?? []).map((object) => object.Key ?? '');
}

async function storedCounts() {
  const all = await shared.clients.dynamo.send(new ScanCommand({ TableName: isolated.tableName }));
  return {
    items: (all.Items ?? []).filter((item) => !String(item.pk).startsWith('IDEMPOTENCY#')).length,
    objects: (await objectKeys()).length,
  };
}

async function orderFor(reference: string) {
  return (await orders()).find((order) => order.reference === reference);
}

describe('POST /api/submit-form/ — checkout', () => {
  it('stores an order whose prices and totals come from the catalogue', async () => {
    const response = await post(
      formData({
        ...contact,
        items: items([
          { id: DOLO, quantity: 3 },
          { id: GRIPE_WATER, quantity: 7 },
        ]),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.json.reference).toMatch(/^ORD-\d{8}-[0-9A-Z]{8}$/);
    const order = await orderFor(response.json.reference);
    expect(order).toMatchObject({
      pk: `ORDER#${response.json.reference}`,
      sk: 'RECORD',
      kind: 'order',
      createdAt: response.json.createdAt,
      ...checkoutShopper,
      payment: { method: 'cod', state: 'pending' },
      lineItems: [
        // GST is extracted from each line at its HSN rate, never added: 1200 × 5 / 105 and 700 × 5 / 105, half-up.
        {
          productId: DOLO,
          name: 'Dolo 650 Tablet',
          quantity: 3,
          unitPricePaise: 400,
          mrpPaise: 400,
          lineTotalPaise: 1200,
          hsn: '3004',
          gstRatePercent: 5,
          gstPaise: 57,
        },
        {
          productId: GRIPE_WATER,
          name: "Woodward's Gripe Water 130ml",
          quantity: 7,
          unitPricePaise: 100,
          mrpPaise: 100,
          lineTotalPaise: 700,
          hsn: '3004',
          gstRatePercent: 5,
          gstPaise: 33,
        },
      ],
      subtotalPaise: 1900,
      deliveryPaise: 0,
      gstPaise: 90,
      totalPaise: 1900,
      currency: 'INR',
      status: 'placed',
      version: 1,
      queue: 'order#placed',
      history: [{ at: response.json.createdAt, by: 'shopper', from: null, to: 'placed' }],
    });
    expect(order).not.toHaveProperty('file');
    expect(await objectKeys()).toEqual([]);
  });

  it.each([
    ['a price on a line', [{ id: DOLO, quantity: 1, price: 0.01 }], { code: 'line_unexpected_fields', line: 1, fields: 'price' }],
    ['an unknown product id', [{ id: 'products-free-money', quantity: 1 }], { code: 'unknown_product', product: 'products-free-money' }],
    ['a quantity of 0', [{ id: DOLO, quantity: 0 }], { code: 'line_invalid', line: 1, max: 99 }],
    ['a quantity of 100', [{ id: DOLO, quantity: 100 }], { code: 'line_invalid', line: 1, max: 99 }],
    ['a fractional quantity', [{ id: DOLO, quantity: 1.5 }], { code: 'line_invalid', line: 1, max: 99 }],
    ['a quantity as text', [{ id: DOLO, quantity: '2' }], { code: 'line_invalid', line: 1, max: 99 }],
    ['an empty list', [], { code: 'cart_empty' }],
    ['51 lines', Array.from({ length: 51 }, (_, index) => ({ id: `x-${index}`, quantity: 1 })), { code: 'too_many_products', max: 50 }],
    [
      'a product listed twice',
      [
        { id: DOLO, quantity: 1 },
        { id: DOLO, quantity: 2 },
      ],
      { code: 'product_repeated', product: DOLO },
    ],
    ['an object instead of a list', { id: DOLO, quantity: 1 }, { code: 'items_not_list' }],
  ])('refuses %s with a 400 naming items and the problem code, storing nothing', async (_label, lines, problem) => {
    const before = await storedCounts();
    const response = await post(formData({ ...contact, items: items(lines) }));
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION');
    expect(Object.keys(response.json.error.fields)).toEqual(['items']);
    expect(response.json.error.fields.items).toEqual(problem);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses items that are not JSON, and a missing items field', async () => {
    const notJson = await post(formData({ ...contact, items: '[{id: dolo}' }));
    expect(notJson.status).toBe(400);
    expect(notJson.json.error.fields).toEqual({ items: { code: 'items_not_json' } });
    const missing = await post(formData(contact));
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toHaveProperty('items');
  });

  it("stores the shopper's substitution choice, 'no' when the field is absent, and names the field when it is bad", async () => {
    const line = items([{ id: DOLO, quantity: 1 }]);
    const absent = await post(formData({ ...contact, items: line }));
    expect(absent.status).toBe(201);
    expect(await orderFor(absent.json.reference)).toMatchObject({ substitution: 'no' });
    const no = await post(formData({ ...contact, items: line, substitution: 'no' }));
    expect(await orderFor(no.json.reference)).toMatchObject({ substitution: 'no' });
    const allowed = await post(formData({ ...contact, items: line, substitution: 'equivalent' }));
    expect(allowed.status).toBe(201);
    expect(await orderFor(allowed.json.reference)).toMatchObject({ substitution: 'equivalent' });

    const before = await storedCounts();
    const bad = await post(formData({ ...contact, items: line, substitution: 'anything' }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION');
    expect(Object.keys(bad.json.error.fields)).toEqual(['substitution']);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses an equivalent for an order of prescription lines only, and takes it when an OTC line is there to apply it to', async () => {
    const pdf = samplePdf('Azee 500 for Meera');
    const prescription = { prescription: [pdf, 'parcha.pdf', 'application/pdf'] as [Uint8Array, string, string] };
    const before = await storedCounts();
    const refused = await post(
      formData({ ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true', substitution: 'equivalent' }, prescription),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ substitution: { code: 'substitution_prescription_only' } });
    expect(await storedCounts()).toEqual(before);

    const mixed = await post(
      formData(
        {
          ...contact,
          items: items([
            { id: AZEE, quantity: 1 },
            { id: DOLO, quantity: 1 },
          ]),
          consent: 'true',
          substitution: 'equivalent',
        },
        prescription,
      ),
    );
    expect(mixed.status).toBe(201);
    expect(await orderFor(mixed.json.reference)).toMatchObject({ substitution: 'equivalent' });
  });

  it('refuses client-side totals and prices as unknown fields: the request carries only ids and quantities', async () => {
    const before = await storedCounts();
    const response = await post(formData({ ...contact, items: items([{ id: DOLO, quantity: 2 }]), subtotal: '0.01', total: '0.01' }));
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ subtotal: { code: 'unknown_field' }, total: { code: 'unknown_field' } });
    expect(await storedCounts()).toEqual(before);
  });

  it('names every missing or invalid contact field, with the 6-digit PIN rule', async () => {
    const response = await post(
      formData({
        form: 'checkout',
        email: 'x@y',
        phone: '12345',
        name: ' ',
        address: '',
        country: 'India',
        state: '',
        city: '',
        code: '1100',
        payment: 'online',
        items: items([{ id: DOLO, quantity: 1 }]),
      }),
    );
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({
      email: { code: 'email_invalid' },
      phone: { code: 'phone_invalid' },
      name: { code: 'full_name_required' },
      address: { code: 'delivery_address_required' },
      state: { code: 'state_required' },
      city: { code: 'city_required' },
      code: { code: 'pin_invalid' },
    });
  });

  it('refuses a PIN code we do not deliver to with 400 naming the PIN field, storing nothing', async () => {
    const before = await storedCounts();
    const mumbai = await post(
      formData({ ...contact, state: 'Maharashtra', city: 'Mumbai', code: '400001', items: items([{ id: DOLO, quantity: 1 }]) }),
    );
    expect(mumbai.status).toBe(400);
    expect(mumbai.json.error.fields).toEqual({ code: { code: 'pin_not_served', pin: '400001' } });
    const abroad = await post(
      formData({
        ...contact,
        country: 'United Kingdom',
        state: 'England',
        city: 'London',
        code: 'SW1A 1AA',
        items: items([{ id: DOLO, quantity: 1 }]),
      }),
    );
    expect(abroad.status).toBe(400);
    expect(abroad.json.error.fields).toEqual({ code: { code: 'pin_invalid' } });
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a state that is not the PIN code’s, and takes the store and place of supply from the PIN code', async () => {
    const before = await storedCounts();
    const slip = await post(
      formData({ ...contact, state: 'Delhi', city: 'Noida', code: '201301', items: items([{ id: DOLO, quantity: 1 }]) }),
    );
    expect(slip.status).toBe(400);
    expect(slip.json.error.fields).toEqual({ state: { code: 'state_not_pin_state', pin: '201301', stateCode: '09' } });
    expect(await storedCounts()).toEqual(before);

    // A state written in a way we do not recognise is left to the PIN code: a Gurugram PIN is supplied from Haryana.
    const ncr = await post(
      formData({ ...contact, state: 'NCR', city: 'Gurugram', code: '122002', items: items([{ id: DOLO, quantity: 1 }]) }),
    );
    expect(ncr.status).toBe(201);
    expect(await orderFor(ncr.json.reference)).toMatchObject({ state: 'NCR', code: '122002', store: 'gurugram' });
  });

  it('refuses a repeated field', async () => {
    const form = formData({ ...contact, items: items([{ id: DOLO, quantity: 1 }]) });
    form.append('email', 'other@example.in');
    const response = await post(form);
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ email: { code: 'sent_twice' } });
  });

  it('stores one order for two posts with the same Idempotency-Key, and replays the first answer', async () => {
    const key = 'checkout-it-0b7d6a36-8b1f-4f63-9d5c-41b1d0f1c2aa';
    const build = () => formData({ ...contact, name: 'Idempotent Shopper', items: items([{ id: DOLO, quantity: 2 }]) });
    // Two truly concurrent posts (a double click): one stores, the other gets 409 CONFLICT (still running) or the
    // replay. Nothing else: a 500 or 503 here is a failure, not a permitted outcome.
    const concurrent = await Promise.all([post(build(), { 'idempotency-key': key }), post(build(), { 'idempotency-key': key })]);
    for (const answer of concurrent) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409)
        expect(answer.json.error).toEqual({
          code: 'CONFLICT',
          message: expect.stringMatching(/still being processed/),
          reason: { code: 'request_still_running' },
        });
    }
    const created = concurrent.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const first = created[0]!;
    for (const answer of created) expect(answer.json).toEqual(first.json);
    // A later retry with the same key replays the first answer.
    const second = await post(build(), { 'idempotency-key': key });
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    // Exactly one order was stored.
    const stored = (await orders()).filter((order) => order.name === 'Idempotent Shopper');
    expect(stored.map((order) => order.reference)).toEqual([first.json.reference]);
  });

  it('refuses an order with a prescription-only medicine but no prescription file, storing nothing', async () => {
    const before = await storedCounts();
    const response = await post(
      formData({
        ...contact,
        items: items([
          { id: AZEE, quantity: 1 },
          { id: DOLO, quantity: 1 },
        ]),
      }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields)).toEqual(['prescription']);
    expect(await storedCounts()).toEqual(before);
  });

  it('stores the prescription file in S3 under the ORD- reference and links it from the order', async () => {
    const pdf = samplePdf('Azee 500 for Meera');
    const response = await post(
      formData(
        { ...contact, items: items([{ id: AZEE, quantity: 2 }]), consent: 'true' },
        { prescription: [pdf, 'डॉक्टर पर्चा.pdf', 'application/pdf'] },
      ),
    );
    expect(response.status).toBe(201);
    const reference: string = response.json.reference;
    const order = await orderFor(reference);
    expect(order).toMatchObject({
      lineItems: [{ productId: AZEE, quantity: 2, unitPricePaise: 700, lineTotalPaise: 1400 }],
      subtotalPaise: 1400,
      gstPaise: 67,
      totalPaise: 1400,
      file: { bucket: isolated.bucketName, type: 'pdf', contentType: 'application/pdf', bytes: pdf.length, originalName: 'डॉक्टर पर्चा.pdf' },
    });
    expect(order!.file.key).toMatch(new RegExp(`^prescriptions/\\d{4}/\\d{2}/\\d{2}/${reference}/[0-9a-f-]{36}\\.pdf$`));
    const object = await shared.clients.s3.send(new GetObjectCommand({ Bucket: isolated.bucketName, Key: order!.file.key }));
    expect(Buffer.compare(Buffer.from(await object.Body!.transformToByteArray()), pdf)).toBe(0);
    expect(object.Metadata?.reference).toBe(reference);
  });

  it.each([
    [
      'a JPEG named .pdf',
      415,
      () =>
        formData(
          { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
          { prescription: [sampleJpeg(), 'rx.pdf', 'application/pdf'] },
        ),
    ],
    [
      'a text file',
      415,
      () =>
        formData(
          { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
          { prescription: [Buffer.from('hello'), 'rx.png', 'image/png'] },
        ),
    ],
    [
      'an empty file',
      400,
      () =>
        formData(
          { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
          { prescription: [new Uint8Array(0), 'rx.pdf', 'application/pdf'] },
        ),
    ],
    [
      'a 5 MiB file',
      413,
      () =>
        formData(
          { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
          { prescription: [Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf'] },
        ),
    ],
    ['a prescription sent as text', 400, () => formData({ ...contact, items: items([{ id: AZEE, quantity: 1 }]), prescription: 'rx.pdf' })],
    [
      'a file no item needs',
      400,
      () =>
        formData({ ...contact, items: items([{ id: DOLO, quantity: 1 }]) }, { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] }),
    ],
  ])('refuses %s with a %i, storing nothing', async (_label, status, build) => {
    const before = await storedCounts();
    const response = await post(build());
    expect(response.status).toBe(status);
    // A body over the parser's cap is refused before any field is read, so only smaller files name the field.
    if (status !== 413) expect(response.json.error.fields).toHaveProperty('prescription');
    expect(response.raw).not.toMatch(/stack|Exception|at \w+ \(/);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a prescription sent without consent (DPDP Act 2023), storing nothing', async () => {
    const before = await storedCounts();
    const response = await post(
      formData({ ...contact, items: items([{ id: AZEE, quantity: 1 }]) }, { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields)).toEqual(['consent']);
    expect(await storedCounts()).toEqual(before);
  });

  it('records when consent was given', async () => {
    const response = await post(
      formData(
        { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
        { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
      ),
    );
    expect(response.status).toBe(201);
    expect((await orderFor(response.json.reference)) as unknown).toMatchObject({ consentAt: response.json.createdAt });
  });

  it('records the version of the consent notice the shopper saw beside consentAt, and refuses an unknown one', async () => {
    const withVersion = await post(
      formData(
        { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true', consent_version: CONSENT_NOTICE_VERSION },
        { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
      ),
    );
    expect(withVersion.status).toBe(201);
    expect((await orderFor(withVersion.json.reference)) as unknown).toMatchObject({
      consentAt: withVersion.json.createdAt,
      consentVersion: CONSENT_NOTICE_VERSION,
    });
    // A page loaded before the field existed sends none: the order then carries no version (never a guessed one).
    const without = await post(
      formData(
        { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
        { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
      ),
    );
    expect(await orderFor(without.json.reference)).not.toHaveProperty('consentVersion');
    const before = await storedCounts();
    for (const version of ['2020-01-01', '', 'latest', '<script>']) {
      const response = await post(
        formData(
          { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true', consent_version: version },
          { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
        ),
      );
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toEqual({ consent_version: { code: 'consent_version_unknown' } });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('lets an order with a prescription expire with its file (180 days), and an order without one not at all', async () => {
    const withFile = await post(
      formData(
        { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
        { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
      ),
    );
    const created = Date.parse(withFile.json.createdAt) / 1000;
    const order = (await orderFor(withFile.json.reference)) as { expiresAt: number };
    expect(order.expiresAt - Math.floor(created)).toBe(180 * 24 * 60 * 60);
    const withoutFile = await post(formData({ ...contact, items: items([{ id: DOLO, quantity: 1 }]) }));
    expect(await orderFor(withoutFile.json.reference)).not.toHaveProperty('expiresAt');
  });

  it('deletes the uploaded prescription when the order cannot be written, and answers 5xx without internals', async () => {
    const brokenTable = createHttpHandler('submit-form', ['POST'], (request) =>
      submitForm(request, { clients: shared.clients, config: { ...isolated, tableName: 'no-such-table' }, now: new Date() }),
    );
    const before = await storedCounts();
    const response = await post(
      formData(
        { ...contact, items: items([{ id: AZEE, quantity: 1 }]), consent: 'true' },
        { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] },
      ),
      {},
      brokenTable,
    );
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.json.error.message).not.toMatch(/no-such-table|ResourceNotFound/);
    expect(await storedCounts()).toEqual(before);
  });

  it('is wired into the deployed handler, and recognises a checkout without a form field by country/code', async () => {
    const { form: _form, ...withoutForm } = contact;
    const response = await post(
      formData({ ...withoutForm, name: 'Wiring Check', items: items([{ id: GRIPE_WATER, quantity: 1 }]) }),
      {},
      handler,
    );
    expect(response.status).toBe(201);
    expect(response.json.reference).toMatch(/^ORD-/);
    const order = (await shared.itemsOfKind('order')).find((item) => item.reference === response.json.reference);
    expect(order).toMatchObject({ name: 'Wiring Check', subtotalPaise: 100, gstPaise: 5, totalPaise: 100 });
  });
});
