import type { CatalogueId } from './product-types';

/**
 * HSN code and GST rate of every catalogue product, for the tax invoice.
 *
 * Why: a tax invoice must show, per line, the HSN code of the goods and the rate of tax (Central Goods and Services
 * Tax Rules, 2017, rule 46). Rates are those in force since 22 September 2025: Notification No. 9/2025-Central Tax
 * (Rate) dated 17.09.2025 (Schedule I: 2.5 % CGST, i.e. 5 % in all; Schedule II: 9 %, i.e. 18 %; Schedule III: 20 %,
 * i.e. 40 %) and, for nil-rated goods, the exemptions of Notification No. 10/2025-Central Tax (Rate) of the same date.
 * The same rates apply to inter-State supplies as IGST under the matching Integrated Tax (Rate) notifications.
 *
 * One table of classes (`gstRates`: HSN and rate), then one mapping: a class per catalogue, overridden per product
 * id where a product differs from its catalogue. Where each rate comes from, and which are not confirmed, is in
 * hsn-gst-sources.ts: kept apart so the shop's pages, which price the cart with these rates, do not download it.
 *
 * Pure data: no browser-only or Vite-only imports (the pages, the checkout handler and the invoice load it).
 */

/** One GST class: the HSN code printed on the invoice and the total GST rate in percent (CGST+SGST or IGST). */
export interface GstClass {
  hsn: string;
  ratePercent: number;
}

/** The total rates the 2025 rate notifications know: nil, 5 % (Sch. I), 18 % (Sch. II), 40 % (Sch. III). */
export type GstRatePercent = 0 | 5 | 18 | 40;

/** The HSN code and total GST rate of each class the catalogue uses, by a short key (their sources: hsn-gst-sources.ts). */
export const gstRates = {
  medicament: { hsn: '3004', ratePercent: 5 },
  ayurvedicMedicament: { hsn: '3004', ratePercent: 5 },
  glucosePowder: { hsn: '1702', ratePercent: 5 },
  foodPreparation: { hsn: '2106', ratePercent: 5 },
  maltFood: { hsn: '1901', ratePercent: 5 },
  infantFood: { hsn: '190110', ratePercent: 5 },
  tea: { hsn: '0902', ratePercent: 5 },
  vegetableJuice: { hsn: '2009', ratePercent: 5 },
  caffeinatedBeverage: { hsn: '22029990', ratePercent: 40 },
  otherBeverage: { hsn: '22029990', ratePercent: 40 },
  toiletSoap: { hsn: '3401', ratePercent: 5 },
  liquidCleanser: { hsn: '340130', ratePercent: 18 },
  shampoo: { hsn: '3305', ratePercent: 5 },
  toothpaste: { hsn: '3306', ratePercent: 5 },
  mouthwash: { hsn: '330690', ratePercent: 18 },
  skinCare: { hsn: '330499', ratePercent: 18 },
  talcumPowder: { hsn: '330491', ratePercent: 5 },
  disinfectant: { hsn: '380894', ratePercent: 18 },
  wetWipes: { hsn: '330790', ratePercent: 18 },
  babyDiaper: { hsn: '9619', ratePercent: 5 },
  sanitaryPad: { hsn: '9619', ratePercent: 0 },
  menstrualCup: { hsn: '9619', ratePercent: 0 },
  feedingBottle: { hsn: '3926', ratePercent: 5 },
  feedingBottleTeat: { hsn: '4014', ratePercent: 5 },
  medicalInstrument: { hsn: '9018', ratePercent: 5 },
  respirationApparatus: { hsn: '9019', ratePercent: 5 },
  clinicalThermometer: { hsn: '9025', ratePercent: 5 },
  diagnosticReagent: { hsn: '3822', ratePercent: 5 },
  weighingScale: { hsn: '842310', ratePercent: 18 },
  giftPack: { hsn: '330499', ratePercent: 18 },
} as const satisfies Record<string, { hsn: string; ratePercent: GstRatePercent }>;

/** The key of a GST class. */
export type GstClassKey = keyof typeof gstRates;

/** The class of each catalogue's ordinary product; 'derma-cosmetics' is empty today and would hold skin care. */
const catalogueClasses: Readonly<Record<CatalogueId, GstClassKey>> = {
  products: 'medicament',
  prescription: 'medicament',
  'derma-cosmetics': 'skinCare',
  'feminine-care': 'sanitaryPad',
  'baby-care': 'skinCare',
  'health-supplements': 'foodPreparation',
  'healthcare-devices': 'medicalInstrument',
  'herbal-preparations': 'ayurvedicMedicament',
  'personal-care': 'skinCare',
  'energy-drinks': 'otherBeverage',
  nutrition: 'foodPreparation',
};

/** Products whose class differs from their catalogue's, by product id (domain/catalogue/products.ts). */
export const productGstClasses: Readonly<Record<string, GstClassKey>> = {
  // energy-drinks: glucose powders, ORS (a medicament), powders for drinks, caffeinated drinks.
  'energy-glucon-d-original-500g': 'glucosePowder',
  'energy-glucon-d-tangy-orange-1kg': 'glucosePowder',
  'energy-glucon-d-nimbu-pani-125g': 'glucosePowder',
  'energy-electral-powder-21g': 'medicament',
  // Electral's ready-to-drink pack is sold as ORS by the same maker: read as a medicament, like the powder.
  'energy-electral-rtd-orange-200ml': 'medicament',
  'energy-enerzal-powder-orange-50g': 'foodPreparation',
  'energy-red-bull-250ml': 'caffeinatedBeverage',
  'energy-red-bull-350ml': 'caffeinatedBeverage',
  'energy-fast-up-reload-tab-20': 'foodPreparation',
  // feminine-care
  'feminine-sirona-menstrual-cup-medium': 'menstrualCup',
  'feminine-vwash-plus-100ml': 'liquidCleanser',
  'feminine-vwash-plus-200ml': 'liquidCleanser',
  'feminine-pee-safe-intimate-wipes-10': 'wetWipes',
  // nutrition: Horlicks is a malted milk food.
  'nutrition-horlicks-womens-plus-400g': 'maltFood',
  // healthcare-devices
  'devices-compressor-nebulizer-kit': 'respirationApparatus',
  'devices-accu-chek-active-strips-50': 'diagnosticReagent',
  'devices-dr-trust-digital-thermometer': 'clinicalThermometer',
  'devices-omron-mc-246-thermometer': 'clinicalThermometer',
  'devices-infrared-forehead-thermometer': 'clinicalThermometer',
  'devices-digital-weighing-scale': 'weighingScale',
  // health-supplements sold as drugs (vitamin formulations under a drug licence) rather than as foods.
  'supplements-limcee-500-chewable-15': 'medicament',
  'supplements-neurobion-forte-tab-30': 'medicament',
  'supplements-evion-400-cap-10': 'medicament',
  'supplements-becadexamin-cap-30': 'medicament',
  'supplements-calcium-sandoz-eff-tab-20': 'medicament',
  // herbal-preparations that are not medicaments
  'herbal-organic-india-tulsi-green-tea-25': 'tea',
  'herbal-kapiva-aloe-vera-juice-1l': 'vegetableJuice',
  // personal-care
  'personal-dettol-original-soap-125g': 'toiletSoap',
  'personal-pears-pure-gentle-soap-125g': 'toiletSoap',
  'personal-dettol-antiseptic-liquid-250ml': 'disinfectant',
  'personal-savlon-hand-sanitizer-500ml': 'disinfectant',
  'personal-lifebuoy-total-10-hand-wash-190ml': 'liquidCleanser',
  'personal-cetaphil-gentle-cleanser-125ml': 'liquidCleanser',
  'personal-head-shoulders-shampoo-340ml': 'shampoo',
  // Boroplus is sold as an Ayurvedic antiseptic cream (a proprietary Ayurvedic medicine), not as a cosmetic.
  'personal-boroplus-antiseptic-cream-80ml': 'ayurvedicMedicament',
  'personal-colgate-strong-teeth-200g': 'toothpaste',
  'personal-sensodyne-fresh-mint-75g': 'toothpaste',
  'personal-listerine-cool-mint-250ml': 'mouthwash',
  // baby-care (lotions, baby oil and diaper-rash creams keep the catalogue's skin-care class)
  'baby-cerelac-wheat-stage-1-300g': 'infantFood',
  'baby-cerelac-wheat-apple-stage-2-300g': 'infantFood',
  'baby-cerelac-multigrain-dal-veg-stage-3-300g': 'infantFood',
  'baby-cerelac-multigrain-fruits-stage-5-300g': 'infantFood',
  'baby-lactogen-pro-1-400g': 'infantFood',
  'baby-nan-pro-1-400g': 'infantFood',
  'baby-johnsons-baby-soap-75g': 'toiletSoap',
  'baby-johnsons-baby-soap-150g': 'toiletSoap',
  'baby-himalaya-gentle-baby-soap-125g': 'toiletSoap',
  'baby-sebamed-baby-cleansing-bar-100g': 'toiletSoap',
  'baby-himalaya-gentle-baby-wipes-20': 'wetWipes',
  'baby-himalaya-gentle-baby-wipes-72': 'wetWipes',
  'baby-mee-mee-baby-wet-wipes-72': 'wetWipes',
  'baby-pampers-baby-gentle-wipes-72': 'wetWipes',
  'baby-chicco-baby-moments-bath-foam-500ml': 'liquidCleanser',
  'baby-johnsons-top-to-toe-wash-200ml': 'liquidCleanser',
  'baby-himalaya-gentle-baby-shampoo-200ml': 'shampoo',
  'baby-himalaya-babycare-gift-pack': 'giftPack',
  'baby-johnsons-baby-care-gift-pack': 'giftPack',
  'baby-pigeon-silicone-nipple-m-2': 'feedingBottleTeat',
  'baby-philips-avent-natural-teat-1m-2': 'feedingBottleTeat',
  'baby-philips-avent-natural-bottle-260ml': 'feedingBottle',
  'baby-pigeon-peristaltic-plus-bottle-240ml': 'feedingBottle',
  // Dabur Lal Tail is an Ayurvedic massage oil sold as a proprietary Ayurvedic medicine.
  'baby-dabur-lal-tail-200ml': 'ayurvedicMedicament',
  'baby-johnsons-baby-powder-200g': 'talcumPowder',
  'baby-himalaya-baby-powder-200g': 'talcumPowder',
  'baby-pampers-premium-care-newborn-24': 'babyDiaper',
  'baby-huggies-wonder-pants-small-42': 'babyDiaper',
  'baby-mamypoko-pants-large-42': 'babyDiaper',
  'baby-pampers-all-round-pants-medium-76': 'babyDiaper',
  'baby-woodwards-gripe-water-130ml': 'medicament',
};

/**
 * The key of a product's GST class: its own override, else its catalogue's class.
 * @param product a catalogue product's id and catalogue, e.g. { id: 'products-dolo-650-tab-15', catalogue: 'products' }.
 * @returns a key of `gstRates`; never fails (every catalogue has a class).
 */
export function gstClassKeyOf(product: { id: string; catalogue: CatalogueId }): GstClassKey {
  // Own properties only, so an id such as 'constructor' cannot reach Object.prototype.
  const own = Object.prototype.hasOwnProperty.call(productGstClasses, product.id);
  return (own ? productGstClasses[product.id] : undefined) ?? catalogueClasses[product.catalogue];
}

/**
 * The GST class of a catalogue product (by id, falling back to its catalogue), for the invoice line
 * (CGST Rules 2017 r. 46: HSN code and rate of tax).
 * @param product a catalogue product's id and catalogue.
 * @returns its HSN code (digits, 4 to 8) and total GST rate in percent (0, 5, 18 or 40; CGST+SGST or IGST).
 *   An unknown id gets its catalogue's class. Whether the rate is confirmed is in hsn-gst-sources.ts `gstClasses[gstClassKeyOf(p)]`.
 */
export function gstClassOf(product: { id: string; catalogue: CatalogueId }): GstClass {
  const { hsn, ratePercent } = gstRates[gstClassKeyOf(product)];
  return { hsn, ratePercent };
}
