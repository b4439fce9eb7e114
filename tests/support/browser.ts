import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { testBrowser, type TestBrowserNeeds } from '../../dev/chromium';
import { freePort } from '../../dev/emulators';
import { createStaffConsoleApp, createStorefrontApp, listen } from '../../dev/storefront-server';
import { APP_ATTACHED_MARK } from '../../web/src/app/hydration-data';
import { STAFF_CONSOLE_ORIGIN_ENV } from '../../functions/staff-session/staff-session.handler';
import { STAFF_SESSION_REFRESH_PATH } from '@contracts/staff-session';
import { staffConsoleDirBeside } from '../../web/prerender/build-staff-console';

/**
 * How long one Playwright action, navigation or wait may take for its condition (element visible and actionable,
 * load event, URL, waitForFunction) before it fails with Playwright's own message. Every wait in the browser tests is
 * on a condition, so this is only the bound for a broken one: sized for a loaded 2-core machine (load 8-18, other
 * test runs beside this one), where a navigation plus hydration can take many seconds, and below the e2e test timeout
 * (vitest.config.ts) so that a stuck step names its locator rather than ending as a bare test timeout.
 */
export const ACTION_TIMEOUT_MS = 60_000;

/**
 * Resolves once the page's app has started: React has attached to #root (hydrateRoot or createRoot called). From then
 * on React replays a tap made while hydration is still running; before it, a prerendered button does nothing, for a
 * shopper as for a test. Returns at once for a document without #root (an API answer, a file).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Resolves once the page is fully hydrated: its first commit is done and what was tapped before has been replayed
 * (the APP_ATTACHED_MARK performance mark, web/src/app/start.tsx). For checks that read the page as the app left it
 * (axe, visible text, layout) without waiting for the network to fall silent, which costs half a second a page.
 */
export async function waitForHydrated(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_ATTACHED_MARK);
}

/**
 * Holds every request of `context` whose URL matches `url` until `release()`: a test can then act at a moment that
 * lasts as long as it needs (before the app's start chunk or a region's code has arrived), however fast the machine.
 * A Playwright route sends the context's requests through the DevTools protocol and turns its HTTP cache off, so hold
 * only where the hold is the point.
 * @param context the browser context whose requests are held
 * @param url which requests, matched against the full URL (e.g. /\/assets\/start-[\w-]+\.js$/)
 * @returns release() lets the held requests, and every later one, through; requests() counts those asked for so far
 */
export async function holdRequests(context: BrowserContext, url: RegExp): Promise<{ release(): void; requests(): number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await context.route(url, async (route) => {
    requests += 1;
    await released;
    await route.continue();
  });
  return { release, requests: () => requests };
}

/** Each instrumented page's own `goto`, before instrumentBrowser made it wait for the app. */
const unwrappedGoto = new WeakMap<Page, Page['goto']>();

/**
 * Navigates like `page.goto` but returns as soon as the navigation has committed, without waiting for the load
 * event or the app: for tests that act on the prerendered page before the app has started, as a shopper on a slow
 * phone does.
 * @returns the main resource's response
 */
export function gotoBeforeApp(page: Page, url: string): ReturnType<Page['goto']> {
  return (unwrappedGoto.get(page) ?? page.goto.bind(page))(url, { waitUntil: 'commit' });
}

/**
 * Makes every page of `browser` wait for its app after `goto`, `reload`, `goBack` and `goForward` (docs/decisions/0005-hydration-after-first-paint.md: pages
 * arrive prerendered and hydrate a moment later), except in contexts created with JavaScript disabled; and gives
 * every context and page, however created, ACTION_TIMEOUT_MS (Playwright's own default is a fixed 30 s).
 * @returns the same browser, for chaining
 */
function instrumentBrowser(browser: Browser): Browser {
  const wrapPage = (page: Page): Page => {
    unwrappedGoto.set(page, page.goto.bind(page));
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = (page[method] as (...args: unknown[]) => Promise<unknown>).bind(page);
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForApp(page);
          return response;
        },
      });
    }
    return page;
  };
  const wrapContext = (context: BrowserContext): BrowserContext => {
    const newPage = context.newPage.bind(context);
    return Object.assign(context, { newPage: async () => wrapPage(await newPage()) });
  };
  const newContext = browser.newContext.bind(browser);
  // browser.newPage() creates its context through this.newContext, so it gets the same treatment.
  return Object.assign(browser, {
    newContext: async (options?: Parameters<Browser['newContext']>[0]) => {
      const context = await newContext(options);
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      return options?.javaScriptEnabled === false ? context : wrapContext(context);
    },
  });
}

/**
 * Serves this run's production build and the local API (the real handlers against the run's emulators) on a free
 * loopback port, the staff console's build and /api/staff on another (its own origin, as on AWS; the shop's /staff
 * redirects there), and launches Chromium. The session endpoints answer only the console's origin
 * (STAFF_CONSOLE_ORIGIN, set here for this process's handlers). Call `close()` in afterAll.
 * @param needs what the file does beyond loading pages, which picks the browser (dev/chromium.ts testBrowser)
 */
export async function startBrowserSession(
  needs: TestBrowserNeeds = {},
): Promise<{ browser: Browser; baseUrl: string; consoleUrl: string; close(): Promise<void> }> {
  const { executablePath, args } = testBrowser(needs);
  if (!existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath}: run "apt-get install -y chromium-headless-shell" (bash .ci/run does).`);
  const webDist = inject('webDist');
  const consoleServer: Server = await listen(createStaffConsoleApp({ staffDir: staffConsoleDirBeside(webDist) }), await freePort());
  const consoleUrl = `http://127.0.0.1:${(consoleServer.address() as AddressInfo).port}`;
  process.env[STAFF_CONSOLE_ORIGIN_ENV] = consoleUrl;
  const server: Server = await listen(createStorefrontApp({ distDir: webDist, consoleOrigin: consoleUrl }), await freePort());
  const browser = instrumentBrowser(await chromium.launch({ executablePath, args, timeout: 2 * ACTION_TIMEOUT_MS }));
  return {
    browser,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    consoleUrl,
    async close() {
      await browser.close();
      for (const open of [server, consoleServer]) {
        open.closeAllConnections();
        await new Promise((resolve) => open.close(resolve));
      }
    },
  };
}

/**
 * True for the one console error a page is expected to log: Chromium lists every fetch answered 4xx as a failed
 * resource, and the staff console's start-up call of the refresh endpoint answers 401 when no session exists (a first
 * visit, after a sign-out). The session endpoints keep that 401 (docs/architecture/staff-session.md "A first visit"); any
 * other failed resource, and this path answering anything but 401, still counts as an error.
 */
function isExpectedSessionProbe(message: ConsoleMessage): boolean {
  return (
    message.text() === 'Failed to load resource: the server responded with a status of 401 (Unauthorized)' &&
    new URL(message.location().url, 'http://invalid').pathname === STAFF_SESSION_REFRESH_PATH
  );
}

/**
 * A fresh context (axe needs one) with one page at `width` × 900 px, collecting console errors (but the console's
 * expected session probe, isExpectedSessionProbe) and uncaught page errors into `errors` (tests assert it stays empty). Playwright actions wait up to ACTION_TIMEOUT_MS.
 */
export async function openPage(browser: Browser, width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedSessionProbe(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** A browser session shared by one test file: Chromium plus the storefront server, started once for the file. */
export interface BrowserSession {
  readonly browser: Browser;
  /** The storefront's origin, e.g. 'http://127.0.0.1:43121'. */
  readonly baseUrl: string;
  /** The staff console's own origin, e.g. 'http://127.0.0.1:43122' (its pages are /staff/...). */
  readonly consoleUrl: string;
  /** A fresh context and page at `width` px, collecting console errors (see openPage). */
  open(width: number): ReturnType<typeof openPage>;
}

/**
 * Starts a browser session in the calling file's beforeAll and closes it in its afterAll; call it once at the
 * top of a browser test file. The returned object's properties are valid inside tests (after beforeAll ran).
 * @param needs what the file does beyond loading pages, which picks the browser (dev/chromium.ts testBrowser)
 */
export function useBrowserSession(needs: TestBrowserNeeds = {}): BrowserSession {
  let started: Awaited<ReturnType<typeof startBrowserSession>> | undefined;
  beforeAll(async () => {
    started = await startBrowserSession(needs);
  });
  afterAll(async () => started?.close());
  const current = () => {
    if (!started) throw new Error('The browser session starts in beforeAll: use it inside tests only.');
    return started;
  };
  return {
    get browser() {
      return current().browser;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get consoleUrl() {
      return current().consoleUrl;
    },
    open: (width) => openPage(current().browser, width),
  };
}

/**
 * Makes the first POST to /api/submit-form/ reach the server and then loses its answer on the way back (the
 * connection resets), as a flaky mobile network does; later attempts pass through.
 * @returns `keys`: the Idempotency-Key header of every attempt, in order (its length is the number of attempts)
 */
export async function loseFirstSubmitAnswer(page: Page): Promise<{ keys: string[] }> {
  const keys: string[] = [];
  await page.route('**/api/submit-form/', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (keys.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  return { keys };
}
