import type { Pharmacy, WithContext } from 'schema-dts';
import { site } from '../../content/site';
import { absoluteUrl } from '../../content/site-origin';
import { postalAddress } from './postal-address';

/**
 * The `@id` of the brand's node ('https://www.medvika.in/#organization'): the stores (`parentOrganization`) and
 * the articles (`publisher`) point at it instead of repeating the brand.
 */
export const BRAND_ID = /* @__PURE__ */ absoluteUrl('/#organization');

/** The brand as the short reference other nodes carry (`{ '@id': BRAND_ID }`) plus its name for readers of the JSON. */
export const brandReference = { '@type': 'Pharmacy', '@id': BRAND_ID, name: `${site.brand} Pharmacy` } as const satisfies Pharmacy;

/**
 * The brand's structured data, shown on '/' and /about (docs/architecture/frontend.md): a schema.org `Pharmacy` (a
 * `MedicalOrganization` and `LocalBusiness`, so also an `Organization`; https://schema.org/Pharmacy) with name,
 * URL, logo, registered address, the area it serves (Delhi NCR), telephone, e-mail, a customer-service
 * `ContactPoint` and the company page in `sameAs` — the properties Google's "Organization" structured-data
 * guidelines recommend. Every value comes from content/site.ts.
 * @returns a JSON-LD document for `<JsonLd>`
 */
export function organizationJsonLd(): WithContext<Pharmacy> {
  return {
    '@context': 'https://schema.org',
    ...brandReference,
    alternateName: site.brand,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/brand/logo-mark.svg'),
    image: absoluteUrl('/images/brand/logo.svg'),
    telephone: site.phoneE164,
    email: site.email,
    address: postalAddress(`${site.address.line1}, ${site.address.line2}`),
    areaServed: { '@type': 'AdministrativeArea', name: 'Delhi NCR' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phoneE164,
      email: site.email,
      areaServed: 'IN',
    },
    sameAs: [site.professionalNetworkUrl],
  };
}
