import type { PostalAddress } from 'schema-dts';

/** 'Region PIN' at the end of an Indian address, e.g. 'Uttar Pradesh 201309' (a PIN code has 6 digits). */
const REGION_AND_PIN = /^(.+?)\s+(\d{6})$/;

/**
 * A schema.org `PostalAddress` (https://schema.org/PostalAddress; Google "Local business" structured data:
 * streetAddress, addressLocality, addressRegion, postalCode, addressCountry) from an Indian address written
 * as in content/stores.ts: '<street parts>, <locality>, <state> <PIN>', e.g.
 * 'Shop 7, Block C, Sector 62, Noida, Uttar Pradesh 201309' → street 'Shop 7, Block C, Sector 62',
 * locality 'Noida', region 'Uttar Pradesh', postal code '201309', country 'IN' (ISO 3166-1 alpha-2).
 * @param address the address as shown to people
 * @throws Error when the address does not end in '<locality>, <state> <6-digit PIN>' (a content mistake,
 *   caught by the structured-data unit test at build time rather than shipped as a half address)
 */
export function postalAddress(address: string): PostalAddress {
  const parts = address.split(',').map((part) => part.trim());
  const regionAndPin = REGION_AND_PIN.exec(parts.at(-1) ?? '');
  const locality = parts.at(-2);
  const street = parts.slice(0, -2).join(', ');
  if (!regionAndPin || !locality || !street)
    throw new Error(`Not an address of the form '<street>, <locality>, <state> <PIN>': ${address}`);
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: regionAndPin[1],
    postalCode: regionAndPin[2],
    addressCountry: 'IN',
  };
}
