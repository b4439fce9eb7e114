import { createHttpHandler } from '../runtime/handler-kit';
import { receiveVitals } from './vitals.core';

/**
 * Where the EMF lines go. On Lambda: straight to stdout, one JSON document and a newline per line, which Lambda hands
 * to the function's log group and CloudWatch Logs turns into metrics (CloudWatch "Using the embedded metric format with
 * Lambda"). `LOG_LEVEL=silent` (the test lanes, the bench) silences it like the logger. In-process readers (the local bench's beacon summary, the integration test) replace
 * `write` to collect the lines instead: the local API adapter runs this very module.
 */
export const emfSink = {
  write(line: string): void {
    if (process.env.LOG_LEVEL !== 'silent') process.stdout.write(`${line}\n`);
  },
};

/**
 * Lambda entry for POST /api/vitals/ (API Gateway HTTP API, payload format 2.0): field measurements of a sampled page
 * view (docs/architecture/performance.md); see vitals.core.ts. Env: SITE_ORIGIN, optional (the local stack sets it). Needs no
 * table or bucket: its role may only write
 * its own log group. Its request log line names no reference (there is none).
 */
export const handler = createHttpHandler(
  'vitals',
  ['POST'],
  (request) =>
    receiveVitals(request, { now: new Date(), emit: (line) => emfSink.write(line), siteOrigin: process.env.SITE_ORIGIN || undefined }),
  { logReference: false },
);
