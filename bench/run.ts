/**
 * `npm run bench`: measures the product and prints one table, also written to bench/results/latest.json.
 *
 * 1. Builds the SPA and serves it with the local API and fresh emulators (temp data folder, free ports, loopback only).
 * 2. Pages: first-visit JS and CSS bytes (gzip -9 of each file the route loads) and Lighthouse 12 (mobile preset,
 *    Debian Chromium) Performance / Accessibility / Best Practices / SEO, LCP, CLS, TBT, per route; the Hindi
 *    twins of four of them too, with their JS over the English twin's (at most HINDI_EXTRA_JS_KB).
 * 3. Lambda functions: bundled like infra/constructs/api-function.ts (esbuild, minified ESM, AWS SDK external);
 *    size, and cold init = a fresh Node process importing the bundle (median of 10, ms).
 * 4. API latency with autocannon: GET comments on a post holding 1,000 comments, POST comment, POST submit-form
 *    with a 1 MiB PDF, at 1, 8 and 32 connections, 5 s each: p50/p95/p99 ms and requests/s.
 * 5. Load: 2,000 mixed requests (comments, prescriptions with 100 KiB files, checkouts) at 32 connections;
 *    then every 201 must have its stored record (and file), counts must match exactly, and there must be no 5xx.
 * Targets (docs/architecture.md §11) are printed beside the figures; the bench reports, it does not fail on a miss.
 * 6. With --lanes (or --lanes-only, which skips 1-5): the wall time of each test lane, `npx vitest run --project <lane>`
 *    (unit, integration, infra, e2e; see vitest.config.ts), run one after another before anything else starts.
 * 7. Field data: the beacons (POST /api/vitals/) each Lighthouse run's page sent to the local API, read from the vitals
 *    function's EMF lines in this process. The bench's build samples every page view (VITE_VITALS_SAMPLE_RATE=1; the
 *    default 10 % would leave most runs without a beacon), so the pages table shows the field-data code apart
 *    (`fieldJsGzipKb`): `jsGzipKb` is what an unsampled page view downloads, the sum what a sampled one does.
 * 8. Re-encoding of uploaded images: CPU time and peak memory of the upload path's reencodeImage, one fresh process per
 *    image at the function's memory size: a 12 MP phone photo, a JPEG and a PNG at the decode caps, and a 40 MP PNG
 *    (stored stripped, never decoded). Target: within REENCODE_TIME_BUDGET_MS of CPU.
 * 9. Interactivity (docs/decisions/0017-native-controls-before-hydration.md), in Chromium under slow 4G (150 ms round
 *    trip, 1.6 Mbit/s) and a 4× slower CPU, median of 5 fresh visits per route: the time from navigation to "app
 *    attached" (the APP_ATTACHED_MARK performance mark: hydrated, handlers live, early taps replayed); "first tap to
 *    effect", from a tap made as soon as the control is visible (not after waiting for the app) to its visible effect;
 *    and, on / and /products, INP of a scripted series of taps once the app runs (Event Timing API: the longest
 *    interaction, as web-vitals' onINP reports it for fewer than 50 interactions).
 * The build goes into a temporary folder (never dist/web, which `npm start` may be serving).
 * 10. Staff search: GET /api/staff/queue?kind=message&search=… at 10,000 messages, 1 and 8 connections (target p95 ≤ 50 ms).
 * Options: --skip-lighthouse, --skip-api (quicker runs while iterating), --pages-only (build, pages and interactivity
 * only), --lanes, --lanes-only, --staff-search-only (10. alone; latest.json untouched).
 */
import autocannon from 'autocannon';
import { build as esbuild } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { freePort } from '../dev/emulators';
import { startLocalBackend, type LocalBackend } from '../dev/local-stack';
import { localCognitoClient } from '../dev/staff-identity';
import { queueKey } from '../functions/data/records';
import { batchPutWithSearchItems } from '../functions/data/record-search';
import { syntheticMessages } from '../tests/support/search-records';
import { createStorefrontApp, listen } from '../dev/storefront-server';
import { apiRoutes } from '../contracts/deployment/api-routes';
import { localeOfPath, localizedPath } from '../contracts/locale';
import { createAwsClients } from '../functions/runtime/aws-clients';
import { ESM_REQUIRE_BANNER, RUNTIME_PROVIDED_MODULES } from '../infra/constructs/api-function';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser';
import { samplePdf } from '../tests/support/http';
import { validateFields } from '../functions/runtime/validate-fields';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { COMMENTS_PER_CLIENT_HOUR_ENV } from '../functions/comments/comment-moderation';
import { REENCODE_TIME_BUDGET_MS } from '../functions/submit-form/reencode-image';
import { IMAGE_REENCODING_MEMORY_MIB } from '../infra/constructs/api';
import { blackPng } from '../tests/support/image-bombs';
import { prescriptionFieldsSchema } from '../contracts/forms/prescription-form';
import { emfSink } from '../functions/vitals/vitals.handler';
import type { VitalsEmfDocument } from '../functions/vitals/vitals.core';
import { APP_ATTACHED_MARK } from '../web/src/app/hydration-data';
import type { Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const ROUTES = [
  '/',
  '/products',
  '/category/baby-care',
  '/product/products-dolo-650-tab-15',
  '/health3',
  '/upload',
  '/checkout',
  '/checkout/payment',
  '/contact',
  '/track',
  '/stores',
  '/staff',
];
/**
 * The Hindi pages measured beside their English twins: the same Lighthouse figures (within 5 %), and the Hindi home's
 * first-visit JS at most HINDI_EXTRA_JS_KB over the English home's (its catalogs are Devanagari, the only thing that
 * differs there). The other Hindi pages' excess over their twins is reported too, and they are held to the same JS
 * budget as every page (the words of the API's codes, web/src/lib/api-messages, load with a form's code in either
 * language, never up front).
 */
const HINDI_ROUTES = ['/hi', '/hi/products', '/hi/health3', '/hi/upload', '/hi/track'];
const HINDI_EXTRA_JS_KB = 4;
const targets = {
  performance: 100,
  otherScores: 100,
  cls: 0,
  lcpMs: 1200,
  firstVisitJsKb: 125,
  attachedMs: 2500,
  inpMs: 100,
  bundleKb: 250,
  coldInitMs: 150,
};
/** The routes of the interactivity table (9. above). */
const INTERACTIVITY_ROUTES = ['/', '/products', '/upload', '/health3', '/hi', '/hi/upload'];
/** Visits per route of the interactivity table; the median is printed. */
const INTERACTIVITY_RUNS = 5;

type Row = Record<string, string | number>;
const results: {
  generatedAt: string;
  node: string;
  pages: Row[];
  fieldData: Row[];
  functions: Row[];
  validation: Row[];
  reencode: Row[];
  interactivity: Row[];
  api: Row[];
  load?: Row;
  lanes?: Row[];
  targets: typeof targets;
} = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  pages: [],
  fieldData: [],
  functions: [],
  validation: [],
  reencode: [],
  interactivity: [],
  api: [],
  targets,
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function printTable(title: string, rows: Row[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\n${title}\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}

/** The chunks of the field-data client (web/src/lib/vitals.ts and web-vitals), loaded by sampled page views only. */
const FIELD_DATA_CHUNK = /\/assets\/(web-)?vitals-[\w-]+\.js$/;

/**
 * JS and CSS gzip bytes of every file a first visit to `url` downloads (fresh browser context); `js` without the
 * field-data chunks, which are `fieldJs`.
 */
async function firstVisitBytes(url: string): Promise<{ js: number; css: number; fieldJs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const files = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.set(response.url(), type === 'script' ? 'js' : 'css');
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  let js = 0;
  let css = 0;
  let fieldJs = 0;
  for (const [fileUrl, kind] of files) {
    const body = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    if (kind === 'css') css += size;
    else if (FIELD_DATA_CHUNK.test(new URL(fileUrl).pathname)) fieldJs += size;
    else js += size;
  }
  return { js, css, fieldJs };
}

/**
 * The EMF lines the vitals function writes while the bench runs: the local API adapter runs functions/vitals in this
 * process, so its sink is replaced here and every beacon the pages send is one line.
 */
const emfLines: string[] = [];
emfSink.write = (line) => {
  emfLines.push(line);
};

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

/**
 * Runs a command without blocking this process's event loop (the storefront server lives in this process,
 * so a synchronous child would stop it from answering). Resolves with exit code and stdout.
 */
function run(
  command: string,
  commandArgs: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { env, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout });
    });
  });
}

/** Lighthouse 12 CLI (mobile preset is its default) against Debian Chromium. */
async function lighthouse(url: string): Promise<Row> {
  const out = path.join(os.tmpdir(), `medvika-lh-${process.pid}.json`);
  const result = await run(
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
  if (result.status !== 0)
    return {
      performance: 'error',
      accessibility: '',
      bestPractices: '',
      seo: '',
      fcpMs: '',
      lcpMs: '',
      cls: '',
      tbtMs: '',
      lcpElement: '',
    };
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

/** Bundles each handler as the CDK does and measures size and cold init. */
async function functionFigures(env: Record<string, string>) {
  const outDir = path.join(root, 'bench/.out');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const route of apiRoutes) {
    const outfile = path.join(outDir, `${route.name}.mjs`);
    await esbuild({
      entryPoints: [path.join(root, 'functions', `${route.entry}.ts`)],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      mainFields: ['module', 'main'],
      banner: { js: ESM_REQUIRE_BANNER },
      minify: true,
      external: RUNTIME_PROVIDED_MODULES,
      logLevel: 'error',
    });
    const timings: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const probe = `const t=performance.now();await import(${JSON.stringify(outfile)});console.log(performance.now()-t)`;
      const probeRun = await run(
        process.execPath,
        ['--input-type=module', '-e', probe],
        { ...process.env, ...env, LOG_LEVEL: 'silent', NODE_NO_WARNINGS: '1' },
        30_000,
      );
      timings.push(Number(probeRun.stdout.trim().split('\n').pop()));
    }
    const bytes = statSync(outfile).size;
    results.functions.push({
      function: route.name,
      bundleKb: kb(bytes),
      gzipKb: kb(gzipSync(readFileSync(outfile)).length),
      coldInitMedianMs: Math.round(median(timings)),
      target: `<=${targets.bundleKb} KB, <=${targets.coldInitMs} ms`,
    });
  }
  rmSync(outDir, { recursive: true, force: true });
}

async function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('prescription', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

const prescription = {
  form: 'prescription',
  name: 'Bench Patient',
  email: 'bench@example.com',
  phone: '+91 98765 43210',
  city: 'Noida',
  address: 'Sector 18, Noida',
  medicine_name: 'Dolo 650',
  consent: 'true',
};
const checkout = {
  form: 'checkout',
  email: 'bench@example.com',
  phone: '+91 98765 43210',
  name: 'Bench Shopper',
  address: 'Sector 18, Noida',
  country: 'India',
  state: 'Uttar Pradesh',
  city: 'Noida',
  code: '201301',
  items: JSON.stringify([{ id: 'products-dolo-650-tab-15', quantity: 2 }]),
};

/**
 * A PDF of about `bytes` bytes: the sample PDF with a comment line of padding after its header, so it still ends with
 * %%EOF (the server refuses data after a PDF's end, domain/prescription-file-checks.ts).
 */
function pdfOfSize(bytes: number): Buffer {
  const pdf = samplePdf('bench');
  const headerEnd = pdf.indexOf(0x0a) + 1;
  const padding = Math.max(0, bytes - pdf.length - 2);
  return Buffer.concat([
    pdf.subarray(0, headerEnd),
    Buffer.from('%'),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\n'),
    pdf.subarray(headerEnd),
  ]);
}

/** Runs autocannon and also records every response time (ms), so exact percentiles can be computed. */
async function runAutocannon(options: autocannon.Options): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
  return { result, latencies };
}

/** The p-th percentile (0–100) of `values` by nearest rank, rounded to 0.1 ms. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

/** Runs one autocannon scenario and adds its row (exact p50/p95/p99 in ms, requests/s, non-2xx, errors) to the API table. */
async function measureLatency(scenario: string, options: autocannon.Options): Promise<void> {
  const { result, latencies } = await runAutocannon(options);
  results.api.push({
    scenario,
    connections: options.connections ?? 1,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    requestsPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  });
}

async function apiFigures(base: string) {
  // 1,000 comments on health3 to read back.
  for (let start = 0; start < 1000; start += 25) {
    await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const { body, contentType } = await multipartBody({
          name: `Reader ${start + i}`,
          comment: 'A useful article, thank you.',
          post: 'health3',
        });
        const response = await fetch(`${base}/api/post-comment/`, { method: 'POST', headers: { 'content-type': contentType }, body });
        if (response.status !== 201) throw new Error(`seeding comments failed: ${response.status}`);
      }),
    );
  }
  const comment = await multipartBody({ name: 'Bench', comment: 'Posting under load.', post: 'health4' });
  const upload = await multipartBody(prescription, { name: 'rx.pdf', bytes: pdfOfSize(1024 * 1024) });
  const scenarios: Array<[string, autocannon.Options]> = [
    ['GET comments (1,000 on the post)', { url: `${base}/api/comments/?post=health3` }],
    [
      'POST comment',
      { url: `${base}/api/post-comment/`, method: 'POST', headers: { 'content-type': comment.contentType }, body: comment.body },
    ],
    [
      'POST submit-form, 1 MiB PDF',
      { url: `${base}/api/submit-form/`, method: 'POST', headers: { 'content-type': upload.contentType }, body: upload.body },
    ],
  ];
  for (const [name, options] of scenarios) {
    for (const connections of [1, 8, 32]) {
      await measureLatency(name, { ...options, connections, duration: 5 });
    }
  }
}

/**
 * The staff queue API (target: p95 ≤ 50 ms at 1 connection on this machine): the first page of the
 * 'received' prescription queue while it holds 10,000 prescriptions, through the local server and its token check,
 * signed in as the demo pharmacist. The records are written straight to the table (BatchWriteItem, 25 at a time):
 * listing reads the queue index (the page, and its total by a COUNT Query capped at QUEUE_TOTAL_MAX) and the page's
 * records by key (BatchGetItem, for the patient, medicine, city and claim), so they need no files.
 */
async function staffQueueFigures(base: string, backend: LocalBackend) {
  const clients = createAwsClients();
  const table = process.env.TABLE_NAME!;
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let batch = 0; batch < 400; batch += 1) {
    const items = Array.from({ length: 25 }, (_, i) => {
      const n = batch * 25 + i;
      const reference = `RX-20260101-${n.toString(36).toUpperCase().padStart(8, '0')}`;
      const createdAt = new Date(start + n * 1000).toISOString();
      return {
        PutRequest: {
          Item: {
            pk: `PRESCRIPTION#${reference}`,
            sk: 'RECORD',
            kind: 'prescription',
            reference,
            createdAt,
            updatedAt: createdAt,
            status: 'received',
            version: 1,
            queue: queueKey('prescription', 'received'),
            name: 'Bench Patient',
          },
        },
      };
    });
    await clients.dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: items } }));
  }
  const token = await staffToken(backend, 'pharmacist');
  for (const connections of [1, 8]) {
    await measureLatency('GET staff queue, 1st page (10,000 prescriptions)', {
      url: `${base}/api/staff/queue?kind=prescription&status=received`,
      headers: { authorization: `Bearer ${token}` },
      connections,
      duration: 5,
    });
  }
}

/**
 * Builds the production site shoppers get (npm run build: Vite's bundle plus the prerendered pages) into a temporary
 * folder of its own, every page view sampled for field data so that each Lighthouse run sends its beacons (see 7. above).
 * @returns the folder
 * @throws Error when the build fails
 */
function buildSite(): string {
  console.log('Building the storefront…');
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-bench-web-'));
  const buildRun = spawnSync('npx', ['tsx', 'web/prerender/build-site.ts', webDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_VITALS_SAMPLE_RATE: '1' },
  });
  if (buildRun.status !== 0) throw new Error('build failed');
  return webDir;
}

/** An ID token of the local stack's demo staff user of `group` (USER_PASSWORD_AUTH against cognito-local). */
async function staffToken(backend: LocalBackend, group: 'pharmacist' | 'support'): Promise<string> {
  const user = backend.staff.users.find((candidate) => candidate.group === group)!;
  const cognito = localCognitoClient(backend.staff.endpoint);
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: backend.staff.clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  cognito.destroy();
  const token = signedIn.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`the demo ${group} user could not sign in`);
  return token;
}

/** The staff search's scenarios: a common name and a surname prefix, a phone's last digits, an e-mail, a reference prefix. */
const SEARCH_SCENARIOS = ['kavya sh', '04321', 'meera.sharma.7@example.in', 'MSG-19990101-0001'];

/**
 * The staff console's search (target: p95 ≤ 50 ms at 1 and 8 connections): GET /api/staff/queue?kind=message&search=…
 * while the table holds 10,000 messages with their search items (tests/support/search-records.ts syntheticMessages,
 * written with BatchWriteItem by functions/data/record-search.ts batchPutWithSearchItems), through the local server
 * and its token check, signed in as the demo support user. Each request is one of SEARCH_SCENARIOS in turn: Queries on
 * the search index, one BatchGetItem of the page's records and one audit PutItem; never a Scan.
 */
async function staffSearchFigures(base: string, backend: LocalBackend) {
  const clients = createAwsClients();
  await batchPutWithSearchItems(clients.dynamo, process.env.TABLE_NAME!, syntheticMessages(10_000));
  const token = await staffToken(backend, 'support');
  const requests = SEARCH_SCENARIOS.map((search) => ({
    method: 'GET' as const,
    path: `/api/staff/queue?${new URLSearchParams({ kind: 'message', search }).toString()}`,
  }));
  for (const connections of [1, 8]) {
    await measureLatency('GET staff search, mixed terms (10,000 messages)', {
      url: base,
      requests,
      headers: { authorization: `Bearer ${token}` },
      connections,
      duration: 5,
    });
  }
}

/**
 * `--staff-search-only`: the staff search figures alone (no site build, no other section, bench/results/latest.json
 * left as it is), against fresh emulators and the local API; prints the API latency table.
 */
async function staffSearchOnly() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-bench-'));
  // Only the API is measured, but the server wants a site build: MEDVIKA_TEST_WEB_DIST's (as the e2e tests), else a fresh one.
  const webDir = process.env.MEDVIKA_TEST_WEB_DIST ?? buildSite();
  const backend = await startLocalBackend({ dynamodbPort: await freePort(), s3Port: await freePort(), dataDir });
  process.env.LOG_LEVEL = 'silent';
  const port = await freePort();
  const server = await listen(createStorefrontApp({ distDir: webDir }), port);
  try {
    console.log('Staff search with 10,000 messages (10 s)…');
    await staffSearchFigures(`http://127.0.0.1:${port}`, backend);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.MEDVIKA_TEST_WEB_DIST) rmSync(webDir, { recursive: true, force: true });
  }
  printTable('API latency (autocannon, 5 s per row)', results.api);
}

async function loadFigures(base: string) {
  const clients = createAwsClients();
  const [commentBody, rxBody, orderBody] = await Promise.all([
    multipartBody({ name: 'Load', comment: 'Load test comment', post: 'health12' }),
    multipartBody({ ...prescription, name: 'Load Patient' }, { name: 'rx.pdf', bytes: pdfOfSize(100 * 1024) }),
    multipartBody(checkout),
  ]);
  const created = { comment: 0, prescription: 0, order: 0 };
  const statuses: Record<string, number> = {};
  const count = (kind: keyof typeof created) => (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 201) created[kind] += 1;
  };
  const started = Date.now();
  const { result } = await runAutocannon({
    url: base,
    connections: 32,
    amount: 2000,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/post-comment/',
        headers: { 'content-type': commentBody.contentType },
        body: commentBody.body,
        onResponse: count('comment'),
      },
      {
        method: 'POST',
        path: '/api/submit-form/',
        headers: { 'content-type': rxBody.contentType },
        body: rxBody.body,
        onResponse: count('prescription'),
      },
      {
        method: 'POST',
        path: '/api/submit-form/',
        headers: { 'content-type': orderBody.contentType },
        body: orderBody.body,
        onResponse: count('order'),
      },
    ] as autocannon.Request[],
  });
  const seconds = (Date.now() - started) / 1000;
  const table = process.env.TABLE_NAME!;
  const countKind = async (kind: string, since: string) => {
    let total = 0;
    let key: Record<string, unknown> | undefined;
    const files: string[] = [];
    do {
      const page = await clients.dynamo.send(
        // A Scan of whole items: the kind index projects only reference, status and dates (least privilege, docs/architecture.md §11).
        new ScanCommand({
          TableName: table,
          FilterExpression: 'kind = :k AND createdAt >= :s',
          ExpressionAttributeValues: { ':k': kind, ':s': since },
          ExclusiveStartKey: key,
        }),
      );
      for (const item of page.Items ?? []) {
        // Count only what the load phase created (the latency phase just before also stored records).
        const fromLoad =
          kind === 'comment'
            ? item.post === 'health12'
            : kind === 'prescription'
              ? item.name === 'Load Patient'
              : item.name === 'Bench Shopper';
        if (!fromLoad) continue;
        total += 1;
        if (kind === 'prescription') files.push((item.file as { key: string }).key);
      }
      key = page.LastEvaluatedKey;
    } while (key);
    return { total, files };
  };
  const since = new Date(started - 1000).toISOString();
  const comments = await countKind('comment', since);
  const rx = await countKind('prescription', since);
  const orders = await countKind('order', since);
  let missingFiles = 0;
  for (const key of rx.files) {
    await clients.s3.send(new HeadObjectCommand({ Bucket: process.env.BUCKET_NAME!, Key: key })).catch(() => {
      missingFiles += 1;
    });
  }
  const fiveXx = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  results.load = {
    requests: result.requests.total,
    seconds: Math.round(seconds * 10) / 10,
    created201: `${created.comment} comments, ${created.prescription} prescriptions, ${created.order} orders`,
    stored: `${comments.total} comments, ${rx.total} prescriptions, ${orders.total} orders`,
    countsMatch: comments.total === created.comment && rx.total === created.prescription && orders.total === created.order ? 'yes' : 'NO',
    missingFiles,
    fiveXx,
    statuses: JSON.stringify(statuses),
  };
}

/**
 * Validation cost of the prescription form's fields (docs/architecture.md §11): validateFields with the contracts schema, as
 * submit-form runs it, on a typical request and on the worst inputs the multipart limits let through (every field at
 * its busboy size limit, 16 KiB, full of control and bidi characters; a 16 KiB e-mail). Median of 20 batches of 200
 * calls, in µs per request; the bound that matters is that no case grows faster than its input (no regex backtracking).
 */
function validationFigures() {
  const typical = {
    form: 'prescription',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    city: 'Noida',
    address: 'Sector 18, Noida',
    medicine_name: 'Dolo 650',
    definition: '1 strip',
    consent: 'true',
  };
  const hostile = '\u202e\u0007a\u0085'.repeat(4096); // 16 KiB of bidi override, BEL, a letter and NEL
  const cases: Array<[string, Record<string, string>]> = [
    ['typical valid request', typical],
    [
      'every text field 16 KiB of control/bidi characters',
      { ...typical, name: hostile, address: hostile, medicine_name: hostile, definition: hostile },
    ],
    ['16 KiB e-mail without @', { ...typical, email: 'a'.repeat(16 * 1024) }],
    ['16 KiB e-mail of @ and dots', { ...typical, email: '@.'.repeat(8 * 1024) }],
  ];
  for (const [name, fields] of cases) {
    const batches: number[] = [];
    let outcome = 'valid';
    for (let batch = 0; batch < 20; batch += 1) {
      const started = process.hrtime.bigint();
      for (let call = 0; call < 200; call += 1) {
        try {
          validateFields(prescriptionFieldsSchema, fields, []);
        } catch {
          outcome = '400';
        }
      }
      batches.push(Number(process.hrtime.bigint() - started) / 1000 / 200);
    }
    results.validation.push({ case: name, microsPerRequest: Math.round(median(batches) * 10) / 10, outcome });
  }
}

/** A width × height RGBA image whose pixels come from `pixel(x, y)` (each channel 0–255). */
function rgba(width: number, height: number, pixel: (x: number, y: number) => number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const value = pixel(x, y);
      data[at] = value;
      data[at + 1] = (value * 3) & 0xff;
      data[at + 2] = (value * 7) & 0xff;
      data[at + 3] = 0xff;
    }
  }
  return data;
}

/**
 * Re-encoding figures (8. above): each case's image is made here, written to a temporary file and re-encoded by
 * bench/reencode-case.ts in a process of its own with Lambda's memory size set, so its peak is its own.
 */
function reencodeFigures() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'medvika-reencode-'));
  // A deterministic noise source, so runs compare.
  let seed = 7;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) >>> 16) & 0xff;
  const photo = (x: number, y: number) => ((x >> 3) + (y >> 4) + (noise() & 0x0f)) & 0xff;
  const cases: Array<[string, 'jpeg' | 'png', () => Buffer]> = [
    ['12 MP JPEG photo (4000×3000, q75)', 'jpeg', () => jpeg.encode({ data: rgba(4000, 3000, photo), width: 4000, height: 3000 }, 75).data],
    [
      'JPEG at the cap (4000×3125 = 12.5 MP, noise, q30)',
      'jpeg',
      () => jpeg.encode({ data: rgba(4000, 3125, () => noise()), width: 4000, height: 3125 }, 30).data,
    ],
    [
      'PNG at the cap (4000×2500 = 10 MP, RGBA pattern)',
      'png',
      () => PNG.sync.write(Object.assign(new PNG({ width: 4000, height: 2500 }), { data: rgba(4000, 2500, (x, y) => (x * y) & 0xff) })),
    ],
    ['40 MP PNG (8000×5000, stored stripped)', 'png', () => blackPng(8000, 5000)],
  ];
  try {
    for (const [name, type, make] of cases) {
      const file = path.join(folder, `case.${type}`);
      const content = make();
      writeFileSync(file, content);
      const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/reencode-case.ts'), file, type], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(IMAGE_REENCODING_MEMORY_MIB) },
        timeout: 120_000,
      });
      const figures = child.status === 0 ? (JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Row) : { error: `exit ${child.status}` };
      results.reencode.push({ case: name, fileKb: Math.round(content.length / 1024), ...figures, budgetMs: REENCODE_TIME_BUDGET_MS });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The vitest projects of vitest.config.ts, in the order `npm run test:<lane>` lists them. */
const LANES = ['unit', 'integration', 'infra', 'e2e'] as const;

/** Runs each test lane on its own (`npx vitest run --project <lane>`) and records its wall time and test summary. */
function laneFigures() {
  results.lanes = [];
  for (const lane of LANES) {
    console.log(`  lane ${lane}…`);
    const started = performance.now();
    const run = spawnSync('npx', ['vitest', 'run', '--project', lane], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = (performance.now() - started) / 1000;
    const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`);
    if (run.status !== 0) console.log(output.split('\n').slice(-40).join('\n'));
    const tests = /^\s*Tests\s+(.+)$/m.exec(output)?.[1]?.trim() ?? '?';
    results.lanes.push({
      lane,
      wallSeconds: Math.round(seconds * 10) / 10,
      outcome: run.status === 0 ? 'passed' : `FAILED (exit ${run.status})`,
      tests,
    });
  }
}

/** Slow 4G as a shopper's phone has it (as tests/e2e/no-lost-tap.test.ts): 150 ms round trip, 1.6 Mbit/s each way. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (1.6 * 1024 * 1024) / 8 };

/**
 * Per route: the tap a shopper makes first, as soon as the control is visible, and the check that its effect shows.
 * The menu and the FAQ work natively; Add to cart is recorded and replayed; a form's submit loads the form's code
 * (it hydrates on first use) and shows its validation messages.
 */
const FIRST_TAPS: Record<string, { tap: (page: Page) => Promise<void>; effect: string }> = {
  '/': {
    tap: (page) => page.getByRole('button', { name: 'MENU', exact: true }).click(),
    effect: "document.getElementById('site-menu')?.matches(':popover-open')",
  },
  '/products': {
    tap: (page) =>
      page
        .getByRole('button', { name: /^Add to cart:/ })
        .first()
        .click(),
    effect: "document.querySelector('[data-testid=\"cart-count\"]')?.textContent === '1'",
  },
  '/upload': {
    tap: (page) => page.getByLabel('Patient Name').click(),
    effect: "document.activeElement?.id === 'rx-name' && !document.querySelector('.prescription-form button[type=submit]')?.disabled",
  },
  '/health3': {
    tap: (page) => page.getByRole('button', { name: 'Post Comment' }).click(),
    effect: "Boolean(document.getElementById('comment-name-error'))",
  },
  // The Hindi twins: the same controls, found by their place rather than their (Hindi) names.
  '/hi': {
    tap: (page) => page.locator('.site-header__menu-button').click(),
    effect: "document.getElementById('site-menu')?.matches(':popover-open')",
  },
  '/hi/upload': {
    tap: (page) => page.locator('#rx-name').click(),
    effect: "document.activeElement?.id === 'rx-name' && !document.querySelector('.prescription-form button[type=submit]')?.disabled",
  },
};

/** The scripted taps of the INP row, made once the app runs. */
const INP_SCRIPTS: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await page.getByRole('button', { name: 'MENU', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('.home-latest__tab', { hasText: 'Herbal Preparations' }).click();
    await page
      .locator('.home-latest')
      .getByRole('button', { name: /^Add to cart:/ })
      .first()
      .click();
  },
  '/products': async (page) => {
    await page
      .getByRole('button', { name: /^Add to cart:/ })
      .first()
      .click();
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Add to cart:/ })
      .nth(1)
      .click();
  },
};

/**
 * One throttled visit of `url` (390 × 844, slow 4G, 4× CPU, fresh context): the time to the app-attached mark, the
 * first tap's time to effect, and with `inpScript` the longest interaction of that script (ms; Event Timing entries of
 * 16 ms and more, so a figure under 16 ms reads as 16).
 */
async function throttledVisit(
  url: string,
  firstTap: (typeof FIRST_TAPS)[string] | undefined,
  inpScript: ((page: Page) => Promise<void>) | undefined,
): Promise<{ attachedMs: number; tapMs?: number; inpMs?: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // bypassCSP: the pages' CSP (script-src 'self') would refuse the string predicates below; the site itself is unchanged.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const state = window as unknown as { medvikaTapAt?: number; medvikaInp: number };
      state.medvikaInp = 0;
      addEventListener('pointerdown', (event) => (state.medvikaTapAt ??= event.timeStamp), { capture: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId) state.medvikaInp = Math.max(state.medvikaInp, entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(url, { waitUntil: 'commit' });
    let tapMs: number | undefined;
    if (firstTap) {
      await firstTap.tap(page);
      const handle = await page.waitForFunction(`(${firstTap.effect}) ? performance.now() - window.medvikaTapAt : false`, undefined, {
        polling: 'raf',
        timeout: 60_000,
      });
      tapMs = Math.round(Number(await handle.jsonValue()));
    }
    const attached = await page.waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? false, APP_ATTACHED_MARK, {
      timeout: 60_000,
    });
    const attachedMs = Math.round(Number(await attached.jsonValue()));
    let inpMs: number | undefined;
    if (inpScript) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_ATTACHED_MARK, { timeout: 60_000 });
      await inpScript(page);
      // Event Timing entries arrive after the next paint.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      inpMs = Math.max(16, Math.round(await page.evaluate(() => (window as unknown as { medvikaInp: number }).medvikaInp)));
    }
    return { attachedMs, tapMs, inpMs };
  } finally {
    await browser.close();
  }
}

/** The interactivity table (9. above): medians of INTERACTIVITY_RUNS throttled visits per route. */
async function interactivityFigures(base: string) {
  for (const route of INTERACTIVITY_ROUTES) {
    const visits: Array<Awaited<ReturnType<typeof throttledVisit>>> = [];
    for (let run = 0; run < INTERACTIVITY_RUNS; run += 1)
      visits.push(await throttledVisit(`${base}${route}`, FIRST_TAPS[route], INP_SCRIPTS[route]));
    const medianOf = (values: Array<number | undefined>) => {
      const defined = values.filter((value): value is number => value !== undefined);
      return defined.length === 0 ? '-' : median(defined);
    };
    results.interactivity.push({
      route,
      attachedMs: median(visits.map((visit) => visit.attachedMs)),
      attachedRangeMs: `${Math.min(...visits.map((visit) => visit.attachedMs))}–${Math.max(...visits.map((visit) => visit.attachedMs))}`,
      firstTapToEffectMs: medianOf(visits.map((visit) => visit.tapMs)),
      inpMs: medianOf(visits.map((visit) => visit.inpMs)),
      target: `attached <= ${targets.attachedMs} ms, INP <= ${targets.inpMs} ms`,
    });
    console.log(`  ${route} interactivity done`);
  }
}

async function main() {
  // Every comment the bench posts comes from this one machine: the hourly per-client limit would hold all but the first
  // few for review, so the bench lifts it (comment-moderation.ts reads it when the post-comment handler loads).
  process.env[COMMENTS_PER_CLIENT_HOUR_ENV] = String(1_000_000);
  if (args.has('--staff-search-only')) {
    await staffSearchOnly();
    return;
  }
  if (args.has('--lanes') || args.has('--lanes-only')) {
    console.log('Timing the test lanes…');
    laneFigures();
  }
  if (args.has('--lanes-only')) {
    printTable('Test lanes (npx vitest run --project <lane>, wall time)', results.lanes ?? []);
    return;
  }
  const webDir = buildSite();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-bench-'));
  const backend = await startLocalBackend({ dynamodbPort: await freePort(), s3Port: await freePort(), dataDir });
  process.env.LOG_LEVEL = 'silent';
  const port = await freePort();
  const server = await listen(createStorefrontApp({ distDir: webDir }), port);
  const base = `http://127.0.0.1:${port}`;
  try {
    console.log('Measuring pages…');
    let homeJs = 0;
    const englishJs = new Map<string, number>();
    for (const route of [...ROUTES, ...HINDI_ROUTES]) {
      const bytes = await firstVisitBytes(`${base}${route}`);
      if (route === '/') homeJs = bytes.js;
      if (localeOfPath(route) === 'en') englishJs.set(route, bytes.js);
      const twinJs = englishJs.get(localizedPath(route, 'en'));
      const isHindi = localeOfPath(route) === 'hi';
      emfLines.length = 0;
      const scores = args.has('--skip-lighthouse') ? {} : await lighthouse(`${base}${route}`);
      // Lighthouse closes its page before it exits, which sends the last beacon; give it a moment to land.
      if (!args.has('--skip-lighthouse')) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        results.fieldData.push(fieldDataRow(route, emfLines.splice(0)));
      }
      results.pages.push({
        route,
        jsGzipKb: kb(bytes.js),
        fieldJsGzipKb: kb(bytes.fieldJs),
        cssGzipKb: kb(bytes.css),
        jsOverHomeKb: route === '/' ? 0 : kb(bytes.js - homeJs),
        jsOverEnglishTwinKb: isHindi && twinJs !== undefined ? kb(bytes.js - twinJs) : '',
        jsBudget:
          (bytes.js <= targets.firstVisitJsKb * 1024 || route === '/staff') &&
          (route !== '/hi' || twinJs === undefined || bytes.js - twinJs <= HINDI_EXTRA_JS_KB * 1024)
            ? 'ok'
            : 'OVER',
        ...scores,
      });
      console.log(`  ${route} done`);
    }
    console.log('Measuring interactivity (slow 4G, 4× CPU)…');
    await interactivityFigures(base);
    if (!args.has('--pages-only')) {
      console.log('Measuring validation…');
      validationFigures();
      console.log('Measuring image re-encoding…');
      reencodeFigures();
      console.log('Measuring Lambda bundles…');
      await functionFigures(backend.env);
      if (!args.has('--skip-api')) {
        console.log('Measuring API latency (45 s)…');
        await apiFigures(base);
        console.log('Load test: 2,000 mixed requests at 32 connections…');
        await loadFigures(base);
        console.log('Staff queue API with 10,000 prescriptions (10 s)…');
        await staffQueueFigures(base, backend);
        console.log('Staff search with 10,000 messages (10 s)…');
        await staffSearchFigures(base, backend);
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  }
  printResults();
}

/** Prints every table and writes bench/results/latest.json. */
function printResults() {
  printTable(
    `Pages (targets: Performance = ${targets.performance}, others = 100, LCP <= ${targets.lcpMs} ms, CLS = ${targets.cls}, first-visit JS <= ${targets.firstVisitJsKb} KB gzip per shop route)`,
    results.pages,
  );
  printTable(
    `Interactivity (390 px, slow 4G, 4× CPU, median of ${INTERACTIVITY_RUNS}; targets: attached <= ${targets.attachedMs} ms, INP <= ${targets.inpMs} ms)`,
    results.interactivity,
  );
  printTable(
    'Field data: beacons received from each Lighthouse run (POST /api/vitals/, every page view sampled; values per beacon)',
    results.fieldData,
  );
  printTable('Lambda functions', results.functions);
  printTable('Validation of the prescription fields (µs per request)', results.validation);
  printTable(
    `Image re-encoding (one process each, ${IMAGE_REENCODING_MEMORY_MIB} MiB budget; target: CPU within ${REENCODE_TIME_BUDGET_MS} ms)`,
    results.reencode,
  );
  printTable('API latency (autocannon, 5 s per row)', results.api);
  if (results.load) printTable('Load (2,000 mixed requests, 32 connections)', [results.load]);
  printTable('Test lanes (npx vitest run --project <lane>, wall time)', results.lanes ?? []);
  const out = path.join(root, 'bench/results/latest.json');
  // --pages-only keeps the other sections of the last full run, so the file stays one complete set of figures.
  const previous = args.has('--pages-only') ? (JSON.parse(readFileSync(out, 'utf8')) as Partial<typeof results>) : {};
  const merged = args.has('--pages-only')
    ? {
        ...previous,
        generatedAt: results.generatedAt,
        node: results.node,
        pages: results.pages,
        fieldData: results.fieldData,
        interactivity: results.interactivity,
        targets,
      }
    : results;
  writeFileSync(out, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(root, out)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
