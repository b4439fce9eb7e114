import { Plural, useLingui } from '@lingui/react/macro';
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
 * in 1 column on phones, 2 from 768 px and 3 from 1024 px. Labels are translated (the stores catalog).
 */
export function StoresPage() {
  const { t } = useLingui();
  const brand = site.brand;
  const title = t`Our Store`;
  const count = stores.length;
  return (
    <Page
      className="stores-page"
      title={title}
      description={t`Find your nearest ${brand} pharmacy in Noida, Greater Noida, Ghaziabad, Delhi, Gurugram or Faridabad: 24 hour service, free home delivery and exclusive discounts.`}
    >
      <JsonLd data={import.meta.env.SSR ? storesJsonLd(stores) : undefined} />
      <PageBanner title={title}>
        <p>
          <Plural
            value={count}
            one={`# ${brand} pharmacy across Delhi NCR, open around the clock.`}
            other={`# ${brand} pharmacies across Delhi NCR, open around the clock.`}
          />
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
