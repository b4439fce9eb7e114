import type { Graph, OpeningHoursSpecification, Pharmacy } from 'schema-dts';
import { localizedPath } from '@contracts/locale';
import { activeLocale } from '../../i18n/catalogs';
import type { Store } from '../../content/stores';
import { absoluteUrl } from '../../content/site-origin';
import { paths } from '../paths';
import { telHref } from '../tel-href';
import { brandReference } from './organization';
import { postalAddress } from './postal-address';

/**
 * Opening hours of a '24 Hour Service' store: every day from 00:00 to 23:59, the form Google's "Local business"
 * structured-data guidelines give for a business open all day (https://schema.org/OpeningHoursSpecification).
 */
const allDayEveryDay: OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '00:00',
  closes: '23:59',
};

/**
 * One store as a schema.org `Pharmacy` (https://schema.org/Pharmacy; Google "Local business" structured data:
 * name, address, telephone, openingHoursSpecification, url): its postal address parsed from the card's address,
 * the landline in E.164 form (+91…), the mobile as a second number, 24-hour opening every day, the NCR city it
 * serves, and the brand as `parentOrganization`. Its `@id` is the store card's place on /stores (one store, one id, in
 * every language); `url` is the page in the active language (/stores or /hi/stores). Name, address and numbers are
 * written as on the shop sign in every language, so nothing here is translated.
 * @param store one card of content/stores.ts
 */
function storeNode(store: Store): Pharmacy {
  return {
    '@type': 'Pharmacy',
    '@id': absoluteUrl(`${paths.stores}#store-${store.id}`),
    name: store.title,
    url: absoluteUrl(localizedPath(paths.stores, activeLocale())),
    address: postalAddress(store.address),
    telephone: telHref(store.landline).slice('tel:'.length),
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: telHref(store.mobile).slice('tel:'.length) },
    openingHoursSpecification: allDayEveryDay,
    areaServed: { '@type': 'City', name: store.area },
    parentOrganization: brandReference,
  };
}

/**
 * The structured data of /stores (docs/architecture/frontend.md): each store as a `Pharmacy` with address, telephone and opening
 * hours, in one JSON-LD `@graph`.
 * @param stores the store cards, content/stores.ts `stores`
 */
export function storesJsonLd(stores: readonly Store[]): Graph {
  return { '@context': 'https://schema.org', '@graph': stores.map(storeNode) };
}
