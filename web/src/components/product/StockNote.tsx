import { Trans } from '@lingui/react/macro';
import type { Availability } from '@contracts/catalogue-availability';
import type { Product } from '@domain/catalogue/product-types';
import { useLiveShelf } from '../../lib/live-shelf';
import './stock-note.css';

/** What a product card or page shows of a product: its price and MRP (integer paise) and, once known, its availability. */
export interface ShownProduct {
  pricePaise: number;
  mrpPaise: number;
  /** Absent until the live shelf answers (the prerendered page knows none): the product is then offered as usual. */
  availability?: Availability;
}

/**
 * A product's live price and availability (web/src/lib/live-shelf.ts), asked for after hydration: the prerendered
 * content price until the answer comes, and for good when the request fails.
 * @param product the catalogue product
 */
export function useShownProduct(product: Product): ShownProduct {
  return useLiveShelf([product.id]).get(product.id) ?? product;
}

/** True when a product in this availability cannot be added to the cart. */
export function unavailable(availability: Availability | undefined): boolean {
  return availability === 'out_of_stock' || availability === 'discontinued';
}

/**
 * The line under a price that says what the shelf holds (docs/behaviour.md §2 "Catalogue pages", the live shelf): "Out of stock",
 * "Discontinued", "Only a few left" (never a count), or nothing while in stock or not yet known. Always rendered, one
 * line high, so the answer arriving after hydration moves nothing on the page (CLS 0). Add to cart points at it
 * (`aria-describedby`) as the reason it is disabled.
 * @param id the element id the Add to cart button refers to (none while nothing refers to it)
 * @param availability the product's availability, undefined before the answer
 */
export function StockNote({ id, availability }: { id?: string; availability: Availability | undefined }) {
  return (
    <p id={id} className="stock-note">
      {availability === 'out_of_stock' && <Trans>Out of stock</Trans>}
      {availability === 'discontinued' && <Trans>Discontinued</Trans>}
      {availability === 'low_stock' && <Trans>Only a few left</Trans>}
    </p>
  );
}
