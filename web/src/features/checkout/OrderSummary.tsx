import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useFormatMoney } from '../../lib/money';
import { useLocale } from '../../i18n/use-locale';
import { productDetailsText } from '../../components/product/catalogue-text';
import { QuantityStepper } from '../../components/product/QuantityStepper';
import { CheaperEquivalentLine, SwitchNotice } from '../../components/product/CheaperEquivalentLine';
import { MrpNote } from '../../components/product/MrpNote';
import { StockNote } from '../../components/product/StockNote';
import { useLiveCart } from '../../stores/cart/use-live-cart';

/**
 * The left side of /checkout (docs/behaviour.md §2 "Checkout"; docs/architecture/departures.md: it summarises the real cart): 'Ordered item' /
 * 'Order Summary' with each line's picture, name, details, unit price with its MrpNote (the MRP struck through and
 * "N % off" when the price is lower, "MRP incl. of all taxes"), the "same composition, lower price" offer with its
 * Switch button when there is one (CheaperEquivalentLine, as in the cart panel, confirmed with Undo by SwitchNotice), the shared QuantityStepper (1 to
 * MAX_ORDER_QUANTITY) with Remove (docs/behaviour.md §4 "Cart line quantity") and the line price, then Subtotal,
 * "Delivery: Free" and "Total (incl. GST ₹x.xx)": prices include GST, which is shown inside the total and never added
 * to it (docs/decisions/0021-mrp-includes-gst.md; ₹ and 2 decimals, docs/behaviour.md §9), and Continue Shopping →
 * /products. Every amount is the cart's
 * own pricing (useCart: domain/pricing.ts `priceOrder`, integer paise, the module the server prices with),
 * shown by formatMoney in the page's language (useFormatMoney); CheckoutForm hands the same `priced.totalPaise` to
 * the payment page. The lines follow the live shelf (useLiveShelf): price, MRP and a StockNote per line. Every text is in the page's language (the checkout catalog, pack details through
 * productDetailsText); product names stay as printed on the pack.
 */
export function OrderSummary() {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const hindi = useLocale() === 'hi';
  // The lines at the live shelf's prices, with their stock: the summary and the prices the checkout sends as shown
  // are the shelf's.
  const { items, priced, dispatch } = useLiveCart();
  const gst = formatMoney(priced.gstPaise);
  return (
    <section className="order-summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">
        <Trans>Order Summary</Trans>
      </h2>
      <table className="order-table">
        <caption className="visually-hidden">
          <Trans>Items in your order, with quantity and price</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Ordered item</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className="order-table__amount">
              <Trans>Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map(({ product, quantity, unitPricePaise, lineTotalPaise }) => {
            const name = product.name;
            const unitPrice = formatMoney(unitPricePaise);
            return (
              <tr key={product.id} data-product-id={product.id}>
                <th scope="row">
                  <div className="order-table__item">
                    <img src={product.image} alt="" width={48} height={48} className="order-table__image" />
                    <span className="order-table__text">
                      <span className="order-table__name">{product.name}</span>
                      {product.details && (
                        <span className="order-table__details">
                          {productDetailsText(product.details, hindi, (message) => i18n._(message))}
                        </span>
                      )}
                      {product.requiresPrescription && (
                        <span className="order-table__rx">
                          <Trans>Prescription required</Trans>
                        </span>
                      )}
                      <span className="order-table__unit">
                        <Trans>{unitPrice} each</Trans>
                      </span>
                      <MrpNote mrpPaise={product.mrpPaise} pricePaise={unitPricePaise} />
                      <StockNote id={`order-stock-${product.id}`} availability={product.availability} />
                    </span>
                  </div>
                  <CheaperEquivalentLine productId={product.id} />
                </th>
                <td>
                  <QuantityStepper
                    className="quantity-stepper"
                    testId="quantity"
                    name={product.name}
                    quantity={quantity}
                    onDecrease={() => dispatch({ type: 'decrement', productId: product.id })}
                    onIncrease={() => dispatch({ type: 'increment', productId: product.id })}
                  />
                  <button
                    type="button"
                    className="order-table__remove"
                    onClick={() => dispatch({ type: 'remove', productId: product.id })}
                    aria-label={t`Remove ${name}`}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </td>
                <td className="order-table__amount" data-testid="line-total">
                  {formatMoney(lineTotalPaise)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {[
            { label: t`Subtotal`, testId: 'subtotal', amount: formatMoney(priced.subtotalPaise) },
            {
              label: t`Delivery`,
              testId: 'delivery',
              amount: priced.deliveryPaise === 0 ? t`Free` : formatMoney(priced.deliveryPaise),
            },
            {
              label: t`Total (incl. GST ${gst})`,
              testId: 'total',
              amount: formatMoney(priced.totalPaise),
              className: 'order-table__total',
            },
          ].map(({ label, testId, amount, className }) => (
            <tr key={testId} className={className}>
              <th scope="row" colSpan={2} data-testid={`${testId}-label`}>
                {label}
              </th>
              <td className="order-table__amount" data-testid={testId}>
                {amount}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
      <SwitchNotice />
      <Link className="button button--ghost" to={paths.products}>
        <Trans>Continue Shopping</Trans>
      </Link>
    </section>
  );
}
