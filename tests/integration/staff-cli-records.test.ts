/**
 * The staff CLI against the emulators. Its list (tools/staff-cli/record-queries.ts): the kind index projects only
 * reference, status and dates (least privilege, docs/architecture/security.md), so the list reads each record whole by key
 * (BatchGetItem), newest first. What it prints (tools/staff-cli/record-text.ts), run as staff run it (`npm run staff`,
 * the project's tsx): read like the console, with times in India Standard Time by the console's formatter, staff by
 * their names (stored, else from the staff user pool in cognito-local), a message's conversation, and plurals.
 */
import { BatchWriteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../dev/project-root';
import { findStaffPoolId } from '../../dev/staff-identity';
import { queueKey, recordKey } from '../../functions/data/records';
import { listRecordsOfKind } from '../../tools/staff-cli/record-queries';
import { tableDesign } from '../../contracts/deployment/table-design';
import { testAws } from '../support/aws';
import { createNamedStaffUser, staffAuth } from '../support/cognito';
import { submitPrescription } from '../support/http';
import { seedMessage } from '../support/seed-records';

const aws = testAws();
const { clients, config } = aws;

/** 130 messages (more than one BatchGetItem of 100 keys), created a minute apart on 2031-01-01. */
async function seedMessages(count: number): Promise<void> {
  const items = Array.from({ length: count }, (_, i) => {
    const reference = `MSG-20310101-${String(i).padStart(8, '0')}`;
    const createdAt = new Date(Date.UTC(2031, 0, 1, 0, i)).toISOString();
    return {
      pk: `MESSAGE#${reference}`,
      sk: 'RECORD',
      kind: 'message',
      reference,
      createdAt,
      updatedAt: createdAt,
      status: 'new',
      version: 1,
      name: `Shopper ${i}`,
      email: `s${i}@example.com`,
      message: `Message ${i}`,
    };
  });
  for (let start = 0; start < items.length; start += 25) {
    await clients.dynamo.send(
      new BatchWriteCommand({
        RequestItems: { [config.tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}

describe('staff CLI list (kind index + BatchGetItem)', () => {
  it('the kind index holds no contact details', async () => {
    await seedMessages(130);
    const page = await clients.dynamo.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: tableDesign.kindIndex.name,
        KeyConditionExpression: 'kind = :k',
        ExpressionAttributeValues: { ':k': 'message' },
        Limit: 1,
      }),
    );
    expect(Object.keys(page.Items![0]!).sort()).toEqual(['createdAt', 'kind', 'pk', 'reference', 'sk', 'status', 'updatedAt', 'version']);
  });

  it('lists whole records, newest first, across more than one BatchGetItem', async () => {
    const items = await listRecordsOfKind(clients, config, 'message', { since: '2031-01-01' });
    expect(items).toHaveLength(130);
    expect(items[0]).toMatchObject({
      reference: 'MSG-20310101-00000129',
      name: 'Shopper 129',
      email: 's129@example.com',
      message: 'Message 129',
    });
    expect(items.at(-1)).toMatchObject({ reference: 'MSG-20310101-00000000', name: 'Shopper 0' });
    const times = items.map((item) => String(item.createdAt));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('honours the limit', async () => {
    expect(await listRecordsOfKind(clients, config, 'message', { since: '2031-01-01', limit: 7 })).toHaveLength(7);
  });
});

/**
 * Runs `npm run staff -- <args>` as staff do (the project's tsx on this Node), against this file's table and bucket
 * as a deployed stack (MEDVIKA_TABLE, MEDVIKA_BUCKET) whose staff pool is MEDVIKA_STAFF_POOL; the SDK reaches the
 * emulators through the AWS_ENDPOINT_URL_* variables of the test environment.
 * @returns what it printed, and its exit code
 */
async function staffCli(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const { STAFF_USER_POOL_ID: _named, ...env } = process.env;
  const bin = path.join(projectRoot, 'node_modules', '.bin');
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(bin, 'tsx'), ['tools/staff-cli/cli.ts', ...args], {
      cwd: projectRoot,
      env: {
        ...env,
        PATH: [bin, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
        MEDVIKA_TABLE: config.tableName,
        MEDVIKA_BUCKET: config.bucketName,
        MEDVIKA_STAFF_POOL: staffAuth().userPoolId,
      },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

/** An order of `lines` line items, as checkout stores one (the fields `orders list` prints). */
function seededOrder(reference: string, createdAt: string, lines: number): Record<string, unknown> {
  return {
    ...recordKey('order', reference),
    kind: 'order',
    reference,
    status: 'placed',
    queue: queueKey('order', 'placed'),
    version: 1,
    createdAt,
    updatedAt: createdAt,
    name: 'Asha Verma',
    city: 'Noida',
    totalPaise: 1000 * lines,
    // Priced lines as the checkout stores them (domain/pricing.ts PricedLine), so the order reads as an order.
    lineItems: Array.from({ length: lines }, (_, i) => ({
      productId: `item-${i}`,
      name: `Item ${i}`,
      quantity: 1,
      unitPricePaise: 1000,
      mrpPaise: 1000,
      lineTotalPaise: 1000,
      hsn: '3004',
      gstRatePercent: 12,
      gstPaise: 107,
    })),
    history: [],
  };
}

describe('staff CLI output, read like the console', () => {
  const COLLEAGUE = 'Dr Kavya Menon';
  const MESSAGE = 'MSG-20310201-C1ATEST1';
  let colleagueSub = '';
  let prescription: Awaited<ReturnType<typeof staffCli>>;
  let message: Awaited<ReturnType<typeof staffCli>>;
  let orders: Awaited<ReturnType<typeof staffCli>>;
  let codOrder: Awaited<ReturnType<typeof staffCli>>;
  const COD_ORDER = 'ORD-20310227-00000003';

  // The records are seeded first, then the three CLI runs go at once (each is a fresh Node process loading the SDK).
  beforeAll(async () => {
    colleagueSub = await createNamedStaffUser(COLLEAGUE, 'kavya-cli');

    const reference = await submitPrescription();
    // Received 05:40 UTC, taken into review at 06:02 UTC by a colleague whose history entry stores no name.
    await aws.setRecordFields('prescription', reference, {
      createdAt: '2026-11-21T05:40:00.000Z',
      status: 'in_review',
      history: [
        { at: '2026-11-21T05:40:00.000Z', by: 'shopper', from: null, to: 'received' },
        { at: '2026-11-21T06:02:00.000Z', by: colleagueSub, from: 'received', to: 'in_review' },
      ],
    });
    await seedMessage(aws, MESSAGE, '2031-02-01T05:40:00.000Z', {
      status: 'awaiting_support',
      name: 'Asha Verma',
      email: 'asha@example.com',
      mobile: '9876543210',
      message: 'Where is my order?',
      thread: [
        { at: '2031-02-01T06:00:00.000Z', from: 'support', text: 'It left today.\nTrack it at /track.', byName: 'Rohan Das' },
        { at: '2031-02-01T07:15:00.000Z', from: 'customer', text: 'Thanks!' },
      ],
      history: [
        { at: '2031-02-01T05:40:00.000Z', by: 'shopper', from: null, to: 'new' },
        { at: '2031-02-01T06:00:00.000Z', by: colleagueSub, byName: 'Rohan Das', from: 'new', to: 'answered' },
        { at: '2031-02-01T07:15:00.000Z', by: 'shopper', from: 'answered', to: 'awaiting_support' },
      ],
    });
    for (const item of [
      seededOrder('ORD-20310301-00000001', '2031-03-01T04:00:00.000Z', 1),
      seededOrder('ORD-20310301-00000002', '2031-03-01T05:00:00.000Z', 2),
    ]) {
      await clients.dynamo.send(new PutCommand({ TableName: config.tableName, Item: item }));
    }

    // A cash-on-delivery order dispatched, then its cash collected: an entry that keeps the status.
    await clients.dynamo.send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...seededOrder(COD_ORDER, '2031-02-27T04:00:00.000Z', 1),
          subtotalPaise: 1000,
          gstPaise: 107,
          status: 'dispatched',
          queue: queueKey('order', 'dispatched'),
          history: [
            { at: '2031-02-27T06:00:00.000Z', by: 'support-user', from: 'packed', to: 'dispatched' },
            {
              at: '2031-02-27T09:30:00.000Z',
              by: 'support-user',
              from: 'dispatched',
              to: 'dispatched',
              reason: 'cash_collected',
              amountPaise: 1000,
            },
          ],
        },
      }),
    );

    [prescription, message, orders, codOrder] = await Promise.all([
      staffCli('prescriptions', 'get', reference),
      staffCli('messages', 'get', MESSAGE),
      staffCli('orders', 'list', '--since', '2031-03-01'),
      staffCli('orders', 'get', COD_ORDER),
    ]);
  }, 300_000);

  it('prescriptions get: times in IST as the console formats them, the reviewer named from the staff user pool', () => {
    const lines = prescription.stdout.split('\n');
    expect(lines).toContain('Received:     21 Nov 2026, 11:10 am');
    expect(lines).toContain(`History:      21 Nov 2026, 11:32 am received → in_review by ${COLLEAGUE}`);
    expect(prescription.stdout).not.toContain(colleagueSub);
    expect(prescription.stdout).not.toContain('05:40');
  });

  it("messages get: the whole conversation, oldest first, with support's name and every line of each text", () => {
    expect(message.code).toBe(0);
    const lines = message.stdout.split('\n');
    const conversation = lines.slice(
      lines.findIndex((line) => line.startsWith('Conversation:')),
      lines.findIndex((line) => line.startsWith('History:')),
    );
    expect(conversation).toEqual([
      'Conversation: Customer, 1 Feb 2031, 11:10 am',
      '                Where is my order?',
      'Conversation: Support (Rohan Das), 1 Feb 2031, 11:30 am',
      '                It left today.',
      '                Track it at /track.',
      'Conversation: Customer, 1 Feb 2031, 12:45 pm',
      '                Thanks!',
    ]);
    expect(lines).toContain('History:      1 Feb 2031, 11:30 am new → answered by Rohan Das');
  });

  it('orders get: a step that keeps the status reads as that step with its amount, not "dispatched → dispatched"', () => {
    expect(codOrder.stderr).toBe('');
    expect(codOrder.code).toBe(0);
    const lines = codOrder.stdout.split('\n');
    expect(lines).toContain('History:      27 Feb 2031, 11:30 am packed → dispatched by support-user');
    expect(lines).toContain('History:      27 Feb 2031, 3:00 pm cash_collected ₹10.00 at dispatched by support-user');
    expect(codOrder.stdout).not.toContain('dispatched → dispatched');
    // The GST is inside the MRP-based subtotal, not on top of it.
    expect(lines).toContain('Total:        ₹10.00 (subtotal ₹10.00, including GST ₹1.07)');
  });

  it('orders list: "2 orders", "1 line", "2 lines", times in IST', () => {
    expect(orders.code).toBe(0);
    const lines = orders.stdout.split('\n');
    expect(lines[0]).toMatch(/^2 orders in the AWS /);
    expect(lines.find((line) => line.startsWith('ORD-20310301-00000001'))).toMatch(/ 1 line ₹/);
    expect(lines.find((line) => line.startsWith('ORD-20310301-00000002'))).toMatch(/ 2 lines ₹/);
    expect(lines.find((line) => line.startsWith('ORD-20310301-00000002'))).toContain('1 Mar 2031, 10:30 am');
  });

  it("finds the local stack's staff pool by name in cognito-local, as the CLI does with no stack named", async () => {
    expect(await findStaffPoolId(staffAuth().endpoint)).toBe(staffAuth().userPoolId);
    expect(await findStaffPoolId('http://127.0.0.1:9')).toBeUndefined();
  });
});
