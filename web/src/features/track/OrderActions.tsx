import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { returnReasons, shopperCancellationReasons } from '@domain/lifecycle';
import { RETURN_NOTE_MAX_LENGTH, returnPhotoRules } from '@domain/order-service';
import { orderServicePaths } from '@contracts/order-service';
import { upiIdField } from '@contracts/forms/fields';
import type { TrackAnswer } from '@contracts/track';
import { FormField } from '../../components/FormField';
import { PrescriptionFileInput } from '../../components/PrescriptionFileInput';
import type { PreparedFile } from '../../lib/prepare-prescription-file';
import { ApiError, postJson, postMultipart } from '../../lib/api-client';
import { fieldProblemText } from '../../lib/api-messages/api-messages';
import type { FieldProblem } from '@contracts/field-problems';
import { formBody } from '../../lib/form-kit/form-body';
import { useLocale } from '../../i18n/use-locale';
import type { TrackCredentials } from './PrivacyRights';
import {
  arrivesByText,
  refundMessageOf,
  returnReasonTexts,
  returnUntilText,
  shopperCancellationLabels,
  useTrackFailure,
} from './track-texts';
import { shopperDate } from '../../lib/dates';
import './order-actions.css';
import { lookUpRecord } from './track-lookup';

/**
 * The words of the order controls that are the page's own, in the page's language (the API's answers bring the rest:
 * track-texts.ts puts those in the page's language).
 * @returns the texts; `cancelConfirm` takes the order's reference
 */
function useOrderActionTexts() {
  const { t } = useLingui();
  const max = RETURN_NOTE_MAX_LENGTH;
  return {
    heading: t`Your order`,
    cancelSummary: t`Cancel this order`,
    cancelLegend: t`Why are you cancelling?`,
    cancelChoose: t`Choose why you are cancelling.`,
    cancelNext: t`Continue`,
    cancelConfirm: (reference: string) => t`Cancel order ${reference}? This cannot be undone.`,
    cancelRefundNote: t`If you paid online, we refund the full amount to the way you paid.`,
    cancelYes: t`Yes, cancel my order`,
    cancelNo: t`No, keep my order`,
    cancelSending: t`Cancelling…`,
    cancelled: t`Your order is cancelled.`,
    nothingCharged: t`Nothing was charged for this order, so there is nothing to refund.`,
    returnSummary: t`Return this order`,
    returnLegend: t`What is wrong with it?`,
    returnChoose: t`Choose why you are returning it.`,
    returnNote: t`Anything we should know (optional)`,
    returnNoteHint: t`At most ${max} characters. Please do not write medical details.`,
    returnPhotoHint: t`A photo of the damage, the wrong item or its expiry date helps us decide faster. JPEG or PNG only.`,
    returnUpiId: t`UPI ID for the refund`,
    returnUpiIdHint: t`You paid in cash, so we refund to a UPI ID, such as name@okaxis.`,
    returnSend: t`Request a return`,
    returnSending: t`Sending…`,
    returned: t`Your return request is received. We have e-mailed you a copy.`,
    failed: t`Something went wrong. Nothing was changed: please try again.`,
  };
}

/** What a finished action or a refusal of the server says above the controls (role=status, or role=alert for a refusal). */
interface Notice {
  tone: 'done' | 'problem';
  text: string;
}

/** The shared props of the two forms: the lookup pair, and what to do with a new answer or a notice. */
interface ActionProps {
  answer: TrackAnswer;
  credentials: TrackCredentials;
  /** A successful change: the new answer and the sentence to announce. */
  onDone: (answer: TrackAnswer, text: string) => void;
  /** A 409: the order changed or cannot take the action; the page reloads it and shows `text`. */
  onRefused: (text: string) => void;
}

/** A radio group with a legend and an error under it (WCAG 1.3.1 group label, 3.3.1 error identified). */
function ReasonGroup({
  name,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={`order-actions__reasons${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {options.map((option) => (
        <label key={option.value} className="order-actions__reason">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={Boolean(error)}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Cancel before dispatch (POST /api/track/cancel): a reason picker, then a confirmation step, then the request with the
 * version the page shows. Focus moves to the question and back; the chosen reason survives a failure.
 */
function CancelOrder({ answer, credentials, onDone, onRefused }: ActionProps) {
  const orderActionTexts = useOrderActionTexts();
  const { i18n } = useLingui();
  const locale = useLocale();
  const failureText = useTrackFailure();
  const name = useId();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const question = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (confirming) question.current?.focus();
    else form.current?.querySelector<HTMLInputElement>('input:checked, input[type=radio]')?.focus();
  }, [confirming]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    moved.current = true;
    if (!reason) {
      setError(orderActionTexts.cancelChoose);
      form.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
      return;
    }
    setError(undefined);
    setConfirming(true);
  };

  const confirm = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      const cancelled = await postJson<TrackAnswer>(orderServicePaths.cancel, { ...credentials, reason, version: answer.version });
      const refund = cancelled.refund && refundMessageOf(cancelled.refund, i18n, locale);
      const money = refund ?? (cancelled.nothingCharged ? orderActionTexts.nothingCharged : '');
      onDone(cancelled, `${orderActionTexts.cancelled} ${money}`.trim());
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) onRefused(failureText(caught, orderActionTexts.failed));
      else setFailure(failureText(caught, orderActionTexts.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <details className="track-action order-actions__action">
      <summary>{orderActionTexts.cancelSummary}</summary>
      <form ref={form} noValidate onSubmit={next}>
        {confirming ? (
          <div className="order-actions__confirm">
            <p ref={question} tabIndex={-1} className="order-actions__question">
              {orderActionTexts.cancelConfirm(answer.reference)}
            </p>
            <p className="field__hint">{orderActionTexts.cancelRefundNote}</p>
            {failure && (
              <p className="form-failure" role="alert">
                {failure}
              </p>
            )}
            <div className="order-actions__buttons">
              <button type="button" className="button" disabled={sending} aria-busy={sending} onClick={() => void confirm()}>
                {sending ? orderActionTexts.cancelSending : orderActionTexts.cancelYes}
              </button>
              <button type="button" className="button button--ghost" disabled={sending} onClick={() => setConfirming(false)}>
                {orderActionTexts.cancelNo}
              </button>
            </div>
          </div>
        ) : (
          <>
            <ReasonGroup
              name={name}
              legend={orderActionTexts.cancelLegend}
              options={shopperCancellationReasons.map((code) => ({ value: code, label: i18n._(shopperCancellationLabels[code]) }))}
              value={reason}
              error={error}
              onChange={(value) => {
                setReason(value);
                setError(undefined);
              }}
            />
            <button type="submit" className="button button--ghost button--block">
              {orderActionTexts.cancelNext}
            </button>
          </>
        )}
      </form>
    </details>
  );
}

/**
 * Ask for a return within the window (POST /api/track/return, multipart): a reason, an optional note, for an order
 * paid in cash on delivery the UPI ID its refund goes to (checked here with the server's own upiIdField, so a bad one
 * is caught before sending; an online order is refunded to the method paid with, so it has no such field) and an
 * optional photo of the item (PrescriptionFileInput with returnPhotoRules: JPEG or PNG, checked in the browser as /upload checks,
 * a photo over 4 MiB shrunk). Field errors of the server show under their field; what was typed and the chosen photo
 * stay after any failure.
 */
function ReturnRequest({ answer, credentials, onDone, onRefused }: ActionProps) {
  const orderActionTexts = useOrderActionTexts();
  const { i18n } = useLingui();
  const locale = useLocale();
  const failureText = useTrackFailure();
  const name = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [upiId, setUpiId] = useState('');
  // Cash paid at the door goes back by UPI (functions/track/order-return.ts asks for the ID only then).
  const refundByUpi = answer.payment?.method === 'cod' && answer.payment.state === 'paid';
  const [photo, setPhoto] = useState<PreparedFile | null>(null);
  const [photoProblem, setPhotoProblem] = useState<FieldProblem>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!reason) {
      setFields({ reason: orderActionTexts.returnChoose });
      form.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
      return;
    }
    if (refundByUpi && !upiIdField.safeParse(upiId).success) {
      setFields({ upiId: fieldProblemText({ code: 'upi_id_invalid' }) });
      form.current?.querySelector<HTMLInputElement>('[name="upiId"]')?.focus();
      return;
    }
    setSending(true);
    setFields({});
    setFailure(undefined);
    try {
      const requested = await postMultipart<TrackAnswer>(
        orderServicePaths.return,
        formBody({
          ...credentials,
          reason,
          note: note.trim(),
          ...(refundByUpi ? { upiId: upiId.trim() } : {}),
          [returnPhotoRules.field]: photo && { blob: photo.blob, name: photo.name },
        }),
      );
      onDone(requested, orderActionTexts.returned);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) onRefused(failureText(caught, orderActionTexts.failed));
      else {
        const fieldErrors = caught instanceof ApiError ? caught.fields : {};
        setFields(Object.fromEntries(Object.entries(fieldErrors).map(([field, fieldProblem]) => [field, fieldProblemText(fieldProblem)])));
        setFailure(failureText(caught, orderActionTexts.failed));
        const first = Object.keys(fieldErrors)[0];
        if (first) form.current?.querySelector<HTMLElement>(`[name="${first === 'reason' ? name : first}"]`)?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <details className="track-action order-actions__action">
      <summary>{orderActionTexts.returnSummary}</summary>
      {answer.canReturnUntil && <p className="field__hint">{returnUntilText(answer.canReturnUntil, i18n, locale)}</p>}
      <form ref={form} noValidate onSubmit={(event) => void send(event)}>
        <ReasonGroup
          name={name}
          legend={orderActionTexts.returnLegend}
          options={(Object.keys(returnReasons) as (keyof typeof returnReasons)[]).map((value) => ({
            value,
            label: i18n._(returnReasonTexts[value].label),
          }))}
          value={reason}
          error={fields.reason}
          onChange={(value) => {
            setReason(value);
            setFields(({ reason: _reason, ...rest }) => rest);
          }}
        />
        <FormField id="return-note" label={orderActionTexts.returnNote} hint={orderActionTexts.returnNoteHint} error={fields.note}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={3}
              maxLength={RETURN_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        {refundByUpi && (
          <FormField
            id="return-upi-id"
            label={orderActionTexts.returnUpiId}
            hint={orderActionTexts.returnUpiIdHint}
            required
            error={fields.upiId}
          >
            {(control) => (
              <input
                {...control}
                name="upiId"
                type="text"
                inputMode="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={upiId}
                onChange={(event) => {
                  setUpiId(event.target.value);
                  setFields(({ upiId: _upiId, ...rest }) => rest);
                }}
              />
            )}
          </FormField>
        )}
        <PrescriptionFileInput
          id="return-photo-file"
          rules={returnPhotoRules}
          required={false}
          file={photo}
          error={fields[returnPhotoRules.field] ?? (photoProblem && fieldProblemText(photoProblem))}
          hint={orderActionTexts.returnPhotoHint}
          onChoice={(choice) => {
            setPhoto(choice.file);
            setPhotoProblem(choice.error);
            setFields(({ [returnPhotoRules.field]: _photo, ...rest }) => rest);
          }}
        />
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={sending} aria-busy={sending}>
          {sending ? orderActionTexts.returnSending : orderActionTexts.returnSend}
        </button>
      </form>
    </details>
  );
}

/** "Pickup on <date>" of an approved return, the date in the page's language. */
function PickupDate({ date }: { date: string }) {
  const when = shopperDate(date, useLocale());
  return (
    <Trans>
      Pickup on <time dateTime={date}>{when}</time>
    </Trans>
  );
}

/** What an order's panel on /track gets: the order as /track answers it, the shopper's proof, and the new answer's sink. */
export interface OrderPanelProps {
  answer: TrackAnswer;
  /** The reference and phone the shopper tracked with, sent again with every action. */
  credentials: TrackCredentials;
  /** Receives /track's answer after an action, so the whole view shows the order as it now is. */
  onChange: (answer: TrackAnswer) => void;
}

/**
 * The shopper's controls of an order on /track (docs/architecture/self-service-api.md, docs/architecture/lifecycle.md "Order service"; Consumer Protection
 * (E-Commerce) Rules 2020): the arrival date while it travels, the refund (or that nothing was charged), a cancel
 * before dispatch (reason, then confirmation) and a return request within the window. Each result is announced
 * (role=status) and the page's answer is replaced in place; a refusal (409: dispatched meanwhile, window closed) is
 * shown (role=alert) and the order is looked up again so the page shows what is true now.
 * @param answer the order as /track shows it; `credentials` the lookup pair (sent in bodies, never in a URL)
 * @param onChange called with the order's new answer
 */
export function OrderActions({ answer, credentials, onChange }: OrderPanelProps) {
  const orderActionTexts = useOrderActionTexts();
  const { i18n } = useLingui();
  const locale = useLocale();
  const [notice, setNotice] = useState<Notice>();
  const done = (next: TrackAnswer, text: string) => {
    setNotice({ tone: 'done', text });
    onChange(next);
  };
  const refused = (text: string) => {
    setNotice({ tone: 'problem', text });
    lookUpRecord(credentials).then(onChange, () => undefined);
  };
  const props = { answer, credentials, onDone: done, onRefused: refused };
  const latest = answer.estimatedDelivery?.latest;
  const facts = [
    latest && (
      <p key="arrival" className="order-actions__fact order-actions__fact--arrival">
        <time dateTime={latest}>{arrivesByText(latest, i18n, locale)}</time>
      </p>
    ),
    answer.refund && (
      <p key="refund" className="order-actions__fact">
        {refundMessageOf(answer.refund, i18n, locale)}
      </p>
    ),
    answer.nothingCharged && (
      <p key="charged" className="order-actions__fact">
        {orderActionTexts.nothingCharged}
      </p>
    ),
    answer.return?.state === 'approved' && answer.return.pickupDate && (
      <p key="pickup" className="order-actions__fact">
        <PickupDate date={answer.return.pickupDate} />
      </p>
    ),
  ].filter(Boolean);
  if (facts.length === 0 && !answer.canCancel && !answer.canReturnUntil && !notice) return null;

  return (
    <section className="order-actions" aria-labelledby="order-actions-heading">
      <h3 id="order-actions-heading">{orderActionTexts.heading}</h3>
      {facts}
      <div role="status">{notice?.tone === 'done' && <p className="track-action__done">{notice.text}</p>}</div>
      <div role="alert">{notice?.tone === 'problem' && <p className="form-failure">{notice.text}</p>}</div>
      {answer.canCancel && <CancelOrder {...props} />}
      {answer.canReturnUntil && <ReturnRequest {...props} />}
    </section>
  );
}
