import { describe, expect, it } from 'vitest';
import { notificationContent, notificationsFor } from '@domain/notifications';
import { quotaMailbox, recipientQuotaKey } from '../../functions/data/recipient-quota';
import { DEFAULT_MAIL_QUOTA_PER_RECIPIENT_PER_DAY, MAIL_QUOTA_ENV, readMailQuota } from '../../functions/runtime/config';
import type { LifecycleKind } from '@domain/lifecycle';
import { shopperStatusLabels } from '@domain/status-labels';

describe('recipient mail quota', () => {
  it('keys a counter by a hash of the lower-cased address and the UTC day, never the address', () => {
    const key = recipientQuotaKey(' Asha.Verma@Example.in ', '2026-11-26');
    expect(key).toEqual({ pk: expect.stringMatching(/^MAIL-QUOTA#[0-9a-f]{64}$/), sk: 'RECORD' });
    expect(JSON.stringify(key).toLowerCase()).not.toContain('asha');
    expect(recipientQuotaKey('asha.verma@example.in', '2026-11-26')).toEqual(key);
    expect(recipientQuotaKey('asha.verma@example.in', '2026-11-27')).not.toEqual(key);
    expect(recipientQuotaKey('ravi@example.in', '2026-11-26')).not.toEqual(key);
  });

  it.each([
    ['Asha+1@Example.in', 'asha@example.in'],
    ['asha+2@example.in', 'asha@example.in'],
    ['asha+a+b@example.in', 'asha@example.in'],
    ['a.sha@example.in', 'a.sha@example.in'],
    ['a.b@gmail.com', 'ab@gmail.com'],
    ['A.B+news@GoogleMail.com', 'ab@gmail.com'],
    ['"quoted"@example.in', '"quoted"@example.in'],
    ['no-at-sign', 'no-at-sign'],
  ])('counts %s as the mailbox %s', (address, mailbox) => {
    expect(quotaMailbox(address)).toBe(mailbox);
  });

  it('keys every spelling of one mailbox to one counter, and other mailboxes to others', () => {
    const day = '2026-11-26';
    expect(recipientQuotaKey('a+1@example.in', day)).toEqual(recipientQuotaKey('a@example.in', day));
    expect(recipientQuotaKey('a+2@example.in', day)).toEqual(recipientQuotaKey('A@example.in', day));
    expect(recipientQuotaKey('a.b@gmail.com', day)).toEqual(recipientQuotaKey('ab@gmail.com', day));
    expect(recipientQuotaKey('a.b@example.in', day)).not.toEqual(recipientQuotaKey('ab@example.in', day));
    expect(recipientQuotaKey('a@example.in', day)).not.toEqual(recipientQuotaKey('a@example.com', day));
  });

  it('reads N from the environment, 10 by default, and refuses anything but a positive whole number', () => {
    expect(readMailQuota({})).toBe(DEFAULT_MAIL_QUOTA_PER_RECIPIENT_PER_DAY);
    expect(DEFAULT_MAIL_QUOTA_PER_RECIPIENT_PER_DAY).toBe(10);
    expect(readMailQuota({ [MAIL_QUOTA_ENV]: '3' })).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'ten']) expect(() => readMailQuota({ [MAIL_QUOTA_ENV]: bad })).toThrow(MAIL_QUOTA_ENV);
  });
});

describe('e-mail subjects', () => {
  it('carry our words and the reference only, never text a shopper typed', () => {
    const reference = 'RX-20261126-7K3F9QAZ';
    for (const kind of ['prescription', 'order', 'message'] satisfies LifecycleKind[]) {
      for (const status of Object.keys(shopperStatusLabels)) {
        for (const audience of notificationsFor(kind, status)) {
          const { subject } = notificationContent({
            audience,
            kind,
            reference,
            status,
            reason: 'other',
            siteOrigin: 'https://shop.example.in',
            consoleOrigin: 'https://staff.example.in',
          });
          expect(subject.replace(reference, '')).toMatch(/^[A-Za-z :]+$/);
        }
      }
    }
  });
});
