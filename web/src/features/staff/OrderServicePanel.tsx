import { useRef, useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH, returnDeclineReasons, returnReasons } from '@domain/lifecycle';
import { addCalendarDays, formatShopperDate, kolkataDate } from '@domain/delivery-estimate';
import type { OrderRefund, OrderReturn } from '@domain/order-service';
import { formatMoney } from '@domain/money';
import { cashCollectionBlock, isPaymentUnchosen, paymentOf, type PaymentMethod, type PaymentState } from '@domain/payment';
import type { ReturnDecision } from '@contracts/order-service';
import type { StaffRecord } from '@contracts/staff-api';
import { FormField } from '../../components/FormField';
import { StaffApiError, useStaffApi } from './staff-api-client';
import { formatDateTime } from './staff-paths';
import { failureText } from './staff-failure-texts';
import { FileViewer } from './FileViewer';

/** How far ahead support may set a pickup (the API's own bound, functions/staff-api/order-return-decision.ts). */
const PICKUP_MAX_DAYS_AHEAD = 14;

/** How a refund goes back, as staff read it. */
const refundRoute: Record<OrderRefund['method'], string> = {
  online: 'to the card or UPI account used at checkout',
  cod: 'to the UPI ID the shopper gave',
};

/** How the order is paid, as staff read it (domain/payment.ts PaymentMethod; the console is English only). */
const paymentMethodWords: Readonly<Record<PaymentMethod, string>> = {
  online: 'Online (UPI or card)',
  cod: 'Cash on delivery',
};

/** A quote's payment before the shopper accepts it (domain/payment.ts isPaymentUnchosen): no method, nothing received. */
const UNCHOSEN_PAYMENT_WORDS = 'not chosen: the shopper chooses online or cash on delivery when accepting the quote; nothing received';

/** Where the order's money stands, as staff read it (domain/payment.ts PaymentState). */
const paymentStateWords: Readonly<Record<PaymentState, string>> = {
  pending: 'not received yet',
  paid: 'received',
  refund_pending: 'received; refund started',
  refunded: 'refunded',
  not_charged: 'nothing was charged',
};

/** The payment states in which money was received, so a refund may be paid (domain/payment.ts `refund_paid`). */
const moneyReceived: ReadonlySet<PaymentState> = new Set(['paid', 'refund_pending']);

type Stored = OrderReturn & { note?: string };

/**
 * The order service of one order in the staff console (docs/architecture/staff-api.md, docs/architecture/lifecycle.md "Order service"): the
 * payment (method and state, domain/payment.ts; "Cash collected" for a cash-on-delivery order awaiting its cash once
 * dispatched, cashCollectionBlock), the refund (amount, where it goes — a COD return's UPI ID —, "Mark refund paid"
 * while started and only when money was received, `paid` or `refund_pending`) and a return request (reason, the shopper's note, the
 * shopper's photo when one came, opened on demand in the FileViewer (scan-gated, audited), then approve with a pickup
 * date or decline with a reason). Each call sends the version shown; a 409 shows the record as
 * it is now (onChanged) with a warning; field errors show under their field; results are announced (role=status).
 * The generic status buttons (DecisionPanel) never offer these steps: they need the data collected here.
 * @param record the order as the staff API returns it; `onChanged` receives the updated record
 */
export function OrderServicePanel({ record, onChanged }: { record: StaffRecord; onChanged: (record: StaffRecord) => void }) {
  const api = useStaffApi();
  const refund = record.refund as OrderRefund | undefined;
  const stored = record.return as Stored | undefined;
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [pickupDate, setPickupDate] = useState('');
  const [declineReason, setDeclineReason] = useState('');
  const [declineNote, setDeclineNote] = useState('');
  const [showPhoto, setShowPhoto] = useState(false);
  const panel = useRef<HTMLElement>(null);

  if (record.kind !== 'order') return null;
  const today = kolkataDate(new Date());
  const payment = paymentOf(record);
  const canCollectCash = cashCollectionBlock(payment, record.status) === undefined;

  async function run(action: () => Promise<StaffRecord>, message: string) {
    setSending(true);
    setDone(undefined);
    setFailure(undefined);
    setFields({});
    try {
      onChanged(await action());
      setDone(message);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409 && error.current) {
        onChanged(error.current);
        setFailure(`${failureText(error)} Check it and decide again.`);
      } else {
        if (error instanceof StaffApiError) setFields(error.fieldTexts);
        setFailure(error instanceof Error ? failureText(error) : 'Something went wrong. Please try again.');
        const first = error instanceof StaffApiError ? Object.keys(error.fields)[0] : undefined;
        if (first) panel.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }
    } finally {
      setSending(false);
    }
  }

  /** A one-click step of the panel (cash collected, refund paid): its button, sending `action` and announcing `message`. */
  const oneStep = (label: string, action: () => Promise<StaffRecord>, message: string) => (
    <div className="staff-actions">
      <button
        type="button"
        className="staff-button staff-button--primary"
        disabled={sending}
        aria-busy={sending}
        onClick={() => void run(action, message)}
      >
        {label}
      </button>
    </div>
  );

  const decide = (decision: ReturnDecision, message: string) => run(() => api.decideReturn(record.reference, decision), message);

  const approve = (event: FormEvent) => {
    event.preventDefault();
    if (!pickupDate) {
      setFields({ pickupDate: 'Choose the pickup date.' });
      panel.current?.querySelector<HTMLElement>('[name="pickupDate"]')?.focus();
      return;
    }
    void decide(
      { decision: 'approve', pickupDate, version: record.version },
      `Return approved: pickup on ${formatShopperDate(pickupDate)}. The refund is started.`,
    );
  };

  const decline = (event: FormEvent) => {
    event.preventDefault();
    const note = declineNote.trim();
    const errors: Record<string, string> = {};
    if (!declineReason) errors.reason = 'Choose a reason.';
    else if (declineReason === 'other' && !note) errors.note = 'Explain the reason in the note.';
    setFields(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      panel.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void decide(
      {
        decision: 'decline',
        reason: declineReason as keyof typeof returnDeclineReasons,
        ...(note ? { note } : {}),
        version: record.version,
      },
      'Return declined. The shopper is e-mailed the reason.',
    );
  };

  return (
    <section ref={panel} className="staff-panel staff-order-service" aria-labelledby="order-service-heading">
      <h2 id="order-service-heading">Payment, refund and return</h2>
      <dl className="staff-details">
        <dt>Payment</dt>
        <dd>
          {isPaymentUnchosen(record)
            ? UNCHOSEN_PAYMENT_WORDS
            : `${paymentMethodWords[payment.method]}: ${paymentStateWords[payment.state]}`}
          {payment.method === 'cod' && payment.paidAt
            ? ` (${formatMoney(payment.amountPaise ?? Number(record.totalPaise ?? 0))} in cash, ${formatDateTime(payment.paidAt)})`
            : ''}
        </dd>
        {stored?.upiId && (
          <>
            <dt>Refund to UPI ID</dt>
            <dd>{stored.upiId}</dd>
          </>
        )}
      </dl>
      {canCollectCash &&
        oneStep(
          'Cash collected',
          () => api.markCashCollected(record.reference, { version: record.version }),
          `Cash of ${formatMoney(Number(record.totalPaise ?? 0))} marked collected.`,
        )}
      {stored && (
        <dl className="staff-details">
          <dt>Return reason</dt>
          <dd>{returnReasons[stored.reason as keyof typeof returnReasons]?.label ?? stored.reason}</dd>
          <dt>Requested</dt>
          <dd>{formatDateTime(stored.requestedAt)}</dd>
          {stored.note && (
            <>
              <dt>Shopper’s note</dt>
              <dd className="staff-message">{stored.note}</dd>
            </>
          )}
          {stored.photo && (
            <>
              <dt>Photo</dt>
              <dd>
                <button
                  type="button"
                  className="staff-button"
                  aria-expanded={showPhoto}
                  aria-controls="return-photo"
                  onClick={() => setShowPhoto((shown) => !shown)}
                >
                  {showPhoto ? 'Hide the photo' : 'Open the photo'}
                </button>
              </dd>
            </>
          )}
          {stored.pickupDate && (
            <>
              <dt>Pickup</dt>
              <dd>{formatShopperDate(stored.pickupDate)}</dd>
            </>
          )}
          {stored.declineReason && (
            <>
              <dt>Declined</dt>
              <dd>{returnDeclineReasons[stored.declineReason as keyof typeof returnDeclineReasons]?.label ?? stored.declineReason}</dd>
            </>
          )}
        </dl>
      )}
      {stored?.photo && (
        <div id="return-photo">{showPhoto && <FileViewer reference={record.reference} file={stored.photo} which="returnPhoto" />}</div>
      )}
      {refund && (
        <p>
          Refund of <strong>{formatMoney(refund.amountPaise)}</strong> {refundRoute[refund.method] ?? refundRoute.online}
          {refund.upiId ? ` (${refund.upiId})` : ''}:{' '}
          {refund.state === 'refunded' && refund.refundedAt
            ? `paid ${formatDateTime(refund.refundedAt)}`
            : `started ${formatDateTime(refund.startedAt)}`}
        </p>
      )}
      {done && (
        <p className="staff-alert staff-alert--ok" role="status">
          {done}
        </p>
      )}
      {failure && (
        <div className="staff-alert staff-alert--error" role="alert">
          <p>Not saved. {failure}</p>
        </div>
      )}
      {refund?.state === 'started' &&
        moneyReceived.has(payment.state) &&
        oneStep(
          'Mark refund paid',
          () => api.markRefunded(record.reference, { version: record.version }),
          'Refund marked paid. The shopper is e-mailed.',
        )}
      {record.status === 'return_requested' && (
        <>
          <form className="staff-decision__form" onSubmit={approve} noValidate aria-label="Approve return">
            <FormField id="return-pickup" label="Pickup date" required error={fields.pickupDate} hint="The day the courier collects it.">
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="pickupDate"
                  min={today}
                  max={addCalendarDays(today, PICKUP_MAX_DAYS_AHEAD)}
                  value={pickupDate}
                  onChange={(event) => setPickupDate(event.target.value)}
                />
              )}
            </FormField>
            <button type="submit" className="staff-button staff-button--primary" disabled={sending}>
              {sending ? 'Saving…' : 'Approve return'}
            </button>
          </form>
          <form className="staff-decision__form" onSubmit={decline} noValidate aria-label="Decline return">
            <FormField id="return-decline-reason" label="Reason to decline" required error={fields.reason}>
              {(control) => (
                <select {...control} name="reason" value={declineReason} onChange={(event) => setDeclineReason(event.target.value)}>
                  <option value="">Choose a reason</option>
                  {Object.entries(returnDeclineReasons).map(([value, { label }]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="return-decline-note" label="Note" error={fields.note} hint="Required when the reason is “Other”. Staff only.">
              {(control) => (
                <textarea
                  {...control}
                  name="note"
                  rows={3}
                  maxLength={MAX_NOTE_LENGTH}
                  value={declineNote}
                  onChange={(event) => setDeclineNote(event.target.value)}
                />
              )}
            </FormField>
            <button type="submit" className="staff-button staff-button--danger" disabled={sending}>
              {sending ? 'Saving…' : 'Decline return'}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
