/** @vitest-environment happy-dom */
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VITALS_MAX_ENTRIES,
  VITALS_METRICS,
  VITALS_METRIC_NAMES,
  VITALS_ROUTE_TEMPLATES,
  vitalsBatchSchema,
  withinSense,
} from '../../../contracts/vitals';
import { prerenderRoutes } from '../../../web/src/app/prerender-routes';
import { STAFF_CONSOLE_PATH } from '@contracts/staff-console';
import { createVitalsQueue, routeTemplateOf, startVitals } from '../../../web/src/lib/vitals';

/** What web-vitals reports in these tests: each callback is called once, with a fixed value. */
const reported = vi.hoisted(() => ({ LCP: 1234.56, INP: 88, CLS: 0.012345, FCP: 900.4, TTFB: 120.2 }));
vi.mock('web-vitals', () => {
  const on = (name: keyof typeof reported) => (callback: (metric: { name: string; value: number }) => void) =>
    callback({ name, value: reported[name] });
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const accepts = (body: unknown) => z.safeParse(vitalsBatchSchema, body).success;
/** `{LCP: 1834, …}` as the batch's `metrics` list, in that order. */
const figures = (values: Record<string, number>) => Object.entries(values).map(([name, value]) => ({ name, value }));

describe('routeTemplateOf', () => {
  it('names each shop page by its page type', () => {
    const expected: Record<string, string> = {
      '/': '/',
      '/products': '/products',
      '/products/': '/products',
      '/checkout/payment': '/checkout/payment',
      '/track': '/track',
    };
    Object.assign(expected, {
      '/category/baby-care': '/category/:slug',
      '/category/ayurveda/': '/category/:slug',
      '/health3': '/health:n',
      '/health12': '/health:n',
    });
    expect(Object.fromEntries(Object.keys(expected).map((path) => [path, routeTemplateOf(path)]))).toEqual(expected);
  });

  it('never keeps a query string or fragment, whatever they hold', () => {
    expect(routeTemplateOf('/search?search=insulin')).toBe('/search');
    expect(routeTemplateOf('/track?reference=RX-20261121-7K3F9QAZ&phone=9876543210#top')).toBe('/track');
    expect(routeTemplateOf('/category/baby-care?page=2')).toBe('/category/:slug');
  });

  it('keeps no value of the path: the slug and the article number become placeholders', () => {
    for (const path of prerenderRoutes.map((route) => route.path)) {
      const template = routeTemplateOf(path);
      if (template === undefined) continue;
      expect(template).not.toMatch(/baby-care|health\d/);
    }
  });

  it('measures nothing of the staff console, and nothing that is not a shop page (the 404 screen)', () => {
    for (const path of ['/staff', '/staff/', '/staff/records/RX-20261121-7K3F9QAZ', '/staff/prescriptions'])
      expect(routeTemplateOf(path)).toBeUndefined();
    for (const path of ['/RX-20261121-7K3F9QAZ', '/health', '/healthy', '/health0', '/category/', '/category/a/b', '/About']) {
      expect(routeTemplateOf(path)).toBe(path === '/health' ? '/health' : undefined);
    }
  });

  it('maps the prerendered shop pages onto exactly the page types the API accepts (contracts/vitals.ts)', () => {
    const shopPages = prerenderRoutes.filter((route) => route.path !== STAFF_CONSOLE_PATH);
    const templates = shopPages.map((route) => routeTemplateOf(route.path));
    expect(templates).not.toContain(undefined);
    expect(new Set(templates)).toEqual(new Set(VITALS_ROUTE_TEMPLATES));
    expect(routeTemplateOf(STAFF_CONSOLE_PATH)).toBeUndefined();
  });
});

describe('vitalsBatchSchema', () => {
  const batch = { route: '/category/:slug', metrics: figures({ LCP: 1834, INP: 96, CLS: 0.04, FCP: 700, TTFB: 80, ReplayedTaps: 2 }) };

  it('accepts a page view of every page type, with each metric at 0 and at its bound', () => {
    for (const route of VITALS_ROUTE_TEMPLATES) expect(accepts({ ...batch, route })).toBe(true);
    expect(accepts({ route: '/', metrics: VITALS_METRIC_NAMES.map((name) => ({ name, value: 0 })) })).toBe(true);
    expect(accepts({ route: '/', metrics: VITALS_METRIC_NAMES.map((name) => ({ name, value: VITALS_METRICS[name].max })) })).toBe(true);
    expect(accepts({ route: '/', metrics: Array.from({ length: VITALS_MAX_ENTRIES }, () => ({ name: 'CLS', value: 0.01 })) })).toBe(true);
  });

  it('takes a figure within physical sense up to its bound, and not beyond (the function drops it)', () => {
    for (const name of VITALS_METRIC_NAMES) {
      const { max } = VITALS_METRICS[name];
      expect(withinSense({ name, value: max })).toBe(true);
      expect(withinSense({ name, value: max + 1 })).toBe(false);
    }
    expect([VITALS_METRICS.LCP.max, VITALS_METRICS.INP.max, VITALS_METRICS.CLS.max]).toEqual([60_000, 30_000, 10]);
  });

  it.each([
    ['a real path instead of a template', { ...batch, route: '/category/baby-care' }],
    ['a query string', { ...batch, route: '/track?reference=RX-20261121-7K3F9QAZ' }],
    ['a reference as the page', { ...batch, route: '/RX-20261121-7K3F9QAZ' }],
    ['the staff console', { ...batch, route: '/staff' }],
    ['an unknown metric', { ...batch, metrics: [{ name: 'FID', value: 10 }] }],
    ['a negative value', { ...batch, metrics: [{ name: 'LCP', value: -1 }] }],
    ['a fraction of a tap', { ...batch, metrics: [{ name: 'ReplayedTaps', value: 1.5 }] }],
    ['a value as text', { ...batch, metrics: [{ name: 'LCP', value: '1200' }] }],
    ['no figure', { ...batch, metrics: [] }],
    ['too many figures', { ...batch, metrics: Array.from({ length: VITALS_MAX_ENTRIES + 1 }, () => ({ name: 'CLS', value: 0.01 })) }],
    ['an identifier beside a figure', { ...batch, metrics: [{ name: 'LCP', value: 900, id: 'v5-1700000000000-123' }] }],
    ['an extra member (the URL)', { ...batch, url: 'https://medvika.in/track?reference=RX-1' }],
    ['no route', { metrics: batch.metrics }],
  ])('refuses %s', (_label, body) => {
    expect(accepts(body)).toBe(false);
  });
});

describe('createVitalsQueue', () => {
  it('sends nothing until flushed, then one batch the API accepts, with the replayed taps once per page view', () => {
    const sent: string[] = [];
    const queue = createVitalsQueue(
      '/products',
      (body) => sent.push(body),
      () => 3,
    );
    queue.add('FCP', 812.6);
    queue.add('CLS', 0.0123456);
    expect(sent).toEqual([]);
    queue.flush();
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      {
        route: '/products',
        metrics: [
          { name: 'FCP', value: 813 },
          { name: 'CLS', value: 0.0123 },
          { name: 'ReplayedTaps', value: 3 },
        ],
      },
    ]);
    queue.flush(); // visibilitychange and pagehide both fire: nothing new, nothing sent
    queue.add('LCP', 2000);
    queue.flush();
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      expect.anything(),
      { route: '/products', metrics: [{ name: 'LCP', value: 2000 }] },
    ]);
    for (const body of sent) expect(accepts(JSON.parse(body))).toBe(true);
  });

  it('splits a long queue into batches the API accepts and drops a value it would refuse', () => {
    const sent: string[] = [];
    const queue = createVitalsQueue(
      '/',
      (body) => sent.push(body),
      () => 0,
    );
    for (let i = 0; i < 25; i++) queue.add('CLS', 0.01);
    queue.add('LCP', 500_000);
    queue.add('INP', -3);
    queue.flush();
    expect(sent.map((body) => JSON.parse(body).metrics.length)).toEqual([VITALS_MAX_ENTRIES, 26 - VITALS_MAX_ENTRIES]);
    for (const body of sent) expect(accepts(JSON.parse(body))).toBe(true);
  });
});

describe('startVitals (web-vitals mocked)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as { __medvikaReplayedTaps?: number }).__medvikaReplayedTaps;
  });

  function visit(url: string): { beacons: Array<[string, string]> } {
    window.history.replaceState(null, '', url);
    const beacons: Array<[string, string]> = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (target: string, body: string) => (beacons.push([target, body]), true),
    });
    startVitals();
    window.dispatchEvent(new Event('pagehide'));
    return { beacons };
  }

  it('sends the page type, the five metrics and the replayed taps to /api/vitals/ when the page is left, and nothing else', () => {
    (window as { __medvikaReplayedTaps?: number }).__medvikaReplayedTaps = 2;
    const { beacons } = visit('/category/baby-care?page=2#list');
    expect(beacons).toHaveLength(1);
    const [target, body] = beacons[0]!;
    expect(target).toBe('/api/vitals/');
    expect(JSON.parse(body)).toEqual({
      route: '/category/:slug',
      metrics: figures({ LCP: 1235, INP: 88, CLS: 0.0123, FCP: 900, TTFB: 120, ReplayedTaps: 2 }),
    });
    expect(body).not.toMatch(/baby-care|page=|#list/);
  });

  it('measures no staff page', () => {
    expect(visit('/staff/records/RX-20261121-7K3F9QAZ').beacons).toEqual([]);
  });
});
