import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { cancellationReasons, rejectionReasons, type HistoryEntry } from '@domain/lifecycle';
import type { StaffRecord } from '@contracts/staff-api';
import { formatMoney } from '@domain/money';
import { DecisionPanel } from './DecisionPanel';
import { FileViewer, type StoredFile } from './FileViewer';
import { InvoicePanel } from './InvoicePanel';
import { OrderServicePanel } from './OrderServicePanel';
import { MessageThreadPanel } from './MessageThreadPanel';
import { PrivacyRequestPanel, type RecordViewProps } from './PrivacyRequestPanel';
import { useStaffUser } from './session';
import { useLoad, usePages, useStaffApi } from './staff-api-client';
import {
  auditActionLabel,
  auditOutcomeLabel,
  formatDateTime,
  kindOfReference,
  maySee,
  staffPaths,
  statusLabel,
  usePageTitle,
} from './staff-paths';
import { LoadFailure, LoadMore, StatusBadge } from './StaffUi';

const kindWords = { prescription: 'Prescription', order: 'Order', message: 'Message' } as const;

/**
 * /staff/records/:reference: one prescription, order or message with its details, its file (pharmacists), the next
 * steps, the history timeline and (pharmacists) the audit trail.
 */
export function RecordPage() {
  const reference = (useParams().reference ?? '').toUpperCase();
  const kind = kindOfReference(reference);
  usePageTitle(reference);
  const api = useStaffApi();
  const record = useLoad(reference, () => api.record(reference));
  const heading = kind ? `${kindWords[kind]} ${reference}` : reference;
  const user = useStaffUser();
  const back = kind && maySee(user.groups, kind) ? staffPaths.queue[kind] : undefined;

  return (
    <>
      <p className="staff-back">
        <Link to={back ?? staffPaths.dashboard}>Back to {back && kind ? `${kindWords[kind].toLowerCase()}s` : 'the dashboard'}</Link>
      </p>
      <div className="staff-record-head">
        <h1>{heading}</h1>
        {record.data && <StatusBadge status={record.data.status} />}
        {record.data && <span className="staff-muted">version {record.data.version}</span>}
      </div>
      {record.error && <LoadFailure error={record.error} onRetry={record.reload} what={`record ${reference}`} />}
      {!record.data && !record.error && <p role="status">Loading {reference}…</p>}
      {record.data && <RecordBody record={record.data} onChanged={record.set} onReload={record.reload} />}
    </>
  );
}

function RecordBody({ record, onChanged, onReload }: RecordViewProps) {
  const user = useStaffUser();
  const pharmacist = user.groups.includes('pharmacist');
  const file = record.file as StoredFile | undefined;
  return (
    <div className="staff-record">
      <div className="staff-record__main">
        {record.kind === 'prescription' && <PrescriptionDetails record={record} />}
        {record.kind === 'order' && <OrderDetails record={record} />}
        {record.kind === 'message' && <MessageDetails record={record} />}
        {record.kind === 'message' && <MessageThreadPanel record={record} onChanged={onChanged} />}
        <PrivacyRequestPanel record={record} onChanged={onChanged} onReload={onReload} />
        {file && pharmacist && <FileViewer reference={record.reference} file={file} />}
        {file && !pharmacist && (
          <section className="staff-panel" aria-labelledby="file-heading">
            <h2 id="file-heading">Prescription file</h2>
            <p className="staff-muted">A prescription is attached. Only pharmacists can open prescription files.</p>
          </section>
        )}
      </div>
      <div className="staff-record__side">
        {record.kind === 'order' && <OrderServicePanel record={record} onChanged={onChanged} />}
        <DecisionPanel record={record} onChanged={onChanged} />
        <InvoicePanel record={record} />
        <History entries={record.history} />
        {pharmacist && <AuditTrail reference={record.reference} version={record.version} />}
      </div>
    </div>
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** A definition list of the fields that are present. */
function Details({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  const present = rows.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <section className="staff-panel" aria-labelledby={`${title.replace(/\W+/g, '-').toLowerCase()}-heading`}>
      <h2 id={`${title.replace(/\W+/g, '-').toLowerCase()}-heading`}>{title}</h2>
      <dl className="staff-details">
        {present.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Contact({ record, phoneField = 'phone' }: { record: StaffRecord; phoneField?: string }) {
  const email = text(record.email);
  const phone = text(record[phoneField]);
  return (
    <>
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {email && phone && <br />}
      {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}
    </>
  );
}

function Received({ record }: { record: StaffRecord }) {
  const createdAt = text(record.createdAt);
  return createdAt ? <time dateTime={createdAt}>{formatDateTime(createdAt)}</time> : undefined;
}

/**
 * The shopper's consent to processing the prescription (DPDP Act 2023 §6; docs/architecture.md §11): when it was given and which
 * version of the consent notice they saw (absent when an API client sent no version).
 */
function Consent({ record }: { record: StaffRecord }) {
  const consentAt = text(record.consentAt);
  if (!consentAt) return undefined;
  const version = text(record.consentVersion);
  return (
    <>
      Given <time dateTime={consentAt}>{formatDateTime(consentAt)}</time>,{' '}
      {version ? `notice version ${version}` : 'notice version not recorded'}
    </>
  );
}

function PrescriptionDetails({ record }: { record: StaffRecord }) {
  const decidedBy = record.decidedBy as { name?: string; council?: string; registration?: string } | undefined;
  return (
    <Details
      title="Patient and request"
      rows={[
        ['Patient name', text(record.name)],
        ['Contact', <Contact key="contact" record={record} />],
        ['City', text(record.city)],
        ['Address', text(record.address)],
        ['Medicine asked for', text(record.medicineName) ?? text(record.medicine_name)],
        ['Notes from the patient', text(record.notes) ?? text(record.definition)],
        ['Received', <Received key="received" record={record} />],
        ['Consent', record.consentAt ? <Consent key="consent" record={record} /> : undefined],
        [
          'Decided by',
          decidedBy?.name
            ? `${decidedBy.name}${decidedBy.registration ? `, reg. ${decidedBy.registration}` : ''}${decidedBy.council ? ` (${decidedBy.council})` : ''}`
            : undefined,
        ],
      ]}
    />
  );
}

interface LineItem {
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

const money = (cents: unknown) => (typeof cents === 'number' && Number.isSafeInteger(cents) ? formatMoney(cents) : '—');

function OrderDetails({ record }: { record: StaffRecord }) {
  const lines = (Array.isArray(record.lineItems) ? record.lineItems : []) as LineItem[];
  const address = [text(record.address), text(record.city), text(record.state), text(record.code), text(record.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Details
        title="Customer and delivery"
        rows={[
          ['Name', text(record.name)],
          ['Contact', <Contact key="contact" record={record} />],
          ['Deliver to', address],
          ['Placed', <Received key="received" record={record} />],
          ['Prescription', record.file ? 'Attached (prescription-only medicines)' : 'Not needed'],
          ['Consent', record.consentAt ? <Consent key="consent" record={record} /> : undefined],
        ]}
      />
      <section className="staff-panel" aria-labelledby="items-heading">
        <h2 id="items-heading">Items</h2>
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--money">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Qty</th>
                <th scope="col">Unit price</th>
                <th scope="col">Line total</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">{line.name}</th>
                  <td>{line.quantity}</td>
                  <td>{money(line.unitPriceCents)}</td>
                  <td>{money(line.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Subtotal
                </th>
                <td>{money(record.subtotalCents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Tax
                </th>
                <td>{money(record.taxCents)}</td>
              </tr>
              <tr className="staff-table__total">
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td>{money(record.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </>
  );
}

/** Who wrote a message; the message itself opens its conversation (MessageThreadPanel). */
function MessageDetails({ record }: { record: StaffRecord }) {
  return (
    <Details
      title="From"
      rows={[
        ['Name', text(record.name)],
        ['Contact', <Contact key="contact" record={record} phoneField="mobile" />],
        ['Received', <Received key="received" record={record} />],
      ]}
    />
  );
}

function reasonLabel(reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  const all: Record<string, { label: string }> = { ...cancellationReasons, ...rejectionReasons };
  return all[reason]?.label ?? reason;
}

/** The record's history, newest first. */
function History({ entries }: { entries: HistoryEntry[] }) {
  const ordered = [...(entries ?? [])].reverse();
  return (
    <section className="staff-panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {ordered.length === 0 ? (
        <p className="staff-muted">No changes yet.</p>
      ) : (
        <ol className="staff-timeline">
          {ordered.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p className="staff-timeline__what">
                {entry.from ? `${statusLabel(entry.from)} → ` : ''}
                <strong>{statusLabel(entry.to)}</strong>
                {entry.reason && <> — {reasonLabel(entry.reason)}</>}
              </p>
              <p className="staff-timeline__when">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · <Who id={entry.by} />
              </p>
              {entry.note && <p className="staff-timeline__note">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Who made a change: the customer, you, or another staff member by a short form of their user id (full id in the title). */
function Who({ id }: { id: string }) {
  const user = useStaffUser();
  if (id === 'shopper') return <>customer</>;
  if (id === user.sub) return <>you</>;
  return id.length > 12 ? (
    <>
      staff <abbr title={id}>{id.slice(0, 8)}</abbr>
    </>
  ) : (
    <>{id}</>
  );
}

/**
 * The record's audit trail (pharmacists), loaded on request: every view, file link and decision, newest first, with
 * how each ended; 50 entries a page and "Load more" for older ones.
 */
function AuditTrail({ reference, version }: { reference: string; version: number }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="staff-panel" aria-labelledby="audit-heading">
      <div className="staff-panel__head">
        <h2 id="audit-heading">Audit trail</h2>
        <button
          type="button"
          className="staff-button staff-button--quiet"
          aria-expanded={shown}
          aria-controls="audit-body"
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      <div id="audit-body">{shown && <AuditEntries reference={reference} version={version} />}</div>
    </section>
  );
}

function AuditEntries({ reference, version }: { reference: string; version: number }) {
  const api = useStaffApi();
  const audit = usePages(`${reference}@${version}`, (cursor) =>
    api.audit(reference, cursor).then((page) => ({ items: page.entries, nextCursor: page.nextCursor })),
  );
  if (audit.error) return <LoadFailure error={audit.error} onRetry={audit.reload} what="the audit trail" />;
  if (audit.loading) return <p role="status">Loading the audit trail…</p>;
  return (
    <>
      <div className="staff-table-frame">
        <table className="staff-table staff-table--compact">
          <caption className="visually-hidden">Audit trail of {reference}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {audit.items.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td>
                  <Who id={entry.userId} />
                </td>
                <td>
                  {auditActionLabel(entry.action)}
                  {entry.detail && <span className="staff-muted"> {entry.detail}</span>}
                </td>
                <td>{auditOutcomeLabel(entry.outcome)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore pages={audit} what="audit entries" />
    </>
  );
}
