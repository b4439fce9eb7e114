import { useEffect } from 'react';
import { useLiveShelf } from '../../lib/live-shelf';
import { useCart, type CartContextValue } from './cart-context';

/**
 * The cart, priced at the live shelf's prices (web/src/lib/live-shelf.ts): asks for its lines' prices and
 * availability after hydration and hands each answer to the cart (setLivePrices), so the cart panel, the checkout
 * summary and the prices the checkout sends as shown are the shelf's. Only the views that show cart prices call it.
 * @returns the cart (useCart), its lines carrying `availability` once known
 */
export function useLiveCart(): CartContextValue {
  const cart = useCart();
  const shelf = useLiveShelf(cart.items.map((item) => item.product.id));
  const { setLivePrices } = cart;
  useEffect(() => setLivePrices(shelf), [shelf, setLivePrices]);
  return cart;
}
