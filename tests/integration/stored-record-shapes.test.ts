/**
 * Parsing what is read (docs/architecture/data-model.md): each entity module of functions/data/ refuses a stored item
 * that does not have its entity's shape with StoredRecordInvalid, and logs the kind and key of the item and the paths
 * of the failed attributes, never their values. Items of the wrong shape are put directly (PutItem through the real
 * SDK against dynalite), then read through the module.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { COMMENT_FEED, tableDesign } from '../../contracts/deployment/table-design';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readHeldComment, readNewestComments, readPostComments, heldCommentKey, commentKey } from '../../functions/data/comments';
import { appendThreadEntry } from '../../functions/data/message-thread';
import { markPrivacyRequestDone } from '../../functions/data/privacy-requests';
import { readRecord, recordKey } from '../../functions/data/records';
import { auditKey, readAuditPage } from '../../functions/data/audit';
import { readOutboxItem } from '../../functions/data/outbox';
import { readRefillReminder, refillReminderKey } from '../../functions/data/refill-reminders';
import { StoredRecordInvalid } from '../../functions/data/parse-item';
import { emailCodeKey, readEmailCode } from '../../functions/data/email-codes';
import { IdempotencyStore, idempotencyKey } from '../../functions/data/idempotency';
import { claimTrackAttempt, trackAttemptKey } from '../../functions/data/track-attempts';
import type { ItemKey } from '../../functions/data/table';
import { testAws } from '../support/aws';

const aws = testAws();
const { dynamo } = aws.clients;
const table = aws.config.tableName;

/** A personal value stored in the wrong-shaped items: it must never reach a log line. */
const SECRET = 'Asha Verma 9876543210';

let errors: MockInstance<typeof console.error>;
let level: string | undefined;
beforeEach(() => {
  level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  process.env.LOG_LEVEL = level;
});

/** The parsed JSON log lines written at error level since the test began. */
const errorLines = () => errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

interface Case {
  kind: string;
  key: ItemKey;
  /** The wrong-shaped item (its key added), and the attribute paths the log must name. */
  item: Record<string, unknown>;
  issues: string[];
  read: () => Promise<unknown>;
}

const cases: Case[] = [
  {
    kind: 'comment',
    key: commentKey('shape-post', '2026-11-29T10:00:00.000Z', 'c-shape-1'),
    item: { kind: 'comment', id: 'c-shape-1', post: 'shape-post', name: SECRET, comment: 42, createdAt: '2026-11-29T10:00:00.000Z' },
    issues: ['comment'],
    read: () => readPostComments(dynamo, table, 'shape-post', { limit: 10 }),
  },
  {
    kind: 'comment',
    key: commentKey('shape-feed', '2026-11-29T10:00:00.000Z', 'c-shape-2'),
    item: {
      kind: 'comment',
      [tableDesign.commentsIndex.partitionKey]: COMMENT_FEED,
      post: 'shape-feed',
      name: SECRET,
      createdAt: '2026-11-29T10:00:00.000Z',
    },
    issues: ['id'],
    read: () => readNewestComments(dynamo, table, 100),
  },
  {
    kind: 'held-comment',
    key: heldCommentKey('h-shape-1'),
    item: {
      id: 'h-shape-1',
      post: 'p',
      name: SECRET,
      comment: SECRET,
      createdAt: '2026-11-29T10:00:00.000Z',
      status: 'approved',
      version: '1',
    },
    issues: ['status', 'version'],
    read: () => readHeldComment(dynamo, table, 'h-shape-1'),
  },
  {
    kind: 'message-thread',
    key: recordKey('message', 'MSG-SHAPE-1'),
    item: {
      kind: 'message',
      status: 'new',
      version: 3,
      message: SECRET,
      thread: [{ at: '2026-11-29T09:00:00.000Z', from: 'staff', text: SECRET }],
    },
    issues: ['thread.0.from'],
    read: () =>
      appendThreadEntry(dynamo, table, {
        key: recordKey('message', 'MSG-SHAPE-1'),
        version: 3,
        entry: { at: '2026-11-29T10:00:00.000Z', from: 'customer', text: 'A reply' },
      }),
  },
  {
    kind: 'privacy-request',
    key: recordKey('message', 'MSG-SHAPE-2'),
    item: {
      kind: 'message',
      status: 'new',
      version: 2,
      message: SECRET,
      privacyRequests: [
        { id: 'pr-1', type: 'correction', at: '2026-11-29T09:00:00.000Z', state: 'open', details: SECRET },
        { id: 'pr-2', type: 'forget-me', at: '2026-11-29T09:05:00.000Z', state: 'open', details: SECRET },
      ],
    },
    issues: ['privacyRequests.1.type'],
    read: () =>
      markPrivacyRequestDone(dynamo, table, recordKey('message', 'MSG-SHAPE-2'), {
        index: 0,
        id: 'pr-1',
        at: '2026-11-29T10:00:00.000Z',
        by: 'staff-1',
        note: 'Done',
      }),
  },
  {
    kind: 'refill-reminder',
    key: refillReminderKey(recordKey('order', 'ORD-SHAPE-1')),
    item: {
      reminderId: 'rr-1',
      reference: 'ORD-SHAPE-1',
      reminderState: 'active',
      days: 45,
      requestedAt: '2026-11-29T09:00:00.000Z',
      dueAt: '2027-01-13T09:00:00.000Z',
      lines: [],
      locale: 'en',
      consentAt: '2026-11-29T09:00:00.000Z',
      unsubscribeToken: SECRET,
      outbox: [],
    },
    issues: ['days'],
    read: () => readRefillReminder(dynamo, table, recordKey('order', 'ORD-SHAPE-1')),
  },
  {
    kind: 'email-code',
    key: emailCodeKey('erasure', { key: recordKey('order', 'ORD-SHAPE-2'), reference: 'ORD-SHAPE-2' }),
    item: {
      reference: SECRET,
      windowStart: '2026-11-29T09:00:00.000Z',
      requestedAt: '2026-11-29T09:00:00.000Z',
      issued: 1,
      codeSalt: 's',
      codeHash: 'h',
      tries: '0',
    },
    issues: ['tries'],
    read: () => readEmailCode(dynamo, table, emailCodeKey('erasure', { key: recordKey('order', 'ORD-SHAPE-2'), reference: 'ORD-SHAPE-2' })),
  },
  {
    kind: 'track-attempts',
    key: trackAttemptKey('ORD-SHAPE-3'),
    // A window that is current by its start, but stored as text: the count cannot be checked against the caps.
    item: { windowStart: String(Math.floor(Date.now() / 1000)), failures: 1, client_ab: 1 },
    issues: ['windowStart'],
    read: () =>
      claimTrackAttempt(dynamo, table, {
        reference: 'ORD-SHAPE-3',
        clientKey: 'ab',
        nowSeconds: Math.floor(Date.now() / 1000),
        limits: { perClient: 5, perReference: 20, windowSeconds: 900 },
      }),
  },
  {
    kind: 'idempotency',
    key: idempotencyKey('shape-key-1'),
    // Done, but without the answer it would replay.
    item: { scope: 'contact', state: 'done', claimId: 'c-1', startedAt: '2026-11-29T09:00:00.000Z', pending: SECRET },
    issues: ['answer'],
    read: () => new IdempotencyStore(dynamo, table).claim('shape-key-1', 'contact', new Date()),
  },
  {
    kind: 'order',
    key: recordKey('order', 'ORD-SHAPE-4'),
    // Amounts as text and a fractional quantity: a total the code would add, a line it would count.
    item: {
      kind: 'order',
      reference: 'ORD-SHAPE-4',
      status: 'placed',
      version: 1,
      createdAt: '2026-11-29T09:00:00.000Z',
      name: SECRET,
      totalPaise: '19900',
      lineItems: [
        {
          productId: 'p-1',
          name: 'Paracetamol 500',
          quantity: 1.5,
          unitPricePaise: 100,
          mrpPaise: 100,
          lineTotalPaise: 150,
          hsn: '3004',
          gstRatePercent: 12,
          gstPaise: 16,
        },
      ],
      payment: { method: 'cash', state: 'pending' },
    },
    issues: ['lineItems.0.quantity', 'totalPaise', 'payment.method'],
    read: () => readRecord(dynamo, table, recordKey('order', 'ORD-SHAPE-4')),
  },
  {
    kind: 'prescription',
    key: recordKey('prescription', 'RX-SHAPE-1'),
    // A status the lifecycle does not know, a version of 0 and a file without its key.
    item: {
      kind: 'prescription',
      reference: 'RX-SHAPE-1',
      status: 'approved',
      version: 0,
      createdAt: '2026-11-29T09:00:00.000Z',
      name: SECRET,
      file: { bucket: 'b', contentType: 'image/png', type: 'png', bytes: 10, originalName: SECRET },
    },
    issues: ['version', 'file.key', 'status'],
    read: () => readRecord(dynamo, table, recordKey('prescription', 'RX-SHAPE-1')),
  },
  {
    kind: 'message',
    key: recordKey('message', 'MSG-SHAPE-3'),
    // An order's item under a message's key, and a history entry without its time.
    item: {
      kind: 'order',
      reference: 'MSG-SHAPE-3',
      status: 'new',
      version: 2,
      createdAt: '2026-11-29T09:00:00.000Z',
      message: SECRET,
      history: [{ by: 'shopper', from: null, to: 'new' }],
    },
    issues: ['history.0.at', 'kind'],
    read: () => readRecord(dynamo, table, recordKey('message', 'MSG-SHAPE-3')),
  },
  {
    kind: 'prescription-tombstone',
    key: recordKey('prescription', 'RX-SHAPE-2'),
    // Erased, but without the time of its erasure and with a version as text.
    item: {
      kind: 'prescription',
      reference: 'RX-SHAPE-2',
      status: 'erased',
      version: '4',
      createdAt: '2026-11-29T09:00:00.000Z',
      note: SECRET,
    },
    issues: ['version', 'erasedAt'],
    read: () => readRecord(dynamo, table, recordKey('prescription', 'RX-SHAPE-2')),
  },
  {
    kind: 'outbox',
    key: recordKey('order', 'ORD-SHAPE-5'),
    // An event whose attempt count is text: the notifier could not count it against its retry limit.
    item: {
      outbox: [
        {
          id: 'e-1',
          audience: 'shopper',
          to: SECRET,
          status: 'placed',
          createdAt: '2026-11-29T09:00:00.000Z',
          state: 'pending',
          attempts: '0',
          nextAttemptAt: '2026-11-29T09:00:00.000Z',
        },
      ],
    },
    issues: ['outbox.0.attempts'],
    read: () => readOutboxItem(dynamo, table, recordKey('order', 'ORD-SHAPE-5')),
  },
  {
    kind: 'audit',
    key: auditKey('RX-SHAPE-3', '2026-11-29T09:00:00.000Z', 'a-shape-1'),
    // An action the staff tools never write.
    item: {
      at: '2026-11-29T09:00:00.000Z',
      userId: 'staff-1',
      action: 'delete',
      reference: 'RX-SHAPE-3',
      detail: SECRET,
      outcome: 'allowed',
    },
    issues: ['action'],
    read: () => readAuditPage(dynamo, table, 'RX-SHAPE-3', { limit: 10 }),
  },
];

describe('stored records of the wrong shape', () => {
  it.each(cases)('$kind at $key.pk is refused with StoredRecordInvalid, logged by kind, key and paths only', async (c) => {
    await dynamo.send(new PutCommand({ TableName: table, Item: { ...c.key, ...c.item } }));
    const refused = await c.read().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StoredRecordInvalid);
    expect(refused).toMatchObject({ kind: c.kind, key: c.key });
    const lines = errorLines().filter((line) => line.message === 'stored record invalid');
    expect(lines).toEqual([expect.objectContaining({ kind: c.kind, pk: c.key.pk, sk: c.key.sk, issues: c.issues })]);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(SECRET);
    expect(String((refused as Error).message)).not.toContain(SECRET);
  });
});
