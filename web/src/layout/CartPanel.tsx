import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useCart, type CartItem } from '../stores/cart/cart-context';
import { useFormatMoney } from '../lib/money';
import { QuantityStepper } from '../components/product/QuantityStepper';
import { productDetailsText } from '../components/product/catalogue-text';
import { CheaperEquivalentLine, SwitchNotice } from '../components/product/CheaperEquivalentLine';
import { MrpNote } from '../components/product/MrpNote';
import { CheckDelivery } from '../components/product/CheckDelivery';
import { StockNote } from '../components/product/StockNote';
import { useLiveCart } from '../stores/cart/use-live-cart';
import { Drawer, DrawerHead } from './Drawer';

/**
 * The cart panel (docs/behaviour.md §2 "Cart panel", §4): lines with picture, name, details, unit price (and the line total
 * when the quantity is above 1), the shared QuantityStepper (1 to MAX_ORDER_QUANTITY) and a trash button; the
 * confirmation of a switch to a cheaper equivalent with Undo (SwitchNotice); Check delivery (CheckDelivery); the subtotal; Check Out → /checkout. Every amount comes from the cart's `priced` order (domain/pricing.ts,
 * integer paise) through formatMoney (₹, 2 decimals and lakh grouping, docs/behaviour.md §9); the subtotal says "incl. of all taxes" (GST is inside the prices, never added). A
 * Drawer from the right: the backdrop, the close icon, Check Out and Escape close it. Once open, each line's price
 * follows the live shelf, with its StockNote ("Out of stock", "Only a few left").
 */
export function CartPanel() {
  // The lines at the live shelf's prices, with their stock, asked for once the panel has opened (it mounts then).
  const { items, priced, count, panelOpen, setPanelOpen } = useLiveCart();
  const { t } = useLingui();
  const money = useFormatMoney();
  return (
    <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} className="cart-panel" aria-labelledby="cart-panel-title">
      <div className="cart-panel__inner">
        <DrawerHead closeLabel={t`Close cart`} close={{ onClose: () => setPanelOpen(false) }}>
          <h2 id="cart-panel-title" className="cart-panel__title">
            <Trans>
              Your Cart{' '}
              <span className="cart-panel__count">
                (<Plural value={count} one="# item" other="# items" />)
              </span>
            </Trans>
          </h2>
        </DrawerHead>
        {items.length === 0 ? (
          <div className="cart-panel__empty">
            <p>
              <Trans>Your cart is empty.</Trans>
            </p>
            <Link className="button button--ghost" to={paths.products} onClick={() => setPanelOpen(false)}>
              <Trans>Browse products</Trans>
            </Link>
          </div>
        ) : (
          <>
            <ul className="cart-lines">
              {items.map((item) => (
                <CartLine key={item.product.id} item={item} />
              ))}
            </ul>
            <SwitchNotice />
            <div className="cart-panel__footer">
              <CheckDelivery />
              <p className="cart-panel__subtotal">
                <span>
                  <Trans>Subtotal</Trans>
                </span>{' '}
                <strong>{money(priced.subtotalPaise)}</strong>{' '}
                <small className="cart-panel__taxes">
                  <Trans>incl. of all taxes</Trans>
                </small>
              </p>
              <Link className="button button--block" to={paths.checkout} onClick={() => setPanelOpen(false)}>
                <Trans>Check Out</Trans>
              </Link>
            </div>
          </>
        )}
      </div>
    </Drawer>
  );
}

/**
 * One line of the cart panel: picture, name, details (in the page's language, catalogue-text.ts), unit price (and the line total when the quantity is above 1)
 * with its MrpNote (struck MRP and "N % off" when lower, "MRP incl. of all taxes"),
 * the quantity stepper, the "same composition, lower price" offer when there is one (CheaperEquivalentLine: a switch
 * only on the shopper's tap) and the trash button.
 * @param item the cart line (product, quantity and its prices in integer paise)
 */
function CartLine({ item }: { item: CartItem }) {
  const { product, quantity, unitPricePaise, lineTotalPaise } = item;
  const { dispatch } = useCart();
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const name = product.name;
  const details = product.details && productDetailsText(product.details, i18n.locale === 'hi', (message) => i18n._(message));
  return (
    <li className="cart-line" data-product-id={product.id}>
      <img src={product.image} alt="" width={64} height={64} className="cart-line__image" />
      <div className="cart-line__body">
        <p className="cart-line__name">{name}</p>
        {details && <p className="cart-line__details">{details}</p>}
        <p className="cart-line__price">
          {money(unitPricePaise)}
          {quantity > 1 && <span className="cart-line__total"> · {money(lineTotalPaise)}</span>}
        </p>
        <MrpNote mrpPaise={product.mrpPaise} pricePaise={unitPricePaise} />
        <StockNote id={`cart-stock-${product.id}`} availability={product.availability} />
        <QuantityStepper
          className="quantity"
          name={name}
          quantity={quantity}
          onDecrease={() => dispatch({ type: 'decrement', productId: product.id })}
          onIncrease={() => dispatch({ type: 'increment', productId: product.id })}
        />
        <CheaperEquivalentLine productId={product.id} />
      </div>
      <button
        type="button"
        className="icon-button cart-line__remove"
        aria-label={t`Remove ${name} from the cart`}
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
  );
}
