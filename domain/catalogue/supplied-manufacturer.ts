import { productById } from './catalogue';
import { compositionOf } from './composition';

/**
 * The manufacturer a supply record names for a line: the Drugs Rules, 1945, r.65(3)(1)(f) ask the prescription
 * register, or the serially numbered cash memo kept in its place (the proviso to r.65(3)(1); here the tax invoice),
 * to name "in the case of a drug specified in Schedule C or Schedule H the name of manufacturer of the drug, its batch
 * number and the date of expiry". A branded medicine's maker is fixed by its brand (domain/catalogue/composition.ts);
 * a generic one ('Pantoprazole 40') comes from whichever maker the pharmacy bought that batch from, so the pharmacist
 * records it from the pack at packing, with the batch.
 *
 * Pure: no I/O. The shop sells no Schedule C product (biologicals) and never Schedule X online (schedules.ts), so the
 * schedules that need a maker on record here are H and H1.
 */

/** The schedules whose supply record names the manufacturer (r.65(3)(1)(f): Schedule C or H; H1 is part of H). */
const MANUFACTURER_RECORDED_SCHEDULES: ReadonlySet<string> = new Set(['H', 'H1']);

/**
 * True when packing a line of this product must record its manufacturer, as printed on the pack: a Schedule H or H1
 * medicine whose catalogue entry names no manufacturer (a generic, or a brand whose marketer we do not know).
 * @param productId a catalogue id, e.g. 'products-pantoprazole-40-tab-15' (true) or 'products-pan-40-tab-15' (false:
 *   the catalogue names Alkem); false for an unknown id
 */
export function manufacturerRecordedAtPacking(productId: string): boolean {
  const product = productById(productId);
  return product !== undefined && MANUFACTURER_RECORDED_SCHEDULES.has(product.schedule) && !compositionOf(productId)?.manufacturer;
}

/**
 * The manufacturer a supply record names for one line: the one recorded at packing from the pack, else the catalogue's.
 * @param productId a catalogue id
 * @param packed the line's batch as packed (its `manufacturer` when one was recorded), or undefined before packing
 * @returns the name, or undefined when neither records one (a soap, or a generic not packed yet)
 */
export function suppliedManufacturer(productId: string, packed?: { manufacturer?: string }): string | undefined {
  return packed?.manufacturer || compositionOf(productId)?.manufacturer;
}
