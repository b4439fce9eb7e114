import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '@contracts/api';
import { BACK_IN_STOCK_PATH, type BackInStockAnswer } from '@contracts/back-in-stock';
import { Link } from 'react-router-dom';
import { ApiError, postJson } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { apiErrorText, fieldProblemText } from '../../lib/api-messages/api-messages';
import { useLocale } from '../../i18n/use-locale';
import './notify-when-back.css';

/**
 * "Notify me when it is back" (docs/behaviour.md "Notify me when it is back"): under the disabled Add to cart of an
 * out-of-stock product (never a discontinued one), an e-mail field and an unticked consent box saying what we will send
 * (one e-mail, then the address is deleted). Sends POST /api/catalogue/back-in-stock (contracts/back-in-stock.ts) and
 * says so in place, with a link to stop the e-mail again (the answer's unsubscribe token: withdrawing consent is as easy
 * as giving it, DPDP Act 2023 §6(4)); a refusal is shown by its code from the catalog of the API's codes (lib/api-messages, loaded with
 * this component), under its field or above the button, and nothing typed is lost. Loaded only when the live shelf says
 * the product is out of stock and the shopper asks for it (the product page's lazy import), with its texts (the
 * reminders catalog); the e-mail field takes the focus when it opens.
 * @param productId the catalogue id of the product
 */
export function NotifyWhenBack({ productId }: { productId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  // The answer's unsubscribe token once subscribed: the confirmation's way to take the consent back.
  const [done, setDone] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  // Opened by the shopper's tap on "Notify me when it is back": the address is what they type next.
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found: FieldErrors = {
      ...(email.trim() === '' ? { email: { code: 'email_invalid' } } : {}),
      ...(consent ? {} : { consent: { code: 'consent_required' } }),
    };
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(found.email ? 'input[type=email]' : 'input[type=checkbox]')?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await postJson<BackInStockAnswer>(BACK_IN_STOCK_PATH, { productId, email: email.trim(), consent: true, locale });
      setDone(answer.unsubscribeToken);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
      else setFailure(caught instanceof ApiError ? apiErrorText(caught.code, caught.reason) : t`Something went wrong. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  const emailError = errors.email ? fieldProblemText(errors.email) : undefined;
  const consentError = errors.consent ? fieldProblemText(errors.consent) : undefined;
  const otherError = Object.entries(errors).find(([name]) => name !== 'email' && name !== 'consent')?.[1];
  return (
    <section className="notify-back" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="notify-back__heading">
        <Trans>Notify me when it is back</Trans>
      </h2>
      <div role="status">
        {done !== undefined && (
          <p className="notify-back__done">
            <Trans>Done. We will send one e-mail to {email} when this product is back in stock.</Trans>{' '}
            <Link to={`${paths.unsubscribe}?token=${encodeURIComponent(done)}`}>
              <Trans>Changed your mind? Stop this e-mail</Trans>
            </Link>
          </p>
        )}
      </div>
      {done === undefined && (
        <form className="notify-back__form" noValidate onSubmit={(event) => void submit(event)}>
          <div className={`field${emailError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-email`}>
              <Trans>Your e-mail address</Trans>
            </label>
            <input
              ref={field}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
            />
            {emailError && (
              <p id={`${id}-email-error`} className="field__error">
                {emailError}
              </p>
            )}
          </div>
          <div className={`notify-back__consent${consentError ? ' notify-back__consent--invalid' : ''}`}>
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`}>
              <Trans>
                Use this address to send me one e-mail when this product is back in stock. Then it is deleted; the e-mail has a link to stop
                it before that.
              </Trans>
            </label>
            {consentError && (
              <p id={`${id}-consent-error`} className="field__error">
                {consentError}
              </p>
            )}
          </div>
          {(failure || otherError) && (
            <p className="form-failure" role="alert">
              {failure ?? fieldProblemText(otherError!)}
            </p>
          )}
          <button type="submit" className="button button--ghost" disabled={sending} aria-busy={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Notify me</Trans>}
          </button>
        </form>
      )}
    </section>
  );
}
