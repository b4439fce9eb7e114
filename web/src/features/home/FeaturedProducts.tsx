import { Trans, useLingui } from '@lingui/react/macro';
import { productById } from '@domain/catalogue/catalogue';
import { featuredItems } from '../../content/home';
import type { Product } from '@domain/catalogue/product-types';
import { formatMoney } from '@domain/money';
import { AddToCartButton } from '../../components/product/AddToCartButton';
import { HomeSection } from './HomeSection';

/** A featured item resolved against the catalogue; items whose id is unknown are left out. */
function featuredProducts(): { product: Product; rating: number }[] {
  return featuredItems.flatMap((item) => {
    const product = productById(item.productId);
    return product ? [{ product, rating: item.rating }] : [];
  });
}

/**
 * Stars for a rating (docs/behaviour.md §3 "Featured product": rating 1 to 5). The five star pictures are hidden from
 * assistive technology; the text 'Rated N out of 5' (visually hidden) says the same.
 * @param rating whole stars filled, 0–5
 */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <p className="star-rating">
      <span className="star-rating__stars" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <svg
            key={index}
            viewBox="0 0 20 20"
            width="16"
            height="16"
            focusable="false"
            className={index < rating ? 'star-rating__on' : 'star-rating__off'}
          >
            <path d="m10 1.6 2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
          </svg>
        ))}
      </span>
      <span className="visually-hidden">{t`Rated ${rating} out of 5`}</span>
    </p>
  );
}

/**
 * Home section 9 (docs/behaviour.md §2): Featured Products, the six items of content/home.ts. Each card: picture (lazy),
 * name, 2–5 stars with the accessible text 'Rated N out of 5', price ($, 2 decimals) and Add to cart
 * (adds one to the real cart, docs/architecture/frontend.md, and confirms with a toast; its accessible name 'Add to cart: <name>'
 * starts with the visible text, WCAG 2.5.3). Two columns on phones, three from
 * 768 px, six from 1024 px.
 */
export function FeaturedProducts() {
  return (
    <HomeSection name="featured" heading={<Trans>Featured Products</Trans>}>
      <ul className="home-featured__grid">
        {featuredProducts().map(({ product, rating }) => (
          <li key={product.id} className="home-featured__card">
            <img src={product.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
            <h3 className="home-featured__name">{product.name}</h3>
            <StarRating rating={rating} />
            <p className="home-featured__price">{formatMoney(product.pricePaise)}</p>
            <AddToCartButton product={product} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
