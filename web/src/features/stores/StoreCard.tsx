import { Trans, useLingui } from '@lingui/react/macro';
import type { Store } from '../../content/stores';
import { telHref } from '../../lib/tel-href';
import { StoreMap } from './StoreMap';

/**
 * One card of /stores (docs/behaviour.md §2 "Our Store page", §3 "Store"): logo, title, the map (StoreMap: loaded when
 * the shopper asks), address, '24 Hour Service', landline and mobile as tel: links, 'Free Home Delivery'
 * and 'Exclusive Discount'. Labels are translated (the stores catalog); name, address and numbers stay as written.
 */
export function StoreCard({ store }: { store: Store }) {
  const { i18n } = useLingui();
  const { landline, mobile } = store;
  const headingId = `store-${store.id}`;
  return (
    <article className="store-card card" aria-labelledby={headingId}>
      <header className="store-card__head">
        <img className="store-card__logo" src="/images/stores/store-logo.svg" alt="" width={56} height={56} loading="lazy" />
        <h2 id={headingId} className="store-card__title">
          {store.title}
        </h2>
      </header>
      <StoreMap store={store} />
      <address className="store-card__address">{store.address}</address>
      <ul className="store-card__facts">
        <li className="store-card__fact store-card__fact--time">{i18n._(store.time)}</li>
        <li className="store-card__fact store-card__fact--phone">
          <Trans>
            Landline: <a href={telHref(store.landline)}>{landline}</a>
          </Trans>
        </li>
        <li className="store-card__fact store-card__fact--mobile">
          <Trans>
            Mobile: <a href={telHref(store.mobile)}>{mobile}</a>
          </Trans>
        </li>
        <li className="store-card__fact store-card__fact--delivery">
          <Trans>Free Home Delivery</Trans>
        </li>
        <li className="store-card__fact store-card__fact--discount">
          <Trans>Exclusive Discount</Trans>
        </li>
      </ul>
    </article>
  );
}
