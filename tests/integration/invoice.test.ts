import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TRACK_MAX_FAILURES } from '@contracts/track';
import { financialYear, formatInvoiceNumber, invoiceText } from '@domain/invoice';
import { PRESCRIPTION_RETENTION_DAYS, TAX_RECORD_RETENTION_YEARS, expiryAfterYears } from '@domain/retention';
import { formatMoney } from '@domain/money';
import { allocateInvoiceSerial, invoiceCounterKey } from '../../functions/data/invoice-numbers';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { checkoutShopper } from '../support/fixtures';
import { invoke, samplePdf, submitPrescription, submitThroughHandler } from '../support/http';
import { readPdfText } from '../support/pdf-text';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { ensureOrderInvoice } from '../../functions/invoice/issue-invoice';
import { placeholderSeller } from '@contracts/deployment/seller-settings';
import { sampleStores } from '@domain/stores';
import { createDynamoClient } from '../../functions/runtime/dynamo-client';
import { injectDynamoFaults, testAws } from '../support/aws';
import { staffRequest } from '../support/staff-request';
import { checkFieldsFor } from '../support/prescription-check';
import { stepBody } from '../support/packing';
import { storedOrderSchema } from '../../functions/data/record-schemas';

const aws = testAws();
const DOLO = 'products-dolo-650-tab-15';
const PAN = 'products-pan-40-tab-15';

/** Places an order through the submit-form handler (with a prescription file when `prescription`); returns its reference. */
function placeOrder(
  lines: { id: string; quantity: number }[],
  prescription = false,
  shopper: Partial<Record<keyof typeof checkoutShopper, string>> = {},
): Promise<string> {
  return submitThroughHandler(
    {
      form: 'checkout',
      ...checkoutShopper,
      ...shopper,
      items: JSON.stringify(lines),
      ...(prescription ? { consent: 'true' } : {}),
    },
    prescription ? { prescription: [samplePdf('invoice'), 'scan.pdf', 'application/pdf'] } : {},
  );
}

async function readOrder(reference: string) {
  return (
    await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: { pk: `ORDER#${reference}`, sk: 'RECORD' } }))
  ).Item!;
}

/** Moves an order to `to` as a pharmacist (staff API), expecting 200. */
async function decide(reference: string, to: string) {
  const stored = await readOrder(reference);
  const response = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
    json: { to, version: stored.version, ...checkFieldsFor(stored, to), ...stepBody(to, stored) },
  });
  expect(response.status).toBe(200);
}

/** Confirms, packs and dispatches an order as a pharmacist: the dispatch issues its tax invoice. */
async function dispatch(reference: string) {
  for (const to of ['confirmed', 'packed', 'dispatched']) await decide(reference, to);
}

/**
 * Marks a confirmed order dispatched without the dispatch step's own issue of the invoice number, as an order is left
 * when that second step failed (INVOICE_AT_DISPATCH_FAILED): the first download then issues it.
 */
async function dispatchedWithoutInvoice(reference: string) {
  const { history } = await readOrder(reference);
  const dispatched = { at: new Date().toISOString(), by: pharmacistClaims.sub, from: 'confirmed', to: 'dispatched' };
  await aws.setRecordFields('order', reference, { status: 'dispatched', history: [...history, dispatched] });
}

function downloadInvoice(reference: string, phone: string = checkoutShopper.phone) {
  return invoke(trackHandler, {
    method: 'POST',
    path: '/api/track/invoice',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ reference, phone })),
  });
}

const pdfBytes = (raw: string | undefined) => new Uint8Array(Buffer.from(raw ?? '', 'base64'));

async function counter() {
  const { Item } = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: invoiceCounterKey(financialYear(new Date())) }),
  );
  return Item;
}

describe('POST /api/track/invoice (handler module vs dynalite)', () => {
  it('answers a dispatched order with its PDF tax invoice, never cached, and keeps its number; none before dispatch', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 3 }]);
    const before = await downloadInvoice(reference);
    expect(before.status).toBe(409);
    expect(before.json.error).toEqual({ code: 'CONFLICT', message: invoiceText.notAvailable, reason: { code: 'invoice_not_available' } });
    const tracked = await invoke(trackHandler, {
      method: 'POST',
      path: '/api/track/',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reference, phone: '98110 42367' })),
    });
    expect(tracked.json.invoiceAvailable).toBe(false);
    // Confirmed and packed is not yet supplied: the invoice is issued when the goods leave (CGST Rules 2017 rule 47).
    await decide(reference, 'confirmed');
    await decide(reference, 'packed');
    expect((await downloadInvoice(reference)).status).toBe(409);
    expect((await readOrder(reference)).invoice).toBeUndefined();

    await decide(reference, 'dispatched');
    const dispatched = await readOrder(reference);
    const response = await downloadInvoice(reference);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = await readOrder(reference);
    expect(stored.invoice.number).toMatch(/^MV\/\d{2}-\d{2}\/\d{6}$/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Medvika-invoice-${stored.invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(stored.invoice).toEqual(dispatched.invoice); // issued at dispatch, kept by the download
    expect(stored.version).toBe(dispatched.version); // the invoice is not a lifecycle change: the staff's version stays
    const pdf = await readPdfText(pdfBytes(response.raw));
    expect(pdf.text).toContain(stored.invoice.number);
    expect(pdf.text).toContain(reference);
    expect(pdf.text).toContain(`Total (including GST) ${formatMoney(stored.totalPaise as number)}`);
    for (const line of stored.lineItems as { lineTotalPaise: number }[]) expect(pdf.text).toContain(formatMoney(line.lineTotalPaise));
    expect(pdf.text).not.toMatch(/Rs\.|\?\d/);

    const again = await downloadInvoice(reference);
    expect((await readPdfText(pdfBytes(again.raw))).text).toContain(stored.invoice.number);
    expect((await readOrder(reference)).invoice).toEqual(stored.invoice);
    const trackedAfter = await invoke(trackHandler, {
      method: 'POST',
      path: '/api/track/',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reference, phone: '98110 42367' })),
    });
    expect(trackedAfter.json.invoiceAvailable).toBe(true);
  });

  it('gives an order asked for at once by many requests one number, and explains every allocated number', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 1 }]);
    await decide(reference, 'confirmed');
    await dispatchedWithoutInvoice(reference);
    // As many at once as one client may have in flight: each attempt is counted before the phone is checked and released
    // once it matches, so a larger burst from one address could meet the attempt limit (429) before any is released.
    const answers = await Promise.all(Array.from({ length: TRACK_MAX_FAILURES }, () => downloadInvoice(reference)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(TRACK_MAX_FAILURES).fill(200));
    const { invoice } = await readOrder(reference);
    for (const answer of answers) expect((await readPdfText(pdfBytes(answer.raw))).text).toContain(invoice.number);

    // Every serial up to the counter is on an order or recorded voided: the series has no unexplained gap.
    const fy = financialYear(new Date());
    const state = await counter();
    const voided = ((state?.voided as { number: string }[] | undefined) ?? []).map((entry) => entry.number);
    const serials = Array.from({ length: Number(state?.lastSerial) }, (_, index) => formatInvoiceNumber(fy, index + 1));
    expect(serials).toContain(invoice.number);
    expect(voided).not.toContain(invoice.number);
    expect(new Set(voided).size).toBe(voided.length);
    expect(voided.every((number) => serials.includes(number))).toBe(true);
  });

  it('supplies a Delhi delivery from the Delhi store with CGST + SGST, and from the Noida store with IGST', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 3 }]);
    const stored = await readOrder(reference);
    expect(stored.store).toBe('delhi'); // the checkout chose the store in the delivery state
    await dispatch(reference);
    const { text } = await readPdfText(pdfBytes((await downloadInvoice(reference)).raw));
    const delhi = sampleStores.find((store) => store.id === 'delhi')!;
    expect(text).toContain(`GSTIN: ${delhi.gstin}`);
    expect(text).toContain(delhi.drugLicences[0]);
    expect(text).toContain(' 3004 ');
    expect(text).toContain('CGST 2.5% included');
    expect(text).toContain('SGST 2.5% included');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Amount in words: Rupees');

    // An order the Noida store supplied to Delhi (e.g. the Delhi store out of stock): an inter-state supply.
    const fromNoida = await placeOrder([{ id: DOLO, quantity: 1 }]);
    await aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: aws.config.tableName,
        Key: { pk: `ORDER#${fromNoida}`, sk: 'RECORD' },
        UpdateExpression: 'SET #store = :noida',
        ExpressionAttributeNames: { '#store': 'store' },
        ExpressionAttributeValues: { ':noida': 'noida' },
      }),
    );
    await dispatch(fromNoida);
    const noidaText = (await readPdfText(pdfBytes((await downloadInvoice(fromNoida)).raw))).text;
    expect(noidaText).toContain(`GSTIN: ${sampleStores.find((store) => store.id === 'noida')!.gstin}`);
    expect(noidaText).toContain('IGST 5% included');
    expect(noidaText).not.toContain('CGST');
    expect(noidaText).toContain('inter-state supply');
  });

  it('names the verifying pharmacist with their registration on an order with prescription-only medicine', async () => {
    const reference = await placeOrder(
      [
        { id: PAN, quantity: 2 },
        { id: DOLO, quantity: 1 },
      ],
      true,
    );
    await dispatch(reference);
    const response = await downloadInvoice(reference);
    expect(response.status).toBe(200);
    const { text } = await readPdfText(pdfBytes(response.raw));
    expect(text).toContain('Pan 40 Tablet');
    expect(text).toContain('Dolo 650 Tablet');
    expect(text).toContain(`${invoiceText.pharmacistHeading}: Dr Ritu Sharma, registration DPC-12345 (Delhi Pharmacy Council)`);
  });

  it('keeps a dispatched order carrying a prescription 8 years, its record of sale, not the 180 days of the prescription', async () => {
    const reference = await placeOrder([{ id: PAN, quantity: 1 }], true);
    const day = 86_400;
    const placedExpiry = Number((await readOrder(reference)).expiresAt);
    expect(Math.abs(placedExpiry - (Date.now() / 1000 + PRESCRIPTION_RETENTION_DAYS * day))).toBeLessThan(day);
    await decide(reference, 'confirmed');
    await decide(reference, 'packed');
    expect((await readOrder(reference)).expiresAt).toBe(placedExpiry);
    await decide(reference, 'dispatched');
    const kept = Number((await readOrder(reference)).expiresAt);
    expect(kept).toBe(expiryAfterYears(new Date(kept * 1000), 0)); // whole seconds, a TTL's unit
    expect(Math.abs(kept - expiryAfterYears(new Date(), TAX_RECORD_RETENTION_YEARS))).toBeLessThan(day);
  });

  it('prints a name and address typed in Hindi as the same Devanagari text', async () => {
    const shopper = { name: 'मीरा नायर', address: 'सी-4, हौज़ ख़ास' };
    const reference = await placeOrder([{ id: DOLO, quantity: 2 }], false, shopper);
    await dispatch(reference);
    const response = await downloadInvoice(reference);
    expect(response.status).toBe(200);
    const { text } = await readPdfText(pdfBytes(response.raw));
    // Read back through the fonts' ToUnicode maps: these words have no vowel sign drawn before its consonant and no
    // reph, so their glyphs come out in the typed order (see docs/architecture/flows.md "Tax invoice" for the others).
    expect(text).toContain(shopper.name);
    expect(text).toContain('सी-4, हौज़ ख़ास'.normalize('NFC'));
    expect(text).toContain(`Total (including GST) ${formatMoney((await readOrder(reference)).totalPaise as number)}`);
  });

  it('answers a wrong phone with the 404 of /track, and a prescription reference with a 400', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 1 }]);
    await decide(reference, 'confirmed');
    await dispatchedWithoutInvoice(reference);
    const wrong = await downloadInvoice(reference, '9876500000');
    expect(wrong.status).toBe(404);
    expect(wrong.json.error.code).toBe('NOT_FOUND');
    expect((await readOrder(reference)).invoice).toBeUndefined();

    const prescription = await submitPrescription();
    const notAnOrder = await downloadInvoice(prescription, '+91 98765 43210');
    expect(notAnOrder.status).toBe(400);
    expect(notAnOrder.json.error).toMatchObject({ message: invoiceText.ordersOnly, reason: { code: 'invoice_orders_only' } });
  });

  it('refuses an order cancelled after its confirmation but before dispatch with a 409: it was never supplied', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 1 }]);
    await decide(reference, 'confirmed');
    const { version } = await readOrder(reference);
    const cancelled = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'cancelled', reason: 'out_of_stock', version },
    });
    expect(cancelled.status).toBe(200);
    const response = await downloadInvoice(reference);
    expect(response.status).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json.error.reason).toEqual({ code: 'invoice_not_available' });
    expect((await readOrder(reference)).invoice).toBeUndefined();
  });
});

describe('GET /api/staff/records/<reference>/invoice (handler module vs dynalite)', () => {
  const staffInvoice = (reference: string, claims: Record<string, unknown> = supportClaims) =>
    staffRequest(claims, 'GET', `/records/${reference}/invoice`);
  const auditOf = async (reference: string) =>
    (await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`)).json.entries as {
      action: string;
      outcome: string;
      userId: string;
    }[];

  it("gives support the shopper's invoice (same number), audited; before dispatch a 409, audited as refused", async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 2 }]);
    await decide(reference, 'confirmed');
    const early = await staffInvoice(reference);
    expect(early.status).toBe(409);
    await decide(reference, 'packed');
    await decide(reference, 'dispatched');
    const shopper = await downloadInvoice(reference);
    const { invoice } = await readOrder(reference);
    const staff = await staffInvoice(reference);
    expect(staff.status).toBe(200);
    expect(staff.headers['content-type']).toBe('application/pdf');
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(staff.headers['content-disposition']).toBe(shopper.headers['content-disposition']);
    expect((await readPdfText(pdfBytes(staff.raw))).text).toContain(invoice.number);
    const invoiceEntries = (await auditOf(reference)).filter((entry) => entry.action === 'invoice');
    expect(invoiceEntries.map((entry) => [entry.outcome, entry.userId])).toEqual([
      ['allowed', supportClaims.sub],
      ['refused', supportClaims.sub],
    ]);
  });

  it('issues the number when the order is dispatched, dated at dispatch, before anyone asks for the invoice', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 1 }]);
    await decide(reference, 'confirmed');
    await decide(reference, 'packed');
    expect((await readOrder(reference)).invoice).toBeUndefined();
    await decide(reference, 'dispatched');
    const order = await readOrder(reference);
    const dispatchedAt = (order.history as { to: string; at: string }[]).find((entry) => entry.to === 'dispatched')!.at;
    expect(order.invoice.number).toMatch(/^MV\/\d{2}-\d{2}\/\d{6}$/);
    expect(Date.parse(order.invoice.issuedAt)).toBeGreaterThanOrEqual(Date.parse(dispatchedAt));
    // The shopper's download later keeps that number and date.
    const shopper = await downloadInvoice(reference);
    expect(shopper.status).toBe(200);
    expect((await readOrder(reference)).invoice).toEqual(order.invoice);
  });

  it('answers a prescription reference with a 404', async () => {
    const prescription = await submitPrescription();
    expect((await staffInvoice(prescription, pharmacistClaims)).status).toBe(404);
  });
});

describe('issuing after a lost answer (injected faults)', () => {
  it('keeps the number whose order write landed though its answer was lost, and gives nothing back', async () => {
    const reference = await placeOrder([{ id: DOLO, quantity: 1 }]);
    await decide(reference, 'confirmed');
    const dynamo = createDynamoClient();
    const calls = injectDynamoFaults(dynamo, [
      { match: (call) => call.operation === 'UpdateItem' && call.input.Key.pk.S === `ORDER#${reference}`, fault: 'answer-lost' },
    ]);
    const item = storedOrderSchema.parse(await readOrder(reference));
    const context = { dynamo, tableName: aws.config.tableName, seller: placeholderSeller, stores: sampleStores, now: new Date() };
    const issued = await ensureOrderInvoice(reference, { pk: `ORDER#${reference}`, sk: 'RECORD' }, item, context);
    expect((await readOrder(reference)).invoice).toEqual(issued);
    // The SDK retried the order write, which then failed its condition on our own number: nothing was released or voided.
    expect(calls.filter((call) => call.operation === 'UpdateItem' && call.input.Key.pk.S === `ORDER#${reference}`)).toHaveLength(2);
    expect(calls.filter((call) => call.operation === 'UpdateItem' && call.input.Key.pk.S.startsWith('INVOICE-NUMBERS#'))).toHaveLength(1);
    const voided = ((await counter())?.voided as { number: string }[] | undefined) ?? [];
    expect(voided.map((entry) => entry.number)).not.toContain(issued.number);
  });
});

describe('invoice number counter (functions/data/invoice-numbers.ts vs dynalite)', () => {
  it('gives 20 concurrent allocations 20 distinct consecutive serials', async () => {
    const fy = '2031-32'; // a year of its own: no other test allocates in it
    const serials = await Promise.all(
      Array.from({ length: 20 }, () => allocateInvoiceSerial(aws.clients.dynamo, aws.config.tableName, fy)),
    );
    expect([...serials].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});
