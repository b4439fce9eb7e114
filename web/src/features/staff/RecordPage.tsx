import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { StaffRecord } from '@contracts/staff-api';
import { productById } from '@domain/catalogue/catalogue';
import { formatMoney } from '@domain/money';
import { formatStaffDay, formatStaffMonth } from '@domain/staff-date-time';
import { CallPanel } from './CallPanel';
import { ClaimBanner } from './ClaimBanner';
import { DecisionPanel } from './DecisionPanel';
import { FileViewer, type StoredFile } from './FileViewer';
import { HistoryPanel } from './HistoryPanel';
import { InvoicePanel } from './InvoicePanel';
import { OrderServicePanel } from './OrderServicePanel';
import { MessageThreadPanel } from './MessageThreadPanel';
import { PrescriptionUploads } from './PrescriptionUploads';
import { QuoteBuilder } from './QuoteBuilder';
import { OrderQuoteFacts, PrescriptionQuotes } from './QuoteLinks';
import { PrivacyRequestPanel, type RecordViewProps } from './PrivacyRequestPanel';
import { ShortcutHelp } from './ShortcutHelp';
import { useStaffUser } from './session';
import { recordLoadKey, useLoad, useStaffApi } from './staff-api-client';
import { formatDateTime, kindOfReference, maySee, staffLocale, staffPaths, usePageTitle } from './staff-paths';
import { LoadFailure, StatusBadge } from './StaffUi';

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
  // Asked again at every visit: others change a record (staff, the shopper on /track, the notifier's sweeps).
  const record = useLoad(recordLoadKey(reference), () => api.record(reference), { freshOnShow: true });
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
      {record.data && <ClaimBanner record={record.data} onChanged={record.set} />}
      {record.data && <RecordBody key={record.data.reference} record={record.data} onChanged={record.set} onReload={record.reload} />}
    </>
  );
}

/**
 * The record's panels. A pharmacist checking a prescription file (a prescription, or an order with one) gets the review
 * layout: the file on the left at 60 % of the width (≥ 1024 px) and the decision, the details and the history in a
 * right column that stays in view (staff.css `.staff-record--review`); below 1024 px the file comes first and the
 * decision panel sticks to the bottom of the screen. Other records keep details on the left and the steps on the right.
 */
function RecordBody({ record, onChanged, onReload }: RecordViewProps) {
  const user = useStaffUser();
  const pharmacist = user.groups.includes('pharmacist');
  const file = record.file as StoredFile | undefined;
  const review = Boolean(file && pharmacist && record.kind !== 'message');
  const main = (
    <>
      {record.kind === 'prescription' && <CallPanel record={record} onChanged={onChanged} />}
      {record.kind === 'prescription' && <PrescriptionDetails record={record} />}
      {record.kind === 'prescription' && <PrescriptionQuotes record={record} />}
      {record.kind === 'prescription' && record.status === 'verified' && pharmacist && (
        <QuoteBuilder record={record} onChanged={onChanged} />
      )}
      {record.kind === 'order' && <OrderQuoteFacts record={record} />}
      {record.kind === 'order' && <OrderDetails record={record} />}
      {record.kind === 'message' && <MessageDetails record={record} />}
      {record.kind === 'message' && <MessageThreadPanel record={record} onChanged={onChanged} />}
      <PrivacyRequestPanel record={record} onChanged={onChanged} onReload={onReload} />
      {file && pharmacist && !review && <FileViewer reference={record.reference} file={file} />}
      {file && !pharmacist && (
        <section className="staff-panel" aria-labelledby="file-heading">
          <h2 id="file-heading">Prescription file</h2>
          <p className="staff-muted">A prescription is attached. Only pharmacists can open prescription files.</p>
        </section>
      )}
    </>
  );
  const decision = <DecisionPanel record={record} onChanged={onChanged} />;
  const side = (
    <>
      {record.kind === 'order' && <OrderServicePanel record={record} onChanged={onChanged} />}
      {!review && decision}
      <InvoicePanel record={record} />
      <HistoryPanel record={record} showAudit={pharmacist} />
    </>
  );
  // One tree for both layouts, so a panel keeps its state (a notice it shows) when the layout changes under it:
  // erasing a record's file turns the review layout into the plain one.
  return (
    <div className={review ? 'staff-record staff-record--review' : 'staff-record'}>
      {review && (
        <div className="staff-record__file">
          <PrescriptionUploads record={record} />
        </div>
      )}
      <div className={review ? 'staff-record__column' : 'staff-record__main'}>
        {review && <ShortcutHelp />}
        {review && decision}
        {main}
        {review && side}
      </div>
      {!review && <div className="staff-record__side">{side}</div>}
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

/**
 * The language the shopper used on the storefront, which their e-mails are written in (the record's `locale`; a record
 * stored before the Hindi storefront has none and is English). Absent for an erased record, which keeps no details.
 * @returns 'Hindi' or 'English' (the console is English)
 */
function shopperLanguage(record: StaffRecord): string | undefined {
  if (record.status === 'erased') return undefined;
  return record.locale === 'hi' ? 'Hindi' : 'English';
}

function Received({ record }: { record: StaffRecord }) {
  const createdAt = text(record.createdAt);
  return createdAt ? <time dateTime={createdAt}>{formatDateTime(createdAt)}</time> : undefined;
}

/**
 * The shopper's consent to processing the prescription (DPDP Act 2023 §6; docs/architecture/privacy.md): when it was given and which
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

/**
 * What the verifying pharmacist recorded from the prescription (contracts/prescriber.ts), shown back so a slip can be
 * seen before the order is supplied: the prescriber's name and registration, their address (Schedule H1: the register
 * records the "name and address of the prescriber"; "address not recorded" for a prescriber recorded before it was
 * asked), the date written on the prescription, and whether it names the composition (only then may another brand be
 * supplied: Drugs Rules 1945, r.65(9)).
 * @returns e.g. 'Dr Asha Rao, DMC/R/12345, Rao Clinic, Saket, New Delhi; written 1 Nov 2026; names the brand'
 */
export function prescriberWords(prescriber: StaffRecord['prescriber'], locale: string = staffLocale()): string | undefined {
  if (!prescriber) return undefined;
  const names = prescriber.namesComposition ? 'names the composition' : 'names the brand';
  const address = prescriber.address || 'address not recorded';
  return `${prescriber.name}, ${prescriber.registration}, ${address}; written ${formatStaffDay(prescriber.prescribedOn, locale)}; ${names}`;
}

function PrescriptionDetails({ record }: { record: StaffRecord }) {
  const decidedBy = record.decidedBy as { name?: string; council?: string; registration?: string } | undefined;
  return (
    <Details
      title="Patient and request"
      rows={[
        ['Patient name', text(record.name)],
        ['Contact', <Contact key="contact" record={record} />],
        ['Language', shopperLanguage(record)],
        ['City', text(record.city)],
        ['Address', text(record.address)],
        ['PIN code', text(record.code)],
        ['Medicine asked for', text(record.medicineName) ?? text(record.medicine_name)],
        ['Notes from the patient', text(record.notes) ?? text(record.definition)],
        ['Received', <Received key="received" record={record} />],
        ['Consent', record.consentAt ? <Consent key="consent" record={record} /> : undefined],
        ['Prescriber', prescriberWords(record.prescriber)],
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
  unitPricePaise: number;
  lineTotalPaise: number;
}

const money = (paise: unknown) => (typeof paise === 'number' && Number.isSafeInteger(paise) ? formatMoney(paise) : '—');

/**
 * The shopper's answer at checkout to "may our pharmacist offer an equivalent if a medicine is out of stock?"
 * (StaffRecord `substitution`, 'no' for orders placed before the question): never substitute unless it says so.
 */
const substitutionWords = {
  no: 'not allowed — contact the customer first',
  equivalent: 'allowed: same composition only',
} as const;

/**
 * A pharmacist's quote (`quotedAt`, docs/architecture/lifecycle.md "Quotes"): its lines were chosen by the pharmacist
 * from the prescription and are supplied as quoted, so the checkout's substitution question was never asked.
 */
const isQuote = (record: StaffRecord) => typeof record.quotedAt === 'string';
const QUOTE_NO_SWAP = 'no: supplied as quoted';

/** A line's batch as packed: batch number, expiry month 'YYYY-MM', and the manufacturer if one was recorded. */
interface PackedBatch {
  batch: string;
  expiry: string;
  manufacturer?: string;
}

/** A packed order's batches (StaffRecord `batches`, recorded at packing), by product id. */
function packedBatches(record: StaffRecord): Map<string, PackedBatch> {
  const batches = Array.isArray(record.batches)
    ? (record.batches as { productId?: unknown; batch?: unknown; expiry?: unknown; manufacturer?: unknown }[])
    : [];
  return new Map(
    batches
      .filter((entry) => typeof entry.productId === 'string' && typeof entry.batch === 'string' && typeof entry.expiry === 'string')
      .map((entry) => [
        entry.productId as string,
        {
          batch: entry.batch as string,
          expiry: entry.expiry as string,
          ...(typeof entry.manufacturer === 'string' ? { manufacturer: entry.manufacturer } : {}),
        },
      ]),
  );
}

/**
 * May an equivalent be supplied for this line? An OTC line follows the shopper's substitution answer; a prescription
 * line is supplied as prescribed (Drugs Rules, 1945, r.65(9): "in accordance with the prescription"), unless the
 * verified prescription names only the composition (`prescriber.namesComposition`).
 */
function equivalentChoice(productId: string, record: StaffRecord): string {
  if (isQuote(record)) return QUOTE_NO_SWAP;
  if (!productById(productId)?.requiresPrescription) return record.substitution ? substitutionWords[record.substitution] : '—';
  if (!record.prescriber) return 'only if the prescription names the composition';
  return record.prescriber.namesComposition
    ? 'allowed: the prescription names the composition'
    : 'not allowed — supply the brand prescribed';
}

/**
 * The order's "Prescription" row: what its prescription-only medicines were checked against. A checkout's order carries
 * the shopper's file; a pharmacist's quote (functions/staff-api/quote.ts) carries no file but was built from a verified
 * upload (`prescriptionReference`, docs/architecture/lifecycle.md "Quotes"), so it is not an order without a prescription.
 * @param record the order as the staff API shows it
 * @returns the row's words, e.g. 'Verified with RX-20261130-JYHHV8SC'
 */
export function orderPrescriptionWords(record: StaffRecord): string {
  if (record.file) return 'Attached (prescription-only medicines)';
  const uploaded = text(record.prescriptionReference);
  return uploaded ? `Verified with ${uploaded}` : 'Not needed';
}

function OrderDetails({ record }: { record: StaffRecord }) {
  const lines = (Array.isArray(record.lineItems) ? record.lineItems : []) as LineItem[];
  // Once packed, each line's batch and expiry as recorded (the register's source: Drugs Rules 1945, r.65).
  const batches = packedBatches(record);
  const packed = batches.size > 0;
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
          ['Language', shopperLanguage(record)],
          ['Deliver to', address],
          ['Placed', <Received key="received" record={record} />],
          ['Prescription', orderPrescriptionWords(record)],
          ['Consent', record.consentAt ? <Consent key="consent" record={record} /> : undefined],
          [
            'Substitution',
            isQuote(record)
              ? 'not asked: the pharmacist built this order from the prescription, and it is supplied as quoted'
              : record.substitution && substitutionWords[record.substitution],
          ],
          ['Prescriber', prescriberWords(record.prescriber)],
          ['Courier', record.shipment && `${record.shipment.courierName}, AWB ${record.shipment.awb}`],
          ['Received by', text(record.receivedBy)],
        ]}
      />
      <section className="staff-panel" aria-labelledby="items-heading">
        <h2 id="items-heading">Items</h2>
        {/* Beside the file viewer the column is narrow and the table may scroll sideways: a scrollable region is
            reached by keyboard (focusable) and named, so it can be scrolled without a mouse (WCAG 2.1.1). */}
        <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="Order lines, scrollable">
          <table className="staff-table staff-table--money">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Qty</th>
                <th scope="col">Unit price</th>
                <th scope="col">Line total</th>
                <th scope="col">Equivalent</th>
                {packed && <th scope="col">Batch</th>}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">{line.name}</th>
                  <td>{line.quantity}</td>
                  <td>{money(line.unitPricePaise)}</td>
                  <td>{money(line.lineTotalPaise)}</td>
                  <td>{equivalentChoice(line.productId, record)}</td>
                  {packed && <td>{batchWords(batches.get(line.productId))}</td>}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Subtotal
                </th>
                <td>{money(record.subtotalPaise)}</td>
                <td colSpan={packed ? 2 : 1} />
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  GST included
                </th>
                <td>{money(record.gstPaise)}</td>
                <td colSpan={packed ? 2 : 1} />
              </tr>
              <tr className="staff-table__total">
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td>{money(record.totalPaise)}</td>
                <td colSpan={packed ? 2 : 1} />
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </>
  );
}

/**
 * A packed line's batch as staff read it, e.g. 'B12, expires Oct 2027', with its recorded maker
 * ('B12, expires Oct 2027, made by Cipla'); 'not recorded' for a line without one.
 */
function batchWords(packed: PackedBatch | undefined): string {
  if (!packed) return 'not recorded';
  const words = `${packed.batch}, expires ${formatStaffMonth(packed.expiry, staffLocale())}`;
  return packed.manufacturer ? `${words}, made by ${packed.manufacturer}` : words;
}

/** Who wrote a message; the message itself opens its conversation (MessageThreadPanel). */
function MessageDetails({ record }: { record: StaffRecord }) {
  return (
    <Details
      title="From"
      rows={[
        ['Name', text(record.name)],
        ['Contact', <Contact key="contact" record={record} phoneField="mobile" />],
        ['Language', shopperLanguage(record)],
        ['Received', <Received key="received" record={record} />],
      ]}
    />
  );
}
