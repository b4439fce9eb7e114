/**
 * What a screen reader is given, in real Chromium at 390 px (docs/architecture/frontend.md; the accessibility statement,
 * web/src/content/accessibility.ts, names these checks): on /track and /hi/track the floating contact bar leaves every
 * line of text readable (bounding boxes: each text line has a scroll position where it is in view and clear of the bar)
 * and its call link says "Call" / "कॉल करें"; and /hi/terms-conditions is written in Devanagari. That every button, link
 * and form field of every shop page has a name in Chromium's accessibility tree is walked in tests/support/route-walk.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '@contracts/locale';
import { paths } from '../../web/src/lib/paths';
import { useBrowserSession } from '../support/browser';

const session = useBrowserSession();

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
