import { Trans, useLingui } from '@lingui/react/macro';
import type { EraseAnswer } from '@contracts/privacy-requests';
import type { TrackAnswer } from '@contracts/track';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { hydrateOnUse } from '../../components/HydrateOnUse';
import { API_MESSAGES_CATALOG } from '../../i18n/catalogs';
import { Page } from '../../components/Page';
import { PageBanner } from '../../components/PageBanner';
import { site } from '../../content/site';
import { GrievanceContact } from './GrievanceContact';
import { loadTrackResult } from './load-track-result';
import type { TrackCredentials } from './PrivacyRights';
import './track.css';

// Prerendered in full, its code loaded on first use (docs/decisions/0017-native-controls-before-hydration.md): the
// lookup form's react-hook-form, zod schema and toasts, and the catalog of the API's codes (which its errors and the
// answer's forms show), are not part of the page's first download.
const TrackForm = hydrateOnUse('track-form', () => import('./TrackForm').then((module) => module.TrackForm), {
  catalogs: [API_MESSAGES_CATALOG],
});

/** The answer panel, only ever rendered with an answer: its code starts loading at the form's first use (TrackForm). */
const TrackResult = lazy(() => loadTrackResult().then((module) => ({ default: module.TrackResult })));

/** What a success screen may hand over when it links here (router state, never the URL: docs/architecture/self-service-api.md). */
interface TrackLinkState {
  reference?: string;
}

/**
 * Where the answer panel goes while its code is still loading (a slow connection, the answer was quicker): the
 * panel's heading as before the lookup and a loading line in place of its hint, so the layout stays and a screen
 * reader hears that something comes. The reference becomes the heading only with the panel itself, which then takes
 * the focus.
 */
function TrackResultLoading() {
  return (
    <>
      <h2 id="track-result-heading">
        <Trans>Where is my request?</Trans>
      </h2>
      <p role="status">
        <Trans>Loading the status of your request…</Trans>
      </p>
    </>
  );
}

/**
 * /track (docs/architecture/self-service-api.md): a shopper follows up on a prescription (RX-), order (ORD-) or message (MSG-)
 * without an account. The lookup form (TrackForm.tsx) POSTs the reference and the phone number given with it as JSON
 * to /api/track/ — never put in the URL, history or logs — and the answer is shown in plain words by the answer panel
 * (TrackResult.tsx): the status, the timeline and what to do next. A success screen may link here with the reference
 * in the router state, so it is filled in. With a found record, the shopper can also use their rights from here
 * (PrivacyRights.tsx, DPDP Act 2023 §6(4), §12); the grievance officer and the route to the Data Protection Board are
 * named below the result. The page itself stays light: the form hydrates on its first use (hydrateOnUse) and the
 * answer panel loads with the first answer, so the first visit downloads neither.
 */
export function TrackPage() {
  const { t } = useLingui();
  const prefilled = (useLocation().state as TrackLinkState | null)?.reference ?? '';
  const [answer, setAnswer] = useState<TrackAnswer>();
  // The pair of the last successful lookup: the privacy forms send it in their bodies (never in a URL).
  const [credentials, setCredentials] = useState<TrackCredentials>();
  const [erased, setErased] = useState<EraseAnswer>();
  // Stable, as the form's region needs (HydrateOnUse): a new lookup replaces the record and forgets a deletion.
  const onFound = useCallback((found: TrackAnswer, pair: TrackCredentials) => {
    setErased(undefined);
    setAnswer(found);
    setCredentials(pair);
  }, []);

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
          <TrackForm reference={prefilled} onFound={onFound} shown={answer?.reference} />
        </section>
        <section className="card track-result" aria-labelledby="track-result-heading" aria-live="polite">
          {answer || erased ? (
            <Suspense fallback={<TrackResultLoading />}>
              <TrackResult
                answer={answer}
                credentials={credentials}
                erased={erased}
                onChange={setAnswer}
                onDeleted={setErased}
                onFound={onFound}
              />
            </Suspense>
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
