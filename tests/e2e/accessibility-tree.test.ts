/**
 * What a screen reader is given, in real Chromium at 390 px (docs/architecture/frontend.md; the accessibility statement,
 * web/src/content/accessibility.ts, names these checks): on every kind of shop page, in English and in Hindi, every
 * button, link and form field in Chromium's accessibility tree (CDP Accessibility.getFullAXTree) has a name; on /track and
 * /hi/track the floating contact bar leaves every line of text readable (bounding boxes: each text line has a scroll
 * position where it is in view and clear of the bar) and its call link says "Call" / "कॉल करें"; and
 * /hi/terms-conditions is written in Devanagari.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSlugs } from '@contracts/articles';
import { localizedPath } from '@contracts/locale';
import { categorySlugs } from '@domain/catalogue/catalogue';
import { paths } from '../../web/src/lib/paths';
import { CART_STORAGE_KEY } from '../../web/src/stores/cart/cart-context';
import { useBrowserSession, waitForHydrated } from '../support/browser';

const session = useBrowserSession();

/**
 * One route of each kind of shop page (docs/behaviour.md §2 route table): the pages built by the same component from
 * different content (categories, products, articles) are represented by one each.
 */
const routeKinds: string[] = [
  paths.home,
  paths.about,
  paths.products,
  paths.category(categorySlugs[0]!),
  paths.product('products-dolo-650-tab-15'),
  paths.nutritionSupplements,
  paths.stores,
  paths.blogs,
  paths.health,
  paths.article(articleSlugs[0]!),
  paths.author,
  paths.contact,
  paths.upload,
  `${paths.search}?search=dolo`,
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
 * The controls of the page's accessibility tree that have no name, as 'role <outer HTML start>' lines; nodes the tree
 * ignores (hidden, inert) are skipped, as a screen reader skips them.
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

describe('the accessibility tree of every kind of shop page at 390 px', () => {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    // A cart with a prescription-free product, so that /checkout shows its form rather than the empty cart.
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CART_STORAGE_KEY,
      JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 1 }] }),
    ] as const);
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it.each(routeKinds.flatMap((route) => [route, localizedPath(route, 'hi')]))(
    'names every button, link and form field on %s',
    async (route) => {
      await page!.goto(`${session.baseUrl}${route}`);
      await page!.locator('main h1').first().waitFor();
      await waitForHydrated(page!);
      expect(await unnamedControls(page!)).toEqual([]);
      // The tree is the page's: a page with no control at all would pass trivially.
      expect(await page!.getByRole('link').count()).toBeGreaterThan(5);
    },
  );
});

/**
 * The text lines of the page that no scroll position shows in full, clear of the floating bar and below the sticky
 * header: for each line (a client rect of a visible text node, in page coordinates) every scroll position from the top
 * to the end of the page is tried, with the bar where it is fixed in the viewport.
 * @returns the texts of the lines always covered (empty when every line can be read)
 */
async function alwaysCoveredLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.floating-bar')!;
    const barBoxes = [...bar.querySelectorAll('a')].map((link) => link.getBoundingClientRect());
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const viewport = window.innerHeight;
    const maxScroll = document.documentElement.scrollHeight - viewport;
    const lines: { text: string; left: number; right: number; top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (
        !text ||
        !element ||
        element.closest('.floating-bar, header, [hidden], [aria-hidden="true"], script, style, dialog:not([open]), .visually-hidden')
      )
        continue;
      // Text that moves with the viewport (a toast, the language suggestion) is not page text the bar could hide for good.
      let fixed = false;
      for (let ancestor: Element | null = element; ancestor && !fixed; ancestor = ancestor.parentElement)
        fixed = getComputedStyle(ancestor).position === 'fixed';
      if (fixed) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        // Empty or visually hidden text, and text parked above the page until focused (the skip link), is not read there.
        if (rect.width <= 1 || rect.height <= 1 || rect.bottom + window.scrollY <= 0) continue;
        lines.push({ text, left: rect.left, right: rect.right, top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY });
      }
    }
    const clearAt = (line: (typeof lines)[number], scroll: number) => {
      const top = line.top - scroll;
      const bottom = line.bottom - scroll;
      if (top < headerBottom || bottom > viewport) return false;
      return barBoxes.every((box) => line.right <= box.left || line.left >= box.right || bottom <= box.top || top >= box.bottom);
    };
    const covered = lines.filter((line) => {
      for (let scroll = 0; scroll <= maxScroll + 4; scroll += 4) if (clearAt(line, Math.min(scroll, maxScroll))) return false;
      return true;
    });
    return covered.map((line) => line.text);
  });
}

describe('reading on a phone (390 px)', () => {
  it.each([
    [paths.track, 'Call'],
    [localizedPath(paths.track, 'hi'), 'कॉल करें'],
  ])('%s: the floating bar says %s and leaves every line of text readable', async (route, callText) => {
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}${route}`);
    await page.locator('main h1').first().waitFor();
    const call = page.locator('.floating-bar__link--phone');
    expect((await call.textContent())?.trim()).toBe(callText);
    const box = (await call.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await alwaysCoveredLines(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/hi/terms-conditions is written in Devanagari: at most a tenth of its words are in Latin letters', async () => {
    const { context, page } = await session.open(390);
    await page.goto(`${session.baseUrl}${localizedPath(paths.terms, 'hi')}`);
    const body = (await page.locator('.policy-text').innerText()) ?? '';
    const words = body.split(/\s+/).filter((word) => /[\p{L}]/u.test(word));
    const latin = words.filter((word) => /[A-Za-z]/.test(word) && !/\p{Script=Devanagari}/u.test(word));
    expect(words.length).toBeGreaterThan(500);
    expect(latin.length / words.length).toBeLessThanOrEqual(0.1);
    expect(await page.locator('.policy-text [lang="en"]').count()).toBe(0);
    await context.close();
  });
});
