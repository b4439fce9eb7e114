import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { queueKey, recordKey } from '../../functions/data/records';
import type { testAws } from './aws';

/**
 * Puts a contact message straight into the table in its queue, as the contact form would leave it minus the content:
 * for queue tests that need records dated in the past (the form always writes "now").
 * @param createdAt ISO 8601 time of creation (also `updatedAt`); `fields` extra attributes (e.g. `status`, `name`)
 */
export async function seedMessage(
  aws: ReturnType<typeof testAws>,
  reference: string,
  createdAt: string,
  fields: { status?: string } & Record<string, unknown> = {},
): Promise<void> {
  const { status = 'new', ...extra } = fields;
  await aws.clients.dynamo.send(
    new PutCommand({
      TableName: aws.config.tableName,
      Item: {
        ...recordKey('message', reference),
        kind: 'message',
        reference,
        status,
        queue: queueKey('message', status),
        version: 1,
        createdAt,
        updatedAt: createdAt,
        history: [],
        ...extra,
      },
    }),
  );
}
