/**
 * A pharmacist's quote (functions/staff-api/quote.ts) and the shopper's answer on /track (functions/track/quote-accept.ts,
 * quote-decline.ts), through the deployed handler modules against the emulators; the 48-hour expiry with a fake clock
 * (a track handler built on routeTrackRequest with its own `now`, and functions/notifier/expired-quotes.ts).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_VALIDITY_MS } from '@domain/quote';
import { provisionLocalResources } from '../../dev/provision';
import { cancelExpiredQuotes } from '../../functions/notifier/expired-quotes';
import { recordKey } from '../../functions/data/records';
import { newReference } from '../../functions/runtime/reference';
import { readShelfItem } from '../../functions/data/shelf';
import type { OutboxEvent } from '../../functions/runtime/outbox';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import type { RuntimeConfig } from '../../functions/runtime/config';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { routeTrackRequest } from '../../functions/track/track.core';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { testAws } from '../support/aws';
import { invoke, prescriptionFields, samplePdf, submitPrescription } from '../support/http';
import { prescriptionCheck } from '../support/prescription-check';
import { putShelfItem } from '../support/shelf-items';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { TRACK_MAX_FAILURES } from '@contracts/track';

const aws = testAws();
const TELMA = 'prescription-telma-40-tab-15'; // Schedule H
const ROSUVAS = 'prescription-rosuvas-10-tab-15'; // Schedule H
const PARACETAMOL = 'products-paracetamol-500-tab-10'; // OTC
const phone = prescriptionFields.phone;

const staff = (reference: string, path: string, body: unknown, claims: Record<string, unknown> = pharmacist) =>
  staffRequest(claims, 'POST', `/records/${reference}${path}`, { json: body });

const postTrack = (path: string, body: Record<string, unknown>, handler = trackHandler) =>
  invoke(handler, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });

/** The track API as it answers at `now` (a fake clock). */
const trackAt = (now: Date) =>
  createHttpHandler('track', ['POST'], (request) =>
    routeTrackRequest(request, { dynamo: aws.clients.dynamo, s3: aws.clients.s3, config: aws.config, now }),
  );

async function read(kind: 'order' | 'prescription', reference: string, config: RuntimeConfig = aws.config): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(
    new GetCommand({ TableName: config.tableName, Key: recordKey(kind, reference), ConsistentRead: true }),
  );
  return Item ?? {};
}

const stockOf = async (productId: string) => (await readShelfItem(aws.clients.dynamo, aws.config.tableName, productId))?.stock;

/** An uploaded prescription taken into review and verified (version 3). */
async function verifiedUpload(): Promise<string> {
  const reference = await submitPrescription(samplePdf('quote'));
  expect((await staff(reference, '/status', { to: 'in_review', version: 1 })).status).toBe(200);
  expect((await staff(reference, '/status', { to: 'verified', version: 2, ...prescriptionCheck() })).status).toBe(200);
  return reference;
}

const twoLines = [
  { productId: TELMA, quantity: 2, onPrescription: true },
  { productId: PARACETAMOL, quantity: 1 },
];

/** A quote of two lines on a fresh verified upload. */
async function quoted(note = 'Take Telma after breakfast.'): Promise<{ rx: string; ord: string }> {
  const rx = await verifiedUpload();
  const response = await staff(rx, '/quote', { version: 3, lines: twoLines, note });
  expect(response.status).toBe(201);
  return { rx, ord: response.json.reference as string };
}

describe('POST /api/staff/records/<RX-…>/quote', () => {
  beforeAll(async () => {
    await putShelfItem(aws, { productId: TELMA, pricePaise: 15_000, mrpPaise: 16_000, stock: 500 });
    await putShelfItem(aws, { productId: PARACETAMOL, pricePaise: 2_000, mrpPaise: 2_200, stock: 500 });
  });

  it('delivers to the PIN code sent with the prescription: its city and state, over a city picked that disagrees', async () => {
    const reference = await submitPrescription(samplePdf('quote pin'), { city: 'Delhi', code: '122 002' });
    expect((await staff(reference, '/status', { to: 'in_review', version: 1 })).status).toBe(200);
    expect((await staff(reference, '/status', { to: 'verified', version: 2, ...prescriptionCheck() })).status).toBe(200);
    expect((await read('prescription', reference)).code).toBe('122 002');
    const response = await staff(reference, '/quote', { version: 3, lines: twoLines });
    expect(response.status).toBe(201);
    expect(await read('order', response.json.reference)).toMatchObject({ code: '122002', city: 'Gurugram', state: 'Haryana' });
  });

  it('creates an order `quoted`, priced from the shelf, linked both ways, with the e-mail queued and no stock taken', async () => {
    const before = { telma: await stockOf(TELMA), paracetamol: await stockOf(PARACETAMOL) };
    const { rx, ord } = await quoted();
    expect(ord).toMatch(/^ORD-\d{8}-[A-Z0-9]{8}$/);
    const order = await read('order', ord);
    const prescription = await read('prescription', rx);
    expect(order).toMatchObject({
      status: 'quoted',
      version: 1,
      prescriptionReference: rx,
      prescriptionLines: [TELMA],
      phone: prescription.phone,
      email: prescription.email,
      name: prescription.name,
      // The upload's PIN code (prescriptionFields: 201301, Noida) is the order's, and its state picks the store.
      code: prescription.code,
      city: 'Noida',
      state: 'Uttar Pradesh',
      store: 'noida',
      subtotalPaise: 2 * 15_000 + 2_000,
      totalPaise: 2 * 15_000 + 2_000,
      quoteNote: 'Take Telma after breakfast.',
      prescriber: prescription.prescriber,
    });
    expect(order.payment).toBeUndefined();
    expect(order.stockTakenAt).toBeUndefined();
    expect(order.lineItems.map((line: any) => [line.productId, line.quantity, line.unitPricePaise])).toEqual([
      [TELMA, 2, 15_000],
      [PARACETAMOL, 1, 2_000],
    ]);
    expect((order.outbox as OutboxEvent[]).filter((event) => event.status === 'quoted' && event.audience === 'shopper')).toHaveLength(1);
    expect(prescription.quotes).toEqual([expect.objectContaining({ reference: ord })]);
    expect(prescription.dependentOrders).toContain(ord);
    expect(prescription.version).toBe(4);
    expect({ telma: await stockOf(TELMA), paracetamol: await stockOf(PARACETAMOL) }).toEqual(before);

    // The console sees the link both ways.
    const orderView = await staffRequest(pharmacist, 'GET', `/records/${ord}`);
    expect(orderView.json).toMatchObject({ status: 'quoted', prescriptionReference: rx, quoteNote: 'Take Telma after breakfast.' });
    const rxView = await staffRequest(pharmacist, 'GET', `/records/${rx}`);
    expect(rxView.json.quotes).toEqual([expect.objectContaining({ reference: ord })]);
    // Audited.
    const audit = await staffRequest(pharmacist, 'GET', `/records/${rx}/audit`);
    expect(audit.json.entries).toContainEqual(expect.objectContaining({ action: 'quote', outcome: 'allowed', detail: `${ord}: 2 lines` }));
  });

  it('answers 409 quote_needs_verified on a prescription not verified, and writes nothing', async () => {
    const rx = await submitPrescription(samplePdf('unverified'));
    const response = await staff(rx, '/quote', { version: 1, lines: twoLines });
    expect(response.status).toBe(409);
    expect(response.json.error.reason).toEqual({ code: 'quote_needs_verified', status: 'received' });
    expect((await read('prescription', rx)).quotes).toBeUndefined();
  });

  it('answers 409 with the current record for a stale version', async () => {
    const rx = await verifiedUpload();
    const response = await staff(rx, '/quote', { version: 2, lines: twoLines });
    expect(response.status).toBe(409);
    expect(response.json.current).toMatchObject({ reference: rx, version: 3 });
  });

  it('refuses bad input with field codes, unknown and unticked lines with 400, a discontinued product with 409', async () => {
    const rx = await verifiedUpload();
    const empty = await staff(rx, '/quote', { version: 3, lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual({ lines: { code: 'required' } });
    const badQuantity = await staff(rx, '/quote', { version: 3, lines: [{ productId: TELMA, quantity: 0, onPrescription: true }] });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.json.error.fields).toEqual({ lines: { code: 'invalid' } });

    const unknown = await staff(rx, '/quote', { version: 3, lines: [{ productId: 'no-such-product', quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ 'lines.0.productId': { code: 'unknown_product', product: 'no-such-product' } });
    // No brand swap: a prescription-only line must be ticked as on the prescription.
    const unticked = await staff(rx, '/quote', { version: 3, lines: [{ productId: TELMA, quantity: 1 }] });
    expect(unticked.status).toBe(400);
    expect(unticked.json.error.fields).toEqual({ 'lines.0.onPrescription': { code: 'prescription_lines_missing', fields: TELMA } });

    await putShelfItem(aws, { productId: ROSUVAS, state: 'discontinued' });
    const discontinued = await staff(rx, '/quote', { version: 3, lines: [{ productId: ROSUVAS, quantity: 1, onPrescription: true }] });
    expect(discontinued.status).toBe(409);
    expect(discontinued.json.error.reason).toEqual({ code: 'quote_products_unavailable', productIds: [ROSUVAS] });
    expect((await read('prescription', rx)).version).toBe(3);
  });

  it('refuses a line over the live stock with 409 quote_over_stock naming it and its stock, storing nothing; at the stock it is sent and can be accepted', async () => {
    const AMOX = 'products-amoxicillin-500-cap-10'; // Schedule H; its own product, so no other test's stock moves
    await putShelfItem(aws, { productId: AMOX, pricePaise: 9_000, mrpPaise: 9_500, stock: 50 });
    const rx = await verifiedUpload();
    const lines = (quantity: number) => [
      { productId: PARACETAMOL, quantity: 1 },
      { productId: AMOX, quantity, onPrescription: true },
    ];

    const over = await staff(rx, '/quote', { version: 3, lines: lines(60) });
    expect(over.status).toBe(409);
    expect(over.json.error.reason).toEqual({ code: 'quote_over_stock', productIds: [AMOX] });
    expect(over.json.error.fields).toEqual({ 'lines.1.quantity': { code: 'above_stock', max: 50 } });
    const untouched = await read('prescription', rx);
    expect(untouched.version).toBe(3);
    expect(untouched.quotes).toBeUndefined();
    expect(untouched.dependentOrders).toBeUndefined();
    const audit = await staffRequest(pharmacist, 'GET', `/records/${rx}/audit`);
    expect(audit.json.entries.filter((entry: { action: string }) => entry.action === 'quote').map((entry: any) => entry.outcome)).toEqual([
      'refused',
    ]);

    const atStock = await staff(rx, '/quote', { version: 3, lines: lines(50) });
    expect(atStock.status).toBe(201);
    const ord = atStock.json.reference as string;
    expect((await read('order', ord)).lineItems.map((line: any) => [line.productId, line.quantity])).toEqual([
      [PARACETAMOL, 1],
      [AMOX, 50],
    ]);
    const accepted = await postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'cod' });
    expect(accepted.status).toBe(200);
    expect(await stockOf(AMOX)).toBe(0);
  });

  it('is for pharmacists only', async () => {
    const rx = await verifiedUpload();
    expect((await staff(rx, '/quote', { version: 3, lines: twoLines }, support)).status).toBe(403);
  });
});

describe('the shopper accepts or declines a quote on /track', () => {
  beforeAll(async () => {
    await putShelfItem(aws, { productId: TELMA, pricePaise: 15_000, mrpPaise: 16_000, stock: 500 });
    await putShelfItem(aws, { productId: PARACETAMOL, pricePaise: 2_000, mrpPaise: 2_200, stock: 500 });
  });

  it('/track of the prescription names the order made from it (the latest), so the upload’s reference leads to it', async () => {
    const rx = await verifiedUpload();
    const before = await postTrack('/api/track/', { reference: rx, phone });
    expect([before.status, before.json.nextStep]).toEqual([200, undefined]);
    const first = await staff(rx, '/quote', { version: 3, lines: twoLines });
    const second = await staff(rx, '/quote', { version: 4, lines: twoLines });
    expect([first.status, second.status]).toEqual([201, 201]);
    const after = await postTrack('/api/track/', { reference: rx, phone });
    expect(after.json.nextStep).toEqual({ code: 'order_made', reference: second.json.reference });
  });

  it('/track shows the quote: lines, total, note, expiry, no payment yet, not cancellable', async () => {
    const { ord } = await quoted();
    const shown = await postTrack('/api/track/', { reference: ord, phone });
    expect(shown.status).toBe(200);
    const order = await read('order', ord);
    expect(shown.json).toMatchObject({
      status: 'quoted',
      totalPaise: 32_000,
      canCancel: false,
      quote: { note: 'Take Telma after breakfast.', open: true, expired: false },
    });
    expect(Date.parse(shown.json.quote.expiresAt) - Date.parse(order.quotedAt)).toBe(QUOTE_VALIDITY_MS);
    expect(shown.json.lines).toHaveLength(2);
    expect(shown.json.payment).toBeUndefined();
  });

  it('upload → verify → quote → accept with COD: a placed order linked to the RX, its stock taken', async () => {
    const { rx, ord } = await quoted();
    const before = { telma: await stockOf(TELMA), paracetamol: await stockOf(PARACETAMOL) };
    const accepted = await postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'cod' });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ reference: ord, status: 'placed', payment: { method: 'cod', state: 'pending' } });
    const order = await read('order', ord);
    expect(order).toMatchObject({ status: 'placed', prescriptionReference: rx, payment: { method: 'cod', state: 'pending' } });
    expect(typeof order.stockTakenAt).toBe('string');
    expect(order.history.at(-1)).toMatchObject({ by: 'shopper', from: 'quoted', to: 'placed' });
    expect((order.outbox as OutboxEvent[]).filter((event) => event.status === 'placed' && event.audience === 'shopper')).toHaveLength(1);
    expect({ telma: await stockOf(TELMA), paracetamol: await stockOf(PARACETAMOL) }).toEqual({
      telma: before.telma! - 2,
      paracetamol: before.paracetamol! - 1,
    });
  });

  it('accepting in parallel places once: every answer is the placed order, the stock is taken once', async () => {
    const { ord } = await quoted();
    const before = { telma: await stockOf(TELMA), paracetamol: await stockOf(PARACETAMOL) };
    // As many at once as one client may have in flight: each request's attempt counts until its phone has matched
    // (track-context.ts authoriseShopper), so a sixth one beside five unfinished ones is throttled, as a parallel guess is.
    const answers = await Promise.all(
      Array.from({ length: TRACK_MAX_FAILURES }, () => postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'cod' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: TRACK_MAX_FAILURES }, () => 200));
    expect(answers.every((answer) => answer.json.status === 'placed')).toBe(true);
    const order = await read('order', ord);
    expect(order.history.filter((entry: any) => entry.to === 'placed')).toHaveLength(1);
    expect(order.version).toBe(2);
    expect((order.outbox as OutboxEvent[]).filter((event) => event.status === 'placed' && event.audience === 'shopper')).toHaveLength(1);
    expect({ telma: await stockOf(TELMA), paracetamol: await stockOf(PARACETAMOL) }).toEqual({
      telma: before.telma! - 2,
      paracetamol: before.paracetamol! - 1,
    });
  });

  it('answers 409 PRICE_CHANGED when the shelf price moved, and 409 OUT_OF_STOCK when it ran short, taking nothing', async () => {
    const { ord } = await quoted();
    await putShelfItem(aws, { productId: PARACETAMOL, pricePaise: 2_100, mrpPaise: 2_200, stock: 500 });
    const moved = await postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'cod' });
    expect(moved.status).toBe(409);
    expect(moved.json.error.code).toBe('PRICE_CHANGED');
    expect(moved.json.priceChanges).toEqual([expect.objectContaining({ id: PARACETAMOL, newPricePaise: 2_100 })]);
    await putShelfItem(aws, { productId: PARACETAMOL, pricePaise: 2_000, mrpPaise: 2_200, stock: 500 });

    await putShelfItem(aws, { productId: TELMA, pricePaise: 15_000, mrpPaise: 16_000, stock: 1 });
    const short = await postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'cod' });
    expect(short.status).toBe(409);
    expect(short.json.error.code).toBe('OUT_OF_STOCK');
    expect(short.json.shortLines).toEqual([{ id: TELMA, available: 1 }]);
    expect(await stockOf(TELMA)).toBe(1);
    expect((await read('order', ord)).status).toBe('quoted');
    await putShelfItem(aws, { productId: TELMA, pricePaise: 15_000, mrpPaise: 16_000, stock: 500 });
  });

  it('accepting online leaves the payment pending for the payment page', async () => {
    const { ord } = await quoted();
    const accepted = await postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'online' });
    expect(accepted.status).toBe(200);
    expect(accepted.json.payment).toEqual({ method: 'online', state: 'pending' });
  });

  it('answers 410 QUOTE_EXPIRED 48 hours after the quote (fake clock), and changes nothing', async () => {
    const { ord } = await quoted();
    const order = await read('order', ord);
    const lapsed = new Date(Date.parse(order.quotedAt) + QUOTE_VALIDITY_MS);
    const justBefore = await postTrack('/api/track/', { reference: ord, phone }, trackAt(new Date(lapsed.getTime() - 1000)));
    expect(justBefore.json.quote).toMatchObject({ open: true, expired: false });
    const late = await postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'cod' }, trackAt(lapsed));
    expect(late.status).toBe(410);
    expect(late.json.error).toMatchObject({ code: 'QUOTE_EXPIRED', reason: { code: 'quote_expired' } });
    expect(late.json.current.quote).toMatchObject({ open: false, expired: true });
    expect((await read('order', ord)).status).toBe('quoted');
  });

  it('declining records the reason, queues the e-mail and closes the quote', async () => {
    const { ord } = await quoted();
    const missing = await postTrack('/api/track/quote-decline', { reference: ord, phone });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({ reason: { code: 'cancel_reason_required' } });

    const declined = await postTrack('/api/track/quote-decline', { reference: ord, phone, reason: 'quote_declined_too_expensive' });
    expect(declined.status).toBe(200);
    expect(declined.json.status).toBe('cancelled');
    expect(declined.json.history.at(-1)).toMatchObject({ status: 'cancelled', reason: 'quote_declined_too_expensive' });
    const order = await read('order', ord);
    expect(order.history.at(-1)).toMatchObject({ by: 'shopper', from: 'quoted', to: 'cancelled', reason: 'quote_declined_too_expensive' });
    expect((order.outbox as OutboxEvent[]).filter((event) => event.status === 'cancelled')).toEqual([
      expect.objectContaining({ reason: 'quote_declined_too_expensive' }),
    ]);
    expect(order.refund).toBeUndefined();

    const again = await postTrack('/api/track/quote-accept', { reference: ord, phone, payment: 'cod' });
    expect(again.status).toBe(409);
    expect(again.json.error.reason).toEqual({ code: 'quote_not_open', status: 'cancelled' });
  });

  it('a quote the pharmacist cancels before it is accepted refunds nothing: no money moved', async () => {
    const { ord } = await quoted();
    const before = await read('order', ord);
    const cancelled = await staff(ord, '/status', { to: 'cancelled', reason: 'out_of_stock', version: before.version });
    expect(cancelled.status).toBe(200);
    const order = await read('order', ord);
    expect(order.status).toBe('cancelled');
    expect(order.refund).toBeUndefined();
    expect(order.payment).toBeUndefined();
    const events = order.outbox as OutboxEvent[];
    expect(events.filter((event) => event.status === 'cancelled')).toHaveLength(1);
    expect(events.map((event) => event.status)).not.toContain('refund_started');
    // /track shows no payment for it, as before the cancellation.
    expect((await postTrack('/api/track/', { reference: ord, phone })).json.payment).toBeUndefined();
  });
});

describe('quotes left 48 hours are cancelled (functions/notifier/expired-quotes.ts)', () => {
  // A table of its own: the sweep cancels every lapsed quote it finds, and other files' quotes must not be among them.
  const isolated: RuntimeConfig = { tableName: 'medvika-quotes-it', bucketName: 'medvika-quotes-it-files' };
  const sentAt = new Date('2026-11-29T09:00:00.000Z');
  const clients = createAwsClients();
  const staffAt = createHttpHandler('staff-api', ['GET', 'POST', 'PATCH'], (request) =>
    routeStaffRequest(request, { clients, config: isolated, now: sentAt }),
  );

  beforeAll(async () => {
    await provisionLocalResources(isolated.tableName, isolated.bucketName);
  });

  it('cancels at 48 hours with quote_expired by the system, once', async () => {
    // A verified prescription stored straight into the isolated table, then quoted through the staff API at `sentAt`.
    const rx = newReference('RX', sentAt);
    await clients.dynamo.send(
      new PutCommand({
        TableName: isolated.tableName,
        Item: {
          ...recordKey('prescription', rx),
          kind: 'prescription',
          reference: rx,
          status: 'verified',
          version: 3,
          createdAt: sentAt.toISOString(),
          updatedAt: sentAt.toISOString(),
          history: [],
          queue: 'prescription#verified',
          ...prescriptionFields,
          prescriber: prescriptionCheck().prescriber,
        },
      }),
    );
    const quote = await staffRequest(pharmacist, 'POST', `/records/${rx}/quote`, {
      json: { version: 3, lines: [{ productId: PARACETAMOL, quantity: 1 }] },
      handler: staffAt,
    });
    expect(quote.status).toBe(201);
    const ord = quote.json.reference as string;
    const at = (ms: number) => new Date(sentAt.getTime() + ms);

    expect(await cancelExpiredQuotes(clients.dynamo, isolated.tableName, at(QUOTE_VALIDITY_MS - 60_000))).toEqual({ cancelled: 0 });
    expect((await read('order', ord, isolated)).status).toBe('quoted');
    expect(await cancelExpiredQuotes(clients.dynamo, isolated.tableName, at(QUOTE_VALIDITY_MS))).toEqual({ cancelled: 1 });
    const cancelled = await read('order', ord, isolated);
    expect(cancelled.history.at(-1)).toMatchObject({ by: 'system', from: 'quoted', to: 'cancelled', reason: 'quote_expired' });
    expect((cancelled.outbox as OutboxEvent[]).filter((event) => event.status === 'cancelled')).toHaveLength(1);
    expect(await cancelExpiredQuotes(clients.dynamo, isolated.tableName, at(QUOTE_VALIDITY_MS + 60_000))).toEqual({ cancelled: 0 });
  });
});
