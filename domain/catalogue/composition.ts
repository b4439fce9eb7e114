/**
 * What a medicine is made of: its active ingredients with their strengths, and its dosage form, by product id.
 * Kept apart from products.ts so the catalogue every page downloads does not grow: only the product pages, the cart's
 * "same composition, lower price" line and the search by ingredient load it.
 * A product without an entry has an unknown composition (never guessed): it is shown without one and never offered
 * as, or given, an alternative.
 */

/** Dosage forms the catalogue's medicines come in; two products are equivalent only in the same form. */
export type DosageForm = 'tablet' | 'capsule' | 'syrup' | 'suspension' | 'gel' | 'cream' | 'powder' | 'drops' | 'injection';

/** Units a strength is written in on Indian packs. */
export type StrengthUnit = 'mg' | 'mcg' | 'g' | 'IU' | 'ml' | '%' | 'mg/5ml' | 'mg/ml';

/** One active ingredient: its INN name in lower case (e.g. 'paracetamol') and strength per dose unit. */
export interface Ingredient {
  /** International Nonproprietary Name, lower case, e.g. 'paracetamol', 'amoxicillin', 'clavulanic acid'. */
  name: string;
  /** Amount per dose unit (tablet, capsule, 5 ml of syrup…), e.g. 650. */
  strength: number;
  unit: StrengthUnit;
}

/** A medicine's composition as printed on its pack. */
export interface Composition {
  /** Active ingredients, in the order the pack lists them. */
  ingredients: readonly Ingredient[];
  dosageForm: DosageForm;
  /** The marketing company as printed on the pack, when known (e.g. 'Micro Labs'). */
  manufacturer?: string;
}

/** An ingredient in mg per tablet or capsule. */
function mg(name: string, strength: number): Ingredient {
  return { name, strength, unit: 'mg' };
}

/** An ingredient in mg per 5 ml of syrup or suspension. */
function per5ml(name: string, strength: number): Ingredient {
  return { name, strength, unit: 'mg/5ml' };
}

/** An ingredient in international units per dose unit (vitamin D3). */
function iu(name: string, strength: number): Ingredient {
  return { name, strength, unit: 'IU' };
}

/**
 * Reduced-osmolarity WHO-ORS, one sachet for 1 litre of water (the formula of the Indian Pharmacopoeia's ORS and of
 * Electral): sodium chloride 2.6 g, potassium chloride 1.5 g, sodium citrate 2.9 g, glucose (anhydrous) 13.5 g.
 */
const WHO_ORS: readonly Ingredient[] = [
  { name: 'sodium chloride', strength: 2.6, unit: 'g' },
  { name: 'potassium chloride', strength: 1.5, unit: 'g' },
  { name: 'sodium citrate', strength: 2.9, unit: 'g' },
  { name: 'glucose', strength: 13.5, unit: 'g' },
];

/** Volini gel (Sun Pharma), both tube sizes: w/w percentages as printed on the tube. */
const VOLINI: Composition = {
  ingredients: [
    { name: 'diclofenac diethylamine', strength: 1.16, unit: '%' },
    { name: 'linseed oil', strength: 3, unit: '%' },
    { name: 'methyl salicylate', strength: 10, unit: '%' },
    { name: 'menthol', strength: 5, unit: '%' },
  ],
  dosageForm: 'gel',
  manufacturer: 'Sun Pharma',
};

/**
 * Compositions by product id (domain/catalogue/products.ts ids), written from each product's name and pack and the
 * Indian brand's printed composition. Only medicines have an entry; foods, drinks, devices, cosmetics, personal and
 * baby care items, diapers and herbal (Ayurvedic) preparations get none.
 *
 * unknown (left out, never guessed):
 * - products-montelukast-levocetirizine-tab-10, because its name gives no strengths (10 mg + 5 mg and 4 mg + 2.5 mg
 *   tablets are both sold);
 * - products-becosules-cap-20, products-becosules-z-cap-20, supplements-revital-h-men-cap-30,
 *   supplements-revital-h-woman-tab-30, supplements-supradyn-daily-tab-15, supplements-zincovit-tab-15,
 *   supplements-neurobion-forte-tab-30, supplements-becadexamin-cap-30, supplements-carbamide-forte-multivitamin-tab-60,
 *   because these multivitamin formulas list many ingredients whose amounts change between pack revisions;
 * - supplements-shelcal-500-tab-15, supplements-calcium-sandoz-eff-tab-20, supplements-hk-vitals-biotin-tab-90,
 *   supplements-seven-seas-cod-liver-oil-cap-100, supplements-muscleblaze-omega-3-cap-60, because the vitamin D3,
 *   salt or oil amounts per dose differ between packs and cannot be read from the name;
 * - products-digene-mint-tab-15, products-digene-mint-gel-200ml, products-gelusil-mps-syrup-200ml, because the
 *   antacid salts' exact amounts per tablet / 5 ml are not certain;
 * - products-benadryl-cough-syrup-150ml, because its formula has changed over the years (the current one is not known);
 * - products-moov-cream-50g, because it is an Ayurvedic oil blend without a fixed INN composition;
 * - energy-electral-rtd-orange-200ml, energy-orsl-apple-200ml and the other electrolyte drinks, because they are not
 *   WHO-ORS and their salt amounts are not printed in the name.
 */
export const compositions: Readonly<Record<string, Composition>> = {
  // --- catalogue 'products'
  'products-paracetamol-500-tab-10': { ingredients: [mg('paracetamol', 500)], dosageForm: 'tablet' },
  'products-paracetamol-650-tab-15': { ingredients: [mg('paracetamol', 650)], dosageForm: 'tablet' },
  'products-dolo-650-tab-15': { ingredients: [mg('paracetamol', 650)], dosageForm: 'tablet', manufacturer: 'Micro Labs' },
  'products-dolo-250-susp-60ml': {
    ingredients: [per5ml('paracetamol', 250)],
    dosageForm: 'suspension',
    manufacturer: 'Micro Labs',
  },
  'products-crocin-advance-500-tab-15': { ingredients: [mg('paracetamol', 500)], dosageForm: 'tablet', manufacturer: 'Haleon' },
  'products-crocin-advance-500-tab-20': { ingredients: [mg('paracetamol', 500)], dosageForm: 'tablet', manufacturer: 'Haleon' },
  'products-cetirizine-10-tab-10': { ingredients: [mg('cetirizine', 10)], dosageForm: 'tablet' },
  'products-combiflam-tab-20': {
    ingredients: [mg('ibuprofen', 400), mg('paracetamol', 325)],
    dosageForm: 'tablet',
    manufacturer: 'Sanofi',
  },
  'products-saridon-tab-10': {
    ingredients: [mg('propyphenazone', 150), mg('paracetamol', 250), mg('caffeine', 50)],
    dosageForm: 'tablet',
  },
  'products-pantoprazole-40-tab-15': { ingredients: [mg('pantoprazole', 40)], dosageForm: 'tablet' },
  'products-pan-40-tab-15': { ingredients: [mg('pantoprazole', 40)], dosageForm: 'tablet', manufacturer: 'Alkem' },
  'products-omeprazole-20-cap-15': { ingredients: [mg('omeprazole', 20)], dosageForm: 'capsule' },
  'products-azithromycin-500-tab-3': { ingredients: [mg('azithromycin', 500)], dosageForm: 'tablet' },
  'products-azithromycin-250-tab-6': { ingredients: [mg('azithromycin', 250)], dosageForm: 'tablet' },
  'products-amoxicillin-500-cap-10': { ingredients: [mg('amoxicillin', 500)], dosageForm: 'capsule' },
  'products-metformin-500-tab-20': { ingredients: [mg('metformin', 500)], dosageForm: 'tablet' },
  'products-amlodipine-5-tab-15': { ingredients: [mg('amlodipine', 5)], dosageForm: 'tablet' },
  'products-telmisartan-40-tab-15': { ingredients: [mg('telmisartan', 40)], dosageForm: 'tablet' },
  'products-montelukast-10-tab-15': { ingredients: [mg('montelukast', 10)], dosageForm: 'tablet' },
  'products-ors-orange-21g': { ingredients: WHO_ORS, dosageForm: 'powder' },
  'products-ors-lemon-21g': { ingredients: WHO_ORS, dosageForm: 'powder' },
  'products-vitamin-d3-60k-cap-4': { ingredients: [iu('cholecalciferol', 60000)], dosageForm: 'capsule' },
  'products-uprise-d3-60k-cap-4': {
    ingredients: [iu('cholecalciferol', 60000)],
    dosageForm: 'capsule',
    manufacturer: 'Alkem',
  },
  'products-ascoril-ls-syrup-100ml': {
    ingredients: [per5ml('ambroxol', 30), per5ml('levosalbutamol', 1), per5ml('guaifenesin', 50)],
    dosageForm: 'syrup',
    manufacturer: 'Glenmark',
  },
  'products-volini-gel-30g': VOLINI,
  'products-volini-gel-75g': VOLINI,
  // --- catalogue 'prescription'
  'prescription-augmentin-625-duo-tab-10': {
    ingredients: [mg('amoxicillin', 500), mg('clavulanic acid', 125)],
    dosageForm: 'tablet',
    manufacturer: 'GSK',
  },
  'prescription-azee-500-tab-3': { ingredients: [mg('azithromycin', 500)], dosageForm: 'tablet', manufacturer: 'Cipla' },
  'prescription-taxim-o-200-tab-10': { ingredients: [mg('cefixime', 200)], dosageForm: 'tablet', manufacturer: 'Alkem' },
  'prescription-glycomet-gp-1-tab-15': {
    ingredients: [mg('glimepiride', 1), mg('metformin', 500)],
    dosageForm: 'tablet',
    manufacturer: 'USV',
  },
  'prescription-galvus-met-50-500-tab-15': {
    ingredients: [mg('vildagliptin', 50), mg('metformin', 500)],
    dosageForm: 'tablet',
    manufacturer: 'Novartis',
  },
  'prescription-telma-40-tab-15': { ingredients: [mg('telmisartan', 40)], dosageForm: 'tablet', manufacturer: 'Glenmark' },
  'prescription-amlong-5-tab-15': { ingredients: [mg('amlodipine', 5)], dosageForm: 'tablet', manufacturer: 'Micro Labs' },
  'prescription-rosuvas-10-tab-15': { ingredients: [mg('rosuvastatin', 10)], dosageForm: 'tablet', manufacturer: 'Sun Pharma' },
  'prescription-ecosprin-av-75-cap-15': {
    ingredients: [mg('aspirin', 75), mg('atorvastatin', 10)],
    dosageForm: 'capsule',
    manufacturer: 'USV',
  },
  'prescription-thyronorm-50-tab-120': {
    ingredients: [{ name: 'levothyroxine', strength: 50, unit: 'mcg' }],
    dosageForm: 'tablet',
    manufacturer: 'Abbott',
  },
  'prescription-pan-d-cap-15': {
    ingredients: [mg('pantoprazole', 40), mg('domperidone', 30)],
    dosageForm: 'capsule',
    manufacturer: 'Alkem',
  },
  'prescription-montair-lc-tab-15': {
    ingredients: [mg('montelukast', 10), mg('levocetirizine', 5)],
    dosageForm: 'tablet',
    manufacturer: 'Cipla',
  },
  // --- medicines in other catalogues
  'energy-electral-powder-21g': { ingredients: WHO_ORS, dosageForm: 'powder', manufacturer: 'FDC' },
  'supplements-limcee-500-chewable-15': {
    ingredients: [mg('ascorbic acid', 500)],
    dosageForm: 'tablet',
    manufacturer: 'Abbott',
  },
  'supplements-evion-400-cap-10': { ingredients: [mg('tocopheryl acetate', 400)], dosageForm: 'capsule' },
};

/**
 * The composition of a product, or undefined when it is not a medicine or its composition is unknown.
 * @param productId a catalogue id, e.g. 'products-dolo-650-tab-15'
 */
export function compositionOf(productId: string): Composition | undefined {
  return Object.prototype.hasOwnProperty.call(compositions, productId) ? compositions[productId] : undefined;
}
