/**
 * The rules that hold a new blog comment for review (functions/comments/comment-moderation.ts): what counts as a link,
 * which address is the client's, how IPv6 is grouped, that the hourly counter's id holds no address, and the keys of
 * held comments and audit cursors (functions/data/).
 */
import { describe, expect, it } from 'vitest';
import {
  COMMENTS_PER_CLIENT_HOUR_ENV,
  DEFAULT_COMMENTS_PER_CLIENT_HOUR,
  clientHourCounter,
  containsLink,
  readModerationSettings,
} from '../../functions/comments/comment-moderation';
import { isAuditKeyOf } from '../../functions/data/audit';
import { clientAddress, clientNetwork } from '../../functions/runtime/client-network';
import { heldCommentKey, isHeldQueueKey } from '../../functions/data/comments';
import { HELD_COMMENTS_QUEUE } from '../../contracts/deployment/table-design';

describe('containsLink', () => {
  it.each([
    'Read more at http://example.com',
    'HTTPS://EXAMPLE.COM/offer',
    'ftp://files.example.net',
    'www.example.org',
    'Visit WWW.EXAMPLE',
    'cheap-pills.example.com/buy-now',
    'order at example.in!',
    'EXAMPLE.COM',
    'mail me: asha@example.in',
    'ｅｘａｍｐｌｅ．ｃｏｍ', // fullwidth letters and full stop
    'exam\u200Bple.com', // a zero-width space inside
    'site\u3002com', // the ideographic full stop
    'shop.भारत',
    'xn--80ak6aa92e.com',
    'tablet.twice', // a missing space looks like a domain: held, only reviewed
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Very helpful, thank you.',
    'Take it after meals, e.g. lunch, i.e. twice a day.',
    'My appointment is at 9 a.m.',
    'The syrup dose was 1.5ml',
    'Dolo 650mg.',
    'Rs.500 only',
    'No.1 pharmacy in U.S.A.',
    'Low vit.D levels',
    'Dr.Reddy makes it',
    'It helped.Thanks',
    '',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('clientAddress', () => {
  it('takes the entry CloudFront appended, after dropping the hop that called API Gateway', () => {
    expect(clientAddress('203.0.113.9, 130.176.0.1', '130.176.0.1')).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '130.176.0.1')).toBe('203.0.113.9');
  });
  it('never takes an entry the client wrote (anything before the last)', () => {
    expect(clientAddress('1.1.1.1, 2.2.2.2, 203.0.113.9, 130.176.0.1', '130.176.0.1')).toBe('203.0.113.9');
    expect(clientAddress('1.1.1.1, 203.0.113.9', '130.176.0.1')).toBe('203.0.113.9');
  });
  it('falls back to the connection without the header, and to "unknown" without either', () => {
    expect(clientAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(' , ', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined)).toBe('unknown');
  });
});

describe('clientNetwork', () => {
  it('keeps an IPv4 address (also IPv4-mapped or with a port) and groups IPv6 by /64', () => {
    const networks = {
      '203.0.113.9': '203.0.113.9',
      '203.0.113.9:51234': '203.0.113.9',
      '::ffff:203.0.113.9': '203.0.113.9',
      '2001:db8:1:2:3:4:5:6': '2001:db8:1:2::/64',
      '2001:DB8:1:2::ffff': '2001:db8:1:2::/64',
      '[2001:db8:1:2::1]:443': '2001:db8:1:2::/64',
      'fe80::1%eth0': 'fe80:0:0:0::/64',
      '64:ff9b::192.0.2.33': '64:ff9b:0:0::/64',
      'Not-An-IP': 'unknown',
    };
    expect(Object.fromEntries(Object.keys(networks).map((address) => [address, clientNetwork(address)]))).toEqual(networks);
  });
});

describe('clientHourCounter', () => {
  const secret = 'test-secret';
  it('is the same within a clock hour and for one /64, different across hours, networks and secrets', () => {
    const at = (iso: string) => new Date(iso);
    const first = clientHourCounter('2001:db8:1:2::1', at('2026-03-01T10:00:00Z'), secret);
    expect(clientHourCounter('2001:db8:1:2::99', at('2026-03-01T10:59:59Z'), secret)).toEqual(first);
    expect(clientHourCounter('2001:db8:1:2::1', at('2026-03-01T11:00:00Z'), secret).id).not.toBe(first.id);
    expect(clientHourCounter('2001:db8:1:3::1', at('2026-03-01T10:00:00Z'), secret).id).not.toBe(first.id);
    expect(clientHourCounter('2001:db8:1:2::1', at('2026-03-01T10:00:00Z'), 'other').id).not.toBe(first.id);
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.expiresAt).toBe(Date.parse('2026-03-01T12:00:00Z') / 1000); // an hour after its hour
  });
  it('holds no address', () => {
    // A fixed hour: an HMAC of the current hour is random hex, which holds '203' now and then by chance.
    const { id } = clientHourCounter('203.0.113.9', new Date('2026-03-01T11:20:00Z'), secret);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toContain('203');
    expect(id).not.toMatch(/113/);
  });
});

describe('readModerationSettings', () => {
  it(`defaults to ${DEFAULT_COMMENTS_PER_CLIENT_HOUR} comments an hour, reads the variable, and refuses a bad one at cold start`, () => {
    expect(readModerationSettings({}).commentsPerClientHour).toBe(DEFAULT_COMMENTS_PER_CLIENT_HOUR);
    expect(readModerationSettings({ [COMMENTS_PER_CLIENT_HOUR_ENV]: '0' }).commentsPerClientHour).toBe(0);
    expect(readModerationSettings({ [COMMENTS_PER_CLIENT_HOUR_ENV]: '20' }).commentsPerClientHour).toBe(20);
    expect(() => readModerationSettings({ [COMMENTS_PER_CLIENT_HOUR_ENV]: '-1' })).toThrow(COMMENTS_PER_CLIENT_HOUR_ENV);
    expect(() => readModerationSettings({ [COMMENTS_PER_CLIENT_HOUR_ENV]: 'many' })).toThrow(COMMENTS_PER_CLIENT_HOUR_ENV);
    expect(readModerationSettings({ COMMENT_CLIENT_KEY: 's3cret' }).clientKeySecret).toBe('s3cret');
    // One secret per purpose: the origin-verify value never keys the client hashes.
    expect(readModerationSettings({ ORIGIN_VERIFY_SECRET: 'origin' }).clientKeySecret).not.toBe('origin');
  });
});

describe('keys of held comments and audit trails', () => {
  it('a held comment lives in its own partition, outside every POST#… key', () => {
    expect(heldCommentKey('c-1')).toEqual({ pk: 'MODERATION#c-1', sk: 'RECORD' });
  });
  it('queue cursors of held comments and audit cursors stay in their own partition', () => {
    expect(isHeldQueueKey({ queue: HELD_COMMENTS_QUEUE, createdAt: 'T', pk: 'MODERATION#c-1', sk: 'RECORD' })).toBe(true);
    expect(isHeldQueueKey({ queue: 'order#placed', createdAt: 'T', pk: 'ORDER#ORD-1', sk: 'RECORD' })).toBe(false);
    expect(isHeldQueueKey({ queue: HELD_COMMENTS_QUEUE, version: 1 })).toBe(false);
    expect(isAuditKeyOf('RX-1', { pk: 'AUDIT#RX-1', sk: '2026-01-01T00:00:00.000Z#u' })).toBe(true);
    expect(isAuditKeyOf('RX-1', { pk: 'AUDIT#RX-2', sk: 'x' })).toBe(false);
    expect(isAuditKeyOf('RX-1', { pk: 'AUDIT#RX-1', sk: 'x', extra: 'y' })).toBe(false);
  });
});
