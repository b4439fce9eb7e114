/**
 * The pharmacy's stores that supply orders, one per state it delivers to (docs/architecture/flows.md "Tax invoice"): Delhi, Uttar
 * Pradesh (Noida, serving Noida and Ghaziabad) and Haryana (Gurugram, serving Gurugram and Faridabad). GST registers a
 * business once per state (CGST Act 2017 §25(1)), so each store has its own GSTIN beginning with its state's code, and
 * each holds its own retail drug licences (Drugs Rules 1945, Rule 61: Forms 20 and 21). Pure: no I/O. The real values
 * come from deploy-time context (contracts/deployment/seller-settings.ts reads MEDVIKA_STORES over {@link sampleStores}).
 *
 * Which store supplies an order decides the tax (IGST Act 2017 §10(1)(a): the place of supply of goods moved to the
 * buyer is where the movement ends, the delivery address): CGST + SGST when the store's state is the delivery state,
 * IGST otherwise (domain/invoice.ts).
 */

// With their .ts extension: web/vite.config.ts reaches this module (tsconfig.json allowImportingTsExtensions).
import { servedCities } from './content/served-pin-codes.ts';
import { deliveryAreaOf } from './delivery-area.ts';

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

/** The parts of a delivery address that say which state the goods go to: the typed state and the PIN code. */
export interface DeliveryAddress {
  /** Free text as typed at checkout, e.g. 'UP', or the state a quote stored. */
  state: string;
  /** The PIN code; absent or '' on a record from before PIN codes were asked for. */
  code?: string;
}

/**
 * The state a delivery ends in: the place of supply of goods moved to the buyer (IGST Act 2017 §10(1)(a)), which
 * decides the supplying store and whether the supply is intra-state (CGST + SGST) or inter-state (IGST).
 * The PIN code decides when it is one the pharmacy serves (India Post's directory, domain/content/served-pin-codes.ts):
 * a typed state can be misspelt, abbreviated or wrong, a served PIN cannot. A record without a served PIN code falls
 * back to its typed state (storeStateCode).
 * @param address the order's or checkout's `state` and `code`
 * @returns the state's name as an invoice prints it ('Uttar Pradesh' for PIN 201301; else the typed text, trimmed) and
 *   its GST state code when known ('09'; undefined for a typed state without a store)
 */
export function deliveryState(address: DeliveryAddress): { name: string; stateCode: string | undefined } {
  const area = deliveryAreaOf(address.code ?? '');
  if (area.kind === 'served') {
    const { state, stateCode } = servedCities[area.city];
    return { name: state, stateCode };
  }
  return { name: address.state.trim(), stateCode: storeStateCode(address.state) };
}

/**
 * The id of the store that supplies a delivery: the store in the delivery state (deliveryState) when there is one,
 * else the default store (Delhi, {@link DEFAULT_STORE_ID}), whose supply to another state is then inter-state (IGST).
 * @param address the order's `state` (free text) and PIN `code`
 */
export function fulfillingStoreFor(address: DeliveryAddress): StoreId {
  const { stateCode } = deliveryState(address);
  const match = STORE_IDS.find((id) => STORE_STATES[id].stateCode === stateCode);
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
