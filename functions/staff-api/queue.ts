import type { LifecycleKind } from '@domain/lifecycle';
import { QUEUE_PAGE_SIZE, queueKinds, type QueuePage, type QueueRow } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { decodeCursor, encodeCursor } from '../runtime/page-cursor';
import { isQueueKey, queuePartition, readQueuePage } from '../data/records';
import { authoriseKind } from './authorise';
import type { StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * GET /api/staff/queue?kind=prescription|order|message[&status=…][&order=newest|oldest][&cursor=…]: one page
 * (QUEUE_PAGE_SIZE rows) of a queue, by creation time. With `status`, a Query on the queue index; without, on the
 * kind index (functions/data/records.ts queuePartition). Never a Scan. Rows without a status (older records) are
 * left out.
 * @returns 200 QueuePage: rows of reference, kind, status, version, createdAt, updatedAt; `nextCursor` when more follow
 * @throws HttpError 400 for an unknown kind, status or order, or a bad cursor; 403 for a kind the caller may not see
 */
export async function listQueue(request: HttpRequest, user: StaffUser, { clients, config }: StaffApiContext): Promise<RouteResult> {
  const kind = request.query.kind as LifecycleKind | undefined;
  if (!kind || !(queueKinds as readonly string[]).includes(kind)) {
    throw new HttpError(400, 'VALIDATION', 'Choose a queue.', { kind: `Must be one of ${queueKinds.join(', ')}` });
  }
  authoriseKind(user, kind);
  const { status, order = 'newest', cursor } = request.query;
  if (order !== 'newest' && order !== 'oldest')
    throw new HttpError(400, 'VALIDATION', 'Unknown order.', { order: 'Must be newest or oldest' });
  const partition = queuePartition(kind, status);
  const startKey = decodeCursor(cursor, (key) => isQueueKey(partition, key));
  const page = await readQueuePage(clients.dynamo, config.tableName, partition, {
    oldestFirst: order === 'oldest',
    limit: QUEUE_PAGE_SIZE,
    startKey,
  });
  const rows: QueueRow[] = page.items
    .filter((item) => typeof item.status === 'string')
    .map((item) => ({
      reference: String(item.reference),
      kind,
      status: String(item.status),
      version: Number(item.version),
      createdAt: String(item.createdAt),
      updatedAt: String(item.updatedAt),
    }));
  const nextCursor = encodeCursor(page.lastKey);
  const body: QueuePage = { rows, ...(nextCursor ? { nextCursor } : {}) };
  return { status: 200, body };
}
