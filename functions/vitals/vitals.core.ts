import {
  VITALS_CLOUDWATCH,
  VITALS_MAX_BODY_BYTES,
  VITALS_METRICS,
  VITALS_METRIC_NAMES,
  vitalsBatchSchema,
  withinSense,
  type VitalsBatch,
  type VitalsMetricName,
} from '@contracts/vitals';
import type { HttpRequest, RouteResult } from '../runtime/handler-kit';
import { HttpError } from '../runtime/http';
import { validateJsonBody } from '../runtime/validate-fields';

/** What receiving a batch needs; injected so tests and the local bench can read the EMF lines and fix the clock. */
export interface VitalsContext {
  /** The time the metrics are stamped with (EMF `Timestamp`). */
  now: Date;
  /** Writes one EMF document, a single line of JSON without the newline (stdout on Lambda). */
  emit: (line: string) => void;
  /**
   * The shop's origin (`https://…`, no trailing slash) when known: a beacon from a browser that sends no
   * `Sec-Fetch-Site` is taken when its `Origin` is this one. Unset on AWS (the API cannot name the distribution that
   * fronts it without a dependency cycle), where `Sec-Fetch-Site` alone decides.
   */
  siteOrigin?: string;
}

/** One EMF MetricDirective (CloudWatch embedded metric format specification, "MetricDirective object"). */
interface MetricDirective {
  Namespace: string;
  /** DimensionSets: arrays of dimension keys, each naming a string member of the document; an empty set means none. */
  Dimensions: string[][];
  Metrics: Array<{ Name: VitalsMetricName; Unit: string }>;
}

/**
 * One CloudWatch embedded metric format document (the EMF specification: a JSON object with `_aws.Timestamp` in
 * milliseconds since the epoch and `_aws.CloudWatchMetrics`, whose metric and dimension names are members of the root).
 * Here: the page type as `Route` and each figure of the batch under its metric name, a number, or an array of at most
 * 100 numbers when the batch repeats a metric (the specification's limit for a value array).
 */
export interface VitalsEmfDocument {
  _aws: { Timestamp: number; CloudWatchMetrics: MetricDirective[] };
  Route: string;
  [metric: string]: unknown;
}

/**
 * The content type a beacon carries: `navigator.sendBeacon` with a string sends text/plain (with a charset), and the
 * page's keepalive fetch, when a beacon is refused, sends the same (web/src/lib/vitals.ts). Nothing else comes from it.
 */
const BEACON_CONTENT_TYPES = /^text\/plain\s*(;|$)/i;

/**
 * Whether a beacon came from one of the shop's own pages: the browser's `Sec-Fetch-Site: same-origin` (Fetch
 * Metadata; every current browser sends it and no page can set it), or, from a browser without Fetch Metadata, an
 * `Origin` equal to the shop's. Another site's page cannot send either, so it cannot set off or hide the p75 alarms.
 */
function fromOwnPage(headers: HttpRequest['headers'], siteOrigin: string | undefined): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return siteOrigin !== undefined && headers.origin === siteOrigin;
}

/**
 * The EMF document of a validated batch. Two directives, so that each custom metric exists only where it is read:
 * the per-route metrics (LCP, INP, CLS: the dashboard's per-page-type graphs) with the dimension sets `[Route]` and `[]`
 * (site-wide, for the alarms), the others with `[]` only. The document carries no dimension but the page type, and
 * nothing about the shopper: no IP, user agent, path, query or identifier exists in the batch to begin with.
 * @param batch a batch that passed {@link vitalsBatchSchema}
 * @param timestamp the metrics' time, ms since the epoch
 */
export function toEmfDocument(batch: VitalsBatch, timestamp: number): VitalsEmfDocument {
  const values = new Map<VitalsMetricName, number[]>();
  for (const { name, value } of batch.metrics) values.set(name, [...(values.get(name) ?? []), value]);
  const present = VITALS_METRIC_NAMES.filter((name) => values.has(name));
  const directive = (names: VitalsMetricName[], dimensions: string[][]): MetricDirective[] =>
    names.length === 0
      ? []
      : [
          {
            Namespace: VITALS_CLOUDWATCH.namespace,
            Dimensions: dimensions,
            Metrics: names.map((name) => ({ Name: name, Unit: VITALS_METRICS[name].unit })),
          },
        ];
  const document: VitalsEmfDocument = {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        ...directive(
          present.filter((name) => VITALS_METRICS[name].perRoute),
          [[VITALS_CLOUDWATCH.routeDimension], []],
        ),
        ...directive(
          present.filter((name) => !VITALS_METRICS[name].perRoute),
          [[]],
        ),
      ],
    },
    Route: batch.route,
  };
  for (const [name, list] of values) document[name] = list.length === 1 ? list[0] : list;
  return document;
}

/**
 * POST /api/vitals/: one batch of field measurements from a sampled page view (docs/architecture/performance.md).
 * Takes beacons from the shop's own pages only (fromOwnPage), validates strictly, drops the figures beyond physical
 * sense (contracts/vitals.ts withinSense), then writes one EMF line through `context.emit` (none when no figure is
 * left); CloudWatch Logs turns it into metrics. Nothing is stored and nothing is called, so there is no dependency to
 * fail: every refusal is a 4xx. How many beacons one client sends is capped before this function, by the WAF's
 * `rate-vitals` rules (infra/waf-stack.ts).
 * @returns 204 with no body
 * @throws HttpError 403 FORBIDDEN for a beacon not from the shop's own pages, 415 for a
 *   content type other than text/plain, 413 PAYLOAD_TOO_LARGE over
 *   VITALS_MAX_BODY_BYTES, 422 MALFORMED_BODY for a body that is not JSON, 400 VALIDATION naming each refused member
 *   with what is wrong (an unknown page type or metric name, a value out of its range, too many figures, an unknown
 *   member)
 */
export async function receiveVitals(request: Pick<HttpRequest, 'headers' | 'body'>, context: VitalsContext): Promise<RouteResult> {
  if (!fromOwnPage(request.headers, context.siteOrigin)) {
    throw new HttpError(403, 'FORBIDDEN', "Field data is taken from the shop's own pages only.");
  }
  const batch = validateJsonBody(vitalsBatchSchema, request, VITALS_MAX_BODY_BYTES, BEACON_CONTENT_TYPES);
  const metrics = batch.metrics.filter(withinSense);
  if (metrics.length > 0) context.emit(JSON.stringify(toEmfDocument({ ...batch, metrics }, context.now.getTime())));
  return { status: 204, body: undefined };
}
