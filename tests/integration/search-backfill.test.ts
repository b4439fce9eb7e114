/**
 * The one-off backfill of the staff search items (tools/backfill-search-items.ts) against dynalite: records written
 * before the search existed become findable, records that already had their items keep them, and erased records stay
 * out. A table of its own with a few records: the backfill reads every record, and what it proves does not grow with
 * the table (the search at 10,000 records is tests/integration/staff-search.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { batchPutWithSearchItems } from '../../functions/data/record-search';
import { syntheticMessages } from '../../dev/synthetic-records';
import { backfillSearchItems } from '../../tools/backfill-search-items';
import { testAws } from '../support/aws';
import { seedMessage } from '../support/seed-records';
import { supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const handler = createHttpHandler('staff-api', ['GET', 'POST'], (request) =>
  routeStaffRequest(request, { clients: aws.clients, config: aws.config, now: new Date() }),
);

/** The references a support search for `text` among messages answers, newest first. */
async function found(text: string): Promise<string[]> {
  const answer = await staffRequest(supportClaims, 'GET', '/queue', { query: { kind: 'message', search: text }, handler });
  expect(answer.status).toBe(200);
  return answer.json.rows.map((row: { reference: string }) => row.reference);
}

describe('the search backfill', () => {
  it('indexes records written before the search existed, leaves indexed ones findable and skips erased ones', async () => {
    const indexed = syntheticMessages(20);
    await batchPutWithSearchItems(aws.clients.dynamo, aws.config.tableName, indexed);
    await seedMessage(aws, 'MSG-19980101-BACKFILL', '1998-01-01T00:00:00.000Z', { name: 'Old Backfillname', email: 'old@example.in' });
    await seedMessage(aws, 'MSG-19980102-ERASED01', '1998-01-02T00:00:00.000Z', {
      status: 'erased',
      erasedAt: '1998-01-03T00:00:00.000Z',
      name: 'Gone Erasedname',
    });
    expect(await found('backfillname')).toEqual([]);

    const counts = await backfillSearchItems(aws.clients.dynamo, aws.config.tableName);

    expect(counts).toEqual({ prescription: 0, order: 0, message: indexed.length + 1 });
    expect(await found('backfillname')).toEqual(['MSG-19980101-BACKFILL']);
    expect(await found('erasedname')).toEqual([]);
    const someone = indexed[0]!;
    expect(await found(String(someone.email))).toContain(someone.reference);
  });
});
