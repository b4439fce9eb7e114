import { describe, expect, it } from 'vitest';
import { MESSAGE_REPLY_CUTOFF_DAYS, MESSAGE_RETENTION_DAYS, messageExpiry, messageTakesReply } from '@domain/retention';

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
});
