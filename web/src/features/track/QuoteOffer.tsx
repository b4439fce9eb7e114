import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopperQuoteDeclineReasons } from '@domain/lifecycle';
import { quotePaths } from '@contracts/quote';
import type { TrackAnswer } from '@contracts/track';
import { ApiError, postJson } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { savePendingOrder } from '../../lib/pending-order';
import { useLocale } from '../../i18n/use-locale';
import type { TrackCredentials } from './PrivacyRights';
import { useTrackFailure } from './track-texts';
import { shopperDateTime } from '../../lib/dates';
import './order-actions.css';
import { lookUpRecord } from './track-lookup';

/** The words of the quote's own controls, in the page's language. */
function useQuoteTexts() {
  const { t } = useLingui();
  return {
    heading: t`Accept your order`,
    intro: t`Our pharmacist has prepared this order from your prescription. Check the items and the total above, choose how to pay and accept it.`,
    noteLabel: t`A note from our pharmacist`,
    payLegend: t`How will you pay?`,
    cod: t`Cash on delivery`,
    online: t`Online (UPI or card)`,
    accept: t`Accept and place my order`,
    accepting: t`Placing your order…`,
    accepted: t`Your order is placed. We have e-mailed you a copy.`,
    declineSummary: t`I do not want this order`,
    declineLegend: t`Why are you declining it?`,
    declineChoose: t`Choose why you are declining it.`,
    decline: t`Decline the order`,
    declining: t`Declining…`,
    declined: t`You declined this order. Nothing was charged.`,
    expired: t`This order was not accepted within 48 hours, so it has expired. Please call us or upload your prescription again.`,
    failed: t`Something went wrong. Nothing was changed: please try again.`,
    reasons: {
      quote_declined_too_expensive: t`It is too expensive`,
      quote_declined_bought_elsewhere: t`I bought it elsewhere`,
      quote_declined_not_needed: t`I no longer need it`,
      quote_declined_other: t`Another reason`,
    } satisfies Record<(typeof shopperQuoteDeclineReasons)[number], string>,
  };
}

/**
 * A pharmacist's quote on /track (docs/behaviour.md "A pharmacist's quote"): "Accept your order" with the
 * pharmacist's note and until when it can be accepted (India time), a native form with a COD / online radio choice
 * and Accept (POST /api/track/quote-accept), and Decline with a reason (POST /api/track/quote-decline). The items and
 * the ₹ total with GST are OrderItems' above it. Both forms are plain `<form>`s read with FormData on submit, so a
 * choice made before hydration (replayed: web/src/app/event-replay.ts) is the one sent. An online accept goes on to the
 * payment page with the order pending (lib/pending-order.ts), as a checkout does. A refusal is shown from the catalog by
 * its code (useTrackFailure); the choices stay as they were.
 * @param props.answer the order's TrackAnswer with its `quote`; `credentials` the lookup pair; `onChange` receives the
 *   order as an action left it
 * Renders nothing for an order without a quote; for an expired quote only that it expired.
 */
export function QuoteOffer({
  answer,
  credentials,
  onChange,
}: {
  answer: TrackAnswer;
  credentials: TrackCredentials;
  onChange: (answer: TrackAnswer) => void;
}) {
  const texts = useQuoteTexts();
  const locale = useLocale();
  const navigate = useNavigate();
  const failureText = useTrackFailure();
  const reasonName = useId();
  const [sending, setSending] = useState<'accept' | 'decline'>();
  const [failure, setFailure] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const [done, setDone] = useState<string>();
  const quote = answer.quote;
  if (!quote) return null;

  if (quote.expired) {
    return (
      <section className="order-actions quote-offer" aria-labelledby="quote-offer-heading">
        <h3 id="quote-offer-heading">{texts.heading}</h3>
        <p className="form-failure">{texts.expired}</p>
      </section>
    );
  }
  if (!quote.open)
    return done ? (
      <p className="track-action__done" role="status">
        {done}
      </p>
    ) : null;

  const refused = (caught: unknown) => {
    setFailure(failureText(caught, texts.failed));
    if (caught instanceof ApiError && (caught.status === 409 || caught.status === 410)) {
      lookUpRecord(credentials).then(onChange, () => undefined);
    }
  };

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payment = new FormData(event.currentTarget).get('payment') === 'online' ? 'online' : 'cod';
    setSending('accept');
    setFailure(undefined);
    try {
      const placed = await postJson<TrackAnswer>(quotePaths.accept, { ...credentials, payment });
      if (payment === 'online' && placed.payment?.state === 'pending') {
        const pending = {
          reference: placed.reference,
          createdAt: placed.updatedAt,
          totalPaise: placed.totalPaise ?? 0,
          payment,
          phone: credentials.phone,
        } as const;
        savePendingOrder(pending);
        void navigate(paths.payment, { state: { order: pending } });
        return;
      }
      setDone(texts.accepted);
      onChange(placed);
    } catch (caught) {
      refused(caught);
    } finally {
      setSending(undefined);
    }
  };

  const decline = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    if (typeof reason !== 'string' || reason === '') {
      setReasonError(texts.declineChoose);
      event.currentTarget.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
      return;
    }
    setReasonError(undefined);
    setSending('decline');
    setFailure(undefined);
    try {
      const declined = await postJson<TrackAnswer>(quotePaths.decline, { ...credentials, reason });
      setDone(texts.declined);
      onChange(declined);
    } catch (caught) {
      refused(caught);
    } finally {
      setSending(undefined);
    }
  };

  const expiresAt = quote.expiresAt;
  const until = shopperDateTime(expiresAt, locale);
  const reasonErrorId = `${reasonName}-error`;
  return (
    <section className="order-actions quote-offer" aria-labelledby="quote-offer-heading">
      <h3 id="quote-offer-heading">{texts.heading}</h3>
      <p>{texts.intro}</p>
      {quote.note && (
        <div className="quote-offer__note">
          <p className="field__label">{texts.noteLabel}</p>
          <p>{quote.note}</p>
        </div>
      )}
      <p className="order-actions__fact">
        <Trans>
          Accept it by <time dateTime={expiresAt}>{until}</time>.
        </Trans>
      </p>
      <div role="alert">{failure && <p className="form-failure">{failure}</p>}</div>
      <form className="quote-offer__accept" method="post" action={quotePaths.accept} onSubmit={(event) => void accept(event)}>
        <fieldset className="order-actions__reasons">
          <legend className="field__label">{texts.payLegend}</legend>
          <label className="order-actions__reason">
            <input type="radio" name="payment" value="cod" defaultChecked /> {texts.cod}
          </label>
          <label className="order-actions__reason">
            <input type="radio" name="payment" value="online" /> {texts.online}
          </label>
        </fieldset>
        <button type="submit" className="button" disabled={sending !== undefined} aria-busy={sending === 'accept'}>
          {sending === 'accept' ? texts.accepting : texts.accept}
        </button>
      </form>
      <details className="track-action order-actions__action">
        <summary>{texts.declineSummary}</summary>
        <form noValidate method="post" action={quotePaths.decline} onSubmit={(event) => void decline(event)}>
          <fieldset
            className={`order-actions__reasons${reasonError ? ' field--invalid' : ''}`}
            aria-describedby={reasonError ? reasonErrorId : undefined}
          >
            <legend className="field__label">
              {texts.declineLegend}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            {shopperQuoteDeclineReasons.map((code) => (
              <label key={code} className="order-actions__reason">
                <input type="radio" name="reason" value={code} aria-invalid={Boolean(reasonError)} /> {texts.reasons[code]}
              </label>
            ))}
            {reasonError && (
              <p className="field__error" id={reasonErrorId}>
                {reasonError}
              </p>
            )}
          </fieldset>
          <button type="submit" className="button button--ghost" disabled={sending !== undefined} aria-busy={sending === 'decline'}>
            {sending === 'decline' ? texts.declining : texts.decline}
          </button>
        </form>
      </details>
    </section>
  );
}
