import type { LifecycleKind } from '@domain/lifecycle';
import { clockRuleFor, creationRangeOf, type ClockKind } from '@domain/service-clocks';
import { PRIVACY_QUEUE_STATUS } from '@contracts/privacy-requests';
import { QUEUE_PAGE_SIZE, QUEUE_TOTAL_MAX, queueDueFilters, queueKinds, type QueueDueFilter, type QueuePage } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { decodeCursor, encodeCursor } from '../runtime/page-cursor';
import { countQueue, isQueueKey, queuePartition, readQueuePage, readRecordsOfQueueRows, type CreatedRange } from '../data/records';
import { authoriseKind } from './authorise';
import { queueRow } from './queue-row';
import { searchQueue } from './queue-search';
import { listCallsDue } from './call-queue';
import type { StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * GET /api/staff/queue?kind=prescription|order|message[&status=…][&due=overdue|due_today][&order=newest|oldest][&cursor=…]:
 * one page (QUEUE_PAGE_SIZE rows) of a queue, by creation time. With `status`, a Query on the queue index; without, on
 * the kind index (functions/data/records.ts queuePartition). Never a Scan. Rows without a status (older records) are
 * left out. Each row of an open status carries its service clock (domain/service-clocks.ts serviceClock: waited,
 * deadline, on time / due today / overdue), measured at the request time; privacy request rows
 * (`status=privacy_request`) the privacy answer's.
 * `due` (needs `status`: the deadline depends on it) keeps only the rows overdue or due today: a key condition on the
 * index's sort key (creationRangeOf → readQueuePage `created`), so still one Query; a status without a service rule has
 * no such rows.
 * Each row also shows the patient's name, medicine or first line item, city and review claim (queue-row.ts rowDetails), read from
 * the page's records by key (one BatchGetItem of at most QUEUE_PAGE_SIZE keys); `total` counts the filter's rows in all
 * up to QUEUE_TOTAL_MAX (a COUNT Query on the same key condition, run beside the page's Query; `totalIsAtLeast` past it).
 * With `search` (2–100 characters) the page is a search of the kind's records instead (queue-search.ts searchQueue);
 * with `call=due` (prescriptions) the calls due now or overdue (call-queue.ts listCallsDue).
 * @returns 200 QueuePage: rows of reference, kind, status, version, createdAt, updatedAt, `clock` and rowDetails;
 *   `total` (and `totalIsAtLeast`); `nextCursor` when more follow
 * @throws HttpError 400 for an unknown kind, status, order or due filter, `due` without `status`, or a bad cursor; 403
 *   for a kind the caller may not see
 */
export async function listQueue(request: HttpRequest, user: StaffUser, context: StaffApiContext): Promise<RouteResult> {
  const kind = request.query.kind as LifecycleKind | undefined;
  if (!kind || !(queueKinds as readonly string[]).includes(kind)) {
    throw new HttpError(400, 'VALIDATION', 'Choose a queue.', { kind: { code: 'one_of', allowed: queueKinds.join(', ') } });
  }
  authoriseKind(user, kind);
  if (request.query.search !== undefined) return searchQueue(request, user, kind, context);
  if (request.query.call !== undefined) return listCallsDue(request, kind, context);
  const { clients, config, now } = context;
  const { status, order = 'newest', cursor, due } = request.query;
  if (order !== 'newest' && order !== 'oldest')
    throw new HttpError(400, 'VALIDATION', 'Unknown order.', { order: { code: 'one_of', allowed: 'newest, oldest' } });
  if (due !== undefined && !(queueDueFilters as readonly string[]).includes(due))
    throw new HttpError(400, 'VALIDATION', 'Unknown deadline filter.', { due: { code: 'one_of', allowed: queueDueFilters.join(', ') } });
  if (due !== undefined && !status)
    throw new HttpError(400, 'VALIDATION', 'Choose a status to filter by deadline.', { status: { code: 'required' } });
  const clockKind: ClockKind = status === PRIVACY_QUEUE_STATUS ? 'privacy_request' : kind;
  const partition = queuePartition(kind, status);
  const startKey = decodeCursor(cursor, (key) => isQueueKey(partition, key));
  let created: CreatedRange | undefined;
  if (due !== undefined) {
    const rule = clockRuleFor(clockKind, status!);
    if (!rule) return { status: 200, body: { rows: [], total: 0 } satisfies QueuePage };
    created = creationRangeOf(rule, due as QueueDueFilter, now);
  }
  const [page, total] = await Promise.all([
    readQueuePage(clients.dynamo, config.tableName, partition, {
      oldestFirst: order === 'oldest',
      limit: QUEUE_PAGE_SIZE,
      startKey,
      ...(created ? { created } : {}),
    }),
    countQueue(clients.dynamo, config.tableName, partition, QUEUE_TOTAL_MAX, created),
  ]);
  const records = await readRecordsOfQueueRows(clients.dynamo, config.tableName, page.items);
  const rows = page.items.map((item) => queueRow(kind, clockKind, item, records.get(item.pk), now));
  const nextCursor = encodeCursor(page.lastKey);
  const body: QueuePage = {
    rows,
    total: total.count,
    ...(total.more ? { totalIsAtLeast: true } : {}),
    ...(nextCursor ? { nextCursor } : {}),
  };
  return { status: 200, body };
}
