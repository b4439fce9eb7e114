import type { SubmitAnswer } from '@contracts/api';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { activeLocale } from '../../i18n/catalogs';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { FormField, NeedsJavaScript } from '../../components/FormField';
import { SUBMIT_HELD_UNTIL_APP_ATTRIBUTE } from '../../lib/deferred-regions';
import { useHydrated } from '../../lib/hydration';
import { PersonForm, type PersonWording } from '../../components/PhoneInput';
import { PrescriptionConsent } from '../../components/PrescriptionConsent';
import { postMultipart } from '../../lib/api-client';
import { formBody } from '../../lib/form-kit/form-body';
import { schemaResolver } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import {
  consentNoticeVersionFor,
  CONSENT_VERSION_FIELD,
  prescriptionCities,
  prescriptionFieldsSchema,
  type PrescriptionFields,
} from '@contracts/forms/prescription-form';
import { PRESCRIPTION_FILE_FIELD } from '@domain/prescription-file-checks';
import { PinCodeHint, servedCityNames, servedPlaceOfPin } from '../../components/PinCodeHint';
import { PrescriptionFileInput, type PrescriptionFileChoice } from '../../components/PrescriptionFileInput';
import { DRAFT_KEYS, readSessionDraft, useSessionDraft } from '../../lib/form-kit/use-session-draft';
import { ReceiptNextSteps } from '../../components/TrackLink';
import { callDueAt } from '@domain/call-clock';
import { callByParts } from '../../lib/dates';

/**
 * What survives a reload, Back or the language switch (sessionStorage): the text fields, never the file or the consent.
 * Consent is given on the notice as shown, each time (DPDP Act 2023 s. 6: a clear affirmative action), and the record
 * keeps the version of the notice in the page's language: a tick restored after the switch would record the Hindi
 * notice as agreed to when the English one was ticked. The checkout's draft leaves it out for the same reason.
 */
const emptyDraft = { name: '', email: '', phone: '', city: '', address: '', code: '', medicine_name: '', definition: '' };
type Values = typeof emptyDraft & { consent: boolean; [PRESCRIPTION_FILE_FIELD]: PrescriptionFileChoice };
const emptyValues: Values = { ...emptyDraft, consent: false, [PRESCRIPTION_FILE_FIELD]: { file: null } };

/**
 * The prescription request form of /upload (docs/behaviour.md §2, §3, §5; docs/architecture/api.md, docs/architecture/departures.md), on the form kit.
 * Validates in the browser with the server's own schema plus the file (checked by content, large photos shrunk),
 * keeps a draft of the text fields for the tab (sessionStorage), shows upload progress, and on success shows the
 * RX- reference in place (no reload) and focuses it. Errors appear next to their field (focus on the first), or
 * as a toast for network/server trouble; input is never lost, and Send again reuses the Idempotency-Key so a retry
 * can never store the prescription twice. Every text is in the page's language (the prescription catalog; field
 * messages through FormField); the draft's key is the same in both languages (DRAFT_KEYS), so it survives the switch.
 */
export function PrescriptionForm() {
  const { t, i18n } = useLingui();
  const [defaults] = useState<Values>(() => ({
    ...readSessionDraft(DRAFT_KEYS.prescription, emptyDraft),
    consent: false,
    [PRESCRIPTION_FILE_FIELD]: { file: null },
  }));
  // The person fields' wording: ids rx-name, rx-email, rx-phone.
  const person = useMemo<PersonWording<'phone'>>(
    () => ({ idPrefix: 'rx', labels: { name: t`Patient Name`, email: t`Email Address`, phone: t`Phone` }, phoneName: 'phone' }),
    [t],
  );
  const { register, error, sending, formRef, submit, reset, watch, change, failure, getValues, setValue } = useFormKit({
    resolver: schemaResolver<Values, PrescriptionFields>(prescriptionFieldsSchema, {
      input: ({ prescription: _file, consent, ...text }) => ({ ...text, consent: consent ? 'true' : '' }),
      rules: ({ prescription }) => ({
        [PRESCRIPTION_FILE_FIELD]: prescription.error ?? (prescription.file ? undefined : { code: 'file_missing', file: 'prescription' }),
      }),
    }),
    defaultValues: defaults,
    failure: { fallback: t`Something went wrong. Please try again.`, kept: t`Your details are kept: press Send again.` },
  });
  const clearDraft = useSessionDraft(DRAFT_KEYS.prescription, emptyDraft, watch);
  const hydrated = useHydrated();
  const [progress, setProgress] = useState(0);
  const [receipt, setReceipt] = useState<SubmitAnswer>();
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => receiptHeading.current?.focus(), [receipt]);

  /**
   * When the pharmacist calls, as /track says it: the call is due an hour of the phone desk's time after the upload
   * (domain/call-clock.ts callDueAt; 10:00–19:00 IST), so an upload late in the evening is called the next morning.
   * @param createdAt the stored upload's time (ISO 8601)
   */
  const callPromise = (createdAt: string) => {
    const due = callByParts(callDueAt(new Date(createdAt)).toISOString(), activeLocale(), new Date());
    if (due.kind === 'shortly') return t`Our pharmacist will review it and call you shortly to confirm your order.`;
    const { time } = due;
    if (due.kind === 'today') return t`Our pharmacist will review it and call you by ${time} today to confirm your order.`;
    if (due.kind === 'tomorrow') return t`Our pharmacist will review it and call you by ${time} tomorrow to confirm your order.`;
    return t`Our pharmacist will review it and call you by ${time} to confirm your order.`;
  };
  const percent = Math.round(progress * 100);

  /** A served PIN code sets the city to its own, so the record never names one city and the PIN code another. */
  const matchCityToPin = (typed: string) => {
    const city = servedPlaceOfPin(typed)?.city;
    if (city && getValues('city') !== city) setValue('city', city, { shouldDirty: true });
  };

  const onSubmit = submit({
    request: ({ prescription, ...fields }, key) => {
      setProgress(0);
      // The consent notice version shown (PrescriptionConsent), so the record says which words were agreed to.
      const body = formBody({
        form: 'prescription',
        ...fields,
        [CONSENT_VERSION_FIELD]: consentNoticeVersionFor(activeLocale()),
        [PRESCRIPTION_FILE_FIELD]: prescription.file,
      });
      return postMultipart<SubmitAnswer>('/api/submit-form/', body, { idempotencyKey: key, onProgress: setProgress });
    },
    done: (answer) => {
      reset(emptyValues);
      clearDraft();
      setReceipt(answer);
    },
  });

  if (receipt) {
    return (
      <div className="receipt" role="status">
        <h2 ref={receiptHeading} tabIndex={-1}>
          <Trans>Thank you! Your prescription has been received.</Trans>
        </h2>
        <p>
          {callPromise(receipt.createdAt)} <Trans>Please keep this reference number:</Trans>
        </p>
        <p className="receipt__reference reference-box">
          <strong data-testid="reference">{receipt.reference}</strong>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() =>
              navigator.clipboard.writeText(receipt.reference).then(
                () => toast.success(t`Reference number copied`),
                () => toast.error(t`Could not copy. Please note the number down.`),
              )
            }
          >
            <Trans>Copy</Trans>
          </button>
        </p>
        <ReceiptNextSteps
          reference={receipt.reference}
          request="prescription"
          phoneWord="phone"
          again={{ label: t`Upload another prescription`, className: 'button', onClick: () => setReceipt(undefined) }}
        >
          {' '}
          <Link to={paths.home}>
            <Trans>Back to the home page</Trans>
          </Link>
        </ReceiptNextSteps>
      </div>
    );
  }

  return (
    <PersonForm name="prescription" person={person} formRef={formRef} kit={{ register, error }} onSubmit={onSubmit}>
      <FormField id="rx-city" label={t`City`} error={error('city')}>
        {(control) => (
          <select {...control} {...register('city')}>
            <option value="">{t`Select a city`}</option>
            {prescriptionCities.map((city) => (
              <option key={city} value={city}>
                {i18n._(servedCityNames[city])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="rx-address" label={t`Complete Address`} required error={error('address')}>
        {(control) => <textarea {...control} {...register('address')} autoComplete="street-address" rows={3} maxLength={500} />}
      </FormField>
      {/* Checked against the PIN codes the pharmacy delivers to, as at checkout: a shopper outside Delhi NCR learns it
          here, before sending a prescription. The PIN code decides where the prescription's order goes
          (domain/quote.ts quoteDestination), so the line under the field names the place once it is one we serve. */}
      <FormField id="rx-code" label={t`PIN code`} required error={error('code')} hint={<PinCodeHint code={watch('code')} />}>
        {(control) => (
          <input
            {...control}
            {...register('code', { onChange: (event: ChangeEvent<HTMLInputElement>) => matchCityToPin(event.target.value) })}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={7}
          />
        )}
      </FormField>
      <FormField id="rx-medicine" label={t`Medicine/Product Name`} required error={error('medicine_name')}>
        {(control) => <input {...control} {...register('medicine_name')} maxLength={300} />}
      </FormField>
      <PrescriptionFileInput
        id="rx-file"
        file={watch(PRESCRIPTION_FILE_FIELD).file}
        error={error(PRESCRIPTION_FILE_FIELD)}
        hint={t`A clear photo or scan, less than six months old. Photos over 4 MB are reduced automatically.`}
        onChoice={(choice) => change(PRESCRIPTION_FILE_FIELD, choice, Boolean(choice.error))}
      />
      <FormField id="rx-notes" label={t`Notes: quantity, dosage or anything else we should know`} error={error('definition')}>
        {(control) => <textarea {...control} {...register('definition')} rows={4} maxLength={1000} />}
      </FormField>
      <PrescriptionConsent
        id="rx-consent"
        checked={watch('consent')}
        onChange={(consent) => change('consent', consent)}
        error={error('consent')}
      />
      {sending && (
        <div className="upload-progress">
          <label htmlFor="rx-progress">
            <Trans>Uploading… {percent}%</Trans>
          </label>
          <progress id="rx-progress" max={1} value={progress} />
        </div>
      )}
      <NeedsJavaScript />
      {/* Disabled until hydrated, as FormSubmit: without JavaScript, nothing typed may leave in a URL. With the entry
          running, the form's region holds a submit until this code has loaded, and enables the button
          (web/src/app/watch-deferred-regions.ts). */}
      <button
        type="submit"
        className="button button--block"
        disabled={sending || !hydrated}
        aria-busy={sending}
        {...{ [SUBMIT_HELD_UNTIL_APP_ATTRIBUTE]: '' }}
      >
        {/* "Send again" only after a send that failed: a submit the browser's checks stopped sent nothing. */}
        {sending ? t`Sending…` : failure ? t`Send again` : t`Submit`}
      </button>
    </PersonForm>
  );
}
