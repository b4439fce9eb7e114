/**
 * The route walk, one test file per language (tests/e2e/route-walk-english.test.ts, route-walk-hindi.test.ts) so that
 * both walks run at once on the two workers: every shop page in real Chromium, loaded once per language and width,
 * with every check a page load can answer run on that one load (the accessibility statement,
 * web/src/content/accessibility.ts, names these checks):
 * - at 390 px, every route of the docs/behaviour.md §2 route table in English and Hindi (three product pages stand for
 *   all), the sorted second page of the products, search with and without hits, the checkout with a cart as well as
 *   empty, and an unknown address: an h1, hydration without a console or page error, no serious or critical axe
 *   violation (WCAG 2.x A/AA), every button, link and form field named in Chromium's accessibility tree
 *   (CDP Accessibility.getFullAXTree), no sideways scroll; the Hindi pages are marked lang="hi" and read as Hindi
 *   (Devanagari apart from names, addresses, prices and references; tests/support/hindi-text.ts);
 * - at 1280 px, one page of each kind in both languages: hydration without an error, no sideways scroll, and Hindi.
 * One context per language and width, as a shopper browsing (loading the same pages again in more contexts is what
 * costs: Chromium's page loads, hydration and axe are the work), with one test per page so that each has the e2e test
 * timeout to itself on a loaded machine and a failure names its page; expect.soft lets one run report everything
 * wrong with a page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, type Locale } from '@contracts/locale';
import { categorySlugs } from '@domain/catalogue/catalogue';
import { prerenderRoutes } from '../../web/src/app/prerender-routes';
import { paths } from '../../web/src/lib/paths';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';
import { seriousAxeViolations } from './axe';
import { useBrowserSession, waitForHydrated, type BrowserSession } from './browser';
import { articleLatinShare, unexpectedLatinWords } from './hindi-text';

/** One page of the walk: its address, and whether a cart is stored before it loads. */
interface WalkedPage {
  route: string;
  /** A prescription-free product in the stored cart, so that /checkout shows its form rather than the empty cart. */
  withCart: boolean;
  /** The test's name for the page: its route, and the cart when there is one. */
  label: string;
}

/**
 * The product pages walked (one per product, all built by the same component), of which three stand for all: a
 * medicine with a cheaper equivalent, a prescription medicine, a cosmetic.
 */
const walkedProducts = ['products-dolo-650-tab-15', 'products-pantoprazole-40-tab-15', 'personal-dettol-original-soap-125g'].map((id) =>
  paths.product(id),
);

/**
 * The English pages walked at 390 px, each walked in Hindi too: every prerendered English shop page but the product
 * pages, three product pages, the states a query gives a prerendered shell (with noHitQuery's search), and the error
 * screen of an unknown address.
 */
const englishRoutes: string[] = [
  ...prerenderRoutes
    .map((route) => route.path)
    .filter((path) => localizedPath(path, 'en') === path && !path.startsWith(paths.product('')))
    .concat(walkedProducts),
  `${paths.products}?sort=price-desc&page=2`,
  `${paths.search}?search=dolo`,
  '/no-such-page',
];

/**
 * A search that finds nothing, typed in the page's own script: the results page repeats the query, and a Hindi shopper
 * types Devanagari (a Latin query would be the shopper's own Latin word on the Hindi page).
 */
const noHitQuery: Readonly<Record<Locale, string>> = { en: 'zzzz', hi: 'ज़ज़ज़ज़' };

/** The address that is no page: answered 404 with the error screen. */
const isUnknown = (route: string) => localizedPath(route, 'en') === '/no-such-page';

/** The pages walked at 390 px in `locale`: every route with no cart stored, and the checkout once more with one. */
function pagesIn(locale: Locale): WalkedPage[] {
  const routes = [
    ...englishRoutes.map((route) => localizedPath(route, locale)),
    `${localizedPath(paths.search, locale)}?search=${noHitQuery[locale]}`,
  ];
  const checkout = localizedPath(paths.checkout, locale);
  return [
    ...routes.map((route) => ({ route, withCart: false, label: route })),
    { route: checkout, withCart: true, label: `${checkout} with a cart` },
  ];
}

/**
 * One page of each kind (docs/behaviour.md §2 route table) for the walk at 1280 px: the categories, products and
 * articles are each built by one component, so one of each stands for the rest there (at 390 px, where the longer Hindi
 * words press the layout hardest, every page is walked).
 */
const pageKinds: string[] = [
  paths.home,
  paths.about,
  paths.products,
  paths.category(categorySlugs[0]!),
  walkedProducts[0]!,
  paths.nutritionSupplements,
  paths.stores,
  paths.blogs,
  paths.health,
  paths.article('health3'),
  paths.author,
  paths.contact,
  paths.upload,
  paths.search,
  paths.checkout,
  paths.payment,
  paths.faq,
  paths.returnPolicy,
  paths.privacyPolicy,
  paths.terms,
  paths.accessibility,
  paths.track,
  paths.refill,
  paths.unsubscribe,
];

/** The roles a shopper operates: they must each have a name to be told apart by a screen reader. */
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'spinbutton',
  'listbox',
  'switch',
  'slider',
  'tab',
  'menuitem',
]);

interface AxNode {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  backendDOMNodeId?: number;
}

/**
 * The controls of the page's accessibility tree (CDP Accessibility.getFullAXTree) that have no name, as
 * 'role <outer HTML start>' lines; nodes the tree ignores (hidden, inert) are skipped, as a screen reader skips them.
 * @returns empty when every button, link and form field has a name
 */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const unnamed = nodes.filter((node) => !node.ignored && CONTROL_ROLES.has(node.role?.value ?? '') && !node.name?.value?.trim());
    return await Promise.all(
      unnamed.map(async (node) => {
        const described = node.backendDOMNodeId
          ? ((await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as { object: { description?: string } })
          : undefined;
        return `${node.role?.value} ${described?.object.description ?? '?'}`;
      }),
    );
  } finally {
    await cdp.detach();
  }
}

/** How far the page scrolls sideways, in CSS px (0 when it fits the viewport's width). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Stores the walk's cart (one prescription-free product) before the next page loads, or clears it. localStorage is
 * the origin's, so the page must be on the shop's origin first: a test run on its own starts on about:blank.
 */
async function storeCart(session: BrowserSession, page: Page, withCart: boolean): Promise<void> {
  if (!page.url().startsWith(session.baseUrl)) await page.goto(`${session.baseUrl}/robots.txt`);
  const cart = withCart ? JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 1 }] }) : null;
  await page.evaluate(([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), [
    CART_STORAGE_KEY,
    cart,
  ] as const);
}

/**
 * A context and page at `width` px for one walk, collecting console and page errors. The test browser resolves no host
 * but the loopback (dev/chromium.ts LOOPBACK_ONLY_ARG), so the map embeds on /stores and the share targets never load;
 * no Playwright route here, which would turn the HTTP cache off and double the CPU of every page load.
 */
function useWalkPage(session: BrowserSession, width: number): () => Awaited<ReturnType<typeof session.open>> {
  let opened: Awaited<ReturnType<BrowserSession['open']>> | undefined;
  beforeAll(async () => {
    opened = await session.open(width);
  });
  afterAll(async () => opened?.context.close());
  return () => opened!;
}

/**
 * Loads `route` and waits for its h1 and its hydration (both hard: nothing else can be read before them).
 * @returns the errors logged from the navigation on: console errors and uncaught page errors, but the 404 status of an
 *   unknown address's own document, which Chromium logs as a failed resource
 */
async function loadHydrated(
  session: BrowserSession,
  opened: Awaited<ReturnType<BrowserSession['open']>>,
  route: string,
): Promise<string[]> {
  const { page, errors } = opened;
  errors.length = 0;
  const response = await page.goto(`${session.baseUrl}${route}`);
  expect.soft(response?.status(), 'the HTTP status').toBe(isUnknown(route) ? 404 : 200);
  await page.locator('main h1').first().waitFor();
  await waitForHydrated(page);
  return errors.filter((error) => !(isUnknown(route) && /status of 404/.test(error)));
}

/** Soft checks of a Hindi page's text: marked lang="hi", no unexpected Latin word, an article body mostly Devanagari. */
async function expectHindi(page: Page): Promise<void> {
  expect.soft(await page.locator('html').getAttribute('lang'), 'lang').toBe('hi');
  expect.soft(await unexpectedLatinWords(page), 'Latin words').toEqual([]);
  if (await page.locator('.article-body').count())
    expect.soft(await articleLatinShare(page), 'Latin share of the article').toBeLessThan(0.1);
}

/**
 * Declares the walk of `locale`'s shop pages in the calling test file: its own browser session (Chromium and the
 * storefront server, started in beforeAll), the 390 px walk of every page (pagesIn) and the 1280 px walk of the page
 * kinds. Call it once at the top level of a test file.
 */
export function walkShopPages(locale: Locale): void {
  const session = useBrowserSession();
  describe(`every ${locale} shop page at 390 px, one load each`, () => {
    const walk = useWalkPage(session, 390);
    const pages = pagesIn(locale);

    it('covers the route table', () => {
      expect(pages.length).toBeGreaterThanOrEqual(45);
    });

    it.each(pages)('$label: h1, hydrated without an error, axe, accessibility tree, fits, language', async ({ route, withCart }) => {
      const opened = walk();
      const { page } = opened;
      await storeCart(session, page, withCart);
      try {
        const errors = await loadHydrated(session, opened, route);
        expect.soft(errors, 'console and page errors').toEqual([]);
        expect.soft(await seriousAxeViolations(page), 'serious or critical axe violations').toEqual([]);
        expect.soft(await unnamedControls(page), 'unnamed controls in the accessibility tree').toEqual([]);
        // The tree is the page's: a page with no control at all would pass trivially.
        expect.soft(await page.getByRole('link').count(), 'links').toBeGreaterThan(5);
        expect.soft(await sidewaysScroll(page), 'sideways scroll (px)').toBeLessThanOrEqual(0);
        if (locale === 'hi') await expectHindi(page);
      } finally {
        if (withCart) await storeCart(session, page, false);
      }
    });
  });

  describe(`one ${locale} page of each kind at 1280 px`, () => {
    const walk = useWalkPage(session, 1280);

    // No axe and no accessibility tree here: their rules (names, roles, contrast, language) do not change with the
    // width, and every page is checked at 390 px, where the longer Hindi words press the layout hardest.
    it.each(pageKinds.map((route) => localizedPath(route, locale)))(
      '%s hydrates without an error, fits and reads in its language',
      async (route) => {
        const opened = walk();
        const errors = await loadHydrated(session, opened, route);
        expect.soft(errors, 'console and page errors').toEqual([]);
        expect.soft(await sidewaysScroll(opened.page), 'sideways scroll (px)').toBeLessThanOrEqual(0);
        if (locale === 'hi') await expectHindi(opened.page);
      },
    );
  });
}
