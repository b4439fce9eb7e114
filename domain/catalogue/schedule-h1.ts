/**
 * Which catalogue products are Schedule H1 medicines (Drugs Rules, 1945, Schedule H1, added by G.S.R. 588(E) of
 * 30 August 2013: third-generation cephalosporins, carbapenems, newer quinolones, anti-TB drugs and some habit-forming
 * drugs). A Schedule H1 supply is entered in a separate register kept three years (Rule 65(3)(b), as amended), which
 * functions/data/h1-register.ts keeps.
 *
 * The one place that says so until the catalogue records each product's schedule itself: checked against every
 * ingredient of domain/catalogue/composition.ts, only cefixime (Taxim-O 200) is on the Schedule H1 list today.
 */
const SCHEDULE_H1_PRODUCTS: ReadonlySet<string> = new Set(['prescription-taxim-o-200-tab-10']);

/**
 * True when the product is a Schedule H1 medicine.
 * @param productId a catalogue id (domain/catalogue/products.ts)
 */
export function isScheduleH1(productId: string): boolean {
  return SCHEDULE_H1_PRODUCTS.has(productId);
}
