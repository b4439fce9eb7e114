import type { LifecycleKind } from '@domain/lifecycle';
import { clockRuleFor, creationRangeOf, serviceClock, type ClockKind } from '@domain/service-clocks';
import { PRIVACY_QUEUE_STATUS } from '@contracts/privacy-requests';
import {
  QUEUE_PAGE_SIZE,
  QUEUE_TOTAL_MAX,
  queueDueFilters,
  queueKinds,
  type QueueDueFilter,
  type QueuePage,
  type QueueRow,
} from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { decodeCursor, encodeCursor } from '../runtime/page-cursor';
import { countQueue, isQueueKey, queuePartition, readQueuePage, readRecordsOfQueueRows, type CreatedRange } from '../data/records';
import type { Item } from '../data/table';
import { claimView } from './record-claim';
import { authoriseKind } from './authorise';
import { searchQueue } from './queue-search';
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
 * Each row also shows the patient's name, medicine or first line item, city and review claim (rowDetails), read from
 * the page's records by key (one BatchGetItem of at most QUEUE_PAGE_SIZE keys); `total` counts the filter's rows in all
 * up to QUEUE_TOTAL_MAX (a COUNT Query on the same key condition, run beside the page's Query; `totalIsAtLeast` past it).
 * With `search` (2–100 characters) the page is a search of the kind's records instead (queue-search.ts searchQueue).
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
  const listed = page.items.filter((item) => typeof item.status === 'string');
  const records = await readRecordsOfQueueRows(clients.dynamo, config.tableName, listed);
  const rows = listed.map((item) => queueRow(kind, clockKind, item, records.get(String(item.pk)), now));
  const nextCursor = encodeCursor(page.lastKey);
  const body: QueuePage = {
    rows,
    total: total.count,
    ...(total.more ? { totalIsAtLeast: true } : {}),
    ...(nextCursor ? { nextCursor } : {}),
  };
  return { status: 200, body };
}

/**
 * One queue row (QueueRow) from an index row or the record itself (`item`: reference, status, version, dates) and the
 * whole record (rowDetails), with the service clock of `clockKind` at `now`. Pure.
 */
export function queueRow(kind: LifecycleKind, clockKind: ClockKind, item: Item, record: Item | undefined, now: Date): QueueRow {
  const clock = serviceClock({ kind: clockKind, status: String(item.status), since: String(item.createdAt) }, now);
  return {
    reference: String(item.reference),
    kind,
    status: String(item.status),
    version: Number(item.version),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    ...(clock ? { clock } : {}),
    ...rowDetails(record, now),
  };
}

/** Text fields of a row, trimmed to this many characters: a row stays one or two lines, whatever the shopper typed. */
const ROW_TEXT_MAX = 80;

/** `value` as row text: a non-blank string cut to ROW_TEXT_MAX characters (with '…'), else undefined. */
function rowText(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  return text.length > ROW_TEXT_MAX ? `${text.slice(0, ROW_TEXT_MAX - 1)}…` : text;
}

/**
 * What a row shows of its record beyond the index (QueueRow): the patient's name, the medicine (a prescription) or the
 * first line item and how many more (an order), the city, a prescription's review claim (record-claim.ts
 * claimView), and 'hi' when the shopper used the Hindi storefront. Never a phone, e-mail, address or file. Pure.
 * @param record the whole record, or undefined when it is gone (the row then shows the index's fields only)
 */
export function rowDetails(record: Item | undefined, now: Date): Pick<QueueRow, 'patientName' | 'item' | 'city' | 'claim' | 'locale'> {
  if (!record) return {};
  const lines = Array.isArray(record.lineItems) ? (record.lineItems as Array<{ name?: unknown; quantity?: unknown }>) : [];
  const first = lines[0];
  const item =
    rowText(record.medicineName) ??
    (first && rowText(first.name)
      ? `${rowText(first.name)}${Number(first.quantity) > 1 ? ` ×${Number(first.quantity)}` : ''}${lines.length > 1 ? ` +${lines.length - 1} more` : ''}`
      : undefined);
  const patientName = rowText(record.name);
  const city = rowText(record.city);
  const claim = claimView(record, now);
  return {
    ...(patientName ? { patientName } : {}),
    ...(item ? { item } : {}),
    ...(city ? { city } : {}),
    ...(claim ? { claim } : {}),
    ...(record.locale === 'hi' ? { locale: 'hi' as const } : {}),
  };
}
