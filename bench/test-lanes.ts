/** The wall time of each test lane, `npx vitest run --project <lane>` (see vitest.config.ts), run one after another. */
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import type { Row, SectionResult } from './bench-kit';

/** The vitest projects of vitest.config.ts, in the order `npm run test:<lane>` lists them. */
const LANES = ['unit', 'integration', 'infra', 'e2e'] as const;

/** Runs each test lane on its own (`npx vitest run --project <lane>`) and records its wall time and test summary. */
export function laneFigures(root: string): SectionResult {
  const rows: Row[] = [];
  const misses: string[] = [];
  for (const lane of LANES) {
    console.log(`  lane ${lane}…`);
    const started = performance.now();
    const run = spawnSync('npx', ['vitest', 'run', '--project', lane], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = (performance.now() - started) / 1000;
    const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`);
    if (run.status !== 0) console.log(output.split('\n').slice(-40).join('\n'));
    const tests = /^\s*Tests\s+(.+)$/m.exec(output)?.[1]?.trim() ?? '?';
    rows.push({
      lane,
      wallSeconds: Math.round(seconds * 10) / 10,
      outcome: run.status === 0 ? 'passed' : `FAILED (exit ${run.status})`,
      tests,
    });
    if (run.status !== 0) misses.push(`test lane ${lane}: failed (exit ${run.status})`);
  }
  return { rows, misses };
}
