import { useLingui, Trans } from '@lingui/react/macro';
import { useCartDispatch } from '../../stores/cart/cart-context';
import type { Product } from '@domain/catalogue/product-types';

/**
 * 'Add to cart' for one product: adds one to the cart (the header badge updates) and confirms with a short
 * toast. Its accessible name starts with the visible text, 'Add to cart: <name>' (WCAG 2.5.3 label in name).
 * @param blockedBy the id of the visible text saying why the product cannot be bought now (StockNote: "Out of stock",
 *   "Discontinued"): the button then stays in place and focusable but is `aria-disabled`, described by that text, and
 *   adds nothing — never a silent `disabled` that a keyboard or screen-reader user cannot reach to learn why
 */
export function AddToCartButton({ product, blockedBy }: { product: Product; blockedBy?: string }) {
  const dispatch = useCartDispatch();
  const { t } = useLingui();
  const name = product.name;
  const added = t`${name} added to your cart`;
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={t`Add to cart: ${name}`}
      aria-disabled={!!blockedBy}
      aria-describedby={blockedBy}
      onClick={() => {
        if (blockedBy) return;
        dispatch({ type: 'add', productId: product.id });
        // Loaded on demand: react-toastify stays out of the home page's first download.
        void import('../../lib/toast').then(({ toast }) => toast.success(added, { autoClose: 2500 }));
      }}
    >
      <Trans>Add to cart</Trans>
    </button>
  );
}
