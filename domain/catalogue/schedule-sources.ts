import type { CatalogueId } from './product-types';
import type { DrugSchedule } from './product-types';

/**
 * Where the schedule of each medicine in domain/catalogue/schedules.ts comes from, and how sure we are of it.
 * The lists read are the Drugs Rules, 1945: Schedule H as substituted in 2006, Schedule H1 (inserted in 2013, in force
 * from 1 March 2014), Schedule G and Schedule X. A product's schedule follows its active ingredients: the strictest
 * schedule any of them is in. An entry that could not be checked against the list's text has `confirmed: false` and
 * a `note` saying what is uncertain: our best reading, marked, never a silent guess; where in doubt between needing a
 * prescription or not, we chose the stricter. Kept apart from schedules.ts so the shop's pages never download it; the
 * unit tests and the docs read it.
 */
export interface ScheduleSource {
  /** The schedule this source gives (must equal schedules.ts `scheduleOf`). */
  schedule: DrugSchedule;
  /** The list entry it is read from, e.g. 'Schedule H1: Cefixime', or why it is in no list. */
  source: string;
  /** True when the entry was checked against the text of the schedule's list. */
  confirmed: boolean;
  /** What is uncertain (required when `confirmed` is false). */
  note?: string;
}

const H = 'Drugs Rules 1945, Schedule H';
const H1 = 'Drugs Rules 1945, Schedule H1';
const NOT_LISTED = 'not in Schedule G, H, H1 or X of the Drugs Rules 1945: OTC';

/** A medicine whose every active ingredient is in no schedule. */
function otc(ingredients: string, note?: string): ScheduleSource {
  return { schedule: 'OTC', source: `${ingredients}: ${NOT_LISTED}`, confirmed: note === undefined, ...(note ? { note } : {}) };
}

/** A Schedule H medicine: `entry` names the ingredient's entry in the list. */
function scheduleH(entry: string, note?: string): ScheduleSource {
  return { schedule: 'H', source: `${H}: ${entry}`, confirmed: note === undefined, ...(note ? { note } : {}) };
}

/** The source of every medicine of the 'products' and 'prescription' catalogues, by product id. */
export const scheduleSources: Readonly<Record<string, ScheduleSource>> = {
  'products-paracetamol-500-tab-10': otc('Paracetamol'),
  'products-paracetamol-650-tab-15': otc('Paracetamol'),
  'products-dolo-650-tab-15': otc('Paracetamol'),
  'products-dolo-250-susp-60ml': otc('Paracetamol'),
  'products-crocin-advance-500-tab-15': otc('Paracetamol'),
  'products-crocin-advance-500-tab-20': otc('Paracetamol'),
  'products-cetirizine-10-tab-10': otc(
    'Cetirizine',
    'Some cetirizine packs carry a Schedule H caution; we did not find cetirizine in the 2006 Schedule H list. A pharmacist should confirm it from the pack.',
  ),
  'products-combiflam-tab-20': otc('Ibuprofen, paracetamol', 'Ibuprofen was not checked against the Schedule G and H lists.'),
  'products-saridon-tab-10': otc('Paracetamol, propyphenazone, caffeine', 'Propyphenazone was not checked against the lists.'),
  'products-pantoprazole-40-tab-15': scheduleH('Pantoprazole'),
  'products-pan-40-tab-15': scheduleH('Pantoprazole'),
  'products-omeprazole-20-cap-15': scheduleH('Omeprazole'),
  'products-azithromycin-500-tab-3': scheduleH('Azithromycin'),
  'products-azithromycin-250-tab-6': scheduleH('Azithromycin'),
  'products-amoxicillin-500-cap-10': scheduleH('Amoxycillin'),
  'products-metformin-500-tab-20': scheduleH(
    'Metformin',
    'Schedule G also names metformin; we could not tell from the texts we had which list governs the plain tablet, so it is kept prescription-only (the stricter) until a pharmacist confirms it from the pack.',
  ),
  'products-amlodipine-5-tab-15': scheduleH('Amlodipine'),
  'products-telmisartan-40-tab-15': scheduleH('Telmisartan'),
  'products-montelukast-10-tab-15': scheduleH('Montelukast'),
  'products-montelukast-levocetirizine-tab-10': scheduleH('Montelukast; Levocetirizine'),
  'products-ors-orange-21g': otc('Oral rehydration salts'),
  'products-ors-lemon-21g': otc('Oral rehydration salts'),
  'products-vitamin-d3-60k-cap-4': otc(
    'Cholecalciferol',
    'A 60,000 IU dose is usually taken on a doctor’s advice, but we found no schedule listing cholecalciferol.',
  ),
  'products-uprise-d3-60k-cap-4': otc(
    'Cholecalciferol',
    'A 60,000 IU dose is usually taken on a doctor’s advice, but we found no schedule listing cholecalciferol.',
  ),
  'products-becosules-cap-20': otc('B-complex vitamins with vitamin C'),
  'products-becosules-z-cap-20': otc('B-complex vitamins with vitamin C and zinc'),
  'products-digene-mint-tab-15': otc('Antacids (aluminium and magnesium hydroxide), simethicone'),
  'products-digene-mint-gel-200ml': otc('Antacids (aluminium and magnesium hydroxide), simethicone'),
  'products-gelusil-mps-syrup-200ml': otc('Antacids (aluminium and magnesium hydroxide), simethicone'),
  'products-benadryl-cough-syrup-150ml': {
    schedule: 'G',
    source: 'Drugs Rules 1945, Schedule G: antihistamines (diphenhydramine)',
    confirmed: false,
    note: 'Read from the pack caution ("to be taken only under medical supervision"), not checked against the text of Schedule G.',
  },
  'products-ascoril-ls-syrup-100ml': scheduleH(
    'Levosalbutamol (salbutamol); ambroxol and guaiphenesin are in no schedule',
    'Levosalbutamol was read as the salbutamol entry; not checked against the list’s text.',
  ),
  'products-volini-gel-30g': otc(
    'Diclofenac for external use, methyl salicylate, menthol',
    'Diclofenac tablets are Schedule H; we believe gels for external use are not, but did not find the exemption’s text.',
  ),
  'products-volini-gel-75g': otc(
    'Diclofenac for external use, methyl salicylate, menthol',
    'Diclofenac tablets are Schedule H; we believe gels for external use are not, but did not find the exemption’s text.',
  ),
  'products-moov-cream-50g': otc('Ayurvedic proprietary medicine (wintergreen oil, eucalyptus oil, menthol)'),
  'prescription-augmentin-625-duo-tab-10': scheduleH('Amoxycillin; clavulanic acid (not in Schedule H1)'),
  'prescription-azee-500-tab-3': scheduleH('Azithromycin (not in Schedule H1)'),
  'prescription-taxim-o-200-tab-10': { schedule: 'H1', source: `${H1}: Cefixime`, confirmed: true },
  'prescription-glycomet-gp-1-tab-15': scheduleH('Glimepiride; metformin'),
  'prescription-galvus-met-50-500-tab-15': scheduleH(
    'Vildagliptin; metformin',
    'Vildagliptin came after the 2006 list; its pack is labelled as a prescription drug (a new drug, r.122E). Not checked against a later list.',
  ),
  'prescription-telma-40-tab-15': scheduleH('Telmisartan'),
  'prescription-amlong-5-tab-15': scheduleH('Amlodipine'),
  'prescription-rosuvas-10-tab-15': scheduleH('Rosuvastatin'),
  'prescription-ecosprin-av-75-cap-15': scheduleH('Atorvastatin; aspirin is in no schedule'),
  'prescription-thyronorm-50-tab-120': scheduleH('Levothyroxine', 'Read from the pack label; not checked against the list’s text.'),
  'prescription-pan-d-cap-15': scheduleH('Pantoprazole; domperidone'),
  'prescription-montair-lc-tab-15': scheduleH('Montelukast; levocetirizine'),
};

/** Why every product of the other catalogues is OTC: none of them holds a scheduled allopathic drug. */
export const catalogueScheduleSources: Readonly<Partial<Record<CatalogueId, string>>> = {
  nutrition: 'Foods and nutritional supplements (Food Safety and Standards Act, 2006): not drugs; OTC',
  'derma-cosmetics': 'Cosmetics: not drugs; OTC',
  'feminine-care': 'Sanitary and hygiene products and cosmetics: not in any drug schedule; OTC',
  'baby-care': 'Baby foods, cosmetics and care articles: not in any drug schedule; OTC',
  'health-supplements': 'Vitamins, minerals and supplements: not in Schedule G, H, H1 or X; OTC',
  'healthcare-devices': 'Medical devices (Medical Devices Rules, 2017): not in any drug schedule; OTC',
  'herbal-preparations': 'Ayurvedic and herbal preparations: outside the allopathic Schedules G, H, H1 and X; OTC',
  'personal-care': 'Cosmetics and toiletries: not drugs; OTC',
  'energy-drinks': 'Foods and drinks, incl. glucose powders and ORS drinks: not in any drug schedule; OTC',
};
