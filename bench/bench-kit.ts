/**
 * What every bench section shares: the shape of its figures (rows of a printed table), the verdicts against targets,
 * and small measuring helpers (percentiles, a child process that does not block this process, autocannon runs).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';

/** One row of a printed table: column → figure. */
export type Row = Record<string, string | number>;

/** What a section measured: its table(s) and, in words with the figures, each figure over its target (empty: all met). */
export interface SectionResult {
  rows: Row[];
  misses: string[];
}

/** Bytes → KiB, one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The median of `values` (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The p-th percentile (0–100) of `values` by nearest rank, rounded to 0.1 ms. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

/** Prints `rows` as an aligned table under `title` (nothing when there are no rows). */
export function printTable(title: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\n${title}\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}

/**
 * Runs a command without blocking this process's event loop (the storefront server lives in this process, so a
 * synchronous child would stop it from answering).
 * @param timeoutMs the child is killed (SIGKILL) after this long
 * @returns its exit code (null when killed) and stdout
 */
export function runProcess(
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

/** Runs autocannon and also records every response time (ms), so exact percentiles can be computed. */
export async function runAutocannon(options: autocannon.Options): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
  return { result, latencies };
}

/**
 * Runs one autocannon scenario.
 * @returns its row: exact p50/p95/p99 in ms, requests/s, non-2xx answers and errors (including timeouts)
 */
export async function measureLatency(scenario: string, options: autocannon.Options): Promise<Row> {
  const { result, latencies } = await runAutocannon(options);
  return {
    scenario,
    connections: options.connections ?? 1,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    requestsPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
