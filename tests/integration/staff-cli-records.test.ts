/**
 * The staff CLI's list (tools/staff-cli/record-queries.ts) against dynalite: the kind index projects only reference, status
 * and dates (least privilege, docs/architecture/security.md), so the list reads each record whole by key (BatchGetItem), newest first.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { listRecordsOfKind } from '../../tools/staff-cli/record-queries';
import { tableDesign } from '../../contracts/deployment/table-design';
import { testAws } from '../support/aws';

const { clients, config } = testAws();

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
