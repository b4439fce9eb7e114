/**
 * The per-recipient daily e-mail quota (pk MAIL-QUOTA#<sha256>, sk RECORD: contracts/deployment/table-design.ts): one
 * counter per e-mail address and UTC day of the e-mails the notifier sends to it. The one module that builds its key and
 * commands. The quota's size is the caller's (the notifier's settings, functions/runtime/config.ts readMailQuota), and
 * so is what happens past it (the e-mail is marked `skipped`, functions/notifier/notifier.core.ts).
 */
import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_PREFIXES, RECIPIENT_QUOTA_RETENTION_DAYS, RECORD_SK, expiryEpochSeconds } from '@contracts/deployment/table-design';
import { isConditionFailure, type ItemKey } from './table';
import { add, set, updateExpression } from './update-expression';
import { utcDay } from './upload-budget';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The table key of one address's counter for one UTC day: the SHA-256 (hex) of the day and the lower-cased, trimmed
 * address, so the table never holds the address in clear, the same address in any letter case counts once, and the
 * counters of two days cannot be linked by their keys.
 * @param address an e-mail address as stored on the record
 * @param day `yyyy-mm-dd` (upload-budget.ts utcDay)
 * @returns pk 'MAIL-QUOTA#<64 hex digits>', sk RECORD
 */
export function recipientQuotaKey(address: string, day: string): ItemKey {
  const digest = createHash('sha256').update(`${day}\n${address.trim().toLowerCase()}`).digest('hex');
  return { pk: `${PARTITION_PREFIXES.mailQuota}${digest}`, sk: RECORD_SK };
}

/**
 * Counts one e-mail to `address` against the quota of `now`'s UTC day, atomically: one conditional UpdateItem (`ADD
 * count 1` on the condition that the counter is absent or below `perDay`), so concurrent notifier runs can never pass
 * the quota, and an e-mail over it counts nothing. The counter expires {@link RECIPIENT_QUOTA_RETENTION_DAYS} days after
 * its day began (TTL); the next UTC day starts a new counter.
 * @param perDay e-mails the address may get per UTC day (a positive whole number)
 * @returns true when the e-mail may go (counted), false when the address has had `perDay` today already
 * @throws the SDK's errors, other than the failed condition (the notifier retries the e-mail on its next run)
 */
export async function takeRecipientQuota(
  dynamo: DynamoDBDocumentClient,
  tableName: string,
  { address, perDay, now }: { address: string; perDay: number; now: Date },
): Promise<boolean> {
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: recipientQuotaKey(address, utcDay(now)),
        ...updateExpression(
          [set('expiresAt', ':expiresAt', expiryEpochSeconds(dayStart, RECIPIENT_QUOTA_RETENTION_DAYS)), add('count', ':one', 1)],
          {
            expression: 'attribute_not_exists(#count) OR #count < :perDay',
            values: { ':perDay': perDay },
          },
        ),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
