import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { testAws } from '../support/aws';

// The local DynamoDB endpoint of the tests is dev/dynamodb-transactions.ts in front of dynalite: these tests speak
// to it through the real SDK, as the product code does.
const aws = testAws();
const table = aws.config.tableName;
const key = (id: string) => ({ pk: `TXTEST#${id}`, sk: 'RECORD' });

async function stockOf(id: string): Promise<number | undefined> {
  const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: table, Key: key(id), ConsistentRead: true }));
  return Item?.stock as number | undefined;
}

function decrement(id: string, quantity: number) {
  return {
    Update: {
      TableName: table,
      Key: key(id),
      UpdateExpression: 'SET stock = stock - :q',
      ConditionExpression: 'stock >= :q',
      ExpressionAttributeValues: { ':q': quantity },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

beforeEach(async () => {
  for (const [id, stock] of [
    ['a', 5],
    ['b', 1],
  ] as const) {
    await aws.clients.dynamo.send(new PutCommand({ TableName: table, Item: { ...key(id), stock } }));
  }
});

describe('TransactWriteItems on the local DynamoDB', () => {
  it('applies every action when every condition holds', async () => {
    await aws.clients.dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          decrement('a', 2),
          decrement('b', 1),
          { Put: { TableName: table, Item: { ...key('new'), stock: 9 }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    expect([await stockOf('a'), await stockOf('b'), await stockOf('new')]).toEqual([3, 0, 9]);
  });

  it('applies nothing when one condition fails, and names each action in CancellationReasons', async () => {
    const attempt = aws.clients.dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          decrement('a', 2),
          decrement('b', 2),
          { Put: { TableName: table, Item: { ...key('other'), stock: 1 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { ConditionCheck: { TableName: table, Key: key('absent'), ConditionExpression: 'attribute_exists(pk)' } },
        ],
      }),
    );
    const error = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    const reasons = (error as TransactionCanceledException).CancellationReasons!;
    expect(reasons.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed']);
    // ALL_OLD: the refused item as it stood, which is how a caller learns how many are left.
    expect(reasons[1]!.Item).toMatchObject({ stock: { N: '1' } });
    expect([await stockOf('a'), await stockOf('b'), await stockOf('other')]).toEqual([5, 1, undefined]);
    // The condition check left no trace of the absent item.
    expect((await aws.clients.dynamo.send(new GetCommand({ TableName: table, Key: key('absent') }))).Item).toBeUndefined();
  });

  it('rolls back the earlier writes when a later write fails outright', async () => {
    const attempt = aws.clients.dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          decrement('a', 1),
          // Adding a number to a string: DynamoDB refuses the update itself, not a condition.
          {
            Update: {
              TableName: table,
              Key: key('b'),
              UpdateExpression: 'SET stock = stock + :s',
              ExpressionAttributeValues: { ':s': 'x' },
            },
          },
        ],
      }),
    );
    await expect(attempt).rejects.toThrow();
    expect([await stockOf('a'), await stockOf('b')]).toEqual([5, 1]);
  });

  it('refuses two actions on one item, and more than 100 actions', async () => {
    await expect(
      aws.clients.dynamo.send(new TransactWriteCommand({ TransactItems: [decrement('a', 1), decrement('a', 1)] })),
    ).rejects.toMatchObject({
      name: 'ValidationException',
    });
    const many = Array.from({ length: 101 }, (_, index) => ({
      Put: { TableName: table, Item: { ...key(`many-${index}`), stock: 1 } },
    }));
    await expect(aws.clients.dynamo.send(new TransactWriteCommand({ TransactItems: many }))).rejects.toMatchObject({
      name: 'ValidationException',
    });
    expect(await stockOf('a')).toBe(5);
  });

  it('never lets concurrent transactions take more than there is', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => aws.clients.dynamo.send(new TransactWriteCommand({ TransactItems: [decrement('a', 1)] }))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(
      outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof TransactionCanceledException),
    ).toHaveLength(7);
    expect(await stockOf('a')).toBe(0);
  });
});
