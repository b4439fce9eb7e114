import type { QuoteAnswer, QuoteRequest } from '@contracts/quote';
import { useCallback, useMemo } from 'react';
import { hashKey, useInfiniteQuery, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AuditPage,
  ClaimTakeover,
  LastChange,
  CommentModeration,
  FileUrlAnswer,
  HeldComment,
  HeldCommentsPage,
  PrivacyErase,
  PrivacyRequestDone,
  QueueDueFilter,
  QueuePage,
  StaffRecord,
  StatusChange,
} from '@contracts/staff-api';
import type { CatalogueFilter, CataloguePage, ShelfChange, ShelfView } from '@contracts/staff-catalogue';
import type { MessageAnswer } from '@contracts/message-thread';
import type { BatchProposals, H1RegisterPage, RecallAnswer, RecallNotice, RecallQuery } from '@contracts/registers';
import type { PrivacyCorrection } from '@contracts/privacy-correction';
import type { ReturnDecision } from '@contracts/order-service';
import type { CallLog } from '@contracts/call-log';
import type { LifecycleKind } from '@domain/lifecycle';
import { ApiError, attachmentFileName, toApiError, type DownloadedFile } from '../../lib/api-client';
import { fieldProblemText } from '../../lib/api-messages/api-messages';
import { API_MESSAGES_CATALOG, loadCatalog } from '../../i18n/catalogs';
import { SessionEndedError, useSession } from './session';

/**
 * A failed staff API call; a 409 carries the record (or the held comment) as it is now (`current`), and a stale status
 * change's 409 also who made the record's last change and when (`lastChange`).
 */
export class StaffApiError<Current = StaffRecord> extends ApiError {
  current?: Current;
  lastChange?: LastChange;

  /**
   * Field name → the words of its problem code (lib/api-messages, in English: the console is English only), for the
   * console's forms. The catalog is loaded before a StaffApiError with fields is thrown (useStaffApi).
   */
  get fieldTexts(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.fields).map(([name, problem]) => [name, fieldProblemText(problem)]));
  }
}

/** Query of one queue page. */
export interface QueueQuery {
  kind: LifecycleKind;
  status?: string;
  order?: 'newest' | 'oldest';
  cursor?: string;
  /** Only the rows overdue or due today by their service clock (needs `status`). */
  due?: QueueDueFilter;
  /**
   * A search of the kind's records instead of the queue (2–100 characters: name words, a phone, an e-mail or a
   * reference prefix; contracts/staff-api.ts SEARCH_TEXT_MIN): `status`, `due` and `order` are then not sent.
   */
  search?: string;
  /** Only the prescriptions whose call to the shopper is due now or overdue (`call=due`); the other filters are not sent. */
  callDue?: boolean;
}

const NETWORK_MESSAGE = 'We could not reach the Medvika API. Check the connection and try again.';

/** The staff API calls, each sent with the session's ID token as the Bearer token. */
export interface StaffApi {
  queue: (query: QueueQuery) => Promise<QueuePage>;
  record: (reference: string) => Promise<StaffRecord>;
  changeStatus: (reference: string, change: StatusChange) => Promise<StaffRecord>;
  /** Takes over a colleague's lapsed review claim (pharmacist); 409 while it is live (the message names the holder) or stale. */
  takeOverClaim: (reference: string, body: ClaimTakeover) => Promise<StaffRecord>;
  /** Answers a message (support): the answer joins its conversation and is e-mailed; 409 as changeStatus (`current`, `lastChange`). */
  answerMessage: (reference: string, answer: MessageAnswer) => Promise<StaffRecord>;
  /** Marks an order's started refund paid (support, pharmacist); 409 as changeStatus. */
  markRefunded: (reference: string, body: { version: number }) => Promise<StaffRecord>;
  /** Marks a cash-on-delivery order's cash collected (support, pharmacist); 409 with a reason code, or as changeStatus. */
  markCashCollected: (reference: string, body: { version: number }) => Promise<StaffRecord>;
  /** Logs a call to a prescription's shopper (pharmacist); 400 with fields; 409 stale (`current`, `lastChange`) or `call_done`. */
  logCall: (reference: string, body: CallLog) => Promise<StaffRecord>;
  /** Approves (with a pickup date) or declines (with a reason) an order's return request; 409 as changeStatus. */
  decideReturn: (reference: string, decision: ReturnDecision) => Promise<StaffRecord>;
  /** A presigned GET (≤ 300 s) of the prescription file, or with `upload` of that earlier upload (index into `files`). */
  fileUrl: (reference: string, upload?: number) => Promise<FileUrlAnswer>;
  /** A presigned GET (≤ 300 s) of the photo sent with an order's return (support, pharmacist; scan-gated, audited). */
  returnPhotoUrl: (reference: string) => Promise<FileUrlAnswer>;
  /** One page of the record's audit trail, newest first; `cursor` is the previous page's `nextCursor`. */
  audit: (reference: string, cursor?: string) => Promise<AuditPage>;
  /** Marks one privacy request done with a note; answers the updated record (409: already done, with `current`). */
  closePrivacyRequest: (reference: string, id: string, body: PrivacyRequestDone) => Promise<StaffRecord>;
  /** Applies a correction request's new contact values; answers the updated record (400 `fields`; 409 stale or done, with `current`). */
  correctPrivacyRequest: (reference: string, id: string, body: PrivacyCorrection) => Promise<StaffRecord>;
  /** Erases the record on a held erasure request; answers the tombstone (409 while an order is open, or stale, with `current`). */
  erasePrivacyRequest: (reference: string, id: string, body: PrivacyErase) => Promise<StaffRecord>;
  /** One page of the blog comments waiting for review, newest first (support). */
  heldComments: (cursor?: string) => Promise<HeldCommentsPage>;
  /** Publishes or hides a held comment; answers it as stored (409: decided meanwhile, with `current`). */
  moderateComment: (id: string, body: CommentModeration) => Promise<HeldComment>;
  /** An order's GST tax invoice as a PDF file (pharmacist, support; audited); 409 before the order is confirmed. */
  invoice: (reference: string) => Promise<DownloadedFile>;
  /** One page (1-based) of the catalogue's products with their shelf items, by name words and filter. */
  catalogue: (query: { search?: string; state?: CatalogueFilter; page?: number }) => Promise<CataloguePage>;
  /** Changes one product's shelf item (pharmacist); 400 with fields and a reason; 409 with `current` and `lastChange`. */
  changeShelfItem: (id: string, change: ShelfChange) => Promise<ShelfView>;
  /** For each line of an order, the batch to propose at packing (first-expiry-first-out; pharmacist, support). */
  batchProposals: (reference: string) => Promise<BatchProposals>;
  /** The Schedule H1 register of India days `from` to `to` ('YYYY-MM-DD', both included; pharmacist; audited). */
  h1Register: (range: { from: string; to: string }) => Promise<H1RegisterPage>;
  /** The same register as a CSV file (`Accept: text/csv`; audited as an export). */
  h1RegisterCsv: (range: { from: string; to: string }) => Promise<DownloadedFile>;
  /** The orders that shipped a batch of a product, with whether each shopper was told (pharmacist; audited). */
  recall: (query: RecallQuery) => Promise<RecallAnswer>;
  /** E-mails each shopper of those orders once about the recall; the answer's `queued` counts the new e-mails. */
  notifyRecall: (notice: RecallNotice) => Promise<RecallAnswer>;
  /** Builds the order of a verified uploaded prescription (pharmacist): 201 its ORD- reference; 400 fields, 409 as changeStatus. */
  sendQuote: (reference: string, quote: QuoteRequest) => Promise<QuoteAnswer>;
}

/** `path` with `?cursor=…` when there is a cursor. */
const withCursor = (path: string, cursor?: string) => (cursor ? `${path}?${new URLSearchParams({ cursor }).toString()}` : path);

/** The query key of useLoad(`key`): loads and pages of the same key string never share an entry. */
const loadQueryKey = (key: string): QueryKey => ['staff-load', key];

/** The query key of usePages(`key`). */
const pagesQueryKey = (key: string): QueryKey => ['staff-pages', key];

/** The useLoad key of a record (RecordPage), which a change answering the record fills at once. */
export const recordLoadKey = (reference: string): string => `record:${reference}`;

/** The reference of a record path ('/records/RX-1/status' → 'RX-1'), else undefined. */
function referenceOfPath(path: string): string | undefined {
  const match = /^\/records\/([^/?]+)/.exec(path);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * After a change (or a 409: the thing changed meanwhile), what the console holds is stale: the record `answer` (when
 * the change answered the record `reference` as it is now) becomes its cached record at once, and every other query
 * is invalidated: those on screen (the audit trail, a dependent list) load again in the background, the rest (queue
 * pages, dashboard counts, other records) when next shown. Invalidating everything rather than a list of keys keeps
 * a new panel's loads right without it knowing which change touches them; the console holds a few dozen entries. The
 * record itself is not asked again: its answer is the new state, and a record read is an audited view.
 */
function afterChange(queryClient: QueryClient, reference: string | undefined, answer: unknown): void {
  const answered =
    reference !== undefined && typeof answer === 'object' && answer !== null && (answer as { reference?: unknown }).reference === reference;
  const recordKey = answered ? loadQueryKey(recordLoadKey(reference)) : undefined;
  if (recordKey) queryClient.setQueryData(recordKey, answer);
  const recordHash = recordKey && hashKey(recordKey);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== recordHash });
}

/**
 * The staff API (docs/architecture/staff-api.md) for the signed-in user. A 401 ends the session (the console shows "Your session has
 * ended — sign in again" and comes back to the same page after sign-in); other failures throw StaffApiError.
 * Every change (any method but GET, save the presigned-URL reads marked `read`) refreshes the console's cached loads
 * in this one place (afterChange), on success and on a 409; useLoad and usePages hold those loads.
 */
export function useStaffApi(): StaffApi {
  const { getIdToken, endSession } = useSession();
  const queryClient = useQueryClient();
  const call = useCallback(
    async <T>(path: string, init: { method?: string; body?: unknown; file?: boolean | string; read?: boolean } = {}): Promise<T> => {
      const change = (init.method ?? 'GET') !== 'GET' && !init.read;
      const token = await getIdToken();
      let response: Response;
      try {
        response = await fetch(`/api/staff${path}`, {
          method: init.method ?? 'GET',
          headers: {
            // A file answer's type (a PDF unless named, e.g. 'text/csv'), with JSON for a refusal.
            accept: init.file ? `${typeof init.file === 'string' ? init.file : 'application/pdf'}, application/json` : 'application/json',
            authorization: `Bearer ${token}`,
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          cache: 'no-store',
        });
      } catch {
        throw new StaffApiError(0, 'NETWORK', NETWORK_MESSAGE);
      }
      // A file answer (the tax invoice): its bytes and the name its Content-Disposition gives.
      if (init.file && response.ok) {
        const fileName = attachmentFileName(response.headers) ?? `${path.split('/').at(-2) ?? 'file'}.pdf`;
        return { blob: await response.blob(), fileName } satisfies DownloadedFile as T;
      }
      const body = (await response.json().catch(() => null)) as
        (Record<string, unknown> & { current?: StaffRecord; lastChange?: LastChange }) | null;
      if (response.status === 401) {
        endSession();
        throw new SessionEndedError();
      }
      if (!response.ok) {
        const base = toApiError(response.status, body);
        // The words of the answer's codes (StaffApiError.fieldTexts, failureText): loaded before the error is shown.
        await loadCatalog('en', API_MESSAGES_CATALOG);
        const error = new StaffApiError(base.status, base.code, base.message, base.fields, base.reason);
        if (response.status === 409 && body?.current) error.current = body.current;
        if (response.status === 409 && body?.lastChange) error.lastChange = body.lastChange;
        if (change && response.status === 409) afterChange(queryClient, referenceOfPath(path), body?.current);
        throw error;
      }
      if (change) afterChange(queryClient, referenceOfPath(path), body);
      return body as T;
    },
    [getIdToken, endSession, queryClient],
  );
  return useMemo<StaffApi>(
    () => ({
      queue: ({ kind, status, order, cursor, due, search, callDue }) => {
        const query = new URLSearchParams({ kind });
        if (callDue && !search) return call<QueuePage>(`/queue?${new URLSearchParams({ kind, call: 'due' }).toString()}`);
        if (search) query.set('search', search);
        if (status && !search) query.set('status', status);
        if (due && !search) query.set('due', due);
        if (order && !search) query.set('order', order);
        if (cursor) query.set('cursor', cursor);
        return call<QueuePage>(`/queue?${query.toString()}`);
      },
      record: (reference) => call<StaffRecord>(`/records/${encodeURIComponent(reference)}`),
      changeStatus: (reference, change) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/status`, { method: 'POST', body: change }),
      takeOverClaim: (reference, body) => call<StaffRecord>(`/records/${encodeURIComponent(reference)}/claim`, { method: 'POST', body }),
      answerMessage: (reference, answer) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/answer`, { method: 'POST', body: answer }),
      markRefunded: (reference, body) => call<StaffRecord>(`/records/${encodeURIComponent(reference)}/refund`, { method: 'POST', body }),
      markCashCollected: (reference, body) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/cash-collected`, { method: 'POST', body }),
      logCall: (reference, body) => call<StaffRecord>(`/records/${encodeURIComponent(reference)}/calls`, { method: 'POST', body }),
      decideReturn: (reference, decision) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/return`, { method: 'POST', body: decision }),
      fileUrl: (reference, upload) =>
        call<FileUrlAnswer>(`/records/${encodeURIComponent(reference)}/file-url${upload === undefined ? '' : `?file=${upload}`}`, {
          method: 'POST',
          read: true,
        }),
      returnPhotoUrl: (reference) =>
        call<FileUrlAnswer>(`/records/${encodeURIComponent(reference)}/return-photo-url`, { method: 'POST', read: true }),
      audit: (reference, cursor) => call<AuditPage>(withCursor(`/records/${encodeURIComponent(reference)}/audit`, cursor)),
      closePrivacyRequest: (reference, id, body) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/privacy-requests/${encodeURIComponent(id)}`, { method: 'POST', body }),
      correctPrivacyRequest: (reference, id, body) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/privacy-requests/${encodeURIComponent(id)}/correction`, {
          method: 'POST',
          body,
        }),
      erasePrivacyRequest: (reference, id, body) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/privacy-requests/${encodeURIComponent(id)}/erase`, {
          method: 'POST',
          body,
        }),
      heldComments: (cursor) => call<HeldCommentsPage>(withCursor('/comments', cursor)),
      moderateComment: (id, body) => call<HeldComment>(`/comments/${encodeURIComponent(id)}`, { method: 'POST', body }),
      invoice: (reference) => call<DownloadedFile>(`/records/${encodeURIComponent(reference)}/invoice`, { file: true }),
      catalogue: ({ search, state, page }) => {
        const query = new URLSearchParams();
        if (search) query.set('search', search);
        if (state) query.set('state', state);
        if (page && page > 1) query.set('page', String(page));
        const text = query.toString();
        return call<CataloguePage>(`/catalogue${text ? `?${text}` : ''}`);
      },
      changeShelfItem: (id, change) => call<ShelfView>(`/catalogue/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
      batchProposals: (reference) => call<BatchProposals>(`/records/${encodeURIComponent(reference)}/batches`),
      h1Register: (range) => call<H1RegisterPage>(`/registers/h1?${new URLSearchParams(range).toString()}`),
      h1RegisterCsv: (range) => call<DownloadedFile>(`/registers/h1?${new URLSearchParams(range).toString()}`, { file: 'text/csv' }),
      recall: (query) => call<RecallAnswer>(`/recalls?${new URLSearchParams(query).toString()}`),
      notifyRecall: (notice) => call<RecallAnswer>('/recalls', { method: 'POST', body: notice }),
      sendQuote: (reference, quote) =>
        call<QuoteAnswer>(`/records/${encodeURIComponent(reference)}/quote`, { method: 'POST', body: quote }),
    }),
    [call],
  );
}

/** What useLoad gives a page: the data, the failure and a retry. */
export interface Loaded<T> {
  /** The answer for the current key (kept while it is asked again in the background), else undefined. */
  data: T | undefined;
  /** The last load's failure, after its retries (console-query-client.ts shouldRetryLoad). */
  error: Error | undefined;
  /** True while a load of the current key runs, the first or a refresh. */
  loading: boolean;
  /** Loads the key again now. */
  reload: () => void;
  /** Replaces the data (e.g. with the record a status change answered). */
  set: (data: T) => void;
}

/** Options of useLoad. */
export interface LoadOptions {
  /** Load again when the window regains focus, if the answer is stale (queues and counts: work that moves). Default false. */
  refetchOnFocus?: boolean;
  /**
   * Ask again every time a page shows it, the cached answer shown meanwhile (a record: another staff member, the
   * shopper on /track or the notifier may have changed it since, and a decision must not be taken on a state that is
   * gone). Default false: fresh for CONSOLE_STALE_MS.
   */
  freshOnShow?: boolean;
}

/** A load's failure as a page shows it: a SessionEndedError is none (the sign-in-again screen takes over). */
function visibleError(error: Error | null): Error | undefined {
  return error && !(error instanceof SessionEndedError) ? error : undefined;
}

/**
 * Loads and caches the answer of `load` under `key` in the console's QueryClient (console-query-client.ts): a new key
 * loads, a key seen within CONSOLE_STALE_MS (or any, with `freshOnShow`) shows its cached answer at once, an older one shows it and loads again;
 * any change through useStaffApi marks it stale. A SessionEndedError is not shown as a failure: the sign-in-again
 * screen takes over.
 * @param key names the data: two loads with the same key share one answer (so make it say what is loaded, e.g.
 *   `catalogue:${search}:${page}`); a change of key loads the new key
 * @param load the API call(s) giving the data
 */
export function useLoad<T>(key: string, load: () => Promise<T>, options: LoadOptions = {}): Loaded<T> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: loadQueryKey(key),
    queryFn: load,
    refetchOnWindowFocus: options.refetchOnFocus ?? false,
    ...(options.freshOnShow ? { staleTime: 0 } : {}),
  });
  const { refetch } = query;
  return {
    data: query.data,
    error: visibleError(query.error),
    loading: query.isFetching,
    reload: useCallback(() => void refetch(), [refetch]),
    set: useCallback((data: T) => queryClient.setQueryData(loadQueryKey(key), data), [queryClient, key]),
  };
}

/** One page of a paged list: its items and the cursor of the next page, if any. */
export interface ListPage<T> {
  items: T[];
  nextCursor?: string;
}

/** What usePages gives a page: the items loaded so far, the first page's failure, and "Load more". */
export interface Pages<T> {
  items: T[];
  /** The list's failure, but a failed "Load more" (shown with a retry). */
  error: Error | undefined;
  /** True until the first page arrives. */
  loading: boolean;
  /** True when the API said more follow (a `nextCursor`). */
  hasMore: boolean;
  loadingMore: boolean;
  /** A failed "Load more" (the items loaded stay). */
  moreError: Error | undefined;
  /** Appends the next page. */
  loadMore: () => void;
  /** Loads the pages shown so far again. */
  reload: () => void;
}

/**
 * A list the API pages with an opaque cursor, grown by "Load more", cached under `key` like useLoad (an infinite query
 * of the console's QueryClient: a refresh loads again every page shown). A SessionEndedError is not shown as a failure:
 * the sign-in-again screen takes over.
 * @param key names the list, as useLoad's key (its own namespace: a useLoad key never collides with it)
 * @param load one page from `cursor` (undefined: the first)
 */
export function usePages<T>(key: string, load: (cursor?: string) => Promise<ListPage<T>>): Pages<T> {
  const query = useInfiniteQuery({
    queryKey: pagesQueryKey(key),
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const failedMore = query.isFetchNextPageError;
  return {
    items: useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]),
    error: failedMore ? undefined : visibleError(query.error),
    loading: query.isPending,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    moreError: failedMore ? visibleError(query.error) : undefined,
    loadMore: useCallback(() => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    }, [hasNextPage, isFetchingNextPage, fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}
