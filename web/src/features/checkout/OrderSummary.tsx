import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useCart } from '../../stores/cart/cart-context';
import { centsToDollars, formatMoney } from '../../lib/money';
import { TAX_PERCENT, type PricedOrder } from '@contracts/pricing';

const money = (cents: number) => formatMoney(centsToDollars(cents));

/**
 * The left side of /checkout (spec §2 "Checkout"; DESIGN §6: it summarises the real cart): 'Ordered item' /
 * 'Order Summary' with each line's picture, name, details, quantity (− and +, never below 1, and Remove —
 * spec §4 "Cart line quantity") and line price, then Subtotal, Tax (5%) and Total with $ and 2 decimals,
 * and Continue Shopping → /products. Prices come from the shared pricing module, so they equal the server's.
 * @param priced the cart priced by lib/pricing.ts (lines in cart order)
 */
export function OrderSummary({ priced }: { priced: PricedOrder }) {
  const { items, dispatch } = useCart();
  return (
    <section className="order-summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <table className="order-table">
        <caption className="visually-hidden">Items in your order, with quantity and price</caption>
        <thead>
          <tr>
            <th scope="col">Ordered item</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="order-table__amount">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map(({ product, quantity }, index) => (
            <tr key={product.id} data-product-id={product.id}>
              <th scope="row">
                <div className="order-table__item">
                  <img src={product.image} alt="" width={48} height={48} className="order-table__image" />
                  <span className="order-table__text">
                    <span className="order-table__name">{product.name}</span>
                    {product.details && <span className="order-table__details">{product.details}</span>}
                    {product.requiresPrescription && <span className="order-table__rx">Prescription required</span>}
                    <span className="order-table__unit">{formatMoney(product.price)} each</span>
                  </span>
                </div>
              </th>
              <td>
                <div className="quantity-stepper" role="group" aria-label={`Quantity of ${product.name}`}>
                  <button type="button" aria-label={`Decrease quantity of ${product.name}`} disabled={quantity <= 1} onClick={() => dispatch({ type: 'decrement', productId: product.id })}>
                    −
                  </button>
                  <output aria-live="polite" data-testid="quantity">
                    {quantity}
                  </output>
                  <button type="button" aria-label={`Increase quantity of ${product.name}`} disabled={quantity >= 99} onClick={() => dispatch({ type: 'increment', productId: product.id })}>
                    +
                  </button>
                </div>
                <button type="button" className="order-table__remove" onClick={() => dispatch({ type: 'remove', productId: product.id })} aria-label={`Remove ${product.name}`}>
                  Remove
                </button>
              </td>
              <td className="order-table__amount" data-testid="line-total">
                {money(priced.lineItems[index]?.lineTotalCents ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Subtotal
            </th>
            <td className="order-table__amount" data-testid="subtotal">
              {money(priced.subtotalCents)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Tax ({TAX_PERCENT}%)
            </th>
            <td className="order-table__amount" data-testid="tax">
              {money(priced.taxCents)}
            </td>
          </tr>
          <tr className="order-table__total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="order-table__amount" data-testid="total">
              {money(priced.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      <Link className="button button--ghost" to={paths.products}>
        Continue Shopping
      </Link>
    </section>
  );
}
