/**
 * The owner of a reference is never locked out (functions/track/track-unlock.ts), end to end through the real track
 * routes, the notifier core and this file's aws-ses-v2-local: failures from many clients lock a reference, its owner
 * has a one-time code e-mailed to the record's current address and opens the record with it. Clocks are injected
 * (the cores' `now`), never slept through; each client is its own X-Forwarded-For address.
 */
import { describe, expect, it } from 'vitest';
import { emailCodeMessages } from '../../contracts/email-code';
import { TRACK_MAX_FAILURES, TRACK_MAX_FAILURES_PER_REFERENCE, TRACK_WINDOW_SECONDS } from '../../contracts/track';
import { UNLOCK_CODE_MAX_TRIES, UNLOCK_CODE_REQUESTED } from '../../contracts/track-unlock';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeTrackRequest } from '../../functions/track/track.core';
import { testAws } from '../support/aws';
import { invoke, prescriptionFields, samplePdf, submitPrescription } from '../support/http';
import { useLocalMail, type StoredMail } from '../support/local-mail';

const aws = testAws();
const { notifierAt, mailbox } = useLocalMail(aws);
const PHONE = '98765 43210';
const OWNER = '198.51.100.7';

/** POST /api/track<path> from the client `ip`, with the track function's clock at `now`. */
function post(path: string, body: Record<string, unknown>, ip: string, now = new Date()) {
  const handler = createHttpHandler('track', ['POST'], (request) =>
    routeTrackRequest(request, { dynamo: aws.clients.dynamo, s3: aws.clients.s3, config: aws.config, now }),
  );
  return invoke(handler, {
    method: 'POST',
    path: `/api/track${path}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: Buffer.from(JSON.stringify(body)),
  });
}

/** TRACK_MAX_FAILURES_PER_REFERENCE wrong phones on `reference`, TRACK_MAX_FAILURES from each of as many clients. */
async function lockFromManyClients(reference: string, now: Date): Promise<void> {
  for (let client = 0; client < TRACK_MAX_FAILURES_PER_REFERENCE / TRACK_MAX_FAILURES; client += 1) {
    for (let attempt = 0; attempt < TRACK_MAX_FAILURES; attempt += 1) {
      const wrong = await post('/', { reference, phone: `98110${String(10_000 + client * 10 + attempt)}` }, `203.0.113.${client + 1}`, now);
      expect(wrong.status).toBe(404);
    }
  }
}

/** The unlock code e-mails about `reference`, oldest first. */
async function unlockMails(reference: string): Promise<StoredMail[]> {
  return (await mailbox()).filter((mail) => mail.subject.startsWith('Your code to open') && mail.subject.includes(reference));
}

/** Runs the notifier at `now` and reads the code of the newest unlock e-mail about `reference`. */
async function deliveredCode(reference: string, now: Date): Promise<string> {
  await runNotifier(notifierAt(now));
  const code = /Your code is (\d{6})\./.exec((await unlockMails(reference)).at(-1)?.body.text ?? '')?.[1];
  expect(code, `an unlock e-mail about ${reference}`).toBeDefined();
  return code!;
}

/** A code that is not `code` (same length). */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a reference locked by many clients: its owner opens it with an e-mailed code', () => {
  it('25 failures from many clients lock it; the owner gets a code at the current address, a wrong code fails, the right one opens it once', async () => {
    const reference = await submitPrescription(samplePdf('unlock'));
    // Support corrected the address after the upload: the code goes to the address the record holds now.
    const current = `asha.${reference.toLowerCase()}@example.in`;
    await aws.setRecordFields('prescription', reference, { email: current });
    const t0 = new Date();
    await lockFromManyClients(reference, t0);

    // The owner, with the right phone from a client that failed nothing, is locked out too, and told a code can help.
    const locked = await post('/', { reference, phone: PHONE }, OWNER, t0);
    expect(locked.status).toBe(429);
    expect(locked.json.error.reason).toEqual({ code: 'reference_locked', minutes: TRACK_WINDOW_SECONDS / 60, canRequestCode: true });

    const asked = await post('/code', { reference }, OWNER, t0);
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual(UNLOCK_CODE_REQUESTED);
    const code = await deliveredCode(reference, t0);
    const [sent, ...more] = await unlockMails(reference);
    expect(more).toEqual([]);
    expect(sent!.destination.to).toEqual([current]);
    expect(sent!.subject).toBe(`Your code to open your prescription ${reference}`);
    expect(sent!.subject).not.toContain(code);

    const wrong = await post('/unlock', { reference, code: otherThan(code) }, OWNER, t0);
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toEqual({
      code: 'CODE_WRONG',
      message: emailCodeMessages.wrong(UNLOCK_CODE_MAX_TRIES - 1),
      reason: { code: 'email_code_wrong', triesLeft: UNLOCK_CODE_MAX_TRIES - 1 },
      fields: { code: { code: 'email_code_wrong' } },
    });

    const opened = await post('/unlock', { reference, code: code.replace(/(\d{3})/, '$1 ') }, OWNER, t0);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ reference, kind: 'prescription', status: 'received' });
    expect(JSON.stringify(opened.json)).not.toContain(current);

    const again = await post('/unlock', { reference, code }, OWNER, t0);
    expect(again.status).toBe(410);
    expect(again.json.error).toMatchObject({ code: 'CODE_EXPIRED', reason: { code: 'email_code_none' } });

    // The owner's client now passes the reference's lock with the phone (for the order actions and privacy requests);
    // anyone else is still held by it.
    expect((await post('/', { reference, phone: PHONE }, OWNER, t0)).status).toBe(200);
    const stranger = await post('/', { reference, phone: PHONE }, '192.0.2.99', t0);
    expect(stranger.status).toBe(429);
    expect(stranger.json.error.reason.code).toBe('reference_locked');
  });

  it('answers every code request alike, and e-mails a code only for a reference that is locked', async () => {
    const open = await submitPrescription(samplePdf('unlock open'));
    const t0 = new Date();
    const answers = await Promise.all([
      post('/code', { reference: open }, OWNER, t0),
      post('/code', { reference: 'RX-20260101-AAAAAAAA' }, OWNER, t0),
      post('/code', { reference: 'hello' }, OWNER, t0),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.json).toEqual(UNLOCK_CODE_REQUESTED);
    }
    await runNotifier(notifierAt(t0));
    expect(await unlockMails(open)).toEqual([]);
    // Nothing waits for a reference no code was sent for.
    const none = await post('/unlock', { reference: open, code: '123456' }, OWNER, t0);
    expect(none.status).toBe(410);
    expect(none.json.error.reason).toEqual({ code: 'email_code_none' });
  });

  it('keeps the per-client limit: a client locked by its own failures is told so, and no code is sent for it', async () => {
    const reference = await submitPrescription(samplePdf('unlock own'));
    const t0 = new Date();
    for (let attempt = 0; attempt < TRACK_MAX_FAILURES; attempt += 1)
      expect((await post('/', { reference, phone: `98110${String(20_000 + attempt)}` }, OWNER, t0)).status).toBe(404);
    const locked = await post('/', { reference, phone: PHONE }, OWNER, t0);
    expect(locked.status).toBe(429);
    expect(locked.json.error.reason).toEqual({ code: 'too_many_attempts', minutes: TRACK_WINDOW_SECONDS / 60 });
    // The record has an address: no e-mail is the limit's doing.
    expect(prescriptionFields.email).toContain('@');
    expect((await post('/code', { reference }, OWNER, t0)).status).toBe(202);
    await runNotifier(notifierAt(t0));
    expect(await unlockMails(reference)).toEqual([]);
  });
});
