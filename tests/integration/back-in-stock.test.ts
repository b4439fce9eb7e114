/**
 * "Notify me when it is back" against the emulators and the real SDK (docs/behaviour.md "Notify me when it is back"):
 * subscriptions through the catalogue handler, a pharmacist's restock through the staff API handler, the e-mails drawn
 * by the real notifier core and sent through the SES v2 SDK to aws-ses-v2-local, and the one-click unsubscribe
 * through the reminders core with the same signed token module.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { PARTITION_PREFIXES } from '@contracts/deployment/table-design';
import { backInStockKey, mailboxHash } from '../../functions/data/back-in-stock';
import { handler as catalogueHandler } from '../../functions/catalogue/catalogue.handler';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { routeRemindersRequest } from '../../functions/reminders/reminders.core';
import { readUnsubscribeKey } from '../../functions/reminders/unsubscribe-token';
import { orderLinesOf, readShelfItem, restockOrder } from '../../functions/data/shelf';
import { readRecord, recordKey } from '../../functions/data/records';
import { eraseRecord } from '../../functions/privacy/record-erasure';
import { handler as submitHandler } from '../../functions/submit-form/submit-form.handler';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { encodeMultipart, formData, invoke, prescriptionFields, submitPrescription } from '../support/http';
import { SITE_ORIGIN, useLocalMail } from '../support/local-mail';
import { putShelfItem } from '../support/shelf-items';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const table = aws.config.tableName;
const { notifierAt, mailbox } = useLocalMail(aws);

const subscribe = (body: unknown) =>
  invoke(catalogueHandler, {
    method: 'POST',
    path: '/api/catalogue/back-in-stock',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  });

const unsubscribe = (token: string) =>
  invoke(
    createHttpHandler('reminders', ['POST'], (request) =>
      routeRemindersRequest(request, { dynamo: aws.clients.dynamo, config: aws.config, tokenKey: readUnsubscribeKey(), now: new Date() }),
    ),
    { method: 'POST', path: '/api/reminders/unsubscribe', query: { token } },
  );

/** Receives `packs` of a product as a pharmacist on the Catalogue page (PATCH with the item's current version). */
async function receive(productId: string, packs: number) {
  const { version } = (await readShelfItem(aws.clients.dynamo, table, productId))!;
  const answer = await staffRequest(pharmacistClaims, 'PATCH', `/catalogue/${productId}`, {
    json: { version, reason: 'Supplier delivery', stockChange: { receive: packs } },
  });
  expect(answer.status).toBe(200);
}

async function subscriptions(productId: string) {
  const { Items } = await aws.clients.dynamo.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `${PARTITION_PREFIXES.backInStock}${productId}` },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

const mailsTo = async (address: string) => (await mailbox()).filter((mail) => mail.destination.to.includes(address));

describe('POST /api/catalogue/back-in-stock', () => {
  it('stores one subscription per product and mailbox, however often and however spelt', async () => {
    const productId = 'products-paracetamol-500-tab-10';
    await putShelfItem(aws, { productId, stock: 0 });
    for (const email of ['Asha.Verma@example.com', 'asha.verma@example.com ', 'asha.verma+shop@example.com']) {
      const answer = await subscribe({ productId, email, consent: true, locale: 'en' });
      expect([answer.status, answer.json]).toEqual([
        200,
        { outcome: 'subscribed', unsubscribeToken: expect.stringMatching(/^back_in_stock\./) },
      ]);
    }
    const stored = await subscriptions(productId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ sk: mailboxHash('asha.verma@example.com'), productId, locale: 'en', expiresAt: expect.any(Number) });
    // The key holds a hash, never the address.
    expect(JSON.stringify([stored[0]!.pk, stored[0]!.sk])).not.toMatch(/asha/i);
  });

  it('answers 400 naming the field, 404 for an unknown product, 409 IN_STOCK or DISCONTINUED', async () => {
    const productId = 'products-paracetamol-650-tab-15';
    await putShelfItem(aws, { productId, stock: 0 });
    const badEmail = await subscribe({ productId, email: 'not-an-address', consent: true, locale: 'en' });
    expect([badEmail.status, badEmail.json.error.code, badEmail.json.error.fields]).toEqual([
      400,
      'VALIDATION',
      { email: { code: 'email_invalid' } },
    ]);
    const noConsent = await subscribe({ productId, email: 'ravi@example.com', consent: false, locale: 'hi' });
    expect([noConsent.status, noConsent.json.error.fields]).toEqual([400, { consent: { code: 'consent_required' } }]);
    const extra = await subscribe({ productId, email: 'ravi@example.com', consent: true, locale: 'fr', phone: '1' });
    expect(Object.keys(extra.json.error.fields).sort()).toEqual(['locale', 'phone']);
    const unknown = await subscribe({ productId: 'products-no-such-thing', email: 'ravi@example.com', consent: true, locale: 'en' });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'NOT_FOUND']);

    await putShelfItem(aws, { productId, stock: 20 });
    const inStock = await subscribe({ productId, email: 'ravi@example.com', consent: true, locale: 'en' });
    expect([inStock.status, inStock.json.error.code]).toEqual([409, 'IN_STOCK']);
    await putShelfItem(aws, { productId, stock: 0, state: 'discontinued' });
    const gone = await subscribe({ productId, email: 'ravi@example.com', consent: true, locale: 'en' });
    expect([gone.status, gone.json.error.code]).toEqual([409, 'DISCONTINUED']);
    expect(await subscriptions(productId)).toEqual([]);
  });
});

describe('the return of a product', () => {
  it('e-mails each subscriber once, in their language, when a pharmacist receives stock; never again', async () => {
    const productId = 'products-dolo-650-tab-15';
    await putShelfItem(aws, { productId, stock: 0 });
    const english = 'meera.back@example.com';
    const hindi = 'arjun.back@example.com';
    expect((await subscribe({ productId, email: english, consent: true, locale: 'en' })).status).toBe(200);
    expect((await subscribe({ productId, email: hindi, consent: true, locale: 'hi' })).status).toBe(200);

    await receive(productId, 10);
    await runNotifier(notifierAt(new Date()));
    const [toEnglish, toHindi] = [await mailsTo(english), await mailsTo(hindi)];
    expect(toEnglish).toHaveLength(1);
    expect(toHindi).toHaveLength(1);
    expect(toEnglish[0]!.subject).toMatch(/Dolo 650.*back in stock/);
    expect(toEnglish[0]!.body.text).toContain(`${SITE_ORIGIN}/product/${productId}`);
    expect(toHindi[0]!.body.text).toContain(`${SITE_ORIGIN}/hi/product/${productId}`);
    expect(toHindi[0]!.subject).toMatch(/[\u0900-\u097F]/);
    const unsubscribeHeader = toEnglish[0]!.headers?.find((header) => header.name === 'List-Unsubscribe');
    expect(unsubscribeHeader?.value).toMatch(/\/api\/reminders\/unsubscribe\?token=back_in_stock\./);
    // The subscriptions have ended: the items, and the addresses with them, are gone.
    expect(await subscriptions(productId)).toEqual([]);

    // Sold out and back again: nobody subscribed since, so nobody is written to.
    await staffRequest(pharmacistClaims, 'PATCH', `/catalogue/${productId}`, {
      json: {
        version: (await readShelfItem(aws.clients.dynamo, table, productId))!.version,
        reason: 'Damaged',
        stockChange: { writeOff: 10 },
      },
    });
    await receive(productId, 5);
    await runNotifier(notifierAt(new Date()));
    expect(await mailsTo(english)).toHaveLength(1);
    expect(await mailsTo(hindi)).toHaveLength(1);
  });

  it('queues nothing for a restock that does not bring the product back (it was on sale already)', async () => {
    const productId = 'products-crocin-advance-500-tab-15';
    await putShelfItem(aws, { productId, stock: 0 });
    expect((await subscribe({ productId, email: 'kiran.back@example.com', consent: true, locale: 'en' })).status).toBe(200);
    await putShelfItem(aws, { productId, stock: 3 });
    await receive(productId, 10);
    const [waiting] = await subscriptions(productId);
    expect(waiting).toBeDefined();
    expect(waiting!.notifiedAt).toBeUndefined();
  });

  it('the unsubscribe token (answered at once, and in the notice) deletes the subscription before stock is back', async () => {
    const productId = 'products-dolo-250-susp-60ml';
    await putShelfItem(aws, { productId, stock: 0 });
    const email = 'nisha.back@example.com';
    const subscribed = await subscribe({ productId, email, consent: true, locale: 'en' });
    expect(subscribed.status).toBe(200);
    const key = backInStockKey(productId, mailboxHash(email));
    const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
    const token = String(subscribed.json.unsubscribeToken);
    expect(token).toBe(Item!.unsubscribeToken);
    const answer = await unsubscribe(token);
    expect([answer.status, answer.json.purpose]).toEqual([200, 'back_in_stock']);
    expect(await subscriptions(productId)).toEqual([]);
    await receive(productId, 4);
    await runNotifier(notifierAt(new Date()));
    expect(await mailsTo(email)).toEqual([]);
  });

  it('e-mails the subscribers once when a cancelled order puts the last units back', async () => {
    const productId = 'baby-woodwards-gripe-water-130ml';
    await putShelfItem(aws, { productId, stock: 2 });
    const { body, contentType } = await encodeMultipart(
      formData({ form: 'checkout', ...checkoutShopper, items: JSON.stringify([{ id: productId, quantity: 2 }]) }),
    );
    const placed = await invoke(submitHandler, {
      method: 'POST',
      path: '/api/submit-form/',
      headers: { 'content-type': contentType },
      body,
    });
    expect(placed.status).toBe(201);
    const email = 'farah.back@example.com';
    expect((await subscribe({ productId, email, consent: true, locale: 'en' })).status).toBe(200);

    const reference = placed.json.reference as string;
    const [order] = (await aws.itemsOfKind('order')).filter((item) => item.reference === reference);
    await aws.setRecordFields('order', reference, { status: 'cancelled' });
    expect(await restockOrder(aws.clients.dynamo, table, recordKey('order', reference), orderLinesOf(order!), new Date())).toBe(true);
    await runNotifier(notifierAt(new Date()));
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await subscriptions(productId)).toEqual([]);
  });
});

describe('an erasure reaches the mailbox', () => {
  it("deletes the erased record's mailbox's subscriptions to every product, however spelt, before its confirmation goes out", async () => {
    const [first, second] = ['products-volini-gel-75g', 'energy-electral-powder-21g'];
    for (const productId of [first!, second!]) await putShelfItem(aws, { productId, stock: 0 });
    // The prescription's owner (prescriptionFields.email), spelt two other ways, and someone else.
    expect((await subscribe({ productId: first, email: 'Asha@Example.com', consent: true, locale: 'en' })).status).toBe(200);
    expect((await subscribe({ productId: second, email: 'asha+meds@example.com', consent: true, locale: 'hi' })).status).toBe(200);
    expect((await subscribe({ productId: first, email: 'ravi.back@example.com', consent: true, locale: 'en' })).status).toBe(200);

    const reference = await submitPrescription();
    const key = recordKey('prescription', reference);
    const item = (await readRecord(aws.clients.dynamo, table, key))!;
    await eraseRecord(
      { reference, kind: 'prescription', key, item },
      { clients: aws.clients, config: aws.config, now: new Date() },
      { type: 'shopper' },
    );
    // Queued, not yet done: the erasure's confirmation carries the address until the notifier has used it.
    expect((await subscriptions(first!)).map((subscription) => subscription.email)).toContain('Asha@Example.com');

    await runNotifier(notifierAt(new Date()));
    expect((await subscriptions(first!)).map((subscription) => subscription.email)).toEqual(['ravi.back@example.com']);
    expect(await subscriptions(second!)).toEqual([]);
    const confirmations = (await mailsTo(prescriptionFields.email)).filter((mail) => mail.subject.includes(reference));
    expect(confirmations.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/deleted/i));
  });
});
