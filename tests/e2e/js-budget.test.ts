import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { staffConsoleDirBeside } from '../../web/prerender/build-staff-console';
import {
  CONSOLE_FIRST_LOAD_JS_BUDGET_BYTES,
  FIRST_VISIT_JS_BUDGET_BYTES,
  HINDI_EXTRA_JS_BYTES,
  HINDI_ROUTES,
  SHOPPER_ROUTES,
  consoleFirstLoadJs,
  fieldDataJsBytes,
  firstVisitJs,
  judgeJsBudgets,
} from '../../web/prerender/first-visit-js';

// The run's production build (tests/support/site-build.ts), measured as the bench measures it (bench/js-per-route.ts).
const webDist = inject('webDist');
const routes = [...SHOPPER_ROUTES, ...HINDI_ROUTES];
const measured = firstVisitJs(webDist, routes);
const figures = judgeJsBudgets(new Map([...measured].map(([route, { bytes }]) => [route, bytes])));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe(`first-visit JavaScript of the built shopper pages (≤ ${kb(FIRST_VISIT_JS_BUDGET_BYTES)} KB gzip; Hindi ≤ English twin + ${kb(HINDI_EXTRA_JS_BYTES)} KB)`, () => {
  it.each(
    figures.map(
      (figure) =>
        [
          figure.route,
          kb(figure.jsBytes),
          figure.overTwinBytes === undefined ? '' : ` (${kb(figure.overTwinBytes)} KB over English)`,
          figure,
        ] as const,
    ),
  )('%s: %s KB%s', (_route, _kb, _twin, figure) => {
    expect(figure.over).toBeUndefined();
  });

  it('counts real chunks: the start chunk and a page module on every page, the field-data client on none', () => {
    const assets = readdirSync(path.join(webDist, 'assets'));
    expect(fieldDataJsBytes(webDist, assets)).toBeGreaterThan(0);
    for (const [route, { scripts, bytes }] of measured) {
      expect(
        scripts.some((script) => /\/assets\/start-[\w-]+\.js$/.test(script)),
        route,
      ).toBe(true);
      expect(
        scripts.some((script) => /\/assets\/(web-)?vitals-/.test(script)),
        route,
      ).toBe(false);
      // The app alone (React, the router, the layout) is tens of KB: a figure below that counted nothing.
      expect(bytes, route).toBeGreaterThan(50 * 1024);
    }
  });
});

// The console's build beside the shop's (dist/web → dist/staff), from the same run.
const consoleJs = consoleFirstLoadJs(staffConsoleDirBeside(webDist));

describe(`first-load JavaScript of the built staff console (≤ ${kb(CONSOLE_FIRST_LOAD_JS_BUDGET_BYTES)} KB gzip)`, () => {
  it(`staff.html: ${kb(consoleJs.bytes)} KB`, () => {
    expect(consoleJs.bytes).toBeLessThanOrEqual(CONSOLE_FIRST_LOAD_JS_BUDGET_BYTES);
  });

  it("counts the console's own entry module, not the shop's start chunk", () => {
    expect(consoleJs.scripts.some((script) => /^\/assets\/staff-[\w-]+\.js$/.test(script))).toBe(true);
    expect(consoleJs.scripts.some((script) => /\/assets\/start-[\w-]+\.js$/.test(script))).toBe(false);
    // React and the router alone are tens of KB: a figure below that counted nothing.
    expect(consoleJs.bytes).toBeGreaterThan(50 * 1024);
  });
});
