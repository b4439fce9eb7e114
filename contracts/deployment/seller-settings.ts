/**
 * The seller (GST Rule 46(a): name, address, GSTIN; the drug licence numbers; the pharmacist in charge), read from
 * the environment by the invoice functions at cold start and by the site build (web/seller-define.ts: the footer,
 * /about and /contact name the seller). On AWS the CDK context sets it (`medvika:sellerName`, `medvika:sellerAddress`,
 * `medvika:sellerGstin`, `medvika:sellerStateName`, `medvika:sellerStateCode`, `medvika:sellerDrugLicences`: infra
 * passes the ones given as INVOICE_SELLER, a JSON object); whatever is not given keeps the local default below.
 * The invoice names the legal entity (`name`) with the supplying store's address, GSTIN and licences: the stores come
 * from MEDVIKA_STORES (context `medvika:stores`), over domain/stores.ts sampleStores.
 */
import * as z from 'zod/mini';
import type { SellerDetails } from '../../domain/invoice';
import { STORE_IDS, sampleStores, stateCodeOfStore, type PharmacyStore } from '../../domain/stores.ts';

/** Environment variable holding the seller's details as JSON (any subset of SellerDetails). */
export const INVOICE_SELLER_ENV = 'INVOICE_SELLER';

/**
 * FICTIONAL PLACEHOLDERS, like web/src/content/site.ts (whose shop address this repeats), until the business supplies
 * its real registration: the GSTIN (state code 09, Uttar Pradesh) and the licence numbers are made up and valid nowhere.
 */
/** SAMPLE: the pharmacist in charge until the business names the real one (a registered pharmacist of its state). */
const samplePharmacistInCharge = {
  name: 'SAMPLE Pharmacist',
  registration: 'SAMPLE-UPPC-00000',
  council: 'Uttar Pradesh Pharmacy Council',
};

export const placeholderSeller: SellerDetails = {
  name: 'Medvika Pharmacy (placeholder legal name)',
  address: ['Shop 14, Ground Floor, Sector 18 Market', 'Noida, Uttar Pradesh 201301', 'India'],
  gstin: '09AAFCM0000A1ZF',
  stateName: 'Uttar Pradesh',
  stateCode: '09',
  drugLicences: ['Form 20: UP-GBN-00000 (placeholder)', 'Form 21: UP-GBN-00001 (placeholder)'],
  pharmacistInCharge: samplePharmacistInCharge,
};

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
/** GSTIN: 2-digit state code, 10-character PAN, entity number, 'Z', check character (CBIC format). */
const gstin = z.string().check(z.regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/));
const sellerSchema = z.partial(
  z.strictObject({
    name: text,
    address: z.array(text).check(z.minLength(1), z.maxLength(6)),
    gstin,
    stateName: text,
    stateCode: z.string().check(z.regex(/^\d{2}$/)),
    drugLicences: z.array(text).check(z.maxLength(6)),
    pharmacistInCharge: z.strictObject({ name: text, registration: text, council: text }),
  }),
);

/**
 * Reads INVOICE_SELLER over {@link placeholderSeller}.
 * @returns the seller's details
 * @throws Error at cold start when INVOICE_SELLER is not a JSON object of those fields (a deployment error), or when the
 *   GSTIN's state code differs from `stateCode`
 */
export function readSellerDetails(env: NodeJS.ProcessEnv = process.env): SellerDetails {
  const raw = env[INVOICE_SELLER_ENV];
  if (raw === undefined || raw === '') return placeholderSeller;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${INVOICE_SELLER_ENV} is not JSON`);
  }
  const result = sellerSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(`${INVOICE_SELLER_ENV} is malformed: ${result.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const seller = { ...placeholderSeller, ...result.data } as SellerDetails;
  if (!seller.gstin.startsWith(seller.stateCode)) throw new Error(`${INVOICE_SELLER_ENV}: the GSTIN does not start with the state code`);
  return seller;
}

/** Environment variable holding the stores' details as JSON: `{ "<store id>": { address?, gstin?, drugLicences? } }`. */
export const STORES_ENV = 'MEDVIKA_STORES';

const storeSchema = z.partial(
  z.strictObject({
    address: z.array(text).check(z.minLength(1), z.maxLength(6)),
    gstin,
    drugLicences: z.array(text).check(z.maxLength(6)),
  }),
);
const storesSchema = z.partial(
  z.strictObject(Object.fromEntries(STORE_IDS.map((id) => [id, storeSchema])) as Record<(typeof STORE_IDS)[number], typeof storeSchema>),
);

/**
 * Reads MEDVIKA_STORES over domain/stores.ts sampleStores (each store's fields given replace the sample's; the state is
 * the store's own and cannot be changed).
 * @returns the three stores, in STORE_IDS order
 * @throws Error at cold start when MEDVIKA_STORES is not JSON, names an unknown store or field, or gives a GSTIN that
 *   does not start with the store's state code (a deployment error)
 */
export function readStores(env: NodeJS.ProcessEnv = process.env): readonly PharmacyStore[] {
  const raw = env[STORES_ENV];
  if (raw === undefined || raw === '') return sampleStores;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${STORES_ENV} is not JSON`);
  }
  const result = storesSchema.safeParse(parsed);
  if (!result.success) throw new Error(`${STORES_ENV} is malformed: ${result.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const given: Partial<Record<string, Partial<PharmacyStore>>> = result.data;
  return sampleStores.map((store) => {
    const merged = { ...store, ...given[store.id] };
    if (!merged.gstin.startsWith(stateCodeOfStore(store.id)))
      throw new Error(`${STORES_ENV}: the GSTIN of ${store.id} does not start with its state code`);
    return merged;
  });
}

/** The seller as the shop pages name it (Consumer Protection (E-Commerce) Rules 2020, r.4(2): legal name, address). */
export type PublicSeller = Required<Pick<SellerDetails, 'name' | 'address' | 'gstin' | 'drugLicences' | 'pharmacistInCharge'>>;

/**
 * The seller's public details from INVOICE_SELLER over the placeholders (the same values the invoices print).
 * @throws Error as {@link readSellerDetails}
 */
export function readPublicSeller(env: NodeJS.ProcessEnv = process.env): PublicSeller {
  const { name, address, gstin, drugLicences, pharmacistInCharge } = readSellerDetails(env);
  return { name, address, gstin, drugLicences, pharmacistInCharge: pharmacistInCharge ?? samplePharmacistInCharge };
}

/**
 * The seller and store details a deployment would still print from the samples and placeholders: what a tax invoice
 * and the shop pages name as the legal entity (CGST Rules 2017, Rule 46(a): name, address, GSTIN) and the drug
 * licences a pharmacy's bill carries (Drugs and Cosmetics Rules 1945, Rule 65). A real pharmacy must never trade under
 * them, so the stack refuses to synthesize with any left unless a demo deployment says so.
 * @param invoiceSeller the INVOICE_SELLER JSON the functions would get (undefined: none, all placeholders)
 * @param stores the MEDVIKA_STORES JSON (undefined: none, all samples)
 * @returns labels of the fields left as samples, e.g. ['seller name', 'delhi GSTIN']; empty when every one is real
 * @throws Error as readSellerDetails and readStores for malformed JSON
 */
export function sampleSellerFields(invoiceSeller: string | undefined, stores: string | undefined): string[] {
  const seller = readSellerDetails({ [INVOICE_SELLER_ENV]: invoiceSeller });
  const left: string[] = [];
  for (const field of ['name', 'address', 'gstin', 'drugLicences'] as const)
    if (JSON.stringify(seller[field]) === JSON.stringify(placeholderSeller[field])) left.push(`seller ${field}`);
  readStores({ [STORES_ENV]: stores }).forEach((store, index) => {
    const sample = sampleStores[index]!;
    for (const field of ['address', 'gstin', 'drugLicences'] as const)
      if (JSON.stringify(store[field]) === JSON.stringify(sample[field])) left.push(`${store.id} ${field}`);
  });
  return left;
}
