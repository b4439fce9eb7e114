import type { Graph, ItemList, Offer, Product as ProductNode } from 'schema-dts';
import { catalogueTitle, productsIn } from '@domain/catalogue/catalogue';
import type { CatalogueId, CategorySlug, Product } from '@domain/catalogue/product-types';
import { CURRENCY } from '@domain/money';
import { absoluteUrl } from '../../content/site-origin';
import { paths } from '../paths';
import { breadcrumbList } from './breadcrumbs';
import { brandReference } from './organization';

/**
 * A price in integer paise as the decimal text schema.org's `price` wants ('.' as the decimal separator, no
 * currency symbol, no thousands separator): 200 → '2.00', 6705 → '67.05'. Integer arithmetic only, so no float
 * rounding can change a price.
 * @param paise a whole, non-negative number of paise (a product's `pricePaise`)
 * @throws RangeError for a negative or fractional amount
 */
export function decimalPrice(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`decimalPrice expects whole, non-negative paise, got ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * One catalogue product as a schema.org `Product` (https://schema.org/Product; Google "Product snippet"
 * structured data: name, image and an `Offer` with price, priceCurrency and availability).
 * @param product the catalogue entry (price in integer paise of `CURRENCY`)
 * @param pageUrl the absolute URL of the listing that offers it (products have no page of their own)
 */
/**
 * A product's schema.org `Offer`: its selling price in rupees (`price`, decimalPrice of its `pricePaise`;
 * `priceCurrency` INR), its MRP as a `priceSpecification` (a `UnitPriceSpecification` with `priceType` ListPrice: the
 * price the selling price is struck against, https://schema.org/PriceTypeEnumeration; Google reads it for strike-through
 * prices), new and in stock, sold by the brand.
 * @param product the catalogue product (prices in integer paise)
 * @param url the absolute URL of the page that offers it
 */
export function offerOf(product: Product, url: string): Offer {
  return {
    '@type': 'Offer',
    price: decimalPrice(product.pricePaise),
    priceCurrency: CURRENCY,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/ListPrice',
      price: decimalPrice(product.mrpPaise),
      priceCurrency: CURRENCY,
      valueAddedTaxIncluded: true,
    },
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    url,
    seller: brandReference,
  };
}

function productNode(product: Product, pageUrl: string): ProductNode {
  return {
    '@type': 'Product',
    name: product.name,
    ...(product.details ? { description: product.details } : {}),
    image: absoluteUrl(product.image),
    sku: product.id,
    category: product.category,
    offers: offerOf(product, pageUrl),
  };
}

/**
 * A catalogue as a schema.org `ItemList` of `Product`s in catalogue order (the listing's "Default sorting"), one
 * `ListItem` per product with its 1-based `position`. The whole catalogue, not one page of it: the listing's
 * canonical URL stands for all its pages.
 */
function productList(catalogue: CatalogueId, name: string, pageUrl: string): ItemList {
  const products = productsIn(catalogue);
  return {
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({ '@type': 'ListItem', position: index + 1, item: productNode(product, pageUrl) })),
  };
}

/**
 * The structured data of a top-level product listing, /products or /nutrition-supplements (docs/architecture/frontend.md):
 * its catalogue as an `ItemList` (named by the catalogue's banner title) of `Product`s, each with an `Offer` (price as decimal text, `CURRENCY`, in stock).
 * @param catalogue 'products' or 'nutrition'
 * @param path the listing's route, e.g. `paths.products`
 */
export function catalogueJsonLd(catalogue: 'products' | 'nutrition', path: string): Graph {
  return { '@context': 'https://schema.org', '@graph': [productList(catalogue, catalogueTitle(catalogue), absoluteUrl(path))] };
}

/**
 * The structured data of a category page /category/{slug} (docs/architecture/frontend.md), as one JSON-LD `@graph`: the category's
 * products as an `ItemList` of `Product`s with offers (left out when the category is empty, e.g. Derma Cosmetics),
 * and a `BreadcrumbList` Home › All Products › the category.
 * @param slug one of the nine category slugs
 */
export function categoryJsonLd(slug: CategorySlug): Graph {
  const name = catalogueTitle(slug);
  const path = paths.category(slug);
  const breadcrumbs = breadcrumbList([
    { name: 'Home', path: paths.home },
    { name: catalogueTitle('products'), path: paths.products },
    { name, path },
  ]);
  const hasProducts = productsIn(slug).length > 0;
  return {
    '@context': 'https://schema.org',
    '@graph': hasProducts ? [productList(slug, name, absoluteUrl(path)), breadcrumbs] : [breadcrumbs],
  };
}
