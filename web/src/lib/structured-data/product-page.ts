import type { MessageDescriptor } from '@lingui/core';
import type { Graph } from 'schema-dts';
import { htmlLang, localizedPath } from '@contracts/locale';
import { compositionOf } from '@domain/catalogue/composition';
import { ingredientLabel } from '@domain/catalogue/ingredient-names';
import type { Product } from '@domain/catalogue/product-types';
import { activeLocale } from '../../i18n/catalogs';
import { categoryTitleMessage } from '../../components/product/catalogue-text';
import { absoluteUrl } from '../../content/site-origin';
import { paths } from '../paths';
import { breadcrumbList, type Crumb } from './breadcrumbs';
import { offerOf } from './products';

/**
 * The listing a product is shown on, the middle step of its breadcrumb trail: /products for the medicines list,
 * /nutrition-supplements for the nutrition items, /category/<slug> for a category's products.
 * @param product a catalogue product
 * @returns the listing's title (a message, shown in the page's language) and its English path
 */
export function productListing(product: Product): { title: MessageDescriptor; path: string } {
  const { catalogue } = product;
  const path =
    catalogue === 'products' ? paths.products : catalogue === 'nutrition' ? paths.nutritionSupplements : paths.category(catalogue);
  return { title: categoryTitleMessage(catalogue), path };
}

/** What the product page shows in its own language, for its structured data. */
interface ProductPageText {
  /** The pack in the page's language ('Form-Tab, strip of 15' / 'टैबलेट, 15 की पट्टी'), if the product has one. */
  details?: string;
  /** The composition's dosage form in the page's language ('Tablet' / 'टैबलेट'), for a medicine of known composition. */
  dosageForm?: string;
  /**
   * The page's breadcrumb trail as it shows it: Home › the product's listing (productListing) › the product, with
   * names in the page's language and English paths ('/products'; the Hindi page's /hi addresses are made here).
   */
  breadcrumbs: readonly Crumb[];
}

/**
 * The structured data of a product page /product/<id> (docs/architecture/frontend.md), as one JSON-LD `@graph`:
 * - a schema.org `Product` (Google "Product snippet": name, image, sku and an `Offer` with the price as decimal text in
 *   `CURRENCY`, availability InStock and the page's URL); for a medicine of known composition it is also a `Drug`
 *   (https://schema.org/Drug, `@type: ['Product', 'Drug']`) with `activeIngredient` (the ingredients' labels,
 *   comma-separated, e.g. 'Paracetamol 650 mg'), `prescriptionStatus` (PrescriptionOnly or OTC, from
 *   `requiresPrescription`), `dosageForm` and the manufacturer where known;
 * - an `ItemPage` (the page itself: its URL, `inLanguage` and the product as `mainEntity`; `inLanguage` belongs to a
 *   creative work such as a page, not to a product);
 * - a `BreadcrumbList` Home › the product's listing › the product.
 * In the page's language: a Hindi page names its /hi addresses, `inLanguage: 'hi'` and Hindi names. Built at build
 * time only (the JsonLd component), so none of it reaches the browser.
 * @param product the page's product
 * @param text the pack, dosage form and breadcrumb trail as the page shows them
 */
export function productJsonLd(product: Product, text: ProductPageText): Graph {
  const locale = activeLocale();
  const url = absoluteUrl(localizedPath(paths.product(product.id), locale));
  const composition = compositionOf(product.id);
  const drug = composition && {
    activeIngredient: composition.ingredients.map((ingredient) => ingredientLabel(ingredient, locale)).join(', '),
    prescriptionStatus: product.requiresPrescription ? 'https://schema.org/PrescriptionOnly' : 'https://schema.org/OTC',
    ...(text.dosageForm ? { dosageForm: text.dosageForm } : {}),
    ...(composition.manufacturer ? { manufacturer: { '@type': 'Organization', name: composition.manufacturer } } : {}),
  };
  const productNode = {
    '@type': drug ? ['Product', 'Drug'] : 'Product',
    '@id': `${url}#product`,
    name: product.name,
    ...(text.details ? { description: text.details } : {}),
    image: absoluteUrl(product.image),
    sku: product.id,
    category: product.category,
    url,
    ...drug,
    offers: offerOf(product, url),
  };
  const pageNode = {
    '@type': 'ItemPage',
    '@id': `${url}#page`,
    url,
    name: product.name,
    inLanguage: htmlLang[locale],
    mainEntity: { '@id': `${url}#product` },
  };
  return {
    '@context': 'https://schema.org',
    // schema-dts types one `@type` per node; a node of two types (Product and Drug) is valid JSON-LD all the same.
    '@graph': [
      productNode as unknown as Graph['@graph'][number],
      pageNode as Graph['@graph'][number],
      breadcrumbList(text.breadcrumbs.map((crumb) => ({ name: crumb.name, path: localizedPath(crumb.path, locale) }))),
    ],
  };
}
