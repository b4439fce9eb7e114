import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useCart } from '../stores/cart/cart-context';
import { formatMoney } from '@domain/money';
import { QuantityStepper } from '../components/product/QuantityStepper';
import { Drawer, DrawerHead } from './Drawer';

/**
 * The cart panel (docs/behaviour.md §2 "Cart panel", §4): lines with picture, name, details, unit price (and the line total
 * when the quantity is above 1), the shared QuantityStepper (1 to MAX_ORDER_QUANTITY) and a trash button; the
 * subtotal; Check Out → /checkout. Every amount comes from the cart's `priced` order (domain/pricing.ts,
 * integer cents) through formatMoney ($ and 2 decimals, docs/behaviour.md §9). A Drawer from the right: the backdrop,
 * the close icon, Check Out and Escape close it.
 */
export function CartPanel() {
  const { items, priced, count, dispatch, panelOpen, setPanelOpen } = useCart();
  return (
    <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} className="cart-panel" aria-labelledby="cart-panel-title">
      <div className="cart-panel__inner">
        <DrawerHead closeLabel="Close cart" close={{ onClose: () => setPanelOpen(false) }}>
          <h2 id="cart-panel-title" className="cart-panel__title">
            Your Cart{' '}
            <span className="cart-panel__count">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          </h2>
        </DrawerHead>
        {items.length === 0 ? (
          <div className="cart-panel__empty">
            <p>Your cart is empty.</p>
            <Link className="button button--ghost" to={paths.products} onClick={() => setPanelOpen(false)}>
              Browse products
            </Link>
          </div>
        ) : (
          <>
            <ul className="cart-lines">
              {items.map(({ product, quantity, unitPriceCents, lineTotalCents }) => (
                <li key={product.id} className="cart-line">
                  <img src={product.image} alt="" width={64} height={64} className="cart-line__image" />
                  <div className="cart-line__body">
                    <p className="cart-line__name">{product.name}</p>
                    {product.details && <p className="cart-line__details">{product.details}</p>}
                    <p className="cart-line__price">
                      {formatMoney(unitPriceCents)}
                      {quantity > 1 && <span className="cart-line__total"> · {formatMoney(lineTotalCents)}</span>}
                    </p>
                    <QuantityStepper
                      className="quantity"
                      name={product.name}
                      quantity={quantity}
                      onDecrease={() => dispatch({ type: 'decrement', productId: product.id })}
                      onIncrease={() => dispatch({ type: 'increment', productId: product.id })}
                    />
                  </div>
                  <button
                    type="button"
                    className="icon-button cart-line__remove"
                    aria-label={`Remove ${product.name} from the cart`}
                    onClick={() => dispatch({ type: 'remove', productId: product.id })}
                  >
                    <svg
                      aria-hidden="true"
                      width="20"
                      height="20"
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    >
                      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
            <div className="cart-panel__footer">
              <p className="cart-panel__subtotal">
                <span>Subtotal</span> <strong>{formatMoney(priced.subtotalCents)}</strong>
              </p>
              <Link className="button button--block" to={paths.checkout} onClick={() => setPanelOpen(false)}>
                Check Out
              </Link>
            </div>
          </>
        )}
      </div>
    </Drawer>
  );
}
