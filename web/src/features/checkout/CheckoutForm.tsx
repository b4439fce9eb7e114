import type { SubmitAnswer } from '@contracts/api';
import { useCallback, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { activeLocale } from '../../i18n/catalogs';
import { paths } from '../../lib/paths';
import { FormField } from '../../components/FormField';
import { PhoneInput } from '../../components/PhoneInput';
import { PinCodeHint, servedCityNames, servedPlaceOfPin, servedStateNames } from '../../components/PinCodeHint';
import { PrescriptionConsent } from '../../components/PrescriptionConsent';
import { ApiError, postMultipart } from '../../lib/api-client';
import { formBody } from '../../lib/form-kit/form-body';
import { schemaResolver, type Submitted } from '../../lib/form-kit/schema-resolver';
import { useFormKit } from '../../lib/form-kit/use-form-kit';
import { placementDigest, placementKey, savePendingOrder, type PendingOrder } from '../../lib/pending-order';
import type { OrderLineRequest, PricedOrder } from '@domain/pricing';
import { DEFAULT_COUNTRY, checkoutFieldsSchema, type CheckoutFields, type SubstitutionChoice } from '@contracts/forms/checkout-form';
import { PRESCRIPTION_FILE_FIELD } from '@domain/prescription-file-checks';
import { consentNoticeVersionFor, CONSENT_VERSION_FIELD } from '@contracts/forms/prescription-form';
import { PrescriptionFileInput, type PrescriptionFileChoice } from '../../components/PrescriptionFileInput';
import { DRAFT_KEYS, readSessionDraft, useSessionDraft } from '../../lib/form-kit/use-session-draft';
import { useFormatMoney } from '../../lib/money';
import { DEFAULT_COD_LIMIT_PAISE, codRefusal, type PaymentMethod } from '@domain/payment';
import { productById } from '@domain/catalogue/catalogue';
import { ShelfRefusal, type ShelfProblem } from './ShelfRefusal';

/** The eight fields of the checkout form (docs/behaviour.md §3 "Checkout form"), in the order they appear. */
const fieldNames = ['email', 'phone', 'name', 'address', 'country', 'state', 'city', 'code'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string> & {
  [PRESCRIPTION_FILE_FIELD]: PrescriptionFileChoice;
  consent: boolean;
  /** If a medicine is out of stock, may the pharmacist offer an equivalent ('no' unless the shopper picks it). */
  substitution: SubstitutionChoice;
  /** How the shopper pays: UPI or card on the payment page ('online', the default) or cash on delivery ('cod'). */
  payment: PaymentMethod;
};

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
  substitution: 'no',
  payment: 'online',
};
const textOf = (values: Readonly<Record<FieldName, string>>) => Object.fromEntries(fieldNames.map((name) => [name, values[name]]));
/**
 * What the tab keeps as a draft (sessionStorage, DRAFT_KEYS.checkout): the eight text fields and the substitution
 * choice, never the file or the consent, so a reload, Back or the language switch (/checkout ↔ /hi/checkout) does not
 * lose a half-typed address or the shopper's answer.
 */
const emptyDraft = { ...(textOf(emptyValues) as Record<FieldName, string>), substitution: emptyValues.substitution };

/**
 * The form's first values: the empty form overlaid with the tab's draft. A stored substitution other than
 * 'equivalent' (an old or altered draft) reads as 'no': a substitute is only ever the shopper's explicit choice.
 */
function initialValues(): Values {
  const draft = readSessionDraft(DRAFT_KEYS.checkout, emptyDraft);
  return { ...emptyValues, ...draft, substitution: draft.substitution === 'equivalent' ? 'equivalent' : 'no' };
}

/** The starting country's name as the page's language writes it ('भारत' on a Hindi page). */
const defaultCountryName = msg({ message: 'India', comment: 'The country the checkout form starts with' });

/**
 * The right side of /checkout (docs/behaviour.md §2, §3, §4, §5), on the form kit: the CHECKOUT form with Patient's Information
 * (email, phone with +91 and the Indian flag, full name) and Shipping Information (address, country — India to start
 * with —, state, city, zipcode: a PIN code we deliver to), all required, with messages under the fields; a prescription file (the /upload
 * rules) and consent when the cart holds a prescription-only medicine. Next appears once the eight fields are
 * non-empty (blank counts as empty). It posts form=checkout with the cart's ids and quantities (never prices) to
 * /api/submit-form/ with an Idempotency-Key — the same key while the request is unchanged (form and cart), so a retry
 * or a double click stores one order — and on 201 goes to /checkout/payment with the ORD- reference (router state +
 * sessionStorage, with the key and a digest of the request: lib/pending-order.ts `placement`). On failure it shows the
 * server's field messages or a toast, and keeps everything typed. The eight text fields and the substitution choice
 * are kept as the tab's draft until the order is paid or placed for cash (emptyDraft), so Back from the payment page
 * shows them again. Next pressed again for an order still waiting for payment, with the same cart, details and choices,
 * is sent with that order's key (placementKey): the server answers with the same order (no second order, no second
 * e-mail) and the payment page opens for it; anything changed is a new order. Every text is in the page's language
 * (the checkout catalog; field messages through FormField). It also asks whether a pharmacist may offer an equivalent
 * if a medicine is out of stock (SubstitutionChoiceField, 'no' by default), sent as `substitution` and kept in the draft.
 * Each line goes with the unit price the cart showed (`pricePaise`); a 409 PRICE_CHANGED or OUT_OF_STOCK opens
 * ShelfRefusal above Next (accept the new prices; buy fewer or remove a short line), every field kept.
 * @param lines the cart's product ids and quantities, in cart order
 * @param priced the cart priced by domain/pricing.ts (its total, in paise, is shown on the payment page)
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
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // An equivalent may be offered only in place of an OTC line (a prescription line is supplied as prescribed): the
  // question is asked only when there is one, and the API refuses 'equivalent' on prescription lines alone.
  const hasOtcLine = lines.some((line) => productById(line.productId)?.requiresPrescription === false);
  // The starting country shows in the page's language; the API always gets its one name, DEFAULT_COUNTRY ('India').
  const countryShown = i18n._(defaultCountryName);
  const canonicalCountry = (country: string) => (country.trim() === countryShown ? DEFAULT_COUNTRY : country);
  const [defaults] = useState<Values>(() => {
    const values = initialValues();
    return values.country === DEFAULT_COUNTRY ? { ...values, country: countryShown } : values;
  });
  const { register, error, sending, formRef, submit, watch, change, getValues, setValue } = useFormKit({
    resolver: schemaResolver<Values, CheckoutFields>(checkoutFieldsSchema, {
      input: (values) => ({ ...textOf(values), country: canonicalCountry(values.country) }),
      rules: ({ prescription, consent }) =>
        needsPrescription
          ? {
              [PRESCRIPTION_FILE_FIELD]:
                prescription.error ?? (prescription.file ? undefined : { code: 'file_missing', file: 'prescription' }),
              consent: consent ? undefined : { code: 'consent_required' },
            }
          : {},
    }),
    defaultValues: defaults,
    failure: {
      fallback: t`Something went wrong. Please try again.`,
      kept: t`Your details are kept: press Next to try again.`,
      appendFields: ['items'],
    },
  });
  // The draft outlives the placing of the order (Back from the payment page finds the details): the payment page
  // clears it with the pending order once that is paid or placed for cash (lib/pending-order.ts clearPendingOrder).
  useSessionDraft<Values>(DRAFT_KEYS.checkout, emptyDraft, watch);
  const [shelfProblem, setShelfProblem] = useState<ShelfProblem>();
  const clearShelfProblem = useCallback(() => setShelfProblem(undefined), []);
  /** Keeps what a 409 PRICE_CHANGED / OUT_OF_STOCK said of the shelf for ShelfRefusal, then fails as any answer does. */
  const noteShelf = (error: unknown): never => {
    if (error instanceof ApiError && error.code === 'PRICE_CHANGED' && error.shelf.priceChanges)
      setShelfProblem({ kind: 'prices', changes: error.shelf.priceChanges });
    if (error instanceof ApiError && error.code === 'OUT_OF_STOCK' && error.shelf.shortLines)
      setShelfProblem({ kind: 'stock', shortLines: error.shelf.shortLines });
    throw error;
  };

  /**
   * The multipart fields of the order: the eight fields (trimmed by the schema), the cart lines, the substitution choice,
   * the payment method and the prescription if one is needed.
   */
  /** Cash on delivery only up to the limit (PaymentChoiceField disables it above; a cart grown since is sent online). */
  const paymentOf = (data: Submitted<Values, CheckoutFields>): PaymentMethod =>
    data.payment === 'cod' && !codRefusal(priced.totalPaise, DEFAULT_COD_LIMIT_PAISE) ? 'cod' : 'online';
  const order = (data: Submitted<Values, CheckoutFields>) => {
    const attached = needsPrescription ? data.prescription.file : null;
    // Each line's unit price as the cart shows it (the live shelf's once known): the server compares it with the
    // shelf and answers 409 PRICE_CHANGED when it differs, so nobody pays a price they were not shown.
    const shownPrice = new Map(priced.lineItems.map((line) => [line.productId, line.unitPricePaise]));
    const items = JSON.stringify(
      lines.map(({ productId, quantity }) => ({ id: productId, quantity, pricePaise: shownPrice.get(productId) })),
    );
    return {
      form: 'checkout',
      ...textOf(data),
      items,
      substitution: hasOtcLine ? data.substitution : 'no',
      payment: paymentOf(data),
      [PRESCRIPTION_FILE_FIELD]: attached,
      consent: attached ? 'true' : undefined,
      [CONSENT_VERSION_FIELD]: attached ? consentNoticeVersionFor(activeLocale()) : undefined,
    };
  };
  const onSubmit = submit({
    input: order,
    request: async (data, key) => {
      setShelfProblem(undefined);
      const body = order(data);
      // Next pressed again (after Back from the payment page) for the order this tab is waiting to pay, with the same
      // cart and details: its own key, so the server answers with that order rather than storing a second one.
      const digest = await placementDigest(body);
      const sentKey = placementKey(digest, key, new Date());
      const receipt = await postMultipart<SubmitAnswer>('/api/submit-form/', formBody(body), { idempotencyKey: sentKey }).catch(noteShelf);
      return { receipt, placement: digest === undefined ? undefined : { key: sentKey, digest } };
    },
    done: ({ receipt, placement }, data) => {
      const pending: PendingOrder = {
        reference: receipt.reference,
        createdAt: receipt.createdAt,
        totalPaise: priced.totalPaise,
        payment: paymentOf(data),
        phone: data.phone,
        placement,
      };
      savePendingOrder(pending);
      void navigate(paths.payment, { state: { order: pending } });
    },
  });

  /**
   * A served PIN code fills a City or State left empty with its own, in the page's language (the schema reads Hindi
   * state names too): a shopper who types the PIN code first is spared two fields. A typed City stays as typed, since
   * a locality ("Saket") is as good an address as its city, and the line under the field names the PIN code's place.
   */
  const fillPlaceFromPin = (typed: string) => {
    const place = servedPlaceOfPin(typed);
    if (!place) return;
    if (getValues('city').trim() === '') setValue('city', i18n._(servedCityNames[place.city]), { shouldDirty: true });
    if (getValues('state').trim() === '') setValue('state', i18n._(servedStateNames[place.state]), { shouldDirty: true });
  };

  const values = watch();
  const text = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField id={`checkout-${name}`} label={label} required error={error(name)}>
      {(control) => <input {...control} {...register(name)} required {...props} />}
    </FormField>
  );

  return (
    <section className="checkout-form card" aria-labelledby="checkout-form-title">
      {/* The form's own heading, under the page's h1 'Checkout': another language names what the section asks for, so
          the two headings never read the same. */}
      <h2 id="checkout-form-title">
        <Trans context="the checkout form's heading, below the page title 'Checkout': what the form asks for">CHECKOUT</Trans>
      </h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-describedby="checkout-form-note">
        <p id="checkout-form-note" className="form-note">
          <Trans>
            All fields are required<span aria-hidden="true"> (*)</span>.
          </Trans>
        </p>
        <fieldset className="checkout-form__section">
          <legend>
            <Trans>Patient's Information</Trans>
          </legend>
          {text('email', t`Email Address`, { type: 'email', autoComplete: 'email', maxLength: 254, inputMode: 'email' })}
          <FormField id="checkout-phone" label={t`Phone`} required error={error('phone')}>
            {(control) => <PhoneInput {...control} {...register('phone')} required />}
          </FormField>
          {text('name', t`Full Name`, { autoComplete: 'name', maxLength: 100 })}
        </fieldset>
        <fieldset className="checkout-form__section">
          <legend>
            <Trans>Shipping Information</Trans>
          </legend>
          <FormField id="checkout-address" label={t`Address`} required error={error('address')}>
            {(control) => (
              <textarea {...control} {...register('address')} rows={2} autoComplete="street-address" maxLength={500} required />
            )}
          </FormField>
          <div className="checkout-form__pair">
            {text('country', t`Country`, { autoComplete: 'country-name', maxLength: 60 })}
            {text('state', t`State`, { autoComplete: 'address-level1', maxLength: 60 })}
          </div>
          <div className="checkout-form__pair">
            {text('city', t`City`, { autoComplete: 'address-level2', maxLength: 60 })}
            <FormField id="checkout-code" label={t`Zipcode`} required error={error('code')} hint={<PinCodeHint code={values.code} />}>
              {(control) => (
                <input
                  {...control}
                  {...register('code', { onChange: (event: ChangeEvent<HTMLInputElement>) => fillPlaceFromPin(event.target.value) })}
                  required
                  autoComplete="postal-code"
                  maxLength={7}
                  inputMode="numeric"
                />
              )}
            </FormField>
          </div>
        </fieldset>
        {needsPrescription && (
          <fieldset className="checkout-form__section">
            <legend>
              <Trans>Prescription</Trans>
            </legend>
            <PrescriptionFileInput
              id="checkout-prescription"
              name={PRESCRIPTION_FILE_FIELD}
              file={values.prescription.file}
              error={error(PRESCRIPTION_FILE_FIELD)}
              hint={t`Your order includes prescription-only medicines. Attach a clear photo or scan of the prescription, less than six months old; a pharmacist checks it before dispatch. Photos over 4 MB are reduced automatically.`}
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
        {hasOtcLine && (
          <SubstitutionChoiceField
            value={values.substitution}
            onChange={(choice) => change('substitution', choice)}
            withPrescriptionLines={needsPrescription}
          />
        )}
        <PaymentChoiceField value={values.payment} totalPaise={priced.totalPaise} onChange={(choice) => change('payment', choice)} />
        {shelfProblem && <ShelfRefusal problem={shelfProblem} onResolved={clearShelfProblem} />}
        {fieldNames.every((name) => values[name].trim() !== '') ? (
          <button type="submit" className="button button--block" disabled={sending} aria-busy={sending}>
            {sending ? t`Placing your order…` : t`Next`}
          </button>
        ) : (
          <p className="checkout-form__pending" role="status">
            <Trans>Fill in all the fields above to continue to payment.</Trans>
          </p>
        )}
      </form>
    </section>
  );
}

/**
 * The question "If a medicine is out of stock, may our pharmacist offer an equivalent?" as two native radios (one tab
 * stop, arrow keys move): "No, contact me first" (the default) or "Yes, an equivalent with the same composition".
 * Sent with the order as `substitution` (contracts/forms/checkout-form.ts substitutionField). Shown only when the cart
 * has an OTC line; beside prescription lines it says it applies to the OTC ones only.
 * @param value the current choice; `onChange` receives the new one; `withPrescriptionLines` true when the cart also
 *   holds prescription-only medicines
 */
function SubstitutionChoiceField({
  value,
  onChange,
  withPrescriptionLines,
}: {
  value: SubstitutionChoice;
  onChange: (choice: SubstitutionChoice) => void;
  withPrescriptionLines: boolean;
}) {
  const option = (choice: SubstitutionChoice, label: ReactNode) => (
    <label className="checkout-form__choice">
      <input type="radio" name="substitution" value={choice} checked={value === choice} onChange={() => onChange(choice)} />
      {label}
    </label>
  );
  return (
    <fieldset className="checkout-form__section checkout-form__substitution">
      <legend>
        <Trans>If a medicine is out of stock, may our pharmacist offer an equivalent?</Trans>
      </legend>
      {option('no', <Trans>No, contact me first</Trans>)}
      {option('equivalent', <Trans>Yes, an equivalent with the same composition</Trans>)}
      {withPrescriptionLines && (
        <p className="checkout-form__note">
          <Trans>
            This applies only to medicines sold without a prescription: prescription medicines are supplied as your doctor prescribed them.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}

/**
 * "How would you like to pay?" as two native radios: "UPI or card" (the payment page, the default) or "Cash on
 * delivery", with the COD limit stated beside it (domain/payment.ts DEFAULT_COD_LIMIT_PAISE, ₹5,000). Above the limit
 * the COD radio is disabled and says why; the server refuses it too (cod_over_limit). Sent as `payment`.
 * @param value the current choice; `totalPaise` the cart's total (integer paise); `onChange` receives the new choice
 */
function PaymentChoiceField({
  value,
  totalPaise,
  onChange,
}: {
  value: PaymentMethod;
  totalPaise: number;
  onChange: (choice: PaymentMethod) => void;
}) {
  const money = useFormatMoney();
  const limit = money(DEFAULT_COD_LIMIT_PAISE);
  const codBlocked = codRefusal(totalPaise, DEFAULT_COD_LIMIT_PAISE) !== undefined;
  return (
    <fieldset className="checkout-form__section checkout-form__payment">
      <legend>
        <Trans>How would you like to pay?</Trans>
      </legend>
      <label className="checkout-form__choice">
        <input type="radio" name="payment" value="online" checked={value === 'online' || codBlocked} onChange={() => onChange('online')} />
        <Trans>UPI or card (on the next page)</Trans>
      </label>
      <label className="checkout-form__choice">
        <input
          type="radio"
          name="payment"
          value="cod"
          checked={value === 'cod' && !codBlocked}
          disabled={codBlocked}
          aria-describedby="checkout-cod-note"
          onChange={() => onChange('cod')}
        />
        <Trans>Cash on delivery</Trans>
      </label>
      <p id="checkout-cod-note" className="form-note">
        {codBlocked ? (
          <Trans>Cash on delivery is available for orders up to {limit}; please pay this order by UPI or card.</Trans>
        ) : (
          <Trans>Cash on delivery is available for orders up to {limit}. Please keep the exact amount ready.</Trans>
        )}
      </p>
    </fieldset>
  );
}
