/**
 * Refill reminders end to end against the emulators (docs/architecture/email-and-reminders.md "Refill reminders"): asked for on /track
 * through the real track core, stored as its own item in the order's partition with the outbox index keys, sent by the
 * real notifier core through the SES v2 SDK to aws-ses-v2-local (read back over its HTTP API) when due and never before,
 * exactly once also with two runs racing, and cancelled by the signed one-click unsubscribe. Clocks are fake: each
 * handler and notifier run is given its `now`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { recordKey } from '../../functions/data/records';
import { refillReminderKey } from '../../functions/data/refill-reminders';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { routeRemindersRequest } from '../../functions/reminders/reminders.core';
import { signUnsubscribeToken } from '../../functions/reminders/unsubscribe-token';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeTrackRequest } from '../../functions/track/track.core';
import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { testAws } from '../support/aws';
import { checkoutShopper } from '../support/fixtures';
import { invoke, samplePdf, submitThroughHandler } from '../support/http';
import { SITE_ORIGIN, useLocalMail, type StoredMail } from '../support/local-mail';
import { supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const TOKEN_KEY = 'integration-test-key';
const DAY_MS = 86_400_000;
const phone = checkoutShopper.phone;
const aws = testAws();

const { notifierAt, mailbox } = useLocalMail(aws);

async function mailsAbout(reference: string): Promise<StoredMail[]> {
  return (await mailbox()).filter((mail) => mail.subject.includes(reference) && /reorder|दोबारा मँगाने/.test(mail.subject));
}

const trackAt = (now: Date) =>
  createHttpHandler('track', ['POST'], (request) =>
    routeTrackRequest(request, { dynamo: aws.clients.dynamo, s3: aws.clients.s3, config: aws.config, now, reminderTokenKey: TOKEN_KEY }),
  );

const remindersAt = (now: Date) =>
  createHttpHandler('reminders', ['POST'], (request) =>
    routeRemindersRequest(request, { dynamo: aws.clients.dynamo, config: aws.config, tokenKey: TOKEN_KEY, now }),
  );

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });

/** Places an order through the checkout handler and marks it delivered (and Hindi, when asked). */
async function deliveredOrder({ rx = false, locale }: { rx?: boolean; locale?: 'hi' } = {}): Promise<string> {
  const items = [
    { id: 'products-paracetamol-500-tab-10', quantity: 2 },
    ...(rx ? [{ id: 'products-pantoprazole-40-tab-15', quantity: 1 }] : []),
  ];
  const reference = await submitThroughHandler(
    { form: 'checkout', ...checkoutShopper, items: JSON.stringify(items), ...(rx ? { consent: 'true' } : {}) },
    rx ? { prescription: [samplePdf('refill reminder'), 'rx.pdf', 'application/pdf'] } : {},
  );
  await aws.setRecordFields('order', reference, { status: 'delivered', ...(locale ? { locale } : {}) });
  return reference;
}

async function askReminder(reference: string, days: number, now: Date, consent: unknown = true) {
  return invoke(trackAt(now), { method: 'POST', path: '/api/track/reminder', ...json({ reference, phone, days, consent }) });
}

async function storedReminder(reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: refillReminderKey(recordKey('order', reference)), ConsistentRead: true }),
  );
  return Item ?? {};
}

describe('asking for a reminder on /track', () => {
  it('answers the due date, stores one item with the outbox index keys, and shows it on the next lookup', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    const answer = await askReminder(reference, 30, now);
    expect(answer.status).toBe(200);
    const dueAt = new Date(now.getTime() + 30 * DAY_MS).toISOString();
    expect(answer.json).toMatchObject({
      reference,
      canRemind: true,
      refillReminder: { state: 'active', days: 30, dueAt, needsNewPrescription: [] },
    });
    const item = await storedReminder(reference);
    expect(item).toMatchObject({ outboxState: 'pending', outboxDueAt: dueAt, reminderState: 'active', consentAt: now.toISOString() });
    expect(item.outbox).toHaveLength(1);
    expect(item.kind).toBeUndefined();
    // In its own partition, outside the order's: the reminder grants reach no order (infra/constructs/api.ts).
    expect(item).toMatchObject({ pk: `REMINDER#${reference}`, sk: 'REFILL_REMINDER' });
    expect(item.outbox[0].to).toBeUndefined(); // no address: the order's is read when it is sent

    const lookup = await invoke(trackAt(now), { method: 'POST', path: '/api/track/', ...json({ reference, phone }) });
    expect(lookup.json.refillReminder).toMatchObject({ state: 'active', dueAt });
  });

  it('refuses one without consent, one before delivery, and a second request replaces the first', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    expect((await askReminder(reference, 30, now, false)).status).toBe(400);
    expect((await askReminder(reference, 45, now)).status).toBe(400);

    const notDelivered = await submitThroughHandler({
      form: 'checkout',
      ...checkoutShopper,
      items: JSON.stringify([{ id: 'products-paracetamol-500-tab-10', quantity: 1 }]),
    });
    expect((await askReminder(notDelivered, 30, now)).status).toBe(409);

    await askReminder(reference, 15, now);
    const first = await storedReminder(reference);
    const second = await askReminder(reference, 60, now);
    expect(second.json.refillReminder).toMatchObject({ days: 60 });
    const item = await storedReminder(reference);
    expect(item.reminderId).not.toBe(first.reminderId);
    expect(item.outbox).toHaveLength(1);
  });

  it('cancels from /track (POST /api/track/reminder-cancel)', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    await askReminder(reference, 15, now);
    const cancelled = await invoke(trackAt(now), { method: 'POST', path: '/api/track/reminder-cancel', ...json({ reference, phone }) });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.refillReminder).toMatchObject({ state: 'cancelled' });
    expect((await storedReminder(reference)).outboxState).toBeUndefined();
  });
});

describe('sending when due (fake clock)', () => {
  it('sends nothing before the due time, exactly one e-mail at it, and one only with two runs racing', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    await askReminder(reference, 15, now);
    const due = new Date(now.getTime() + 15 * DAY_MS);

    await runNotifier(notifierAt(new Date(due.getTime() - 1000)));
    expect(await mailsAbout(reference)).toHaveLength(0);

    const runs = await Promise.all([runNotifier(notifierAt(due)), runNotifier(notifierAt(due))]);
    const mails = await mailsAbout(reference);
    expect(mails).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(mails[0]!.destination.to).toEqual([checkoutShopper.email]);
    expect(mails[0]!.body.text).toContain(`${SITE_ORIGIN}/refill?items=products-paracetamol-500-tab-10:2`);

    await runNotifier(notifierAt(new Date(due.getTime() + DAY_MS)));
    expect(await mailsAbout(reference)).toHaveLength(1);
    const item = await storedReminder(reference);
    expect(item.outbox[0]).toMatchObject({ state: 'sent' });
    expect(item.outbox[0].to).toBeUndefined();
    expect(item.outboxState).toBeUndefined();
  });

  it('goes to the address as corrected after it was asked for, and the replaced address gets one change notice only', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    await askReminder(reference, 15, now);
    // The shopper says the address is not theirs; support corrects it (a correction request filed from /track).
    const filed = await invoke(privacyHandler, {
      method: 'POST',
      path: '/api/privacy/correct/',
      ...json({ reference, phone, details: 'The e-mail address on my order is not mine' }),
    });
    expect(filed.status).toBe(200);
    const { Item: order } = await aws.clients.dynamo.send(
      new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference), ConsistentRead: true }),
    );
    const request = (order!.privacyRequests as Array<{ id: string; type: string }>).find((entry) => entry.type === 'correction')!;
    const newAddress = `meera.nair.${reference.toLowerCase()}@example.in`;
    const corrected = await staffRequest(supportClaims, 'POST', `/records/${reference}/privacy-requests/${request.id}/correction`, {
      json: { fields: { email: newAddress }, version: order!.version },
    });
    expect(corrected.status).toBe(200);

    await runNotifier(notifierAt(new Date()));
    const all = () =>
      mailbox().then((mails) => mails.filter((mail) => mail.subject.includes(reference) || mail.body.text?.includes(reference)));
    const notices = (await all()).filter((mail) => mail.subject.startsWith('The e-mail address of your Medvika order'));
    expect(notices.map((mail) => mail.destination.to)).toEqual([[checkoutShopper.email]]);
    // No health details and not the new address: the reference, the day, and whom to call.
    expect(notices[0]!.body.text).toContain(reference);
    expect(notices[0]!.body.text).toContain('If this was not you, please call us right away.');
    expect(notices[0]!.body.text).toContain(`${SITE_ORIGIN}/contact`);
    expect(notices[0]!.body.text).not.toContain(newAddress);
    expect(notices[0]!.body.text).not.toMatch(/Paracetamol/i);

    await runNotifier(notifierAt(new Date(now.getTime() + 15 * DAY_MS)));
    const reminders = await mailsAbout(reference);
    expect(reminders.map((mail) => mail.destination.to)).toEqual([[newAddress]]);
    // Nothing about the order reached the old address since the correction but the one notice: also the order's own
    // e-mails still queued then went to the new address.
    const toOld = (await all()).filter((mail) => mail.destination.to.includes(checkoutShopper.email));
    expect(toOld.map((mail) => mail.subject)).toEqual([notices[0]!.subject]);
  });

  it('leaves out a prescription-only medicine whose prescription is past 180 days at the due time', async () => {
    const reference = await deliveredOrder({ rx: true });
    const later = new Date(Date.now() + 150 * DAY_MS);
    const answer = await askReminder(reference, 60, later);
    expect(answer.json.refillReminder.needsNewPrescription).toEqual([
      { productId: 'products-pantoprazole-40-tab-15', name: expect.stringContaining('Pantoprazole') },
    ]);
    await runNotifier(notifierAt(new Date(later.getTime() + 60 * DAY_MS)));
    const [mail] = await mailsAbout(reference);
    expect(mail!.body.text).toContain('Not included, because they need a prescription and yours is more than 180 days old');
    expect(mail!.body.text).toContain('/refill?items=products-paracetamol-500-tab-10:2\n');
  });

  it('sends nothing for an order erased since (its tombstone says erased)', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    await askReminder(reference, 15, now);
    await aws.setRecordFields('order', reference, { status: 'erased' });
    await runNotifier(notifierAt(new Date(now.getTime() + 15 * DAY_MS)));
    expect(await mailsAbout(reference)).toHaveLength(0);
    const item = await storedReminder(reference);
    expect(item.outbox[0]).toMatchObject({ state: 'cancelled', lastError: 'RecordErased' });
    expect(item.outbox[0].to).toBeUndefined();
  });

  it('writes the e-mail in Hindi for a Hindi order, with the one-click List-Unsubscribe headers', async () => {
    const reference = await deliveredOrder({ locale: 'hi' });
    const now = new Date();
    await askReminder(reference, 15, now);
    await runNotifier(notifierAt(new Date(now.getTime() + 15 * DAY_MS)));
    const [mail] = await mailsAbout(reference);
    expect(mail!.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail!.body.html).toContain('<html lang="hi">');
    expect(mail!.body.text).toContain(`${SITE_ORIGIN}/hi/refill?items=`);
    expect(mail!.body.text).toContain(`${SITE_ORIGIN}/hi/unsubscribe?token=`);
    const headers = Object.fromEntries((mail!.headers ?? []).map((h) => [h.name, h.value]));
    expect(headers['List-Unsubscribe']).toMatch(new RegExp(`^<${SITE_ORIGIN}/api/reminders/unsubscribe\\?token=[^>]+>$`));
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('unsubscribe (POST /api/reminders/unsubscribe)', () => {
  it('cancels with a valid token (then nothing at the due time), idempotently; a GET changes nothing', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    await askReminder(reference, 15, now);
    const { unsubscribeToken } = await storedReminder(reference);

    const get = await invoke(remindersAt(now), { method: 'GET', path: '/api/reminders/unsubscribe', query: { token: unsubscribeToken } });
    expect(get.status).toBe(405);
    expect((await storedReminder(reference)).reminderState).toBe('active');

    // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the URL of the header, token in the query.
    const oneClick = {
      method: 'POST',
      path: '/api/reminders/unsubscribe',
      query: { token: unsubscribeToken },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('List-Unsubscribe=One-Click'),
    };
    const first = await invoke(remindersAt(now), oneClick);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ outcome: 'cancelled' });
    expect((await invoke(remindersAt(now), oneClick)).status).toBe(200);

    await runNotifier(notifierAt(new Date(now.getTime() + 16 * DAY_MS)));
    expect(await mailsAbout(reference)).toHaveLength(0);
    expect((await storedReminder(reference)).outbox[0]).toMatchObject({ state: 'cancelled' });
  });

  it('takes the token from a JSON body (the /unsubscribe page)', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    await askReminder(reference, 15, now);
    const { unsubscribeToken } = await storedReminder(reference);
    const answer = await invoke(remindersAt(now), {
      method: 'POST',
      path: '/api/reminders/unsubscribe',
      ...json({ token: unsubscribeToken }),
    });
    expect(answer.status).toBe(200);
    expect((await storedReminder(reference)).reminderState).toBe('cancelled');
  });

  it('refuses a tampered token with 400 INVALID_TOKEN and an expired one with 410 TOKEN_EXPIRED, changing nothing', async () => {
    const reference = await deliveredOrder();
    const now = new Date();
    await askReminder(reference, 15, now);
    const { unsubscribeToken, reminderId } = await storedReminder(reference);
    const tampered = `${unsubscribeToken.slice(0, -3)}AAA`;
    const bad = await invoke(remindersAt(now), { method: 'POST', path: '/api/reminders/unsubscribe', query: { token: tampered } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('INVALID_TOKEN');

    const expired = signUnsubscribeToken(
      { purpose: 'refill_reminders', reference, reminderId, expiresAt: Math.floor(now.getTime() / 1000) - 1 },
      TOKEN_KEY,
    );
    const old = await invoke(remindersAt(now), { method: 'POST', path: '/api/reminders/unsubscribe', query: { token: expired } });
    expect(old.status).toBe(410);
    expect(old.json.error).toMatchObject({ code: 'TOKEN_EXPIRED', message: expect.stringContaining('expired') });
    expect((await storedReminder(reference)).reminderState).toBe('active');
  });
});
