import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paymentDeadline } from '@domain/payment';
import { useLocale } from '../../i18n/use-locale';
import { shopperDateTime } from '../../lib/dates';
import { paths } from '../../lib/paths';
import { useFormatMoney } from '../../lib/money';
import type { PendingOrder } from '../../lib/pending-order';

/**
 * Above /checkout, when this tab placed an order that still waits for its online payment (the shopper came Back from
 * the payment page, or left it): "Your order ORD-… is waiting for payment: ₹…", that Next with the same cart and
 * details leads to this same order (CheckoutForm reuses its Idempotency-Key, so nothing is ordered twice), that a
 * changed cart, details or payment method places a new order while this one is cancelled if unpaid at the end of its
 * payment window (domain/payment.ts paymentDeadline, the rule the notifier's isPaymentOverdue applies: shown as a time in the
 * page's language, so the cancellation e-mail that follows is expected), and a "Pay for ORD-…" link to the payment page with the order in router state (docs/behaviour.md §4 "Checkout").
 * @param order the pending order (lib/pending-order.ts orderAwaitingPayment); its total is integer paise, shown
 *   through formatMoney
 */
export function PendingOrderNotice({ order }: { order: PendingOrder }) {
  const money = useFormatMoney();
  const { reference } = order;
  const amount = money(order.totalPaise);
  const locale = useLocale();
  // Shown only while the order awaits payment (lib/pending-order.ts isAwaitingPayment), so its deadline exists.
  const deadline = shopperDateTime(paymentDeadline({ createdAt: order.createdAt })!.toISOString(), locale);
  return (
    <section className="container checkout-page__pending" aria-labelledby="checkout-pending-title">
      <div className="checkout-pending card">
        <h2 id="checkout-pending-title">
          <Trans>
            Your order <strong data-testid="pending-reference">{reference}</strong> is waiting for payment
          </Trans>
        </h2>
        <p>
          <Trans>
            Amount to pay: <strong>{amount}</strong> (incl. of all taxes). With the same cart and details, Next takes you to this order
            again: nothing is ordered twice.
          </Trans>
        </p>
        <p>
          <Trans>
            A changed cart, details or payment method places a new order instead, and this one is cancelled if it is not paid by {deadline}.
          </Trans>
        </p>
        <Link className="button" to={paths.payment} state={{ order }}>
          <Trans>Pay for {reference}</Trans>
        </Link>
      </div>
    </section>
  );
}
