import type { QuoteAnswer, QuoteRequest } from '@contracts/quote';
import { useCallback, useEffect, useMemo, useState } from 'react';
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

/**
 * The staff API (docs/architecture/staff-api.md) for the signed-in user. A 401 ends the session (the console shows "Your session has
 * ended — sign in again" and comes back to the same page after sign-in); other failures throw StaffApiError.
 */
export function useStaffApi(): StaffApi {
  const { getIdToken, endSession } = useSession();
  const call = useCallback(
    async <T>(path: string, init: { method?: string; body?: unknown; file?: boolean | string } = {}): Promise<T> => {
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
        throw error;
      }
      return body as T;
    },
    [getIdToken, endSession],
  );
  return useMemo<StaffApi>(
    () => ({
      queue: ({ kind, status, order, cursor, due, search }) => {
        const query = new URLSearchParams({ kind });
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
      decideReturn: (reference, decision) =>
        call<StaffRecord>(`/records/${encodeURIComponent(reference)}/return`, { method: 'POST', body: decision }),
      fileUrl: (reference, upload) =>
        call<FileUrlAnswer>(`/records/${encodeURIComponent(reference)}/file-url${upload === undefined ? '' : `?file=${upload}`}`, {
          method: 'POST',
        }),
      returnPhotoUrl: (reference) => call<FileUrlAnswer>(`/records/${encodeURIComponent(reference)}/return-photo-url`, { method: 'POST' }),
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
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
  /** Replaces the data (e.g. with the record a status change answered). */
  set: (data: T) => void;
}

/**
 * Runs `load` when its key changes (and on reload), keeping the last answer or failure. A SessionEndedError is not
 * shown as a failure: the sign-in-again screen takes over.
 * @param key changes of this string start a new load
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; data?: T; error?: Error }>();
  const [attempt, setAttempt] = useState(0);
  const stamp = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key: stamp, data }),
      (error: Error) => live && !(error instanceof SessionEndedError) && setResult({ key: stamp, error }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);
  const current = result?.key === stamp ? result : undefined;
  return {
    data: current?.data ?? (result?.key.startsWith(`${key}#`) ? result.data : undefined),
    error: current?.error,
    loading: !current,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
    set: useCallback((data: T) => setResult({ key: stamp, data }), [stamp]),
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
  /** The first page's failure (shown with a retry). */
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
  /** Loads the first page again. */
  reload: () => void;
}

/**
 * A list the API pages with an opaque cursor, grown by "Load more": loads the first page when `key` changes (and on
 * reload), then appends each next page. An answer for an older key is dropped. A SessionEndedError is not shown as a
 * failure: the sign-in-again screen takes over.
 * @param load one page from `cursor` (undefined: the first)
 */
export function usePages<T>(key: string, load: (cursor?: string) => Promise<ListPage<T>>): Pages<T> {
  const [attempt, setAttempt] = useState(0);
  const stamp = `${key}#${attempt}`;
  const [list, setList] = useState<{ stamp: string; items: T[]; cursor?: string; error?: Error }>();
  const [more, setMore] = useState<{ stamp: string; loading: boolean; error?: Error }>();
  useEffect(() => {
    let live = true;
    load().then(
      (page) => live && setList({ stamp, items: page.items, cursor: page.nextCursor }),
      (error: Error) => live && !(error instanceof SessionEndedError) && setList({ stamp, items: [], error }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);
  const current = list?.stamp === stamp ? list : undefined;
  const moreNow = more?.stamp === stamp ? more : undefined;
  const cursor = current?.cursor;
  const loadingMore = moreNow?.loading ?? false;
  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setMore({ stamp, loading: true });
    load(cursor).then(
      (page) => {
        setList((previous) =>
          previous?.stamp === stamp ? { ...previous, items: [...previous.items, ...page.items], cursor: page.nextCursor } : previous,
        );
        setMore({ stamp, loading: false });
      },
      (error: Error) => !(error instanceof SessionEndedError) && setMore({ stamp, loading: false, error }),
    );
    // As above: `load` changes every render, the stamp and cursor say which page comes next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp, cursor, loadingMore]);
  return {
    items: current?.items ?? [],
    error: current?.error,
    loading: !current,
    hasMore: Boolean(cursor),
    loadingMore,
    moreError: moreNow?.error,
    loadMore,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
