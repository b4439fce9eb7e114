import { pathWithoutLocale } from '@contracts/locale';
/**
 * Field data (real-user monitoring, docs/architecture/performance.md): a sampled page view measures itself with Google's
 * web-vitals library and reports LCP, INP, CLS, FCP and TTFB, plus the taps replayed after the app started, to
 * POST /api/vitals/ in a beacon when the page is hidden. web/src/app/start.tsx samples the page views (build-time
 * VITE_VITALS_SAMPLE_RATE, 10 % by default; the bench builds with 1 so every Lighthouse run reports) and loads this
 * module, and with it the library (one chunk, about 4 KB gzip), only on a sampled view, after the app has started.
 * One chunk, so that its one request starts at once, while the app hydrates, not later. Only types come
 * from contracts/vitals.ts, so its schema and zod stay out of the browser; the figures below are tied to it by their
 * types.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VITALS_MAX_ENTRIES, VITALS_METRICS, VitalsEntry, VitalsMetricName, VitalsRouteTemplate } from '@contracts/vitals';
import { paths } from './paths';

/** The beacons' address (the route /api/vitals of contracts/deployment/api-routes.ts, with the SPA's trailing slash). */
const VITALS_URL = '/api/vitals/';

/** Figures per beacon: the API's limit (VITALS_MAX_ENTRIES). */
const MAX_ENTRIES: typeof VITALS_MAX_ENTRIES = 20;

/** Largest value of physical sense per metric (VITALS_METRICS `max`; the API drops a larger one): not sent at all. */
const MAX_VALUE: { readonly [name in VitalsMetricName]: (typeof VITALS_METRICS)[name]['max'] } = {
  LCP: 60_000,
  INP: 30_000,
  CLS: 10,
  FCP: 120_000,
  TTFB: 120_000,
  ReplayedTaps: 100,
};

/** The route templates with a value in the path; every other shop page is its own template (web/src/lib/paths.ts). */
const TEMPLATE_PATTERNS: ReadonlyArray<[RegExp, VitalsRouteTemplate]> = [
  [/^\/category\/[a-z0-9-]+$/, '/category/:slug'],
  [/^\/health[1-9][0-9]?$/, '/health:n'],
  [/^\/product\/[a-z0-9-]+$/, '/product/:id'],
];
const STATIC_TEMPLATES: ReadonlySet<unknown> = new Set(Object.values(paths).filter((path) => typeof path === 'string'));

/**
 * The page type of a path, as the beacon names it: the route template, never a value in the path (a category slug,
 * an article number), a query or a fragment.
 * @param pathname `location.pathname` (a trailing slash is ignored); anything after `?` or `#` is ignored too
 * @returns e.g. '/category/:slug' for '/category/baby-care', '/health:n' for '/health3'; undefined for the staff
 *   console (never measured) and for paths that are not a shop page (the 404 screen)
 */
export function routeTemplateOf(pathname: string): VitalsRouteTemplate | undefined {
  // A Hindi page is the same page type as its English twin ('/hi/health3' → '/[article]').
  const bare = pathWithoutLocale(pathname.split(/[?#]/, 1)[0]!);
  const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  if (path === '/staff' || path.startsWith('/staff/')) return undefined;
  for (const [pattern, template] of TEMPLATE_PATTERNS) if (pattern.test(path)) return template;
  return STATIC_TEMPLATES.has(path) ? (path as VitalsRouteTemplate) : undefined;
}

/**
 * Taps made before the app started and replayed after it, as the pre-hydration replay records them on `window`;
 * 0 when it is absent or not a whole number, capped at the API's bound.
 */
function replayedTaps(): number {
  const count = (window as { __medvikaReplayedTaps?: unknown }).__medvikaReplayedTaps;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? Math.min(count, MAX_VALUE.ReplayedTaps) : 0;
}

/** The figures of one page view, sent in batches. */
export interface VitalsQueue {
  /** Queues one figure (ms rounded to whole ms, CLS to 4 decimals); a value outside the API's range is dropped. */
  add(name: VitalsMetricName, value: number): void;
  /**
   * Sends what is queued, at most MAX_ENTRIES figures a beacon; the first flush also carries `ReplayedTaps`, so each
   * page view counts its replayed taps once. Nothing is sent when nothing is queued.
   */
  flush(): void;
}

/**
 * A queue for one page view of `route`.
 * @param send posts one JSON body `{route, metrics: [{name, value}]}` (contracts/vitals.ts `vitalsBatchSchema`)
 * @param taps reads the replayed-tap count at the first flush
 */
export function createVitalsQueue(
  route: VitalsRouteTemplate,
  send: (body: string) => void,
  taps: () => number = replayedTaps,
): VitalsQueue {
  let queued: VitalsEntry[] = [];
  let tapsSent = false;
  return {
    add(name, value) {
      const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
      if (rounded >= 0 && rounded <= MAX_VALUE[name]) queued.push({ name, value: rounded });
    },
    flush() {
      if (!tapsSent) {
        tapsSent = true;
        queued.push({ name: 'ReplayedTaps', value: taps() });
      }
      for (; queued.length > 0; queued = queued.slice(MAX_ENTRIES)) send(JSON.stringify({ route, metrics: queued.slice(0, MAX_ENTRIES) }));
    },
  };
}

/** Posts one batch: a beacon (a string body goes as text/plain, which every browser's sendBeacon takes), else a keepalive fetch. */
function sendBeacon(body: string): void {
  if (navigator.sendBeacon?.(VITALS_URL, body)) return;
  void fetch(VITALS_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
}

/**
 * Measures this (sampled) page view if it is a shop page: queues each metric as the library
 * reports it (LCP, CLS and INP when the page is hidden, FCP and TTFB once known) and flushes the queue when the page
 * is hidden (`visibilitychange`) or left (`pagehide`, which Safari fires where it skips the other). The page type is the
 * one the view started on; the library reports a page load's metrics, and client-side navigations start none.
 */
export function startVitals(): void {
  const route = routeTemplateOf(window.location.pathname);
  if (!route) return;
  const queue = createVitalsQueue(route, sendBeacon);
  const report = (metric: Metric) => queue.add(metric.name, metric.value);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
  // Registered after the library's own listeners (capture phase), so its final LCP, CLS and INP are queued first.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
}
