/** The signed, expiring unsubscribe token of refill reminders and back-in-stock notices (functions/reminders/unsubscribe-token.ts). */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  readUnsubscribeKey,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
  type UnsubscribeClaims,
} from '../../functions/reminders/unsubscribe-token';

const key = 'test-key';
const claims: UnsubscribeClaims = {
  purpose: 'refill_reminders',
  reference: 'ORD-20261126-7K3F9QAZ',
  reminderId: '0b7c6d1e-3f4a-4b5c-8d9e-0f1a2b3c4d5e',
  expiresAt: 1_800_000_000,
};
const notice: UnsubscribeClaims = {
  purpose: 'back_in_stock',
  productId: 'products-dolo-650-tab-15',
  mailboxHash: 'a'.repeat(64),
  expiresAt: 1_800_000_000,
};
const before = new Date((claims.expiresAt - 1) * 1000);

describe('unsubscribe token', () => {
  it('verifies what it signed, for either purpose, until its expiry', () => {
    for (const signed of [claims, notice]) {
      const token = signUnsubscribeToken(signed, key);
      expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(token.startsWith(`${signed.purpose}.`)).toBe(true);
      expect(verifyUnsubscribeToken(token, key, before)).toEqual({ valid: true, claims: signed });
      expect(verifyUnsubscribeToken(token, key, new Date((signed.expiresAt + 1) * 1000))).toEqual({ valid: false, reason: 'expired' });
    }
  });

  it('signs the purpose: a token of one kind relabelled as the other is refused', () => {
    const token = signUnsubscribeToken(notice, key);
    const relabelled = token.replace(/^back_in_stock\./, 'refill_reminders.');
    expect(verifyUnsubscribeToken(relabelled, key, before)).toEqual({ valid: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(token.replace(/^back_in_stock\./, 'other.'), key, before)).toEqual({ valid: false, reason: 'invalid' });
  });

  it("still accepts a refill reminder's link of the first form (no purpose named) until its expiry, and nothing else in that form", () => {
    // The first form, as reminder e-mails already sent carry it: <reference>.<reminderId>.<expiry>.<mac>.
    const payload = `${claims.reference}.${claims.reminderId}.${claims.expiresAt}`;
    const legacy = `${payload}.${createHmac('sha256', key).update(`refill-unsubscribe\n${payload}`).digest('base64url')}`;
    expect(verifyUnsubscribeToken(legacy, key, before)).toEqual({ valid: true, claims });
    expect(verifyUnsubscribeToken(legacy, key, new Date((claims.expiresAt + 1) * 1000))).toEqual({ valid: false, reason: 'expired' });
    // A token of today's form with its purpose cut off is not a first-form token: its signature covers the purpose.
    const cut = signUnsubscribeToken(claims, key).replace(/^refill_reminders\./, '');
    expect(verifyUnsubscribeToken(cut, key, before)).toEqual({ valid: false, reason: 'invalid' });
    // A back-in-stock notice has no first form.
    const notice4 = signUnsubscribeToken(notice, key).replace(/^back_in_stock\./, '');
    expect(verifyUnsubscribeToken(notice4, key, before)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses a tampered token: another reminder, a later expiry, another key, a changed signature, junk', () => {
    const token = signUnsubscribeToken(claims, key);
    const [purpose, reference, id, expiry, mac] = token.split('.') as [string, string, string, string, string];
    const tampered = [
      [purpose, reference, '1b7c6d1e-3f4a-4b5c-8d9e-0f1a2b3c4d5e', expiry, mac].join('.'),
      [purpose, reference, id, String(Number(expiry) + 86_400), mac].join('.'),
      [purpose, reference.replace('7K3F', '7K3G'), id, expiry, mac].join('.'),
      [purpose, reference, id, expiry, `${mac.slice(0, -2)}AA`].join('.'),
      [reference, id, expiry, mac].join('.'),
      signUnsubscribeToken(claims, 'another-key'),
      '',
      'not.a.token',
      `${token}.extra`,
    ];
    for (const candidate of tampered)
      expect(verifyUnsubscribeToken(candidate, key, before), candidate).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses an expired token only once its signature holds (a forged one is invalid, whatever its expiry)', () => {
    const forged = `refill_reminders.${claims.purpose === 'refill_reminders' ? claims.reference : ''}.${'0b7c6d1e-3f4a-4b5c-8d9e-0f1a2b3c4d5e'}.1.${'A'.repeat(43)}`;
    expect(verifyUnsubscribeToken(forged, key, before)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('is keyed with its own secret where one is set, never the origin-verify value, else the local key', () => {
    expect(readUnsubscribeKey({ UNSUBSCRIBE_TOKEN_KEY: 'from-cdk' })).toBe('from-cdk');
    expect(readUnsubscribeKey({ ORIGIN_VERIFY_SECRET: 'origin', UNSUBSCRIBE_TOKEN_KEY: 'own' })).toBe('own');
    expect(readUnsubscribeKey({ ORIGIN_VERIFY_SECRET: 'origin' })).not.toBe('origin');
    expect(readUnsubscribeKey({})).toMatch(/local/);
  });
});
