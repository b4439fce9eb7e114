/**
 * Field data (real-user monitoring, docs/architecture/performance.md): what a sampled page view reports to POST /api/vitals/,
 * and what the vitals function, the local bench and the CloudWatch dashboard agree on. The browser side imports only
 * the types of this module (web/src/lib/vitals.ts), so zod never reaches a shop page for it.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import './forms/fields';

/**
 * The page types a beacon may name: every shop page's route *template*, never a path with a value in it. Fixed here so
 * that the API accepts nothing else and the dashboard can list them; tests/unit/with-module-mocks/vitals.test.ts ties the list to the
 * prerendered routes (web/src/app/prerender-routes.ts) through the browser's route-template function. The staff
 * console is not measured at all.
 */
export const VITALS_ROUTE_TEMPLATES = [
  '/',
  '/about',
  '/products',
  '/category/:slug',
  '/nutrition-supplements',
  '/stores',
  '/blogs',
  '/health',
  '/health:n',
  '/medvikaPharmacy',
  '/contact',
  '/upload',
  '/search',
  '/checkout',
  '/checkout/payment',
  '/return-policy',
  '/privacy-policy',
  '/terms-conditions',
  '/accessibility',
  '/faq',
  '/track',
  '/product/:id',
  '/refill',
  '/unsubscribe',
] as const;

/** One page type, e.g. '/category/:slug'. */
export type VitalsRouteTemplate = (typeof VITALS_ROUTE_TEMPLATES)[number];

/** How one reported figure is bounded, stored and judged. */
export interface VitalsMetricRule {
  /** CloudWatch unit of the metric (EMF MetricDefinition `Unit`, one of the MetricDatum units). */
  readonly unit: 'Milliseconds' | 'None' | 'Count';
  /** Largest value accepted; anything above is junk (the whole batch is refused). The smallest is 0. */
  readonly max: number;
  /** True when only whole numbers are accepted. */
  readonly integer?: boolean;
  /**
   * True when the metric is also stored per page type (a `Route` dimension), for the dashboard; the others are stored
   * site-wide only, and per page type only in the log line, where CloudWatch Logs Insights can still split them.
   * Each per-route series is a custom metric billed by the hour it receives data.
   */
  readonly perRoute: boolean;
  /**
   * The "good" bound at the 75th percentile of page views, from web.dev's Core Web Vitals thresholds (LCP 2.5 s,
   * INP 200 ms, CLS 0.1; FCP 1.8 s and TTFB 0.8 s for the two diagnostic metrics).
   */
  readonly goodAtP75?: number;
}

/**
 * The figures a beacon carries, by name: the five web-vitals metrics (ms for LCP, INP, FCP and TTFB; CLS is a unitless
 * layout-shift score) and `ReplayedTaps`, the taps made before the app started that were replayed after it (a count).
 * Upper bounds of physical sense: an LCP over 60 s (the page would have been abandoned long before), an INP over 30 s,
 * a load or first byte slower than two minutes, a layout-shift score above 10 (real pages stay below 1) or more than
 * 100 replayed taps in the few seconds before the app starts are not a measurement of a shopper's visit, so the
 * function drops such a figure (keeping the batch's others) rather than let it move the p75 alarms.
 */
export const VITALS_METRICS = {
  LCP: { unit: 'Milliseconds', max: 60_000, perRoute: true, goodAtP75: 2500 },
  INP: { unit: 'Milliseconds', max: 30_000, perRoute: true, goodAtP75: 200 },
  CLS: { unit: 'None', max: 10, perRoute: true, goodAtP75: 0.1 },
  FCP: { unit: 'Milliseconds', max: 120_000, perRoute: false, goodAtP75: 1800 },
  TTFB: { unit: 'Milliseconds', max: 120_000, perRoute: false, goodAtP75: 800 },
  ReplayedTaps: { unit: 'Count', max: 100, integer: true, perRoute: false },
} as const satisfies Record<string, VitalsMetricRule>;

/** A metric name, e.g. 'LCP'. */
export type VitalsMetricName = keyof typeof VITALS_METRICS;

/** The metric names in a fixed order (the order of {@link VITALS_METRICS}). */
export const VITALS_METRIC_NAMES = Object.keys(VITALS_METRICS) as VitalsMetricName[];

/** Largest beacon body the function reads: 8 KiB (a batch of 20 figures is well under 1 KiB). */
export const VITALS_MAX_BODY_BYTES = 8 * 1024;
/** Most figures in one batch: one page view reports each metric once, again only after a back/forward-cache restore. */
export const VITALS_MAX_ENTRIES = 20;

/** Where the metrics land in CloudWatch (the function writes them, infra/constructs/field-metrics.ts reads them). */
export const VITALS_CLOUDWATCH = {
  namespace: 'Medvika/Web',
  /** The one dimension: the page type (a {@link VitalsRouteTemplate}). The site-wide series have none. */
  routeDimension: 'Route',
} as const;

const metricNames = VITALS_METRIC_NAMES.join(', ');

/**
 * One figure: `{name, value}`, the value a number of 0 or more in the metric's own unit (a whole number for a count).
 * A value above the metric's `max` is well-formed but senseless: {@link withinSense} drops it.
 */
function entrySchema(name: VitalsMetricName) {
  const rule: VitalsMetricRule = VITALS_METRICS[name];
  const unit = rule.unit === 'Milliseconds' ? ' ms' : '';
  const range = { error: `${name} must be ${rule.integer ? 'a whole number' : 'a number'} of 0${unit} or more` };
  const value = z.number(range).check(z.gte(0, range), ...(rule.integer ? [z.int(range)] : []));
  return z.strictObject({ name: z.literal(name), value });
}

/**
 * Body of POST /api/vitals/: `{route, metrics: [{name, value}]}`, sent with `navigator.sendBeacon` when a sampled
 * page is hidden. Strict: unknown members, page types and metric names, negative or non-numeric values and more than
 * {@link VITALS_MAX_ENTRIES} figures are refused (400 naming the member).
 */
export const vitalsBatchSchema = z.strictObject({
  route: z.enum(VITALS_ROUTE_TEMPLATES, { error: 'Unknown page type: use a route template such as /category/:slug' }),
  metrics: z
    .array(
      z.discriminatedUnion(
        'name',
        VITALS_METRIC_NAMES.map(entrySchema) as [ReturnType<typeof entrySchema>, ...ReturnType<typeof entrySchema>[]],
        { error: `Each figure must be {name, value} with a name of ${metricNames}` },
      ),
    )
    .check(
      z.minLength(1, { error: 'Send at least one figure' }),
      z.maxLength(VITALS_MAX_ENTRIES, { error: `Send at most ${VITALS_MAX_ENTRIES} figures` }),
    ),
});

/** A validated batch. */
export type VitalsBatch = z.output<typeof vitalsBatchSchema>;

/**
 * Whether a validated figure is within physical sense: its value at most its metric's `max` ({@link VITALS_METRICS}).
 * @returns false for a figure the function drops
 */
export function withinSense(figure: VitalsBatch['metrics'][number]): boolean {
  return figure.value <= VITALS_METRICS[figure.name].max;
}

/** One figure as the browser sends it. */
export interface VitalsEntry {
  name: VitalsMetricName;
  value: number;
}
