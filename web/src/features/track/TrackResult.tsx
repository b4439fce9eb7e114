import { Trans, useLingui } from '@lingui/react/macro';
import type { EraseAnswer } from '@contracts/privacy-requests';
import type { TrackAnswer, TrackPrivacyRequest } from '@contracts/track';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { activeLocale, loadCatalog } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/use-locale';
import { InvoiceDownload } from './InvoiceDownload';
import { MessageThread } from './MessageThread';
import { OrderActions } from './OrderActions';
import { OrderItems } from './OrderItems';
import { OrderShipment } from './OrderShipment';
import { QuoteOffer } from './QuoteOffer';
import { OpenMadeOrder } from './OpenMadeOrder';
import { PayNow } from './PayNow';
import { CorrectionForm, EraseForm, ReuploadForm, type TrackCredentials } from './PrivacyRights';
import { eventMessageOf, nextStepOf, privacyAnswerText, statusLabelOf } from './track-texts';
import { shopperDateTime } from '../../lib/dates';

/**
 * The refill reminder form: only a delivered order (or one with a reminder) shows it, so it loads with such an answer,
 * with its texts (the reminders catalog, lingui.config.ts).
 */
const RefillReminder = lazy(() =>
  Promise.all([import('./RefillReminder'), loadCatalog(activeLocale(), 'reminders')]).then(([module]) => ({
    default: module.RefillReminder,
  })),
);

/**
 * One privacy request of the record as a sentence: its type, its date (Indian time, the page's language) and its state.
 * @param request the API's privacy request (type, ISO 8601 time, state)
 */
function PrivacyRequestLine({ request }: { request: TrackPrivacyRequest }) {
  const locale = useLocale();
  const at = request.at;
  const when = shopperDateTime(at, locale);
  if (request.type === 'erasure') {
    return request.state === 'open' ? (
      <Trans>
        Deletion request of <time dateTime={at}>{when}</time>: with our team
      </Trans>
    ) : (
      <Trans>
        Deletion request of <time dateTime={at}>{when}</time>: done
      </Trans>
    );
  }
  return request.state === 'open' ? (
    <Trans>
      Correction request of <time dateTime={at}>{when}</time>: with our team
    </Trans>
  ) : (
    <Trans>
      Correction request of <time dateTime={at}>{when}</time>: done
    </Trans>
  );
}

/** What /track's answer panel shows and whom it tells about changes (TrackPage holds the state). */
export interface TrackResultProps {
  /** The record as last answered (a lookup, or a later action's answer). */
  answer?: TrackAnswer;
  /** The pair of the last successful lookup, sent in the bodies of the record's forms (never in a URL). */
  credentials?: TrackCredentials;
  /** Set once the shopper's data was deleted: shown instead of the record. */
  erased?: EraseAnswer;
  /** Receives the record as an action (re-upload, reply, cancel, return, reminder) left it. */
  onChange: (answer: TrackAnswer) => void;
  /** Receives the erase flow's answer once the data is deleted. */
  onDeleted: (erased: EraseAnswer) => void;
  /** Receives another record found from this one and the pair that found it (the order made from a prescription). */
  onFound: (answer: TrackAnswer, credentials: TrackCredentials) => void;
}

/**
 * /track's answer panel (docs/architecture/self-service-api.md), loaded only once an answer has arrived (TrackPage): the reference
 * as heading (it takes the focus at every new answer, so a screen reader reads what changed), the status and next step
 * in plain words (with a button to the order a pharmacist made from a prescription: OpenMadeOrder), the order's courier, tracking number and receiver (OrderShipment), its items, total and payment (OrderItems), Pay now for an online order not paid yet (PayNow), a pharmacist's quote to accept or decline (QuoteOffer), the invoice, a new prescription after a refusal, the message thread, the order actions, the refill
 * reminder (its own chunk), the timeline, the privacy requests, and the privacy rights (PrivacyRights.tsx, DPDP Act 2023
 * §6(4), §12); after a deletion, only that it is done. Renders nothing without an answer or a deletion.
 * @param props the answer, credentials and deletion, and the callbacks of TrackResultProps
 */
export function TrackResult({ answer, credentials, erased, onChange, onDeleted, onFound }: TrackResultProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (answer || erased) resultHeading.current?.focus();
  }, [answer, erased]);

  if (erased) {
    return (
      <>
        <h2 id="track-result-heading" ref={resultHeading} tabIndex={-1}>
          {erased.reference}
        </h2>
        <p className="track-result__status track-result__status--erased">
          <Trans>Deleted at your request</Trans>
        </p>
        <p className="track-result__next" role="status">
          {privacyAnswerText(erased.reason, i18n)}
        </p>
      </>
    );
  }
  if (!answer) return null;
  return (
    <>
      <h2 id="track-result-heading" ref={resultHeading} tabIndex={-1}>
        {answer.reference}
      </h2>
      <p className={`track-result__status track-result__status--${answer.status}`}>{statusLabelOf(answer, i18n, locale)}</p>
      {answer.nextStep && <p className="track-result__next">{nextStepOf(answer, i18n, locale)}</p>}
      {credentials && answer.nextStep?.code === 'order_made' && (
        <OpenMadeOrder key={answer.nextStep.reference} order={answer.nextStep.reference} phone={credentials.phone} onFound={onFound} />
      )}
      {answer.kind === 'order' && <OrderShipment answer={answer} />}
      {answer.kind === 'order' && <OrderItems answer={answer} />}
      {credentials && <PayNow key={`pay-${answer.reference}`} answer={answer} credentials={credentials} />}
      {credentials && answer.quote && (
        <QuoteOffer key={`quote-${answer.reference}`} answer={answer} credentials={credentials} onChange={onChange} />
      )}
      {credentials && <InvoiceDownload key={`invoice-${answer.reference}`} credentials={credentials} answer={answer} />}
      {credentials && answer.kind === 'prescription' && answer.status === 'rejected' && (
        <ReuploadForm key={answer.updatedAt} credentials={credentials} onDone={onChange} />
      )}
      {credentials && answer.thread && (
        <MessageThread key={`thread-${answer.reference}`} thread={answer.thread} credentials={credentials} onReplied={onChange} />
      )}
      {credentials && answer.kind === 'order' && (
        <OrderActions key={`order-${answer.reference}`} answer={answer} credentials={credentials} onChange={onChange} />
      )}
      {credentials && answer.kind === 'order' && (answer.canRemind || answer.refillReminder) && (
        <Suspense fallback={null}>
          <RefillReminder key={`reminder-${answer.reference}`} answer={answer} credentials={credentials} onChange={onChange} />
        </Suspense>
      )}
      <h3>
        <Trans>What happened so far</Trans>
      </h3>
      <ol className="track-timeline">
        {answer.history.map((event) => (
          <li key={`${event.at}-${event.status}`}>
            <span className="track-timeline__message">{eventMessageOf(event, i18n)}</span>
            <time dateTime={event.at}>{shopperDateTime(event.at, locale)}</time>
          </li>
        ))}
      </ol>
      {answer.requests && (
        <>
          <h3>
            <Trans>Your requests</Trans>
          </h3>
          <ul className="track-requests">
            {answer.requests.map((request) => (
              <li key={`${request.type}-${request.at}`}>
                <PrivacyRequestLine request={request} />
              </li>
            ))}
          </ul>
        </>
      )}
      {credentials && answer.status !== 'erased' && (
        <section className="track-privacy" aria-labelledby="privacy-heading">
          <h3 id="privacy-heading">
            <Trans>Your privacy rights</Trans>
          </h3>
          <details className="track-action">
            <summary>
              <Trans>Correct my details</Trans>
            </summary>
            <CorrectionForm credentials={credentials} />
          </details>
          <details className="track-action">
            <summary>
              <Trans>Withdraw consent and delete my data</Trans>
            </summary>
            <EraseForm credentials={credentials} kind={answer.kind} onDeleted={onDeleted} />
          </details>
        </section>
      )}
    </>
  );
}
