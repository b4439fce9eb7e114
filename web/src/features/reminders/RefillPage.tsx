import { useEffect, useMemo, useRef } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { productById } from '@domain/catalogue/catalogue';
import type { Product } from '@domain/catalogue/product-types';
import { parseRefillItems } from '@contracts/refill-reminders';
import { Page } from '../../components/Page';
import { PageBanner } from '../../components/PageBanner';
import { useHydrated, useSearchParamsAfterHydration } from '../../lib/hydration';
import { paths } from '../../lib/paths';
import { useCart } from '../../stores/cart/cart-context';
import './reminders.css';

/** One medicine of a refill link that the catalogue knows. */
interface RefillLine {
  product: Product;
  quantity: number;
}

/**
 * The known products of a refill link's `items` (contracts/refill-reminders.ts parseRefillItems: quantities capped to
 * 1–99, at most 50 lines, repeats and malformed pairs dropped); unknown ids are left out.
 */
function refillLines(items: string | null): RefillLine[] {
  return parseRefillItems(items).flatMap(({ id, quantity }) => {
    const product = productById(id);
    return product ? [{ product, quantity }] : [];
  });
}

/**
 * /refill?items=<id>:<qty>,… (and /hi/refill): the page a refill reminder's e-mail links to (docs/architecture/email-and-reminders.md
 * "Refill reminders"). Once the page has hydrated (a prerendered shell, read from the query like /search), it puts
 * each known product in the cart with at least the link's quantity (a line already holding as many is left as it is,
 * so opening the link twice adds nothing twice), lists them, and offers "Go to checkout". Not indexable.
 */
export function RefillPage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParamsAfterHydration();
  const itemsParam = searchParams.get('items');
  const lines = useMemo(() => refillLines(itemsParam), [itemsParam]);
  const { items: cart, dispatch } = useCart();
  const filled = useRef<string | null>(null);

  useEffect(() => {
    if (!hydrated || filled.current === itemsParam) return;
    filled.current = itemsParam;
    for (const { product, quantity } of lines) {
      const held = cart.find((item) => item.product.id === product.id)?.quantity ?? 0;
      if (held < quantity) dispatch({ type: 'add', productId: product.id, quantity: quantity - held });
    }
  }, [hydrated, itemsParam, lines, cart, dispatch]);

  const count = lines.length;
  const needsPrescription = lines.some((line) => line.product.requiresPrescription);
  return (
    <Page
      className="refill-page"
      title={t`Refill your cart`}
      description={t`Reorder the medicines of your earlier Medvika Pharmacy order.`}
    >
      <PageBanner title={t`Refill your cart`} />
      <div className="container refill-page__body" aria-live="polite">
        {!hydrated ? (
          <p>
            <Trans>Adding your medicines to the cart…</Trans>
          </p>
        ) : count === 0 ? (
          <>
            <p role="status">
              <Trans>This link has no medicines we can add. Please browse our products instead.</Trans>
            </p>
            <Link className="button" to={paths.products}>
              <Trans>Continue Shopping</Trans>
            </Link>
          </>
        ) : (
          <>
            <p role="status">
              <Plural value={count} one="We added # medicine to your cart:" other="We added # medicines to your cart:" />
            </p>
            <ul className="refill-page__list">
              {lines.map(({ product, quantity }) => {
                const name = product.name;
                return (
                  <li key={product.id} data-product-id={product.id}>
                    <img src={product.image} alt="" width={48} height={48} />
                    <span>
                      <Trans>
                        {name} × {quantity}
                      </Trans>
                      {product.requiresPrescription && (
                        <span className="refill-page__rx">
                          {' '}
                          <Trans>(prescription required)</Trans>
                        </span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
            {needsPrescription && (
              <p className="field__hint">
                <Trans>At checkout you upload a valid prescription for the medicines that need one.</Trans>
              </p>
            )}
            <p className="refill-page__actions">
              <Link className="button" to={paths.checkout}>
                <Trans>Go to checkout</Trans>
              </Link>
            </p>
          </>
        )}
      </div>
    </Page>
  );
}
