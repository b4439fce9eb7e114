import { startTransition, useEffect, useOptimistic, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { statusesByKind, type LifecycleKind } from '@domain/lifecycle';
import { clockRuleFor } from '@domain/service-clocks';
import { PRIVACY_QUEUE_STATUS } from '@contracts/privacy-requests';
import { queueDueFilters, SEARCH_TEXT_MAX, SEARCH_TEXT_MIN, type QueueDueFilter, type QueuePage } from '@contracts/staff-api';
import { FormField } from '../../components/FormField';
import { ServiceClockCell } from './ServiceClock';
import { useLoad, useStaffApi } from './staff-api-client';
import { formatDateTime, kindOfReference, staffPaths, statusLabel, usePageTitle } from './staff-paths';
import { LoadFailure, StatusBadge } from './StaffUi';
import { ClaimCell } from './ClaimBanner';
import { useShortcuts } from './keyboard-shortcuts';
import { queueShortcuts, ShortcutHelp } from './ShortcutHelp';
import './call-panel.css';

const titles: Record<LifecycleKind, string> = { prescription: 'Prescriptions', order: 'Orders', message: 'Messages' };
const prefixes: Record<LifecycleKind, string> = { prescription: 'RX-', order: 'ORD-', message: 'MSG-' };

/** Browser-history state of a queue page: the cursors of the pages before it (Previous pops one). */
interface QueueHistoryState {
  cursors?: string[];
}

/** The heading of a row's "what" column (QueueRow.item): the medicine asked for, an order's lines; messages have none. */
const itemHeading: Record<LifecycleKind, string | undefined> = { prescription: 'Medicine', order: 'Items', message: undefined };

/**
 * The queue's total in words: '42 waiting' for a status with a service clock (its rows are work), else '42 records';
 * '1000+ …' when the API counted up to its cap (QueuePage.totalIsAtLeast).
 */
function totalText({ total = 0, totalIsAtLeast }: QueuePage, kind: LifecycleKind, status: string): string {
  const waiting = status !== '' && clockRuleFor(status === PRIVACY_QUEUE_STATUS ? 'privacy_request' : kind, status) !== undefined;
  return `${total}${totalIsAtLeast ? '+' : ''} ${waiting ? 'waiting' : total === 1 && !totalIsAtLeast ? 'record' : 'records'}`;
}

/** A search's count in words: '1 result for “priya”', '500+ results for “sharma”'. */
function resultsText({ total = 0, totalIsAtLeast }: QueuePage, search: string): string {
  return `${total}${totalIsAtLeast ? '+' : ''} ${total === 1 && !totalIsAtLeast ? 'result' : 'results'} for “${search}”`;
}

/** Milliseconds the search box waits after the last key before it searches. */
const SEARCH_DEBOUNCE_MS = 250;

/** The deadline filter's words (GET /api/staff/queue `due`). */
const dueWords: Record<QueueDueFilter, string> = { overdue: 'Overdue', due_today: 'Due today' };

/**
 * A queue (docs/architecture/staff-api.md: status filter, deadline filter, date order, reference search, paging) with the
 * filter's total above it ("42 waiting"). Each row shows the patient and city, the medicine or first line item, a
 * prescription's review claim (ClaimCell), how long it has waited and its deadline, with an "Overdue" or "Due today" badge (domain/service-clocks.ts); the
 * deadline filter (`?due=overdue|due_today`) needs a status, since the deadline depends on it. The status filter also offers the
 * shoppers' privacy requests (`status=privacy_request`, docs/architecture/self-service-api.md: deletions held for pharmacy records law, corrections),
 * one row per request, linking to the record. The filters, the order and the page's
 * cursor live in the URL (`?status=&due=&order=&cursor=`) so Back and reload work; the cursors of earlier pages ride in
 * the history entry's state, so Previous goes back one page without the API paging backwards.
 * The search box (QueueSearch) searches the kind's records on the server as the pharmacist types (`?search=`, any
 * status, newest first, the same rows) and shows "N results for …"; clearing it returns to the queue. J and K move a
 * visible row focus down and up (the row's reference link takes the focus, so Enter opens the record), / jumps to the
 * search box, ? lists the shortcuts (ShortcutHelp).
 */
function QueuePage({ kind }: { kind: LifecycleKind }) {
  const title = titles[kind];
  usePageTitle(title);
  const api = useStaffApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const order = params.get('order') === 'oldest' ? 'oldest' : 'newest';
  const cursor = params.get('cursor') ?? undefined;
  const search = (params.get('search') ?? '').trim();
  const searching = search.length >= SEARCH_TEXT_MIN;
  // Prescriptions whose call to the shopper is due now or overdue (`?call=due`): a filter of its own (CallDueFilter).
  const callDue = kind === 'prescription' && params.get('call') === 'due' && !searching;
  // The box shows the tap at once: React Router applies the new URL in a transition, and a box bound to the URL alone
  // would flick back until that transition commits.
  const [callDueShown, showCallDue] = useOptimistic(callDue);
  const dueParam = params.get('due');
  const due = status && (queueDueFilters as readonly string[]).includes(dueParam ?? '') ? (dueParam as QueueDueFilter) : undefined;
  const earlier = ((location.state as QueueHistoryState | null)?.cursors ?? []).filter((entry) => typeof entry === 'string');
  const page = useLoad(
    `${kind}|${status}|${due ?? ''}|${order}|${cursor ?? ''}|${searching ? search : ''}|${callDue ? 'call' : ''}`,
    () =>
      api.queue(
        searching ? { kind, cursor, search } : callDue ? { kind, callDue } : { kind, status: status || undefined, order, cursor, due },
      ),
    // Fresh work for a pharmacist coming back to the tab; not a search, which the API audits at every read.
    { refetchOnFocus: !searching },
  );
  const table = useRef<HTMLTableSectionElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const rowsKey = page.data?.rows.map((row) => row.reference).join(',') ?? '';
  // The row focus belongs to one page of rows: a new page starts without one.
  const [rowFocus, setRowFocus] = useState({ rows: '', index: -1 });
  const focusedRow = rowFocus.rows === rowsKey ? rowFocus.index : -1;

  /** Moves the row focus by `step` (J: +1, K: -1), focusing the row's reference link so Enter opens it. */
  function moveRow(step: number): boolean {
    const links = table.current ? [...table.current.querySelectorAll<HTMLAnchorElement>('tr > th a')] : [];
    if (links.length === 0) return false;
    const index = Math.min(Math.max(focusedRow + step, 0), links.length - 1);
    setRowFocus({ rows: rowsKey, index });
    links[index]!.focus();
    return true;
  }
  useShortcuts({
    j: () => moveRow(1),
    k: () => moveRow(-1),
    '/': () => {
      searchInput.current?.focus();
      return searchInput.current !== null;
    },
  });

  /** A URL of this queue with the given filters, order and cursor. */
  function queueUrl(next: { status?: string; due?: string; order?: string; cursor?: string; search?: string }): string {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.status) query.set('status', next.status);
    if (next.status && next.due) query.set('due', next.due);
    if (next.order && next.order !== 'newest') query.set('order', next.order);
    if (next.cursor) query.set('cursor', next.cursor);
    const text = query.toString();
    return `${staffPaths.queue[kind]}${text ? `?${text}` : ''}`;
  }

  function filter(change: { status?: string; due?: string; order?: string }) {
    // A new filter or order starts again at the first page.
    setParams(new URLSearchParams(queueUrl({ status, due, order, ...change }).split('?')[1] ?? ''));
  }

  function next() {
    if (!page.data?.nextCursor) return;
    void navigate(queueUrl({ status, due, order, cursor: page.data.nextCursor, search: searching ? search : undefined }), {
      state: { cursors: [...earlier, cursor ?? ''] } satisfies QueueHistoryState,
    });
  }

  function previous() {
    const back = earlier.at(-1);
    void navigate(queueUrl({ status, due, order, cursor: back || undefined, search: searching ? search : undefined }), {
      state: { cursors: earlier.slice(0, -1) } satisfies QueueHistoryState,
    });
  }

  const rows = page.data?.rows ?? [];
  const columns = itemHeading[kind] ? 7 : 6;
  const pageNumber = cursor ? earlier.length + 1 : 1;
  return (
    <>
      <h1>{title}</h1>
      <div className="staff-toolbar">
        <form className="staff-toolbar__filters" aria-label={`Filter ${title.toLowerCase()}`} onSubmit={(event) => event.preventDefault()}>
          <FormField id={`${kind}-status`} label="Status">
            {(control) => (
              <select {...control} value={status} onChange={(event) => filter({ status: event.target.value })}>
                <option value="">All statuses</option>
                {statusesByKind[kind]
                  .filter((value) => value !== 'erased')
                  .map((value) => (
                    <option key={value} value={value}>
                      {statusLabel(value)}
                    </option>
                  ))}
                {/* Shoppers' deletion requests held for pharmacy records law, and correction requests (from /track). */}
                <option value={PRIVACY_QUEUE_STATUS}>Privacy requests</option>
              </select>
            )}
          </FormField>
          <FormField id={`${kind}-due`} label="Deadline" hint={status ? undefined : 'Choose a status first: deadlines depend on it.'}>
            {(control) => (
              <select {...control} value={due ?? ''} disabled={!status} onChange={(event) => filter({ due: event.target.value })}>
                <option value="">Any deadline</option>
                {queueDueFilters.map((value) => (
                  <option key={value} value={value}>
                    {dueWords[value]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {kind === 'prescription' && (
            <label className="staff-toolbar__check">
              <input
                type="checkbox"
                checked={callDueShown}
                onChange={(event) => {
                  const checked = event.target.checked;
                  startTransition(() => {
                    showCallDue(checked);
                    setParams(checked ? new URLSearchParams({ call: 'due' }) : new URLSearchParams());
                  });
                }}
              />{' '}
              Call due
            </label>
          )}
          <FormField id={`${kind}-order`} label="Order">
            {(control) => (
              <select {...control} value={order} onChange={(event) => filter({ order: event.target.value })}>
                <option value="newest">Newest first</option>
                <option value="oldest">Longest waiting first</option>
              </select>
            )}
          </FormField>
        </form>
        <QueueSearch
          kind={kind}
          search={search}
          inputRef={searchInput}
          onSearch={(text, replace) => void navigate(queueUrl({ status, due, order, search: text }), { replace })}
        />
        <ReferenceSearch kind={kind} />
        <ShortcutHelp shortcuts={queueShortcuts} />
      </div>
      {page.error ? (
        <LoadFailure error={page.error} onRetry={page.reload} what={`the ${title.toLowerCase()}`} />
      ) : (
        <div className="staff-table-wrap">
          {page.data?.total !== undefined && (
            <p className="staff-queue-total" aria-live="polite">
              {searching ? resultsText(page.data, search) : totalText(page.data, kind, status)}
            </p>
          )}
          <table className="staff-table staff-queue-table" aria-busy={page.loading}>
            <caption className="visually-hidden">
              {searching ? (
                <>
                  {title} matching “{search}”, newest first, page {pageNumber}
                </>
              ) : (
                <>
                  {title}
                  {status ? `, status ${statusLabel(status)}` : ''}
                  {due ? `, ${dueWords[due].toLowerCase()}` : ''}
                  {callDue ? ', call due, longest overdue first' : `, ${order === 'oldest' ? 'oldest first' : 'newest first'}`}, page{' '}
                  {pageNumber}
                </>
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Patient and city</th>
                {itemHeading[kind] && <th scope="col">{itemHeading[kind]}</th>}
                <th scope="col">Status</th>
                <th scope="col" className="staff-queue-table__low">
                  Received
                </th>
                <th scope="col" className="staff-queue-table__low">
                  Last change
                </th>
                <th scope="col">Waiting and deadline</th>
              </tr>
            </thead>
            <tbody ref={table}>
              {rows.map((row, index) => (
                <tr
                  key={`${row.reference}-${row.createdAt}`}
                  className={index === focusedRow ? 'staff-queue-table__focused' : undefined}
                  aria-current={index === focusedRow ? 'true' : undefined}
                  // The J/K row focus, visible beside the link's own focus ring (set after hydration only).
                  style={index === focusedRow ? { outline: '2px solid currentColor', outlineOffset: '-2px' } : undefined}
                >
                  <th scope="row">
                    <Link to={staffPaths.record(row.reference)}>{row.reference}</Link>
                  </th>
                  <td>
                    {row.patientName ?? '–'}
                    {row.city && <span className="staff-queue-table__sub">{row.city}</span>}
                    {/* The shopper used the Hindi storefront: their e-mails are Hindi, an answer may be too. */}
                    {row.locale === 'hi' && <span className="staff-queue-table__sub">Language: Hindi</span>}
                  </td>
                  {itemHeading[kind] && <td>{row.item ?? '–'}</td>}
                  <td>
                    <StatusBadge status={row.status} />
                    <ClaimCell claim={row.claim} />
                  </td>
                  <td className="staff-queue-table__low">
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                  </td>
                  <td className="staff-queue-table__low">
                    <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>
                  </td>
                  <td>
                    <ServiceClockCell clock={row.clock} />
                    {row.callDueAt && (
                      <span className="staff-queue-table__sub">
                        Call due <time dateTime={row.callDueAt}>{formatDateTime(row.callDueAt)}</time>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
              {!page.loading && rows.length === 0 && (
                <tr>
                  <td colSpan={columns} className="staff-table__empty">
                    {searching ? (
                      `No ${title.toLowerCase()} match “${search}”.`
                    ) : (
                      <>
                        Nothing here{status ? ` with status “${statusLabel(status)}”` : ''}
                        {due ? ` that is ${dueWords[due].toLowerCase()}` : ''}
                        {callDue ? ' with a call due' : ''}.
                      </>
                    )}
                  </td>
                </tr>
              )}
              {page.loading && rows.length === 0 && (
                <tr>
                  <td colSpan={columns} className="staff-table__empty">
                    Loading…
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <nav className="staff-pager" aria-label="Pages">
        <button type="button" className="staff-button" onClick={previous} disabled={!cursor}>
          Previous
        </button>
        <span aria-live="polite">Page {pageNumber}</span>
        <button type="button" className="staff-button" onClick={next} disabled={!page.data?.nextCursor || page.loading}>
          Next
        </button>
      </nav>
    </>
  );
}

/**
 * The queue's search box: a GET form (`?search=`, so Enter works and the URL holds the search) that also searches as
 * the pharmacist types, SEARCH_DEBOUNCE_MS after the last key (replacing the history entry while a search is already
 * shown, so Back leaves the search rather than each letter). Under SEARCH_TEXT_MIN characters shows the queue; Esc or
 * "Clear" empties it. Follows the URL when Back or Forward changes it.
 * @param onSearch navigates to the queue with this search ('' for none); `replace` true to replace the history entry
 */
function QueueSearch({
  kind,
  search,
  inputRef,
  onSearch,
}: {
  kind: LifecycleKind;
  search: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onSearch: (text: string, replace: boolean) => void;
}) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  // Back or Forward changed the URL's search: show it in the box.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);
  const wanted = text.trim().length >= SEARCH_TEXT_MIN ? text.trim() : '';
  useEffect(() => {
    if (wanted === sent.current) return undefined;
    const timer = setTimeout(() => {
      const replace = sent.current !== '' && wanted !== '';
      sent.current = wanted;
      onSearch(wanted, replace);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onSearch is a new closure each render; the text decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (wanted === sent.current) return;
    sent.current = wanted;
    onSearch(wanted, false);
  }
  function clear() {
    setText('');
    sent.current = '';
    onSearch('', false);
    inputRef.current?.focus();
  }
  return (
    <form
      className="staff-toolbar__search"
      role="search"
      aria-label={`Search ${titles[kind].toLowerCase()}`}
      method="get"
      onSubmit={submit}
    >
      <FormField id={`${kind}-search`} label="Search" hint="Name, phone, e-mail or reference">
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="search"
            name="search"
            value={text}
            maxLength={SEARCH_TEXT_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-keyshortcuts="/"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && text) {
                event.preventDefault();
                clear();
              }
            }}
          />
        )}
      </FormField>
      <button type="submit" className="staff-button">
        Search
      </button>
      {search && (
        <button type="button" className="staff-button staff-button--quiet" onClick={clear}>
          Clear
        </button>
      )}
    </form>
  );
}

/** Goes straight to a record by its reference (the API says if it does not exist). */
function ReferenceSearch({ kind }: { kind: LifecycleKind }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('reference') as HTMLInputElement;
    const reference = input.value.trim().toUpperCase();
    if (!kindOfReference(reference) || !/^[A-Z]{2,3}-[0-9A-Z-]{1,30}$/.test(reference)) {
      setError('Enter a reference such as RX-…, ORD-… or MSG-….');
      input.focus();
      return;
    }
    setError(undefined);
    void navigate(staffPaths.record(reference));
  }
  return (
    <form className="staff-toolbar__search" role="search" aria-label="Open a record by reference" onSubmit={onSubmit} noValidate>
      <FormField id={`${kind}-reference`} label="Reference" error={error}>
        {(control) => <input {...control} name="reference" placeholder={`${prefixes[kind]}…`} autoComplete="off" spellCheck={false} />}
      </FormField>
      <button type="submit" className="staff-button">
        Open
      </button>
    </form>
  );
}

/** /staff/prescriptions */
export function PrescriptionQueuePage() {
  return <QueuePage kind="prescription" />;
}

/** /staff/orders */
export function OrderQueuePage() {
  return <QueuePage kind="order" />;
}

/** /staff/messages */
export function MessageQueuePage() {
  return <QueuePage kind="message" />;
}
