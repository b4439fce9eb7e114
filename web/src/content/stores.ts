/**
 * The 15 store cards of the Our Store page (docs/behaviour.md §2 "Our Store page", §3 "Store").
 * Addresses, landlines and mobiles are fictional placeholders in a realistic Delhi NCR format.
 * The flagship Sector 18 store uses the brand address and numbers from site.ts.
 * Maps are embedded from https://www.google.com only (the one third-party frame origin allowed).
 * Store names, addresses and numbers are written as on the shop sign in every language; the labels around them are
 * Lingui message descriptors (the stores catalog, web/src/features/stores/locales), translated where shown.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { site } from './site';

/** One store card: title, address, embedded map, service hours and phone numbers. */
export interface Store {
  /** Stable id, e.g. 'noida-sector-18'; usable as a React key. */
  id: string;
  /** Card heading, e.g. 'Medvika Pharmacy, Sector 18, Noida'. */
  title: string;
  /** Full postal address with PIN code. */
  address: string;
  /** City or town of the NCR the store is in, e.g. 'Noida', 'Delhi', 'Gurugram'. */
  area: string;
  /** Google Maps embed URL for the address (load lazily in an iframe). */
  mapEmbedUrl: string;
  /** Accessible title of the map iframe ('Map of <title>'). */
  mapTitle: MessageDescriptor;
  /** Service hours text (docs/behaviour.md §3: always '24 Hour Service'). */
  time: MessageDescriptor;
  /** Landline as shown to people. */
  landline: string;
  /** Mobile as shown to people. */
  mobile: string;
}

/** Google Maps embed URL for an address. */
function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** Builds a store card, deriving the title, map URL and map title from the place name. */
function store(id: string, place: string, area: string, address: string, landline: string, mobile: string): Store {
  const title = `${site.brand} Pharmacy, ${place}`;
  return {
    id,
    title,
    address,
    area,
    mapEmbedUrl: mapEmbedUrl(address),
    mapTitle: msg`Map of ${title}`,
    time: msg`24 Hour Service`,
    landline,
    mobile,
  };
}

/** All stores, in display order (Noida first, then Greater Noida, Ghaziabad, Delhi, Gurugram, Faridabad). */
export const stores: readonly Store[] = [
  store('noida-sector-18', 'Sector 18, Noida', 'Noida', `${site.address.line1}, ${site.address.line2}`, site.landline, site.phoneDisplay),
  store(
    'noida-sector-62',
    'Sector 62, Noida',
    'Noida',
    'Shop 7, Block C, Sector 62, Noida, Uttar Pradesh 201309',
    '0120 462 3190',
    '+91 98711 20463',
  ),
  store(
    'noida-sector-137',
    'Sector 137, Noida',
    'Noida',
    'Shop 3, Ground Floor, Sector 137 Market, Noida-Greater Noida Expressway, Noida, Uttar Pradesh 201305',
    '0120 471 5528',
    '+91 98993 41275',
  ),
  store(
    'greater-noida-alpha-1',
    'Alpha 1, Greater Noida',
    'Greater Noida',
    'Shop 21, Alpha 1 Commercial Belt, Greater Noida, Uttar Pradesh 201310',
    '0120 438 6604',
    '+91 97170 58812',
  ),
  store(
    'ghaziabad-indirapuram',
    'Indirapuram, Ghaziabad',
    'Ghaziabad',
    'Shop 12, Shakti Khand 2 Market, Indirapuram, Ghaziabad, Uttar Pradesh 201014',
    '0120 419 2047',
    '+91 98105 77324',
  ),
  store(
    'ghaziabad-vaishali',
    'Vaishali, Ghaziabad',
    'Ghaziabad',
    'Shop 5, Sector 4 Market, Vaishali, Ghaziabad, Uttar Pradesh 201010',
    '0120 427 8815',
    '+91 99581 36407',
  ),
  store(
    'delhi-lajpat-nagar',
    'Lajpat Nagar, New Delhi',
    'Delhi',
    'Shop 9, Ring Road, Lajpat Nagar II, New Delhi, Delhi 110024',
    '011 4163 2258',
    '+91 98186 40923',
  ),
  store(
    'delhi-rohini',
    'Rohini Sector 7, Delhi',
    'Delhi',
    'Shop 16, DDA Market, Sector 7, Rohini, Delhi 110085',
    '011 4705 3316',
    '+91 98731 62058',
  ),
  store(
    'delhi-dwarka',
    'Dwarka Sector 10, New Delhi',
    'Delhi',
    'Shop 4, Ground Floor, Sector 10 Market, Dwarka, New Delhi, Delhi 110075',
    '011 4552 7841',
    '+91 99991 83406',
  ),
  store(
    'delhi-karol-bagh',
    'Karol Bagh, New Delhi',
    'Delhi',
    '2/18, Arya Samaj Road, Karol Bagh, New Delhi, Delhi 110005',
    '011 4250 6193',
    '+91 98102 54716',
  ),
  store(
    'delhi-preet-vihar',
    'Preet Vihar, Delhi',
    'Delhi',
    'Shop 11, Vikas Marg, Preet Vihar, Delhi 110092',
    '011 4308 2675',
    '+91 98716 09235',
  ),
  store(
    'delhi-saket',
    'Saket, New Delhi',
    'Delhi',
    'Shop 6, J Block Market, Saket, New Delhi, Delhi 110017',
    '011 4061 7724',
    '+91 99103 72581',
  ),
  store(
    'gurugram-sector-14',
    'Sector 14, Gurugram',
    'Gurugram',
    'Shop 22, Sector 14 Market, Gurugram, Haryana 122001',
    '0124 421 8063',
    '+91 98114 26597',
  ),
  store(
    'gurugram-sohna-road',
    'Sohna Road, Gurugram',
    'Gurugram',
    'Shop 8, Ground Floor, Sector 49, Sohna Road, Gurugram, Haryana 122018',
    '0124 436 9152',
    '+91 97180 45361',
  ),
  store(
    'faridabad-sector-15',
    'Sector 15, Faridabad',
    'Faridabad',
    'Shop 17, Sector 15 Market, Faridabad, Haryana 121007',
    '0129 418 3570',
    '+91 98998 17642',
  ),
];
