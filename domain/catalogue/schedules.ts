import type { CatalogueId, DrugSchedule } from './product-types';

/**
 * The drug schedule of every catalogue product under the Drugs Rules, 1945, and the rules that follow from it: whether
 * a product needs a prescription, and whether it may be sold online at all.
 *
 * - 'OTC': not in Schedule G, H, H1 or X (or not a drug at all: food, cosmetics, devices): sold without a prescription.
 * - 'G': Schedule G ("to be taken only under medical supervision"): labelled with a caution, sold without a prescription.
 * - 'H', 'H1': sold by retail only on and in accordance with a registered medical practitioner's prescription
 *   (Drugs Rules, 1945, r.65(9)); H1 supplies are also entered in a separate register.
 * - 'X': the narcotic and psychotropic substances of Schedule X, whose prescription is written in duplicate and kept
 *   (r.65(9)): never sold by this shop online (domain/pricing.ts refuses it).
 *
 * One table, like hsn-gst.ts: a schedule per catalogue (the non-medicine catalogues are all 'OTC'), overridden per
 * product id for the medicines. Where each schedule comes from is in schedule-sources.ts, kept apart so the pages,
 * which need only the schedule, never download the citations. `requiresPrescription` of a product is derived from its
 * schedule here (domain/catalogue/catalogue.ts), never listed on its own, so the two cannot disagree.
 *
 * Pure data: no browser-only or Vite-only imports.
 */
/** The schedules whose medicines need a prescription to be dispensed (Drugs Rules, 1945, r.65(9)). */
const PRESCRIPTION_SCHEDULES: ReadonlySet<DrugSchedule> = new Set(['H', 'H1', 'X']);

/** True when a medicine of this schedule is dispensed only against a prescription (H, H1, X). */
export function scheduleNeedsPrescription(schedule: DrugSchedule): boolean {
  return PRESCRIPTION_SCHEDULES.has(schedule);
}

/** True when a medicine of this schedule may be ordered online: every schedule but X. */
export function scheduleOrderable(schedule: DrugSchedule): boolean {
  return schedule !== 'X';
}

/** The schedule of every product of a catalogue unless `productSchedules` names it: only the two medicine lists differ. */
const catalogueSchedules: Readonly<Record<CatalogueId, DrugSchedule>> = {
  products: 'OTC',
  prescription: 'H',
  nutrition: 'OTC',
  'derma-cosmetics': 'OTC',
  'feminine-care': 'OTC',
  'baby-care': 'OTC',
  'health-supplements': 'OTC',
  'healthcare-devices': 'OTC',
  'herbal-preparations': 'OTC',
  'personal-care': 'OTC',
  'energy-drinks': 'OTC',
};

/**
 * The medicines whose schedule differs from their catalogue's (each cited in schedule-sources.ts `scheduleSources`).
 * Every medicine of the 'products' and 'prescription' catalogues has a source there, whether or not it is listed here.
 */
export const productSchedules: Readonly<Record<string, DrugSchedule>> = {
  'products-pantoprazole-40-tab-15': 'H',
  'products-pan-40-tab-15': 'H',
  'products-omeprazole-20-cap-15': 'H',
  'products-azithromycin-500-tab-3': 'H',
  'products-azithromycin-250-tab-6': 'H',
  'products-amoxicillin-500-cap-10': 'H',
  'products-metformin-500-tab-20': 'H',
  'products-amlodipine-5-tab-15': 'H',
  'products-telmisartan-40-tab-15': 'H',
  'products-montelukast-10-tab-15': 'H',
  'products-montelukast-levocetirizine-tab-10': 'H',
  'products-benadryl-cough-syrup-150ml': 'G',
  'products-ascoril-ls-syrup-100ml': 'H',
  'prescription-taxim-o-200-tab-10': 'H1',
};

/**
 * The schedule of a product: its own entry in `productSchedules`, else its catalogue's.
 * @param product a catalogue entry's id and catalogue
 */
export function scheduleOf(product: { id: string; catalogue: CatalogueId }): DrugSchedule {
  return productSchedules[product.id] ?? catalogueSchedules[product.catalogue];
}
