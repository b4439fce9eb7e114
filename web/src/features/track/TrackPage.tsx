import { Trans, useLingui } from '@lingui/react/macro';
import type { EraseAnswer } from '@contracts/privacy-requests';
import type { TrackAnswer, TrackPrivacyRequest } from '@contracts/track';
import { trackRequestSchema } from '@contracts/track';
import { activeLocale, loadCatalog } from '../../i18n/catalogs';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FormField, FormSubmit, RequiredFieldsNote } from '../../components/FormField';
import { Page } from '../../components/Page';
import { PageBanner } from '../../components/PageBanner';
import { PhoneInput } from '../../components/PhoneInput';
import { site } from '../../content/site';
import { postJson } from '../../lib/api-client';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { useLocale } from '../../i18n/use-locale';
import { InvoiceDownload } from './InvoiceDownload';
import { MessageThread } from './MessageThread';
import { OrderActions } from './OrderActions';
import { CorrectionForm, EraseForm, GrievanceContact, ReuploadForm, type TrackCredentials } from './PrivacyRights';
import { eventMessageOf, nextStepOf, privacyAnswerText, shopperDateTime, statusLabelOf, useTrackProblem } from './track-texts';
import './track.css';

/**
 * The refill reminder form: only a delivered order (or one with a reminder) shows it, so it loads with such an answer,
 * with its texts (the reminders catalog, lingui.config.ts).
 */
const RefillReminder = lazy(() =>
  Promise.all([import('./RefillReminder'), loadCatalog(activeLocale(), 'reminders')]).then(([module]) => ({
    default: module.RefillReminder,
  })),
);

/** What a success screen may hand over when it links here (router state, never the URL: docs/architecture.md §3.1). */
interface TrackLinkState {
  reference?: string;
}

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

/**
 * /track (docs/architecture.md §3.1): a shopper follows up on a prescription (RX-), order (ORD-) or message (MSG-)
 * without an account. The reference and the phone number given with it are POSTed as JSON to /api/track/ — never put
 * in the URL, history or logs — and the answer is shown in plain words: the status, the timeline and what to do next.
 * A success screen may link here with the reference in the router state, so it is filled in.
 * Failures stay visible and keep the input: 404 ('We could not find a request with these details.'), 429 (too many
 * attempts; try again later), network trouble (press Track again).
 * With a found record, the shopper can also use their rights from here (PrivacyRights.tsx, DPDP Act 2023 §6(4), §12):
 * upload a new prescription after a refusal, ask for a correction, or withdraw consent and have the data deleted; the
 * grievance officer and the route to the Data Protection Board are named below the result.
 */
export function TrackPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const problem = useTrackProblem();
  const prefilled = (useLocation().state as TrackLinkState | null)?.reference ?? '';
  const { register, error, failure, sending, formRef, submit } = useFormKit({
    resolver: schemaResolver(trackRequestSchema),
    defaultValues: { reference: prefilled, phone: '' },
    failure: { fallback: t`Something went wrong while looking up your request. Please try again.` },
  });
  const [answer, setAnswer] = useState<TrackAnswer>();
  // The pair of the last successful lookup: the privacy forms send it in their bodies (never in a URL).
  const [credentials, setCredentials] = useState<TrackCredentials>();
  const [erased, setErased] = useState<EraseAnswer>();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (answer || erased) resultHeading.current?.focus();
  }, [answer, erased]);

  const onSubmit = submit({
    request: (data) => postJson<TrackAnswer>('/api/track/', { reference: data.reference, phone: data.phone }),
    done: (found, data) => {
      setErased(undefined);
      setAnswer(found);
      setCredentials({ reference: found.reference, phone: data.phone });
    },
  });

  const brand = site.brand;
  const phone = site.phoneDisplay;
  const title = t`Track your request`;
  return (
    <Page
      className="track-page"
      title={title}
      description={t`Follow your ${brand} prescription, order or message with its reference number and your phone number.`}
    >
      <PageBanner title={title}>
        <p>
          <Trans>Enter the reference number we gave you (RX-, ORD- or MSG-) and the phone number you gave with it.</Trans>
        </p>
      </PageBanner>
      <div className="container page-columns track-page__grid">
        <section className="card track-form" aria-labelledby="track-form-heading">
          <h2 id="track-form-heading">
            <Trans>Your details</Trans>
          </h2>
          <noscript>
            <p className="form-note">
              <Trans>This form needs JavaScript. You can also call us on {phone} with your reference number.</Trans>
            </p>
          </noscript>
          <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-describedby="track-form-note">
            <RequiredFieldsNote id="track-form-note" />
            <FormField id="track-reference" label={t`Reference number`} required error={problem(error('reference'))}>
              {(control) => (
                <input
                  {...control}
                  {...register('reference')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="RX-20261121-7K3F9QAZ"
                  maxLength={40}
                />
              )}
            </FormField>
            <FormField id="track-phone" label={t`Phone number`} required error={error('phone')}>
              {(control) => <PhoneInput {...control} {...register('phone')} />}
            </FormField>
            <FormSubmit failure={problem(failure)} sending={sending} labels={{ idle: t`Track`, sending: t`Looking up…` }} />
          </form>
        </section>
        <section className="card track-result" aria-labelledby="track-result-heading" aria-live="polite">
          {erased ? (
            <>
              <h2 id="track-result-heading" ref={resultHeading} tabIndex={-1}>
                {erased.reference}
              </h2>
              <p className="track-result__status track-result__status--erased">
                <Trans>Deleted at your request</Trans>
              </p>
              <p className="track-result__next" role="status">
                {privacyAnswerText(erased.message, i18n, locale)}
              </p>
            </>
          ) : answer ? (
            <>
              <h2 id="track-result-heading" ref={resultHeading} tabIndex={-1}>
                {answer.reference}
              </h2>
              <p className={`track-result__status track-result__status--${answer.status}`}>{statusLabelOf(answer, i18n, locale)}</p>
              {answer.nextStep && <p className="track-result__next">{nextStepOf(answer, i18n, locale)}</p>}
              {credentials && <InvoiceDownload key={`invoice-${answer.reference}`} credentials={credentials} answer={answer} />}
              {credentials && answer.kind === 'prescription' && answer.status === 'rejected' && (
                <ReuploadForm key={answer.updatedAt} credentials={credentials} onDone={setAnswer} />
              )}
              {credentials && answer.thread && (
                <MessageThread key={`thread-${answer.reference}`} thread={answer.thread} credentials={credentials} onReplied={setAnswer} />
              )}
              {credentials && answer.kind === 'order' && (
                <OrderActions key={`order-${answer.reference}`} answer={answer} credentials={credentials} onChange={setAnswer} />
              )}
              {credentials && answer.kind === 'order' && (answer.canRemind || answer.refillReminder) && (
                <Suspense fallback={null}>
                  <RefillReminder key={`reminder-${answer.reference}`} answer={answer} credentials={credentials} onChange={setAnswer} />
                </Suspense>
              )}
              <h3>
                <Trans>What happened so far</Trans>
              </h3>
              <ol className="track-timeline">
                {answer.history.map((event) => (
                  <li key={`${event.at}-${event.status}`}>
                    <span className="track-timeline__message">{eventMessageOf(event, i18n, locale)}</span>
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
                    <EraseForm credentials={credentials} kind={answer.kind} onDeleted={setErased} />
                  </details>
                </section>
              )}
            </>
          ) : (
            <>
              <h2 id="track-result-heading">
                <Trans>Where is my request?</Trans>
              </h2>
              <p>
                <Trans>After you enter your details, the status of your prescription, order or message appears here.</Trans>
              </p>
            </>
          )}
          <GrievanceContact />
        </section>
      </div>
    </Page>
  );
}
