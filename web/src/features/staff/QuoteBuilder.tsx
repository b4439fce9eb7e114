import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { StaffRecord } from '@contracts/staff-api';
import type { CatalogueRow } from '@contracts/staff-catalogue';
import { MAX_ORDER_QUANTITY } from '@contracts/order-limits';
import { products, productById } from '@domain/catalogue/catalogue';
import { compositionOf } from '@domain/catalogue/composition';
import { formatMoney } from '@domain/money';
import { MAX_QUOTE_LINES, QUOTE_NOTE_MAX_LENGTH, quoteDestination } from '@domain/quote';
import { failureText } from './staff-failure-texts';
import { StaffApiError, useStaffApi } from './staff-api-client';
import { staffPaths } from './staff-paths';
import './quote-builder.css';

/** Most matches the search lists at once: the pharmacist narrows the words rather than scrolls. */
const MAX_MATCHES = 8;

/** One line of the quote being built: the product, its live shelf item, the quantity typed and the "on the prescription" tick. */
interface DraftLine {
  productId: string;
  name: string;
  shelf: CatalogueRow;
  quantity: string;
  onPrescription: boolean;
}

/**
 * True when a line asks for more units than its shelf item holds as last read: when the line was added, refetched when
 * a quantity went over it and before sending (QuoteBuilder), or as a refusal of the staff API reported it since. The
 * shopper could never accept such a quote, so the builder warns and does not send it.
 * A line not `available` is not counted here (its state shows instead, and the API refuses it as unavailable).
 */
function isOverStock(line: DraftLine): boolean {
  const quantity = Number(line.quantity);
  return line.shelf.state === 'available' && Number.isInteger(quantity) && quantity > line.shelf.stock;
}

/** Where focus goes after the next render: a line's quantity, a product's Add button, or the refusal above Send. */
type FocusTarget = { to: 'quantity' | 'add'; productId: string } | { to: 'problem' };

/** A product's composition in words, e.g. 'paracetamol 500 mg', for the search and the match list. */
function compositionWords(productId: string): string {
  const composition = compositionOf(productId);
  return composition ? composition.ingredients.map((ingredient) => ingredient.name).join(' + ') : '';
}

/**
 * The catalogue products whose name or composition holds every word of `search` (lower case), catalogue order, at most
 * MAX_MATCHES. Reads the content catalogue (domain/catalogue), which the console already carries.
 */
function matchingProducts(search: string): Array<{ id: string; name: string; composition: string }> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches: Array<{ id: string; name: string; composition: string }> = [];
  for (const product of products) {
    const composition = compositionWords(product.id);
    const haystack = `${product.name} ${composition}`.toLowerCase();
    if (words.every((word) => haystack.includes(word))) matches.push({ id: product.id, name: product.name, composition });
    if (matches.length === MAX_MATCHES) break;
  }
  return matches;
}

/**
 * Where the order will go, as the quote will store it (domain/quote.ts quoteDestination): the PIN code's city and state,
 * whose store supplies it and whose GST applies; for a prescription sent before the upload form asked a PIN code, a
 * reminder to confirm the address on the call.
 */
function QuoteDestination({ record }: { record: StaffRecord }) {
  const city = typeof record.city === 'string' ? record.city : '';
  const { city: destination, state, code } = quoteDestination(city, typeof record.code === 'string' ? record.code : undefined);
  if (!code)
    return (
      <p className="staff-muted">
        No PIN code came with this prescription: confirm the address on the call. The order is supplied and taxed as for{' '}
        {destination ? `${destination}, ${state}` : state}.
      </p>
    );
  return (
    <p>
      Delivers to{' '}
      <strong>
        {destination}, {state} {code}
      </strong>{' '}
      (the PIN code sent with the prescription).
    </p>
  );
}

/**
 * The quote builder on a verified prescription's record page (docs/behaviour.md "A pharmacist's quote"): search the
 * catalogue by name or composition, add a product (its live shelf price and stock read from the staff catalogue API),
 * set each line's quantity and tick "On the prescription" (a prescription-only line is ticked from the start: the API
 * refuses it unticked, the no-brand-swap rule), write a note to the shopper, see the total (formatMoney, shelf prices),
 * and Send quote (POST /api/staff/records/<RX-…>/quote with the record's version). Then it links the new order's
 * record. Above it, where the order will go (QuoteDestination). Every control is a native one reachable by keyboard; a refusal is shown above the button from the console's
 * texts (failureText, field problems by line) and nothing typed is lost; a 409 reloads the record through `onChanged`.
 * A quantity above the stock shown is flagged on its line as it is typed ("Only 50 in stock…") and the quote is not
 * sent while any line is over (the staff API refuses it too, 409 `quote_over_stock`: a shopper could never accept it);
 * that refusal's stock counts replace the ones shown. The shelf moves while the pharmacist works (checkouts, other
 * quotes accepted, a restock), so the figure warned against is the live one: a quantity going over the figure shown
 * rereads that line's shelf item, and Send rereads every line's before checking (a failed reread keeps the figure
 * shown: the API checks again on send). Focus follows the work (WCAG 2.4.3): after Add to the new line's
 * quantity, after a refusal to the first line over its stock (else to the refusal), after sending to "Quote sent".
 * @param props.record the verified prescription as the console shows it; `onChanged` receives it as a 409 found it
 */
export function QuoteBuilder({ record, onChanged }: { record: StaffRecord; onChanged: (record: StaffRecord) => void }) {
  const api = useStaffApi();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [note, setNote] = useState('');
  const [adding, setAdding] = useState<string>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [lineProblems, setLineProblems] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string>();
  const matches = useMemo(() => matchingProducts(search), [search]);
  const quantityInputs = useRef(new Map<string, HTMLInputElement>());
  const addButtons = useRef(new Map<string, HTMLButtonElement>());
  const problemRef = useRef<HTMLParagraphElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<FocusTarget>(undefined);
  // The products whose shelf item is being reread after a quantity went over it: one reread at a time per line.
  const rereading = useRef(new Set<string>());

  // Focus moves once the element it goes to is rendered: an Add button is disabled while it adds and a line's input
  // appears only with its line, so without this focus would fall to the page's start.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = undefined;
    if (!target) return;
    if (target.to === 'quantity') quantityInputs.current.get(target.productId)?.focus();
    else if (target.to === 'add') addButtons.current.get(target.productId)?.focus();
    else problemRef.current?.focus();
  });

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <section className="staff-panel quote-builder" aria-labelledby={`${ids}-heading`}>
        <h2 id={`${ids}-heading`} ref={sentHeading} tabIndex={-1}>
          Quote sent
        </h2>
        <p role="status">
          The shopper has been e-mailed. Order <Link to={staffPaths.record(sent)}>{sent}</Link> waits for them to accept it on /track.
        </p>
      </section>
    );
  }

  /** The shelf item of `productId` as the staff catalogue API reads it now (its live price, state and stock), if any. */
  const readShelf = async (productId: string): Promise<CatalogueRow | undefined> => {
    const page = await api.catalogue({ search: productId });
    return page.rows.find((row) => row.id === productId);
  };

  /** Puts freshly read shelf items into their lines, keeping what was typed meanwhile. */
  const takeShelves = (fresh: ReadonlyMap<string, CatalogueRow>) =>
    setLines((current) => current.map((line) => (fresh.has(line.productId) ? { ...line, shelf: fresh.get(line.productId)! } : line)));

  /** Rereads one line's shelf item once its quantity goes over the stock shown, so the warning names the live figure. */
  const rereadShelf = async (productId: string) => {
    if (rereading.current.has(productId)) return;
    rereading.current.add(productId);
    try {
      const shelf = await readShelf(productId);
      if (shelf) takeShelves(new Map([[productId, shelf]]));
    } catch {
      // The figure shown stays; Send rereads it, and the API checks the stock again.
    } finally {
      rereading.current.delete(productId);
    }
  };

  /** The lines with every shelf item read now (for the check before sending); a line whose read fails keeps its own. */
  const withLiveShelves = async (drafts: DraftLine[]): Promise<DraftLine[]> => {
    const fresh = await Promise.all(drafts.map((line) => readShelf(line.productId).catch(() => undefined)));
    const live = new Map(drafts.flatMap((line, index) => (fresh[index] ? [[line.productId, fresh[index]] as const] : [])));
    takeShelves(live);
    return drafts.map((line) => ({ ...line, shelf: live.get(line.productId) ?? line.shelf }));
  };

  const add = async (productId: string) => {
    setAdding(productId);
    setProblem(undefined);
    try {
      const shelf = await readShelf(productId);
      if (!shelf) throw new StaffApiError(404, 'NOT_FOUND', 'This product has no shelf item yet.');
      const product = productById(productId);
      focusTarget.current = { to: 'quantity', productId };
      setLines((current) =>
        current.some((line) => line.productId === productId) || current.length >= MAX_QUOTE_LINES
          ? current
          : [
              ...current,
              { productId, name: product?.name ?? productId, shelf, quantity: '1', onPrescription: Boolean(product?.requiresPrescription) },
            ],
      );
    } catch (caught) {
      setProblem(caught instanceof Error ? failureText(caught) : 'The product could not be added.');
      focusTarget.current = { to: 'add', productId };
    } finally {
      setAdding(undefined);
    }
  };

  const update = (productId: string, change: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.productId === productId ? { ...line, ...change } : line)));

  const quantities = lines.map((line) => Number(line.quantity));
  const valid =
    lines.length > 0 && quantities.every((quantity) => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_ORDER_QUANTITY);
  const totalPaise = lines.reduce(
    (sum, line, index) => sum + line.shelf.pricePaise * (Number.isInteger(quantities[index]) ? quantities[index]! : 0),
    0,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setProblem(
        lines.length === 0 ? 'Add at least one product.' : `Each quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}.`,
      );
      focusTarget.current = { to: 'problem' };
      return;
    }
    setSending(true);
    // Checked against the shelf as it is now, not as it was when each line was added.
    const live = await withLiveShelves(lines);
    const over = live.filter(isOverStock);
    if (over.length > 0) {
      const held = over.map((line) => `${line.shelf.stock} of ${line.name}`).join(', ');
      setProblem(`Not sent: the shelf holds only ${held}. Lower the quantity marked on each line.`);
      focusTarget.current = { to: 'quantity', productId: over[0]!.productId };
      setSending(false);
      return;
    }
    setProblem(undefined);
    setLineProblems({});
    try {
      const answer = await api.sendQuote(record.reference, {
        version: record.version,
        lines: lines.map((line) => ({ productId: line.productId, quantity: Number(line.quantity), onPrescription: line.onPrescription })),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setSent(answer.reference);
    } catch (caught) {
      focusTarget.current = { to: 'problem' };
      if (caught instanceof StaffApiError) {
        // A line over the stock as the API read it: its count replaces the one shown, and the line's own warning says it.
        const stockNow = new Map<number, number>();
        for (const [field, fieldProblem] of Object.entries(caught.fields)) {
          const index = /^lines\.(\d+)\.quantity$/.exec(field)?.[1];
          if (index !== undefined && fieldProblem.code === 'above_stock' && fieldProblem.max !== undefined)
            stockNow.set(Number(index), fieldProblem.max);
        }
        if (stockNow.size > 0) {
          setLines((current) =>
            current.map((line, index) => (stockNow.has(index) ? { ...line, shelf: { ...line.shelf, stock: stockNow.get(index)! } } : line)),
          );
          focusTarget.current = { to: 'quantity', productId: lines[Math.min(...stockNow.keys())]!.productId };
        }
        setLineProblems(
          Object.fromEntries(Object.entries(caught.fieldTexts).filter(([field]) => caught.fields[field]?.code !== 'above_stock')),
        );
        if (caught.status === 409 && caught.current) onChanged(caught.current);
      }
      setProblem(caught instanceof Error ? failureText(caught) : 'The quote could not be sent.');
    } finally {
      setSending(false);
    }
  };

  const lineProblem = (index: number) =>
    lineProblems[`lines.${index}.productId`] ?? lineProblems[`lines.${index}.onPrescription`] ?? lineProblems[`lines.${index}.quantity`];

  return (
    <section className="staff-panel quote-builder" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>Build the order</h2>
      <p className="staff-muted">
        Add what the prescription lists. Prices are the shelf&apos;s now; no stock is held until the shopper accepts.
      </p>
      <QuoteDestination record={record} />
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-search`}>
          Search by name or composition
        </label>
        <input id={`${ids}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      </div>
      {matches.length > 0 && (
        <ul className="quote-builder__matches" aria-label="Matching products">
          {matches.map((match) => (
            <li key={match.id}>
              <span>
                {match.name}
                {match.composition && <span className="staff-muted"> — {match.composition}</span>}
              </span>
              <button
                type="button"
                className="staff-button"
                ref={(element) => {
                  if (element) addButtons.current.set(match.id, element);
                  else addButtons.current.delete(match.id);
                }}
                disabled={adding !== undefined || lines.some((line) => line.productId === match.id)}
                onClick={() => void add(match.id)}
                aria-label={`Add ${match.name}`}
              >
                {adding === match.id ? 'Adding…' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Quote for ${record.reference}`}>
        {lines.length > 0 && (
          <div className="quote-builder__table" role="region" aria-label="Quote lines, scrollable" tabIndex={0}>
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Shelf price</th>
                  <th scope="col">In stock</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">On the prescription</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const error = lineProblem(index);
                  const over = isOverStock(line);
                  const describedBy = [error ? `${ids}-line-${index}-error` : '', `${ids}-line-${index}-stock`].filter(Boolean).join(' ');
                  return (
                    <tr key={line.productId}>
                      <th scope="row">
                        {line.name}
                        {error && (
                          <p className="field__error" id={`${ids}-line-${index}-error`}>
                            {error}
                          </p>
                        )}
                      </th>
                      <td data-label="Shelf price">
                        {formatMoney(line.shelf.pricePaise)} <span className="staff-muted">(MRP {formatMoney(line.shelf.mrpPaise)})</span>
                      </td>
                      <td data-label="In stock">
                        {line.shelf.state === 'available' ? line.shelf.stock : line.shelf.state.replace(/_/g, ' ')}
                      </td>
                      <td data-label="Quantity">
                        <input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_ORDER_QUANTITY}
                          value={line.quantity}
                          ref={(element) => {
                            if (element) quantityInputs.current.set(line.productId, element);
                            else quantityInputs.current.delete(line.productId);
                          }}
                          aria-label={`Quantity of ${line.name}`}
                          aria-invalid={over || undefined}
                          aria-describedby={describedBy}
                          onChange={(event) => {
                            const quantity = event.target.value;
                            update(line.productId, { quantity });
                            if (isOverStock({ ...line, quantity })) void rereadShelf(line.productId);
                          }}
                        />
                        {/* Always rendered, so a screen reader hears the warning appear as the quantity is typed. */}
                        <span className="field__error quote-builder__stock" id={`${ids}-line-${index}-stock`} aria-live="polite">
                          {over ? `Only ${line.shelf.stock} in stock: lower the quantity.` : ''}
                        </span>
                      </td>
                      <td data-label="On the prescription">
                        <input
                          type="checkbox"
                          checked={line.onPrescription}
                          aria-label={`${line.name} is on the prescription`}
                          onChange={(event) => update(line.productId, { onPrescription: event.target.checked })}
                        />
                      </td>
                      <td className="quote-builder__remove">
                        <button
                          type="button"
                          className="staff-button staff-button--quiet"
                          aria-label={`Remove ${line.name}`}
                          onClick={() => setLines((current) => current.filter((candidate) => candidate.productId !== line.productId))}
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    Total (GST included)
                  </th>
                  <td colSpan={3} className="quote-builder__total">
                    {formatMoney(totalPaise)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-note`}>
            Note to the shopper (optional)
          </label>
          <textarea
            id={`${ids}-note`}
            value={note}
            maxLength={QUOTE_NOTE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${ids}-note-hint`}
          />
          <p className="field__hint" id={`${ids}-note-hint`}>
            Shown on /track with the order, never e-mailed. At most {QUOTE_NOTE_MAX_LENGTH} characters; no diagnosis.
          </p>
        </div>
        <div role="alert">
          {problem && (
            <p className="staff-alert staff-alert--error" ref={problemRef} tabIndex={-1}>
              {problem}
            </p>
          )}
        </div>
        <div className="staff-actions">
          <button type="submit" className="staff-button staff-button--primary" disabled={sending} aria-busy={sending}>
            {sending ? 'Sending…' : 'Send quote'}
          </button>
        </div>
      </form>
    </section>
  );
}
