import { describe, expect, it } from 'vitest';
import { isFinal, statusesByKind, type LifecycleKind } from '@domain/lifecycle';
import { clockRuleByStatus, clockRuleFor, clockRules, creationRangeOf, nextKolkataMidnight, serviceClock } from '@domain/service-clocks';
import { PRIVACY_RESPONSE_DAYS } from '@domain/response-times';

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('service clocks (domain/service-clocks.ts)', () => {
  // 2026-11-26 10:00 IST; IST midnight of that day ends at 2026-11-26T18:30:00Z.
  const now = new Date('2026-11-26T04:30:00.000Z');

  it('lists every open status of the lifecycle, so a new status gets a deliberate rule', () => {
    for (const kind of Object.keys(statusesByKind) as LifecycleKind[]) {
      for (const status of statusesByKind[kind]) {
        if (isFinal(kind, status)) continue;
        expect(Object.hasOwn(clockRuleByStatus[kind], status), `${kind} ${status}`).toBe(true);
      }
    }
  });

  it('runs no clock in a final status, nor in one that waits on the shopper', () => {
    for (const kind of Object.keys(statusesByKind) as LifecycleKind[]) {
      for (const status of statusesByKind[kind].filter((value) => isFinal(kind, value))) {
        expect(serviceClock({ kind, status, since: iso(now.getTime() - 100 * 24 * HOUR) }, now), `${kind} ${status}`).toBeUndefined();
      }
    }
    expect(clockRuleFor('prescription', 'erased')).toBeUndefined();
    expect(clockRuleFor('message', 'closed')).toBeUndefined();
    expect(clockRuleFor('prescription', 'rejected')).toBeUndefined();
    expect(clockRuleFor('prescription', 'no_such_status')).toBeUndefined();
    expect(serviceClock({ kind: 'message', status: 'new', since: 'not a date' }, now)).toBeUndefined();
  });

  it('acknowledges a message within 48 hours: exactly 48 h is on time, one millisecond more is overdue', () => {
    const since = now.getTime() - 48 * HOUR;
    const atLimit = serviceClock({ kind: 'message', status: 'new', since: iso(since) }, now)!;
    expect(atLimit).toEqual({ rule: 'grievance_acknowledgement', waitingMs: 48 * HOUR, dueAt: now.toISOString(), state: 'due_today' });
    const past = serviceClock({ kind: 'message', status: 'new', since: iso(since - 1) }, now)!;
    expect(past.state).toBe('overdue');
    expect(past.waitingMs).toBe(48 * HOUR + 1);
  });

  it('is due today until the last millisecond before IST midnight, on time from midnight on', () => {
    const midnight = nextKolkataMidnight(now).getTime();
    expect(iso(midnight)).toBe('2026-11-26T18:30:00.000Z');
    const limit = clockRules.grievance_acknowledgement.limitMs;
    const lastToday = serviceClock({ kind: 'message', status: 'new', since: iso(midnight - 1 - limit) }, now)!;
    expect(lastToday.state).toBe('due_today');
    expect(lastToday.dueAt).toBe('2026-11-26T18:29:59.999Z');
    const tomorrow = serviceClock({ kind: 'message', status: 'new', since: iso(midnight - limit) }, now)!;
    expect(tomorrow.state).toBe('on_time');
    // Just before IST midnight the next midnight is 1 ms away; at midnight a new IST day starts.
    expect(iso(nextKolkataMidnight(new Date('2026-11-26T18:29:59.999Z')).getTime())).toBe('2026-11-26T18:30:00.000Z');
    expect(iso(nextKolkataMidnight(new Date('2026-11-26T18:30:00.000Z')).getTime())).toBe('2026-11-27T18:30:00.000Z');
  });

  it('gives each kind its rule: 24 h pharmacist check, 3-day delivery, 30-day privacy answer', () => {
    const since = iso(now.getTime() - HOUR);
    expect(serviceClock({ kind: 'prescription', status: 'received', since }, now)).toMatchObject({
      rule: 'pharmacist_check',
      dueAt: iso(now.getTime() + 23 * HOUR),
      state: 'on_time',
    });
    expect(serviceClock({ kind: 'order', status: 'packed', since }, now)?.rule).toBe('delivery');
    expect(serviceClock({ kind: 'message', status: 'answered', since }, now)?.rule).toBe('grievance_resolution');
    const privacy = serviceClock({ kind: 'privacy_request', status: 'correction_requested', since }, now)!;
    expect(privacy.rule).toBe('privacy_response');
    expect(Date.parse(privacy.dueAt) - Date.parse(since)).toBe(PRIVACY_RESPONSE_DAYS * 24 * HOUR);
  });

  it('turns a state into the creation range a key condition selects, agreeing with serviceClock on both sides', () => {
    for (const rule of Object.keys(clockRules) as Array<keyof typeof clockRules>) {
      const overdue = creationRangeOf(rule, 'overdue', now);
      const today = creationRangeOf(rule, 'due_today', now);
      expect(overdue.from).toBeUndefined();
      expect(today.from).toBe(overdue.before);
      const kind =
        rule === 'privacy_response'
          ? 'privacy_request'
          : rule === 'delivery'
            ? 'order'
            : rule === 'pharmacist_check'
              ? 'prescription'
              : 'message';
      const status = {
        pharmacist_check: 'received',
        delivery: 'packed',
        grievance_acknowledgement: 'new',
        grievance_resolution: 'answered',
        privacy_response: 'x',
      }[rule];
      const at = (since: string) => serviceClock({ kind, status, since }, now)!.state;
      const before = Date.parse(overdue.before);
      expect(at(iso(before - 1))).toBe('overdue');
      expect(at(iso(before))).toBe('due_today');
      expect(at(iso(Date.parse(today.before) - 1))).toBe('due_today');
      expect(at(today.before)).toBe('on_time');
    }
  });
});
