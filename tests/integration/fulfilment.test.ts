/**
 * Fulfilment a courier can follow (docs/behaviour.md "Fulfilment", functions/staff-api/fulfilment-step.ts): a dispatch
 * records the courier and its tracking number (AWB), a delivery the receiver, a cash-on-delivery order is delivered only
 * once its cash is marked collected, and of status changes sent at once on the same version exactly one moves the
 * order. Handler modules against dynalite, through the real AWS SDK; /track through its handler.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { recordKey } from '../../functions/data/records';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { invoke, submitThroughHandler } from '../support/http';
import { TEST_RECEIVER, stepBody, testShipment } from '../support/packing';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const phone = checkoutShopper.phone;

/** Places a cash-on-delivery order of two strips through the checkout handler; returns its reference. */
const placeOrder = () =>
  submitThroughHandler({
    form: 'checkout',
    ...checkoutShopper,
    payment: 'cod',
    items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 2 }]),
  });

async function readOrder(reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
  return Item ?? {};
}

/** POST …/status to `to` on the stored version, with `body` (default: the test fulfilment members, stepBody). */
async function changeTo(reference: string, to: string, body?: Record<string, unknown>, claims = supportClaims) {
  const order = await readOrder(reference);
  return staffRequest(claims, 'POST', `/records/${reference}/status`, {
    json: { to, version: order.version, ...(body ?? stepBody(to, order)) },
  });
}

/** A COD order taken by a pharmacist through `statuses`, each answered 200. */
async function orderAt(...statuses: string[]): Promise<string> {
  const reference = await placeOrder();
  for (const to of statuses) expect((await changeTo(reference, to, undefined, pharmacistClaims)).status, to).toBe(200);
  return reference;
}

/** The order as /track answers it to its shopper. */
async function track(reference: string) {
  return invoke(trackHandler, {
    method: 'POST',
    path: '/api/track/',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ reference, phone })),
  });
}

/** The audit details of the order's status changes, as a pharmacist reads the trail. */
async function statusAuditDetails(reference: string): Promise<string[]> {
  const page = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`);
  expect(page.status).toBe(200);
  return (page.json.entries as Array<{ action: string; detail: string }>)
    .filter((entry) => entry.action === 'status')
    .map((entry) => entry.detail);
}

describe('dispatch records the courier and the AWB', () => {
  it('refuses a dispatch without courier or AWB, or with a malformed AWB, naming each field, and changes nothing', async () => {
    const reference = await orderAt('confirmed', 'packed');
    const { version } = await readOrder(reference);
    const bare = await changeTo(reference, 'dispatched', {});
    expect(bare.status).toBe(400);
    expect(bare.json.error.fields).toEqual({ courier: { code: 'courier_required' }, awb: { code: 'awb_invalid' } });
    const unknown = await changeTo(reference, 'dispatched', { courier: 'pigeon', awb: 'ABC12345' });
    expect(unknown.json.error.fields).toEqual({ courier: { code: 'courier_required' } });
    for (const awb of ['12345', 'A'.repeat(31), 'AB 12345', 'https://x.in/1']) {
      const bad = await changeTo(reference, 'dispatched', { courier: 'dtdc', awb });
      expect(bad.status, awb).toBe(400);
      expect(bad.json.error.fields, awb).toEqual({ awb: { code: 'awb_invalid' } });
    }
    // Another change may not carry them.
    const stray = await changeTo(reference, 'cancelled', { reason: 'out_of_stock', ...testShipment }, pharmacistClaims);
    expect(stray.status).toBe(400);
    expect(stray.json.error.fields).toEqual({ courier: { code: 'unknown_field' }, awb: { code: 'unknown_field' } });
    const stored = await readOrder(reference);
    expect(stored).toMatchObject({ status: 'packed', version });
    expect(stored.shipment).toBeUndefined();
  });

  it('stores the courier and trimmed AWB on the order, its history and audit, and /track and the record show them', async () => {
    const reference = await orderAt('confirmed', 'packed');
    const dispatched = await changeTo(reference, 'dispatched', { courier: 'delhivery', awb: '  DLV-90817263 ' });
    expect(dispatched.status).toBe(200);
    const shipment = { courierId: 'delhivery', courierName: 'Delhivery', awb: 'DLV-90817263' };
    expect(dispatched.json.shipment).toEqual(shipment);
    const stored = await readOrder(reference);
    expect(stored.shipment).toEqual(shipment);
    expect(stored.history.at(-1)).toMatchObject({ to: 'dispatched', shipment });
    expect(await statusAuditDetails(reference)).toContain('packed→dispatched; courier delhivery AWB DLV-90817263');

    const shown = await track(reference);
    expect(shown.status).toBe(200);
    expect(shown.json.shipment).toEqual({
      courier: 'Delhivery',
      awb: 'DLV-90817263',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV-90817263',
    });
    expect(shown.json.receivedBy).toBeUndefined();
  });

  it('shows a courier without a tracking page with its AWB and no link', async () => {
    const reference = await orderAt('confirmed', 'packed');
    expect((await changeTo(reference, 'dispatched', { courier: 'own_rider', awb: 'SLIP-004211' })).status).toBe(200);
    expect((await track(reference)).json.shipment).toEqual({ courier: 'Medvika rider', awb: 'SLIP-004211' });
  });
});

describe('delivery records who received it', () => {
  it('refuses a delivery without a receiver, or with one over 80 characters', async () => {
    const reference = await orderAt('confirmed', 'packed', 'dispatched');
    const bare = await changeTo(reference, 'delivered', {});
    expect(bare.status).toBe(400);
    expect(bare.json.error.fields).toEqual({ receivedBy: { code: 'received_by_required' } });
    const blank = await changeTo(reference, 'delivered', { receivedBy: '   ' });
    expect(blank.json.error.fields).toEqual({ receivedBy: { code: 'received_by_required' } });
    const long = await changeTo(reference, 'delivered', { receivedBy: 'A'.repeat(81) });
    expect(long.json.error.fields).toEqual({ receivedBy: { code: 'too_long', max: 80 } });
    expect((await readOrder(reference)).status).toBe('dispatched');
  });

  it('refuses a COD delivery before its cash is marked collected (409 cash_not_collected), then takes it', async () => {
    const reference = await orderAt('confirmed', 'packed', 'dispatched');
    const early = await changeTo(reference, 'delivered');
    expect(early.status).toBe(409);
    expect(early.json.error.reason).toEqual({ code: 'cash_not_collected' });
    expect((await readOrder(reference)).status).toBe('dispatched');

    const { version } = await readOrder(reference);
    const cash = await staffRequest(supportClaims, 'POST', `/records/${reference}/cash-collected`, { json: { version } });
    expect(cash.status).toBe(200);
    const delivered = await changeTo(reference, 'delivered', { receivedBy: `  ${TEST_RECEIVER} ` });
    expect(delivered.status).toBe(200);
    expect(delivered.json).toMatchObject({ status: 'delivered', receivedBy: TEST_RECEIVER, payment: { state: 'paid' } });
    expect((await readOrder(reference)).history.at(-1)).toMatchObject({ to: 'delivered', receivedBy: TEST_RECEIVER });
    // The receiver's name is personal data: the audit says only that one was recorded.
    const details = await statusAuditDetails(reference);
    expect(details).toContain('dispatched→delivered; receiver recorded');
    expect(details.join(' ')).not.toContain(TEST_RECEIVER);

    const shown = await track(reference);
    expect(shown.json).toMatchObject({ status: 'delivered', receivedBy: TEST_RECEIVER, shipment: { courier: 'Delhivery' } });
  });
});

describe('one stage per change', () => {
  it('of 5 changes sent at once on the same version, exactly one moves the order; the others get 409 or that same change', async () => {
    const reference = await orderAt('confirmed');
    const order = await readOrder(reference);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        staffRequest(supportClaims, 'POST', `/records/${reference}/status`, {
          json: { to: 'packed', version: order.version, ...stepBody('packed', order) },
        }),
      ),
    );
    // A request whose write lost to an identical one stamped the same millisecond finds its own entry on top and is
    // answered as done (status-change.ts isOwnWrite: the SDK's retry of a lost answer looks the same); any other loser
    // gets 409. Either way the order moves once, and every 200 shows that one move.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.status === 200)) {
      expect(answer.json).toMatchObject({ status: 'packed', version: order.version + 1 });
    }
    const stored = await readOrder(reference);
    expect(stored).toMatchObject({ status: 'packed', version: order.version + 1 });
    expect((stored.history as { to: string }[]).filter((entry) => entry.to === 'packed')).toHaveLength(1);
  });
});
