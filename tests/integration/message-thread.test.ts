/**
 * Message conversations end to end against the emulators (docs/architecture/data-model.md "Message conversations"): support's
 * answer through the staff handler (thread, status, outbox event with the text, audit), the notifier delivering that
 * answer to aws-ses-v2-local exactly once even when the first SES send fails, and the customer's reply through the
 * track handler (authorisation and attempt counting, bounds, sanitising, reopening, erasure).
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { MESSAGE_THREAD_TEXT_MAX_LENGTH } from '../../contracts/message-thread';
import { kolkataDate } from '@domain/delivery-estimate';
import { MESSAGE_RETENTION_DAYS } from '@domain/retention';
import { freePort } from '../../dev/emulators';
import { readAuditPage } from '../../functions/data/audit';
import { recordKey } from '../../functions/data/records';
import { trackAttemptKey } from '../../functions/data/track-attempts';
import { runNotifier } from '../../functions/notifier/notifier.core';
import type { OutboxEvent } from '../../functions/runtime/outbox';
import { handler as privacyHandler } from '../../functions/privacy/privacy.handler';
import { handler as staffHandler } from '../../functions/staff-api/staff-api.handler';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { testAws } from '../support/aws';
import { SITE_ORIGIN, useErasureMail } from '../support/erasure-mail';
import { invoke, submitThroughHandler as submit } from '../support/http';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const mail = useErasureMail(aws);
// Not the pharmacy's own number (domain/pharmacy-contact.ts), which every e-mail's footer gives.
const PHONE = '98220 51734';
const customer = { form: 'contact', name: 'Ravi Kumar', email: 'ravi.thread@example.in', mobile: `+91 ${PHONE}` };

const newMessage = (message = 'Do you deliver to Sector 62 on Sundays?') => submit({ ...customer, message });

function postJson(handler: typeof staffHandler, path: string, body: unknown, claims?: Record<string, unknown>) {
  return invoke(handler, {
    method: 'POST',
    path,
    ...(claims ? { claims } : {}),
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  });
}

const answer = (reference: string, body: Record<string, unknown>, claims: Record<string, unknown> = support) =>
  postJson(staffHandler, `/api/staff/records/${reference}/answer`, body, claims);
const reply = (body: Record<string, unknown>) => postJson(trackHandler, '/api/track/reply', body);
const track = (reference: string) => postJson(trackHandler, '/api/track/', { reference, phone: PHONE });

async function record(reference: string): Promise<Record<string, unknown>> {
  const found = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: recordKey('message', reference), ConsistentRead: true }),
  );
  return found.Item ?? {};
}

const answerMails = async (reference: string) =>
  (await mail.mailbox()).filter((sent) => sent.subject === `Our answer to your message ${reference}`);

describe('POST /api/staff/records/<reference>/answer (staff handler vs dynalite)', () => {
  it('appends the answer, moves the message to answered and queues the e-mail with the text in the same write; audited without the text', async () => {
    const reference = await newMessage();
    const text = 'Yes, we deliver on Sundays from 10 am to 2 pm.\nOrders placed by 9 am arrive the same day.';
    const response = await answer(reference, { text, version: 1 });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ reference, status: 'answered', version: 2 });

    const stored = await record(reference);
    expect(stored).toMatchObject({ status: 'answered', queue: 'message#answered', version: 2 });
    expect(stored.thread).toEqual([{ at: expect.any(String), from: 'support', text, byName: support.name }]);
    expect((stored.history as { to: string; note?: string }[]).map((entry) => entry.to)).toEqual(['new', 'answered']);
    // The answer lives in the thread, not as a history note.
    expect(JSON.stringify(stored.history)).not.toContain('Sundays');
    const event = (stored.outbox as OutboxEvent[]).at(-1)!;
    expect(event).toMatchObject({ audience: 'shopper', status: 'answered', text, state: 'pending' });

    const audit = await readAuditPage(aws.clients.dynamo, aws.config.tableName, reference, { limit: 10 });
    expect(audit.entries[0]).toMatchObject({ action: 'answer', outcome: 'allowed', userId: support.sub, detail: 'new→answered' });
    expect(JSON.stringify(audit.entries)).not.toContain('Sundays');
  });

  it('strips control characters and refuses an empty or too long answer, and a message that is not open to one', async () => {
    const reference = await newMessage();
    expect((await answer(reference, { text: ' \u0007\u001b ', version: 1 })).status).toBe(400);
    const tooLong = await answer(reference, { text: 'a'.repeat(MESSAGE_THREAD_TEXT_MAX_LENGTH + 1), version: 1 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields.text).toEqual({ code: 'too_long', max: 2000 });
    const sent = await answer(reference, { text: 'Hello\u001b[31m \u202eworld', version: 1 });
    expect(sent.status).toBe(200);
    expect(((await record(reference)).thread as { text: string }[])[0]!.text).toBe('Hello[31m world');
    // Answered already: another answer waits for the customer's reply (no answer from answered).
    expect((await answer(reference, { text: 'Second answer', version: 2 })).status).toBe(400);
    // The longest answer in Hindi (3 UTF-8 bytes a character: 6,000 bytes, over the staff API's 4 KiB default) is taken.
    const hindi = await answer(await newMessage(), { text: 'न'.repeat(MESSAGE_THREAD_TEXT_MAX_LENGTH), version: 1 });
    expect(hindi.status).toBe(200);
  });

  it('a stale version: 409 with the current record and who answered first; nothing is written', async () => {
    const reference = await newMessage();
    expect((await answer(reference, { text: 'First answer', version: 1 })).status).toBe(200);
    const stale = await answer(reference, { text: 'My answer, typed meanwhile', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ reference, status: 'answered', version: 2 });
    expect(stale.json.lastChange).toEqual({ to: 'answered', at: expect.any(String), byName: support.name });
    const stored = await record(reference);
    expect((stored.thread as unknown[]).length).toBe(1);
    expect((stored.outbox as OutboxEvent[]).filter((event) => event.status === 'answered')).toHaveLength(1);
  });

  it('is for support only: a pharmacist gets 403; the generic status change cannot answer without text', async () => {
    const reference = await newMessage();
    expect((await answer(reference, { text: 'From a pharmacist', version: 1 }, pharmacist)).status).toBe(403);
    const generic = await postJson(staffHandler, `/api/staff/records/${reference}/status`, { to: 'answered', version: 1 }, support);
    expect(generic.status).toBe(400);
    expect((await record(reference)).status).toBe('new');
  });
});

describe('the answer e-mail (notifier vs aws-ses-v2-local)', () => {
  it('is sent exactly once with the answer, the reference and the /track link, also when the first SES send fails', async () => {
    const reference = await newMessage('Is Dolo 650 in stock at Noida?');
    const text = 'Yes, it is in stock. Order it on our website or call us.';
    expect((await answer(reference, { text, version: 1 })).status).toBe(200);

    // SES unreachable for the first run (nothing listens on the port): the event stays pending with the text.
    const t0 = new Date(Date.now() + 1000);
    const deadSes = new SESv2Client({ region: 'ap-south-1', endpoint: `http://127.0.0.1:${await freePort()}`, maxAttempts: 1 });
    const down = await runNotifier({ ...mail.notifierAt(t0), ses: deadSes });
    expect(down.retried).toBeGreaterThanOrEqual(1);
    const waiting = ((await record(reference)).outbox as OutboxEvent[]).find((event) => event.status === 'answered')!;
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, text });
    expect(await answerMails(reference)).toHaveLength(0);

    const later = new Date(Date.parse(waiting.nextAttemptAt) + 1);
    await runNotifier(mail.notifierAt(later));
    await runNotifier(mail.notifierAt(new Date(later.getTime() + 86_400_000)));
    const mails = await answerMails(reference);
    expect(mails).toHaveLength(1);
    const [sent] = mails;
    expect(sent!.destination.to).toEqual([customer.email]);
    for (const part of [sent!.body.text!, sent!.body.html!]) {
      expect(part).toContain(text);
      expect(part).toContain(reference);
      expect(part).toContain(`${SITE_ORIGIN}/track`);
      // Nothing personal beyond what support wrote: not the name, phone, the customer's question or a staff name.
      for (const secret of [customer.name, '98220', 'Dolo 650', support.name]) expect(part).not.toContain(secret);
    }
    const done = ((await record(reference)).outbox as OutboxEvent[]).find((event) => event.status === 'answered')!;
    expect(done).toMatchObject({ state: 'sent', attempts: 2 });
    // Once sent, the event keeps neither the address nor the text (the conversation stays on the record).
    expect(done.to).toBeUndefined();
    expect(done.text).toBeUndefined();
  });
});

describe('POST /api/track/reply (track handler vs dynalite)', () => {
  it('a reply to an answered message reopens it for support; /track shows the conversation without staff names', async () => {
    const reference = await newMessage();
    expect((await answer(reference, { text: 'We deliver on Sundays.', version: 1 })).status).toBe(200);
    const replied = await reply({ reference, phone: PHONE, text: 'Thank you!\r\nAnd on holidays?', version: 2 });
    expect(replied.status).toBe(200);
    expect(replied.json).toMatchObject({ reference, status: 'awaiting_support', nextStep: { code: 'reply_soon' } });
    expect(replied.json.thread).toEqual({
      entries: [
        { at: expect.any(String), from: 'customer', text: 'Do you deliver to Sector 62 on Sundays?' },
        { at: expect.any(String), from: 'support', text: 'We deliver on Sundays.' },
        { at: expect.any(String), from: 'customer', text: 'Thank you!\nAnd on holidays?' },
      ],
      version: 3,
      canReply: true,
    });
    expect(JSON.stringify(replied.json)).not.toContain(support.name);
    expect(JSON.stringify(replied.json)).not.toContain(support.sub);

    const stored = await record(reference);
    expect(stored).toMatchObject({ status: 'awaiting_support', queue: 'message#awaiting_support', version: 3 });
    expect((stored.history as { to: string; by: string }[]).at(-1)).toMatchObject({ to: 'awaiting_support', by: 'shopper' });
    // awaiting_support is a queue support lists.
    const queue = await staffRequest(support, 'GET', '/queue', { query: { kind: 'message', status: 'awaiting_support', order: 'newest' } });
    expect(queue.status).toBe(200);
    expect((queue.json.rows as { reference: string }[]).map((row) => row.reference)).toContain(reference);

    // A second reply while it waits for support only adds to the thread; support answers from awaiting_support.
    const again = await reply({ reference, phone: PHONE, text: 'Also, is parking available?' });
    expect(again.json).toMatchObject({ status: 'awaiting_support', thread: { version: 4 } });
    expect((await answer(reference, { text: 'Yes to both.', version: 4 })).status).toBe(200);
    expect((await track(reference)).json).toMatchObject({
      status: 'answered',
      nextStep: { code: 'answer_below' },
      thread: { version: 5, entries: { length: 5 } },
    });
  });

  it('a reply to a closed message reopens it; a stale version gets 409 with the current conversation', async () => {
    const reference = await newMessage();
    expect((await answer(reference, { text: 'Answered.', version: 1 })).status).toBe(200);
    const closed = await postJson(staffHandler, `/api/staff/records/${reference}/status`, { to: 'closed', version: 2 }, support);
    expect(closed.status).toBe(200);
    const stale = await reply({ reference, phone: PHONE, text: 'Written against version 2', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ reference, status: 'closed', thread: { version: 3 } });
    const reopened = await reply({ reference, phone: PHONE, text: 'One more question', version: 3 });
    expect(reopened.json).toMatchObject({ status: 'awaiting_support' });
  });

  it('a wrong phone is the counted 404 of tracking; bad text is a 400; control characters are stripped; only MSG- takes replies', async () => {
    const reference = await newMessage();
    const wrong = await reply({ reference, phone: '99999 99999', text: 'Hi' });
    expect(wrong.status).toBe(404);
    const counter = (
      await aws.clients.dynamo.send(
        new GetCommand({ TableName: aws.config.tableName, Key: trackAttemptKey(reference), ConsistentRead: true }),
      )
    ).Item!;
    expect(counter.failures).toBe(1);

    const tooLong = await reply({ reference, phone: PHONE, text: 'x'.repeat(MESSAGE_THREAD_TEXT_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields.text).toBeTruthy();
    expect((await reply({ reference, phone: PHONE, text: '\u0000\u0008 ' })).status).toBe(400);
    expect((await reply({ reference, phone: PHONE, text: 'hi', extra: true })).status).toBe(400);

    const clean = await reply({ reference, phone: PHONE, text: '\u001b]8;;evil\u0007Hello\u2066 there\u0085' });
    expect(clean.status).toBe(200);
    expect(clean.json.status).toBe('new'); // a reply while new only appends
    expect(clean.json.thread.entries.at(-1)).toMatchObject({ from: 'customer', text: ']8;;evilHello there' });

    const prescriptionRef = 'RX-20261121-7K3F9QAZ';
    expect((await reply({ reference: prescriptionRef, phone: PHONE, text: 'Hi' })).status).toBe(400);
  });

  it('an erased message takes no reply', async () => {
    const reference = await newMessage();
    const handler = privacyHandler;
    const asked = await postJson(handler, '/api/privacy/erase/', { reference, phone: PHONE, confirm: true });
    expect(asked.json).toMatchObject({ outcome: 'code_sent' });
    const erased = await postJson(handler, '/api/privacy/erase/', { reference, phone: PHONE, code: await mail.deliveredCode(reference) });
    expect(erased.json).toMatchObject({ outcome: 'deleted' });
    const refused = await reply({ reference, phone: PHONE, text: 'Are you there?' });
    // The tombstone keeps no phone, so the reference + phone pair no longer matches: the tracking 404.
    expect(refused.status).toBe(404);
    const stored = await record(reference);
    expect(stored.status).toBe('erased');
    expect(stored.thread).toBeUndefined();
  });
});

describe('a message’s retention (a year from its arrival, or support’s last answer or close)', () => {
  const DAY_MS = 86_400_000;
  /** The stored TTL in ms, and the time of the history entry that set it. */
  const ttlAfter = async (reference: string) => {
    const stored = await record(reference);
    const last = (stored.history as { at: string }[]).at(-1)!;
    return { ttlMs: Number(stored.expiresAt) * 1000, fromMs: Date.parse(last.at) };
  };
  /** Moves a message's TTL to `days` from now, as if support last acted a year less `days` ago. */
  const expireIn = (reference: string, days: number) =>
    aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: aws.config.tableName,
        Key: recordKey('message', reference),
        UpdateExpression: 'SET expiresAt = :at',
        ExpressionAttributeValues: { ':at': Math.floor((Date.now() + days * DAY_MS) / 1000) },
      }),
    );

  it('is set when the message arrives and moved a year on by each answer and by closing it', async () => {
    const reference = await newMessage();
    for (const step of ['arrived', 'answered', 'closed']) {
      // A TTL nearer than a year first, so each step is seen moving it (all three happen within a second).
      if (step !== 'arrived') await expireIn(reference, 100);
      if (step === 'answered') expect((await answer(reference, { text: 'Yes, on Sundays too.', version: 1 })).status).toBe(200);
      if (step === 'closed')
        expect((await postJson(staffHandler, `/api/staff/records/${reference}/status`, { to: 'closed', version: 2 }, support)).status).toBe(
          200,
        );
      const { ttlMs, fromMs } = await ttlAfter(reference);
      // Whole seconds: the TTL is epoch seconds of the step's time plus the retention.
      expect(Math.abs(ttlMs - (fromMs + MESSAGE_RETENTION_DAYS * DAY_MS)), step).toBeLessThan(1000);
    }
  });

  it('in its last 30 days takes no reply (409 naming the day it goes), and /track says so instead of a reply form', async () => {
    const reference = await newMessage();
    expect((await answer(reference, { text: 'We deliver on Sundays.', version: 1 })).status).toBe(200);
    await expireIn(reference, 31);
    expect((await track(reference)).json).toMatchObject({ nextStep: { code: 'answer_below' }, thread: { canReply: true } });
    expect((await track(reference)).json.thread.repliesClosedOn).toBeUndefined();

    await expireIn(reference, 20);
    const day = kolkataDate(new Date(Number((await record(reference)).expiresAt) * 1000));
    const refused = await reply({ reference, phone: PHONE, text: 'One more question', version: 2 });
    expect(refused.status).toBe(409);
    expect(refused.json.error.reason).toEqual({ code: 'message_reply_closed', date: day });
    expect(await record(reference)).toMatchObject({ status: 'answered', version: 2 });
    expect((await track(reference)).json).toMatchObject({
      nextStep: { code: 'answer_below_no_reply' },
      thread: { canReply: false, repliesClosedOn: day },
    });
  });
});
