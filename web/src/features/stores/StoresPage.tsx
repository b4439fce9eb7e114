import { PageBanner } from '../../components/PageBanner';
import { site } from '../../content/site';
import { stores } from '../../content/stores';
import { StoreCard } from './StoreCard';
import './stores.css';
import { Page } from '../../components/Page';
import { JsonLd } from '../../components/JsonLd';
import { storesJsonLd } from '../../lib/structured-data/stores';

/**
 * /stores (docs/behaviour.md §2 "Our Store page"): hero 'Our Store' and the 15 store cards of content/stores.ts
 * in 1 column on phones, 2 from 768 px and 3 from 1024 px.
 */
export function StoresPage() {
  return (
    <Page
      className="stores-page"
      title="Our Store"
      description={`Find your nearest ${site.brand} pharmacy in Noida, Greater Noida, Ghaziabad, Delhi, Gurugram or Faridabad: 24 hour service, free home delivery and exclusive discounts.`}
    >
      <JsonLd data={import.meta.env.SSR ? storesJsonLd(stores) : undefined} />
      <PageBanner title="Our Store">
        <p>
          {stores.length} {site.brand} pharmacies across Delhi NCR, open around the clock.
        </p>
      </PageBanner>
      <ul className="stores-grid container">
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
