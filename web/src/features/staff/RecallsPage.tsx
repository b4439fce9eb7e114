import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { products, productById } from '@domain/catalogue/catalogue';
import { BATCH_NUMBER_PATTERN } from '@contracts/staff-api';
import { recallReasons, type RecallAnswer, type RecallQuery, type RecallReason } from '@contracts/registers';
import { FormField } from '../../components/FormField';
import { StaffApiError, useStaffApi } from './staff-api-client';
import { failureText } from './staff-failure-texts';
import { formatDateTime, staffPaths, usePageTitle } from './staff-paths';
import './registers.css';

/** Why a batch is recalled, as staff read it (contracts/registers.ts recallReasons). */
const reasonWords: Readonly<Record<RecallReason, string>> = {
  not_of_standard_quality: 'Not of standard quality (regulator’s alert)',
  spurious: 'Spurious (fake) batch',
  manufacturer_recall: 'The manufacturer’s recall',
  other: 'Another reason',
};

/** The catalogue's products by name, each with its pack (two share a name in two pack sizes). */
const productChoices = [...products]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((product) => ({ id: product.id, label: product.details ? `${product.name}, ${product.details}` : product.name }));

/** A product's name as the recall list shows it (the id for one the catalogue no longer holds). */
function productName(productId: string): string {
  return productById(productId)?.name ?? productId;
}

/** What the form has found or sent: the batch's orders, and after a notice how many e-mails it queued. */
interface RecallView {
  answer: RecallAnswer;
  reason: RecallReason;
}

/**
 * /staff/recalls (pharmacists; docs/architecture/staff-api.md "The pharmacist's registers"): a pharmacist names a
 * product, a batch and why it is recalled; "Find orders" lists every order that shipped that batch (GET /api/staff/recalls), with its dispatch
 * date and whether its shopper was told; "Notify shoppers" asks for a confirmation, then e-mails each shopper not yet
 * told, once, in their language (POST /api/staff/recalls) and says how many e-mails went out. Orders without an
 * e-mail address are flagged for a phone call. Refusals show in words by their codes; both calls are audited.
 */
export function RecallsPage() {
  usePageTitle('Recalls');
  const api = useStaffApi();
  const [productId, setProductId] = useState('');
  const [batch, setBatch] = useState('');
  const [reason, setReason] = useState<RecallReason | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [view, setView] = useState<RecallView>();
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string>();
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  /** The form's values, or undefined after marking the fields left blank or malformed. */
  function checked(): (RecallQuery & { reason: RecallReason }) | undefined {
    const next: Record<string, string> = {};
    const trimmed = batch.trim();
    if (!productId) next.productId = 'Choose the recalled product.';
    if (!trimmed) next.batch = 'Enter the batch number printed on the pack.';
    else if (!BATCH_NUMBER_PATTERN.test(trimmed)) next.batch = 'Enter the batch number as printed: letters, digits, / . or -.';
    if (!reason) next.reason = 'Choose why the batch is recalled.';
    setErrors(next);
    return Object.keys(next).length === 0 && reason ? { productId, batch: trimmed, reason } : undefined;
  }

  /** Shows a failed call: its field problems under the fields, anything else as an alert, both in words by code. */
  function showFailure(error: unknown) {
    if (error instanceof StaffApiError && Object.keys(error.fields).length > 0) setErrors(error.fieldTexts);
    setFailure(failureText(error as Error));
  }

  async function find(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setSent(undefined);
    setConfirming(false);
    const query = checked();
    if (!query) return;
    setBusy(true);
    try {
      setView({ answer: await api.recall({ productId: query.productId, batch: query.batch }), reason: query.reason });
    } catch (error) {
      setView(undefined);
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function notify() {
    if (!view) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { productId: id, batch: number } = view.answer;
      const answer = await api.notifyRecall({ productId: id, batch: number, reason: view.reason });
      setView({ answer, reason: view.reason });
      setConfirming(false);
      setSent(noticeOutcome(answer));
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const orders = view?.answer.orders ?? [];
  const toTell = orders.filter((order) => order.hasEmail && !order.notifiedAt).length;
  return (
    <>
      <h1>Recalls</h1>
      <p className="staff-lead">
        Find every order that shipped a recalled batch, then e-mail each of those shoppers once, in their language, with what to do. Every
        look-up and notice is recorded in the audit trail.
      </p>
      <form className="staff-panel staff-recall-form" aria-label="Recalled batch" noValidate onSubmit={(event) => void find(event)}>
        <div className="staff-recall-form__grid">
          <FormField id="recall-product" label="Product" error={errors.productId} required>
            {(control) => (
              <select {...control} name="productId" value={productId} onChange={(event) => setProductId(event.target.value)}>
                <option value="">Choose a product</option>
                {productChoices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="recall-batch" label="Batch number" hint="As printed on the strip or box" error={errors.batch} required>
            {(control) => (
              <input
                {...control}
                name="batch"
                value={batch}
                maxLength={30}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setBatch(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="recall-reason" label="Reason" error={errors.reason} required>
            {(control) => (
              <select {...control} name="reason" value={reason} onChange={(event) => setReason(event.target.value as RecallReason | '')}>
                <option value="">Choose a reason</option>
                {recallReasons.map((code) => (
                  <option key={code} value={code}>
                    {reasonWords[code]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <button type="submit" className="staff-button staff-button--primary" disabled={busy} aria-busy={busy && !confirming}>
          Find orders
        </button>
      </form>
      {failure && (
        <p className="staff-alert staff-alert--error" role="alert">
          {failure}
        </p>
      )}
      {sent && (
        <p className="staff-alert staff-alert--ok" role="status">
          {sent}
        </p>
      )}
      {view && (
        <section className="staff-panel" aria-labelledby="recall-orders-heading">
          <h2 id="recall-orders-heading">
            {productName(view.answer.productId)}, batch {view.answer.batch}
          </h2>
          <p className="staff-muted">Reason: {reasonWords[view.reason]}</p>
          <div className="staff-table-wrap">
            <table className="staff-table staff-recall-table">
              <caption className="visually-hidden">
                Orders that shipped batch {view.answer.batch} of {productName(view.answer.productId)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Dispatched</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Expiry</th>
                  <th scope="col">Shopper told</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.reference}>
                    <th scope="row">
                      <Link to={staffPaths.record(order.reference)}>{order.reference}</Link>
                    </th>
                    <td>
                      <time dateTime={order.dispatchedAt}>{formatDateTime(order.dispatchedAt)}</time>
                    </td>
                    <td>{order.quantity}</td>
                    <td>{order.expiry}</td>
                    <td>
                      {order.notifiedAt ? (
                        <>
                          E-mailed <time dateTime={order.notifiedAt}>{formatDateTime(order.notifiedAt)}</time>
                        </>
                      ) : order.hasEmail ? (
                        'Not yet'
                      ) : (
                        <strong>No e-mail address: call the shopper</strong>
                      )}
                    </td>
                  </tr>
                ))}
                {orders.length === 0 && (
                  <tr>
                    <td colSpan={5} className="staff-table__empty">
                      No order shipped this batch.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {toTell > 0 && !confirming && (
            <div className="staff-actions">
              <button
                type="button"
                className="staff-button staff-button--danger"
                onClick={() => {
                  setSent(undefined);
                  setConfirming(true);
                  // The confirmation takes focus, so a keyboard user lands on the question it asks.
                  requestAnimationFrame(() => confirmHeading.current?.focus());
                }}
              >
                Notify shoppers…
              </button>
            </div>
          )}
          {toTell === 0 && orders.length > 0 && <p className="staff-muted">Every shopper with an e-mail address has been told.</p>}
          {confirming && (
            <div className="staff-alert staff-alert--warning staff-recall-confirm" role="group" aria-labelledby="recall-confirm-heading">
              <h3 id="recall-confirm-heading" tabIndex={-1} ref={confirmHeading}>
                {toTell === 1 ? 'E-mail 1 shopper about this recall?' : `E-mail ${toTell} shoppers about this recall?`}
              </h3>
              <p>
                Each is told once, in their language, that {productName(view.answer.productId)} batch {view.answer.batch} is recalled and
                what to do. This cannot be undone.
              </p>
              <div className="staff-actions">
                <button
                  type="button"
                  className="staff-button staff-button--danger"
                  onClick={() => void notify()}
                  disabled={busy}
                  aria-busy={busy}
                >
                  {busy ? 'Sending…' : 'Yes, e-mail them'}
                </button>
                <button type="button" className="staff-button" onClick={() => setConfirming(false)} disabled={busy}>
                  Cancel
                </button>
              </div>
            </div>
          )}
        </section>
      )}
    </>
  );
}

/** What a notice did, in words: the e-mails queued now, and the orders that have no address. */
function noticeOutcome(answer: RecallAnswer): string {
  const queued = answer.queued ?? 0;
  const sentWords = queued === 1 ? '1 recall e-mail is on its way.' : `${queued} recall e-mails are on their way.`;
  const noEmail = answer.orders.filter((order) => !order.hasEmail).length;
  if (noEmail === 0) return sentWords;
  return `${sentWords} ${noEmail === 1 ? '1 order has' : `${noEmail} orders have`} no e-mail address: call those shoppers.`;
}
