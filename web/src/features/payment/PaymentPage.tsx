import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FormField, NeedsJavaScript } from '../../components/FormField';
import { PageBanner } from '../../components/PageBanner';
import { useCart } from '../../stores/cart/cart-context';
import { useFormatMoney } from '../../lib/money';
import { clearPendingOrder, isPendingOrder, readPendingOrder, type PendingOrder } from '../../lib/pending-order';
import './payment.css';
import { Page } from '../../components/Page';
import { TrackLink } from '../../components/TrackLink';
import { useHydrated } from '../../lib/hydration';

/**
 * The texts of docs/behaviour.md §4 "Payment" and §9, kept exactly in English, as messages translated where shown
 * (the toasts are raised outside rendering, so they cannot be macros inside JSX).
 */
export const paymentTexts = {
  processing: msg`Performing payment processing...`,
  success: msg`Success! Your transaction has been completed.`,
  done: msg`Payment Done!`,
  thanks: msg`Thank you for completing your secure online payment.`,
  delivery: msg`Your order will be delivered in 2-3 business days.`,
  farewell: msg`Have a great day!`,
  notRecorded: msg`We could not record your payment. Nothing more was charged: please try again.`,
  codPlaced: msg`Order placed!`,
  codPay: msg`Please pay in cash when your order is delivered. Keep the exact amount ready if you can.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * The storefront's toasts (lib/toast.tsx: react-toastify and its host), loaded once the page is up rather than with it:
 * the first toast is raised by PAY NOW, and the page is complete and usable without them, so they stay out of the
 * first visit's JavaScript. Importing the module mounts the toast container.
 */
function loadToast() {
  return import('../../lib/toast');
}

/** The info toast closes after 2000 ms and the paid state appears after 2000 ms (docs/behaviour.md §9). */
export const PAYMENT_DELAY_MS = 2000;

/** Payment method (docs/behaviour.md §3 "Payment form", §4: card is the default). */
export type PaymentMethod = 'card' | 'upi';

interface CardFields {
  name: string;
  cardNumber: string;
  expirationDate: string;
  cvv: string;
}

const emptyCard: CardFields = { name: '', cardNumber: '', expirationDate: '', cvv: '' };

/**
 * True when PAY NOW may be pressed (docs/behaviour.md §5 "Payment"): for card, name, card number, expiration date and CVV
 * are all non-empty; for UPI, the UPI ID is non-empty. No format checks (docs/behaviour.md §5).
 */
export function canPay(method: PaymentMethod, card: CardFields, upiId: string): boolean {
  if (method === 'upi') return upiId.trim() !== '';
  return [card.name, card.cardNumber, card.expirationDate, card.cvv].every((value) => value.trim() !== '');
}

/**
 * Helps typing an expiry as MM/YY on a numeric keypad: keeps digits and inserts the slash after the month,
 * e.g. '1228' → '12/28', '12/' → '12/', '1' → '1'. At most 5 characters (docs/behaviour.md §5: max length 5).
 */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && raw.trim().endsWith('/')) return `${digits}/`;
  return digits;
}

type PaymentFieldProps = { id: string; label: string; hint?: string } & ComponentProps<'input'>;

/** One card input as declared: its texts are messages, translated when the field is shown. */
type CardInput = Omit<PaymentFieldProps, 'label' | 'placeholder'> & { label: MessageDescriptor; placeholder?: MessageDescriptor };

/** The card inputs' ids, labels and attributes (docs/behaviour.md §5: the maximum lengths). */
const cardInputs: Record<keyof CardFields, CardInput> = {
  name: { id: 'pay-name', label: msg`Name on card`, autoComplete: 'cc-name', maxLength: 100 },
  cardNumber: { id: 'pay-number', label: msg`Card number`, autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  expirationDate: {
    id: 'pay-expiry',
    label: msg`Expiration date (MM/YY)`,
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: msg`MM/YY`,
    maxLength: 5,
  },
  cvv: { id: 'pay-cvv', label: msg`CVV`, type: 'password', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 3 },
};

/** A required input of the payment form, labelled by `label` (and `hint`); the other props go to the <input>. */
function PaymentField({ id, label, hint, ...input }: PaymentFieldProps) {
  return (
    <FormField id={id} label={label} required hint={hint}>
      {(control) => <input {...control} {...input} required />}
    </FormField>
  );
}

/**
 * /checkout/payment (docs/behaviour.md §2 "Payment", §4, §5, §9; docs/architecture/frontend.md): for the order this tab
 * is paying (the pending order: router state, else sessionStorage, lib/pending-order.ts), a radio choice of card (default) or UPI; card
 * asks name on card, card number, expiration date (MM/YY, max 5) and CVV (max 3, masked); UPI asks the UPI
 * ID; PAY NOW is enabled once the chosen method's fields are non-empty. PAY NOW makes no request at all
 * (the payment is simulated): the info toast 'Performing payment processing...' (closes at 2000 ms), then
 * after 2000 ms the paid state — green check, 'Payment Done!', the success toast and the paid-state lines, the
 * order reference when one is pending, and GO BACK (one step back in history). The cart is emptied and
 * the typed card/UPI details are dropped from memory once paid. With a pending order and its phone, PAY NOW also records
 * the payment on the server (POST /api/track/payment, idempotent) before showing the paid state; if that fails, the
 * form stays with an error toast. A cash-on-delivery order skips the form: the page says it is placed and what to pay
 * at the door (domain/payment.ts). Without a pending order there is nothing to pay: the page says so, links to the
 * checkout (when the cart has items) or the products, and to /track for an order placed earlier, and offers no PAY NOW
 * (docs/architecture/departures.md: the original "paid" for no order at all). The pending order belongs to the tab,
 * which the prerendered page cannot know: until the app has hydrated the page only says it is loading the order, true
 * for every shopper (docs/decisions/0005-hydration-after-first-paint.md). Every text is in the page's language (the payment
 * catalog); the card and UPI details are never kept as a draft.
 */
export function PaymentPage() {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const location = useLocation();
  const navigate = useNavigate();
  const { dispatch, count } = useCart();
  const hydrated = useHydrated();
  // The pending order is this tab's (router state or sessionStorage): looked up in the first render after hydration,
  // since the prerendered page has none (docs/architecture/frontend.md), before anything is painted from it (a state
  // set while rendering is applied before the commit), and kept for the page's life, so clearing it after payment
  // leaves the reference shown.
  const [lookup, setLookup] = useState<{ order?: PendingOrder }>();
  if (hydrated && !lookup) {
    const fromState = (location.state as { order?: unknown } | null)?.order;
    setLookup({ order: isPendingOrder(fromState) ? fromState : readPendingOrder() });
  }
  const order = lookup?.order;
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [upiId, setUpiId] = useState('');
  const [stage, setStage] = useState<'form' | 'processing' | 'paid'>('form');
  const timer = useRef<number | undefined>(undefined);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const groupName = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Fetched as soon as the page is up, so the toast PAY NOW raises shows at once.
  useEffect(() => void loadToast(), []);
  useEffect(() => {
    if (stage === 'paid') doneHeading.current?.focus();
  }, [stage]);

  /** One card input, holding `card[name]`. */
  const cardInput = (name: keyof CardFields) => {
    const { label, placeholder, ...input } = cardInputs[name];
    return (
      <PaymentField
        {...input}
        label={i18n._(label)}
        placeholder={placeholder && i18n._(placeholder)}
        name={name}
        value={card[name]}
        onChange={(event) =>
          setCard((current) => ({ ...current, [name]: name === 'expirationDate' ? formatExpiry(event.target.value) : event.target.value }))
        }
      />
    );
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (!order || stage !== 'form' || !canPay(method, card, upiId)) return;
    setStage('processing');
    void loadToast().then(({ toast }) => toast.info(i18n._(paymentTexts.processing), { autoClose: PAYMENT_DELAY_MS }));
    // The request's code loads during the 2 s of processing, so the page's first visit does not carry it.
    const recorder = order.phone ? import('./record-payment') : undefined;
    timer.current = window.setTimeout(() => {
      // The server records the payment (idempotent) with the order's phone; an older tab's entry, kept without one,
      // stays the spec's simulation.
      if (!order.phone || !recorder) {
        markPaid();
        return;
      }
      const { reference, phone } = order;
      recorder
        .then(({ recordPayment }) => recordPayment(reference, phone))
        .then(markPaid, () => {
          setStage('form');
          void loadToast().then(({ toast }) => toast.error(i18n._(paymentTexts.notRecorded)));
        });
    }, PAYMENT_DELAY_MS);
  };

  const markPaid = () => {
    setStage('paid');
    setCard(emptyCard);
    setUpiId('');
    dispatch({ type: 'clear' });
    clearPendingOrder();
    void loadToast().then(({ toast }) => toast.success(i18n._(paymentTexts.success)));
  };

  // A cash-on-delivery order needs no payment here: the page confirms it is placed, and the cart is done with.
  const cod = order?.payment === 'cod';
  useEffect(() => {
    if (!cod) return;
    dispatch({ type: 'clear' });
    clearPendingOrder();
  }, [cod, dispatch]);

  const reference = order?.reference;
  const amount = order && formatMoney(order.totalPaise);

  const goBack = () => {
    // react-router gives the first page of a visit the key 'default': with nothing of ours to go back to, go home.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <Page className="payment-page" title={t`Payment`} description={t`Pay for your Medvika Pharmacy order by card or UPI.`}>
      <PageBanner title={t`Payment`} />
      <div className="container payment-page__body">
        {!lookup ? (
          <section className="payment-done payment-none card">
            <p role="status">
              <Trans>Loading your order…</Trans>
            </p>
            <NeedsJavaScript />
          </section>
        ) : !order ? (
          <NoOrderToPay cartHasItems={count > 0} />
        ) : stage === 'paid' || cod ? (
          <section className="payment-done card" aria-labelledby="payment-done-title">
            <svg className="payment-done__check" aria-hidden="true" width="72" height="72" viewBox="0 0 72 72">
              <circle cx="36" cy="36" r="34" fill="#15803d" />
              <path d="M21 37l10 10 20-22" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h2 id="payment-done-title" ref={doneHeading} tabIndex={-1}>
              {i18n._(cod ? paymentTexts.codPlaced : paymentTexts.done)}
            </h2>
            {cod ? (
              <p>
                {i18n._(paymentTexts.codPay)}{' '}
                <Trans>
                  Amount to pay on delivery: <strong>{amount}</strong> (incl. of all taxes)
                </Trans>
              </p>
            ) : (
              <p>{i18n._(paymentTexts.thanks)}</p>
            )}
            <p>{i18n._(paymentTexts.delivery)}</p>
            {reference && (
              <p className="payment-done__reference">
                <Trans>
                  Order reference: <strong data-testid="order-reference">{reference}</strong>
                </Trans>
              </p>
            )}
            {reference && (
              <p>
                <Trans>
                  <TrackLink reference={reference}>Track this order</TrackLink> with its reference and your phone number.
                </Trans>
              </p>
            )}
            <p>{i18n._(paymentTexts.farewell)}</p>
            <button type="button" className="button" onClick={goBack}>
              <Trans>GO BACK</Trans>
            </button>
          </section>
        ) : (
          <section className="payment-form card" aria-labelledby="payment-form-title">
            <h2 id="payment-form-title">
              <Trans>Choose how to pay</Trans>
            </h2>
            {reference && (
              <p className="payment-form__order">
                <Trans>
                  Order <strong data-testid="order-reference">{reference}</strong>
                </Trans>
                <span className="payment-form__amount">
                  <Trans>
                    Amount to pay: <strong>{amount}</strong> (incl. of all taxes)
                  </Trans>
                </span>
              </p>
            )}
            <form onSubmit={pay} noValidate>
              <fieldset className="payment-form__methods">
                <legend>
                  <Trans>Payment method</Trans>
                </legend>
                <label className="payment-method">
                  <input type="radio" name={groupName} value="card" checked={method === 'card'} onChange={() => setMethod('card')} />
                  <Trans>Credit / Debit Card</Trans>
                </label>
                <label className="payment-method">
                  <input type="radio" name={groupName} value="upi" checked={method === 'upi'} onChange={() => setMethod('upi')} />
                  <Trans>UPI</Trans>
                </label>
              </fieldset>
              {method === 'card' ? (
                <div className="payment-form__fields">
                  {cardInput('name')}
                  {cardInput('cardNumber')}
                  <div className="payment-form__pair">
                    {cardInput('expirationDate')}
                    {cardInput('cvv')}
                  </div>
                </div>
              ) : (
                <div className="payment-form__fields">
                  <PaymentField
                    id="pay-upi"
                    label={t`UPI ID`}
                    hint={t`For example name@bank`}
                    name="upiID"
                    autoComplete="off"
                    value={upiId}
                    onChange={(event) => setUpiId(event.target.value)}
                    maxLength={100}
                  />
                </div>
              )}
              <button
                type="submit"
                className="button button--block"
                disabled={stage !== 'form' || !canPay(method, card, upiId)}
                aria-busy={stage === 'processing'}
              >
                <Trans>PAY NOW</Trans>
              </button>
              <NeedsJavaScript />
              <p className="payment-form__note">
                <Trans>Payment here is simulated: no money is taken, and your card or UPI details are never sent anywhere.</Trans>
              </p>
            </form>
          </section>
        )}
      </div>
    </Page>
  );
}

/**
 * What /checkout/payment shows when this tab has no order waiting for payment (opened in a new tab, or after the order
 * was paid): there is nothing to pay, so no PAY NOW; a link to the checkout when the cart has items, else to the
 * products, and to /track, where an order placed earlier shows its status and, while it waits for payment, Pay now
 * (docs/behaviour.md §2 "Payment").
 * @param cartHasItems true when the shopper's cart holds a line (the checkout is then the way on)
 */
function NoOrderToPay({ cartHasItems }: { cartHasItems: boolean }) {
  return (
    <section className="payment-done payment-none card" aria-labelledby="payment-none-title">
      <h2 id="payment-none-title">
        <Trans>There is no order to pay</Trans>
      </h2>
      <p>
        <Trans>No order is waiting for payment in this browser tab. An order is paid here right after it is placed at checkout.</Trans>
      </p>
      <p className="payment-none__actions">
        {cartHasItems && (
          <Link className="button" to={paths.checkout}>
            <Trans>Go to checkout</Trans>
          </Link>
        )}
        <Link className={cartHasItems ? 'button button--ghost' : 'button'} to={paths.products}>
          <Trans>Browse products</Trans>
        </Link>
      </p>
      <p>
        <Trans>
          Placed an order earlier? <Link to={paths.track}>Track it</Link> with its reference and your phone number to see its status, or to
          pay for it if it is still waiting for payment.
        </Trans>
      </p>
    </section>
  );
}
