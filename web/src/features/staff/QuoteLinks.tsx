import { Link } from 'react-router-dom';
import type { HistoryEntry } from '@domain/lifecycle';
import { quoteExpiresAt } from '@domain/quote';
import type { StaffRecord } from '@contracts/staff-api';
import { useLoad, useStaffApi } from './staff-api-client';
import { formatDateTime, reasonLabel, staffPaths } from './staff-paths';

/** One quote as a prescription lists it (functions/data/quotes.ts PrescriptionQuoteLink). */
interface QuoteLink {
  reference: string;
  at: string;
  byName?: string;
}

/**
 * Where a quote's order stands, in staff words: quoted (until when), accepted (the order's status now), declined with
 * the shopper's reason, expired, or withdrawn by a pharmacist with the reason.
 * @param order the order as the staff API shows it
 */
export function quoteState(order: StaffRecord): string {
  const history = (order.history ?? []) as HistoryEntry[];
  const closing = history.findLast((entry) => entry.from === 'quoted');
  if (order.status === 'quoted') {
    const until = typeof order.quotedAt === 'string' ? quoteExpiresAt(order.quotedAt) : undefined;
    return until ? `Quoted: waiting for the shopper until ${formatDateTime(until)}` : 'Quoted: waiting for the shopper';
  }
  if (closing?.to === 'placed') return `Accepted by the shopper (order now ${order.status.replace(/_/g, ' ')})`;
  if (closing?.reason === 'quote_expired') return 'Expired: not accepted within 48 hours';
  if (closing?.reason?.startsWith('quote_declined_')) return `Declined by the shopper: ${reasonLabel(closing.reason)}`;
  if (closing?.reason) return `Withdrawn: ${reasonLabel(closing.reason)}`;
  return order.status.replace(/_/g, ' ');
}

/** One quote of a prescription: its order linked, when and by whom it was sent, and where it stands now (its record loaded). */
function QuoteRow({ quote }: { quote: QuoteLink }) {
  const api = useStaffApi();
  const order = useLoad(quote.reference, () => api.record(quote.reference));
  return (
    <li>
      <Link to={staffPaths.record(quote.reference)}>{quote.reference}</Link>, sent{' '}
      <time dateTime={quote.at}>{formatDateTime(quote.at)}</time>
      {quote.byName ? ` by ${quote.byName}` : ''}: {order.data ? quoteState(order.data) : order.error ? 'status not loaded' : 'loading…'}
    </li>
  );
}

/**
 * The quotes sent from a prescription (its `quotes`), each linked to its order with its state now (quoteState). Renders
 * nothing for a prescription without quotes.
 */
export function PrescriptionQuotes({ record }: { record: StaffRecord }) {
  const quotes = (Array.isArray(record.quotes) ? record.quotes : []) as QuoteLink[];
  if (quotes.length === 0) return null;
  return (
    <section className="staff-panel" aria-labelledby="quotes-heading">
      <h2 id="quotes-heading">Quotes sent</h2>
      <ul className="quote-links">
        {quotes.map((quote) => (
          <QuoteRow key={quote.reference} quote={quote} />
        ))}
      </ul>
    </section>
  );
}

/**
 * An order built from a quote: its prescription linked, the quote's state (quoteState) and the pharmacist's note to the
 * shopper. Renders nothing for an order that was no quote.
 */
export function OrderQuoteFacts({ record }: { record: StaffRecord }) {
  const prescription = typeof record.prescriptionReference === 'string' ? record.prescriptionReference : undefined;
  if (!prescription) return null;
  const note = typeof record.quoteNote === 'string' ? record.quoteNote : undefined;
  return (
    <section className="staff-panel" aria-labelledby="quote-heading">
      <h2 id="quote-heading">Quote</h2>
      <dl className="staff-details">
        <div>
          <dt>From prescription</dt>
          <dd>
            <Link to={staffPaths.record(prescription)}>{prescription}</Link>
          </dd>
        </div>
        <div>
          <dt>Quote</dt>
          <dd>{quoteState(record)}</dd>
        </div>
        {note && (
          <div>
            <dt>Note to the shopper</dt>
            <dd>{note}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
