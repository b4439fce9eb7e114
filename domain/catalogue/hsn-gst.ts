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
 * One table of classes (`gstClasses`), then one mapping: a class per catalogue, overridden per product id where a
 * product differs from its catalogue. A class whose rate could not be checked against a source has
 * `confirmed: false` and a `note` saying what is uncertain: it is our best reading, marked, never a silent guess.
 * The invoice should not be issued on an unconfirmed class without a tax adviser's sign-off.
 *
 * Pure data: no browser-only or Vite-only imports (the invoice handler loads it too).
 */

/** One GST class: the HSN code printed on the invoice and the total GST rate in percent (CGST+SGST or IGST). */
export interface GstClass {
  hsn: string;
  ratePercent: number;
}

/** The total rates the 2025 rate notifications know: nil, 5 % (Sch. I), 18 % (Sch. II), 40 % (Sch. III). */
export type GstRatePercent = 0 | 5 | 18 | 40;

/** One row of the table: a class with what it covers, where its rate comes from and how sure we are of it. */
export interface GstClassRow extends GstClass {
  /** HSN as digits only (4, 6 or 8 of them: heading, sub-heading or tariff item of the Customs Tariff), e.g. '3004'. */
  hsn: string;
  ratePercent: GstRatePercent;
  /** What the class covers, in the tariff's words where we have them. */
  description: string;
  /** The notification, schedule and S. No. the rate comes from ('S.No. not located' where we could not find it). */
  source: string;
  /** True when the rate was checked against the notification or a table of the 2025 rates quoting it. */
  confirmed: boolean;
  /** What is uncertain (required when `confirmed` is false), or a caveat on the classification. */
  note?: string;
}

const NOTIF_9 = 'Notif. 9/2025-CT(R) dt. 17.09.2025';
const NOTIF_10 = 'Notif. 10/2025-CT(R) dt. 17.09.2025';

/** The GST classes the catalogue uses, by a short key. */
export const gstClasses = {
  medicament: {
    hsn: '3004',
    ratePercent: 5,
    description:
      'Medicaments (mixed or unmixed products for therapeutic or prophylactic uses) put up in measured doses or for retail sale, incl. ORS',
    source: `${NOTIF_9}, Sch. I (heading 3004); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (all drugs and medicines of Chapter 30: 12 % → 5 %); the S.No. of the entry was not found in the texts available.',
  },
  ayurvedicMedicament: {
    hsn: '3004',
    ratePercent: 5,
    description: 'Ayurvedic, Unani, Siddha and homoeopathic medicaments, classical or proprietary, put up for retail sale',
    source: `${NOTIF_9}, Sch. I (heading 3004); S.No. not located`,
    confirmed: true,
    note: 'Classical formulations were 5 % already (Notif. 1/2017-CT(R), Sch. I, S.No. 181A); proprietary ones were 12 % and fall in the 5 % medicaments entry since 22.09.2025. Whether a given herbal product is a medicament (licence under the Drugs and Cosmetics Act, 1940) or a food/cosmetic is read from its label.',
  },
  glucosePowder: {
    hsn: '1702',
    ratePercent: 5,
    description: 'Glucose (dextrose) powder, also flavoured, for drinks (Glucon-D)',
    source: `${NOTIF_9}, Sch. I (heading 1702, other sugars incl. glucose) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, S.No. 11). We believe 1702 moved to 5 % on 22.09.2025 but found no text saying so; a flavoured glucose drink powder may also be read as 2106 (compound preparation for drinks).',
  },
  foodPreparation: {
    hsn: '2106',
    ratePercent: 5,
    description:
      'Food preparations not elsewhere specified: protein concentrates, nutritional and health-supplement powders and tablets, preparations for making drinks',
    source: `${NOTIF_9}, Sch. I (heading 2106); S.No. not located`,
    confirmed: true,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, heading 2106); the 56th GST Council moved food preparations not elsewhere specified to 5 %, as industry summaries of its annexure report. The S.No. and any exclusions were not seen in the notification text. Supplements licensed as drugs belong to 3004 (also 5 %).',
  },
  maltFood: {
    hsn: '1901',
    ratePercent: 5,
    description: 'Malt extract and food preparations of malt extract or of milk products (malted milk drinks such as Horlicks)',
    source: `${NOTIF_9}, Sch. I (heading 1901) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, S.No. 13, 1901 other than 1901 20 00). We believe it moved to 5 % on 22.09.2025 but could not confirm it.',
  },
  infantFood: {
    hsn: '190110',
    ratePercent: 5,
    description: 'Preparations for infants or young children put up for retail sale (infant formula, infant cereals)',
    source: `${NOTIF_9}, Sch. I (sub-heading 1901 10) — assumed; S.No. not located`,
    confirmed: false,
    note: 'The 2017 rate lists put milk food for babies at 5 %; we found no 2025 change and no text of the 2025 entry.',
  },
  tea: {
    hsn: '0902',
    ratePercent: 5,
    description: 'Tea, whether or not flavoured (green tea bags)',
    source: `${NOTIF_9}, Sch. I (heading 0902) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Tea was 5 % in 2017 and we know of no change, but did not find the 2025 entry. A tulsi (herbal) infusion may instead be 1211 or 2106.',
  },
  vegetableJuice: {
    hsn: '2009',
    ratePercent: 5,
    description: 'Fruit or vegetable juices, unfermented (aloe vera juice)',
    source: `${NOTIF_9}, Sch. I (heading 2009) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Classification unsure: an aloe vera juice may be a juice of 2009, an Ayurvedic medicament of 3004 (both 5 %), or an "other non-alcoholic beverage" of 2202 99 (40 %). Check the label and ask a tax adviser.',
  },
  caffeinatedBeverage: {
    hsn: '22029990',
    ratePercent: 40,
    description: 'Caffeinated beverages (energy drinks such as Red Bull)',
    source: `${NOTIF_9}, Sch. III (tariff item 2202 99 90, caffeinated beverages); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (28 % + cess → 40 %); the S.No. was not found.',
  },
  otherBeverage: {
    hsn: '22029990',
    ratePercent: 40,
    description: 'Other non-alcoholic beverages (ready-to-drink electrolyte and sports drinks)',
    source: `${NOTIF_9}, Sch. III (2202 91 00, 2202 99 — other non-alcoholic beverages); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 40 %). Classifying electrolyte drinks sold as foods (not as ORS medicaments) here is our reading; fruit-juice based or milk based drinks would be 5 % instead.',
  },
  toiletSoap: {
    hsn: '3401',
    ratePercent: 5,
    description: 'Toilet soap (other than industrial soap) in the form of bars, cakes, moulded pieces or shapes',
    source: `${NOTIF_9}, Sch. I (heading 3401); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  liquidCleanser: {
    hsn: '340130',
    ratePercent: 18,
    description: 'Liquid or cream products for washing the skin (hand wash, body and intimate wash, cleansers)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3401 30) — assumed; S.No. not located`,
    confirmed: false,
    note: 'The 2025 cut to 5 % names only toilet soap in bars, cakes or shapes, so liquids are presumably still 18 %; not confirmed from the schedule.',
  },
  shampoo: {
    hsn: '3305',
    ratePercent: 5,
    description: 'Preparations for use on the hair: shampoo, hair oil',
    source: `${NOTIF_9}, Sch. I (heading 3305); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  toothpaste: {
    hsn: '3306',
    ratePercent: 5,
    description: 'Tooth paste, tooth powder, dental floss',
    source: `${NOTIF_9}, Sch. I (heading 3306); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  mouthwash: {
    hsn: '330690',
    ratePercent: 18,
    description: 'Other preparations for oral or dental hygiene (mouthwash)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3306 90) — assumed; S.No. not located`,
    confirmed: false,
    note: 'The 2025 cut to 5 % names tooth paste, tooth powder and dental floss only; mouthwash is presumably still 18 %, not confirmed.',
  },
  skinCare: {
    hsn: '330499',
    ratePercent: 18,
    description:
      'Beauty or make-up preparations and preparations for the care of the skin (creams, lotions, sunscreens, skin oils), other than medicaments',
    source: `${NOTIF_9}, Sch. II (heading 3304) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Of heading 3304 only talcum and face powder were cut to 5 %; creams, lotions, sunscreens and body oils presumably stay 18 %, not confirmed. A cream licensed as a drug (e.g. a medicated diaper-rash cream) would be 3004 at 5 %.',
  },
  talcumPowder: {
    hsn: '330491',
    ratePercent: 5,
    description: 'Talcum powder, face powder (baby powder)',
    source: `${NOTIF_9}, Sch. I (3304, talcum powder, face powder); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  disinfectant: {
    hsn: '380894',
    ratePercent: 18,
    description: 'Disinfectants put up for retail sale (antiseptic liquid, hand sanitizer)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3808 94) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, S.No. 87), as advance rulings on hand sanitizers and the Finance Ministry press note of 15.07.2020 state; no 2025 change found, so presumably Sch. II; not confirmed from the schedule.',
  },
  wetWipes: {
    hsn: '330790',
    ratePercent: 18,
    description: 'Wet wipes impregnated with cleansing or cosmetic preparations (baby wipes, intimate wipes)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3307 90) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Classification unsure (3307 90, 3401 11 or 5603 are all used for wipes) and the rate is not confirmed.',
  },
  babyDiaper: {
    hsn: '9619',
    ratePercent: 5,
    description: 'Napkins and napkin liners for babies (diapers, diaper pants), clinical diapers',
    source: `${NOTIF_9}, Sch. I (9619 00 30, 9619 00 40, 9619 00 90); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (12 % → 5 %).',
  },
  sanitaryPad: {
    hsn: '9619',
    ratePercent: 0,
    description: 'Sanitary towels (pads) or sanitary napkins; tampons',
    source: `${NOTIF_10} (exemption, heading 9619); S.No. not located`,
    confirmed: true,
    note: 'Exempt since 27.07.2018 and still 0 % after 22.09.2025 per the 2025 rate tables; the S.No. of the 10/2025 entry was not found. Panty liners are taken as sanitary pads here.',
  },
  menstrualCup: {
    hsn: '9619',
    ratePercent: 0,
    description: 'Reusable menstrual cup',
    source: `${NOTIF_10} (exemption, heading 9619) — assumed; S.No. not located`,
    confirmed: false,
    note: 'One secondary table lists menstrual cups as exempt, but the exemption names sanitary towels, napkins and tampons; a silicone cup may instead fall under 3924 or 4014 (5 % or 18 %). Ask a tax adviser.',
  },
  feedingBottle: {
    hsn: '3926',
    ratePercent: 5,
    description: 'Feeding bottles',
    source: `${NOTIF_9}, Sch. I (heading 3926 as the entry writes it; plastic feeding bottles are 3924 in the tariff); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (12 % → 5 %).',
  },
  feedingBottleTeat: {
    hsn: '4014',
    ratePercent: 5,
    description: 'Nipples (teats) of feeding bottles',
    source: `${NOTIF_9}, Sch. I (heading 4014); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (12 % → 5 %).',
  },
  medicalInstrument: {
    hsn: '9018',
    ratePercent: 5,
    description:
      'Instruments and appliances used in medical sciences, incl. electro-medical apparatus (BP monitors, pulse oximeters, glucometers)',
    source: `${NOTIF_9}, Sch. I (heading 9018); S.No. not located`,
    confirmed: true,
    note: 'Was 12 % (Notif. 1/2017-CT(R), Sch. II, S.No. 218); medical apparatus and devices and glucometers moved to 5 % on 22.09.2025 per the published summaries of the 56th Council decisions; the S.No. was not found. Glucometers are 9018 19 90 (Customs AAR Mumbai, Roche Diabetes Care India, 02.01.2025).',
  },
  respirationApparatus: {
    hsn: '9019',
    ratePercent: 5,
    description: 'Aerosol therapy and other therapeutic respiration apparatus (compressor nebulisers)',
    source: `${NOTIF_9}, Sch. I (heading 9019) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 12 %. Summaries of the 2025 changes say medical apparatus and devices moved to 5 % but none names heading 9019; not confirmed.',
  },
  clinicalThermometer: {
    hsn: '9025',
    ratePercent: 5,
    description: 'Thermometers for medical use (digital and infrared clinical thermometers)',
    source: `${NOTIF_9}, Sch. I (heading 9025, for medical use) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Believed 5 % since 22.09.2025 (was 18 %); the summaries we found mention thermometers without a rate we could read. Not confirmed.',
  },
  diagnosticReagent: {
    hsn: '3822',
    ratePercent: 5,
    description: 'Diagnostic reagents on a backing (blood-glucose test strips)',
    source: `${NOTIF_9}, Sch. I (heading 3822); S.No. not located`,
    confirmed: true,
    note: 'Diagnostic kits and reagents and glucometer test strips: 12 % → 5 % on 22.09.2025 per the published summaries of the 56th Council decisions; the S.No. was not found.',
  },
  weighingScale: {
    hsn: '842310',
    ratePercent: 18,
    description: 'Personal weighing machines, incl. baby scales; household scales',
    source: `${NOTIF_9}, Sch. II (sub-heading 8423 10) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % in 2017; secondary sources disagree about 2025 (one says 12 %, a rate that no longer exists). Not confirmed.',
  },
  giftPack: {
    hsn: '330499',
    ratePercent: 18,
    description: 'Gift packs of baby-care items (soap, powder, lotion, oil, shampoo) sold for one price',
    source: 'CGST Act 2017 s. 8(b) (mixed supply: taxed as the item with the highest rate), here a lotion or oil of 3304 at 18 %',
    confirmed: false,
    note: 'Depends on the pack contents and on the 3304 rate, itself unconfirmed (see skinCare).',
  },
} as const satisfies Record<string, GstClassRow>;

/** The key of a row of `gstClasses`. */
export type GstClassKey = keyof typeof gstClasses;

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
 * The key of a product's row in `gstClasses`: its own override, else its catalogue's class.
 * @param product a catalogue product's id and catalogue, e.g. { id: 'products-dolo-650-tab-15', catalogue: 'products' }.
 * @returns a key of `gstClasses`; never fails (every catalogue has a class).
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
 *   An unknown id gets its catalogue's class. Whether the rate is confirmed is in `gstClasses[gstClassKeyOf(p)]`.
 */
export function gstClassOf(product: { id: string; catalogue: CatalogueId }): GstClass {
  const row = gstClasses[gstClassKeyOf(product)];
  return { hsn: row.hsn, ratePercent: row.ratePercent };
}
