/**
 * Lighthouse (mobile preset, its default; Debian Chromium) per page: Performance / Accessibility / Best Practices /
 * SEO, FCP, LCP, CLS, TBT and the LCP element; and the field data each run's page sent (POST /api/vitals/), read from
 * the vitals function's EMF lines: the local API runs functions/vitals in this process, so its sink is redirected here
 * while this section runs. Targets: every score 100, LCP ≤ 1,200 ms, CLS 0.
 */
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium';
import type { VitalsEmfDocument } from '../functions/vitals/vitals.core';
import { emfSink } from '../functions/vitals/vitals.handler';
import { runProcess, type Row } from './bench-kit';

export const LIGHTHOUSE_TARGETS = { score: 100, lcpMs: 1200, cls: 0 };

/**
 * The LCP element Lighthouse names: its selector, or '-'. Lighthouse 12 reports it in the audit
 * 'largest-contentful-paint-element', Lighthouse 13 as the node item of the insight 'lcp-breakdown-insight'.
 */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  type Item = { type?: string; selector?: string; items?: Item[]; node?: { selector?: string } };
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []).flatMap((item) => [item, ...(item.items ?? [])]);
  const found = [...items('lcp-breakdown-insight'), ...items('largest-contentful-paint-element')].find(
    (item) => item.type === 'node' || item.node,
  );
  return found?.selector ?? found?.node?.selector ?? '-';
}

/** One Lighthouse run of `url`: its row, or `performance: 'error'` when Lighthouse failed. */
async function lighthouse(root: string, url: string): Promise<Row> {
  const out = path.join(os.tmpdir(), `medvika-lh-${process.pid}.json`);
  const result = await runProcess(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // The full-page screenshot enlarges the viewport to the whole page after load: elements far below the fold then
      // paint into view and the page's own LCP observer (the field-data beacon) reports them, seconds late (measured:
      // the buy-now banner on /, a store's address on /stores). No shopper's screen does that.
      '--disable-full-page-screenshot',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    180_000,
  );
  if (result.status !== 0) return { performance: 'error' };
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    lcpElement: lcpElementOf(lhr),
  };
}

/** One row of the field-data table: the beacons of one Lighthouse run and the figures they carried. */
function fieldDataRow(route: string, lines: string[]): Row {
  const documents = lines.map((line) => JSON.parse(line) as VitalsEmfDocument);
  const figure = (name: string) => {
    const values = documents.flatMap((document) => (document[name] === undefined ? [] : [document[name]].flat())) as number[];
    return values.length === 0 ? '-' : values.join('/');
  };
  return {
    route,
    beacons: documents.length,
    pageType: [...new Set(documents.map((document) => document.Route))].join(' ') || '-',
    lcpMs: figure('LCP'),
    fcpMs: figure('FCP'),
    ttfbMs: figure('TTFB'),
    cls: figure('CLS'),
    inpMs: figure('INP'),
    replayedTaps: figure('ReplayedTaps'),
  };
}

/** The figures of one row over LIGHTHOUSE_TARGETS, in words. */
function lighthouseMisses(route: string, row: Row): string[] {
  if (row.performance === 'error') return [`Lighthouse of ${route}: the run failed`];
  const misses = (['performance', 'accessibility', 'bestPractices', 'seo'] as const)
    .filter((category) => Number(row[category]) < LIGHTHOUSE_TARGETS.score)
    .map((category) => `Lighthouse ${category} of ${route}: ${row[category]} < ${LIGHTHOUSE_TARGETS.score}`);
  if (Number(row.lcpMs) > LIGHTHOUSE_TARGETS.lcpMs) misses.push(`LCP of ${route}: ${row.lcpMs} ms > ${LIGHTHOUSE_TARGETS.lcpMs} ms`);
  if (Number(row.cls) > LIGHTHOUSE_TARGETS.cls) misses.push(`CLS of ${route}: ${row.cls} > ${LIGHTHOUSE_TARGETS.cls}`);
  return misses;
}

/**
 * Lighthouse and field data for each of `routes` on the site at `base`, one after another.
 * @param root the repository root (for node_modules/.bin/lighthouse)
 * @returns `rows` (one per route), `fieldData` (the beacons of each run) and the misses against LIGHTHOUSE_TARGETS
 */
export async function lighthouseFigures(root: string, base: string, routes: readonly string[]): Promise<SectionResultWithFieldData> {
  const rows: Row[] = [];
  const fieldData: Row[] = [];
  const misses: string[] = [];
  const lines: string[] = [];
  const originalWrite = emfSink.write;
  emfSink.write = (line) => {
    lines.push(line);
  };
  try {
    for (const route of routes) {
      lines.length = 0;
      const row = { route, ...(await lighthouse(root, `${base}${route}`)) };
      // Lighthouse closes its page before it exits, which sends the last beacon; give it a moment to land.
      await new Promise((resolve) => setTimeout(resolve, 500));
      rows.push(row);
      fieldData.push(fieldDataRow(route, lines.splice(0)));
      misses.push(...lighthouseMisses(route, row));
      console.log(`  ${route} Lighthouse done`);
    }
  } finally {
    emfSink.write = originalWrite;
  }
  return { rows, fieldData, misses };
}

/** The Lighthouse section's result: the scores table, the field-data table and the misses. */
export interface SectionResultWithFieldData {
  rows: Row[];
  fieldData: Row[];
  misses: string[];
}
