/**
 * The JSON-LD of the storefront (docs/architecture/frontend.md), checked at run time against what schema.org and Google's
 * structured-data guidelines require of each type we use (the schema-dts types check the shapes at compile time):
 * Pharmacy/Organization for the brand, Pharmacy per store, Product with Offer on the listings, Article, FAQPage,
 * BreadcrumbList. The pages' own <script> blocks are read from server-rendered HTML (react-dom/server, as the
 * prerender step renders them), so what is checked is what search engines get.
 */
import { describe, expect, it } from 'vitest';
import { articleSlugs } from '@contracts/articles';
import { catalogueTitle, categorySlugs, productById, productsIn } from '@domain/catalogue/catalogue';
import { CURRENCY } from '@domain/money';
import { renderPage } from '../../web/prerender/render-page';
import { serializeJsonLd } from '../../web/src/components/JsonLd';
import { articleCards } from '../../web/src/content/articles/index';
import { faq } from '../../web/src/content/faq';
import { site } from '../../web/src/content/site';
import { SITE_ORIGIN } from '../../web/src/content/site-origin';
import { stores } from '../../web/src/content/stores';
import { isIsoDate } from '../../web/src/lib/dates';
import { postalAddress } from '../../web/src/lib/structured-data/postal-address';
import { decimalPrice } from '../../web/src/lib/structured-data/products';
import { englishText } from '../support/english-text';

type Node = Record<string, any>;

/** An absolute https URL on the production origin. */
function expectSiteUrl(value: unknown, where: string): void {
  expect(typeof value, where).toBe('string');
  expect((value as string).startsWith(`${SITE_ORIGIN}/`), `${where}: ${String(value)}`).toBe(true);
  expect(() => new URL(value as string), where).not.toThrow();
}

/** A non-empty string property. */
function expectText(node: Node, key: string, where: string): void {
  expect(typeof node[key], `${where}.${key}`).toBe('string');
  expect((node[key] as string).trim().length, `${where}.${key}`).toBeGreaterThan(0);
}

/** An E.164 Indian phone number (+91 and 10 digits). */
function expectIndianPhone(value: unknown, where: string): void {
  expect(value, where).toMatch(/^\+91\d{10}$/);
}

/** PostalAddress: street, locality, region, a 6-digit PIN and the ISO country code (Google "Local business"). */
function checkPostalAddress(address: Node, where: string): void {
  expect(address['@type'], where).toBe('PostalAddress');
  for (const key of ['streetAddress', 'addressLocality', 'addressRegion']) expectText(address, key, where);
  expect(address.postalCode, where).toMatch(/^\d{6}$/);
  expect(address.addressCountry, where).toBe('IN');
}

/** The brand: a Pharmacy (an Organization) with name, url, logo, address, phone, e-mail and a contact point. */
function checkBrand(node: Node): void {
  expect(node['@context']).toBe('https://schema.org');
  expect(node['@type']).toBe('Pharmacy');
  expectSiteUrl(node['@id'], 'brand @id');
  expect(node.name).toBe(`${site.brand} Pharmacy`);
  expect(node.url).toBe(`${SITE_ORIGIN}/`);
  expectSiteUrl(node.logo, 'brand logo');
  checkPostalAddress(node.address, 'brand address');
  expectIndianPhone(node.telephone, 'brand telephone');
  expect(node.email).toBe(site.email);
  expect(node.contactPoint['@type']).toBe('ContactPoint');
  expectText(node.contactPoint, 'contactType', 'brand contactPoint');
  expectIndianPhone(node.contactPoint.telephone, 'brand contactPoint telephone');
  expectText(node.areaServed, 'name', 'brand areaServed');
}

/** A store: a Pharmacy with name, address, telephone and opening hours for each day (Google "Local business"). */
function checkStore(node: Node, brandId: string): void {
  const where = `store ${node.name}`;
  expect(node['@type'], where).toBe('Pharmacy');
  expectSiteUrl(node['@id'], `${where} @id`);
  expectText(node, 'name', where);
  checkPostalAddress(node.address, where);
  expectIndianPhone(node.telephone, `${where} telephone`);
  const hours: Node[] = [node.openingHoursSpecification].flat();
  expect(hours.length, where).toBeGreaterThan(0);
  const days = new Set<string>();
  for (const spec of hours) {
    expect(spec['@type'], where).toBe('OpeningHoursSpecification');
    expect(spec.opens, where).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(spec.closes, where).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    for (const day of [spec.dayOfWeek].flat()) days.add(day);
  }
  expect([...days].sort(), where).toEqual(['Friday', 'Monday', 'Saturday', 'Sunday', 'Thursday', 'Tuesday', 'Wednesday']);
  expect(node.parentOrganization['@id'], where).toBe(brandId);
}

/** A Product with an Offer: name, image, and a positive decimal price in the shop's ISO 4217 currency. */
function checkProduct(node: Node): void {
  const where = `product ${node.name}`;
  expect(node['@type'], where).toBe('Product');
  expectText(node, 'name', where);
  expectSiteUrl(node.image, `${where} image`);
  const offer = node.offers as Node;
  expect(offer['@type'], where).toBe('Offer');
  expect(offer.price, where).toMatch(/^\d+\.\d{2}$/);
  expect(Number(offer.price), where).toBeGreaterThan(0);
  expect(offer.priceCurrency, where).toBe(CURRENCY);
  expect(Intl.supportedValuesOf('currency'), where).toContain(offer.priceCurrency);
  expect(offer.availability, where).toMatch(
    /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|LimitedAvailability|OnlineOnly|InStoreOnly)$/,
  );
  // The price is the catalogue's, to the paisa.
  const product = productById(node.sku);
  expect(product, where).toBeDefined();
  expect(Math.round(Number(offer.price) * 100), where).toBe(product!.pricePaise);
}

/** An ItemList of Products: positions 1…n in order, the count matching. */
function checkProductList(node: Node, expectedIds: readonly string[]): void {
  expect(node['@type']).toBe('ItemList');
  expectText(node, 'name', 'list');
  expect(node.numberOfItems).toBe(expectedIds.length);
  const items = node.itemListElement as Node[];
  expect(items.map((item) => item.position)).toEqual(expectedIds.map((_, index) => index + 1));
  expect(items.map((item) => item.item.sku)).toEqual(expectedIds);
  for (const item of items) {
    expect(item['@type']).toBe('ListItem');
    checkProduct(item.item);
  }
}

/** An Article: headline (≤ 110 characters, Google), image, ISO datePublished, an author with name and url. */
function checkArticle(node: Node, brandId: string): void {
  const where = `article ${node.headline}`;
  expect(node['@type'], where).toBe('Article');
  expectText(node, 'headline', where);
  expect((node.headline as string).length, where).toBeLessThanOrEqual(110);
  expectSiteUrl(node.image, `${where} image`);
  expect(isIsoDate(node.datePublished), `${where} datePublished ${node.datePublished}`).toBe(true);
  expectText(node.author, 'name', `${where} author`);
  expectSiteUrl(node.author.url, `${where} author url`);
  expect(node.publisher['@id'], where).toBe(brandId);
}

/** A BreadcrumbList: ListItems at positions 1…n, each with a name and an absolute URL, ending at `lastUrl`. */
function checkBreadcrumbs(node: Node, names: readonly string[], lastUrl: string): void {
  expect(node['@type']).toBe('BreadcrumbList');
  const items = node.itemListElement as Node[];
  expect(items.map((item) => item.name)).toEqual(names);
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(index + 1);
    expectSiteUrl(item.item, `breadcrumb ${item.name}`);
  });
  expect(items.at(-1)!.item).toBe(lastUrl);
  expect(items[0]!.item).toBe(`${SITE_ORIGIN}/`);
}

/** A FAQPage: one Question per entry, each with a name and an accepted Answer's text. */
function checkFaqPage(node: Node): void {
  expect(node['@context']).toBe('https://schema.org');
  expect(node['@type']).toBe('FAQPage');
  const questions = node.mainEntity as Node[];
  expect(questions.map((question) => question.name)).toEqual(faq.map((entry) => englishText(entry.question)));
  for (const question of questions) {
    expect(question['@type']).toBe('Question');
    expect(question.acceptedAnswer['@type']).toBe('Answer');
    expectText(question.acceptedAnswer, 'text', `answer to ${question.name}`);
  }
}

/** The JSON-LD blocks of the page at `path`, from its prerendered HTML (raw text and parsed). */
async function jsonLdOf(path: string): Promise<{ raw: string[]; documents: Node[] }> {
  const { appHtml } = await renderPage(path);
  const raw = [...appHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return { raw, documents: raw.map((text) => JSON.parse(text) as Node) };
}

/** The nodes of a document: its `@graph`, or the document itself. */
const nodesOf = (document: Node): Node[] => (document['@graph'] as Node[] | undefined) ?? [document];

const brandId = `${SITE_ORIGIN}/#organization`;

describe('JSON-LD of the pages', () => {
  it.each(['/', '/about'])('%s describes the brand as a Pharmacy', async (path) => {
    const { documents } = await jsonLdOf(path);
    expect(documents).toHaveLength(1);
    checkBrand(documents[0]!);
  });

  it('/stores describes each of the 15 stores as a Pharmacy with address, telephone and opening hours', async () => {
    const { documents } = await jsonLdOf('/stores');
    expect(documents).toHaveLength(1);
    const nodes = nodesOf(documents[0]!);
    expect(stores).toHaveLength(15);
    expect(nodes.map((node) => node.name)).toEqual(stores.map((store) => store.title));
    for (const node of nodes) checkStore(node, brandId);
    expect(new Set(nodes.map((node) => node['@id'])).size).toBe(15);
  });

  it.each([
    ['/products', 'products'],
    ['/nutrition-supplements', 'nutrition'],
  ] as const)('%s lists its catalogue as Products with offers', async (path, catalogue) => {
    const { documents } = await jsonLdOf(path);
    expect(documents).toHaveLength(1);
    const [list] = nodesOf(documents[0]!);
    checkProductList(
      list!,
      productsIn(catalogue).map((product) => product.id),
    );
    expect(list!.name).toBe(catalogueTitle(catalogue));
  });

  it.each(categorySlugs)('/category/%s lists its products and its breadcrumb Home › All Products › category', async (slug) => {
    const { documents } = await jsonLdOf(`/category/${slug}`);
    expect(documents).toHaveLength(1);
    const nodes = nodesOf(documents[0]!);
    const products = productsIn(slug);
    const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
    checkBreadcrumbs(breadcrumbs, ['Home', 'All Products', catalogueTitle(slug)], `${SITE_ORIGIN}/category/${slug}`);
    const list = nodes.find((node) => node['@type'] === 'ItemList');
    if (products.length === 0) expect(list).toBeUndefined();
    else
      checkProductList(
        list!,
        products.map((product) => product.id),
      );
  });

  it.each(articleSlugs)('/%s is an Article with author and date, under Home › Health', async (slug) => {
    const { documents } = await jsonLdOf(`/${slug}`);
    expect(documents).toHaveLength(1);
    const nodes = nodesOf(documents[0]!);
    const article = nodes.find((node) => node['@type'] === 'Article')!;
    checkArticle(article, brandId);
    const card = articleCards.find((candidate) => candidate.slug === slug)!;
    expect(article.headline).toBe(card.title);
    expect(article.datePublished).toBe(card.cardDate);
    expect(article.author.url).toBe(`${SITE_ORIGIN}${site.authorPath}`);
    checkBreadcrumbs(
      nodes.find((node) => node['@type'] === 'BreadcrumbList')!,
      ['Home', 'Health', card.title],
      `${SITE_ORIGIN}/${slug}`,
    );
  });

  it('/faq is an FAQPage with a Question and accepted Answer per entry', async () => {
    const { documents } = await jsonLdOf('/faq');
    expect(documents).toHaveLength(1);
    checkFaqPage(documents[0]!);
  });

  it('no JSON-LD block holds a raw < or &, so none can end its <script> early', async () => {
    for (const path of ['/', '/stores', '/products', '/category/baby-care', '/health3', '/faq']) {
      for (const text of (await jsonLdOf(path)).raw) {
        expect(text, path).not.toMatch(/[<>&]/);
        expect(text.toLowerCase(), path).not.toContain('</script');
      }
    }
  });
});

describe('serializeJsonLd', () => {
  it('escapes <, >, &, U+2028 and U+2029 so the text cannot close the script, and reads back unchanged', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & -->', line: 'a\u2028b\u2029c', quote: '"\\' };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('builders', () => {
  it('decimalPrice writes paise as decimal text, exactly', () => {
    expect(decimalPrice(200)).toBe('2.00');
    expect(decimalPrice(6705)).toBe('67.05');
    expect(decimalPrice(5)).toBe('0.05');
    expect(decimalPrice(123456789)).toBe('1234567.89');
    expect(() => decimalPrice(-1)).toThrow(RangeError);
    expect(() => decimalPrice(1.5)).toThrow(RangeError);
  });

  it('postalAddress splits an Indian address and refuses one without locality, state and PIN', () => {
    expect(postalAddress('Shop 7, Block C, Sector 62, Noida, Uttar Pradesh 201309')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Shop 7, Block C, Sector 62',
      addressLocality: 'Noida',
      addressRegion: 'Uttar Pradesh',
      postalCode: '201309',
      addressCountry: 'IN',
    });
    expect(() => postalAddress('Shop 7, Sector 62, Noida')).toThrow(/Not an address/);
    expect(() => postalAddress('Noida, Uttar Pradesh 201309')).toThrow(/Not an address/);
  });
});
