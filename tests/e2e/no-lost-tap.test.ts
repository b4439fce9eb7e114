import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoBeforeApp, holdRequests, useBrowserSession } from '../support/browser';
import { prescriptionFields, samplePdf } from '../support/http';

const session = useBrowserSession();

/** Slow 4G as the shopper's phone has it: 150 ms round trip, 1.6 Mbit/s each way (in bytes/s). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (1.6 * 1024 * 1024) / 8 };

/**
 * The CPU slowdown of the one test that must land a tap inside hydration (a slow phone's, exaggerated so the window is
 * wide). The others need none: holding a chunk back is what puts every tap before the app on every run, and Chromium's
 * CPU throttling is no saving for the machine: the renderer stays busy the whole slowed-down time (measured: 4 × made
 * this file's browser CPU 2.7 times larger, with the same outcomes).
 */
const HYDRATION_SLOWDOWN = 20;

/** The app's start chunk (web/src/app/start.tsx: React, the router, the layout), which the entry imports after the first paint. */
const START_CHUNK = /\/assets\/start-[\w-]+\.js$/;

/**
 * A fresh context and page at `width` × 900 px on slow 4G (Chrome DevTools Protocol network conditions), that
 * opens `path` and holds the app's start chunk back until `startApp()`: every tap a test makes before that is made on
 * the prerendered page before the app has started, on every run, however fast the machine. Resolves once the entry
 * module has run (DOMContentLoaded waits for it), so its recorder listens. Console and page errors go into `errors`.
 */
async function openThrottled(
  width: number,
  path: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; releaseApp(): void; startApp(): Promise<void> }> {
  const { context, page, errors } = await session.open(width);
  const { release } = await holdRequests(context, START_CHUNK);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await gotoBeforeApp(page, `${session.baseUrl}${path}`);
  await page.waitForFunction(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart > 0,
  );
  expect(await appAttached(page)).toBe(false);
  return {
    context,
    page,
    errors,
    /** Lets the start chunk load, for this page and any page opened after it. */
    releaseApp: release,
    /** Lets the start chunk load and resolves once the app has attached and replayed what was recorded. */
    async startApp() {
      release();
      await settled(page);
    },
  };
}

/** Whether React has attached to #root (as tests/support/browser.ts's waitForApp detects it). */
function appAttached(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** How many taps made before the app started it replayed (undefined until it has). */
function replayedTaps(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as { __medvikaReplayedTaps?: number }).__medvikaReplayedTaps);
}

/** Resolves once the app has attached and replayed what was recorded before (window.__medvikaReplayedTaps is set). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __medvikaReplayedTaps?: number }).__medvikaReplayedTaps !== undefined);
}

/**
 * Resolves after the page has painted two more frames: a render the last state change scheduled (dropping a region's
 * HTML, say) has been committed and painted by then.
 */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The bodies of the POSTs `page` sends to a URL ending in `path` from now on: a doubled effect shows as a second one. */
function postsTo(page: Page, path: string): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(path)) posts.push(request.postData() ?? '');
  });
  return posts;
}

describe('no tap is lost before the app has started (Chromium, slow 4G)', () => {
  it('opens the mobile menu tapped at once, natively, and the app leaves it open (390 px)', async () => {
    const { context, page, errors, startApp } = await openThrottled(390, '/');
    const menu = page.getByRole('button', { name: 'MENU', exact: true });
    await menu.click();
    // The popover opens natively, with no app yet.
    expect(await page.evaluate(() => document.getElementById('site-menu')?.matches(':popover-open'))).toBe(true);
    expect(await appAttached(page)).toBe(false);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await startApp();
    // Not toggled closed again by a replay: the invoker's tap is the browser's alone.
    expect(await drawer.isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(1);
    expect(await menu.getAttribute('aria-busy')).toBeNull();
    expect(await replayedTaps(page)).toBe(0);
    // The app keeps it working: a link in it navigates and closes it.
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${session.baseUrl}/about`);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds to the cart once, changes the Latest Products panel at the tap, and steps the quantity once (390 px)', async () => {
    const { context, page, errors, startApp } = await openThrottled(390, '/');
    const shownProducts = page.locator('.home-latest').getByRole('group').getByRole('heading', { level: 3 });
    await page.locator('.home-latest').getByRole('button', { name: 'Add to cart: Glucon-D Original' }).click();
    const herbal = page.getByRole('radio', { name: 'Herbal Preparations' });
    // A shopper taps the pill: the label, whose radio is visually hidden inside it.
    await page.locator('.home-latest__tab', { hasText: 'Herbal Preparations' }).click();
    // The chosen category's panel shows through CSS at the tap, with no app yet.
    const firstShown = await page.evaluate(
      () => [...document.querySelectorAll('.home-latest [role="group"] h3')].find((heading) => heading.checkVisibility())?.textContent,
    );
    expect(firstShown).toBe('Dabur Chyawanprash');
    expect(await appAttached(page)).toBe(false);
    await startApp();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await herbal.isChecked()).toBe(true);
    await expect.poll(() => shownProducts.first().textContent()).toBe('Dabur Chyawanprash');
    expect(await shownProducts.count()).toBe(6);
    expect(await replayedTaps(page)).toBe(2);

    // The cart panel's stepper: one tap on +, one more item.
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await panel.getByRole('button', { name: 'Increase quantity of Glucon-D Original' }).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    // A later interaction's effect: a doubled step, made by the same tap, would have shown before it.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('medvika:cart:v1') ?? '{}') as unknown)).toMatchObject({
      lines: [{ quantity: 2 }],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds to the cart once for a tap made while React is still hydrating the page (390 px)', async () => {
    const { context, page, errors, releaseApp } = await openThrottled(390, '/products');
    // A slow phone's hydration (CPU HYDRATION_SLOWDOWN × slower), so the tap lands after React attached and, as a rule, before it
    // committed: the window in which a tap was once handled by React and replayed as well.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: HYDRATION_SLOWDOWN });
    const button = page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    // Whether the entry's recorder took hold of any tap from here on (it marks a recorded control data-tap-pending).
    await page.evaluate(() => {
      new MutationObserver((records) => {
        if (records.some((record) => (record.target as Element).hasAttribute('data-tap-pending')))
          (window as { tapRecorded?: boolean }).tapRecorded = true;
      }).observe(document.getElementById('root')!, { subtree: true, attributeFilter: ['data-tap-pending'] });
    });
    releaseApp();
    await page.waitForFunction(
      () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      undefined,
      { polling: 10 },
    );
    // Straight at the button's place (prerendered, so it does not move): no actionability wait, which would let
    // hydration finish first.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await settled(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Once React has attached it handles every tap itself: the recorder has stopped and replays nothing.
    expect(await page.evaluate(() => (window as { tapRecorded?: boolean }).tapRecorded ?? false)).toBe(false);
    expect(await replayedTaps(page)).toBe(0);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    // A doubled tap would have shown by the time a later frame is painted.
    await nextFrames(page);
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an FAQ answer tapped at once, once, and keeps one answer open (390 px)', async () => {
    const { context, page, errors, startApp } = await openThrottled(390, '/faq');
    const items = page.locator('details.faq-item');
    await items.nth(1).locator('summary').click();
    expect(await items.nth(1).evaluate((item) => (item as HTMLDetailsElement).open)).toBe(true);
    expect(await appAttached(page)).toBe(false);
    await startApp();
    // Not toggled shut again by a replay, and still the only one open.
    expect(await items.nth(1).evaluate((item) => (item as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('details.faq-item[open]').count()).toBe(1);
    await items.nth(3).locator('summary').click();
    expect(await page.locator('details.faq-item[open]').count()).toBe(1);
    expect(await items.nth(3).evaluate((item) => (item as HTMLDetailsElement).open)).toBe(true);
    expect(await replayedTaps(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The payment page has no control to tap before the app: it cannot know the tab's pending order until then, so its
  // prerendered HTML only says it is loading the order (tests/e2e/checkout-before-app.test.ts). Fields typed before
  // the entry module ran are put back by the recorder (tests/unit/event-replay.test.ts).

  it('posts a comment typed and sent before the app started exactly once, keeping what was typed', async () => {
    const { context, page, errors, startApp } = await openThrottled(390, '/health3');
    const posts = postsTo(page, '/api/post-comment/');
    const name = `Early reader ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Feedback').fill('Typed before the app was there');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    expect(await appAttached(page)).toBe(false);
    expect(posts).toEqual([]);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/post-comment/'));
    await startApp();
    await expect.poll(() => replayedTaps(page)).toBe(1);
    // A doubled post would leave with the replay, before the first one's answer is back (a 150 ms round trip).
    await answered;
    await expect.poll(() => page.locator('.comment', { hasText: name }).count(), { timeout: 30_000 }).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain(name);
    expect(await page.locator('.comment', { hasText: name }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds a Submit tapped on the prescription form before its code loaded, then validates once, keeping what was typed', async () => {
    const { context, page, errors, startApp } = await openThrottled(390, '/upload');
    const formHydrated = () =>
      page.evaluate(() => Object.keys(document.querySelector('.prescription-form') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await page.getByLabel('Patient Name').fill('Asha Verma');
    // Disabled in the HTML (no script: nothing typed may leave in a URL); the entry enables it and holds its submit.
    await page.getByRole('button', { name: 'Submit' }).click();
    // The form hydrates inside the app, which is held: the tap is surely before the form's code.
    expect(await formHydrated()).toBe(false);
    await startApp();
    await expect.poll(() => page.locator('#rx-email-error').count()).toBe(1);
    expect(await page.getByLabel('Patient Name').inputValue()).toBe('Asha Verma');
    expect(await page.locator('#rx-name-error').count()).toBe(0);
    expect(page.url()).toBe(`${session.baseUrl}/upload`); // no native submit went out
    await expect.poll(() => replayedTaps(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a consent box ticked before the form's code loaded as ticked in every frame while the form hydrates, and keeps what was typed meanwhile in the tab's draft", async () => {
    const { context, page, errors } = await session.open(390);
    const formCode = await holdRequests(context, /\/assets\/PrescriptionForm-[\w-]+\.js$/);
    await page.goto(`${session.baseUrl}/upload`);
    // The tap is the form's first use: its code is asked for, and held, so the tick is surely before it.
    await page.locator('#rx-consent').click();
    await expect.poll(() => formCode.requests()).toBe(1);
    expect(await page.locator('#rx-consent').isChecked()).toBe(true);
    // Fields filled at once (as autofill does) while the code is held: the draft must hold them once it hydrates,
    // without a later keystroke, so a reload or the language switch right away keeps them.
    await page.getByLabel('Patient Name').fill('Asha Verma');
    await page.getByLabel('Complete Address').fill('B-12, Lajpat Nagar II, New Delhi');
    // The box's state at every frame about to be painted and after every DOM change in the form, from now until the
    // form has hydrated and replayed the tick: hydration resets a controlled box to its state (unticked) at first.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      const sample = () => seen.push((document.getElementById('rx-consent') as HTMLInputElement).checked);
      new MutationObserver(sample).observe(document.querySelector('.prescription-form')!, {
        attributes: true,
        childList: true,
        subtree: true,
      });
      const everyFrame = () => {
        sample();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
      Object.assign(window, { consentSeen: seen });
    });
    formCode.release();
    // Hydrated: the Submit button is enabled by the form's own code, and the tick has been replayed.
    await page.getByRole('button', { name: 'Submit' }).and(page.locator(':enabled')).waitFor();
    await expect.poll(() => replayedTaps(page)).toBe(1);
    await nextFrames(page);
    const seen = await page.evaluate(() => (window as unknown as { consentSeen: boolean[] }).consentSeen);
    // Some DOM change was seen (the button's enabling at least), and none of the samples showed the box unticked.
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.filter((checked) => !checked)).toEqual([]);
    const draft = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('medvika:prescription-draft') ?? '{}') as Record<string, string>,
    );
    expect(draft).toMatchObject({ name: 'Asha Verma', address: 'B-12, Lajpat Nagar II, New Delhi' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds a Track tapped on /track before its code loaded, then looks the record up once, keeping what was typed', async () => {
    // A real record, made as a shopper's upload makes it (tests/e2e/track.test.ts).
    const form = new FormData();
    for (const [name, value] of Object.entries(prescriptionFields)) form.append(name, value);
    form.append('prescription', new Blob([new Uint8Array(samplePdf('no lost tap'))], { type: 'application/pdf' }), 'rx.pdf');
    const upload = await fetch(`${session.baseUrl}/api/submit-form/`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const { reference } = (await upload.json()) as { reference: string };
    const { context, page, errors, startApp } = await openThrottled(390, '/track');
    const lookups = postsTo(page, '/api/track/');
    const formHydrated = () =>
      page.evaluate(() => Object.keys(document.querySelector('.track-form form') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
    await page.getByRole('textbox', { name: /Phone number/ }).fill('98765 43210');
    // Disabled in the HTML (no script: nothing typed may leave in a URL); the entry enables it and holds its submit.
    await page.getByRole('button', { name: 'Track' }).click();
    expect(await formHydrated()).toBe(false);
    expect(lookups).toEqual([]);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/track/'));
    await startApp();
    // A doubled lookup would leave with the replay, before the first one's answer is back (a 150 ms round trip).
    await answered;
    await page.getByRole('heading', { name: reference }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.track-result__status').textContent()).toBe('Received: waiting for a pharmacist');
    expect(lookups).toHaveLength(1);
    expect(JSON.parse(lookups[0]!)).toEqual({ reference, phone: '98765 43210' });
    expect(await page.getByRole('textbox', { name: /Reference number/ }).inputValue()).toBe(reference);
    expect(await page.getByRole('textbox', { name: /Phone number/ }).inputValue()).toBe('98765 43210');
    expect(page.url()).toBe(`${session.baseUrl}/track`); // no native submit went out
    await expect.poll(() => replayedTaps(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  // In Hindi too: the form's code then brings the server's messages with it, which must not disturb the typed form.
  it.each(['/contact', '/hi/contact'])(
    "%s: sends a message typed and sent before the form's code loaded exactly once, keeping what was typed",
    async (path) => {
      const { context, page, errors, startApp } = await openThrottled(390, path);
      const posts = postsTo(page, '/api/submit-form/');
      const typed = { '#contact-name': 'Ravi Kumar', '#contact-email': 'ravi@example.in', '#contact-mobile': '9876543210' };
      for (const [field, value] of Object.entries(typed)) await page.locator(field).fill(value);
      await page.locator('#contact-message').fill('Is Dolo 650 in stock?');
      await page.locator('.contact-form button[type="submit"]').click();
      expect(await appAttached(page)).toBe(false);
      expect(posts).toEqual([]);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/submit-form/'));
      await startApp();
      // A doubled post would leave with the replay, before the first one's answer is back (a 150 ms round trip).
      await answered;
      await expect.poll(() => page.getByTestId('contact-reference').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.getByTestId('contact-reference').textContent()).toMatch(/^MSG-/);
      await expect.poll(() => replayedTaps(page)).toBe(1);
      expect(posts).toHaveLength(1);
      for (const value of [...Object.values(typed), 'Is Dolo 650 in stock?']) expect(posts[0]).toContain(value);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the forms and the article body of a returning shopper with a cart in place until used (390 px)', async () => {
    const { context, page, errors } = await session.open(390);
    // A cart from an earlier visit: the badge changes right after hydration, while the regions still wait for use.
    // Stored before any page script runs (not by visiting another URL first, whose late favicon 404 would land in `errors`).
    await context.addInitScript(() =>
      localStorage.setItem('medvika:cart:v1', JSON.stringify({ lines: [{ productId: 'products-dolo-650-tab-15', quantity: 1 }] })),
    );
    const regionSizes = () =>
      page.evaluate(() => [...document.querySelectorAll('[data-hydrate-on-use]')].map((region) => region.textContent?.length ?? 0));
    await page.goto(`${session.baseUrl}/health3`);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await nextFrames(page);
    expect(await page.locator('.article-body h2').first().isVisible()).toBe(true);
    expect((await regionSizes()).every((size) => size > 0)).toBe(true);
    await page.goto(`${session.baseUrl}/upload`);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await nextFrames(page);
    expect(await page.locator('.qr svg').count()).toBe(1);
    await page.getByLabel('Patient Name').fill('Asha Verma');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('#rx-email-error').count()).toBe(1);
    expect(await page.getByLabel('Patient Name').inputValue()).toBe('Asha Verma');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('submits the header search tapped at once to /search?search=…', async () => {
    const { context, page, errors, releaseApp } = await openThrottled(1280, '/');
    await page.getByRole('button', { name: 'Search products' }).click();
    const input = page.getByRole('searchbox', { name: 'Search medicines and products' });
    // The popover form takes the focus itself (autofocus): typing goes straight into it.
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('dolo');
    expect(await appAttached(page)).toBe(false);
    // The search results page starts its app as usual.
    releaseApp();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${session.baseUrl}/search?search=dolo`);
    await expect.poll(() => page.getByRole('button', { name: /^Add to cart: Dolo/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('dolo');
    expect(errors).toEqual([]);
    await context.close();
  });
});
