import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { DRAFT_KEYS } from '../../lib/form-kit/use-session-draft';
import { PageBanner } from '../../components/PageBanner';
import { useCart } from '../../stores/cart/cart-context';
import { hydrateOnUse } from '../../components/HydrateOnUse';
import { API_MESSAGES_CATALOG } from '../../i18n/catalogs';
import { OrderSummary } from './OrderSummary';
import './checkout.css';
import { Page } from '../../components/Page';
import { useHydrated } from '../../lib/hydration';
import { orderAwaitingPayment, type PendingOrder } from '../../lib/pending-order';
import { PendingOrderNotice } from './PendingOrderNotice';
import { cheaperEquivalentsLoaded, loadCheaperEquivalents } from '../../components/product/CheaperEquivalentLine';

// The form shows only with a cart, after hydration: its code (form kit, schemas, file input, toasts) loads then, with
// the catalog of the API's codes (lib/api-messages) its errors are worded with.
const CheckoutForm = hydrateOnUse('checkout-form', () => import('./CheckoutForm').then((module) => module.CheckoutForm), {
  catalogs: [API_MESSAGES_CATALOG],
  draftKey: DRAFT_KEYS.checkout,
});

/**
 * /checkout (docs/behaviour.md §2 "Checkout"; docs/architecture/departures.md: the summary is the real cart): left the order summary with
 * Subtotal, free Delivery and the Total with the GST it includes, right the CHECKOUT form. An empty cart says so and links to /products.
 * The cart is the browser's (localStorage), which the prerendered page cannot know: until the app has hydrated, the
 * page says only that it is loading the cart (true for every shopper), never "Your cart is empty." with a Continue
 * Shopping button to a shopper whose cart has items (docs/decisions/0005-hydration-after-first-paint.md). With items, it
 * also waits for the lower-price offers' module, so that the summary appears with its offers in place rather than
 * growing under the shopper a moment later; and the loading and empty states keep a screen's height, so that the footer
 * is never in view while the summary arrives (measured before: a layout shift of 0.15 at 390 px).
 * When this tab placed an order that still waits for its online payment (Back from the payment page), the page says so
 * above everything, with a way to pay it (PendingOrderNotice); the form keeps the shopper's details (its draft outlives
 * the placing) and Next for the same cart and details opens that order again instead of placing a second one.
 * Both sides get the cart's `priced` order, priced by the module the server uses (domain/pricing.ts), so
 * the summary shows and the payment page charges the same paise the server stores. Every text is in the page's
 * language (the checkout catalog).
 */
export function CheckoutPage() {
  const { t } = useLingui();
  const { items, priced, needsPrescription } = useCart();
  // False in the prerendered HTML and while it hydrates: the cart read from storage shows only from the render after.
  const hydrated = useHydrated();
  // The tab's order waiting for payment, looked up once in the first render after hydration (sessionStorage is the
  // tab's; a state set while rendering is applied before anything is painted).
  const [pending, setPending] = useState<{ order?: PendingOrder }>();
  if (hydrated && !pending) setPending({ order: orderAwaitingPayment(new Date()) });
  const lines = useMemo(() => items.map(({ product, quantity }) => ({ productId: product.id, quantity })), [items]);
  const [offersLoaded, setOffersLoaded] = useState(cheaperEquivalentsLoaded);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (!hydrated || !hasItems || offersLoaded) return;
    // Should the module fail to load, the summary shows anyway, without offers (the line retries on its own).
    void loadCheaperEquivalents().finally(() => setOffersLoaded(true));
  }, [hydrated, hasItems, offersLoaded]);

  return (
    <Page
      className="checkout-page"
      title={t`Checkout`}
      description={t`Review your Medvika Pharmacy order and enter your delivery details.`}
    >
      <PageBanner title={t`Checkout`} />
      {pending?.order && <PendingOrderNotice order={pending.order} />}
      {!hydrated || (hasItems && !offersLoaded) ? (
        <div className="container checkout-page__empty">
          <p role="status">
            <Trans>Loading your cart…</Trans>
          </p>
        </div>
      ) : !hasItems ? (
        <div className="container checkout-page__empty">
          <p role="status">
            <Trans>Your cart is empty.</Trans>
          </p>
          <p>
            <Trans>Add medicines and health products to your cart, then come back here to check out.</Trans>
          </p>
          <Link className="button" to={paths.products}>
            <Trans>Continue Shopping</Trans>
          </Link>
        </div>
      ) : (
        <div className="container page-columns checkout-page__grid">
          <OrderSummary />
          <CheckoutForm lines={lines} priced={priced} needsPrescription={needsPrescription} />
        </div>
      )}
    </Page>
  );
}
