import { gstRates, type GstClass, type GstClassKey, type GstRatePercent } from './hsn-gst';

/**
 * Where each GST class of domain/catalogue/hsn-gst.ts comes from: what it covers, the notification, schedule and S. No.
 * its rate is read from, and how sure we are of it (Central Goods and Services Tax Rules, 2017, rule 46 needs the HSN
 * code and rate on every invoice line; the rates are those in force since 22 September 2025, Notification No.
 * 9/2025-Central Tax (Rate) and, for nil-rated goods, No. 10/2025-Central Tax (Rate), both dated 17.09.2025).
 * Kept apart from the rates themselves so the shop's pages, which need only each product's HSN and rate to show the
 * GST included in a price, never download these texts; the invoice, the tests and the docs read them here.
 * A class whose rate could not be checked against a source has `confirmed: false` and a `note` saying what is
 * uncertain: our best reading, marked, never a silent guess. The invoice should not be issued on an unconfirmed class
 * without a tax adviser's sign-off.
 */

/** What a class covers, where its rate comes from and how sure we are of it. */
export interface GstClassSource {
  /** What the class covers, in the tariff's words where we have them. */
  description: string;
  /** The notification, schedule and S. No. the rate comes from ('S.No. not located' where we could not find it). */
  source: string;
  /** True when the rate was checked against the notification or a table of the 2025 rates quoting it. */
  confirmed: boolean;
  /** What is uncertain (required when `confirmed` is false), or a caveat on the classification. */
  note?: string;
}

/** One row of the table: a class's HSN and rate (hsn-gst.ts `gstRates`) with its source. */
export interface GstClassRow extends GstClass, GstClassSource {
  ratePercent: GstRatePercent;
}

const NOTIF_9 = 'Notif. 9/2025-CT(R) dt. 17.09.2025';
const NOTIF_10 = 'Notif. 10/2025-CT(R) dt. 17.09.2025';

/** The source of each GST class, by its key. */
const gstClassSources = {
  medicament: {
    description:
      'Medicaments (mixed or unmixed products for therapeutic or prophylactic uses) put up in measured doses or for retail sale, incl. ORS',
    source: `${NOTIF_9}, Sch. I (heading 3004); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (all drugs and medicines of Chapter 30: 12 % → 5 %); the S.No. of the entry was not found in the texts available.',
  },
  ayurvedicMedicament: {
    description: 'Ayurvedic, Unani, Siddha and homoeopathic medicaments, classical or proprietary, put up for retail sale',
    source: `${NOTIF_9}, Sch. I (heading 3004); S.No. not located`,
    confirmed: true,
    note: 'Classical formulations were 5 % already (Notif. 1/2017-CT(R), Sch. I, S.No. 181A); proprietary ones were 12 % and fall in the 5 % medicaments entry since 22.09.2025. Whether a given herbal product is a medicament (licence under the Drugs and Cosmetics Act, 1940) or a food/cosmetic is read from its label.',
  },
  glucosePowder: {
    description: 'Glucose (dextrose) powder, also flavoured, for drinks (Glucon-D)',
    source: `${NOTIF_9}, Sch. I (heading 1702, other sugars incl. glucose) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, S.No. 11). We believe 1702 moved to 5 % on 22.09.2025 but found no text saying so; a flavoured glucose drink powder may also be read as 2106 (compound preparation for drinks).',
  },
  foodPreparation: {
    description:
      'Food preparations not elsewhere specified: protein concentrates, nutritional and health-supplement powders and tablets, preparations for making drinks',
    source: `${NOTIF_9}, Sch. I (heading 2106); S.No. not located`,
    confirmed: true,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, heading 2106); the 56th GST Council moved food preparations not elsewhere specified to 5 %, as industry summaries of its annexure report. The S.No. and any exclusions were not seen in the notification text. Supplements licensed as drugs belong to 3004 (also 5 %).',
  },
  maltFood: {
    description: 'Malt extract and food preparations of malt extract or of milk products (malted milk drinks such as Horlicks)',
    source: `${NOTIF_9}, Sch. I (heading 1901) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, S.No. 13, 1901 other than 1901 20 00). We believe it moved to 5 % on 22.09.2025 but could not confirm it.',
  },
  infantFood: {
    description: 'Preparations for infants or young children put up for retail sale (infant formula, infant cereals)',
    source: `${NOTIF_9}, Sch. I (sub-heading 1901 10) — assumed; S.No. not located`,
    confirmed: false,
    note: 'The 2017 rate lists put milk food for babies at 5 %; we found no 2025 change and no text of the 2025 entry.',
  },
  tea: {
    description: 'Tea, whether or not flavoured (green tea bags)',
    source: `${NOTIF_9}, Sch. I (heading 0902) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Tea was 5 % in 2017 and we know of no change, but did not find the 2025 entry. A tulsi (herbal) infusion may instead be 1211 or 2106.',
  },
  vegetableJuice: {
    description: 'Fruit or vegetable juices, unfermented (aloe vera juice)',
    source: `${NOTIF_9}, Sch. I (heading 2009) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Classification unsure: an aloe vera juice may be a juice of 2009, an Ayurvedic medicament of 3004 (both 5 %), or an "other non-alcoholic beverage" of 2202 99 (40 %). Check the label and ask a tax adviser.',
  },
  caffeinatedBeverage: {
    description: 'Caffeinated beverages (energy drinks such as Red Bull)',
    source: `${NOTIF_9}, Sch. III (tariff item 2202 99 90, caffeinated beverages); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (28 % + cess → 40 %); the S.No. was not found.',
  },
  otherBeverage: {
    description: 'Other non-alcoholic beverages (ready-to-drink electrolyte and sports drinks)',
    source: `${NOTIF_9}, Sch. III (2202 91 00, 2202 99 — other non-alcoholic beverages); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 40 %). Classifying electrolyte drinks sold as foods (not as ORS medicaments) here is our reading; fruit-juice based or milk based drinks would be 5 % instead.',
  },
  toiletSoap: {
    description: 'Toilet soap (other than industrial soap) in the form of bars, cakes, moulded pieces or shapes',
    source: `${NOTIF_9}, Sch. I (heading 3401); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  liquidCleanser: {
    description: 'Liquid or cream products for washing the skin (hand wash, body and intimate wash, cleansers)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3401 30) — assumed; S.No. not located`,
    confirmed: false,
    note: 'The 2025 cut to 5 % names only toilet soap in bars, cakes or shapes, so liquids are presumably still 18 %; not confirmed from the schedule.',
  },
  shampoo: {
    description: 'Preparations for use on the hair: shampoo, hair oil',
    source: `${NOTIF_9}, Sch. I (heading 3305); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  toothpaste: {
    description: 'Tooth paste, tooth powder, dental floss',
    source: `${NOTIF_9}, Sch. I (heading 3306); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  mouthwash: {
    description: 'Other preparations for oral or dental hygiene (mouthwash)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3306 90) — assumed; S.No. not located`,
    confirmed: false,
    note: 'The 2025 cut to 5 % names tooth paste, tooth powder and dental floss only; mouthwash is presumably still 18 %, not confirmed.',
  },
  skinCare: {
    description:
      'Beauty or make-up preparations and preparations for the care of the skin (creams, lotions, sunscreens, skin oils), other than medicaments',
    source: `${NOTIF_9}, Sch. II (heading 3304) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Of heading 3304 only talcum and face powder were cut to 5 %; creams, lotions, sunscreens and body oils presumably stay 18 %, not confirmed. A cream licensed as a drug (e.g. a medicated diaper-rash cream) would be 3004 at 5 %.',
  },
  talcumPowder: {
    description: 'Talcum powder, face powder (baby powder)',
    source: `${NOTIF_9}, Sch. I (3304, talcum powder, face powder); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (18 % → 5 %).',
  },
  disinfectant: {
    description: 'Disinfectants put up for retail sale (antiseptic liquid, hand sanitizer)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3808 94) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % (Notif. 1/2017-CT(R), Sch. III, S.No. 87), as advance rulings on hand sanitizers and the Finance Ministry press note of 15.07.2020 state; no 2025 change found, so presumably Sch. II; not confirmed from the schedule.',
  },
  wetWipes: {
    description: 'Wet wipes impregnated with cleansing or cosmetic preparations (baby wipes, intimate wipes)',
    source: `${NOTIF_9}, Sch. II (sub-heading 3307 90) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Classification unsure (3307 90, 3401 11 or 5603 are all used for wipes) and the rate is not confirmed.',
  },
  babyDiaper: {
    description: 'Napkins and napkin liners for babies (diapers, diaper pants), clinical diapers',
    source: `${NOTIF_9}, Sch. I (9619 00 30, 9619 00 40, 9619 00 90); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (12 % → 5 %).',
  },
  sanitaryPad: {
    description: 'Sanitary towels (pads) or sanitary napkins; tampons',
    source: `${NOTIF_10} (exemption, heading 9619); S.No. not located`,
    confirmed: true,
    note: 'Exempt since 27.07.2018 and still 0 % after 22.09.2025 per the 2025 rate tables; the S.No. of the 10/2025 entry was not found. Panty liners are taken as sanitary pads here.',
  },
  menstrualCup: {
    description: 'Reusable menstrual cup',
    source: `${NOTIF_10} (exemption, heading 9619) — assumed; S.No. not located`,
    confirmed: false,
    note: 'One secondary table lists menstrual cups as exempt, but the exemption names sanitary towels, napkins and tampons; a silicone cup may instead fall under 3924 or 4014 (5 % or 18 %). Ask a tax adviser.',
  },
  feedingBottle: {
    description: 'Feeding bottles',
    source: `${NOTIF_9}, Sch. I (heading 3926 as the entry writes it; plastic feeding bottles are 3924 in the tariff); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (12 % → 5 %).',
  },
  feedingBottleTeat: {
    description: 'Nipples (teats) of feeding bottles',
    source: `${NOTIF_9}, Sch. I (heading 4014); S.No. not located`,
    confirmed: true,
    note: 'Rate confirmed by the 2025 rate tables (12 % → 5 %).',
  },
  medicalInstrument: {
    description:
      'Instruments and appliances used in medical sciences, incl. electro-medical apparatus (BP monitors, pulse oximeters, glucometers)',
    source: `${NOTIF_9}, Sch. I (heading 9018); S.No. not located`,
    confirmed: true,
    note: 'Was 12 % (Notif. 1/2017-CT(R), Sch. II, S.No. 218); medical apparatus and devices and glucometers moved to 5 % on 22.09.2025 per the published summaries of the 56th Council decisions; the S.No. was not found. Glucometers are 9018 19 90 (Customs AAR Mumbai, Roche Diabetes Care India, 02.01.2025).',
  },
  respirationApparatus: {
    description: 'Aerosol therapy and other therapeutic respiration apparatus (compressor nebulisers)',
    source: `${NOTIF_9}, Sch. I (heading 9019) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 12 %. Summaries of the 2025 changes say medical apparatus and devices moved to 5 % but none names heading 9019; not confirmed.',
  },
  clinicalThermometer: {
    description: 'Thermometers for medical use (digital and infrared clinical thermometers)',
    source: `${NOTIF_9}, Sch. I (heading 9025, for medical use) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Believed 5 % since 22.09.2025 (was 18 %); the summaries we found mention thermometers without a rate we could read. Not confirmed.',
  },
  diagnosticReagent: {
    description: 'Diagnostic reagents on a backing (blood-glucose test strips)',
    source: `${NOTIF_9}, Sch. I (heading 3822); S.No. not located`,
    confirmed: true,
    note: 'Diagnostic kits and reagents and glucometer test strips: 12 % → 5 % on 22.09.2025 per the published summaries of the 56th Council decisions; the S.No. was not found.',
  },
  weighingScale: {
    description: 'Personal weighing machines, incl. baby scales; household scales',
    source: `${NOTIF_9}, Sch. II (sub-heading 8423 10) — assumed; S.No. not located`,
    confirmed: false,
    note: 'Was 18 % in 2017; secondary sources disagree about 2025 (one says 12 %, a rate that no longer exists). Not confirmed.',
  },
  giftPack: {
    description: 'Gift packs of baby-care items (soap, powder, lotion, oil, shampoo) sold for one price',
    source: 'CGST Act 2017 s. 8(b) (mixed supply: taxed as the item with the highest rate), here a lotion or oil of 3304 at 18 %',
    confirmed: false,
    note: 'Depends on the pack contents and on the 3304 rate, itself unconfirmed (see skinCare).',
  },
} as const satisfies Record<GstClassKey, GstClassSource>;

/** The GST classes the catalogue uses, by key: each class's HSN and rate with its source. */
export const gstClasses: Readonly<Record<GstClassKey, GstClassRow>> = Object.fromEntries(
  Object.entries(gstRates).map(([key, rate]) => [key, { ...rate, ...gstClassSources[key as GstClassKey] }]),
) as Record<GstClassKey, GstClassRow>;
