/**
 * Erasure confirmed with an e-mailed one-time code, end to end through the real handlers: the privacy function queues the
 * e-mail, the notifier core draws the code and sends it through the SES v2 SDK to this file's aws-ses-v2-local, and the
 * code is entered back. Clocks are injected (the cores' `now`), never slept through.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  ERASURE_CODE_MAX_TRIES,
  ERASURE_CODE_VALID_SECONDS,
  ERASURE_CODES_PER_DAY,
  erasureCodeMessages,
  privacyMessages,
} from '../../contracts/privacy-requests';
import { emailCodeMessages } from '../../contracts/email-code';
import { TRACK_MAX_FAILURES } from '../../contracts/track';
import { putEmailChange, EMAIL_CHANGED_EVENT } from '../../functions/data/email-changes';
import { emailCodeKey } from '../../functions/data/email-codes';
import { recordKey } from '../../functions/data/records';
import { trackAttemptKey } from '../../functions/data/track-attempts';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { routePrivacyRequest } from '../../functions/privacy/privacy.core';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import type { OutboxEvent } from '../../functions/runtime/outbox';
import { testAws } from '../support/aws';
import { invoke, prescriptionFields, samplePdf, submitPrescription } from '../support/http';
import { SITE_ORIGIN, useErasureMail } from '../support/erasure-mail';

const aws = testAws();
const mail = useErasureMail(aws);
const PHONE = '98765 43210';
const MINUTE = 60_000;

const newPrescription = () => submitPrescription(samplePdf('erasure code'));

/** The privacy handler with its clock at `now`. */
const privacyAt = (now: Date) =>
  createHttpHandler('privacy', ['POST'], (request) =>
    routePrivacyRequest(request, { clients: aws.clients, config: aws.config, now, requestId: 'test' }),
  );

function erase(body: Record<string, unknown>, now = new Date()) {
  return invoke(privacyAt(now), {
    method: 'POST',
    path: '/api/privacy/erase/',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  });
}

const askCode = (reference: string, now = new Date()) => erase({ reference, phone: PHONE, confirm: true }, now);
const enterCode = (reference: string, code: string, now = new Date()) => erase({ reference, phone: PHONE, code }, now);

async function item(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  return (await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: key, ConsistentRead: true }))).Item;
}

const prescription = async (reference: string) => (await item(recordKey('prescription', reference)))!;
const codeItem = async (reference: string) => item(emailCodeKey('erasure', { key: recordKey('prescription', reference), reference }));

/** A code that is not `code` (same length). */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('erasure with an e-mailed one-time code (privacy handler, notifier, aws-ses-v2-local)', () => {
  it('sends the code to the address on the record when it is sent, and for 24 hours after an e-mail correction to the replaced one too', async () => {
    const reference = await newPrescription();
    const key = recordKey('prescription', reference);
    const changedAt = new Date();
    const newAddress = `asha.${reference.toLowerCase()}@example.in`;
    // What a correction leaves (functions/staff-api/privacy-correction.ts): the new address on the record, the old one
    // on the e-mail change item with its notice.
    await aws.setRecordFields('prescription', reference, { email: newAddress });
    const at = changedAt.toISOString();
    await putEmailChange(aws.clients.dynamo, aws.config.tableName, {
      record: { key, reference },
      previousEmail: prescriptionFields.email,
      changedAt,
      notice: {
        id: `notice-${reference}`,
        audience: 'shopper',
        status: EMAIL_CHANGED_EVENT,
        createdAt: at,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: at,
      },
    });

    expect((await askCode(reference, changedAt)).status).toBe(200);
    const code = await mail.deliveredCode(reference, changedAt);
    const both = await mail.codeMails(reference);
    // One e-mail per address, the same code in each: neither address is shown to the other.
    expect(both.map((sent) => sent.destination.to).sort()).toEqual([[newAddress], [prescriptionFields.email]].sort());
    for (const sent of both) expect(sent.body.text).toContain(`Your code is ${code}.`);

    const dayLater = new Date(changedAt.getTime() + 25 * 60 * MINUTE);
    expect((await askCode(reference, dayLater)).status).toBe(200);
    await mail.deliveredCode(reference, dayLater);
    expect((await mail.codeMails(reference)).slice(2).map((sent) => sent.destination.to)).toEqual([[newAddress]]);
  });

  it('the first step e-mails a code through the notifier, and the right code erases', async () => {
    const reference = await newPrescription();
    const asked = await askCode(reference);
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({
      reference,
      outcome: 'code_sent',
      reason: { code: 'erasure_code_sent', digits: 6, minutes: 10 },
      message: erasureCodeMessages.sent,
      at: expect.any(String),
    });
    expect(await prescription(reference)).toMatchObject({ status: 'received', name: 'Asha Verma' }); // nothing erased yet

    const code = await mail.deliveredCode(reference);
    const [sent, ...more] = await mail.codeMails(reference);
    expect(more).toEqual([]);
    expect(sent!.destination.to).toEqual([prescriptionFields.email]);
    expect(sent!.subject).toBe(`Your code to delete your prescription ${reference}`);
    expect(sent!.subject).not.toContain(code);
    for (const part of [sent!.body.text!, sent!.body.html!]) {
      expect(part).toContain(code);
      expect(part).toContain(`${SITE_ORIGIN}/track`);
      expect(part).toContain(`${ERASURE_CODE_VALID_SECONDS / 60} minutes`);
      for (const secret of [prescriptionFields.medicine_name, prescriptionFields.name, prescriptionFields.address, '98765'])
        expect(part).not.toContain(secret);
    }
    // The code item's e-mail is sent and keeps no address; the code itself is there only as a salted hash.
    const stored = (await codeItem(reference))!;
    expect((stored.outbox as OutboxEvent[]).map((event) => [event.state, event.to])).toEqual([['sent', undefined]]);
    expect(stored).toMatchObject({ tries: 0, codeSalt: expect.any(String), codeHash: expect.any(String) });
    expect(stored).not.toHaveProperty('kind');

    const erased = await enterCode(reference, code);
    expect(erased.status).toBe(200);
    expect(erased.json).toMatchObject({ reference, outcome: 'deleted', message: privacyMessages.deleted });
    expect(await prescription(reference)).toMatchObject({ status: 'erased' });
    expect(await codeItem(reference)).not.toHaveProperty('codeHash'); // used: gone
    expect((await enterCode(reference, code)).status).toBe(404); // and nothing left to match a phone against
  });

  it('never stores the code in clear: no item of the table holds its 6 digits', async () => {
    const reference = await newPrescription();
    await askCode(reference);
    const code = await mail.deliveredCode(reference);
    const everything = JSON.stringify(await aws.allItems());
    expect(everything).toContain(reference);
    expect(everything).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it('a wrong code names the tries left; the third wrong one kills the code, even the right code then fails, and a new code works', async () => {
    const reference = await newPrescription();
    await askCode(reference);
    const code = await mail.deliveredCode(reference);
    const wrong = otherThan(code);
    for (let attempt = 1; attempt < ERASURE_CODE_MAX_TRIES; attempt += 1) {
      const answer = await enterCode(reference, wrong);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toEqual({
        code: 'CODE_WRONG',
        message: emailCodeMessages.wrong(ERASURE_CODE_MAX_TRIES - attempt),
        reason: { code: 'email_code_wrong', triesLeft: ERASURE_CODE_MAX_TRIES - attempt },
        fields: { code: { code: 'email_code_wrong' } },
      });
    }
    const last = await enterCode(reference, wrong);
    expect(last.status).toBe(410);
    expect(last.json.error).toMatchObject({
      code: 'CODE_USED_UP',
      message: emailCodeMessages.usedUp(ERASURE_CODE_MAX_TRIES),
      reason: { code: 'email_code_used_up', tries: ERASURE_CODE_MAX_TRIES },
    });
    const dead = await enterCode(reference, code);
    expect(dead.status).toBe(410);
    expect(dead.json.error).toMatchObject({
      code: 'CODE_USED_UP',
      reason: { code: 'email_code_used_up', tries: ERASURE_CODE_MAX_TRIES },
    });
    expect(await prescription(reference)).toMatchObject({ status: 'received', name: 'Asha Verma' });
    // The wrong codes stay counted on the /track attempt counter, like wrong phones.
    expect((await item(trackAttemptKey(reference)))!.failures).toBe(ERASURE_CODE_MAX_TRIES);

    const later = new Date(Date.now() + 2 * MINUTE);
    expect((await askCode(reference, later)).status).toBe(200);
    const fresh = await mail.deliveredCode(reference, later);
    expect((await enterCode(reference, fresh, later)).json.outcome).toBe('deleted');
  });

  it('an expired code is refused with 410 and erases nothing', async () => {
    const reference = await newPrescription();
    const t0 = new Date();
    await askCode(reference, t0);
    const code = await mail.deliveredCode(reference, t0);
    const expired = await enterCode(reference, code, new Date(t0.getTime() + ERASURE_CODE_VALID_SECONDS * 1000 + 1000));
    expect(expired.status).toBe(410);
    expect(expired.json.error).toMatchObject({
      code: 'CODE_EXPIRED',
      message: emailCodeMessages.expired(ERASURE_CODE_VALID_SECONDS / 60),
      reason: { code: 'email_code_expired', minutes: 10 },
    });
    expect(await prescription(reference)).toMatchObject({ status: 'received' });
    // Just inside the 10 minutes it still works.
    expect((await enterCode(reference, code, new Date(t0.getTime() + ERASURE_CODE_VALID_SECONDS * 1000 - 1000))).json.outcome).toBe(
      'deleted',
    );
  });

  it('counts tries atomically: of 5 parallel wrong codes only 3 are compared', async () => {
    const reference = await newPrescription();
    await askCode(reference);
    const code = await mail.deliveredCode(reference);
    const answers = await Promise.all(Array.from({ length: 5 }, () => enterCode(reference, otherThan(code))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([400, 400, 410, 410, 410]);
    expect((await codeItem(reference))!.tries).toBe(ERASURE_CODE_MAX_TRIES);
    // Only the compared (guessed) ones stay counted toward the lock; the refused ones were released.
    expect((await item(trackAttemptKey(reference)))!.failures).toBe(ERASURE_CODE_MAX_TRIES);
    expect(TRACK_MAX_FAILURES).toBeGreaterThan(ERASURE_CODE_MAX_TRIES);
  });

  it('only the newest code works: asking again replaces the code, and no code before the e-mail is sent', async () => {
    const reference = await newPrescription();
    const t0 = new Date();
    await askCode(reference, t0);
    const first = await mail.deliveredCode(reference, t0);
    const t1 = new Date(t0.getTime() + 2 * MINUTE);
    await askCode(reference, t1);
    const none = await enterCode(reference, first, t1); // the new e-mail is not sent yet: no code waits
    expect(none.status).toBe(410);
    expect(none.json.error).toMatchObject({
      code: 'CODE_EXPIRED',
      message: emailCodeMessages.none,
      reason: { code: 'email_code_none' },
    });
    const second = await mail.deliveredCode(reference, t1);
    expect(await mail.codeMails(reference)).toHaveLength(2);
    if (second !== first) expect((await enterCode(reference, first, t1)).json.error.code).toBe('CODE_WRONG');
    expect((await enterCode(reference, second, t1)).json.outcome).toBe('deleted');
  });

  it('asking for codes: at most one a minute, and ERASURE_CODES_PER_DAY a day, each answered 429 with Retry-After', async () => {
    const reference = await newPrescription();
    const t0 = new Date();
    expect((await askCode(reference, t0)).status).toBe(200);
    const soon = await askCode(reference, new Date(t0.getTime() + 20_000));
    expect(soon.status).toBe(429);
    expect(soon.json.error).toMatchObject({
      code: 'THROTTLED',
      message: erasureCodeMessages.tooSoon(40),
      reason: { code: 'erasure_code_sent_recently', seconds: 40 },
    });
    expect(soon.headers['retry-after']).toBe('40');
    for (let sent = 2; sent <= ERASURE_CODES_PER_DAY; sent += 1)
      expect((await askCode(reference, new Date(t0.getTime() + sent * 2 * MINUTE))).status).toBe(200);
    const full = await askCode(reference, new Date(t0.getTime() + 60 * MINUTE));
    expect(full.status).toBe(429);
    expect(Number(full.headers['retry-after'])).toBe(23 * 60 * 60);
    expect(full.json.error.message).toBe(erasureCodeMessages.dailyLimit(23 * 60 * 60));
    expect(full.json.error.reason).toEqual({ code: 'erasure_code_daily_limit', count: ERASURE_CODES_PER_DAY, retryAfterMinutes: 23 * 60 });
    // A day after the first, the window starts again.
    expect((await askCode(reference, new Date(t0.getTime() + 24 * 60 * MINUTE + 1000))).status).toBe(200);
  });

  it("a code e-mail the notifier could not send within the code's validity is cancelled, not sent late", async () => {
    const reference = await newPrescription();
    const t0 = new Date();
    await askCode(reference, t0);
    const late = new Date(t0.getTime() + ERASURE_CODE_VALID_SECONDS * 1000 + MINUTE);
    const run = await runNotifier(mail.notifierAt(late));
    expect(run.cancelled).toBeGreaterThanOrEqual(1);
    expect(await mail.codeMails(reference)).toEqual([]);
    const stored = (await codeItem(reference))!;
    expect((stored.outbox as OutboxEvent[]).map((event) => [event.state, event.lastError, event.to])).toEqual([
      ['cancelled', 'CodeRequestExpired', undefined],
    ]);
    expect(stored).not.toHaveProperty('codeHash');
  });

  it('a record without an e-mail address gets 409 NO_EMAIL naming the way to reach us, and no code', async () => {
    const reference = await newPrescription();
    await aws.clients.dynamo.send(
      new UpdateCommand({ TableName: aws.config.tableName, Key: recordKey('prescription', reference), UpdateExpression: 'REMOVE email' }),
    );
    const answer = await askCode(reference);
    expect(answer.status).toBe(409);
    expect(answer.json.error).toEqual({
      code: 'NO_EMAIL',
      message: erasureCodeMessages.noEmail,
      reason: { code: 'erasure_code_no_email' },
    });
    expect(answer.json.error.message).toContain('grievance officer');
    expect(await codeItem(reference)).toBeUndefined();
  });
});
