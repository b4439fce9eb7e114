import type { SubmitAnswer } from '@contracts/api';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { FormField } from '../../components/FormField';
import { IndianFlag } from '../../components/IndianFlag';
import { PrescriptionConsent } from '../../components/PrescriptionConsent';
import { ApiError, newIdempotencyKey, postMultipart } from '../../lib/api-client';
import { savePendingOrder, type PendingOrder } from '../../lib/pending-order';
import type { OrderLineRequest, PricedOrder } from '@contracts/pricing';
import { DEFAULT_COUNTRY, checkoutFieldsSchema } from '@contracts/forms/checkout-form';
import { PRESCRIPTION_FILE_FIELD, PRESCRIPTION_FILE_MISSING } from '@contracts/prescription-file';
import { CONSENT_MESSAGE } from '@contracts/forms/prescription-form';
import { toFieldErrors } from '@contracts/forms/fields';
import type { PreparedFile } from '../../lib/prepare-prescription-file';
import { PrescriptionFileInput, type PrescriptionFileChoice } from '../../components/PrescriptionFileInput';

/** The eight fields of the checkout form (spec §3 "Checkout form"), in the order they appear. */
export const checkoutFieldNames = ['email', 'phone', 'name', 'address', 'country', 'state', 'city', 'code'] as const;
type FieldName = (typeof checkoutFieldNames)[number];
type Values = Record<FieldName, string>;

const emptyValues: Values = { email: '', phone: '', name: '', address: '', country: DEFAULT_COUNTRY, state: '', city: '', code: '' };
const fieldOrder: string[] = [...checkoutFieldNames, PRESCRIPTION_FILE_FIELD, 'consent'];

/**
 * True when all eight fields are non-empty: the spec's condition for showing Next (§4 "Checkout", §5).
 * Blank (whitespace-only) values count as empty.
 */
export function allFieldsFilled(values: Readonly<Record<FieldName, string>>): boolean {
  return checkoutFieldNames.every((name) => values[name].trim() !== '');
}

/** Client checks: the server's own schema for the fields, plus the prescription file when one is needed. */
function validate(values: Values, needsPrescription: boolean, file: PreparedFile | null, fileError: string | undefined, consent: boolean): Record<string, string> {
  const parsed = checkoutFieldsSchema.safeParse(values);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  if (needsPrescription) {
    if (fileError) errors[PRESCRIPTION_FILE_FIELD] = fileError;
    else if (!file) errors[PRESCRIPTION_FILE_FIELD] = PRESCRIPTION_FILE_MISSING;
    if (!consent) errors.consent = CONSENT_MESSAGE;
  }
  return errors;
}

/**
 * The right side of /checkout (spec §2, §3, §4, §5): the CHECKOUT form with Patient's Information (email,
 * phone with +91 and the Indian flag, full name) and Shipping Information (address, country — India to start
 * with —, state, city, zipcode), all required, with messages under the fields; a prescription file (the /upload
 * rules) when the cart holds a prescription-only medicine. Next appears once the eight fields are non-empty.
 * It posts form=checkout with the cart's ids and quantities (never prices) to /api/submit-form/ with an
 * Idempotency-Key — the same key while the request is unchanged, so a retry or a double click stores one
 * order — and on 201 goes to /checkout/payment with the ORD- reference (router state + sessionStorage).
 * On failure it shows the server's field messages or a toast, and keeps everything typed.
 * @param lines the cart's product ids and quantities, in cart order
 * @param priced the cart priced by lib/pricing.ts (its total is shown on the payment page)
 * @param needsPrescription true when a cart line requires a prescription
 */
export function CheckoutForm({ lines, priced, needsPrescription }: { lines: readonly OrderLineRequest[]; priced: PricedOrder; needsPrescription: boolean }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [file, setFile] = useState<PreparedFile | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [consent, setConsent] = useState(false);
  const inFlight = useRef(false);
  const idempotency = useRef<{ fingerprint: string; key: string } | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  const revalidate = (next: Values, nextFile = file, nextFileError = fileError, nextConsent = consent) => {
    if (submitted) setErrors(validate(next, needsPrescription, nextFile, nextFileError, nextConsent));
  };
  const setField = (name: FieldName) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    revalidate(next);
  };

  const chooseFile = ({ file: chosen, error }: PrescriptionFileChoice) => {
    setFile(chosen);
    setFileError(error);
    if (submitted || error) setErrors({ ...validate(values, needsPrescription, chosen, error, consent), ...(error ? { [PRESCRIPTION_FILE_FIELD]: error } : {}) });
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = fieldOrder.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /** The same key for the same request (a retry, a double click); a new key once anything changed. */
  const keyFor = (fingerprint: string): string => {
    if (idempotency.current?.fingerprint !== fingerprint) idempotency.current = { fingerprint, key: newIdempotencyKey() };
    return idempotency.current.key;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const found = validate(values, needsPrescription, file, fileError, consent);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const trimmed = Object.fromEntries(checkoutFieldNames.map((name) => [name, values[name].trim()])) as Values;
    const items = JSON.stringify(lines.map(({ productId, quantity }) => ({ id: productId, quantity })));
    const attached = needsPrescription ? file : null;
    const body = new FormData();
    body.set('form', 'checkout');
    for (const name of checkoutFieldNames) body.set(name, trimmed[name]);
    body.set('items', items);
    if (attached) {
      body.set(PRESCRIPTION_FILE_FIELD, attached.blob, attached.name);
      body.set('consent', 'true');
    }
    const key = keyFor(JSON.stringify([trimmed, items, attached ? [attached.name, attached.bytes, attached.type] : null]));

    inFlight.current = true;
    setSending(true);
    try {
      const receipt = await postMultipart<SubmitAnswer>('/api/submit-form/', body, { idempotencyKey: key });
      idempotency.current = undefined; // the next order is a new request
      const order: PendingOrder = { reference: receipt.reference, createdAt: receipt.createdAt, totalCents: priced.totalCents };
      savePendingOrder(order);
      void navigate(paths.payment, { state: { order } });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'NETWORK', 'Something went wrong. Please try again.');
      const fieldErrors = Object.fromEntries(Object.entries(apiError.fields).filter(([name]) => fieldOrder.includes(name)));
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      }
      const cartProblem = apiError.fields.items ? ` ${apiError.fields.items}.` : '';
      toast.error(apiError.retryable ? `${apiError.message} Your details are kept: press Next to try again.` : `${apiError.message}${cartProblem}`);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const text = (name: FieldName, label: string, props: Record<string, unknown> = {}) => (
    <FormField id={`checkout-${name}`} label={label} required error={errors[name]}>
      {(control) => <input {...control} name={name} value={values[name]} onChange={setField(name)} required {...props} />}
    </FormField>
  );

  const ready = allFieldsFilled(values);

  return (
    <section className="checkout-form card" aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title">CHECKOUT</h2>
      <form ref={formRef} noValidate onSubmit={submit} aria-describedby="checkout-form-note">
        <p id="checkout-form-note" className="form-note">
          All fields are required<span aria-hidden="true"> (*)</span>.
        </p>
        <fieldset className="checkout-form__section">
          <legend>Patient's Information</legend>
          {text('email', 'Email Address', { type: 'email', autoComplete: 'email', maxLength: 254, inputMode: 'email' })}
          <FormField id="checkout-phone" label="Phone" required error={errors.phone}>
            {(control) => (
              <div className="phone-input">
                <span className="phone-input__prefix">
                  <IndianFlag />
                </span>
                <input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="+91" value={values.phone} onChange={setField('phone')} maxLength={20} required />
              </div>
            )}
          </FormField>
          {text('name', 'Full Name', { autoComplete: 'name', maxLength: 100 })}
        </fieldset>
        <fieldset className="checkout-form__section">
          <legend>Shipping Information</legend>
          <FormField id="checkout-address" label="Address" required error={errors.address}>
            {(control) => <textarea {...control} name="address" rows={2} autoComplete="street-address" value={values.address} onChange={setField('address')} maxLength={500} required />}
          </FormField>
          <div className="checkout-form__pair">
            {text('country', 'Country', { autoComplete: 'country-name', maxLength: 60 })}
            {text('state', 'State', { autoComplete: 'address-level1', maxLength: 60 })}
          </div>
          <div className="checkout-form__pair">
            {text('city', 'City', { autoComplete: 'address-level2', maxLength: 60 })}
            {text('code', 'Zipcode', { autoComplete: 'postal-code', maxLength: 10 })}
          </div>
        </fieldset>
        {needsPrescription && (
          <fieldset className="checkout-form__section">
            <legend>Prescription</legend>
            <PrescriptionFileInput
              id="checkout-prescription"
              name={PRESCRIPTION_FILE_FIELD}
              file={file}
              error={errors[PRESCRIPTION_FILE_FIELD]}
              hint="Your order includes prescription-only medicines. Attach a clear photo or scan of the prescription, less than six months old; a pharmacist checks it before dispatch. Photos over 4 MB are reduced automatically."
              onChoice={chooseFile}
            />
            <PrescriptionConsent
              id="checkout-consent"
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                revalidate(values, file, fileError, checked);
              }}
              error={errors.consent}
            />
          </fieldset>
        )}
        {ready ? (
          <button type="submit" className="button button--block" disabled={sending} aria-busy={sending}>
            {sending ? 'Placing your order…' : 'Next'}
          </button>
        ) : (
          <p className="checkout-form__pending" role="status">
            Fill in all the fields above to continue to payment.
          </p>
        )}
      </form>
    </section>
  );
}
