/**
 * The staff queues that carry the work (docs/architecture/staff-api.md: the queue routes and "Claims") against dynalite: rich rows
 * (patient, medicine, city, claim; never contact details), totals per filter, and the review claim set by "Start
 * review" (one winner of a race, a colleague's decision refused with a 409 naming the holder, a lapsed claim taken
 * over and audited).
 */
import { describe, expect, it } from 'vitest';
import { CLAIM_IDLE_MINUTES } from '../../contracts/staff-api';
import { countQueue, queuePartition } from '../../functions/data/records';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { testAws } from '../support/aws';
import { staffRequest } from '../support/staff-request';
import { prescriptionFields, submitPrescription } from '../support/http';
import { seedMessage } from '../support/seed-records';
import { pharmacistClaims, secondPharmacistClaims, supportClaims } from '../support/staff-claims';
import { prescriptionCheck } from '../support/prescription-check';

const aws = testAws();
/** The staff API's clock for the next requests (null: the real time); moved forward to let a claim lapse. */
let clock: Date | null = null;
const clockHandler = createHttpHandler('staff-api', ['GET', 'POST'], (request) =>
  routeStaffRequest(request, { clients: aws.clients, config: aws.config, now: clock ?? new Date() }),
);

const start = (claims: Record<string, unknown>, reference: string, version = 1) =>
  staffRequest(claims, 'POST', `/records/${reference}/status`, { json: { to: 'in_review', version }, handler: clockHandler });

async function auditTrail(reference: string): Promise<Array<{ userId: string; action: string; outcome: string; detail?: string }>> {
  const response = await staffRequest(pharmacistClaims, 'GET', `/records/${reference}/audit`, { handler: clockHandler });
  expect(response.status).toBe(200);
  return response.json.entries;
}

describe('staff queues: rows, totals and review claims (handler core vs dynalite)', () => {
  it('shows patient, medicine and city on a row, never contact details', async () => {
    clock = null;
    const reference = await submitPrescription();
    const queue = await staffRequest(pharmacistClaims, 'GET', '/queue', {
      query: { kind: 'prescription', status: 'received' },
      handler: clockHandler,
    });
    expect(queue.status).toBe(200);
    const row = (queue.json.rows as Array<Record<string, unknown>>).find((candidate) => candidate.reference === reference);
    expect(row).toMatchObject({
      patientName: prescriptionFields.name,
      item: prescriptionFields.medicine_name,
      city: prescriptionFields.city,
    });
    expect(row).not.toHaveProperty('claim');
    expect(JSON.stringify(row)).not.toContain(prescriptionFields.email);
    expect(JSON.stringify(row)).not.toContain('98765');
    expect(queue.json.total).toBeGreaterThanOrEqual(1);
  });

  it('counts every row the filter matches, beyond the first page', async () => {
    // Dated in 2001 with the API's clock in 2001, so no other test's records fall in the overdue range.
    clock = new Date('2001-06-01T04:30:00.000Z');
    const seeded = 27;
    for (let index = 0; index < seeded; index += 1) {
      const reference = `MSG-20010501-TOTAL${String(index).padStart(3, '0')}`;
      const createdAt = new Date(Date.parse('2001-05-01T00:00:00.000Z') + index * 60_000).toISOString();
      await seedMessage(aws, reference, createdAt, { name: `Shopper ${index}` });
    }
    const page = await staffRequest(supportClaims, 'GET', '/queue', {
      query: {
        kind: 'message',
        status: 'new',
        due: 'overdue',
        order: 'oldest',
      },
      handler: clockHandler,
    });
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(seeded);
    expect(page.json.rows).toHaveLength(25);
    expect(page.json.nextCursor).toEqual(expect.any(String));
    expect(page.json).not.toHaveProperty('totalIsAtLeast');
    // Oldest first: the longest-waiting row leads.
    expect(page.json.rows[0]).toMatchObject({ reference: 'MSG-20010501-TOTAL000', patientName: 'Shopper 0' });
    // The count stops at its cap (QUEUE_TOTAL_MAX in production) and says so.
    const overdue = { before: '2001-05-02T00:00:00.000Z' };
    const partition = queuePartition('message', 'new');
    expect(await countQueue(aws.clients.dynamo, aws.config.tableName, partition, 10, overdue)).toEqual({ count: 10, more: true });
    expect(await countQueue(aws.clients.dynamo, aws.config.tableName, partition, 100, overdue)).toEqual({ count: seeded, more: false });
    clock = null;
  });

  it('lets exactly one of two simultaneous "Start review"s win, and names the winner to the other', async () => {
    clock = null;
    const reference = await submitPrescription();
    const answers = await Promise.all([start(pharmacistClaims, reference), start(secondPharmacistClaims, reference)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(winner.json.claim).toMatchObject({ userId: expect.stringMatching(/^pharmacist-sub-[12]$/), name: expect.any(String) });
    expect(loser.json.claim).toMatchObject({ name: winner.json.claim.name, lapsed: false });
    expect(loser.json.current.claim.userId).toBe(winner.json.claim.userId);
  });

  it("refuses a colleague's decision while the claim is live, shows it on the row, and ends it with the holder's decision", async () => {
    clock = null;
    const reference = await submitPrescription();
    const started = await start(pharmacistClaims, reference);
    expect(started.status).toBe(200);
    const row = (
      (
        await staffRequest(secondPharmacistClaims, 'GET', '/queue', {
          query: { kind: 'prescription', status: 'in_review' },
          handler: clockHandler,
        })
      ).json.rows as Array<Record<string, unknown>>
    ).find((candidate) => candidate.reference === reference);
    expect(row?.claim).toEqual({ name: pharmacistClaims.name, at: started.json.claim.at, lapsed: false });

    const refused = await staffRequest(secondPharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'verified', version: 2, ...prescriptionCheck() },
      handler: clockHandler,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(new RegExp(`^In review by ${pharmacistClaims.name} since \\d\\d:\\d\\d IST\\.$`));
    expect(refused.json.claim).toMatchObject({ name: pharmacistClaims.name, lapsed: false });
    expect(
      (await auditTrail(reference)).some(
        (entry) => entry.userId === 'pharmacist-sub-2' && entry.action === 'status' && entry.outcome === 'conflict',
      ),
    ).toBe(true);

    const verified = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'verified', version: 2, ...prescriptionCheck() },
      handler: clockHandler,
    });
    expect(verified.status).toBe(200);
    expect(verified.json).not.toHaveProperty('claim');
  });

  it('refuses a takeover while the claim is live and allows it once lapsed, audited claim_takeover', async () => {
    const startedAt = new Date();
    clock = startedAt;
    const reference = await submitPrescription();
    expect((await start(pharmacistClaims, reference)).status).toBe(200);

    clock = new Date(startedAt.getTime() + (CLAIM_IDLE_MINUTES - 1) * 60_000);
    const early = await staffRequest(secondPharmacistClaims, 'POST', `/records/${reference}/claim`, {
      json: { version: 2, takeover: true },
      handler: clockHandler,
    });
    expect(early.status).toBe(409);
    expect(early.json.claim).toMatchObject({ name: pharmacistClaims.name, lapsed: false });
    expect(
      (
        await staffRequest(supportClaims, 'POST', `/records/${reference}/claim`, {
          json: { version: 2, takeover: true },
          handler: clockHandler,
        })
      ).status,
    ).toBe(403);
    expect(
      (await staffRequest(secondPharmacistClaims, 'POST', `/records/${reference}/claim`, { json: { version: 2 }, handler: clockHandler }))
        .status,
    ).toBe(400);

    clock = new Date(startedAt.getTime() + CLAIM_IDLE_MINUTES * 60_000);
    const lapsedRow = (
      (
        await staffRequest(secondPharmacistClaims, 'GET', '/queue', {
          query: { kind: 'prescription', status: 'in_review' },
          handler: clockHandler,
        })
      ).json.rows as Array<Record<string, unknown>>
    ).find((candidate) => candidate.reference === reference);
    expect(lapsedRow?.claim).toMatchObject({ lapsed: true });
    const stale = await staffRequest(secondPharmacistClaims, 'POST', `/records/${reference}/claim`, {
      json: { version: 1, takeover: true },
      handler: clockHandler,
    });
    expect(stale.status).toBe(409);
    const taken = await staffRequest(secondPharmacistClaims, 'POST', `/records/${reference}/claim`, {
      json: { version: 2, takeover: true },
      handler: clockHandler,
    });
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({
      version: 3,
      status: 'in_review',
      claim: { userId: 'pharmacist-sub-2', name: secondPharmacistClaims.name },
    });
    const takeover = (await auditTrail(reference)).filter((entry) => entry.action === 'claim_takeover');
    expect(takeover).toContainEqual(
      expect.objectContaining({ userId: 'pharmacist-sub-2', outcome: 'allowed', detail: 'from pharmacist-sub-1' }),
    );

    // Now the first pharmacist is the colleague: their decision is refused.
    const former = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'verified', version: 3, ...prescriptionCheck() },
      handler: clockHandler,
    });
    expect(former.status).toBe(409);
    expect(former.json.claim).toMatchObject({ name: secondPharmacistClaims.name });
    clock = null;
  });
});
