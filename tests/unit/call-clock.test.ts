import { describe, expect, it } from 'vitest';
import { callDueAt, callStateAfter, isCallDue, isCallOpen } from '@domain/call-clock';

// Times are written in IST (+05:30) so the desk hours read as they are meant; the answers compare as UTC instants.
const ist = (text: string) => new Date(`${text}+05:30`);
const due = (text: string) => callDueAt(ist(text)).toISOString();

describe('call clock (domain/call-clock.ts)', () => {
  it('is due 60 minutes after an upload within the desk hours', () => {
    expect(due('2026-11-30T10:40:00')).toBe(ist('2026-11-30T11:40:00').toISOString());
    expect(due('2026-11-30T17:59:59')).toBe(ist('2026-11-30T18:59:59').toISOString());
  });

  it('may fall exactly at closing time, not the next morning', () => {
    expect(due('2026-11-30T18:00:00')).toBe(ist('2026-11-30T19:00:00').toISOString());
  });

  it('carries the minutes left at closing into the next day', () => {
    // 30 minutes today, 30 tomorrow from 10:00.
    expect(due('2026-11-30T18:30:00')).toBe(ist('2026-12-01T10:30:00').toISOString());
    expect(due('2026-11-30T18:59:00')).toBe(ist('2026-12-01T10:59:00').toISOString());
  });

  it('counts from the next opening for an upload outside the hours', () => {
    expect(due('2026-11-30T19:00:00')).toBe(ist('2026-12-01T11:00:00').toISOString());
    expect(due('2026-11-30T23:59:00')).toBe(ist('2026-12-01T11:00:00').toISOString());
    expect(due('2026-12-01T00:10:00')).toBe(ist('2026-12-01T11:00:00').toISOString());
    expect(due('2026-12-01T09:59:59')).toBe(ist('2026-12-01T11:00:00').toISOString());
  });

  it('uses the Indian day, not the UTC day: 20:00 UTC is already the next morning in India', () => {
    // 2026-11-30T20:00Z is 01:30 IST on 1 December; the UTC date would say 30 November.
    expect(callDueAt(new Date('2026-11-30T20:00:00Z')).toISOString()).toBe('2026-12-01T05:30:00.000Z');
    // 2026-11-30T04:29Z is 09:59 IST: before opening.
    expect(callDueAt(new Date('2026-11-30T04:29:00Z')).toISOString()).toBe('2026-11-30T05:30:00.000Z');
  });

  it('crosses the year end and spans several days for long waits', () => {
    expect(due('2026-12-31T18:45:00')).toBe(ist('2027-01-01T10:45:00').toISOString());
    // 9 desk hours a day: 600 minutes from 10:00 is the next day's 11:00.
    expect(callDueAt(ist('2026-11-30T10:00:00'), 600).toISOString()).toBe(ist('2026-12-01T11:00:00').toISOString());
  });

  it('opens and closes the task by the outcome of each call', () => {
    const at = ist('2026-11-30T12:00:00');
    const open = { dueAt: ist('2026-11-30T11:40:00').toISOString() };
    expect(isCallOpen(open)).toBe(true);
    expect(isCallDue(open, at)).toBe(true);
    expect(isCallDue(open, ist('2026-11-30T11:39:59'))).toBe(false);

    const reached = callStateAfter(open, 'reached', at);
    expect(reached).toEqual({ reachedAt: at.toISOString() });
    expect(isCallOpen(reached)).toBe(false);
    expect(isCallDue(reached, ist('2026-12-09T12:00:00'))).toBe(false);

    expect(callStateAfter(open, 'no_answer', at)).toEqual({ dueAt: ist('2026-11-30T13:00:00').toISOString() });
    expect(callStateAfter(open, 'wrong_number', at)).toEqual(open);
    const later = ist('2026-11-30T17:15:00').toISOString();
    expect(callStateAfter(open, 'call_back', at, later)).toEqual({ dueAt: later });
    expect(isCallOpen(undefined)).toBe(false);
  });
});
