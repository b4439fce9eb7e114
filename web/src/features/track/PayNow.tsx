import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { TrackAnswer } from '@contracts/track';
import { paymentDeadline } from '@domain/payment';
import { useLocale } from '../../i18n/use-locale';
import { useFormatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { savePendingOrder, type PendingOrder } from '../../lib/pending-order';
import type { TrackCredentials } from './PrivacyRights';
import { shopperDateTime } from '../../lib/dates';

/**
 * The order a shopper can still pay online from /track: placed, paid online, nothing received yet, and within its
 * payment window (domain/payment.ts paymentDeadline: PAYMENT_WINDOW_MS from the time it was placed: at checkout, or when its quote was accepted; the
 * notifier cancels it after that, domain/payment.ts isPaymentOverdue).
 * @param answer the /track answer; `phone` the phone number that found it; `now` the browser's clock
 * @returns the pending order to hand to the payment page, or undefined when nothing can be paid
 */
export function payableOrder(answer: TrackAnswer, phone: string, now: Date): PendingOrder | undefined {
  if (answer.kind !== 'order' || answer.status !== 'placed') return undefined;
  if (answer.payment?.method !== 'online' || answer.payment.state !== 'pending' || answer.totalPaise === undefined) return undefined;
  const placedAt = answer.history.findLast((event) => event.status === 'placed')?.at;
  if (!placedAt) return undefined;
  const deadline = paymentDeadline({ createdAt: placedAt });
  if (!deadline || now.getTime() >= deadline.getTime()) return undefined;
  return { reference: answer.reference, createdAt: placedAt, totalPaise: answer.totalPaise, payment: 'online', phone };
}

/**
 * "Pay now" on /track for an online order not paid yet (payableOrder): the amount, the time by which it must be paid
 * before the order is cancelled, and a button to the payment page with the order (as /checkout and an accepted quote
 * hand it over: lib/pending-order.ts), so a shopper who left the payment page, or came from the order e-mail, can
 * still pay. Renders nothing for any other order or once the window has passed.
 * @param props.answer the order's /track answer; `credentials` the pair that found it; `now` the clock (tests fix it)
 */
export function PayNow({ answer, credentials, now = new Date() }: { answer: TrackAnswer; credentials: TrackCredentials; now?: Date }) {
  const { t } = useLingui();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const order = payableOrder(answer, credentials.phone, now);
  if (!order) return null;
  const amount = formatMoney(order.totalPaise);
  const deadline = shopperDateTime(paymentDeadline({ createdAt: order.createdAt })!.toISOString(), locale);
  const pay = () => {
    savePendingOrder(order);
    void navigate(paths.payment, { state: { order } });
  };
  return (
    <div className="track-pay-now">
      <p>
        <Trans>
          Pay {amount} by {deadline} to keep this order. An order not paid by then is cancelled.
        </Trans>
      </p>
      <button type="button" className="button" onClick={pay}>
        {t`Pay now`}
      </button>
    </div>
  );
}
