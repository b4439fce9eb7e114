import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackAnswer } from '@contracts/track';
import { useFormatMoney } from '../../lib/money';
import { paymentMethodTexts, paymentStateTexts } from './track-texts';

/** A dispatched line's batch number and expiry month ('YYYY-MM'), the expiry as printed on a strip: 'MM/YYYY'. */
function BatchNote({ batch, expiry }: { batch: string; expiry: string }) {
  const printed = `${expiry.slice(5)}/${expiry.slice(0, 4)}`;
  return (
    <span className="track-items__batch">
      <Trans>
        Batch {batch}, expiry {printed}
      </Trans>
    </span>
  );
}

/**
 * An order's items and payment on /track: a table of the lines (name, quantity, unit price, line total; under the name
 * the batch and expiry once dispatched), the total
 * (GST included, with the GST it contains), how it is paid and where the payment stands, in the page's language.
 * Amounts are integer paise shown through formatMoney (useFormatMoney); the payment's codes are worded from the
 * catalog (track-texts.ts paymentMethodTexts, paymentStateTexts; docs/decisions/0020-codes-not-sentences.md).
 * Renders nothing for an answer without lines (not an order, or an order stored without them).
 * @param props.answer the order's TrackAnswer (lines, totalPaise, gstPaise, payment)
 */
export function OrderItems({ answer }: { answer: TrackAnswer }) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  if (!answer.lines || answer.lines.length === 0) return null;
  const total = answer.totalPaise === undefined ? undefined : money(answer.totalPaise);
  const gst = answer.gstPaise === undefined ? undefined : money(answer.gstPaise);
  return (
    <section className="track-items" aria-labelledby="track-items-heading">
      <h3 id="track-items-heading">
        <Trans>Items</Trans>
      </h3>
      <table className="track-items__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col">
              <Trans>Qty</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.lines.map((line) => (
            <tr key={line.name}>
              <th scope="row">
                {line.name}
                {line.batch && line.expiry && <BatchNote batch={line.batch} expiry={line.expiry} />}
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.pricePaise)}</td>
              <td>{money(line.lineTotalPaise)}</td>
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {gst ? <Trans>Total (incl. GST {gst})</Trans> : <Trans>Total</Trans>}
              </th>
              <td className="track-items__total">{total}</td>
            </tr>
          </tfoot>
        )}
      </table>
      {answer.payment && (
        <p className="track-items__payment">
          <Trans>Payment:</Trans> {i18n._(paymentMethodTexts[answer.payment.method])} —{' '}
          <span className={`track-items__payment-state track-items__payment-state--${answer.payment.state}`}>
            {i18n._(paymentStateTexts[answer.payment.method][answer.payment.state])}
          </span>
        </p>
      )}
    </section>
  );
}
