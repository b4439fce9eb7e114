/**
 * The pharmacy's stores that supply orders, one per state it delivers to (docs/architecture/invoice.md): Delhi, Uttar
 * Pradesh (Noida, serving Noida and Ghaziabad) and Haryana (Gurugram, serving Gurugram and Faridabad). GST registers a
 * business once per state (CGST Act 2017 §25(1)), so each store has its own GSTIN beginning with its state's code, and
 * each holds its own retail drug licences (Drugs Rules 1945, Rule 61: Forms 20 and 21). Pure: no I/O. The real values
 * come from deploy-time context (contracts/deployment/seller-settings.ts reads MEDVIKA_STORES over {@link sampleStores}).
 *
 * Which store supplies an order decides the tax (IGST Act 2017 §10(1)(a): the place of supply of goods moved to the
 * buyer is where the movement ends, the delivery address): CGST + SGST when the store's state is the delivery state,
 * IGST otherwise (domain/invoice.ts).
 */

/** The stores' ids, stored on each order as `store` (functions/submit-form/checkout.ts). */
export const STORE_IDS = ['delhi', 'noida', 'gurugram'] as const;
export type StoreId = (typeof STORE_IDS)[number];

/** The store that supplies an order whose delivery state has no store of its own. */
export const DEFAULT_STORE_ID: StoreId = 'delhi';

/** One store as the invoice names it: the supplier's address, GSTIN, state and drug licences. */
export interface PharmacyStore {
  id: StoreId;
  /** Postal address lines, PIN code included. */
  address: string[];
  /** GSTIN of the store's state registration (15 characters, starting with `stateCode`). */
  gstin: string;
  /** State name as printed, e.g. 'Uttar Pradesh'. */
  stateName: string;
  /** GST state code (the GSTIN's first two digits): '07' Delhi, '09' Uttar Pradesh, '06' Haryana. */
  stateCode: string;
  /** Retail drug licence numbers as printed, e.g. 'Form 20: …', 'Form 21: …'. */
  drugLicences: string[];
}

/** The states the pharmacy has stores in: GST state code and the ways a shopper may type the state (lower case, letters only). */
const STORE_STATES: Readonly<Record<StoreId, { stateCode: string; names: readonly string[] }>> = {
  delhi: { stateCode: '07', names: ['delhi', 'newdelhi', 'nctofdelhi', 'nationalcapitalterritoryofdelhi', 'dl', 'दिल्ली', 'नईदिल्ली'] },
  noida: { stateCode: '09', names: ['uttarpradesh', 'up', 'उत्तरप्रदेश'] },
  gurugram: { stateCode: '06', names: ['haryana', 'hr', 'हरियाणा'] },
};

/**
 * SAMPLE VALUES, valid nowhere: the GSTINs are format-valid (right state code, PAN pattern, check character) but made
 * up (PAN AAFCM0000A), and the licence numbers are marked SAMPLE. Deployments set the real ones (MEDVIKA_STORES).
 */
export const sampleStores: readonly PharmacyStore[] = [
  {
    id: 'delhi',
    address: ['SAMPLE: 12 Community Centre, Saket', 'New Delhi, Delhi 110017', 'India'],
    gstin: '07AAFCM0000A1ZJ',
    stateName: 'Delhi',
    stateCode: '07',
    drugLicences: ['Form 20: SAMPLE-DL-20-0000', 'Form 21: SAMPLE-DL-21-0000'],
  },
  {
    id: 'noida',
    address: ['SAMPLE: Shop 14, Ground Floor, Sector 18 Market', 'Noida, Uttar Pradesh 201301', 'India'],
    gstin: '09AAFCM0000A1ZF',
    stateName: 'Uttar Pradesh',
    stateCode: '09',
    drugLicences: ['Form 20: SAMPLE-UP-GBN-20-0000', 'Form 21: SAMPLE-UP-GBN-21-0000'],
  },
  {
    id: 'gurugram',
    address: ['SAMPLE: Shop 5, Galleria Market, DLF Phase IV', 'Gurugram, Haryana 122009', 'India'],
    gstin: '06AAFCM0000A1ZL',
    stateName: 'Haryana',
    stateCode: '06',
    drugLicences: ['Form 20: SAMPLE-HR-GGM-20-0000', 'Form 21: SAMPLE-HR-GGM-21-0000'],
  },
];

/** Letters only (Latin lower case and Devanagari): 'Uttar Pradesh', 'uttar-pradesh ' and 'U.P.' become 'uttarpradesh', 'up'. */
const comparable = (value: string) =>
  value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^a-z\p{Script=Devanagari}]/gu, '');

/**
 * The GST state code of a delivery state as typed at checkout, for the states with a store: its name (English or
 * Hindi), usual abbreviation ('UP', 'HR', 'DL') or the code itself.
 * @param state the order's `state`, free text
 * @returns '07', '09' or '06', or undefined for any other state (or text not recognised as one)
 */
export function storeStateCode(state: string): string | undefined {
  const typed = comparable(state);
  const trimmed = state.trim();
  for (const { stateCode, names } of Object.values(STORE_STATES)) {
    if (trimmed === stateCode || names.includes(typed)) return stateCode;
  }
  return undefined;
}

/**
 * The id of the store that supplies a delivery: the store in the delivery state when there is one, else the default
 * store (Delhi, {@link DEFAULT_STORE_ID}), whose supply to another state is then inter-state (IGST).
 * @param deliveryState the order's `state`, free text
 */
export function fulfillingStoreFor(deliveryState: string): StoreId {
  const code = storeStateCode(deliveryState);
  const match = STORE_IDS.find((id) => STORE_STATES[id].stateCode === code);
  return match ?? DEFAULT_STORE_ID;
}

/** True when `value` is one of the store ids (e.g. an order's stored `store`). */
export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'string' && (STORE_IDS as readonly string[]).includes(value);
}

/** The GST state code a store id must carry (the sample and deployed stores are checked against it at cold start). */
export function stateCodeOfStore(id: StoreId): string {
  return STORE_STATES[id].stateCode;
}
