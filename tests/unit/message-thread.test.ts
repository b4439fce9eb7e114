import { describe, expect, it } from 'vitest';
import { MESSAGE_THREAD_TEXT_MAX_LENGTH, conversationOf, messageAnswerSchema, messageReplySchema } from '@contracts/message-thread';
import { availableTransitions, checkTransition, isFinal, type Actor } from '@domain/lifecycle';
import { shopperStatusLabels } from '@domain/status-labels';
import { notificationContent, notificationsFor } from '@domain/notifications';
import { renderEmail } from '../../functions/notifier/email';
import { outboxEventsFor } from '../../functions/runtime/outbox';
import { statusChangeUpdate } from '../../functions/data/records';
import { toTrackAnswer } from '../../functions/track/track-context';
import { storedMessageSchema, storedPrescriptionSchema } from '../../functions/data/record-schemas';

const support: Actor = { type: 'staff', userId: 'sub-support-1', groups: ['support'] };
const pharmacist: Actor = { type: 'staff', userId: 'sub-pharmacist-1', groups: ['pharmacist'] };
const shopper: Actor = { type: 'shopper' };
const credentials = { reference: 'MSG-20261126-ABCD2345', phone: '9811042367' };

describe('the text of an answer or a reply (contracts/message-thread.ts)', () => {
  it('strips control and bidi characters, keeps line breaks, trims', () => {
    const parsed = messageAnswerSchema.parse({ text: '  Hello\u001b[2J\r\nworld\u202e!\u0000  ', version: 3 });
    expect(parsed).toEqual({ text: 'Hello[2J\nworld!', version: 3 });
  });

  it(`takes 1 to ${MESSAGE_THREAD_TEXT_MAX_LENGTH} characters, counted after stripping`, () => {
    expect(messageReplySchema.safeParse({ ...credentials, text: 'x'.repeat(MESSAGE_THREAD_TEXT_MAX_LENGTH) }).success).toBe(true);
    expect(messageReplySchema.safeParse({ ...credentials, text: 'x'.repeat(MESSAGE_THREAD_TEXT_MAX_LENGTH + 1) }).success).toBe(false);
    // Control characters do not count: they are gone before the length check.
    const padded = 'x'.repeat(MESSAGE_THREAD_TEXT_MAX_LENGTH) + '\u0007'.repeat(10);
    expect(messageReplySchema.safeParse({ ...credentials, text: padded }).success).toBe(true);
    for (const text of ['', '   ', '\u0001\u0002']) expect(messageReplySchema.safeParse({ ...credentials, text }).success).toBe(false);
  });

  it('refuses unknown fields, a missing version on an answer and a version below 1', () => {
    expect(messageReplySchema.safeParse({ ...credentials, text: 'hi', name: 'x' }).success).toBe(false);
    expect(messageAnswerSchema.safeParse({ text: 'hi' }).success).toBe(false);
    expect(messageReplySchema.safeParse({ ...credentials, text: 'hi', version: 0 }).success).toBe(false);
  });
});

describe('conversationOf', () => {
  it('starts with the original message, then the stored thread', () => {
    const record = {
      createdAt: '2026-11-26T09:00:00.000Z',
      message: 'Question?',
      thread: [{ at: '2026-11-26T10:00:00.000Z', from: 'support', text: 'Answer.', byName: 'Neha' }],
    };
    expect(conversationOf(record)).toEqual([
      { at: '2026-11-26T09:00:00.000Z', from: 'customer', text: 'Question?' },
      { at: '2026-11-26T10:00:00.000Z', from: 'support', text: 'Answer.', byName: 'Neha' },
    ]);
    expect(conversationOf({ status: 'erased' })).toEqual([]);
  });

  it('shows the shopper the words and dates, never the staff name', () => {
    const answer = toTrackAnswer(
      'message',
      storedMessageSchema.parse({
        pk: `MESSAGE#${credentials.reference}`,
        sk: 'RECORD',
        kind: 'message',
        reference: credentials.reference,
        status: 'answered',
        version: 2,
        createdAt: '2026-11-26T09:00:00.000Z',
        message: 'Question?',
        thread: [{ at: '2026-11-26T10:00:00.000Z', from: 'support', text: 'Answer.', byName: 'Neha' }],
        history: [],
      }),
    );
    expect(answer.thread).toEqual({
      entries: [
        { at: '2026-11-26T09:00:00.000Z', from: 'customer', text: 'Question?' },
        { at: '2026-11-26T10:00:00.000Z', from: 'support', text: 'Answer.' },
      ],
      version: 2,
      canReply: true,
    });
    expect(JSON.stringify(answer)).not.toContain('Neha');
    const prescription = storedPrescriptionSchema.parse({
      pk: 'PRESCRIPTION#RX-1',
      sk: 'RECORD',
      kind: 'prescription',
      reference: 'RX-1',
      status: 'received',
      version: 1,
      createdAt: '2026-11-26T09:00:00.000Z',
      history: [],
    });
    expect(toTrackAnswer('prescription', prescription).thread).toBeUndefined();
  });
});

describe('the message rows of the lifecycle (domain/lifecycle.ts)', () => {
  it('lets support answer from new and awaiting_support, only with a text', () => {
    for (const from of ['new', 'awaiting_support']) {
      expect(checkTransition({ kind: 'message', from, to: 'answered' }, support, { hasText: true })).toBeUndefined();
      // The generic status change carries no text: refused, and the console offers no such button.
      expect(checkTransition({ kind: 'message', from, to: 'answered' }, support)).toMatchObject({ status: 400, field: 'to' });
      expect(availableTransitions('message', from, support).map((row) => row.to)).not.toContain('answered');
    }
    expect(checkTransition({ kind: 'message', from: 'answered', to: 'answered' }, support, { hasText: true })).toMatchObject({
      status: 400,
    });
    expect(checkTransition({ kind: 'message', from: 'new', to: 'answered' }, pharmacist, { hasText: true })).toMatchObject({ status: 403 });
  });

  it("moves the customer's reply to an answered or closed message to awaiting_support", () => {
    for (const from of ['answered', 'closed'])
      expect(checkTransition({ kind: 'message', from, to: 'awaiting_support' }, shopper, { hasText: true })).toBeUndefined();
    for (const from of ['new', 'awaiting_support', 'erased'])
      expect(checkTransition({ kind: 'message', from, to: 'awaiting_support' }, shopper, { hasText: true })).toMatchObject({ status: 400 });
    expect(checkTransition({ kind: 'message', from: 'answered', to: 'awaiting_support' }, support, { hasText: true })).toMatchObject({
      status: 403,
    });
  });

  it('lets support close from answered or awaiting_support; closed is not final (a reply reopens it, erasure ends it)', () => {
    expect(availableTransitions('message', 'answered', support).map((row) => row.to)).toEqual(['closed']);
    expect(availableTransitions('message', 'awaiting_support', support).map((row) => row.to)).toEqual(['closed']);
    expect(checkTransition({ kind: 'message', from: 'new', to: 'closed' }, support)).toMatchObject({ status: 400 });
    expect(isFinal('message', 'closed')).toBe(false);
    expect(isFinal('message', 'awaiting_support')).toBe(false);
    expect(shopperStatusLabels.awaiting_support).toMatch(/\w/);
  });
});

describe("the answer's e-mail", () => {
  const text = 'Yes, we deliver on Sundays.\nCall us <any> time & ask.';

  it('is owed to the shopper only, and the text rides on the shopper event only', () => {
    expect(notificationsFor('message', 'answered')).toEqual(['shopper']);
    expect(notificationsFor('message', 'awaiting_support')).toEqual([]);
    const events = outboxEventsFor('message', 'answered', { to: 'a@example.in', text }, new Date('2026-11-26T10:00:00Z'), () => 'id-1');
    expect(events).toEqual([expect.objectContaining({ audience: 'shopper', status: 'answered', text })]);
    expect(events[0]!.to).toBeUndefined(); // the address is the record's at send time
    // The status write queues it with the text (one conditional UpdateItem).
    const update = statusChangeUpdate('t', {
      key: { pk: 'MESSAGE#MSG-1', sk: 'RECORD' },
      kind: 'message',
      from: 'new',
      to: 'answered',
      version: 1,
      entry: { at: '2026-11-26T10:00:00.000Z', by: 'sub', from: 'new', to: 'answered' },
      notify: { email: 'a@example.in', text },
      append: { thread: [{ at: '2026-11-26T10:00:00.000Z', from: 'support', text }] },
    });
    expect(update.ConditionExpression).toBe('#version = :seen');
    expect(update.UpdateExpression).toContain('#append0 = list_append(if_not_exists(#append0, :appendEmpty0), :append0)');
    expect(JSON.stringify(update.ExpressionAttributeValues?.[':outboxEvents'])).toContain('Sundays');
  });

  it('has a subject without typed text, and the answer escaped in the body with the /track link', () => {
    const content = notificationContent({
      audience: 'shopper',
      kind: 'message',
      reference: 'MSG-20261126-ABCD2345',
      status: 'answered',
      text,
      siteOrigin: 'https://www.medvika.in',
    });
    expect(content.subject).toBe('Our answer to your message MSG-20261126-ABCD2345');
    const email = renderEmail(content);
    expect(email.text).toContain(text);
    expect(email.text).toContain('https://www.medvika.in/track');
    expect(email.html).toContain('Call us &#60;any&#62; time &#38; ask.');
    expect(email.html).not.toContain('<any>');
  });
});
