import { useState } from 'react';
import type { HistoryEntry } from '@domain/lifecycle';
import type { StaffRecord } from '@contracts/staff-api';
import { trackingUrlOf, type Shipment } from '@domain/couriers';
import { useStaffUser } from './session';
import { usePages, useStaffApi } from './staff-api-client';
import { auditEntryWords, auditOutcomeLabel, formatDateTime, historyEntryWords } from './staff-paths';
import { LoadFailure, LoadMore } from './StaffUi';

/**
 * A history entry as the record API answers it: a staff change keeps its author's display name as `byName`; a dispatch
 * its courier and tracking number (`shipment`), a delivery its receiver (`receivedBy`: functions/staff-api/status-change.ts),
 * cash marked collected its amount in paise (`amountPaise`: functions/staff-api/cash-collected.ts).
 */
type NamedHistoryEntry = HistoryEntry & { byName?: string; shipment?: Shipment; receivedBy?: string; amountPaise?: number };

/**
 * The record's history timeline and, when `showAudit` (pharmacists: the API refuses others), its audit trail, in
 * plain words (staff-paths.ts historyEntryWords, auditEntryWords) with one date format (formatDateTime) and staff by
 * name where the API knows it.
 * @param record the record as the staff API answers it (its `history`, `reference` and `version`)
 */
export function HistoryPanel({ record, showAudit }: { record: StaffRecord; showAudit: boolean }) {
  return (
    <>
      <History entries={record.history} />
      {showAudit && <AuditTrail reference={record.reference} version={record.version} />}
    </>
  );
}

/** The record's history, newest first. */
function History({ entries }: { entries: NamedHistoryEntry[] }) {
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
                <strong>{historyEntryWords(entry)}</strong>
              </p>
              <p className="staff-timeline__when">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · <Who id={entry.by} name={entry.byName} />
              </p>
              {entry.shipment && <ShipmentLine shipment={entry.shipment} />}
              {entry.receivedBy && <p className="staff-timeline__note">Received by {entry.receivedBy}</p>}
              {entry.note && <p className="staff-timeline__note">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A dispatch's courier and tracking number, the number linking to the courier's tracking page when it has one. */
function ShipmentLine({ shipment }: { shipment: Shipment }) {
  const url = trackingUrlOf(shipment.courierId, shipment.awb);
  return (
    <p className="staff-timeline__note">
      {shipment.courierName}, AWB{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {shipment.awb}
        </a>
      ) : (
        shipment.awb
      )}
    </p>
  );
}

/**
 * Who made a change: the customer, you, a colleague by display name (stored with the change, or resolved by the API
 * from the staff user pool), or (a name the API could not resolve) a staff member by a short form of their user id.
 * A colleague's full id is always in the title, for support.
 */
function Who({ id, name }: { id: string; name?: string }) {
  const user = useStaffUser();
  if (id === 'shopper') return <>Customer</>;
  if (id === user.sub) return <>You</>;
  if (name) return <span title={id}>{name}</span>;
  return (
    <>
      Staff member <abbr title={id}>{id.slice(0, 8)}</abbr>
    </>
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
            {audit.items.map((entry, index) => {
              const words = auditEntryWords(entry);
              return (
                <tr key={`${entry.at}-${index}`}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>
                    <Who id={entry.userId} name={entry.userName} />
                  </td>
                  <td>
                    {words.what}
                    {words.detail && <span className="staff-muted"> ({words.detail})</span>}
                  </td>
                  <td>{auditOutcomeLabel(entry.outcome)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <LoadMore pages={audit} what={['audit entry', 'audit entries']} />
    </>
  );
}
