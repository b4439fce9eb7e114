/** The load test: many concurrent writes of every kind, and a check that nothing was lost or doubled. */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type autocannon from 'autocannon';
import { createAwsClients } from '../functions/runtime/aws-clients';
import { runAutocannon, type Row, type SectionResult } from './bench-kit';
import { checkout, multipartBody, pdfOfSize, prescription } from './request-bodies';

/**
 * 2,000 mixed requests (comments, prescriptions with 100 KiB files, checkouts) at 32 connections; then every 201 must
 * have its stored record (and file), the counts must match exactly, and there must be no 5xx: each of those is a miss.
 * @returns one row
 */
export async function mixedLoadFigures(base: string): Promise<SectionResult> {
  const clients = createAwsClients();
  const [commentBody, rxBody, orderBody] = await Promise.all([
    multipartBody({ name: 'Load', comment: 'Load test comment', post: 'health12' }),
    multipartBody({ ...prescription, name: 'Load Patient' }, { name: 'rx.pdf', bytes: pdfOfSize(100 * 1024) }),
    multipartBody(checkout),
  ]);
  const created = { comment: 0, prescription: 0, order: 0 };
  const statuses: Record<string, number> = {};
  const count = (kind: keyof typeof created) => (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 201) created[kind] += 1;
  };
  const started = Date.now();
  const { result } = await runAutocannon({
    url: base,
    connections: 32,
    amount: 2000,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/post-comment/',
        headers: { 'content-type': commentBody.contentType },
        body: commentBody.body,
        onResponse: count('comment'),
      },
      {
        method: 'POST',
        path: '/api/submit-form/',
        headers: { 'content-type': rxBody.contentType },
        body: rxBody.body,
        onResponse: count('prescription'),
      },
      {
        method: 'POST',
        path: '/api/submit-form/',
        headers: { 'content-type': orderBody.contentType },
        body: orderBody.body,
        onResponse: count('order'),
      },
    ] as autocannon.Request[],
  });
  const seconds = (Date.now() - started) / 1000;
  const table = process.env.TABLE_NAME!;
  const countKind = async (kind: string, since: string) => {
    let total = 0;
    let key: Record<string, unknown> | undefined;
    const files: string[] = [];
    do {
      const page = await clients.dynamo.send(
        // A Scan of whole items: the kind index projects only reference, status and dates (least privilege, docs/architecture/security.md).
        new ScanCommand({
          TableName: table,
          FilterExpression: 'kind = :k AND createdAt >= :s',
          ExpressionAttributeValues: { ':k': kind, ':s': since },
          ExclusiveStartKey: key,
        }),
      );
      for (const item of page.Items ?? []) {
        // Count only what the load phase created (the latency phase just before also stored records).
        const fromLoad =
          kind === 'comment'
            ? item.post === 'health12'
            : kind === 'prescription'
              ? item.name === 'Load Patient'
              : item.name === 'Bench Shopper';
        if (!fromLoad) continue;
        total += 1;
        if (kind === 'prescription') files.push((item.file as { key: string }).key);
      }
      key = page.LastEvaluatedKey;
    } while (key);
    return { total, files };
  };
  const since = new Date(started - 1000).toISOString();
  const comments = await countKind('comment', since);
  const rx = await countKind('prescription', since);
  const orders = await countKind('order', since);
  let missingFiles = 0;
  for (const key of rx.files) {
    await clients.s3.send(new HeadObjectCommand({ Bucket: process.env.BUCKET_NAME!, Key: key })).catch(() => {
      missingFiles += 1;
    });
  }
  const fiveXx = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const row: Row = {
    requests: result.requests.total,
    seconds: Math.round(seconds * 10) / 10,
    created201: `${created.comment} comments, ${created.prescription} prescriptions, ${created.order} orders`,
    stored: `${comments.total} comments, ${rx.total} prescriptions, ${orders.total} orders`,
    countsMatch: comments.total === created.comment && rx.total === created.prescription && orders.total === created.order ? 'yes' : 'NO',
    missingFiles,
    fiveXx,
    statuses: JSON.stringify(statuses),
  };
  const misses = [
    ...(row.countsMatch === 'yes' ? [] : [`load: stored records do not match the 201 answers (${row.created201} vs ${row.stored})`]),
    ...(missingFiles === 0 ? [] : [`load: ${missingFiles} prescription file(s) missing`]),
    ...(fiveXx === 0 ? [] : [`load: ${fiveXx} 5xx answer(s)`]),
  ];
  return { rows: [row], misses };
}
