import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_RETENTION_DAYS } from '@domain/retention';
import { kolkataDate } from '@domain/delivery-estimate';
import { pharmacyPhone } from '@domain/pharmacy-contact';
import { formatStaffExportDateTime, formatStaffMonth } from '@domain/staff-date-time';
import { h1RegisterKey } from '../../functions/data/h1-register';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { injectDynamoFaults, testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { samplePdf, submitThroughHandler } from '../support/http';
import { expiryMonthsAhead, testShipment } from '../support/packing';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { samplePrescriber } from '../support/prescription-check';
import { staffRequest } from '../support/staff-request';
import { useLocalMail } from '../support/local-mail';
import { runNotifier } from '../../functions/notifier/notifier.core';

/*
 * The pharmacist's register against the emulators (handler module vs dynalite): batch and expiry at packing, the
 * Schedule H1 register written at dispatch and its export, and recalls of a batch with their e-mails.
 */

const aws = testAws();
const { notifierAt, mailbox } = useLocalMail(aws);
const TAXIM = 'prescription-taxim-o-200-tab-10'; // Schedule H1 (domain/catalogue/schedule-h1.ts)
const DOLO = 'products-dolo-650-tab-15';
const prescriber = samplePrescriber(new Date(), { name: 'Dr Kavita Rao' });

/** Places an order of `lines` (with a prescription file for a prescription medicine) and returns its reference. */
function placeOrder(lines: { id: string; quantity: number }[], prescription: boolean): Promise<string> {
  return submitThroughHandler(
    { form: 'checkout', ...checkoutShopper, items: JSON.stringify(lines), ...(prescription ? { consent: 'true' } : {}) },
    prescription ? { prescription: [samplePdf('register'), 'rx.pdf', 'application/pdf'] } : {},
  );
}

async function readOrder(reference: string): Promise<Record<string, any>> {
  return (
    await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: { pk: `ORDER#${reference}`, sk: 'RECORD' } }))
  ).Item!;
}

/** POSTs a status change with the order's current version and `extra` members. */
async function change(
  reference: string,
  to: string,
  extra: Record<string, unknown> = {},
  options: Parameters<typeof staffRequest>[3] = {},
) {
  const { version } = await readOrder(reference);
  // A dispatch names its courier and AWB (contracts/fulfilment.ts).
  const step = to === 'dispatched' ? testShipment : {};
  return staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, { json: { to, version, ...step, ...extra }, ...options });
}

/** An H1 order, confirmed by a pharmacist who recorded its prescriber, then packed. */
async function packedH1Order(batch = 'TXO2417A'): Promise<string> {
  const reference = await placeOrder(
    [
      { id: TAXIM, quantity: 2 },
      { id: DOLO, quantity: 1 },
    ],
    true,
  );
  expect((await change(reference, 'confirmed', { prescriber, prescriptionLines: [TAXIM] })).status).toBe(200);
  const expiry = expiryMonthsAhead(14);
  const packed = await change(reference, 'packed', {
    lines: [
      { productId: TAXIM, batch, expiry },
      { productId: DOLO, batch: 'dl9001', expiry },
    ],
  });
  expect(packed.status).toBe(200);
  return reference;
}

/** The H1 register entries stored for an order (every day partition it may be under: today's). */
async function registerItems(reference: string) {
  const { Items = [] } = await aws.clients.dynamo.send(
    new QueryCommand({
      TableName: aws.config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': h1RegisterKey(kolkataDate(new Date()), reference, TAXIM).pk, ':sk': `${reference}#` },
    }),
  );
  return Items;
}

describe('packing records batch and expiry (POST /api/staff/records/<ref>/status to packed)', () => {
  it('answers 400 naming each line without a batch, and packs nothing', async () => {
    const reference = await placeOrder(
      [
        { id: DOLO, quantity: 1 },
        { id: 'products-paracetamol-500-tab-10', quantity: 1 },
      ],
      false,
    );
    expect((await change(reference, 'confirmed')).status).toBe(200);
    const without = await change(reference, 'packed');
    expect(without.status).toBe(400);
    expect(without.json.error.reason).toEqual({ code: 'batch_missing', productIds: [DOLO, 'products-paracetamol-500-tab-10'] });
    const partial = await change(reference, 'packed', { lines: [{ productId: DOLO, batch: 'B1', expiry: expiryMonthsAhead(6) }] });
    expect(partial.status).toBe(400);
    expect(partial.json.error.reason).toEqual({ code: 'batch_missing', productIds: ['products-paracetamol-500-tab-10'] });
    expect((await readOrder(reference)).status).toBe('confirmed');
  });

  it('refuses a line expiring within 3 months, and a line the order does not hold, naming them', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 1 }], false);
    await change(reference, 'confirmed');
    const soon = await change(reference, 'packed', { lines: [{ productId: DOLO, batch: 'B1', expiry: expiryMonthsAhead(2) }] });
    expect(soon.status).toBe(400);
    expect(soon.json.error.reason).toEqual({ code: 'batch_expires_soon', productIds: [DOLO] });
    // A batch whose expiry month is over is told apart: it has expired, not merely too close to its expiry.
    const expired = await change(reference, 'packed', { lines: [{ productId: DOLO, batch: 'B0', expiry: expiryMonthsAhead(-1) }] });
    expect(expired.status).toBe(400);
    expect(expired.json.error.reason).toEqual({ code: 'batch_expired', productIds: [DOLO] });
    const stray = await change(reference, 'packed', {
      lines: [
        { productId: DOLO, batch: 'B1', expiry: expiryMonthsAhead(6) },
        { productId: TAXIM, batch: 'B1', expiry: expiryMonthsAhead(6) },
      ],
    });
    expect(stray.json.error.reason).toEqual({ code: 'batch_not_in_order', productIds: [TAXIM] });
    const audit = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`);
    expect(audit.json.entries.filter((entry: { outcome: string }) => entry.outcome === 'refused')).toHaveLength(3);
  });

  it('stores the batches on the order, in its history and audit, and proposes them first-expiry-first-out', async () => {
    const reference = await packedH1Order('TXO-FEFO-1');
    const order = await readOrder(reference);
    expect(order.batches).toEqual([
      { productId: TAXIM, batch: 'TXO-FEFO-1', expiry: expiryMonthsAhead(14) },
      { productId: DOLO, batch: 'DL9001', expiry: expiryMonthsAhead(14) },
    ]);
    expect(order.history.at(-1)).toMatchObject({ to: 'packed', batches: order.batches });
    const audit = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`);
    expect(audit.json.entries.map((entry: { detail?: string }) => entry.detail)).toContainEqual(
      `confirmed→packed: ${TAXIM} TXO-FEFO-1 exp ${expiryMonthsAhead(14)}; ${DOLO} DL9001 exp ${expiryMonthsAhead(14)}`,
    );

    // A batch with an earlier expiry, packed later, is proposed first for the next order of the product.
    const second = await placeOrder([{ id: TAXIM, quantity: 1 }], true);
    expect((await change(second, 'confirmed', { prescriber, prescriptionLines: [TAXIM] })).status).toBe(200);
    await change(second, 'packed', { lines: [{ productId: TAXIM, batch: 'TXO-FEFO-0', expiry: expiryMonthsAhead(4) }] });
    const third = await placeOrder([{ id: TAXIM, quantity: 1 }], true);
    expect((await change(third, 'confirmed', { prescriber, prescriptionLines: [TAXIM] })).status).toBe(200);
    const proposals = await staffRequest(supportClaims, 'GET', `/records/${third}/batches`);
    expect(proposals.status).toBe(200);
    expect(proposals.json.lines).toEqual([{ productId: TAXIM, proposal: { batch: 'TXO-FEFO-0', expiry: expiryMonthsAhead(4) } }]);
  });
});

describe('packing a generic prescription medicine records its manufacturer (Drugs Rules 1945, r.65(3)(1)(f))', () => {
  const PANTO = 'products-pantoprazole-40-tab-15'; // Schedule H, generic: its maker is the batch's

  /** A confirmed order of the generic and Dolo, with its prescription checked. */
  async function confirmedGenericOrder(): Promise<string> {
    const reference = await placeOrder(
      [
        { id: PANTO, quantity: 1 },
        { id: DOLO, quantity: 1 },
      ],
      true,
    );
    expect((await change(reference, 'confirmed', { prescriber, prescriptionLines: [PANTO] })).status).toBe(200);
    return reference;
  }

  /** Packs the generic as batch `batch` with `manufacturer` as typed, and Dolo as DL1, both expiring 10 months ahead. */
  const packGeneric = (reference: string, batch: string, manufacturer: string) =>
    change(reference, 'packed', {
      lines: [
        { productId: PANTO, batch, expiry: expiryMonthsAhead(10), manufacturer },
        { productId: DOLO, batch: 'DL1', expiry: expiryMonthsAhead(10) },
      ],
    });

  it('refuses a packing without it, naming only the generic line, and packs nothing', async () => {
    const reference = await confirmedGenericOrder();
    const without = await packGeneric(reference, 'GP1', '   ');
    expect(without.status).toBe(400);
    expect(without.json.error.reason).toEqual({ code: 'manufacturer_missing', productIds: [PANTO] });
    const order = await readOrder(reference);
    expect(order.status).toBe('confirmed');
    expect(order.batches).toBeUndefined();
  });

  it('stores it with the batch on the order and its audit, and proposes it with the batch next time', async () => {
    const reference = await confirmedGenericOrder();
    const expiry = expiryMonthsAhead(10);
    const packed = await packGeneric(reference, 'gp5521', '  Cadila Healthcare Ltd ');
    expect(packed.status).toBe(200);
    expect((await readOrder(reference)).batches).toEqual([
      { productId: PANTO, batch: 'GP5521', expiry, manufacturer: 'Cadila Healthcare Ltd' },
      { productId: DOLO, batch: 'DL1', expiry },
    ]);
    const audit = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`);
    expect(audit.json.entries.map((entry: { detail?: string }) => entry.detail)).toContainEqual(
      `confirmed→packed: ${PANTO} GP5521 exp ${expiry} by Cadila Healthcare Ltd; ${DOLO} DL1 exp ${expiry}`,
    );
    const next = await confirmedGenericOrder();
    const proposals = await staffRequest(supportClaims, 'GET', `/records/${next}/batches`);
    expect(proposals.json.lines).toContainEqual({
      productId: PANTO,
      proposal: { batch: 'GP5521', expiry, manufacturer: 'Cadila Healthcare Ltd' },
    });
  });
});

describe('the Schedule H1 register', () => {
  it('gets one entry per H1 line on dispatch, once even when the dispatch is retried, kept 3 years', async () => {
    const reference = await packedH1Order();
    // The first dispatch fails at its status write (DynamoDB unreachable): the register entry was written just before it.
    const faulty = createAwsClients();
    injectDynamoFaults(faulty.dynamo, [
      {
        match: (call) => call.operation === 'UpdateItem' && call.input.Key?.pk?.S === `ORDER#${reference}`,
        fault: 'unreachable',
        times: Infinity,
      },
    ]);
    const failing = createHttpHandler('staff-api', ['GET', 'POST'], (request) =>
      routeStaffRequest(request, { clients: faulty, config: aws.config, now: new Date() }),
    );
    const failed = await change(reference, 'dispatched', {}, { handler: failing });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await readOrder(reference)).status).toBe('packed');
    // The retry succeeds; the register still holds one entry for the line.
    expect((await change(reference, 'dispatched')).status).toBe(200);
    const items = await registerItems(reference);
    expect(items).toHaveLength(1);
    const [entry] = items;
    expect(entry).toMatchObject({
      reference,
      productId: TAXIM,
      patientName: checkoutShopper.name,
      patientAddress: 'C-4, Hauz Khas, New Delhi, New Delhi, Delhi 110016',
      prescriberName: prescriber.name,
      prescriberRegistration: prescriber.registration,
      prescriberAddress: 'Rao Clinic, Saket, New Delhi',
      medicine: 'Taxim-O 200 Tablet',
      quantity: 2,
      batch: 'TXO2417A',
      pharmacistName: 'Dr Ritu Sharma',
    });
    // Its own TTL: three years from dispatch, far beyond the records' 180 days.
    const years = (Number(entry!.expiresAt) * 1000 - Date.parse(String(entry!.dispatchedAt))) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(2.99);
    expect(years).toBeLessThan(3.01);
    expect(Number(entry!.expiresAt) * 1000 - Date.now()).toBeGreaterThan(PRESCRIPTION_RETENTION_DAYS * 86_400_000 * 5);
  });

  it('reads an entry written before prescriber addresses were recorded, its address empty', async () => {
    const day = '2026-03-02';
    const { prescriberAddress: _address, ...before } = {
      dispatchedAt: '2026-03-02T06:00:00.000Z',
      reference: 'ORD-20260302-OLDADDR1',
      productId: TAXIM,
      patientName: 'Ravi Kumar',
      patientAddress: 'C-4, Hauz Khas, New Delhi, Delhi 110016',
      prescriberName: 'Dr Kavita Rao',
      prescriberRegistration: 'DMC/R/12345',
      prescriberAddress: '',
      medicine: 'Taxim-O 200 Tablet',
      quantity: 1,
      batch: 'TXO0001',
      expiry: '2027-10',
      pharmacistName: 'Dr Ritu Sharma',
      pharmacistRegistration: 'DPC-12345',
    };
    await aws.clients.dynamo.send(
      new PutCommand({ TableName: aws.config.tableName, Item: { ...h1RegisterKey(day, before.reference, TAXIM), ...before } }),
    );
    const listed = await staffRequest(pharmacistClaims, 'GET', '/registers/h1', { query: { from: day, to: day } });
    expect(listed.status).toBe(200);
    expect(listed.json.entries).toEqual([{ ...before, prescriberAddress: '' }]);
  });

  it('lists a range as JSON for pharmacists only, and exports CSV with a header and one row per line, audited', async () => {
    const reference = await packedH1Order('TXO-CSV-1');
    expect((await change(reference, 'dispatched')).status).toBe(200);
    const today = kolkataDate(new Date());
    const query = { from: today, to: today };
    expect((await staffRequest(supportClaims, 'GET', '/registers/h1', { query })).status).toBe(403);
    const json = await staffRequest(pharmacistClaims, 'GET', '/registers/h1', { query });
    expect(json.status).toBe(200);
    const mine = json.json.entries.filter((entry: { reference: string }) => entry.reference === reference);
    expect(mine).toHaveLength(1);

    const csv = await staffRequest(pharmacistClaims, 'GET', '/registers/h1', { query, headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = Buffer.from(csv.raw ?? '', 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'S. No.,Date of supply (IST),Order,Patient name,Patient address,Prescriber,Prescriber registration,Prescriber address,Medicine,Quantity,Batch,Expiry,Verifying pharmacist,Pharmacist registration',
    );
    expect(rows).toHaveLength(json.json.entries.length + 1);
    expect(rows.filter((row) => row.includes(reference))).toHaveLength(1);
    // Numbered in register order, the date of supply in India time (not the stored UTC), the expiry as the page shows it.
    const at = json.json.entries.findIndex((entry: { reference: string }) => entry.reference === reference);
    const { dispatchedAt, expiry } = json.json.entries[at];
    expect(rows[at + 1]).toMatch(new RegExp(`^${at + 1},${formatStaffExportDateTime(dispatchedAt)},${reference},`));
    expect(rows[at + 1]).not.toContain(dispatchedAt);
    expect(rows[at + 1]).toContain(`,TXO-CSV-1,${formatStaffMonth(expiry)},`);
    expect(rows.slice(1).map((row) => Number(row.split(',')[0]))).toEqual(rows.slice(1).map((_, index) => index + 1));
    expect(rows.find((row) => row.includes(reference))).toContain('"C-4, Hauz Khas, New Delhi, New Delhi, Delhi 110016"');
    expect(rows.find((row) => row.includes(reference))).toContain(',DMC/R/12345,"Rao Clinic, Saket, New Delhi",');

    const backwards = await staffRequest(pharmacistClaims, 'GET', '/registers/h1', { query: { from: today, to: '2020-01-01' } });
    expect(backwards.status).toBe(400);
    const { Items = [] } = await aws.clients.dynamo.send(
      new QueryCommand({
        TableName: aws.config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'AUDIT#H1-REGISTER' },
      }),
    );
    const details = Items.map((item) => item.detail);
    expect(details).toContain(`${today} to ${today} as JSON`);
    expect(details).toContain(`${today} to ${today} as CSV`);
  });
});

/** A one-line order of Dolo 650 shipped with `batch`, its record set to the Hindi storefront when `hindi`. */
async function shippedDolo(batch: string, hindi = false): Promise<string> {
  const reference = await placeOrder([{ id: DOLO, quantity: 3 }], false);
  if (hindi)
    await aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: aws.config.tableName,
        Key: { pk: `ORDER#${reference}`, sk: 'RECORD' },
        UpdateExpression: 'SET locale = :hi',
        ExpressionAttributeValues: { ':hi': 'hi' },
      }),
    );
  await change(reference, 'confirmed');
  expect((await change(reference, 'packed', { lines: [{ productId: DOLO, batch, expiry: expiryMonthsAhead(10) }] })).status).toBe(200);
  expect((await change(reference, 'dispatched')).status).toBe(200);
  return reference;
}

/** Runs the notifier until nothing more is sent (other tests' records may be due too). */
async function sendDueMail(): Promise<void> {
  for (let run = 0; run < 5; run += 1) if ((await runNotifier(notifierAt(new Date()))).sent === 0) return;
}

describe('recalls of a batch (GET and POST /api/staff/recalls)', () => {
  it('finds exactly the orders that shipped the batch, and e-mails each shopper once, in their language', async () => {
    const batch = `RC${Date.now().toString(36).toUpperCase()}`;
    const english = await shippedDolo(batch);
    const hindi = await shippedDolo(batch.toLowerCase(), true);
    const other = await shippedDolo(`${batch}X`);
    const query = { productId: DOLO, batch };

    expect((await staffRequest(supportClaims, 'GET', '/recalls', { query })).status).toBe(403);
    const listed = await staffRequest(pharmacistClaims, 'GET', '/recalls', { query });
    expect(listed.status).toBe(200);
    expect(listed.json.orders.map((order: { reference: string }) => order.reference).sort()).toEqual([english, hindi].sort());
    expect(listed.json.orders[0]).toMatchObject({ quantity: 3, hasEmail: true });
    expect(listed.json.orders[0]).not.toHaveProperty('notifiedAt');

    const notified = await staffRequest(pharmacistClaims, 'POST', '/recalls', { json: { ...query, reason: 'spurious' } });
    expect(notified.status).toBe(200);
    expect(notified.json.queued).toBe(2);
    await sendDueMail();
    const recallMails = async () =>
      (await mailbox()).filter(
        (mail) => [english, hindi, other].some((reference) => mail.subject.includes(reference)) && /recall|वापस/.test(mail.subject),
      );
    const first = await recallMails();
    expect(first.map((mail) => mail.subject).sort()).toEqual(
      [`Important: a medicine in your order ${english} is recalled`, `ज़रूरी: आपके ऑर्डर ${hindi} की एक दवा वापस मँगाई जा रही है`].sort(),
    );
    const englishMail = first.find((mail) => mail.subject.includes(english))!;
    expect(englishMail.body.text).toContain(`Recalled: Dolo 650 Tablet, batch ${batch}.`);
    expect(englishMail.body.text).toContain('stop taking it and keep the pack');
    // The sender takes no mail: the recall asks for a call on the pharmacy's number, never a reply.
    expect(englishMail.body.text).toContain(`Call us on ${pharmacyPhone.display}: we will collect it`);
    expect(englishMail.body.text).not.toMatch(/reply to this e-mail/i);
    const hindiMail = first.find((mail) => mail.subject.includes(hindi))!;
    expect(hindiMail.body.text).toContain('बैच नंबर पट्टी या डिब्बे पर');
    expect(hindiMail.body.text).toContain(`हमें ${pharmacyPhone.display} पर फ़ोन करें: हम पैक ले जाएँगे`);

    // A second POST sends nothing new; the list says when each shopper was told.
    const unknownReason = await staffRequest(pharmacistClaims, 'POST', '/recalls', { json: { ...query, reason: 'bored' } });
    expect(unknownReason.status).toBe(400);
    expect(unknownReason.json.error.fields).toHaveProperty('reason');
    const again = await staffRequest(pharmacistClaims, 'POST', '/recalls', { json: query });
    expect(again.json.queued).toBe(0);
    expect(again.json.orders.every((order: { notifiedAt?: string }) => typeof order.notifiedAt === 'string')).toBe(true);
    await sendDueMail();
    expect(await recallMails()).toHaveLength(2);

    const { Items = [] } = await aws.clients.dynamo.send(
      new QueryCommand({
        TableName: aws.config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `AUDIT#RECALL-${DOLO}` },
      }),
    );
    expect(Items.map((item) => item.detail)).toEqual(
      expect.arrayContaining([
        `batch ${batch}: listed`,
        `batch ${batch}: shoppers notified (spurious)`,
        `batch ${batch}: shoppers notified`,
      ]),
    );
  });
});
