import { compositionOf } from './composition';

/**
 * Pack declarations per product id: the maker or marketer, the country of origin and the net quantity, shown on the
 * product page next to the price (the MRP).
 *
 * Why: every pre-packaged commodity must declare the name and address of its manufacturer or marketer, its net
 * quantity and, for imported goods, its country of origin (Legal Metrology (Packaged Commodities) Rules, 2011,
 * rule 6(1)), and an e-commerce seller must show these declarations on the listing before the sale (rule 6(10) of
 * those Rules as amended in 2017; Consumer Protection (E-Commerce) Rules, 2020, rule 6(5), which adds the country of
 * origin for every product). The MRP is the product's price (domain/catalogue/products.ts), not repeated here.
 *
 * Nothing here is guessed: a field we do not know is absent, and the page then says "as printed on the pack".
 * - Net quantity is read from the product's `details` (or its name where it has no details): 'strip of 15' of tablets
 *   → 15 tablets, '60ml' → 60 ml, '300gm' → 300 g, '1 litre' → 1000 ml, '72pc' → 72 pieces, '1 unit' → 1 device (or
 *   1 piece for a feeding bottle). Left out: packs without a count ('upper arm', 'with mask set', 'gift box'), kits
 *   whose contents are several things ('kit with 10 strips'), tea bags (net weight not known), the menstrual cup and
 *   the '2lb' whey tub (the pack's metric net weight is not in our data).
 * - Maker or marketer and country: only for brands whose Indian maker or marketer is well known (address: the city
 *   of its registered office, where known). Otherwise the marketer's name in domain/catalogue/composition.ts, without
 *   address or country. Country 'India' only for makers that manufacture the product in India.
 *
 * Pure data: no browser-only or Vite-only imports.
 */

/** A pack declaration as the listing shows it (Legal Metrology (Packaged Commodities) Rules, 2011, r. 6). */
export interface PackDeclaration {
  /** The manufacturer or marketer as printed on the pack ('Micro Labs Ltd'), with its address when known. */
  manufacturer?: { name: string; address?: string };
  /** Country of origin, e.g. 'India'. */
  countryOfOrigin?: string;
  /** The net quantity: a count with its unit (15 tablets, 200 ml, 400 g, 1 device). */
  netQuantity?: { amount: number; unit: 'tablets' | 'capsules' | 'ml' | 'g' | 'kg' | 'pieces' | 'devices' | 'sachets' };
}

type NetQuantity = NonNullable<PackDeclaration['netQuantity']>;

/** A net quantity of `amount` `unit`. */
function q(amount: number, unit: NetQuantity['unit']): NetQuantity {
  return { amount, unit };
}

/** Net quantities by product id, from each product's pack as the catalogue describes it. */
const netQuantities: Readonly<Record<string, NetQuantity>> = {
  'products-paracetamol-500-tab-10': q(10, 'tablets'),
  'products-paracetamol-650-tab-15': q(15, 'tablets'),
  'products-dolo-650-tab-15': q(15, 'tablets'),
  'products-dolo-250-susp-60ml': q(60, 'ml'),
  'products-crocin-advance-500-tab-15': q(15, 'tablets'),
  'products-crocin-advance-500-tab-20': q(20, 'tablets'),
  'products-cetirizine-10-tab-10': q(10, 'tablets'),
  'products-combiflam-tab-20': q(20, 'tablets'),
  'products-saridon-tab-10': q(10, 'tablets'),
  'products-pantoprazole-40-tab-15': q(15, 'tablets'),
  'products-pan-40-tab-15': q(15, 'tablets'),
  'products-omeprazole-20-cap-15': q(15, 'capsules'),
  'products-azithromycin-500-tab-3': q(3, 'tablets'),
  'products-azithromycin-250-tab-6': q(6, 'tablets'),
  'products-amoxicillin-500-cap-10': q(10, 'capsules'),
  'products-metformin-500-tab-20': q(20, 'tablets'),
  'products-amlodipine-5-tab-15': q(15, 'tablets'),
  'products-telmisartan-40-tab-15': q(15, 'tablets'),
  'products-montelukast-10-tab-15': q(15, 'tablets'),
  'products-montelukast-levocetirizine-tab-10': q(10, 'tablets'),
  'products-ors-orange-21g': q(21, 'g'),
  'products-ors-lemon-21g': q(21, 'g'),
  'products-vitamin-d3-60k-cap-4': q(4, 'capsules'),
  'products-uprise-d3-60k-cap-4': q(4, 'capsules'),
  'products-becosules-cap-20': q(20, 'capsules'),
  'products-becosules-z-cap-20': q(20, 'capsules'),
  'products-digene-mint-tab-15': q(15, 'tablets'),
  'products-digene-mint-gel-200ml': q(200, 'ml'),
  'products-gelusil-mps-syrup-200ml': q(200, 'ml'),
  'products-benadryl-cough-syrup-150ml': q(150, 'ml'),
  'products-ascoril-ls-syrup-100ml': q(100, 'ml'),
  'products-volini-gel-30g': q(30, 'g'),
  'products-volini-gel-75g': q(75, 'g'),
  'products-moov-cream-50g': q(50, 'g'),
  'prescription-augmentin-625-duo-tab-10': q(10, 'tablets'),
  'prescription-azee-500-tab-3': q(3, 'tablets'),
  'prescription-taxim-o-200-tab-10': q(10, 'tablets'),
  'prescription-glycomet-gp-1-tab-15': q(15, 'tablets'),
  'prescription-galvus-met-50-500-tab-15': q(15, 'tablets'),
  'prescription-telma-40-tab-15': q(15, 'tablets'),
  'prescription-amlong-5-tab-15': q(15, 'tablets'),
  'prescription-rosuvas-10-tab-15': q(15, 'tablets'),
  'prescription-ecosprin-av-75-cap-15': q(15, 'capsules'),
  'prescription-thyronorm-50-tab-120': q(120, 'tablets'),
  'prescription-pan-d-cap-15': q(15, 'capsules'),
  'prescription-montair-lc-tab-15': q(15, 'tablets'),
  'energy-glucon-d-original-500g': q(500, 'g'),
  'energy-glucon-d-tangy-orange-1kg': q(1, 'kg'),
  'energy-glucon-d-nimbu-pani-125g': q(125, 'g'),
  'energy-electral-powder-21g': q(21.8, 'g'),
  'energy-electral-rtd-orange-200ml': q(200, 'ml'),
  'energy-orsl-apple-200ml': q(200, 'ml'),
  'energy-enerzal-orange-200ml': q(200, 'ml'),
  'energy-enerzal-powder-orange-50g': q(50, 'g'),
  'energy-gatorade-orange-500ml': q(500, 'ml'),
  'energy-red-bull-250ml': q(250, 'ml'),
  'energy-red-bull-350ml': q(350, 'ml'),
  'energy-fast-up-reload-tab-20': q(20, 'tablets'),
  'feminine-whisper-ultra-clean-xl-15': q(15, 'pieces'),
  'feminine-whisper-choice-regular-7': q(7, 'pieces'),
  'feminine-whisper-bindazzz-nights-xl-10': q(10, 'pieces'),
  'feminine-stayfree-secure-xl-18': q(18, 'pieces'),
  'feminine-stayfree-dry-max-all-night-xl-28': q(28, 'pieces'),
  'feminine-sofy-antibacteria-xl-28': q(28, 'pieces'),
  'feminine-carefree-pantyliners-20': q(20, 'pieces'),
  'feminine-ob-tampons-normal-8': q(8, 'pieces'),
  'feminine-vwash-plus-100ml': q(100, 'ml'),
  'feminine-vwash-plus-200ml': q(200, 'ml'),
  'feminine-pee-safe-intimate-wipes-10': q(10, 'pieces'),
  'nutrition-ensure-vanilla-400g': q(400, 'g'),
  'nutrition-horlicks-womens-plus-400g': q(400, 'g'),
  'nutrition-protinex-original-250g': q(250, 'g'),
  'nutrition-pediasure-vanilla-400g': q(400, 'g'),
  'nutrition-muscleblaze-whey-chocolate-1kg': q(1, 'kg'),
  'devices-accu-chek-active-strips-50': q(50, 'pieces'),
  'devices-dr-trust-digital-thermometer': q(1, 'devices'),
  'devices-omron-mc-246-thermometer': q(1, 'devices'),
  'devices-dr-trust-pulse-oximeter': q(1, 'devices'),
  'devices-bpl-pulse-oximeter': q(1, 'devices'),
  'supplements-revital-h-men-cap-30': q(30, 'capsules'),
  'supplements-revital-h-woman-tab-30': q(30, 'tablets'),
  'supplements-supradyn-daily-tab-15': q(15, 'tablets'),
  'supplements-limcee-500-chewable-15': q(15, 'tablets'),
  'supplements-shelcal-500-tab-15': q(15, 'tablets'),
  'supplements-neurobion-forte-tab-30': q(30, 'tablets'),
  'supplements-zincovit-tab-15': q(15, 'tablets'),
  'supplements-evion-400-cap-10': q(10, 'capsules'),
  'supplements-becadexamin-cap-30': q(30, 'capsules'),
  'supplements-seven-seas-cod-liver-oil-cap-100': q(100, 'capsules'),
  'supplements-muscleblaze-omega-3-cap-60': q(60, 'capsules'),
  'supplements-carbamide-forte-multivitamin-tab-60': q(60, 'tablets'),
  'supplements-hk-vitals-biotin-tab-90': q(90, 'tablets'),
  'supplements-calcium-sandoz-eff-tab-20': q(20, 'tablets'),
  'herbal-dabur-chyawanprash-500g': q(500, 'g'),
  'herbal-dabur-chyawanprash-1kg': q(1, 'kg'),
  'herbal-himalaya-ashwagandha-tab-60': q(60, 'tablets'),
  'herbal-himalaya-triphala-tab-60': q(60, 'tablets'),
  'herbal-himalaya-liv-52-tab-100': q(100, 'tablets'),
  'herbal-himalaya-septilin-tab-60': q(60, 'tablets'),
  'herbal-patanjali-giloy-ghanvati-tab-60': q(60, 'tablets'),
  'herbal-dabur-shilajit-gold-cap-20': q(20, 'capsules'),
  'herbal-dabur-tulsi-drops-20ml': q(20, 'ml'),
  'herbal-dabur-honitus-syrup-100ml': q(100, 'ml'),
  'herbal-kapiva-aloe-vera-juice-1l': q(1000, 'ml'),
  'personal-dettol-original-soap-125g': q(125, 'g'),
  'personal-pears-pure-gentle-soap-125g': q(125, 'g'),
  'personal-dettol-antiseptic-liquid-250ml': q(250, 'ml'),
  'personal-savlon-hand-sanitizer-500ml': q(500, 'ml'),
  'personal-lifebuoy-total-10-hand-wash-190ml': q(190, 'ml'),
  'personal-cetaphil-gentle-cleanser-125ml': q(125, 'ml'),
  'personal-vaseline-deep-restore-lotion-400ml': q(400, 'ml'),
  'personal-head-shoulders-shampoo-340ml': q(340, 'ml'),
  'personal-nivea-soft-cream-100ml': q(100, 'ml'),
  'personal-neutrogena-ultra-sheer-spf50-88ml': q(88, 'ml'),
  'personal-boroplus-antiseptic-cream-80ml': q(80, 'ml'),
  'personal-colgate-strong-teeth-200g': q(200, 'g'),
  'personal-sensodyne-fresh-mint-75g': q(75, 'g'),
  'personal-listerine-cool-mint-250ml': q(250, 'ml'),
  'baby-cerelac-wheat-stage-1-300g': q(300, 'g'),
  'baby-cerelac-wheat-apple-stage-2-300g': q(300, 'g'),
  'baby-cerelac-multigrain-dal-veg-stage-3-300g': q(300, 'g'),
  'baby-cerelac-multigrain-fruits-stage-5-300g': q(300, 'g'),
  'baby-lactogen-pro-1-400g': q(400, 'g'),
  'baby-nan-pro-1-400g': q(400, 'g'),
  'baby-johnsons-baby-soap-75g': q(75, 'g'),
  'baby-johnsons-baby-soap-150g': q(150, 'g'),
  'baby-himalaya-gentle-baby-soap-125g': q(125, 'g'),
  'baby-sebamed-baby-cleansing-bar-100g': q(100, 'g'),
  'baby-himalaya-gentle-baby-wipes-20': q(20, 'pieces'),
  'baby-himalaya-gentle-baby-wipes-72': q(72, 'pieces'),
  'baby-mee-mee-baby-wet-wipes-72': q(72, 'pieces'),
  'baby-pampers-baby-gentle-wipes-72': q(72, 'pieces'),
  'baby-chicco-baby-moments-bath-foam-500ml': q(500, 'ml'),
  'baby-johnsons-top-to-toe-wash-200ml': q(200, 'ml'),
  'baby-himalaya-gentle-baby-shampoo-200ml': q(200, 'ml'),
  'baby-pigeon-silicone-nipple-m-2': q(2, 'pieces'),
  'baby-philips-avent-natural-teat-1m-2': q(2, 'pieces'),
  'baby-philips-avent-natural-bottle-260ml': q(1, 'pieces'),
  'baby-pigeon-peristaltic-plus-bottle-240ml': q(1, 'pieces'),
  'baby-johnsons-baby-lotion-200ml': q(200, 'ml'),
  'baby-himalaya-baby-lotion-400ml': q(400, 'ml'),
  'baby-johnsons-baby-oil-200ml': q(200, 'ml'),
  'baby-dabur-lal-tail-200ml': q(200, 'ml'),
  'baby-johnsons-baby-powder-200g': q(200, 'g'),
  'baby-himalaya-baby-powder-200g': q(200, 'g'),
  'baby-himalaya-diaper-rash-cream-50g': q(50, 'g'),
  'baby-sebamed-baby-diaper-rash-cream-100ml': q(100, 'ml'),
  'baby-pampers-premium-care-newborn-24': q(24, 'pieces'),
  'baby-huggies-wonder-pants-small-42': q(42, 'pieces'),
  'baby-mamypoko-pants-large-42': q(42, 'pieces'),
  'baby-pampers-all-round-pants-medium-76': q(76, 'pieces'),
  'baby-woodwards-gripe-water-130ml': q(130, 'ml'),
};

/** A maker or marketer with what we know for certain of it. */
interface Maker {
  name: string;
  /** City and state of the registered office. */
  address?: string;
  /** 'India' when the maker manufactures the products we list from it in India. */
  countryOfOrigin?: string;
}

const makers = {
  microLabs: { name: 'Micro Labs Ltd', address: 'Bengaluru, Karnataka', countryOfOrigin: 'India' },
  himalaya: { name: 'Himalaya Wellness Company', address: 'Bengaluru, Karnataka', countryOfOrigin: 'India' },
  dabur: { name: 'Dabur India Ltd', address: 'New Delhi', countryOfOrigin: 'India' },
  patanjali: { name: 'Patanjali Ayurved Ltd', address: 'Haridwar, Uttarakhand', countryOfOrigin: 'India' },
  emami: { name: 'Emami Ltd', address: 'Kolkata, West Bengal', countryOfOrigin: 'India' },
  hul: { name: 'Hindustan Unilever Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  // Products these makers market in India but may import: the country of origin is left to the pack.
  hulOriginUnknown: { name: 'Hindustan Unilever Ltd', address: 'Mumbai, Maharashtra' },
  reckitt: { name: 'Reckitt Benckiser (India) Pvt Ltd', countryOfOrigin: 'India' },
  itc: { name: 'ITC Ltd', address: 'Kolkata, West Bengal', countryOfOrigin: 'India' },
  colgate: { name: 'Colgate-Palmolive (India) Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  nestle: { name: 'Nestlé India Ltd', address: 'New Delhi', countryOfOrigin: 'India' },
  nestleOriginUnknown: { name: 'Nestlé India Ltd', address: 'New Delhi' },
  zydusWellness: { name: 'Zydus Wellness Products Ltd', countryOfOrigin: 'India' },
  fdc: { name: 'FDC Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  cipla: { name: 'Cipla Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  alkem: { name: 'Alkem Laboratories Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  glenmark: { name: 'Glenmark Pharmaceuticals Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  sunPharma: { name: 'Sun Pharmaceutical Industries Ltd', countryOfOrigin: 'India' },
  usv: { name: 'USV Pvt Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  gsk: { name: 'GlaxoSmithKline Pharmaceuticals Ltd', address: 'Mumbai, Maharashtra', countryOfOrigin: 'India' },
  // Imports the Accu-Chek meters and strips (customs advance ruling of 02.01.2025): country of origin not known.
  roche: { name: 'Roche Diabetes Care India Pvt Ltd', address: 'Mumbai, Maharashtra' },
} as const satisfies Record<string, Maker>;

/** The maker or marketer of each product we know it for, by product id. */
const makerOf: Readonly<Record<string, keyof typeof makers>> = {
  'products-dolo-650-tab-15': 'microLabs',
  'products-dolo-250-susp-60ml': 'microLabs',
  'prescription-amlong-5-tab-15': 'microLabs',
  'products-pan-40-tab-15': 'alkem',
  'products-uprise-d3-60k-cap-4': 'alkem',
  'prescription-taxim-o-200-tab-10': 'alkem',
  'prescription-pan-d-cap-15': 'alkem',
  'products-ascoril-ls-syrup-100ml': 'glenmark',
  'prescription-telma-40-tab-15': 'glenmark',
  'prescription-azee-500-tab-3': 'cipla',
  'prescription-montair-lc-tab-15': 'cipla',
  'prescription-augmentin-625-duo-tab-10': 'gsk',
  'prescription-glycomet-gp-1-tab-15': 'usv',
  'prescription-ecosprin-av-75-cap-15': 'usv',
  'prescription-rosuvas-10-tab-15': 'sunPharma',
  'products-volini-gel-30g': 'sunPharma',
  'products-volini-gel-75g': 'sunPharma',
  'products-moov-cream-50g': 'reckitt',
  'energy-electral-powder-21g': 'fdc',
  'energy-electral-rtd-orange-200ml': 'fdc',
  'energy-glucon-d-original-500g': 'zydusWellness',
  'energy-glucon-d-tangy-orange-1kg': 'zydusWellness',
  'energy-glucon-d-nimbu-pani-125g': 'zydusWellness',
  'nutrition-horlicks-womens-plus-400g': 'hul',
  'devices-accu-chek-active-glucometer-kit': 'roche',
  'devices-accu-chek-active-strips-50': 'roche',
  'herbal-dabur-chyawanprash-500g': 'dabur',
  'herbal-dabur-chyawanprash-1kg': 'dabur',
  'herbal-dabur-shilajit-gold-cap-20': 'dabur',
  'herbal-dabur-tulsi-drops-20ml': 'dabur',
  'herbal-dabur-honitus-syrup-100ml': 'dabur',
  'baby-dabur-lal-tail-200ml': 'dabur',
  'herbal-himalaya-ashwagandha-tab-60': 'himalaya',
  'herbal-himalaya-triphala-tab-60': 'himalaya',
  'herbal-himalaya-liv-52-tab-100': 'himalaya',
  'herbal-himalaya-septilin-tab-60': 'himalaya',
  'baby-himalaya-gentle-baby-soap-125g': 'himalaya',
  'baby-himalaya-gentle-baby-wipes-20': 'himalaya',
  'baby-himalaya-gentle-baby-wipes-72': 'himalaya',
  'baby-himalaya-gentle-baby-shampoo-200ml': 'himalaya',
  'baby-himalaya-babycare-gift-pack': 'himalaya',
  'baby-himalaya-baby-lotion-400ml': 'himalaya',
  'baby-himalaya-baby-powder-200g': 'himalaya',
  'baby-himalaya-diaper-rash-cream-50g': 'himalaya',
  'herbal-patanjali-giloy-ghanvati-tab-60': 'patanjali',
  'personal-boroplus-antiseptic-cream-80ml': 'emami',
  'personal-dettol-original-soap-125g': 'reckitt',
  'personal-dettol-antiseptic-liquid-250ml': 'reckitt',
  'personal-savlon-hand-sanitizer-500ml': 'itc',
  'personal-pears-pure-gentle-soap-125g': 'hul',
  'personal-lifebuoy-total-10-hand-wash-190ml': 'hul',
  'personal-vaseline-deep-restore-lotion-400ml': 'hulOriginUnknown',
  'personal-colgate-strong-teeth-200g': 'colgate',
  'baby-cerelac-wheat-stage-1-300g': 'nestle',
  'baby-cerelac-wheat-apple-stage-2-300g': 'nestle',
  'baby-cerelac-multigrain-dal-veg-stage-3-300g': 'nestle',
  'baby-cerelac-multigrain-fruits-stage-5-300g': 'nestle',
  'baby-lactogen-pro-1-400g': 'nestle',
  'baby-nan-pro-1-400g': 'nestleOriginUnknown',
};

/** True when `record` has `key` as its own property (never an inherited one such as 'constructor'). */
function has<T>(record: Readonly<Record<string, T>>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/**
 * The pack declaration of a product (Legal Metrology (Packaged Commodities) Rules, 2011, r. 6(1) and 6(10);
 * Consumer Protection (E-Commerce) Rules, 2020, r. 6(5)).
 * @param productId a catalogue product id (domain/catalogue/products.ts), e.g. 'products-dolo-650-tab-15'.
 * @returns the fields we know: `manufacturer` ({ name, address? }), `countryOfOrigin`, `netQuantity`
 *   ({ amount, unit }); each absent when unknown, and `{}` for an unknown id. Never throws.
 */
export function packDeclarationOf(productId: string): PackDeclaration {
  const declaration: PackDeclaration = {};
  if (has(makerOf, productId)) {
    const maker: Maker = makers[makerOf[productId]!];
    declaration.manufacturer = maker.address ? { name: maker.name, address: maker.address } : { name: maker.name };
    if (maker.countryOfOrigin) declaration.countryOfOrigin = maker.countryOfOrigin;
  } else {
    const marketer = compositionOf(productId)?.manufacturer;
    if (marketer) declaration.manufacturer = { name: marketer };
  }
  if (has(netQuantities, productId)) declaration.netQuantity = netQuantities[productId]!;
  return declaration;
}

/** Product ids that have any declaration here (for the tests that check them against the catalogue). */
export const declaredProductIds: readonly string[] = [...new Set([...Object.keys(netQuantities), ...Object.keys(makerOf)])];
