/**
 * How the shopper pays (domain/payment.ts) against dynalite: the checkout's `payment` field and the COD limit, the
 * payment page's confirmation (POST /api/track/payment, idempotent), the hold on fulfilling an unpaid online order,
 * and /track's lines, totals and payment. Through the deployed handler modules.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionLocalResources } from '../../dev/provision';
import { cancelUnpaidOrders } from '../../functions/notifier/unpaid-orders';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { readConfig, type RuntimeConfig } from '../../functions/runtime/config';
import { routeTrackRequest } from '../../functions/track/track.core';
import { submitForm } from '../../functions/submit-form/submit-form.core';
import type { OutboxEvent } from '../../functions/runtime/outbox';
import { recordKey } from '../../functions/data/records';
import { handler as submitHandler } from '../../functions/submit-form/submit-form.handler';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { products } from '../../domain/catalogue/catalogue';
import { DEFAULT_COD_LIMIT_PAISE, PAYMENT_WINDOW_MS } from '../../domain/payment';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { encodeMultipart, formData, invoke, submitThroughHandler } from '../support/http';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { SEED_STOCK } from '@domain/shelf-availability';

const aws = testAws();
const phone = checkoutShopper.phone;
const DOLO = 'products-dolo-650-tab-15';

async function checkout(fields: Record<string, string>) {
  const { body, contentType } = await encodeMultipart(formData({ form: 'checkout', ...fields }));
  return invoke(submitHandler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body });
}

async function readOrder(reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
  return Item ?? {};
}

const postTrack = (path: string, body: Record<string, unknown>) =>
  invoke(trackHandler, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });

/** Over-the-counter lines whose total is above the COD limit: the dearest products, 99 of each, until it is passed. */
function linesOverCodLimit(): { id: string; quantity: number }[] {
  const lines: { id: string; quantity: number }[] = [];
  let total = 0;
  for (const product of [...products].filter((p) => !p.requiresPrescription).sort((a, b) => b.pricePaise - a.pricePaise)) {
    if (total > DEFAULT_COD_LIMIT_PAISE) break;
    // Within what the seeded shelf holds of each product, so the online order can be placed.
    lines.push({ id: product.id, quantity: SEED_STOCK });
    total += product.pricePaise * SEED_STOCK;
  }
  return lines;
}

describe('the checkout asks how to pay (form=checkout, `payment`)', () => {
  it('stores the paise and a pending payment of the method chosen', async () => {
    for (const payment of ['online', 'cod'] as const) {
      const reference = await submitThroughHandler({
        form: 'checkout',
        ...checkoutShopper,
        payment,
        items: JSON.stringify([{ id: DOLO, quantity: 2 }]),
      });
      const stored = await readOrder(reference);
      expect(stored.payment).toEqual({ method: payment, state: 'pending' });
      expect(stored.totalPaise).toBe(stored.lineItems[0].unitPricePaise * 2);
      expect(Number.isSafeInteger(stored.gstPaise)).toBe(true);
    }
  });

  it('refuses a missing or unknown payment with 400 naming the field', async () => {
    const { payment: _omitted, ...withoutPayment } = checkoutShopper;
    for (const fields of [withoutPayment, { ...checkoutShopper, payment: 'card' }]) {
      const response = await checkout({ ...fields, items: JSON.stringify([{ id: DOLO, quantity: 1 }]) });
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toEqual({ payment: { code: 'payment_invalid' } });
    }
  });

  it('refuses cash on delivery above the limit with its code and limitPaise, and takes the same cart online', async () => {
    const items = JSON.stringify(linesOverCodLimit());
    const refused = await checkout({ ...checkoutShopper, payment: 'cod', items });
    expect(refused.status).toBe(400);
    expect(refused.json.error.reason).toEqual({ code: 'cod_over_limit' });
    expect(refused.json.error.fields).toEqual({ payment: { code: 'cod_over_limit', limitPaise: DEFAULT_COD_LIMIT_PAISE } });
    const online = await checkout({ ...checkoutShopper, payment: 'online', items });
    expect(online.status).toBe(201);
  });
});

describe('the payment page records the payment (POST /api/track/payment)', () => {
  it('makes an online order paid once: repeating it changes nothing', async () => {
    const reference = await submitThroughHandler({
      form: 'checkout',
      ...checkoutShopper,
      payment: 'online',
      items: JSON.stringify([{ id: DOLO, quantity: 1 }]),
    });
    const before = await readOrder(reference);
    const paid = await postTrack('/api/track/payment', { reference, phone });
    expect(paid.status).toBe(200);
    expect(paid.json.payment).toEqual({ method: 'online', state: 'paid' });
    const after = await readOrder(reference);
    expect(after.payment).toMatchObject({ method: 'online', state: 'paid' });
    expect(Date.parse(after.payment.paidAt)).not.toBeNaN();
    expect(after.version).toBe(before.version + 1);

    const again = await postTrack('/api/track/payment', { reference, phone });
    expect(again.status).toBe(200);
    expect(again.json.payment).toEqual({ method: 'online', state: 'paid' });
    expect(await readOrder(reference)).toEqual(after);

    const wrongPhone = await postTrack('/api/track/payment', { reference, phone: '9876543210' });
    expect(wrongPhone.status).toBe(404);
  });

  it('marks nothing paid where the deployment does not allow the simulation (no money moves): 503, the order stays pending', async () => {
    const reference = await submitThroughHandler({
      form: 'checkout',
      ...checkoutShopper,
      payment: 'online',
      items: JSON.stringify([{ id: DOLO, quantity: 1 }]),
    });
    const before = await readOrder(reference);
    // The track function as a deployment without medvika:simulatedPayments reads its environment.
    const { SIMULATED_PAYMENTS: _allowed, ...deployedEnv } = process.env;
    const config = readConfig(deployedEnv);
    expect(config.simulatedPayments).toBe(false);
    const handler = createHttpHandler('track', ['POST'], (request) =>
      routeTrackRequest(request, { dynamo: aws.clients.dynamo, s3: aws.clients.s3, config, now: new Date() }),
    );
    const response = await invoke(handler, {
      method: 'POST',
      path: '/api/track/payment',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reference, phone })),
    });
    expect([response.status, response.json.error.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(await readOrder(reference)).toEqual(before);
    expect(before.payment).toMatchObject({ method: 'online', state: 'pending' });
  });

  it('refuses a cash-on-delivery order with 409 and a code, writing nothing', async () => {
    const reference = await submitThroughHandler({
      form: 'checkout',
      ...checkoutShopper,
      payment: 'cod',
      items: JSON.stringify([{ id: DOLO, quantity: 1 }]),
    });
    const before = await readOrder(reference);
    const response = await postTrack('/api/track/payment', { reference, phone });
    expect(response.status).toBe(409);
    expect(response.json.error.reason).toEqual({ code: 'payment_method_mismatch' });
    expect(await readOrder(reference)).toEqual(before);
  });

  it('holds an unpaid online order from confirmation (409 payment_pending); cash on delivery proceeds', async () => {
    const online = await submitThroughHandler({
      form: 'checkout',
      ...checkoutShopper,
      payment: 'online',
      items: JSON.stringify([{ id: DOLO, quantity: 1 }]),
    });
    const held = await staffRequest(pharmacistClaims, 'POST', `/records/${online}/status`, {
      json: { to: 'confirmed', version: (await readOrder(online)).version },
    });
    expect(held.status).toBe(409);
    expect(held.json.error.reason).toEqual({ code: 'payment_pending' });
    expect((await readOrder(online)).status).toBe('placed');
    expect((await postTrack('/api/track/payment', { reference: online, phone })).status).toBe(200);
    const confirmed = await staffRequest(pharmacistClaims, 'POST', `/records/${online}/status`, {
      json: { to: 'confirmed', version: (await readOrder(online)).version },
    });
    expect(confirmed.status).toBe(200);

    const cod = await submitThroughHandler({
      form: 'checkout',
      ...checkoutShopper,
      payment: 'cod',
      items: JSON.stringify([{ id: DOLO, quantity: 1 }]),
    });
    const codConfirmed = await staffRequest(pharmacistClaims, 'POST', `/records/${cod}/status`, {
      json: { to: 'confirmed', version: (await readOrder(cod)).version },
    });
    expect(codConfirmed.status).toBe(200);
  });
});

describe('/track shows the order: lines, total, GST and payment', () => {
  it('answers with each line (name, quantity, unit price, line total), the totals in paise and the payment codes', async () => {
    const reference = await submitThroughHandler({
      form: 'checkout',
      ...checkoutShopper,
      payment: 'cod',
      items: JSON.stringify([{ id: DOLO, quantity: 3 }]),
    });
    const stored = await readOrder(reference);
    const shown = await postTrack('/api/track/', { reference, phone });
    expect(shown.status).toBe(200);
    const line = stored.lineItems[0];
    expect(shown.json.lines).toEqual([
      { name: line.name, quantity: 3, pricePaise: line.unitPricePaise, lineTotalPaise: line.unitPricePaise * 3 },
    ]);
    expect(shown.json.totalPaise).toBe(stored.totalPaise);
    expect(shown.json.gstPaise).toBe(stored.gstPaise);
    expect(shown.json.payment).toEqual({ method: 'cod', state: 'pending' });
    // Codes and figures, not sentences; nothing personal beyond what was typed.
    expect(JSON.stringify(shown.json)).not.toContain(checkoutShopper.name);
    expect(JSON.stringify(shown.json)).not.toContain(checkoutShopper.address);
  });
});

describe('an online order unpaid for 30 minutes is cancelled (functions/notifier/unpaid-orders.ts)', () => {
  // A table of its own: the job cancels every overdue order it finds, and other files' orders must not be among them.
  const isolated: RuntimeConfig = { tableName: 'medvika-unpaid-it', bucketName: 'medvika-unpaid-it-files' };
  const placedAt = new Date('2026-11-29T09:00:00.000Z');
  const placeAt = (payment: 'online' | 'cod') => {
    const handler = createHttpHandler('submit-form', ['POST'], (request) =>
      submitForm(request, { clients: aws.clients, config: isolated, now: placedAt }),
    );
    return (async () => {
      const { body, contentType } = await encodeMultipart(
        formData({ form: 'checkout', ...checkoutShopper, payment, items: JSON.stringify([{ id: DOLO, quantity: 1 }]) }),
      );
      const response = await invoke(handler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body });
      expect(response.status).toBe(201);
      return response.json.reference as string;
    })();
  };
  const read = async (reference: string) =>
    (await aws.clients.dynamo.send(new GetCommand({ TableName: isolated.tableName, Key: recordKey('order', reference) }))).Item ?? {};
  const shopperEvents = (order: Record<string, unknown>, status: string) =>
    ((order.outbox as OutboxEvent[] | undefined) ?? []).filter((event) => event.status === status && event.audience === 'shopper');

  beforeAll(async () => {
    await provisionLocalResources(isolated.tableName, isolated.bucketName);
  });

  it('cancels it at 30 minutes with payment_not_completed, nothing charged and no refund e-mail; COD and paid orders stay', async () => {
    const unpaid = await placeAt('online');
    const cod = await placeAt('cod');
    const at = (ms: number) => new Date(placedAt.getTime() + ms);

    expect(await cancelUnpaidOrders(aws.clients.dynamo, isolated.tableName, at(PAYMENT_WINDOW_MS - 60_000))).toEqual({ cancelled: 0 });
    expect((await read(unpaid)).status).toBe('placed');

    expect(await cancelUnpaidOrders(aws.clients.dynamo, isolated.tableName, at(PAYMENT_WINDOW_MS))).toEqual({ cancelled: 1 });
    const cancelled = await read(unpaid);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: { method: 'online', state: 'not_charged' } });
    expect(cancelled.refund).toBeUndefined();
    expect((cancelled.history as Array<Record<string, unknown>>).at(-1)).toMatchObject({
      by: 'system',
      from: 'placed',
      to: 'cancelled',
      reason: 'payment_not_completed',
    });
    expect(shopperEvents(cancelled, 'cancelled')).toHaveLength(1);
    expect(shopperEvents(cancelled, 'refund_started')).toHaveLength(0);
    expect((await read(cod)).status).toBe('placed');

    // A second run finds nothing more to do.
    expect(await cancelUnpaidOrders(aws.clients.dynamo, isolated.tableName, at(PAYMENT_WINDOW_MS + 60_000))).toEqual({ cancelled: 0 });
    expect((await read(unpaid)).version).toBe(cancelled.version);
  });
});
