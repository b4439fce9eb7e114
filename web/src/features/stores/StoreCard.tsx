import type { Store } from '../../content/stores';
import { telHref } from '../../lib/tel-href';

/**
 * One card of /stores (spec §2 "Our Store page", §3 "Store"): logo, title, a lazily loaded map embed,
 * address, '24 Hour Service', landline and mobile as tel: links, 'Free Home Delivery' and 'Exclusive Discount'.
 * The map frame loads only near the viewport (loading="lazy"), has its accessible title from
 * `store.mapTitle`, sends only our origin as referrer (strict-origin-when-cross-origin, stricter than
 * no-referrer-when-downgrade), and sits in a box of fixed aspect ratio (4 : 3) so nothing moves when it loads.
 */
export function StoreCard({ store }: { store: Store }) {
  const headingId = `store-${store.id}`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <header className="store-card__head">
        <img className="store-card__logo" src="/images/stores/store-logo.svg" alt="" width={56} height={56} loading="lazy" />
        <h2 id={headingId} className="store-card__title">
          {store.title}
        </h2>
      </header>
      <div className="store-card__map">
        <iframe
          src={store.mapEmbedUrl}
          title={store.mapTitle}
          width={400}
          height={300}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      <address className="store-card__address">{store.address}</address>
      <ul className="store-card__facts">
        <li className="store-card__fact store-card__fact--time">{store.time}</li>
        <li className="store-card__fact store-card__fact--phone">
          Landline: <a href={telHref(store.landline)}>{store.landline}</a>
        </li>
        <li className="store-card__fact store-card__fact--mobile">
          Mobile: <a href={telHref(store.mobile)}>{store.mobile}</a>
        </li>
        <li className="store-card__fact store-card__fact--delivery">Free Home Delivery</li>
        <li className="store-card__fact store-card__fact--discount">Exclusive Discount</li>
      </ul>
    </article>
  );
}
