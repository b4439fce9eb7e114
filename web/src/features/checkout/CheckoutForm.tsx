import type { SubmitAnswer } from '@contracts/api';
import type { InputHTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FormField } from '../../components/FormField';
import { PhoneInput } from '../../components/PhoneInput';
import { PrescriptionConsent } from '../../components/PrescriptionConsent';
import { postMultipart } from '../../lib/api-client';
import { formBody } from '../../lib/form-kit/form-body';
import { schemaResolver, type Submitted } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { savePendingOrder, type PendingOrder } from '../../lib/pending-order';
import type { OrderLineRequest, PricedOrder } from '@domain/pricing';
import { DEFAULT_COUNTRY, checkoutFieldsSchema, type CheckoutFields } from '@contracts/forms/checkout-form';
import { PRESCRIPTION_FILE_FIELD, PRESCRIPTION_FILE_MISSING } from '@domain/prescription-file-checks';
import { CONSENT_MESSAGE, CONSENT_NOTICE_VERSION, CONSENT_VERSION_FIELD } from '@contracts/forms/prescription-form';
import { PrescriptionFileInput, type PrescriptionFileChoice } from '../../components/PrescriptionFileInput';

/** The eight fields of the checkout form (docs/behaviour.md §3 "Checkout form"), in the order they appear. */
const fieldNames = ['email', 'phone', 'name', 'address', 'country', 'state', 'city', 'code'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string> & { [PRESCRIPTION_FILE_FIELD]: PrescriptionFileChoice; consent: boolean };

const emptyValues: Values = {
  email: '',
  phone: '',
  name: '',
  address: '',
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
  code: '',
  [PRESCRIPTION_FILE_FIELD]: { file: null },
  consent: false,
};
const textOf = (values: Readonly<Record<FieldName, string>>) => Object.fromEntries(fieldNames.map((name) => [name, values[name]]));

/**
 * The right side of /checkout (docs/behaviour.md §2, §3, §4, §5), on the form kit: the CHECKOUT form with Patient's Information
 * (email, phone with +91 and the Indian flag, full name) and Shipping Information (address, country — India to start
 * with —, state, city, zipcode), all required, with messages under the fields; a prescription file (the /upload
 * rules) and consent when the cart holds a prescription-only medicine. Next appears once the eight fields are
 * non-empty (blank counts as empty). It posts form=checkout with the cart's ids and quantities (never prices) to
 * /api/submit-form/ with an Idempotency-Key — the same key while the request is unchanged (form and cart), so a retry
 * or a double click stores one order — and on 201 goes to /checkout/payment with the ORD- reference (router state +
 * sessionStorage). On failure it shows the server's field messages or a toast, and keeps everything typed.
 * @param lines the cart's product ids and quantities, in cart order
 * @param priced the cart priced by domain/pricing.ts (its total, in cents, is shown on the payment page)
 * @param needsPrescription true when a cart line requires a prescription
 */
export function CheckoutForm({
  lines,
  priced,
  needsPrescription,
}: {
  lines: readonly OrderLineRequest[];
  priced: PricedOrder;
  needsPrescription: boolean;
}) {
  const navigate = useNavigate();
  const { register, error, sending, formRef, submit, watch, change } = useFormKit({
    resolver: schemaResolver<Values, CheckoutFields>(checkoutFieldsSchema, {
      input: textOf,
      rules: ({ prescription, consent }) =>
        needsPrescription
          ? {
              [PRESCRIPTION_FILE_FIELD]: prescription.error ?? (prescription.file ? undefined : PRESCRIPTION_FILE_MISSING),
              consent: consent ? undefined : CONSENT_MESSAGE,
            }
          : {},
    }),
    defaultValues: emptyValues,
    failure: {
      fallback: 'Something went wrong. Please try again.',
      kept: 'Your details are kept: press Next to try again.',
      appendFields: ['items'],
    },
  });

  /** The multipart fields of the order: the eight fields (trimmed by the schema), the cart lines and the prescription if one is needed. */
  const order = (data: Submitted<Values, CheckoutFields>) => {
    const attached = needsPrescription ? data.prescription.file : null;
    const items = JSON.stringify(lines.map(({ productId, quantity }) => ({ id: productId, quantity })));
    return {
      form: 'checkout',
      ...textOf(data),
      items,
      [PRESCRIPTION_FILE_FIELD]: attached,
      consent: attached ? 'true' : undefined,
      [CONSENT_VERSION_FIELD]: attached ? CONSENT_NOTICE_VERSION : undefined,
    };
  };
  const onSubmit = submit({
    input: order,
    request: (data, key) => postMultipart<SubmitAnswer>('/api/submit-form/', formBody(order(data)), { idempotencyKey: key }),
    done: (receipt) => {
      const pending: PendingOrder = { reference: receipt.reference, createdAt: receipt.createdAt, totalCents: priced.totalCents };
      savePendingOrder(pending);
      void navigate(paths.payment, { state: { order: pending } });
    },
  });

  const values = watch();
  const text = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField id={`checkout-${name}`} label={label} required error={error(name)}>
      {(control) => <input {...control} {...register(name)} required {...props} />}
    </FormField>
  );

  return (
    <section className="checkout-form card" aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title">CHECKOUT</h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-describedby="checkout-form-note">
        <p id="checkout-form-note" className="form-note">
          All fields are required<span aria-hidden="true"> (*)</span>.
        </p>
        <fieldset className="checkout-form__section">
          <legend>Patient's Information</legend>
          {text('email', 'Email Address', { type: 'email', autoComplete: 'email', maxLength: 254, inputMode: 'email' })}
          <FormField id="checkout-phone" label="Phone" required error={error('phone')}>
            {(control) => <PhoneInput {...control} {...register('phone')} required />}
          </FormField>
          {text('name', 'Full Name', { autoComplete: 'name', maxLength: 100 })}
        </fieldset>
        <fieldset className="checkout-form__section">
          <legend>Shipping Information</legend>
          <FormField id="checkout-address" label="Address" required error={error('address')}>
            {(control) => (
              <textarea {...control} {...register('address')} rows={2} autoComplete="street-address" maxLength={500} required />
            )}
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
              file={values.prescription.file}
              error={error(PRESCRIPTION_FILE_FIELD)}
              hint="Your order includes prescription-only medicines. Attach a clear photo or scan of the prescription, less than six months old; a pharmacist checks it before dispatch. Photos over 4 MB are reduced automatically."
              onChoice={(choice) => change(PRESCRIPTION_FILE_FIELD, choice, Boolean(choice.error))}
            />
            <PrescriptionConsent
              id="checkout-consent"
              checked={values.consent}
              onChange={(checked) => change('consent', checked)}
              error={error('consent')}
            />
          </fieldset>
        )}
        {fieldNames.every((name) => values[name].trim() !== '') ? (
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
