/**
 * The staff console's server-side search (GET /api/staff/queue?kind=…&search=…, functions/staff-api/queue-search.ts)
 * against dynalite with 10,000 records: by name words, phone in any written form, e-mail and reference prefix, newest
 * first, never a Scan; search items written with the record, taken out by an erasure, rewritten by a correction.
 */
import { PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { routeStaffRequest } from '../../functions/staff-api/staff-api.core';
import { batchPutWithSearchItems, rewriteSearchItems } from '../../functions/data/record-search';
import { readRecord, recordKey } from '../../functions/data/records';
import { eraseRecord } from '../../functions/privacy/record-erasure';
import { testAws } from '../support/aws';
import { prescriptionFields, submitPrescription } from '../support/http';
import { syntheticMessages } from '../../dev/synthetic-records';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { SEARCH_MATCH_MAX } from '../../contracts/staff-api';

const aws = testAws();
const handler = createHttpHandler('staff-api', ['GET', 'POST'], (request) =>
  routeStaffRequest(request, { clients: aws.clients, config: aws.config, now: new Date() }),
);
const RECORDS = 10_000;
const seeded = syntheticMessages(RECORDS);

interface Row {
  reference: string;
  patientName?: string;
  createdAt: string;
  status: string;
}

async function search(kind: string, text: string, claims: Record<string, unknown> = supportClaims, cursor?: string) {
  return staffRequest(claims, 'GET', '/queue', { query: { kind, search: text, ...(cursor ? { cursor } : {}) }, handler });
}

/** The seeded records a predicate picks, newest first (what a search must answer). */
function expected(pick: (record: (typeof seeded)[number]) => boolean): string[] {
  return seeded
    .filter(pick)
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
    .map((record) => String(record.reference));
}

/** Every item of one partition (test inspection). */
async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const page = await aws.clients.dynamo.send(
    new QueryCommand({ TableName: aws.config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return page.Items ?? [];
}

/** Search index rows of one record (a Query on its partition's search items, test inspection). */
async function indexedTerms(pk: string): Promise<string[]> {
  const page = await aws.clients.dynamo.send(
    new QueryCommand({
      TableName: aws.config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':pk': pk, ':s': 'SEARCH#' },
    }),
  );
  return (page.Items ?? []).flatMap((item) => (typeof item.searchTerm === 'string' ? [item.searchTerm.split('#')[0]!] : []));
}

beforeAll(async () => {
  await batchPutWithSearchItems(aws.clients.dynamo, aws.config.tableName, seeded);
}, 300_000);

describe('staff search at 10,000 records (handler core vs dynalite)', () => {
  it('finds records by a name and the start of a surname, newest first, paged, with no Scan', async () => {
    const send = vi.spyOn(aws.clients.dynamo, 'send');
    const started = performance.now();
    const first = await search('message', 'Kavya  SH');
    const elapsed = performance.now() - started;
    const commands = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(first.status).toBe(200);
    const want = expected((record) => record.name === 'Kavya Sharma');
    expect(first.json.total).toBe(want.length);
    expect((first.json.rows as Row[]).map((row) => row.reference)).toEqual(want.slice(0, 25));
    expect((first.json.rows as Row[]).every((row) => row.patientName === 'Kavya Sharma' && row.status === 'new')).toBe(true);
    expect(commands).not.toContain(ScanCommand.name);
    expect(commands).toContain(QueryCommand.name);
    expect(elapsed).toBeLessThan(5_000);
    const second = await search('message', 'Kavya  SH', supportClaims, first.json.nextCursor);
    expect((second.json.rows as Row[]).map((row) => row.reference)).toEqual(want.slice(25, 50));
  });

  it('finds a surname alone (newest first), and words typed out of order', async () => {
    // Out of order: each word's newest SEARCH_MATCH_MAX matches, intersected (a partial answer, and it says so).
    const reversed = await search('message', 'sharma kavya');
    const reversedRows = reversed.json.rows as Row[];
    expect(reversedRows.length).toBeGreaterThan(0);
    expect(reversedRows.every((row) => row.patientName === 'Kavya Sharma')).toBe(true);
    expect(reversedRows[0]!.reference).toBe(expected((record) => record.name === 'Kavya Sharma')[0]);
    expect(reversed.json.totalIsAtLeast).toBe(true);
    const surname = await search('message', 'joshi');
    expect((surname.json.rows as Row[]).map((row) => row.reference)).toEqual(
      expected((record) => String(record.name).endsWith(' Joshi')).slice(0, 25),
    );
  });

  it('caps a very common term at SEARCH_MATCH_MAX and says so', async () => {
    const common = await search('message', 'iyer');
    expect(expected((record) => String(record.name).endsWith(' Iyer')).length).toBeGreaterThan(SEARCH_MATCH_MAX);
    expect(common.json).toMatchObject({ total: SEARCH_MATCH_MAX, totalIsAtLeast: true });
  });

  it('finds a phone written in any form, or by its last digits', async () => {
    const target = seeded[4321]!;
    for (const written of ['+91 98000 04321', '9800004321', '098000-04321', '(+91) 98 0000 4321']) {
      const found = await search('message', written);
      expect(found.status, written).toBe(200);
      expect(
        (found.json.rows as Row[]).map((row) => row.reference),
        written,
      ).toEqual([target.reference]);
    }
    const ending = await search('message', '04321');
    expect((ending.json.rows as Row[]).map((row) => row.reference)).toEqual([target.reference]);
    expect((await search('message', '321')).status).toBe(400);
  });

  it('finds an e-mail, whatever its case, and by its start', async () => {
    const target = seeded[777]!;
    const found = await search('message', String(target.email).toUpperCase());
    expect((found.json.rows as Row[]).map((row) => row.reference)).toEqual([target.reference]);
    const start = await search('message', `${String(target.email).split('@')[0]}@`);
    expect((start.json.rows as Row[]).map((row) => row.reference)).toEqual([target.reference]);
  });

  it('finds records by a reference prefix, case-insensitive', async () => {
    const prefix = 'msg-19990101-00001'; // 36 references (base 36)
    const found = await search('message', prefix);
    expect(found.json.total).toBe(expected((record) => String(record.reference).startsWith(prefix.toUpperCase())).length);
    expect(found.json.total).toBe(36);
    expect((found.json.rows as Row[]).map((row) => row.reference)).toEqual(
      expected((record) => String(record.reference).startsWith(prefix.toUpperCase())).slice(0, 25),
    );
  });

  it('answers 400 for a search under 2 or over 100 characters, 403 for a kind the role may not see', async () => {
    expect((await search('message', 'k')).status).toBe(400);
    expect((await search('message', 'x'.repeat(101))).status).toBe(400);
    expect((await search('prescription', 'kavya', supportClaims)).status).toBe(403);
  });

  it('audits each search without the search text', async () => {
    await search('message', 'meera');
    const entries = await partition('AUDIT#SEARCH-message');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((entry) => String(entry.detail).startsWith('search by name:'))).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('meera');
  });
});

describe('search items follow their record', () => {
  it('are written with a new record, expiring with it, carrying no listing key', async () => {
    const reference = await submitPrescription();
    const key = recordKey('prescription', reference);
    const record = await readRecord(aws.clients.dynamo, aws.config.tableName, key);
    const found = await search('prescription', prescriptionFields.name, pharmacistClaims);
    expect((found.json.rows as Row[]).map((row) => row.reference)).toEqual([reference]);
    const byPhone = await search('prescription', '98765 43210', pharmacistClaims);
    expect((byPhone.json.rows as Row[]).map((row) => row.reference)).toEqual([reference]);
    const items = (await partition(key.pk)).filter((item) => String(item.sk).startsWith('SEARCH#'));
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(item.expiresAt).toBe(record!.expiresAt);
      expect(item).not.toHaveProperty('kind');
      expect(item).not.toHaveProperty('queue');
    }
    expect(await indexedTerms(key.pk)).toEqual(expect.arrayContaining(['asha', 'verma', 'asha verma', 'asha@example.com']));
  });

  it('leave the index when the record is erased', async () => {
    const reference = await submitPrescription();
    const key = recordKey('prescription', reference);
    const item = (await readRecord(aws.clients.dynamo, aws.config.tableName, key))!;
    await eraseRecord(
      { reference, kind: 'prescription', key, item },
      { clients: aws.clients, config: aws.config, now: new Date() },
      { type: 'shopper' },
    );
    expect(await indexedTerms(key.pk)).toEqual([]);
    const found = await search('prescription', prescriptionFields.email, pharmacistClaims);
    expect((found.json.rows as Row[]).map((row) => row.reference)).not.toContain(reference);
  });

  it('are rewritten after a correction of the name, phone or e-mail', async () => {
    const target = seeded[9999]!;
    const corrected = { ...target, name: 'Zoya Fernandes', mobile: '+91 91234 56789', email: 'zoya@example.in' };
    // The record as the correction leaves it, then its search slots rewritten from it (what the correction route does
    // after its write).
    await aws.clients.dynamo.send(new PutCommand({ TableName: aws.config.tableName, Item: corrected }));
    await rewriteSearchItems(aws.clients.dynamo, aws.config.tableName, corrected);
    const terms = await indexedTerms(String(target.pk));
    expect(terms).toEqual(expect.arrayContaining(['zoya', 'fernandes', 'zoya fernandes', 'zoya@example.in']));
    expect(terms.join(' ')).not.toContain(String(target.email));
    expect(terms).toHaveLength(6);
    expect((await search('message', 'zoya fern')).json.rows.map((row: Row) => row.reference)).toEqual([target.reference]);
    expect((await search('message', '56789')).json.rows.map((row: Row) => row.reference)).toEqual([target.reference]);
    expect((await search('message', String(target.email))).json.rows).toEqual([]);
  });
});
