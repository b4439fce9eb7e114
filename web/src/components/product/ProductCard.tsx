import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { Product } from '@domain/catalogue/product-types';
import { formatMoney } from '@domain/money';
import { useLocale } from '../../i18n/use-locale';
import { AddToCartButton } from './AddToCartButton';
import { MrpNote } from './MrpNote';
import { StockNote, unavailable, useShownProduct } from './StockNote';
import { productDetailsText } from './catalogue-text';
import './product-card.css';

/**
 * A product card (docs/behaviour.md §2 "Catalogue pages", §3 "Product"): picture, name (a link to the product's own page,
 * /product/<id>), details (when the product has them), the selling price (its integer `pricePaise`, shown by formatMoney: ₹ and 2 decimals, docs/behaviour.md §9) with its MrpNote (the MRP struck through and "N % off" when the price is lower, "MRP incl. of all taxes"); 'Shop Now' →
 * /upload (docs/behaviour.md §1: every Shop Now leads to /upload) and 'Add to cart'. `headingLevel` keeps the page's heading
 * order valid (WCAG 1.3.1); `showActions` false leaves the two buttons out. `priority` marks the card whose picture
 * is the page's largest paint on a phone (the first card of a listing): fetched eagerly at high priority, where every
 * other card's picture loads lazily (the LCP element, docs/architecture/frontend.md). The name stays as printed on the pack
 * in every language; a Hindi page shows the details in Hindi (catalogue-text.ts). After hydration the price, MRP and
 * stock note follow the live shelf (useShownProduct, StockNote: "Out of stock" / "Discontinued" / "Only a few left"
 * on a line reserved beforehand); Add to cart of a product that cannot be bought is aria-disabled, described by it.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  showActions = true,
  priority = false,
}: {
  product: Product;
  headingLevel?: 2 | 3 | 4;
  showActions?: boolean;
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const { i18n } = useLingui();
  const hindi = useLocale() === 'hi';
  const shown = useShownProduct(product);
  // Unique per card, so a product shown twice on one page (the home page's rows) has two notes. The id is rendered
  // only once the product is known to be unbuyable, which the live shelf tells after hydration: the note and the
  // button then get it in the same client render, never from the prerendered HTML, whose useId values may differ.
  const noteId = useId();
  const blocked = unavailable(shown.availability);
  const stockNoteId = blocked ? noteId : undefined;
  return (
    <article className="product-card hover-card">
      <img
        className="product-card__image"
        src={product.image}
        alt=""
        width={400}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
      <Heading className="product-card__name">
        <Link to={paths.product(product.id)}>{product.name}</Link>
      </Heading>
      {product.details && (
        <p className="product-card__details">{productDetailsText(product.details, hindi, (message) => i18n._(message))}</p>
      )}
      {product.requiresPrescription && (
        <p className="product-card__rx">
          <Trans>Prescription required</Trans>
        </p>
      )}
      <p className="product-card__price">{formatMoney(shown.pricePaise)}</p>
      <MrpNote mrpPaise={shown.mrpPaise} pricePaise={shown.pricePaise} />
      <StockNote id={stockNoteId} availability={shown.availability} />
      {showActions && (
        <div className="product-card__actions">
          <Link className="button button--ghost button--small" to={paths.upload}>
            <Trans>Shop Now</Trans>
          </Link>
          <AddToCartButton product={product} blockedBy={stockNoteId} />
        </div>
      )}
    </article>
  );
}
