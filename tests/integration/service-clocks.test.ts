/**
 * The staff queue's service clocks (domain/service-clocks.ts) against dynalite: GET /api/staff/queue?…&due=overdue|due_today
 * keeps exactly the rows past (or reaching today) their deadline, by a key condition on the queue index's sort key,
 * and every open row carries its clock. The queue is seeded with records on both sides of each boundary, dated in 2011
 * so no other test's records (created now) fall in the ranges.
 */
import { describe, expect, it } from 'vitest';
import { clockRules } from '../../domain/service-clocks';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { testAws } from '../support/aws';
import { seedMessage as seed } from '../support/seed-records';
import { supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
// 10:00 IST on 12 March 2011; the IST day ends at 2011-03-12T18:30:00Z.
const now = new Date('2011-03-12T04:30:00.000Z');
const handler = createHttpHandler('staff-api', ['GET', 'POST'], (request) =>
  routeStaffRequest(request, { clients: aws.clients, config: aws.config, now }),
);
const limit = clockRules.grievance_acknowledgement.limitMs;
const at = (ms: number) => new Date(ms).toISOString();
const seedMessage = (reference: string, createdAt: string, status = 'new') => seed(aws, reference, createdAt, { status });

const queue = (query: Record<string, string>) =>
  staffRequest(supportClaims, 'GET', '/queue', { query: { kind: 'message', ...query }, handler });

describe('GET /api/staff/queue with service clocks', () => {
  const cutoff = now.getTime() - limit;
  const midnightCutoff = Date.parse('2011-03-12T18:30:00.000Z') - limit;
  const seeded = {
    'MSG-20110301-OVERDUE1': at(cutoff - 5 * 24 * 60 * 60 * 1000),
    'MSG-20110310-OVERDUE2': at(cutoff - 1),
    'MSG-20110310-ATLIMIT0': at(cutoff),
    'MSG-20110310-TODAYEND': at(midnightCutoff - 1),
    'MSG-20110310-TOMORROW': at(midnightCutoff),
    'MSG-20110312-FRESH000': at(now.getTime() - 60_000),
  };

  it('keeps exactly the overdue rows, and exactly those due today, from a queue with rows on both sides of each boundary', async () => {
    for (const [reference, createdAt] of Object.entries(seeded)) await seedMessage(reference, createdAt);
    // A closed message as old as the oldest runs no clock and is in another partition.
    await seedMessage('MSG-20110301-CLOSED00', seeded['MSG-20110301-OVERDUE1'], 'closed');

    const overdue = await queue({ status: 'new', due: 'overdue', order: 'oldest' });
    expect(overdue.status).toBe(200);
    const overdueRows = overdue.json.rows.filter((row: { reference: string }) => row.reference.startsWith('MSG-2011'));
    expect(overdueRows.map((row: { reference: string }) => row.reference)).toEqual(['MSG-20110301-OVERDUE1', 'MSG-20110310-OVERDUE2']);
    for (const row of overdueRows) expect(row.clock).toMatchObject({ rule: 'grievance_acknowledgement', state: 'overdue' });
    expect(overdueRows[1].clock).toEqual({
      rule: 'grievance_acknowledgement',
      waitingMs: limit + 1,
      dueAt: at(now.getTime() - 1),
      state: 'overdue',
    });

    const today = await queue({ status: 'new', due: 'due_today', order: 'oldest' });
    expect(today.json.rows.map((row: { reference: string }) => row.reference)).toEqual(['MSG-20110310-ATLIMIT0', 'MSG-20110310-TODAYEND']);
    for (const row of today.json.rows) expect(row.clock.state).toBe('due_today');

    // The unfiltered queue shows every row with its clock; a closed message has none.
    const all = await queue({ status: 'new', order: 'oldest' });
    const states = Object.fromEntries(
      all.json.rows
        .filter((row: { reference: string }) => row.reference.startsWith('MSG-2011'))
        .map((row: { reference: string; clock: { state: string } }) => [row.reference, row.clock.state]),
    );
    expect(states).toEqual({
      'MSG-20110301-OVERDUE1': 'overdue',
      'MSG-20110310-OVERDUE2': 'overdue',
      'MSG-20110310-ATLIMIT0': 'due_today',
      'MSG-20110310-TODAYEND': 'due_today',
      'MSG-20110310-TOMORROW': 'on_time',
      'MSG-20110312-FRESH000': 'on_time',
    });
    const closed = await queue({ status: 'closed' });
    const closedRow = closed.json.rows.find((row: { reference: string }) => row.reference === 'MSG-20110301-CLOSED00');
    expect(closedRow).toBeDefined();
    expect(closedRow).not.toHaveProperty('clock');
    expect((await queue({ status: 'closed', due: 'overdue' })).json.rows).toEqual([]);
  });

  it('refuses a deadline filter without a status, and an unknown one', async () => {
    const noStatus = await queue({ due: 'overdue' });
    expect(noStatus.status).toBe(400);
    expect(noStatus.json.error.fields).toHaveProperty('status');
    const unknown = await queue({ status: 'new', due: 'yesterday' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toHaveProperty('due');
  });
});
