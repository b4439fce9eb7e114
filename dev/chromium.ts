import { existsSync } from 'node:fs';

/** Debian's Chromium (installed by .ci/run); playwright-core drives it, no browser download. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on a closed network, as root in a container. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * For the tests' browser: every host name but the loopback resolves to nothing, so a page under test reaches no server
 * but the test's own (the map embeds on /stores, share targets) and the run sends nothing off the machine. Chromium's
 * host resolver rules cost nothing per request, unlike a Playwright route, which sends every request of the context
 * through the DevTools protocol and turns the HTTP cache off: measured on the shop's pages, twice the browser's CPU
 * per page load.
 */
export const LOOPBACK_ONLY_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/**
 * Debian's chromium-headless-shell: the same Blink and V8 as CHROMIUM_PATH built as Chromium's headless-only browser
 * (the one Playwright itself runs headless tests in). Measured on the 2-core test machine it costs about a third of
 * the CPU of `chromium --headless=new` for a browser start (0.35 against 1.0 CPU-s) and a fresh context's page load
 * (0.5 against 1.3 CPU-s), which is what the browser tests spend most of their time on.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** What a test file needs of its browser beyond page loads (see testBrowser). */
export interface TestBrowserNeeds {
  /**
   * The file opens tabs from the page itself (a Ctrl-click on a link). Debian's chromium-headless-shell 150 crashes the
   * renderer of such a tab ("Page crashed" as soon as it loads an http page; a tab opened by the test, and the same click
   * in `chromium --headless=new`, work), so these files get the full browser.
   */
  opensTabs?: boolean;
}

/**
 * The browser the tests drive: Debian's chromium-headless-shell when it is installed (.ci/run installs it) and the file
 * needs nothing it lacks, else CHROMIUM_PATH in its own headless mode (same engine, slower); CHROME_PATH, when set, wins
 * over both.
 * @param needs what the calling test file does beyond loading pages (TestBrowserNeeds)
 * @returns the executable and its flags (the shell is headless by nature, so it takes no --headless flag), with
 *   LOOPBACK_ONLY_ARG
 */
export function testBrowser(needs: TestBrowserNeeds = {}): { executablePath: string; args: string[] } {
  if (process.env.CHROME_PATH === undefined && !needs.opensTabs && existsSync(HEADLESS_SHELL_PATH))
    return {
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless')), LOOPBACK_ONLY_ARG],
    };
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, LOOPBACK_ONLY_ARG] };
}
