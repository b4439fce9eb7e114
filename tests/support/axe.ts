import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG rule sets we hold every page to: 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the page's document and returns the serious and critical
 * violations as readable lines ('rule-id: target …'); an empty array means the page passes our bar.
 * axe is injected into the page as a script and run there directly, asking for violations only: the results of every
 * passing check are never built or sent back, which makes a run several times faster than a full report. Frames are
 * not entered: our pages have none of their own (the map on /stores is a third-party frame the tests block).
 * @param page any Playwright page (each call injects axe into the current document if it is not there yet)
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not apply to (a script
  // tag with the same source would be refused by `script-src 'self'`).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const results = await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.slice(0, 3).join(' | ')}`);
}
