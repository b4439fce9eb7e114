import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { intlLocale, type Locale } from '@contracts/locale';
import { refillReminderPaths, type TrackRefillReminder } from '@contracts/refill-reminders';
import type { TrackAnswer } from '@contracts/track';
import { REFILL_REMINDER_DAYS } from '@domain/refill-reminders';
import { postJson } from '../../lib/api-client';
import { useLocale } from '../../i18n/use-locale';
import type { OrderPanelProps } from './OrderActions';
import { useTrackFailure } from './track-texts';
import './order-actions.css';

/**
 * The day a reminder is due, as the shopper reads it: in India's time zone, in the page's language ('26 December 2026',
 * '26 दिसंबर 2026').
 * @param dueAt ISO 8601
 */
export function reminderDate(dueAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(dueAt),
  );
}

/** The page's own words of the reminder controls, in the page's language. */
function useReminderTexts() {
  const { t } = useLingui();
  return {
    chooseDays: t`Choose when we should remind you.`,
    consentNeeded: t`Tick the box to let us use your e-mail address for this reminder.`,
    failed: t`Something went wrong. Nothing was changed: please try again.`,
    cancelled: t`Your reminder is cancelled. We will not send it.`,
    set: t`Your reminder is set.`,
  };
}

/** The active (or sent) reminder: its date, what it leaves out, and "Cancel reminder". */
function ActiveReminder({ reminder, onCancel, cancelling }: { reminder: TrackRefillReminder; onCancel: () => void; cancelling: boolean }) {
  const date = reminderDate(reminder.dueAt, useLocale());
  return (
    <>
      <p className="order-actions__fact">
        {reminder.state === 'sent' ? (
          <Trans>
            We sent your reminder on <time dateTime={reminder.dueAt}>{date}</time>.
          </Trans>
        ) : (
          <Trans>
            We will remind you by e-mail on <time dateTime={reminder.dueAt}>{date}</time> to reorder the medicines of this order.
          </Trans>
        )}
      </p>
      <LeftOut reminder={reminder} />
      {reminder.state === 'active' && (
        <button type="button" className="button button--ghost" disabled={cancelling} aria-busy={cancelling} onClick={onCancel}>
          {cancelling ? <Trans>Cancelling…</Trans> : <Trans>Cancel reminder</Trans>}
        </button>
      )}
    </>
  );
}

/** The prescription-only medicines the reminder will not include (their prescription runs out before it is due). */
function LeftOut({ reminder }: { reminder: TrackRefillReminder }) {
  if (reminder.needsNewPrescription.length === 0) return null;
  const names = reminder.needsNewPrescription.map((line) => line.name).join(', ');
  return (
    <p className="field__hint">
      <Trans>
        Your prescription will be more than 180 days old by then, so the reminder will not include these medicines. You will need a new
        prescription for them: {names}.
      </Trans>
    </p>
  );
}

/**
 * A refill reminder on a delivered order's /track view (docs/architecture/self-service-api.md, docs/architecture/email-and-reminders.md "Refill reminders"): "Remind me
 * to reorder these medicines in" 15, 30 or 60 days (no choice preselected) and a separate, unticked consent to use the
 * order's e-mail address (DPDP Act 2023 §6: consent specific to this purpose), then POST /api/track/reminder. The answer
 * shows the due date and the prescription-only medicines that will need a new prescription; an active reminder shows
 * its date and "Cancel reminder" (POST /api/track/reminder-cancel). Asking again replaces the reminder.
 * @param answer the order as /track shows it; `credentials` the lookup pair (sent in bodies, never in a URL)
 * @param onChange called with the order's new answer
 */
export function RefillReminder({ answer, credentials, onChange }: OrderPanelProps) {
  const texts = useReminderTexts();
  const failureText = useTrackFailure();
  const name = useId();
  const consentId = useId();
  const [days, setDays] = useState<number>();
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ days?: string; consent?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const reminder = answer.refillReminder;
  const active = reminder?.state === 'active';
  if (!answer.canRemind && !reminder) return null;

  const call = async (path: string, body: unknown, after: (next: TrackAnswer) => string) => {
    setSending(true);
    setFailure(undefined);
    try {
      const next = await postJson<TrackAnswer>(path, body);
      setDone(after(next));
      onChange(next);
    } catch (caught) {
      setFailure(failureText(caught, texts.failed));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = { ...(days ? {} : { days: texts.chooseDays }), ...(consent ? {} : { consent: texts.consentNeeded }) };
    setErrors(found);
    if (found.days || found.consent) {
      form.current?.querySelector<HTMLInputElement>(found.days ? 'input[type=radio]' : 'input[type=checkbox]')?.focus();
      return;
    }
    void call(refillReminderPaths.request, { ...credentials, days, consent: true }, () => texts.set);
  };

  return (
    <section className="order-actions refill-reminder" aria-labelledby="refill-reminder-heading">
      <h3 id="refill-reminder-heading">
        <Trans>Refill reminder</Trans>
      </h3>
      <div role="status">{done && <p className="track-action__done">{done}</p>}</div>
      {reminder && reminder.state !== 'cancelled' && (
        <ActiveReminder
          reminder={reminder}
          cancelling={sending}
          onCancel={() => void call(refillReminderPaths.cancel, credentials, () => texts.cancelled)}
        />
      )}
      {!active && answer.canRemind && (
        <form ref={form} noValidate onSubmit={submit}>
          <fieldset className={`order-actions__reasons${errors.days ? ' field--invalid' : ''}`}>
            <legend className="field__label">
              <Trans>Remind me to reorder these medicines in</Trans>
            </legend>
            {REFILL_REMINDER_DAYS.map((choice) => (
              <label key={choice} className="order-actions__reason">
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  checked={days === choice}
                  aria-invalid={Boolean(errors.days)}
                  onChange={() => {
                    setDays(choice);
                    setErrors(({ days: _days, ...rest }) => rest);
                  }}
                />{' '}
                <Plural value={choice} one="# day" other="# days" />
              </label>
            ))}
            {errors.days && <p className="field__error">{errors.days}</p>}
          </fieldset>
          <div className={`consent${errors.consent ? ' consent--invalid' : ''}`}>
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setErrors(({ consent: _consent, ...rest }) => rest);
              }}
              aria-invalid={Boolean(errors.consent)}
              aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            />
            <label htmlFor={consentId}>
              <Trans>
                Use the e-mail address I gave with this order to send me this one reminder. You can stop it at any time from the e-mail or
                from this page.
              </Trans>
            </label>
            {errors.consent && (
              <p id={`${consentId}-error`} className="field__error">
                {errors.consent}
              </p>
            )}
          </div>
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="button button--block" disabled={sending} aria-busy={sending}>
            {sending ? <Trans>Saving…</Trans> : <Trans>Set reminder</Trans>}
          </button>
        </form>
      )}
      {active && failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
