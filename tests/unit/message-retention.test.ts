import { describe, expect, it } from 'vitest';
import {
  MESSAGE_REPLY_CUTOFF_DAYS,
  MESSAGE_RETENTION_DAYS,
  messageExpiry,
  messageRepliesClosedOn,
  messageTakesReply,
} from '@domain/retention';

const DAY_MS = 86_400_000;
const now = new Date('2026-12-01T06:30:00Z');
const epoch = (ms: number) => Math.floor(ms / 1000);

describe('a message’s retention (DPDP Act 2023 §8(7)(a))', () => {
  it('runs a year from its arrival or support’s last answer or close', () => {
    expect(MESSAGE_RETENTION_DAYS).toBe(365);
    expect(messageExpiry(now)).toBe(epoch(now.getTime() + 365 * DAY_MS));
  });

  it('takes replies until its last 30 days, and always when it has no TTL', () => {
    expect(MESSAGE_REPLY_CUTOFF_DAYS).toBe(30);
    expect(messageTakesReply(undefined, now)).toBe(true);
    expect(messageTakesReply(messageExpiry(now), now)).toBe(true);
    expect(messageTakesReply(epoch(now.getTime() + 30 * DAY_MS + 1000), now)).toBe(true);
    expect(messageTakesReply(epoch(now.getTime() + 30 * DAY_MS), now)).toBe(false);
    expect(messageTakesReply(epoch(now.getTime() + DAY_MS), now)).toBe(false);
    expect(messageTakesReply(epoch(now.getTime() - DAY_MS), now)).toBe(false);
  });

  it('names the deletion day, in India, once it takes no reply', () => {
    expect(messageRepliesClosedOn(undefined, now)).toBeUndefined();
    expect(messageRepliesClosedOn(epoch(now.getTime() + 31 * DAY_MS), now)).toBeUndefined();
    // 20 days on at 19:00 UTC is already the next morning in India (UTC+5:30).
    expect(messageRepliesClosedOn(epoch(Date.parse('2026-12-21T19:00:00Z')), now)).toBe('2026-12-22');
    expect(messageRepliesClosedOn(epoch(Date.parse('2026-12-21T18:00:00Z')), now)).toBe('2026-12-21');
  });
});
