/**
 * Cash on delivery (domain/payment.ts, docs/behaviour.md "Order service"): staff mark the cash collected at delivery
 * (POST /api/staff/records/:reference/cash-collected: one conditional write, so of staff clicking at once exactly one
 * succeeds), and a COD order paid in cash is returned with the UPI ID its refund goes to (POST /api/track/return).
 * Handler modules against dynalite, through the real AWS SDK.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { CASH_COLLECTED_REASON } from '../../contracts/order-service';
import { recordKey } from '../../functions/data/records';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { encodeMultipart, formData, invoke, submitThroughHandler } from '../support/http';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { stepBody } from '../support/packing';

const aws = testAws();
const phone = checkoutShopper.phone;
/** Two strips at 200 paise each: the order's totalPaise. */
const TOTAL_PAISE = 400;

/** Places an order of two strips through the checkout handler, paid `payment`; returns its reference. */
const placeOrder = (payment: 'online' | 'cod') =>
  submitThroughHandler({
    form: 'checkout',
    ...checkoutShopper,
    payment,
    items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 2 }]),
  });

async function readOrder(reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
  return Item ?? {};
}

/** Moves the order through the staff steps `statuses` (the last one reached), as a pharmacist. */
async function advance(reference: string, ...statuses: string[]) {
  for (const to of statuses) {
    const order = await readOrder(reference);
    const response = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to, version: order.version, ...stepBody(to, order) },
    });
    expect(response.status, to).toBe(200);
  }
}

/** A COD order placed and taken to `status` by staff. */
async function codOrderAt(...statuses: string[]): Promise<string> {
  const reference = await placeOrder('cod');
  await advance(reference, ...statuses);
  return reference;
}

const toDispatched = ['confirmed', 'packed', 'dispatched'];
const toDelivered = [...toDispatched, 'delivered'];

/** POST …/cash-collected as `claims`, with the version stored now unless one is given. */
async function collectCash(reference: string, claims: Record<string, unknown> = supportClaims, version?: number) {
  return staffRequest(claims, 'POST', `/records/${reference}/cash-collected`, {
    json: { version: version ?? Number((await readOrder(reference)).version) },
  });
}

/**
 * A COD order delivered as the console delivers it: dispatched, its cash marked collected (a delivery is refused
 * before: functions/staff-api/fulfilment-step.ts), then delivered.
 */
async function deliveredCodOrder(): Promise<string> {
  const reference = await codOrderAt(...toDispatched);
  expect((await collectCash(reference)).status).toBe(200);
  await advance(reference, 'delivered');
  return reference;
}

/** The audit entries of `action` on the order (pharmacists read the trail), as 'outcome' strings. */
async function auditOutcomes(reference: string, action: string): Promise<string[]> {
  const page = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`);
  expect(page.status).toBe(200);
  return (page.json.entries as Array<{ action: string; outcome: string }>)
    .filter((entry) => entry.action === action)
    .map((entry) => entry.outcome)
    .sort();
}

async function requestReturn(fields: Record<string, string>) {
  const { body, contentType } = await encodeMultipart(formData(fields));
  return invoke(trackHandler, { method: 'POST', path: '/api/track/return', headers: { 'content-type': contentType }, body });
}

describe('cash collected (POST /api/staff/records/:reference/cash-collected)', () => {
  it('marks a COD order out for delivery paid with the amount, who and when, audited; a second time is a 409', async () => {
    const reference = await codOrderAt(...toDispatched);
    const before = Date.now();
    const collected = await collectCash(reference);
    expect(collected.status).toBe(200);
    expect(collected.json.payment).toMatchObject({
      method: 'cod',
      state: 'paid',
      amountPaise: TOTAL_PAISE,
      collectedBy: supportClaims.sub,
    });
    expect(Date.parse(collected.json.payment.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await readOrder(reference)).payment).toEqual(collected.json.payment);

    const again = await collectCash(reference);
    expect(again.status).toBe(409);
    expect(again.json.error.reason).toEqual({ code: 'payment_state_conflict' });
    expect((await readOrder(reference)).version).toBe(collected.json.version);
    expect(await auditOutcomes(reference, 'cash_collected')).toEqual(['allowed', 'refused']);
  });

  it('leaves a history entry: the console reads who took how much, /track the event by its code; the dispatch time stays', async () => {
    const reference = await codOrderAt(...toDispatched);
    const track = () =>
      invoke(trackHandler, {
        method: 'POST',
        path: '/api/track/',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ reference, phone })),
      });
    const before = await track();
    expect(before.status).toBe(200);
    const collected = await collectCash(reference);
    expect(collected.status).toBe(200);
    const entry = { by: supportClaims.sub, from: 'dispatched', to: 'dispatched', reason: CASH_COLLECTED_REASON, amountPaise: TOTAL_PAISE };
    expect(collected.json.history.at(-1)).toMatchObject({ ...entry, byName: supportClaims.name, at: collected.json.payment.paidAt });
    expect((await readOrder(reference)).history.at(-1)).toMatchObject(entry);
    const record = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}`);
    expect(record.json.history.at(-1)).toMatchObject({ ...entry, byName: supportClaims.name });

    const after = await track();
    expect(after.json.history.at(-1)).toEqual({ status: 'dispatched', at: collected.json.payment.paidAt, reason: CASH_COLLECTED_REASON });
    // The entry keeps the status: the arrival estimate still counts from the dispatch.
    expect(after.json.estimatedDelivery).toEqual(before.json.estimatedDelivery);

    // A colleague's change made on the version before the cash was collected: the 409 names the cash step itself.
    const stale = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'delivered', version: collected.json.version - 1, receivedBy: 'Asha Verma' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.lastChange).toEqual({
      from: 'dispatched',
      to: 'dispatched',
      reason: CASH_COLLECTED_REASON,
      amountPaise: TOTAL_PAISE,
      at: collected.json.payment.paidAt,
      byName: supportClaims.name,
    });
  });

  it('takes it while the order is out for delivery (dispatched)', async () => {
    const reference = await codOrderAt('confirmed', 'packed', 'dispatched');
    const collected = await collectCash(reference, pharmacistClaims);
    expect(collected.status).toBe(200);
    expect(collected.json).toMatchObject({ status: 'dispatched', payment: { state: 'paid', collectedBy: pharmacistClaims.sub } });
  });

  it('refuses it before dispatch, naming the status, and changes nothing', async () => {
    const reference = await codOrderAt('confirmed', 'packed');
    const { version } = await readOrder(reference);
    const refused = await collectCash(reference);
    expect(refused.status).toBe(409);
    expect(refused.json.error.reason).toEqual({ code: 'cash_not_at_delivery', status: 'packed' });
    const stored = await readOrder(reference);
    expect(stored.version).toBe(version);
    expect(stored.payment).toEqual({ method: 'cod', state: 'pending' });
  });

  it('refuses it for an online order', async () => {
    const reference = await placeOrder('online');
    const refused = await collectCash(reference);
    expect(refused.status).toBe(409);
    expect(refused.json.error.reason).toEqual({ code: 'payment_method_mismatch' });
    expect((await readOrder(reference)).payment).toMatchObject({ method: 'online', state: 'pending' });
  });

  it('answers a stale version with the current record', async () => {
    const reference = await codOrderAt(...toDispatched);
    const { version } = await readOrder(reference);
    const stale = await collectCash(reference, supportClaims, version - 1);
    expect(stale.status).toBe(409);
    expect(stale.json.error.reason).toEqual({ code: 'record_changed', status: 'dispatched' });
    expect(stale.json.current).toMatchObject({ reference, payment: { state: 'pending' } });
  });

  it('refuses a body without the version (400 naming the field)', async () => {
    const reference = await codOrderAt(...toDispatched);
    const bad = await staffRequest(supportClaims, 'POST', `/records/${reference}/cash-collected`, { json: {} });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('version');
  });

  it('of six staff members marking it at once, exactly one succeeds and five get 409', async () => {
    const reference = await codOrderAt(...toDispatched);
    const { version } = await readOrder(reference);
    const staff = Array.from({ length: 6 }, (_, index) => ({ ...supportClaims, sub: `support-race-${index}`, name: `Support ${index}` }));
    const answers = await Promise.all(staff.map((claims) => collectCash(reference, claims, Number(version))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const lost of answers.filter((answer) => answer.status === 409)) {
      expect(lost.json.error.reason).toEqual({ code: 'payment_state_conflict' });
      expect(lost.json.current).toMatchObject({ payment: { state: 'paid' } });
    }
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = await readOrder(reference);
    expect(stored.version).toBe(Number(version) + 1);
    expect(stored.payment.collectedBy).toBe(winner.json.payment.collectedBy);
    expect(await auditOutcomes(reference, 'cash_collected')).toEqual([
      'allowed',
      'conflict',
      'conflict',
      'conflict',
      'conflict',
      'conflict',
    ]);
  });
});

describe('a COD return refunded to a UPI ID (POST /api/track/return)', () => {
  it('asks the UPI ID of an order paid in cash: 400 naming the field when missing or malformed', async () => {
    const reference = await deliveredCodOrder();
    for (const upiId of [undefined, 'not a upi id', 'name@', '@okaxis', 'name@ok axis', `${'a'.repeat(256)}@okaxis`]) {
      const refused = await requestReturn({ reference, phone, reason: 'damaged', ...(upiId === undefined ? {} : { upiId }) });
      expect(refused.status, String(upiId)).toBe(400);
      expect(refused.json.error.fields).toEqual({ upiId: { code: 'upi_id_invalid' } });
    }
    expect((await readOrder(reference)).status).toBe('delivered');
  });

  it('stores the UPI ID, shows it to staff (never on /track), and the refund goes there', async () => {
    const reference = await deliveredCodOrder();
    const asked = await requestReturn({ reference, phone, reason: 'damaged', upiId: ' asha.verma@okaxis ' });
    expect(asked.status).toBe(200);
    expect(JSON.stringify(asked.json)).not.toContain('asha.verma');
    expect((await readOrder(reference)).return).toMatchObject({ upiId: 'asha.verma@okaxis' });

    const { version } = await readOrder(reference);
    const pickupDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const approved = await staffRequest(supportClaims, 'POST', `/records/${reference}/return`, {
      json: { decision: 'approve', pickupDate, version },
    });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      return: { upiId: 'asha.verma@okaxis' },
      refund: { state: 'started', method: 'cod', upiId: 'asha.verma@okaxis', amountPaise: TOTAL_PAISE },
      payment: { state: 'refund_pending' },
    });
    const refunded = await staffRequest(supportClaims, 'POST', `/records/${reference}/refund`, {
      json: { version: approved.json.version },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'returned', refund: { state: 'refunded' }, payment: { state: 'refunded' } });
  });

  it('needs no UPI ID for an online order, and keeps none sent', async () => {
    const reference = await placeOrder('online');
    const paid = await invoke(trackHandler, {
      method: 'POST',
      path: '/api/track/payment',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reference, phone })),
    });
    expect(paid.status).toBe(200);
    await advance(reference, ...toDelivered);
    expect((await requestReturn({ reference, phone, reason: 'wrong_item', upiId: 'asha@okaxis' })).status).toBe(200);
    expect((await readOrder(reference)).return.upiId).toBeUndefined();
  });

  it('a COD order whose cash was never marked collected: no UPI ID asked, and staff cannot mark a refund paid', async () => {
    // Delivered before a delivery needed the cash recorded: the status is set as such an order holds it.
    const reference = await codOrderAt(...toDispatched);
    const { history } = await readOrder(reference);
    const delivered = { at: new Date().toISOString(), by: supportClaims.sub, from: 'dispatched', to: 'delivered' };
    await aws.setRecordFields('order', reference, { status: 'delivered', history: [...history, delivered] });
    expect((await requestReturn({ reference, phone, reason: 'expiring_soon' })).status).toBe(200);
    const { version } = await readOrder(reference);
    const pickupDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const approved = await staffRequest(supportClaims, 'POST', `/records/${reference}/return`, {
      json: { decision: 'approve', pickupDate, version },
    });
    expect(approved.status).toBe(200);
    expect(approved.json.payment).toMatchObject({ state: 'not_charged' });
    expect(approved.json.refund).toBeUndefined();
    const refused = await staffRequest(supportClaims, 'POST', `/records/${reference}/refund`, { json: { version: approved.json.version } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.reason).toEqual({ code: 'payment_not_received' });
  });
});
