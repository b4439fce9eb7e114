import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { refillReminderPaths, type UnsubscribeAnswer } from '@contracts/refill-reminders';
import { Page } from '../../components/Page';
import { PageBanner } from '../../components/PageBanner';
import { ApiError, postJson } from '../../lib/api-client';
import { useHydrated, useSearchParamsAfterHydration } from '../../lib/hydration';
import { paths } from '../../lib/paths';
import './reminders.css';

/** Where the page is: asking, sending, done, or refused (and why). */
type Step = 'ask' | 'sending' | 'done' | 'invalid' | 'expired' | 'failed';

/** The step a failed request leads to: the server's refusal of the token, or a failure worth retrying. */
function failedStep(error: unknown): Step {
  if (error instanceof ApiError && String(error.code) === 'INVALID_TOKEN') return 'invalid';
  if (error instanceof ApiError && String(error.code) === 'TOKEN_EXPIRED') return 'expired';
  return 'failed';
}

/**
 * /unsubscribe?token=… (and /hi/unsubscribe): where a refill reminder's "Stop this reminder" link leads, and a
 * back-in-stock notice's "I no longer want this e-mail" (its wording follows the token's purpose)
 * (docs/architecture/email-and-reminders.md "Refill reminders"). It asks first ("Stop this reminder?") and stops the reminder only when
 * the shopper presses the button (POST /api/reminders/unsubscribe): opening the link, as a mail scanner does, changes
 * nothing. Then it confirms, or says the link is not valid or has expired, with the way to cancel on /track.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParamsAfterHydration();
  const token = searchParams.get('token') ?? '';
  const [step, setStep] = useState<Step>('ask');
  // The token's first part is its signed purpose (functions/reminders/unsubscribe-token.ts): which e-mail it stops.
  const backInStock = token.startsWith('back_in_stock.');

  const stop = async () => {
    setStep('sending');
    try {
      await postJson<UnsubscribeAnswer>(refillReminderPaths.unsubscribe, { token });
      setStep('done');
    } catch (caught) {
      setStep(failedStep(caught));
    }
  };

  const title = backInStock
    ? step === 'done'
      ? t`Back-in-stock e-mail stopped`
      : t`Stop the back-in-stock e-mail?`
    : step === 'done'
      ? t`Reminder stopped`
      : t`Stop this reminder?`;
  const trackLink = (
    <Link to={paths.track}>
      <Trans>tracking page</Trans>
    </Link>
  );
  return (
    <Page className="unsubscribe-page" title={title} description={t`Stop a refill reminder e-mail from Medvika Pharmacy.`}>
      <PageBanner title={title} />
      <div className="container unsubscribe-page__body">
        <div role="status">
          {step === 'done' && backInStock && (
            <p>
              <Trans>We will not e-mail you when this product is back, and your address is deleted.</Trans>
            </p>
          )}
          {step === 'done' && !backInStock && (
            <p>
              <Trans>You will not get this reminder. You can ask for a new one at any time on the {trackLink}.</Trans>
            </p>
          )}
        </div>
        <div role="alert">
          {step === 'invalid' && (
            <p className="form-failure">
              <Trans>This link is not valid. Please open the link from the e-mail exactly as it is.</Trans>
            </p>
          )}
          {step === 'expired' && (
            <p className="form-failure">
              <Trans>
                This link has expired. You can still cancel the reminder on the {trackLink} with your order's reference number and phone
                number.
              </Trans>
            </p>
          )}
          {step === 'failed' && (
            <p className="form-failure">
              <Trans>Something went wrong. Nothing was changed: please try again.</Trans>
            </p>
          )}
        </div>
        {(step === 'ask' || step === 'sending' || step === 'failed') && (
          <>
            <p>
              {backInStock ? (
                <Trans>If you stop it, we will not e-mail you when this product is back in stock, and we delete your address.</Trans>
              ) : (
                <Trans>If you stop it, we will not send you this refill reminder. Your order does not change.</Trans>
              )}
            </p>
            {hydrated && !token ? (
              <p>
                <Trans>This link is not complete. Please open the link from the e-mail exactly as it is.</Trans>
              </p>
            ) : (
              <button
                type="button"
                className="button"
                disabled={step === 'sending'}
                aria-busy={step === 'sending'}
                onClick={() => void stop()}
              >
                {step === 'sending' ? (
                  <Trans>Stopping…</Trans>
                ) : backInStock ? (
                  <Trans>Stop the e-mail</Trans>
                ) : (
                  <Trans>Stop the reminder</Trans>
                )}
              </button>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
