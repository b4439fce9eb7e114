/**
 * `npm run bench`: measures the product, prints one table per section with its targets, writes the figures to
 * bench/results/latest.json, and exits 1 when any figure is over its target (listed at the end), 0 when all are met.
 *
 * Sections, one module each (run in this order; each returns its rows and its misses, nothing is kept between them):
 * - js (bench/js-per-route.ts): first-visit JS and CSS per page, from the build; budget 125 KB gzip, Hindi twins + 4 KB.
 * - lighthouse (bench/lighthouse.ts): Lighthouse scores, LCP, CLS, TBT per page, and the field data each run sent.
 * - interactivity (bench/interactivity.ts): app attached, first tap to effect and INP under slow 4G and a 4× CPU.
 * - validation (bench/validation-cost.ts): the prescription fields' validation cost on hostile input.
 * - reencode (bench/image-reencoding.ts): CPU and memory of re-encoding uploaded images.
 * - functions (bench/function-bundles.ts): Lambda bundle sizes and cold init.
 * - api-latency, staff-queue, staff-search (bench/handler-latency.ts): handler latency with autocannon.
 * - load (bench/mixed-load.ts): 2,000 mixed writes at 32 connections; nothing lost, doubled or answered 5xx.
 * - last-units (bench/last-units.ts): 50 concurrent checkouts for 5 units on the shelf; a miss on any oversell.
 * - lanes (bench/test-lanes.ts, only when asked): the wall time of each test lane.
 * The site is built into a temporary folder (bench/site-under-test.ts; MEDVIKA_TEST_WEB_DIST reuses a build instead)
 * and served with the local API over fresh emulators, when a section needs it.
 *
 * Options: --only=<section,…> (e.g. --only=js,api-latency,staff-queue,staff-search); --skip-lighthouse; --skip-api
 * (no handler latency, load or last units); --pages-only (js, lighthouse, interactivity); --lanes (adds lanes, run first);
 * --lanes-only; --staff-search-only (staff-search alone). A run of some sections keeps the other sections' figures of
 * the last run in latest.json, so the file stays one complete set.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../dev/project-root';
import { COMMENTS_PER_CLIENT_HOUR_ENV } from '../functions/comments/comment-moderation';
import { REENCODE_TIME_BUDGET_MS } from '../functions/submit-form/reencode-image';
import { IMAGE_REENCODING_MEMORY_MIB } from '../infra/constructs/api';
import { FIRST_VISIT_JS_BUDGET_BYTES, HINDI_EXTRA_JS_BYTES } from '../web/prerender/first-visit-js';
import { kb, printTable, type Row, type SectionResult } from './bench-kit';
import { FUNCTION_TARGETS, functionFigures } from './function-bundles';
import { STAFF_P95_TARGET_MS, shopperApiFigures, staffQueueFigures, staffSearchFigures } from './handler-latency';
import { reencodeFigures } from './image-reencoding';
import { INTERACTIVITY_RUNS, INTERACTIVITY_TARGETS, interactivityFigures } from './interactivity';
import { MEASURED_ROUTES, jsPerRouteFigures } from './js-per-route';
import { LIGHTHOUSE_TARGETS, lighthouseFigures } from './lighthouse';
import { LAST_UNITS_SHOPPERS, LAST_UNITS_STOCK, lastUnitsFigures } from './last-units';
import { mixedLoadFigures } from './mixed-load';
import { buildSite, startSite, type SiteUnderTest } from './site-under-test';
import { laneFigures } from './test-lanes';
import { validationFigures } from './validation-cost';

const SECTIONS = [
  'lanes',
  'js',
  'lighthouse',
  'interactivity',
  'validation',
  'reencode',
  'functions',
  'api-latency',
  'load',
  'last-units',
  'staff-queue',
  'staff-search',
] as const;
type Section = (typeof SECTIONS)[number];

/** What each section needs: the built site (`site`), or the site served with the local API (`server`). */
const NEEDS: Record<Section, 'nothing' | 'site' | 'server'> = {
  lanes: 'nothing',
  js: 'site',
  lighthouse: 'server',
  interactivity: 'server',
  validation: 'nothing',
  reencode: 'nothing',
  functions: 'server',
  'api-latency': 'server',
  load: 'server',
  'last-units': 'server',
  'staff-queue': 'server',
  'staff-search': 'server',
};

/** The title of each section's table, with its targets. */
const TITLES: Record<Section | 'fieldData', string> = {
  lanes: 'Test lanes (npx vitest run --project <lane>, wall time)',
  js: `First-visit JS and CSS per page (gzip, from the build; budget ${kb(FIRST_VISIT_JS_BUDGET_BYTES)} KB per shopper page, Hindi <= English twin + ${kb(HINDI_EXTRA_JS_BYTES)} KB)`,
  lighthouse: `Lighthouse (mobile; targets: every score ${LIGHTHOUSE_TARGETS.score}, LCP <= ${LIGHTHOUSE_TARGETS.lcpMs} ms, CLS = ${LIGHTHOUSE_TARGETS.cls})`,
  fieldData: 'Field data: beacons received from each Lighthouse run (POST /api/vitals/, every page view sampled; values per beacon)',
  interactivity: `Interactivity (390 px, slow 4G, 4× CPU, median of ${INTERACTIVITY_RUNS}; targets: attached <= ${INTERACTIVITY_TARGETS.attachedMs} ms, INP <= ${INTERACTIVITY_TARGETS.inpMs} ms)`,
  validation: 'Validation of the prescription fields (µs per request)',
  reencode: `Image re-encoding (one process each, ${IMAGE_REENCODING_MEMORY_MIB} MiB budget; target: CPU within ${REENCODE_TIME_BUDGET_MS} ms)`,
  functions: `Lambda functions (targets: <= ${FUNCTION_TARGETS.bundleKb} KB, cold init <= ${FUNCTION_TARGETS.coldInitMs} ms)`,
  'api-latency': 'Shopper API latency (autocannon, 5 s per row)',
  load: 'Load (2,000 mixed requests, 32 connections)',
  'last-units': `Last units (${LAST_UNITS_SHOPPERS} concurrent checkouts of 1 unit for ${LAST_UNITS_STOCK} on the shelf; target: no oversell)`,
  'staff-queue': `Staff queue API latency (autocannon, 5 s per row; target p95 <= ${STAFF_P95_TARGET_MS} ms at 1 connection)`,
  'staff-search': `Staff search latency (autocannon, 5 s per row; target p95 <= ${STAFF_P95_TARGET_MS} ms)`,
};

/** The sections a command line asks for, in SECTIONS order. */
function chosenSections(argv: readonly string[]): Section[] {
  const flags = new Set(argv);
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (only !== undefined) {
    const names = only.split(',');
    const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
    if (unknown.length > 0) throw new Error(`unknown section(s) ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
    return SECTIONS.filter((section) => names.includes(section));
  }
  if (flags.has('--lanes-only')) return ['lanes'];
  if (flags.has('--staff-search-only')) return ['staff-search'];
  if (flags.has('--pages-only')) return SECTIONS.filter((section) => ['js', 'lighthouse', 'interactivity'].includes(section));
  return SECTIONS.filter(
    (section) =>
      (section !== 'lanes' || flags.has('--lanes')) &&
      (section !== 'lighthouse' || !flags.has('--skip-lighthouse')) &&
      (!['api-latency', 'load', 'last-units', 'staff-queue', 'staff-search'].includes(section) || !flags.has('--skip-api')),
  );
}

/** Runs one section against what it needs. */
async function runSection(
  section: Section,
  root: string,
  webDir: string | undefined,
  site: SiteUnderTest | undefined,
): Promise<SectionResult & { fieldData?: Row[] }> {
  console.log(`Measuring ${section}…`);
  switch (section) {
    case 'lanes':
      return laneFigures(root);
    case 'js':
      return jsPerRouteFigures(webDir!);
    case 'lighthouse':
      return lighthouseFigures(root, site!.base, MEASURED_ROUTES);
    case 'interactivity':
      return interactivityFigures(site!.base);
    case 'validation':
      return validationFigures();
    case 'reencode':
      return reencodeFigures(root);
    case 'functions':
      return functionFigures(root, site!.backend.env);
    case 'api-latency':
      return shopperApiFigures(site!.base);
    case 'load':
      return mixedLoadFigures(site!.base);
    case 'last-units':
      return lastUnitsFigures(site!.base);
    case 'staff-queue':
      return staffQueueFigures(site!.base, site!.backend);
    case 'staff-search':
      return staffSearchFigures(site!.base, site!.backend);
  }
}

/**
 * Runs the chosen sections, prints their tables and misses, and merges their figures into bench/results/latest.json.
 * @returns the misses of every section run (empty: every figure met its target)
 */
async function main(argv: readonly string[]): Promise<string[]> {
  const root = projectRoot;
  const sections = chosenSections(argv);
  // Every comment the bench posts comes from this one machine: the hourly per-client limit would hold all but the first
  // few for review, so the bench lifts it (comment-moderation.ts reads it when the post-comment handler loads).
  process.env[COMMENTS_PER_CLIENT_HOUR_ENV] = String(1_000_000);
  const needsSite = sections.some((section) => NEEDS[section] !== 'nothing');
  const needsServer = sections.some((section) => NEEDS[section] === 'server');
  const reusedWebDir = process.env.MEDVIKA_TEST_WEB_DIST;
  const results: Record<string, unknown> = { generatedAt: new Date().toISOString(), node: process.version };
  const misses: string[] = [];
  // Lanes first: they must not run beside the bench's own server and emulators.
  const measure = async (section: Section, webDir?: string, site?: SiteUnderTest) => {
    const result = await runSection(section, root, webDir, site);
    printTable(TITLES[section], result.rows);
    if (result.fieldData) printTable(TITLES.fieldData, result.fieldData);
    results[section] = result.rows;
    if (result.fieldData) results.fieldData = result.fieldData;
    misses.push(...result.misses);
  };
  if (sections.includes('lanes')) await measure('lanes');
  const webDir = needsSite ? (reusedWebDir ?? buildSite(root)) : undefined;
  const site = needsServer ? await startSite(webDir!) : undefined;
  try {
    for (const section of sections.filter((name) => name !== 'lanes')) await measure(section, webDir, site);
  } finally {
    await site?.stop();
    if (webDir && !reusedWebDir) rmSync(webDir, { recursive: true, force: true });
  }
  const out = path.join(root, 'bench/results/latest.json');
  const previous = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(out, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(root, out)}`);
  return misses;
}

main(process.argv.slice(2)).then(
  (misses) => {
    if (misses.length === 0) {
      console.log('\nEvery figure measured is within its target.');
      process.exit(0);
    }
    console.log(`\nOVER TARGET (${misses.length}):\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
    process.exit(1);
  },
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
