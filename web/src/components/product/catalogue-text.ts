import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { CatalogueId } from '@domain/catalogue/product-types';

/**
 * The catalogue's words in the page's language. The catalogue data (domain/catalogue/products.ts) is English only and
 * shared with the Lambda handlers, which have no Lingui macros, so its texts are translated here, where they are
 * shown. English pages keep showing the data's own strings (the spec's texts); these messages are what a Hindi page
 * shows instead. Pack details are two ICU `select` messages (the forms and the packs), whose English is the text as
 * written and whose Hindi holds the table, so the English catalog every page loads grows by two short entries.
 */

/** The banner heading of each catalogue, as a message (English source: catalogueTitles of products.ts). */
const categoryTitles: Readonly<Record<CatalogueId, MessageDescriptor>> = {
  products: msg`All Products`,
  // A context of its own: the checkout's "Prescription" (the document, पर्चा) is another word in Hindi.
  prescription: msg({ context: 'catalogue title', message: 'Prescription' }),
  'derma-cosmetics': msg`Derma Cosmetics`,
  'feminine-care': msg`Feminine Care`,
  'baby-care': msg`Baby Care`,
  'health-supplements': msg`Health Supplements`,
  'healthcare-devices': msg`Healthcare Devices`,
  'herbal-preparations': msg`Herbal Preparations`,
  'personal-care': msg`Personal Care`,
  'energy-drinks': msg`Energy Drinks`,
  nutrition: msg`Nutrition Supplements`,
};

/**
 * A catalogue's title as a message, for the listing banners, the footer's category links and the Hindi search.
 * @param slug a category slug or 'products' / 'nutrition'
 * @returns its descriptor; `i18n._()` of it reads 'Baby Care' on an English page, 'बेबी केयर' on a Hindi one
 */
export function categoryTitleMessage(slug: CatalogueId): MessageDescriptor {
  return categoryTitles[slug];
}

/**
 * The form of a product ('Tab', 'Cap', 'Syrup'… after 'Form-' in its details) as a message. Its English is the form as
 * written (English pages never show it: they show the details unchanged); the Hindi catalog selects the Hindi word by
 * the form's key. ICU select keys have no spaces, so 'Effervescent Tab' is selected as 'Effervescent_Tab'.
 */
function formMessage(written: string): MessageDescriptor {
  const form = written.replace(/\s+/g, '_');
  return msg({
    comment:
      'A product form. Select over {form}: Tab, Cap, Effervescent_Tab, Syrup, Drops, Liquid, Juice, Oil, Gel, Cream, Lotion, Paste, Powder, Sachet, Cereal, Tea, Can, Bottle, Soap, Shampoo, Wipes, Diaper, Nipple, Strips, Kit, Device; other: {written} as printed.',
    message: `${select(form, { other: written })}`,
  });
}

/** The amount in a pack's text: a number with the unit printed on it, if any ('15', '200ml', '21.8g', '400gm', '1kg'). */
const AMOUNT = /\d[\d.]*(?:ml|gm|g|kg)?/;

/**
 * The pack of a product (the details after the form: 'strip of 15', 'bottle of 200ml', 'gift box') as a message, with
 * the form already translated. Its English is the pack as written; the Hindi catalog selects the Hindi pack by the
 * pack's key: its text with the amount as N, non-letters as '_' ('strip of 15' → 'strip_of_N', '350ml' → 'N').
 * @param rest the details after 'Form-<form>, '
 * @param form the form in the page's language
 */
function packMessage(rest: string, form: string): MessageDescriptor {
  const amount = AMOUNT.exec(rest)?.[0] ?? '';
  const pack = rest.replace(AMOUNT, 'N').replace(/\W+/g, '_');
  const descriptor = msg({
    comment:
      "A product's form ({form}) and pack. Select over {pack}: strip_of_N, bottle_of_N, bottle_of_N_litre, box_of_N, box_of_N_bags, pack_of_N, bar_of_N, tin_of_N, tube_of_N, jar_of_N, kit_with_N_strips, N_unit, N, gift_box, with_mask_set, non_contact, upper_arm, glass_platform; {amount} is the number with its unit (15, 200ml).",
    message: `${select(pack, { other: `${form}, ${rest}` })}`,
  });
  // The amount is not part of the English text (the pack as written), so the macro leaves it out of the values.
  return { ...descriptor, values: { ...descriptor.values, amount } };
}

/** The translate function of the caller: Lingui's `i18n._` (bound) or `useLingui().i18n._`. */
type Translate = (descriptor: MessageDescriptor) => string;

/**
 * A product's details in the page's language. English pages show the catalogue's own text unchanged (the spec's
 * 'Form-Tab, strip of 15'); a Hindi page shows it rebuilt from the form and pack messages ('टैबलेट, 15 की पट्टी').
 * Details of another shape (no 'Form-<form>, ' in front) are shown as written.
 * @param details the product's `details`
 * @param hindi true on a Hindi page
 * @param translate `i18n._` of the active locale
 */
export function productDetailsText(details: string, hindi: boolean, translate: Translate): string {
  const match = /^Form-([^,]+),\s*(.+)$/.exec(details);
  if (!hindi || !match) return details;
  return translate(packMessage(match[2]!, translate(formMessage(match[1]!))));
}
