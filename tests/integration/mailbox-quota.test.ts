/**
 * The per-recipient daily e-mail quota counts mailboxes, not spellings (functions/data/recipient-quota.ts): the real
 * conditional UpdateItem against dynalite, through the AWS SDK.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { takeRecipientQuota } from '../../functions/data/recipient-quota';
import { testAws } from '../support/aws';

const aws = testAws();
const { dynamo } = aws.clients;
const table = aws.config.tableName;
const now = new Date('2026-11-29T10:00:00.000Z');

/** Takes the quota (2 a day) for each address in turn; true where the e-mail may go. */
async function takeEach(addresses: string[]): Promise<boolean[]> {
  const taken: boolean[] = [];
  for (const address of addresses) taken.push(await takeRecipientQuota(dynamo, table, { address, perDay: 2, now }));
  return taken;
}

describe('recipient quota by mailbox', () => {
  it('counts a+1@, a+2@ and a@ as one mailbox: the third e-mail of the day is refused', async () => {
    const local = `q${randomUUID().slice(0, 8)}`;
    expect(await takeEach([`${local}+1@example.in`, `${local}+2@example.in`, `${local}@example.in`])).toEqual([true, true, false]);
    // Another mailbox on the same domain has its own count.
    expect(await takeEach([`${local}x@example.in`])).toEqual([true]);
  });

  it('counts a.b@gmail.com, ab@gmail.com and a.b+x@googlemail.com as ab@gmail.com', async () => {
    const [a, b] = [`g${randomUUID().slice(0, 6)}`, randomUUID().slice(0, 6)];
    expect(await takeEach([`${a}.${b}@gmail.com`, `${a}${b}@gmail.com`, `${a}.${b}+x@googlemail.com`])).toEqual([true, true, false]);
  });

  it('grants exactly the quota to parallel e-mails to spellings of one mailbox', async () => {
    const local = `p${randomUUID().slice(0, 8)}`;
    const addresses = Array.from({ length: 8 }, (_, index) => `${local}+${index}@example.in`);
    const taken = await Promise.all(addresses.map((address) => takeRecipientQuota(dynamo, table, { address, perDay: 2, now })));
    expect(taken.filter(Boolean)).toHaveLength(2);
  });
});
