/**
 * First-visit JS and CSS per page, read from the build (web/prerender/first-visit-js.ts, the same figures the e2e lane
 * holds to the budget in tests/e2e/js-budget.test.ts): every shopper page at most FIRST_VISIT_JS_BUDGET_BYTES gzip,
 * every Hindi twin at most HINDI_EXTRA_JS_BYTES over its English page. The staff console is another app on its own
 * origin (web/prerender/build-staff-console.ts), with no budget, and is not measured here.
 * `fieldJsGzipKb` is what a page view sampled for field data adds (web/src/lib/vitals.ts and web-vitals): `jsGzipKb` is
 * what an unsampled view downloads, the sum what a sampled one does.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { HINDI_ROUTES, SHOPPER_ROUTES, fieldDataJsBytes, firstVisitJs, judgeJsBudgets } from '../web/prerender/first-visit-js';
import { kb, type SectionResult } from './bench-kit';

/** Every measured page: the shopper pages and their Hindi twins. */
export const MEASURED_ROUTES: readonly string[] = [...SHOPPER_ROUTES, ...HINDI_ROUTES];

/**
 * The JS-per-route table of the built site in `webDir`.
 * @returns one row per MEASURED_ROUTES entry (gzip KB), and a miss per shopper page over its budget
 */
export function jsPerRouteFigures(webDir: string): SectionResult {
  const measured = firstVisitJs(webDir, MEASURED_ROUTES);
  const fieldJs = fieldDataJsBytes(webDir, readdirSync(path.join(webDir, 'assets')));
  const homeJs = measured.get('/')!.bytes;
  const judged = new Map(
    judgeJsBudgets(new Map([...measured].map(([route, { bytes }]) => [route, bytes]))).map((figure) => [figure.route, figure]),
  );
  const rows = [...measured].map(([route, { bytes, cssBytes }]) => {
    const figure = judged.get(route);
    return {
      route,
      jsGzipKb: kb(bytes),
      fieldJsGzipKb: kb(fieldJs),
      cssGzipKb: kb(cssBytes),
      jsOverHomeKb: kb(bytes - homeJs),
      jsOverEnglishTwinKb: figure?.overTwinBytes === undefined ? '' : kb(figure.overTwinBytes),
      jsBudget: figure === undefined ? 'none' : figure.over === undefined ? 'ok' : 'OVER',
    };
  });
  const misses = [...judged.values()].flatMap((figure) => (figure.over === undefined ? [] : [`JS of ${figure.route}: ${figure.over}`]));
  return { rows, misses };
}
