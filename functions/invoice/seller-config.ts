/**
 * The seller block of the tax invoice (GST Rule 46(a): name, address, GSTIN; and the drug licence numbers), read from
 * the environment. On AWS the CDK context sets it (`medvika:sellerName`, `medvika:sellerAddress`,
 * `medvika:sellerGstin`, `medvika:sellerStateName`, `medvika:sellerStateCode`, `medvika:sellerDrugLicences`: infra
 * passes the ones given as INVOICE_SELLER, a JSON object); whatever is not given keeps the local default below.
 */
import * as z from 'zod/mini';
import type { SellerDetails } from '@domain/invoice';

/** Environment variable holding the seller's details as JSON (any subset of SellerDetails). */
export const INVOICE_SELLER_ENV = 'INVOICE_SELLER';

/**
 * FICTIONAL PLACEHOLDERS, like web/src/content/site.ts (whose shop address this repeats), until the business supplies
 * its real registration: the GSTIN (state code 09, Uttar Pradesh) and the licence numbers are made up and valid nowhere.
 */
export const placeholderSeller: SellerDetails = {
  name: 'Medvika Pharmacy (placeholder legal name)',
  address: ['Shop 14, Ground Floor, Sector 18 Market', 'Noida, Uttar Pradesh 201301', 'India'],
  gstin: '09AAAAA0000A1Z5',
  stateName: 'Uttar Pradesh',
  stateCode: '09',
  drugLicences: ['Form 20: UP-GBN-00000 (placeholder)', 'Form 21: UP-GBN-00001 (placeholder)'],
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
