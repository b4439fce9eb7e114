import type { Ingredient } from './composition';

/**
 * Active ingredients' names in Devanagari, by INN as written in composition.ts (lower case), spelt as Indian
 * pharmacists and Hindi drug labels write them (पैरासिटामोल, पैंटोप्राज़ोल). Pure data, no React or Lingui: the product
 * page, its structured data and the search by ingredient all read it. Every ingredient of `compositions` must be here
 * (tests/unit/composition-data.test.ts).
 */
export const ingredientNamesHi: Readonly<Record<string, string>> = {
  ambroxol: 'एम्ब्रोक्सोल',
  amlodipine: 'एम्लोडिपिन',
  amoxicillin: 'एमोक्सिसिलिन',
  'ascorbic acid': 'एस्कॉर्बिक एसिड',
  aspirin: 'एस्पिरिन',
  atorvastatin: 'एटोर्वास्टेटिन',
  azithromycin: 'एज़िथ्रोमाइसिन',
  caffeine: 'कैफ़ीन',
  cefixime: 'सेफ़िक्सिम',
  cetirizine: 'सेटिरिज़िन',
  cholecalciferol: 'कोलेकैल्सिफ़ेरॉल',
  'clavulanic acid': 'क्लैवुलैनिक एसिड',
  'diclofenac diethylamine': 'डाइक्लोफ़ेनाक डाइएथिलअमीन',
  domperidone: 'डोम्पेरिडोन',
  glimepiride: 'ग्लिमेपिराइड',
  glucose: 'ग्लूकोज़',
  guaifenesin: 'ग्वाइफ़ेनेसिन',
  ibuprofen: 'आइबुप्रोफ़ेन',
  levocetirizine: 'लेवोसेटिरिज़िन',
  levosalbutamol: 'लेवोसाल्बुटामोल',
  levothyroxine: 'लेवोथायरॉक्सिन',
  'linseed oil': 'अलसी का तेल',
  menthol: 'मेंथॉल',
  metformin: 'मेटफ़ॉर्मिन',
  'methyl salicylate': 'मिथाइल सैलिसिलेट',
  montelukast: 'मोंटेलुकास्ट',
  omeprazole: 'ओमेप्राज़ोल',
  pantoprazole: 'पैंटोप्राज़ोल',
  paracetamol: 'पैरासिटामोल',
  'potassium chloride': 'पोटैशियम क्लोराइड',
  propyphenazone: 'प्रोपीफ़ेनाज़ोन',
  rosuvastatin: 'रोसुवास्टेटिन',
  'sodium chloride': 'सोडियम क्लोराइड',
  'sodium citrate': 'सोडियम साइट्रेट',
  telmisartan: 'टेल्मिसार्टन',
  'tocopheryl acetate': 'टोकोफ़ेरिल एसीटेट',
  vildagliptin: 'विल्डाग्लिप्टिन',
};

/**
 * An ingredient's English name: the INN with its first letter capitalised ('clavulanic acid' → 'Clavulanic acid'),
 * as printed on Indian packs.
 */
function englishName(name: string): string {
  return name.charAt(0).toLocaleUpperCase('en') + name.slice(1);
}

/**
 * An ingredient's name in the page's language (Devanagari in Hindi, falling back to English when the table lacks it).
 * @param name the INN in lower case, e.g. 'paracetamol'
 * @param locale the page language
 */
export function ingredientName(name: string, locale: 'en' | 'hi'): string {
  return (locale === 'hi' ? ingredientNamesHi[name] : undefined) ?? englishName(name);
}

/**
 * An ingredient and its strength as shown on a product page: 'Paracetamol 650 mg' in English, 'पैरासिटामोल 650 mg' in
 * Hindi. Strength and unit stay as printed on the pack (Latin digits; '%' without a space: 'Menthol 5%').
 * @param ingredient an entry of Composition.ingredients
 * @param locale the page language
 */
export function ingredientLabel(ingredient: Ingredient, locale: 'en' | 'hi'): string {
  const gap = ingredient.unit === '%' ? '' : ' ';
  return `${ingredientName(ingredient.name, locale)} ${ingredient.strength}${gap}${ingredient.unit}`;
}
