/**
 * The Lambda functions as deployed: each bundled like infra/constructs/api-function.ts (esbuild, minified ESM, AWS SDK
 * external); its size, and its cold init = a fresh Node process importing the bundle (median of 10, ms).
 */
import { build as esbuild } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiRoutes } from '../contracts/deployment/api-routes';
import { ESM_REQUIRE_BANNER, RUNTIME_PROVIDED_MODULES } from '../infra/constructs/api-function';
import { kb, median, runProcess, type Row, type SectionResult } from './bench-kit';

/** Targets: a bundle of at most 250 KB, a cold init of at most 150 ms. */
export const FUNCTION_TARGETS = { bundleKb: 250, coldInitMs: 150 };

/**
 * Bundles each handler of contracts/deployment/api-routes.ts as the CDK does and measures it.
 * @param root the repository root
 * @param env the local backend's environment (a bundle reads its config when it loads)
 * @returns one row per function (size, gzip size, median cold init of 10 fresh processes) and a miss per figure over
 *   FUNCTION_TARGETS
 */
export async function functionFigures(root: string, env: Record<string, string>): Promise<SectionResult> {
  const rows: Row[] = [];
  const misses: string[] = [];
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
      const probeRun = await runProcess(
        process.execPath,
        ['--input-type=module', '-e', probe],
        { ...process.env, ...env, LOG_LEVEL: 'silent', NODE_NO_WARNINGS: '1' },
        30_000,
      );
      timings.push(Number(probeRun.stdout.trim().split('\n').pop()));
    }
    const bytes = statSync(outfile).size;
    const coldInitMs = Math.round(median(timings));
    rows.push({
      function: route.name,
      bundleKb: kb(bytes),
      gzipKb: kb(gzipSync(readFileSync(outfile)).length),
      coldInitMedianMs: coldInitMs,
      target: `<=${FUNCTION_TARGETS.bundleKb} KB, <=${FUNCTION_TARGETS.coldInitMs} ms`,
    });
    if (kb(bytes) > FUNCTION_TARGETS.bundleKb) misses.push(`bundle of ${route.name}: ${kb(bytes)} KB > ${FUNCTION_TARGETS.bundleKb} KB`);
    if (coldInitMs > FUNCTION_TARGETS.coldInitMs)
      misses.push(`cold init of ${route.name}: ${coldInitMs} ms > ${FUNCTION_TARGETS.coldInitMs} ms`);
  }
  rmSync(outDir, { recursive: true, force: true });
  return { rows, misses };
}
