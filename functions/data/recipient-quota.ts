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

/** Domains whose mailboxes ignore dots in the local part, and the one domain both names reach (Gmail's own rule). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as the quota counts it: trimmed and lower-cased, a `+tag` dropped from the
 * local part (sub-addressing, RFC 5233: `asha+1@` and `asha+2@` reach `asha@`), and for Gmail the dots in the local
 * part dropped and googlemail.com read as gmail.com (`a.sha@googlemail.com` is `asha@gmail.com`). So one mailbox
 * cannot be sent more than its quota through spellings of its address.
 * @param address an e-mail address as stored on the record
 * @returns the normalised address; one without an `@` is only trimmed and lower-cased
 */
export function quotaMailbox(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at < 1) return lowered;
  const domain = lowered.slice(at + 1);
  const untagged = lowered.slice(0, at).split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${untagged.replaceAll('.', '')}@${dotless}` : `${untagged}@${domain}`;
}

/**
 * The table key of one mailbox's counter for one UTC day: the SHA-256 (hex) of the day and the mailbox
 * ({@link quotaMailbox}), so the table never holds the address in clear, every spelling of one mailbox counts once,
 * and the counters of two days cannot be linked by their keys.
 * @param address an e-mail address as stored on the record
 * @param day `yyyy-mm-dd` (upload-budget.ts utcDay)
 * @returns pk 'MAIL-QUOTA#<64 hex digits>', sk RECORD
 */
export function recipientQuotaKey(address: string, day: string): ItemKey {
  const digest = createHash('sha256')
    .update(`${day}\n${quotaMailbox(address)}`)
    .digest('hex');
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
