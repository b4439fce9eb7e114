/**
 * Handler latency through the local server with autocannon (exact p50/p95/p99 from every response time): the shopper
 * API (comments, a comment post, a 1 MiB prescription upload), and the staff API's queue and search at 10,000
 * records, signed in as the local stack's demo staff (target: p95 ≤ STAFF_P95_TARGET_MS).
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type autocannon from 'autocannon';
import type { LocalBackend } from '../dev/local-stack';
import { localCognitoClient } from '../dev/staff-identity';
import { syntheticMessages } from '../dev/synthetic-records';
import { batchPutWithSearchItems } from '../functions/data/record-search';
import { queueKey } from '../functions/data/records';
import { createAwsClients } from '../functions/runtime/aws-clients';
import { measureLatency, type Row, type SectionResult } from './bench-kit';
import { multipartBody, pdfOfSize, prescription } from './request-bodies';

/** The staff API's target: p95 at most 50 ms on this machine. */
export const STAFF_P95_TARGET_MS = 50;

/** The rows whose p95 is over STAFF_P95_TARGET_MS, in words. */
function p95Misses(rows: Row[]): string[] {
  return rows
    .filter((row) => Number(row.p95Ms) > STAFF_P95_TARGET_MS)
    .map((row) => `${row.scenario} at ${row.connections} connection(s): p95 ${row.p95Ms} ms > ${STAFF_P95_TARGET_MS} ms`);
}

/**
 * Shopper API latency: GET comments on a post holding 1,000 comments, POST comment, POST submit-form with a 1 MiB
 * PDF, at 1, 8 and 32 connections, 5 s each. No target: the table is read for regressions.
 * @returns one row per scenario and connection count
 */
export async function shopperApiFigures(base: string): Promise<SectionResult> {
  const rows: Row[] = [];
  // 1,000 comments on health3 to read back.
  for (let start = 0; start < 1000; start += 25) {
    await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const { body, contentType } = await multipartBody({
          name: `Reader ${start + i}`,
          comment: 'A useful article, thank you.',
          post: 'health3',
        });
        const response = await fetch(`${base}/api/post-comment/`, { method: 'POST', headers: { 'content-type': contentType }, body });
        if (response.status !== 201) throw new Error(`seeding comments failed: ${response.status}`);
      }),
    );
  }
  const comment = await multipartBody({ name: 'Bench', comment: 'Posting under load.', post: 'health4' });
  const upload = await multipartBody(prescription, { name: 'rx.pdf', bytes: pdfOfSize(1024 * 1024) });
  const scenarios: Array<[string, autocannon.Options]> = [
    ['GET comments (1,000 on the post)', { url: `${base}/api/comments/?post=health3` }],
    [
      'POST comment',
      { url: `${base}/api/post-comment/`, method: 'POST', headers: { 'content-type': comment.contentType }, body: comment.body },
    ],
    [
      'POST submit-form, 1 MiB PDF',
      { url: `${base}/api/submit-form/`, method: 'POST', headers: { 'content-type': upload.contentType }, body: upload.body },
    ],
  ];
  for (const [name, options] of scenarios) {
    for (const connections of [1, 8, 32]) {
      rows.push(await measureLatency(name, { ...options, connections, duration: 5 }));
    }
  }
  return { rows, misses: [] };
}

/**
 * The staff queue API (target: p95 ≤ 50 ms at 1 connection on this machine): the first page of the
 * 'received' prescription queue while it holds 10,000 prescriptions, through the local server and its token check,
 * signed in as the demo pharmacist. The records are written straight to the table (BatchWriteItem, 25 at a time):
 * listing reads the queue index (the page, and its total by a COUNT Query capped at QUEUE_TOTAL_MAX) and the page's
 * records by key (BatchGetItem, for the patient, medicine, city and claim), so they need no files.
 */
export async function staffQueueFigures(base: string, backend: LocalBackend): Promise<SectionResult> {
  const rows: Row[] = [];
  const clients = createAwsClients();
  const table = process.env.TABLE_NAME!;
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let batch = 0; batch < 400; batch += 1) {
    const items = Array.from({ length: 25 }, (_, i) => {
      const n = batch * 25 + i;
      const reference = `RX-20260101-${n.toString(36).toUpperCase().padStart(8, '0')}`;
      const createdAt = new Date(start + n * 1000).toISOString();
      return {
        PutRequest: {
          Item: {
            pk: `PRESCRIPTION#${reference}`,
            sk: 'RECORD',
            kind: 'prescription',
            reference,
            createdAt,
            updatedAt: createdAt,
            status: 'received',
            version: 1,
            queue: queueKey('prescription', 'received'),
            name: 'Bench Patient',
          },
        },
      };
    });
    await clients.dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: items } }));
  }
  const token = await staffToken(backend, 'pharmacist');
  for (const connections of [1, 8]) {
    rows.push(
      await measureLatency('GET staff queue, 1st page (10,000 prescriptions)', {
        url: `${base}/api/staff/queue?kind=prescription&status=received`,
        headers: { authorization: `Bearer ${token}` },
        connections,
        duration: 5,
      }),
    );
  }
  return { rows, misses: p95Misses(rows.slice(0, 1)) };
}

/** An ID token of the local stack's demo staff user of `group` (USER_PASSWORD_AUTH against cognito-local). */
export async function staffToken(backend: LocalBackend, group: 'pharmacist' | 'support'): Promise<string> {
  const user = backend.staff.users.find((candidate) => candidate.group === group)!;
  const cognito = localCognitoClient(backend.staff.endpoint);
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: backend.staff.clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  cognito.destroy();
  const token = signedIn.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`the demo ${group} user could not sign in`);
  return token;
}

/** The staff search's scenarios: a common name and a surname prefix, a phone's last digits, an e-mail, a reference prefix. */
const SEARCH_SCENARIOS = ['kavya sh', '04321', 'meera.sharma.7@example.in', 'MSG-19990101-0001'];

/**
 * The staff console's search (target: p95 ≤ 50 ms at 1 and 8 connections): GET /api/staff/queue?kind=message&search=…
 * while the table holds 10,000 messages with their search items (dev/synthetic-records.ts syntheticMessages,
 * written with BatchWriteItem by functions/data/record-search.ts batchPutWithSearchItems), through the local server
 * and its token check, signed in as the demo support user. Each request is one of SEARCH_SCENARIOS in turn: Queries on
 * the search index, one BatchGetItem of the page's records and one audit PutItem; never a Scan.
 */
export async function staffSearchFigures(base: string, backend: LocalBackend): Promise<SectionResult> {
  const rows: Row[] = [];
  const clients = createAwsClients();
  await batchPutWithSearchItems(clients.dynamo, process.env.TABLE_NAME!, syntheticMessages(10_000));
  const token = await staffToken(backend, 'support');
  const requests = SEARCH_SCENARIOS.map((search) => ({
    method: 'GET' as const,
    path: `/api/staff/queue?${new URLSearchParams({ kind: 'message', search }).toString()}`,
  }));
  for (const connections of [1, 8]) {
    rows.push(
      await measureLatency('GET staff search, mixed terms (10,000 messages)', {
        url: base,
        requests,
        headers: { authorization: `Bearer ${token}` },
        connections,
        duration: 5,
      }),
    );
  }
  return { rows, misses: p95Misses(rows) };
}
