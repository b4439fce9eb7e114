import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '@domain/money';
import {
  CATALOGUE_SEARCH_MAX,
  LOW_STOCK_MAX,
  SHELF_REASON_MAX,
  SHELF_REASON_MIN,
  catalogueFilters,
  shelfStates,
  type CatalogueFilter,
  type CatalogueRow,
  type CatalogueState,
  type ShelfChange,
  type ShelfView,
} from '@contracts/staff-catalogue';
import { FormField } from '../../components/FormField';
import { useStaffUser } from './session';
import { StaffApiError, useLoad, useStaffApi } from './staff-api-client';
import { failureText } from './staff-failure-texts';
import { formatDateTime, mayChangeShelf, usePageTitle } from './staff-paths';
import { LoadFailure } from './StaffUi';
import './catalogue.css';

/** A shelf state as staff read it. */
const stateWords: Readonly<Record<CatalogueState, string>> = {
  available: 'Available',
  out_of_stock: 'Out of stock',
  discontinued: 'Discontinued',
};

/** The list's filters as staff read them (contracts/staff-catalogue.ts catalogueFilters). */
const filterWords: Readonly<Record<CatalogueFilter, string>> = {
  out_of_stock: 'Out of stock',
  low_stock: `Low stock (${LOW_STOCK_MAX} or fewer)`,
  below_mrp: 'Price below MRP',
  available: 'Available',
  discontinued: 'Discontinued',
};

/**
 * A product as the console names it where two products may share a name (the same brand in two pack sizes): its name
 * and pack, e.g. 'Crocin Advance 500mg Tablet, Form-Tab, strip of 15'.
 */
function productLabel(row: { name: string; details?: string }): string {
  return row.details ? `${row.name}, ${row.details}` : row.name;
}

/**
 * Rupees as typed ("45", "45.5", "45.50") in integer paise; undefined for anything else (a sign, more than 2 decimals,
 * letters). The console takes rupees because that is how a price list reads; the API takes paise.
 */
export function rupeesToPaise(text: string): number | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise as the rupee text the price fields start with, e.g. 450 → '4.50'. */
function paiseToRupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * /staff/catalogue: the shelf (docs/behaviour.md "Staff console", docs/architecture/staff-api.md "The shelf"): each
 * product's selling price, MRP, stock and state, 25 a page, searched by name words and filtered (out of stock, low
 * stock, price below MRP, a state); the search, filter and page live in the address (?search=&state=&page=), so Back
 * and a shared link keep them. Pharmacists open a product's editor with "Edit"; support read only (the API refuses
 * their changes with 403 too).
 */
export function CataloguePage() {
  usePageTitle('Catalogue');
  const api = useStaffApi();
  const user = useStaffUser();
  const editor = mayChangeShelf(user.groups);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const stateParam = params.get('state') ?? '';
  const state = (catalogueFilters as readonly string[]).includes(stateParam) ? (stateParam as CatalogueFilter) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useLoad(`catalogue:${search}:${state ?? ''}:${page}`, () => api.catalogue({ search, state, page }));
  const [editing, setEditing] = useState<CatalogueRow>();
  const [saved, setSaved] = useState<string>();

  /** Moves to the list with `change` applied to its address (a new search or filter starts at page 1). */
  function show(change: { search?: string; state?: string; page?: number }) {
    const next = new URLSearchParams();
    const wanted = { search, state: state ?? '', page: 1, ...change };
    if (wanted.search) next.set('search', wanted.search);
    if (wanted.state) next.set('state', wanted.state);
    if (wanted.page > 1) next.set('page', String(wanted.page));
    setParams(next);
  }

  /** After a change: the row shows it once the list is read again (useStaffApi refreshes it), and the outcome is announced. */
  function onSaved(row: CatalogueRow, stored: ShelfView) {
    setSaved(
      `Saved ${row.name}: ${formatMoney(stored.pricePaise)} (MRP ${formatMoney(stored.mrpPaise)}), ${stored.stock} in stock, ${stateWords[stored.state]}.`,
    );
    setEditing(undefined);
  }

  const data = list.data;
  return (
    <>
      <h1>Catalogue</h1>
      <p className="staff-lead">
        Selling prices, MRP, stock and availability of every product.{' '}
        {editor ? 'Edit a product to change them; every change needs a reason and is audited.' : 'Only pharmacists change them.'}
      </p>
      <div className="staff-toolbar">
        {/* Keyed by the search in the address, so Back shows the search it goes back to. */}
        <CatalogueSearch key={search} search={search} onSearch={(text) => show({ search: text })} />
        <form className="staff-toolbar__filters" aria-label="Filter the catalogue" onSubmit={(event) => event.preventDefault()}>
          <FormField id="catalogue-state" label="Show">
            {(control) => (
              <select {...control} value={state ?? ''} onChange={(event) => show({ state: event.target.value })}>
                <option value="">All products</option>
                {catalogueFilters.map((filter) => (
                  <option key={filter} value={filter}>
                    {filterWords[filter]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </form>
      </div>
      {saved && (
        <p className="staff-alert" role="status">
          {saved}
        </p>
      )}
      {editing && (
        <ShelfEditor
          key={editing.id}
          row={editing}
          onCancel={() => setEditing(undefined)}
          onSaved={(stored) => onSaved(editing, stored)}
          onCurrent={(current) => setEditing({ ...editing, ...current })}
        />
      )}
      {list.error ? (
        <LoadFailure error={list.error} onRetry={list.reload} what="the catalogue" />
      ) : (
        <div className="staff-table-wrap">
          {data && (
            <p className="staff-queue-total" aria-live="polite">
              {data.total === 1 ? '1 product' : `${data.total} products`}
              {data.pageCount > 1 ? ` · page ${data.page} of ${data.pageCount}` : ''}
            </p>
          )}
          <table className="staff-table staff-catalogue-table" aria-busy={list.loading}>
            <caption className="visually-hidden">Products with their prices, stock and state</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Selling price</th>
                <th scope="col">MRP</th>
                <th scope="col">Stock</th>
                <th scope="col">State</th>
                <th scope="col" className="staff-catalogue-table__low">
                  Last change
                </th>
                {editor && (
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data?.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    {row.name}
                    {row.details && <span className="staff-catalogue-table__pack">{row.details}</span>}
                  </th>
                  <td>
                    {formatMoney(row.pricePaise)}
                    {row.pricePaise < row.mrpPaise && <span className="staff-catalogue-table__pack">below MRP</span>}
                  </td>
                  <td>{formatMoney(row.mrpPaise)}</td>
                  <td>
                    {row.stock}
                    {row.state === 'available' && row.stock > 0 && row.stock <= LOW_STOCK_MAX && (
                      <span className="staff-catalogue-table__pack">low</span>
                    )}
                  </td>
                  <td>
                    <span className={`staff-badge staff-badge--shelf-${row.state}`}>{stateWords[row.state]}</span>
                  </td>
                  <td className="staff-catalogue-table__low">
                    <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>
                    {row.updatedByName && <span className="staff-catalogue-table__pack">by {row.updatedByName}</span>}
                  </td>
                  {editor && (
                    <td>
                      <button
                        type="button"
                        className="staff-button staff-button--quiet"
                        aria-label={`Edit ${productLabel(row)}`}
                        onClick={() => {
                          setSaved(undefined);
                          setEditing(row);
                        }}
                      >
                        Edit
                      </button>
                    </td>
                  )}
                </tr>
              ))}
              {data && data.rows.length === 0 && (
                <tr>
                  <td colSpan={editor ? 7 : 6} className="staff-table__empty">
                    No product matches.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          {data && data.pageCount > 1 && (
            <nav className="staff-pager" aria-label="Catalogue pages">
              <button type="button" className="staff-button" disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
                Previous page
              </button>
              <button type="button" className="staff-button" disabled={page >= data.pageCount} onClick={() => show({ page: page + 1 })}>
                Next page
              </button>
            </nav>
          )}
        </div>
      )}
    </>
  );
}

/** The search box: name or pack words, sent on Enter or "Search" (the address keeps them). */
function CatalogueSearch({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(search);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className="staff-toolbar__search" role="search" aria-label="Search the catalogue" onSubmit={onSubmit}>
      <FormField id="catalogue-search" label="Search" hint="Product name or pack">
        {(control) => (
          <input
            {...control}
            type="search"
            name="search"
            value={text}
            maxLength={CATALOGUE_SEARCH_MAX}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="staff-button">
        Search
      </button>
    </form>
  );
}

/** How the editor changes the stock: not at all, receive or write off a count, or set it (a stock-take). */
type StockMode = 'none' | 'receive' | 'writeOff' | 'set';

/**
 * One product's editor (a labelled region that takes focus when it opens): selling price and MRP in rupees, stock
 * (receive, write off or a stock-take count), state, and the reason every change needs. Only what differs from the
 * product as shown is sent, with the version shown. A refusal is shown by its code (staff-failure-texts.ts) with the
 * fields it names; a change by someone else first shows who and when, and the form starts again from the current
 * version (onCurrent).
 */
function ShelfEditor({
  row,
  onCancel,
  onSaved,
  onCurrent,
}: {
  row: CatalogueRow;
  onCancel: () => void;
  onSaved: (stored: ShelfView) => void;
  onCurrent: (current: ShelfView & Partial<Pick<CatalogueRow, 'updatedAt' | 'updatedByName'>>) => void;
}) {
  const api = useStaffApi();
  const heading = useRef<HTMLHeadingElement>(null);
  const [price, setPrice] = useState(paiseToRupees(row.pricePaise));
  const [mrp, setMrp] = useState(paiseToRupees(row.mrpPaise));
  const [mode, setMode] = useState<StockMode>('none');
  const [count, setCount] = useState('');
  const [state, setState] = useState<CatalogueState>(row.state);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<string>();

  useEffect(() => heading.current?.focus(), []);

  /** The body to send, or the problems of the fields as typed. */
  function buildChange(): { change: ShelfChange } | { errors: Record<string, string> } {
    const errors: Record<string, string> = {};
    const change: ShelfChange = { version: row.version, reason: reason.trim() };
    const pricePaise = rupeesToPaise(price);
    const mrpPaise = rupeesToPaise(mrp);
    if (pricePaise === undefined) errors.pricePaise = 'Enter the price in rupees, e.g. 45 or 45.50.';
    else if (pricePaise !== row.pricePaise) change.pricePaise = pricePaise;
    if (mrpPaise === undefined || mrpPaise === 0) errors.mrpPaise = 'Enter the MRP in rupees, e.g. 50 or 49.90.';
    else if (mrpPaise !== row.mrpPaise) change.mrpPaise = mrpPaise;
    if (pricePaise !== undefined && mrpPaise !== undefined && pricePaise > mrpPaise)
      errors.pricePaise = 'The selling price may not be above the MRP.';
    if (mode !== 'none') {
      const packs = /^\d{1,6}$/.test(count.trim()) ? Number(count.trim()) : undefined;
      if (packs === undefined || (mode !== 'set' && packs === 0)) errors.stockChange = 'Enter a whole number of packs.';
      else if (mode === 'writeOff' && packs > row.stock)
        errors.stockChange = `You can write off at most ${row.stock} (what is on the shelf).`;
      else if (mode === 'set') change.stock = packs;
      else change.stockChange = mode === 'receive' ? { receive: packs } : { writeOff: packs };
    }
    if (state !== row.state) change.state = state;
    if (change.reason.length < SHELF_REASON_MIN)
      errors.reason = `Say why, in at least ${SHELF_REASON_MIN} characters (kept in the audit trail).`;
    return Object.keys(errors).length > 0 ? { errors } : { change };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setStale(undefined);
    const built = buildChange();
    if ('errors' in built) {
      setFieldErrors(built.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      onSaved(await api.changeShelfItem(row.id, built.change));
    } catch (error) {
      const failed = error as Error;
      if (failed instanceof StaffApiError && failed.status === 409) {
        const current = (failed as StaffApiError<ShelfView>).current;
        const last = failed.lastChange;
        setStale(
          last
            ? `${last.byName ?? 'Someone else'} changed this product first, at ${formatDateTime(last.at)}. The form now shows the current version; check it and save again.`
            : failureText(failed),
        );
        if (current) {
          // The form starts again from the current version: what the colleague saved, not what this one typed.
          setPrice(paiseToRupees(current.pricePaise));
          setMrp(paiseToRupees(current.mrpPaise));
          setState(current.state);
          setMode('none');
          setCount('');
          onCurrent({ ...current, ...(last ? { updatedAt: last.at, ...(last.byName ? { updatedByName: last.byName } : {}) } : {}) });
        }
      } else {
        if (failed instanceof StaffApiError) setFieldErrors(failed.fieldTexts);
        setFailure(failureText(failed));
      }
    } finally {
      setBusy(false);
    }
  }

  const headingId = `shelf-editor-${row.id}`;
  return (
    <section className="staff-panel staff-shelf-editor" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Edit {productLabel(row)}
      </h2>
      <p className="staff-muted">
        Now {formatMoney(row.pricePaise)} (MRP {formatMoney(row.mrpPaise)}), {row.stock} in stock, {stateWords[row.state]}.
      </p>
      {stale && (
        <p className="staff-alert staff-alert--error" role="alert">
          {stale}
        </p>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="staff-shelf-editor__grid">
          <FormField id="shelf-price" label="Selling price (₹)" error={fieldErrors.pricePaise}>
            {(control) => <input {...control} inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />}
          </FormField>
          <FormField id="shelf-mrp" label="MRP (₹)" error={fieldErrors.mrpPaise}>
            {(control) => <input {...control} inputMode="decimal" value={mrp} onChange={(event) => setMrp(event.target.value)} />}
          </FormField>
          <FormField id="shelf-stock-mode" label="Stock">
            {(control) => (
              <select {...control} value={mode} onChange={(event) => setMode(event.target.value as StockMode)}>
                <option value="none">No change ({row.stock} in stock)</option>
                <option value="receive">Receive packs</option>
                <option value="writeOff">Write off packs</option>
                <option value="set">Set the count (stock-take)</option>
              </select>
            )}
          </FormField>
          {mode !== 'none' && (
            <FormField
              id="shelf-count"
              label={mode === 'set' ? 'Packs on the shelf' : 'Number of packs'}
              error={fieldErrors.stockChange ?? fieldErrors.stock}
            >
              {(control) => <input {...control} inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />}
            </FormField>
          )}
          <FormField id="shelf-state" label="State" hint="Out of stock or Discontinued stop sales whatever the count.">
            {(control) => (
              <select {...control} value={state} onChange={(event) => setState(event.target.value as CatalogueState)}>
                {shelfStates.map((value) => (
                  <option key={value} value={value}>
                    {stateWords[value]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField
          id="shelf-reason"
          label="Reason"
          hint="E.g. new price list, delivery from the distributor, damaged packs."
          error={fieldErrors.reason}
        >
          {(control) => (
            <input
              {...control}
              value={reason}
              maxLength={SHELF_REASON_MAX}
              autoComplete="off"
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        {failure && (
          <p className="staff-alert staff-alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
