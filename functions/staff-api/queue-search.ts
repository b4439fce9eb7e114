import type { LifecycleKind } from '@domain/lifecycle';
import { QUEUE_PAGE_SIZE, SEARCH_MATCH_MAX, SEARCH_TEXT_MAX, SEARCH_TEXT_MIN, type QueuePage } from '@contracts/staff-api';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { readRecordsOfQueueRows } from '../data/records';
import { isCurrentMatch, parseSearch, searchRecords, SearchTextError, type SearchQuery } from '../data/record-search';
import { queueRow } from './queue-row';
import { auditAction, type StaffApiContext } from './staff-context';
import type { StaffUser } from './staff-user';

/**
 * GET /api/staff/queue?kind=…&search=<text>[&cursor=<offset>]: the records of `kind` (any status) whose patient name,
 * phone, e-mail or reference matches `text` (functions/data/record-search.ts parseSearch), newest first, one page of
 * QUEUE_PAGE_SIZE rows like the queue's. Queries on the search index only (one per name word, each at most
 * SEARCH_MATCH_MAX rows), then the page's records by key (one BatchGetItem); never a Scan. A match whose record no
 * longer holds the term (a correction, an erasure, a failed write) is left out (isCurrentMatch). The caller has
 * already passed authoriseKind for `kind`.
 * Audited like a staff read, before the answer leaves (beside the page's record reads): one `view` entry under the
 * pseudo-reference `SEARCH-<kind>` whose detail names the field searched, the number of matches and the references of
 * the page (a match filtered out as stale is still named: it was not shown, but nothing more is said), never the search text (the
 * audit trail outlives an erasure; the text is personal data).
 * @returns 200 QueuePage: rows, `total` (the matches; `totalIsAtLeast` when a term reached SEARCH_MATCH_MAX),
 *   `nextCursor` (the next page's offset) when more follow
 * @throws HttpError 400 for a search text under SEARCH_TEXT_MIN or over SEARCH_TEXT_MAX characters, one parseSearch
 *   refuses (a phone of under 4 digits, a name without a 2-letter word), or a bad cursor
 */
export async function searchQueue(
  request: HttpRequest,
  user: StaffUser,
  kind: LifecycleKind,
  context: StaffApiContext,
): Promise<RouteResult> {
  const parsed = searchQueryOf(request.query.search ?? '');
  const offset = offsetOf(request.query.cursor);
  const { clients, config, now } = context;
  const found = await searchRecords(clients.dynamo, config.tableName, kind, parsed, SEARCH_MATCH_MAX);
  const { query } = found;
  const pageMatches = found.matches.slice(offset, offset + QUEUE_PAGE_SIZE);
  // The audit write runs beside the page's record reads: both finish before the answer leaves.
  const [records] = await Promise.all([
    readRecordsOfQueueRows(
      clients.dynamo,
      config.tableName,
      pageMatches.map((match) => ({ pk: match.pk })),
    ),
    auditAction(context, user, {
      action: 'view',
      reference: `SEARCH-${kind}`,
      detail: `search by ${query.field}: ${found.matches.length}${found.more ? '+' : ''} found; page ${pageMatches.map((match) => match.reference).join(', ') || 'empty'}`,
      outcome: 'allowed',
    }),
  ]);
  const shown = pageMatches.flatMap((match) => {
    const record = records.get(match.pk);
    return record && typeof record.status === 'string' && isCurrentMatch(record, match, query) ? [record] : [];
  });
  const rows = shown.map((record) => queueRow(kind, kind, record, record, now));
  const next = offset + QUEUE_PAGE_SIZE;
  const body: QueuePage = {
    rows,
    total: found.matches.length,
    ...(found.more ? { totalIsAtLeast: true } : {}),
    ...(next < found.matches.length ? { nextCursor: String(next) } : {}),
  };
  return { status: 200, body };
}

/**
 * The search a `search` parameter asks for (length rule, then parseSearch).
 * @throws HttpError 400 VALIDATION naming `search`
 */
function searchQueryOf(text: string): SearchQuery {
  const trimmed = text.trim();
  if (trimmed.length < SEARCH_TEXT_MIN || trimmed.length > SEARCH_TEXT_MAX) {
    throw new HttpError(400, 'VALIDATION', 'Check the search.', {
      search: { code: 'search_invalid', min: SEARCH_TEXT_MIN, max: SEARCH_TEXT_MAX },
    });
  }
  try {
    return parseSearch(trimmed);
  } catch (error) {
    if (error instanceof SearchTextError)
      throw new HttpError(400, 'VALIDATION', 'Check the search.', {
        search: { code: 'search_invalid', min: SEARCH_TEXT_MIN, max: SEARCH_TEXT_MAX },
      });
    throw error;
  }
}

/**
 * A search page's cursor: the offset of its first match (a whole multiple of QUEUE_PAGE_SIZE below SEARCH_MATCH_MAX).
 * @throws HttpError 400 for anything else
 */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const offset = /^\d{1,4}$/.test(cursor) ? Number(cursor) : NaN;
  if (!(offset % QUEUE_PAGE_SIZE === 0 && offset < SEARCH_MATCH_MAX)) {
    throw new HttpError(400, 'VALIDATION', 'This page link is no longer valid.', { cursor: { code: 'invalid' } });
  }
  return offset;
}
