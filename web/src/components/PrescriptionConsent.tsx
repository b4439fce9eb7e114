import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { site } from '../content/site';
import { consentNoticeVersionFor } from '@contracts/forms/prescription-form';
import { useLocale } from '../i18n/use-locale';
import { TAX_RECORD_RETENTION_YEARS } from '@domain/retention';
import './prescription-consent.css';

/**
 * The explicit consent a shopper gives before sending a prescription (India's DPDP Act 2023, docs/architecture/departures.md):
 * an unticked checkbox, a short notice (what is collected, why, kept 180 days but a dispatched order's record of sale
 * kept the tax years, domain/retention.ts TAX_RECORD_RETENTION_YEARS; how to ask for deletion,
 * the grievance contact) and the error under it. Used on /upload and on /checkout when an order holds
 * prescription-only medicines; the API refuses a prescription without `consent=true`.
 * The notice text is version `consentNoticeVersionFor(locale)` (contracts/forms/prescription-form.ts: one version per
 * language, shown as `data-notice-version`; the forms send it as `consent_version`): bump the versions whenever this
 * text changes (in any language). `error` is the text to show, already in the page's language (the form kit words the
 * problem `consent_required`).
 * @param id the checkbox id (its notice and error ids derive from it)
 * @param name the form field name (default 'consent')
 */
export function PrescriptionConsent(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
}) {
  const { id, checked, onChange, name = 'consent' } = props;
  const locale = useLocale();
  const { error } = props;
  const brand = site.brand;
  const email = site.email;
  const grievanceEmail = site.grievanceEmail;
  const taxRecordYears = TAX_RECORD_RETENTION_YEARS;
  return (
    <div className={`consent${error ? ' consent--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-notice${error ? ` ${id}-error` : ''}`}
      />
      <label htmlFor={id}>
        <Trans>I agree that {brand} may use these details and my prescription to review and fulfil my order.</Trans>
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p id={`${id}-notice`} className="consent__notice" data-notice-version={consentNoticeVersionFor(locale)}>
        <Trans>
          We collect the patient's name, contact details, address, the medicine asked for and the prescription so that a registered
          pharmacist can check it and we can deliver your order. It is stored encrypted, seen only by our pharmacy staff, and deleted
          automatically after 180 days, except the record of an order we dispatch or whose payment we received, which tax law makes us keep
          for {taxRecordYears} years. To see, correct or delete it, write to <a href={`mailto:${email}`}>{email}</a>; our grievance officer
          is at <a href={`mailto:${grievanceEmail}`}>{grievanceEmail}</a>. See our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </Trans>
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
