import type { SubmitAnswer } from '@contracts/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { FormField } from '../../components/FormField';
import { IndianFlag } from '../../components/IndianFlag';
import { PrescriptionConsent } from '../../components/PrescriptionConsent';
import { ApiError, newIdempotencyKey, postMultipart } from '../../lib/api-client';
import { toFieldErrors } from '@contracts/forms/fields';
import { prescriptionCities, prescriptionFieldsSchema } from '@contracts/forms/prescription-form';
import { PRESCRIPTION_FILE_FIELD, PRESCRIPTION_FILE_MISSING } from '@contracts/prescription-file';
import type { PreparedFile } from '../../lib/prepare-prescription-file';
import { PrescriptionFileInput, type PrescriptionFileChoice } from '../../components/PrescriptionFileInput';
import { useSessionDraft } from './use-session-draft';

type TextField = 'name' | 'email' | 'phone' | 'city' | 'address' | 'medicine_name' | 'definition';
type Values = Record<TextField, string> & { consent: boolean };

const emptyValues: Values = { name: '', email: '', phone: '', city: '', address: '', medicine_name: '', definition: '', consent: false };
const fieldOrder = ['name', 'email', 'phone', 'city', 'address', 'medicine_name', PRESCRIPTION_FILE_FIELD, 'definition', 'consent'];

/** Client-side checks: the same schema the server applies, plus the file. Returns field → message. */
function validate(values: Values, file: PreparedFile | null, fileError?: string): Record<string, string> {
  const parsed = prescriptionFieldsSchema.safeParse({ ...values, consent: values.consent ? 'true' : '' });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  if (fileError) errors[PRESCRIPTION_FILE_FIELD] = fileError;
  else if (!file) errors[PRESCRIPTION_FILE_FIELD] = PRESCRIPTION_FILE_MISSING;
  return errors;
}

/**
 * The prescription request form of /upload (spec §2, §3, §5; DESIGN §3, §6).
 * Validates in the browser with the server's own schema, checks the file by content and shrinks large
 * photos, shows upload progress, and on success shows the RX- reference in place (no reload). Errors
 * appear next to their field (or as a toast for network/server trouble); input is never lost, and
 * Send again reuses the Idempotency-Key so a retry can never store the prescription twice.
 */
export function PrescriptionForm() {
  const [values, setValues, clearDraft] = useSessionDraft<Values>('medvika:prescription-draft', emptyValues);
  const [file, setFile] = useState<PreparedFile | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [receipt, setReceipt] = useState<SubmitAnswer>();
  const idempotencyKey = useRef<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => receiptHeading.current?.focus(), [receipt]);

  const update = (next: Values, nextFile = file, nextFileError = fileError) => {
    setValues(next);
    idempotencyKey.current = undefined; // changed input is a new request
    if (submitted) setErrors(validate(next, nextFile, nextFileError));
  };
  const setText = (field: TextField) => (event: { target: { value: string } }) => update({ ...values, [field]: event.target.value });

  const chooseFile = ({ file: chosen, error }: PrescriptionFileChoice) => {
    setFile(chosen);
    setFileError(error);
    update(values, chosen, error);
    if (error) setErrors((current) => ({ ...current, [PRESCRIPTION_FILE_FIELD]: error }));
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = fieldOrder.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validate(values, file, fileError);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) {
      focusFirstError(found);
      return;
    }
    const body = new FormData();
    body.set('form', 'prescription');
    for (const name of ['name', 'email', 'phone', 'city', 'address', 'medicine_name', 'definition'] as const) body.set(name, values[name].trim());
    body.set('consent', 'true');
    body.set(PRESCRIPTION_FILE_FIELD, file.blob, file.name);
    idempotencyKey.current ??= newIdempotencyKey();
    setSending(true);
    setProgress(0);
    try {
      const answer = await postMultipart<SubmitAnswer>('/api/submit-form/', body, { idempotencyKey: idempotencyKey.current, onProgress: setProgress });
      setReceipt(answer);
      clearDraft();
      setFile(null);
      setSubmitted(false);
      setErrors({});
      idempotencyKey.current = undefined;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', 'Something went wrong. Please try again.');
      if (Object.keys(apiError.fields).length > 0) {
        setErrors(apiError.fields);
        focusFirstError(apiError.fields);
      }
      toast.error(apiError.retryable ? `${apiError.message} Your details are kept: press Send again.` : apiError.message);
    } finally {
      setSending(false);
    }
  };

  if (receipt) {
    return (
      <div className="receipt" role="status">
        <h2 ref={receiptHeading} tabIndex={-1}>
          Thank you! Your prescription has been received.
        </h2>
        <p>Our pharmacist will review it and call you shortly to confirm your order. Please keep this reference number:</p>
        <p className="receipt__reference">
          <strong data-testid="reference">{receipt.reference}</strong>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() =>
              navigator.clipboard.writeText(receipt.reference).then(
                () => toast.success('Reference number copied'),
                () => toast.error('Could not copy. Please note the number down.'),
              )
            }
          >
            Copy
          </button>
        </p>
        <p>
          <button type="button" className="button" onClick={() => setReceipt(undefined)}>
            Upload another prescription
          </button>{' '}
          <Link to={paths.home}>Back to the home page</Link>
        </p>
      </div>
    );
  }

  return (
    <form ref={formRef} className="prescription-form" noValidate onSubmit={submit} aria-describedby="prescription-form-note">
      <p id="prescription-form-note" className="form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <FormField id="rx-name" label="Patient Name" required error={errors.name}>
        {(control) => <input {...control} name="name" autoComplete="name" value={values.name} onChange={setText('name')} maxLength={100} />}
      </FormField>
      <FormField id="rx-email" label="Email Address" required error={errors.email}>
        {(control) => <input {...control} name="email" type="email" autoComplete="email" value={values.email} onChange={setText('email')} maxLength={254} />}
      </FormField>
      <FormField id="rx-phone" label="Phone" required error={errors.phone}>
        {(control) => (
          <div className="phone-input">
            <span className="phone-input__prefix">
              <IndianFlag />
            </span>
            <input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="+91" value={values.phone} onChange={setText('phone')} maxLength={20} />
          </div>
        )}
      </FormField>
      <FormField id="rx-city" label="City" error={errors.city}>
        {(control) => (
          <select {...control} name="city" value={values.city} onChange={setText('city')}>
            <option value="">Select a city</option>
            {prescriptionCities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="rx-address" label="Complete Address" required error={errors.address}>
        {(control) => <textarea {...control} name="address" autoComplete="street-address" rows={3} value={values.address} onChange={setText('address')} maxLength={500} />}
      </FormField>
      <FormField id="rx-medicine" label="Medicine/Product Name" required error={errors.medicine_name}>
        {(control) => <input {...control} name="medicine_name" value={values.medicine_name} onChange={setText('medicine_name')} maxLength={300} />}
      </FormField>
      <PrescriptionFileInput
        id="rx-file"
        file={file}
        error={errors[PRESCRIPTION_FILE_FIELD]}
        hint="A clear photo or scan, less than six months old. Photos over 4 MB are reduced automatically."
        onChoice={chooseFile}
      />
      <FormField id="rx-notes" label="Notes: quantity, dosage or anything else we should know" error={errors.definition}>
        {(control) => <textarea {...control} name="definition" rows={4} value={values.definition} onChange={setText('definition')} maxLength={1000} />}
      </FormField>
      <PrescriptionConsent id="rx-consent" checked={values.consent} onChange={(consent) => update({ ...values, consent })} error={errors.consent} />
      {sending && (
        <div className="upload-progress">
          <label htmlFor="rx-progress">Uploading… {Math.round(progress * 100)}%</label>
          <progress id="rx-progress" max={1} value={progress} />
        </div>
      )}
      <button type="submit" className="button button--block" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : Object.keys(errors).length > 0 && submitted ? 'Send again' : 'Submit'}
      </button>
    </form>
  );
}
