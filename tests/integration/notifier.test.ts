/**
 * The e-mail outbox end to end (docs/architecture/email-and-reminders.md): records written by the real handler modules queue their e-mails in the
 * same write, the notifier core sends them through the real SES v2 SDK to aws-ses-v2-local (read back over its HTTP
 * API), and an SES outage in the middle loses nothing and sends nothing twice. The table is this file's own on the
 * shared dynalite; the SES emulator is this file's own, so it can be stopped and restarted.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { historyEntry, rejectionReasons } from '@domain/lifecycle';
import { shopperStatusLabels } from '@domain/status-labels';
import { notificationAddresses } from '@domain/notifications';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSesLocal, type RunningEmulator } from '../../dev/emulators';
import { provisionLocalResources } from '../../dev/provision';
import { runNotifier, type NotifierContext } from '../../functions/notifier/notifier.core';
import { outboxIndex } from '../../contracts/deployment/table-design';
import { newOutboxAttributes, outboxEventsFor, type OutboxEvent, type RetryPolicy } from '../../functions/runtime/outbox';
import { writeStatusChange } from '../../functions/data/records';
import { newReference, parseReference } from '../../functions/runtime/reference';
import { recipientQuotaKey } from '../../functions/data/recipient-quota';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { prescriptionFields, samplePdf, submitPrescription, submitThroughHandler as submit } from '../support/http';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { checkFieldsFor } from '../support/prescription-check';
import { stepBody, testShipment } from '../support/packing';

const SITE_ORIGIN = 'https://shop.example.in';
/** The staff console's own origin: the shop's address answers /staff with 404 on AWS. */
const CONSOLE_ORIGIN = 'https://staff.example.in';
const policy: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 3, claimMs: 300_000 };

let sesPort: number;
let ses: RunningEmulator | undefined;
const { clients, config } = testAws();

beforeAll(async () => {
  sesPort = await freePort();
  ses = await startSesLocal(sesPort);
});

afterAll(async () => {
  await ses?.stop();
});

/** The mail aws-ses-v2-local holds, from its JSON API (GET /store). */
interface StoredMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

async function mailbox(): Promise<StoredMail[]> {
  const response = await fetch(`http://127.0.0.1:${sesPort}/store`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { emails: StoredMail[] }).emails;
}

const mailsAbout = async (reference: string) => (await mailbox()).filter((mail) => mail.subject.includes(reference));

function notifierAt(now: Date, overrides: Partial<NotifierContext> = {}): NotifierContext {
  return {
    dynamo: clients.dynamo,
    ses: new SESv2Client({ region: 'ap-south-1', endpoint: `http://127.0.0.1:${sesPort}`, maxAttempts: 1 }),
    settings: {
      tableName: config.tableName,
      mailFrom: notificationAddresses.sender,
      pharmacyInbox: notificationAddresses.pharmacyInbox,
      siteOrigin: SITE_ORIGIN,
      consoleOrigin: CONSOLE_ORIGIN,
    },
    now,
    policy,
    ...overrides,
  };
}

const newPrescription = () => submitPrescription(samplePdf('notifier'));

async function record(reference: string): Promise<Record<string, unknown>> {
  const found = await clients.dynamo.send(
    new GetCommand({ TableName: config.tableName, Key: parseReference(reference)!.key, ConsistentRead: true }),
  );
  return found.Item!;
}

async function changeStatus(
  reference: string,
  to: string,
  extra: Record<string, unknown> = {},
  claims: Record<string, unknown> = pharmacist,
) {
  const stored = await record(reference);
  const response = await staffRequest(claims, 'POST', `/records/${reference}/status`, {
    json: { to, version: stored.version, ...checkFieldsFor(stored, to), ...stepBody(to, stored), ...extra },
  });
  expect(response.status).toBe(200);
}

/** References of the records the outbox index lists as due by `now`. */
async function dueReferences(now: Date): Promise<string[]> {
  const page = await clients.dynamo.send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: outboxIndex.name,
      KeyConditionExpression: '#state = :pending AND #due <= :now',
      ExpressionAttributeNames: { '#state': outboxIndex.partitionKey, '#due': outboxIndex.sortKey },
      ExpressionAttributeValues: { ':pending': 'pending', ':now': now.toISOString() },
    }),
  );
  return (page.Items ?? []).map((item) => String(item.pk).split('#')[1]!);
}

/** Runs the notifier until nothing is due (another test's records may be due too). */
async function drain(now = new Date()): Promise<void> {
  for (let run = 0; run < 5 && (await dueReferences(now)).length > 0; run += 1) await runNotifier(notifierAt(now));
}

describe('e-mail notifications through the outbox (docs/architecture/email-and-reminders.md)', () => {
  it("a new prescription queues the shopper's and the pharmacy's e-mails in its own write, and the notifier sends them once", async () => {
    const reference = await newPrescription();
    const stored = await record(reference);
    const outbox = stored.outbox as OutboxEvent[];
    expect(outbox.map((event) => [event.audience, event.status, event.state])).toEqual([
      ['shopper', 'received', 'pending'],
      ['pharmacy', 'received', 'pending'],
    ]);
    expect(outbox[0]!.to).toBeUndefined(); // the shopper's address is read from the record when the e-mail is sent
    expect(outbox[1]!.to).toBeUndefined(); // the pharmacy's address comes from the notifier's settings
    expect(await dueReferences(new Date())).toContain(reference);

    await drain();
    const mails = await mailsAbout(reference);
    expect(mails).toHaveLength(2);
    const shopper = mails.find((mail) => mail.destination.to.includes(prescriptionFields.email))!;
    const pharmacy = mails.find((mail) => mail.destination.to.includes(notificationAddresses.pharmacyInbox))!;
    expect(shopper.from).toContain(notificationAddresses.sender);
    expect(shopper.subject).toBe(`We received your prescription ${reference}`);
    for (const part of [shopper.body.text!, shopper.body.html!]) {
      expect(part).toContain(reference);
      expect(part).toContain(shopperStatusLabels.received);
      expect(part).toContain(`${SITE_ORIGIN}/track`);
    }
    // The console on its own origin, never /staff on the shop's address (a 404 there on AWS).
    expect(pharmacy.body.text).toContain(`${CONSOLE_ORIGIN}/staff`);
    expect(`${pharmacy.body.text}${pharmacy.body.html}`).not.toContain(`${SITE_ORIGIN}/staff`);
    // Never the medicine, the notes, the name, the phone, the address or the file.
    for (const mail of mails) {
      const all = `${mail.subject}\n${mail.body.text}\n${mail.body.html}`;
      for (const secret of [
        prescriptionFields.medicine_name,
        prescriptionFields.definition,
        prescriptionFields.name,
        prescriptionFields.address,
        '98765',
        'scan.pdf',
        '.pdf',
      ]) {
        expect(all).not.toContain(secret);
      }
    }

    const after = await record(reference);
    expect((after.outbox as OutboxEvent[]).map((event) => event.state)).toEqual(['sent', 'sent']);
    expect((after.outbox as OutboxEvent[]).every((event) => event.to === undefined && typeof event.messageId === 'string')).toBe(true);
    expect(after[outboxIndex.partitionKey]).toBeUndefined(); // out of the sparse index
    expect(await dueReferences(new Date(Date.now() + 86_400_000))).not.toContain(reference);

    await runNotifier(notifierAt(new Date(Date.now() + 86_400_000))); // a later run sends nothing again
    expect(await mailsAbout(reference)).toHaveLength(2);
  });

  it('a staff status change queues its e-mail in the same conditional write; a stale version queues none', async () => {
    const reference = await newPrescription();
    await drain();
    await changeStatus(reference, 'in_review'); // sends nothing
    const inReview = await record(reference);
    expect((inReview.outbox as OutboxEvent[]).length).toBe(2);

    // A stale version: 409, and neither the status nor an e-mail is written.
    const stale = await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, {
      json: { to: 'rejected', reason: 'too_old', version: Number(inReview.version) - 1 },
    });
    expect(stale.status).toBe(409);
    expect(((await record(reference)).outbox as OutboxEvent[]).length).toBe(2);

    await changeStatus(reference, 'rejected', { reason: 'too_old', note: 'Dated 2025: Dolo 650 course' });
    const rejected = await record(reference);
    expect(rejected.status).toBe('rejected');
    expect((rejected.outbox as OutboxEvent[]).at(-1)).toMatchObject({
      audience: 'shopper',
      status: 'rejected',
      reason: 'too_old',
      state: 'pending',
    });

    await drain();
    const [mail, ...others] = (await mailsAbout(reference)).filter((each) => each.subject.includes('not accepted'));
    expect(others).toEqual([]);
    expect(mail!.body.text).toContain(rejectionReasons.too_old.shopperText);
    expect(mail!.body.text).toContain(rejectionReasons.too_old.nextStep);
    expect(mail!.body.text).toContain(shopperStatusLabels.rejected);
    expect(`${mail!.body.text}${mail!.body.html}`).not.toContain('Dolo'); // the staff note never goes out
  });

  it('a record stored before the outbox existed gets its outbox with its first status change', async () => {
    const reference = await newPrescription();
    await clients.dynamo.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: parseReference(reference)!.key,
        UpdateExpression: 'REMOVE outbox, outboxState, outboxDueAt',
      }),
    );
    await changeStatus(reference, 'in_review');
    expect((await record(reference)).outbox).toBeUndefined(); // in_review sends nothing, and writes no outbox
    await changeStatus(reference, 'verified');
    const stored = await record(reference);
    expect((stored.outbox as OutboxEvent[]).map((event) => [event.audience, event.status])).toEqual([['shopper', 'verified']]);
    await drain();
    expect((await mailsAbout(reference)).map((mail) => mail.subject)).toEqual([`Your prescription ${reference} is verified`]);
  });

  it('orders and messages: placed, confirmed, dispatched and delivered e-mails; nothing for packed', async () => {
    const order = await submit({
      form: 'checkout',
      ...checkoutShopper,
      items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 1 }]),
    });
    await changeStatus(order, 'confirmed');
    await changeStatus(order, 'packed', {}, support);
    await changeStatus(order, 'dispatched', {}, support);
    // Cash on delivery: the cash is marked collected before the delivery (functions/staff-api/fulfilment-step.ts).
    const cash = await staffRequest(support, 'POST', `/records/${order}/cash-collected`, {
      json: { version: (await record(order)).version },
    });
    expect(cash.status).toBe(200);
    await changeStatus(order, 'delivered', {}, support);
    const message = await submit({
      form: 'contact',
      name: 'Meera Nair',
      email: 'meera@example.in',
      mobile: '9811042367',
      message: 'Do you deliver to Gurugram?',
    });
    await drain();
    const orderMails = await mailsAbout(order);
    expect(orderMails.map((mail) => mail.subject)).toEqual([
      `We received your order ${order}`,
      `Your order ${order} is confirmed`,
      `Your order ${order} is on its way`,
      `Your order ${order} was delivered`,
    ]);
    // The dispatch e-mail names the courier and the tracking number recorded at dispatch (stepBody: testShipment).
    const onItsWay = orderMails.find((mail) => mail.subject.includes('on its way'));
    expect(onItsWay?.body.text).toContain(`Sent with Delhivery. Tracking number (AWB): ${testShipment.awb}.`);
    expect(orderMails.every((mail) => mail.destination.to.join() === checkoutShopper.email)).toBe(true);
    expect((await mailsAbout(message)).map((mail) => mail.subject)).toEqual([`We received your message ${message}`]);
  });

  it('SES down: the event stays pending with its attempt count and back-off, and is sent exactly once after SES is back', async () => {
    const reference = await newPrescription();
    await drain();
    await changeStatus(reference, 'in_review');
    await changeStatus(reference, 'verified');
    const t0 = new Date(Date.now() + 1000);

    await ses!.stop();
    const down = await runNotifier(notifierAt(t0));
    expect(down.retried).toBeGreaterThanOrEqual(1);
    let event = ((await record(reference)).outbox as OutboxEvent[]).at(-1)!;
    expect(event).toMatchObject({ status: 'verified', state: 'pending', attempts: 1 });
    expect(event.lastError).toBeTruthy();
    expect(Date.parse(event.nextAttemptAt) - t0.getTime()).toBe(policy.baseDelayMs);
    expect(await dueReferences(t0)).not.toContain(reference); // waiting out its back-off
    expect(await dueReferences(new Date(event.nextAttemptAt))).toContain(reference);

    // Still down at the second attempt: the back-off doubles.
    const t1 = new Date(event.nextAttemptAt);
    await runNotifier(notifierAt(t1));
    event = ((await record(reference)).outbox as OutboxEvent[]).at(-1)!;
    expect(event).toMatchObject({ state: 'pending', attempts: 2 });
    expect(Date.parse(event.nextAttemptAt) - t1.getTime()).toBe(2 * policy.baseDelayMs);

    ses = await startSesLocal(sesPort); // back, with an empty mailbox
    const t2 = new Date(event.nextAttemptAt);
    // Two runs at once (e.g. an overlapping retry of the scheduled Lambda): the claim lets only one send.
    await Promise.all([runNotifier(notifierAt(t2)), runNotifier(notifierAt(t2))]);
    await runNotifier(notifierAt(new Date(t2.getTime() + 86_400_000)));
    const mails = (await mailsAbout(reference)).filter((mail) => mail.subject.includes('verified'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.text).toContain(shopperStatusLabels.verified);
    event = ((await record(reference)).outbox as OutboxEvent[]).at(-1)!;
    expect(event).toMatchObject({ state: 'sent', attempts: 3 });
    expect(event.to).toBeUndefined();
  });

  it('a run that died after claiming an event: nobody sends it while the claim holds, the next run after it expires sends it once', async () => {
    const reference = await newPrescription();
    const t0 = new Date(Date.now() + 1000);
    // What a notifier that crashed between its claim and SES leaves behind: the first event `sending`, claimed until t0 + claimMs.
    await clients.dynamo.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: parseReference(reference)!.key,
        UpdateExpression:
          'SET outbox[0].#state = :sending, outbox[0].claimId = :claim, outbox[0].claimedUntil = :until, outbox[0].attempts = :one',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':claim': 'dead-run',
          ':until': new Date(t0.getTime() + policy.claimMs).toISOString(),
          ':one': 1,
        },
      }),
    );
    await runNotifier(notifierAt(t0));
    // The pharmacy's event only.
    expect((await mailsAbout(reference)).map((mail) => mail.destination.to.join())).toEqual([notificationAddresses.pharmacyInbox]);
    const held = await record(reference);
    expect(held[outboxIndex.sortKey]).toBe(new Date(t0.getTime() + policy.claimMs).toISOString()); // due again when the claim expires

    const after = new Date(t0.getTime() + policy.claimMs + 1000);
    await runNotifier(notifierAt(after));
    await runNotifier(notifierAt(new Date(after.getTime() + 86_400_000)));
    const shopperMails = (await mailsAbout(reference)).filter((mail) => mail.destination.to.includes(prescriptionFields.email));
    expect(shopperMails).toHaveLength(1);
    expect(((await record(reference)).outbox as OutboxEvent[])[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends to the address the record holds, never to a `to` queued on an event other than an erasure confirmation', async () => {
    const reference = await newPrescription();
    const key = parseReference(reference)!.key;
    const at = new Date().toISOString();
    // What a role that may append to an order's or prescription's outbox could queue: an e-mail with an address of its choosing.
    const forged: OutboxEvent = {
      id: randomUUID(),
      audience: 'shopper',
      to: 'someone.else@example.net',
      status: 'verified',
      createdAt: at,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at,
    };
    await clients.dynamo.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: 'SET outbox = list_append(outbox, :forged)',
        ExpressionAttributeValues: { ':forged': [forged] },
      }),
    );
    await drain(new Date(Date.now() + 1000));
    const mails = await mailsAbout(reference);
    expect(mails.map((mail) => mail.destination.to.join())).not.toContain('someone.else@example.net');
    expect(
      mails.filter((mail) => mail.subject === `Your prescription ${reference} is verified`).map((mail) => mail.destination.to),
    ).toEqual([[prescriptionFields.email]]);
  });

  it("after an erasure only the erasure's own e-mail goes out: earlier unsent ones are cancelled and keep no address", async () => {
    const reference = await newPrescription(); // its received e-mails are still unsent
    const stored = await record(reference);
    // The privacy function's erasure path: writeStatusChange with the personal fields removed and the erasure's time
    // set (functions/privacy/record-erasure.ts eraseRecord).
    const entry = historyEntry({ kind: 'prescription', from: 'received', to: 'erased' }, { type: 'shopper' }, new Date());
    await writeStatusChange(clients.dynamo, config.tableName, {
      key: parseReference(reference)!.key,
      kind: 'prescription',
      from: 'received',
      to: 'erased',
      version: Number(stored.version),
      entry,
      notify: { email: String(stored.email), keepAddress: true },
      set: { erasedAt: entry.at },
      remove: ['name', 'email', 'phone', 'address', 'medicineName', 'notes', 'file', 'city'],
    });
    await drain(new Date(Date.now() + 1000));
    const mails = await mailsAbout(reference);
    expect(mails.map((mail) => [mail.destination.to.join(), mail.subject])).toEqual([
      [prescriptionFields.email, `Your prescription ${reference} is deleted`],
    ]);
    expect(mails[0]!.body.text).toContain(shopperStatusLabels.erased);
    const outbox = (await record(reference)).outbox as OutboxEvent[];
    expect(outbox.map((event) => [event.status, event.audience, event.state])).toEqual([
      ['received', 'shopper', 'cancelled'],
      ['received', 'pharmacy', 'cancelled'],
      ['erased', 'shopper', 'sent'],
    ]);
    expect(outbox.every((event) => event.to === undefined)).toBe(true);
    expect(JSON.stringify(await record(reference))).not.toContain(prescriptionFields.email);
  });

  it('gives an event up after maxAttempts failed attempts, keeping no address', async () => {
    const reference = await newPrescription();
    await ses!.stop();
    try {
      let now = new Date(Date.now() + 1000);
      for (let attempt = 0; attempt < policy.maxAttempts; attempt += 1) {
        await runNotifier(notifierAt(now));
        now = new Date(now.getTime() + policy.maxDelayMs);
      }
    } finally {
      ses = await startSesLocal(sesPort);
    }
    const stored = await record(reference);
    expect((stored.outbox as OutboxEvent[]).map((event) => [event.state, event.attempts, event.to])).toEqual([
      ['failed', policy.maxAttempts, undefined],
      ['failed', policy.maxAttempts, undefined],
    ]);
    expect(stored[outboxIndex.partitionKey]).toBeUndefined();
  });

  it('npm start rebuilds a local table of an older checkout that lacks the outbox index, keeping its items', async () => {
    const tableName = `${config.tableName}-old`;
    await clients.dynamo.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
    const raw = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'ap-south-1' });
    await waitUntilTableExists({ client: raw, maxWaitTime: 10, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
    raw.destroy();
    await clients.dynamo.send(
      new PutCommand({ TableName: tableName, Item: { pk: 'PRESCRIPTION#RX-OLD', sk: 'RECORD', status: 'received', note: 'kept' } }),
    );
    const result = await provisionLocalResources(tableName, config.bucketName);
    expect(result.createdTable).toBe(false);
    const { Table } = await clients.dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table!.GlobalSecondaryIndexes!.map((index) => index.IndexName)).toContain(outboxIndex.name);
    const kept = await clients.dynamo.send(new GetCommand({ TableName: tableName, Key: { pk: 'PRESCRIPTION#RX-OLD', sk: 'RECORD' } }));
    expect(kept.Item).toEqual({ pk: 'PRESCRIPTION#RX-OLD', sk: 'RECORD', status: 'received', note: 'kept' });
  });

  it('sends at most the quota of e-mails per recipient per UTC day: the next is skipped for good, others and the next day are not', async () => {
    // A far-future clock, so no other test's run finds these records due; 20 minutes apart across a UTC midnight.
    const day1 = new Date('2031-03-10T23:50:00Z');
    const day2 = new Date('2031-03-11T00:10:00Z');
    const asha = `Quota.${randomUUID()}@Example.in`;
    const ravi = `quota.${randomUUID()}@example.in`;
    async function message(to: string, now: Date): Promise<string> {
      const reference = newReference('MSG', now);
      const events = outboxEventsFor('message', 'new', { to }, now);
      await clients.dynamo.send(
        new PutCommand({
          TableName: config.tableName,
          Item: {
            ...parseReference(reference)!.key,
            kind: 'message',
            reference,
            email: to,
            createdAt: now.toISOString(),
            status: 'new',
            version: 1,
            history: [],
            ...newOutboxAttributes(events, now),
          },
        }),
      );
      return reference;
    }
    const withQuota = (now: Date) => {
      const base = notifierAt(now);
      return { ...base, settings: { ...base.settings, mailQuotaPerDay: 3 } };
    };
    const stateOf = async (reference: string) => ((await record(reference)).outbox as OutboxEvent[])[0]!;

    // Four e-mails to one address (in two letter cases: one recipient), one to another, on the same day.
    const toAsha = [
      await message(asha, day1),
      await message(asha, day1),
      await message(asha.toLowerCase(), day1),
      await message(asha, day1),
    ];
    const toRavi = await message(ravi, day1);
    const first = await runNotifier(withQuota(day1));
    expect(first.sent).toBe(4);
    expect(first.overQuota).toBe(1);
    const states = await Promise.all(toAsha.map(stateOf));
    expect(states.map((event) => event.state).sort()).toEqual(['sent', 'sent', 'sent', 'skipped']);
    const skipped = states.find((event) => event.state === 'skipped')!;
    expect(skipped).toMatchObject({ lastError: 'RecipientQuotaReached', attempts: 1 });
    expect(skipped).not.toHaveProperty('to');
    expect((await stateOf(toRavi)).state).toBe('sent');
    const sentTo = (await mailbox()).flatMap((mail) => mail.destination.to.map((to) => to.toLowerCase()));
    expect(sentTo.filter((to) => to === asha.toLowerCase())).toHaveLength(3);
    expect(sentTo.filter((to) => to === ravi)).toHaveLength(1);

    // Skipped is final: a later run the same day neither sends nor retries it.
    expect((await runNotifier(withQuota(new Date(day1.getTime() + 60_000)))).sent).toBe(0);
    expect((await stateOf(toAsha[states.indexOf(skipped)]!)).state).toBe('skipped');

    // The counter is keyed by a hash of the day and the lower-cased address: the address is nowhere in it.
    const counter = await clients.dynamo.send(
      new GetCommand({ TableName: config.tableName, Key: recipientQuotaKey(asha, '2031-03-10'), ConsistentRead: true }),
    );
    expect(counter.Item).toMatchObject({ count: 3 });
    expect(JSON.stringify(counter.Item).toLowerCase()).not.toContain('quota.');

    // The next UTC day starts a new count.
    const nextDay = await message(asha, day2);
    expect((await runNotifier(withQuota(day2))).sent).toBe(1);
    expect((await stateOf(nextDay)).state).toBe('sent');
  });
});
