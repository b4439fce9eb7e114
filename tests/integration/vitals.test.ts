import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFieldProblemCode } from '../../contracts/field-problems';
import {
  VITALS_CLOUDWATCH,
  VITALS_MAX_BODY_BYTES,
  VITALS_MAX_ENTRIES,
  VITALS_METRICS,
  VITALS_ROUTE_TEMPLATES,
} from '../../contracts/vitals';
import { emfSink, handler } from '../../functions/vitals/vitals.handler';
import { invoke } from '../support/http';

/** The EMF lines the handler writes, read through its sink instead of stdout. */
let lines: string[] = [];
const stdoutSink = emfSink.write;
beforeEach(() => {
  lines = [];
  emfSink.write = (line) => {
    lines.push(line);
  };
});
afterEach(() => {
  emfSink.write = stdoutSink;
});

function post(body: unknown, contentType = 'text/plain;charset=UTF-8') {
  return invoke(handler, {
    method: 'POST',
    path: '/api/vitals/',
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
    body: Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });
}

/** A page view's batch, in the order a browser queues it (FCP and TTFB first, the rest when the page is hidden). */
const pageView = {
  route: '/category/:slug',
  metrics: Object.entries({ FCP: 812, TTFB: 95, ReplayedTaps: 1, LCP: 1834, CLS: 0.0421, INP: 120 }).map(([name, value]) => ({
    name,
    value,
  })),
};

/** Every dimension value of an EMF document: the members its DimensionSets name. */
function dimensionValues(document: Record<string, any>): unknown[] {
  const keys = new Set<string>(
    (document._aws.CloudWatchMetrics as Array<{ Dimensions: string[][] }>).flatMap((directive) => directive.Dimensions.flat()),
  );
  return [...keys].map((key) => document[key]);
}

describe('POST /api/vitals/ (the real handler)', () => {
  it('accepts a sampled page view with 204 and writes one EMF line: namespace, Route dimension, units, values', async () => {
    const before = Date.now();
    const answer = await post(pageView);
    expect(answer.status).toBe(204);
    expect(answer.raw).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    const document = JSON.parse(lines[0]!);
    expect(document._aws.Timestamp).toBeGreaterThanOrEqual(before);
    expect(document._aws.Timestamp).toBeLessThanOrEqual(Date.now());
    expect(document._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Medvika/Web',
        Dimensions: [['Route'], []],
        Metrics: [
          { Name: 'LCP', Unit: 'Milliseconds' },
          { Name: 'INP', Unit: 'Milliseconds' },
          { Name: 'CLS', Unit: 'None' },
        ],
      },
      {
        Namespace: 'Medvika/Web',
        Dimensions: [[]],
        Metrics: [
          { Name: 'FCP', Unit: 'Milliseconds' },
          { Name: 'TTFB', Unit: 'Milliseconds' },
          { Name: 'ReplayedTaps', Unit: 'Count' },
        ],
      },
    ]);
    const { _aws, ...members } = document;
    expect(members).toEqual({ Route: '/category/:slug', FCP: 812, TTFB: 95, ReplayedTaps: 1, LCP: 1834, CLS: 0.0421, INP: 120 });
  });

  it('follows the EMF specification: every metric and dimension it names is a root member of the right type', async () => {
    await post(pageView);
    const document = JSON.parse(lines[0]!);
    for (const directive of document._aws.CloudWatchMetrics) {
      expect(directive.Metrics.length).toBeLessThanOrEqual(100);
      for (const { Name, Unit } of directive.Metrics) {
        expect(typeof document[Name]).toBe('number');
        expect(Unit).toBe(VITALS_METRICS[Name as keyof typeof VITALS_METRICS].unit);
      }
      for (const set of directive.Dimensions) {
        expect(set.length).toBeLessThanOrEqual(30);
        for (const key of set) expect(typeof document[key]).toBe('string');
      }
    }
  });

  it('writes a metric the batch repeats (a back/forward-cache restore) as an array of values, and only the metrics sent', async () => {
    expect(
      (
        await post({
          route: '/',
          metrics: [
            { name: 'LCP', value: 900 },
            { name: 'LCP', value: 300 },
          ],
        })
      ).status,
    ).toBe(204);
    const document = JSON.parse(lines[0]!);
    expect(document.LCP).toEqual([900, 300]);
    expect(document._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Medvika/Web', Dimensions: [['Route'], []], Metrics: [{ Name: 'LCP', Unit: 'Milliseconds' }] },
    ]);
  });

  it('never has a dimension value but a page type: no path value, query string or reference, for any page type', async () => {
    for (const route of VITALS_ROUTE_TEMPLATES) expect((await post({ ...pageView, route })).status).toBe(204);
    const values = lines.flatMap((line) => dimensionValues(JSON.parse(line)));
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(VITALS_ROUTE_TEMPLATES).toContain(value);
      expect(value).not.toMatch(/[?#=&]|RX-|ORD-|MSG-|\d/);
    }
    for (const line of lines)
      expect(Object.keys(JSON.parse(line)).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'ReplayedTaps', 'Route', 'TTFB', '_aws']);
    expect(VITALS_CLOUDWATCH.routeDimension).toBe('Route');
  });

  it.each([
    ['a real path', { ...pageView, route: '/category/baby-care' }, 'route', { code: 'invalid' }],
    ['a query string', { ...pageView, route: '/track?reference=RX-20261121-7K3F9QAZ' }, 'route', { code: 'invalid' }],
    ['a reference', { ...pageView, route: '/RX-20261121-7K3F9QAZ' }, 'route', { code: 'invalid' }],
    ['an unknown metric', { route: '/', metrics: [{ name: 'FID', value: 12 }] }, 'metrics', { code: 'invalid' }],
    ['a negative INP', { route: '/', metrics: [{ name: 'INP', value: -5 }] }, 'metrics', { code: expect.toSatisfy(isFieldProblemCode) }],
    ['a CLS as text', { route: '/', metrics: [{ name: 'CLS', value: '0.1' }] }, 'metrics', { code: expect.toSatisfy(isFieldProblemCode) }],
    [
      'half a tap',
      { route: '/', metrics: [{ name: 'ReplayedTaps', value: 0.5 }] },
      'metrics',
      { code: expect.toSatisfy(isFieldProblemCode) },
    ],
    ['no figure', { route: '/', metrics: [] }, 'metrics', { code: 'required' }],
    [
      'too many figures',
      { route: '/', metrics: Array.from({ length: VITALS_MAX_ENTRIES + 1 }, () => ({ name: 'TTFB', value: 80 })) },
      'metrics',
      { code: 'too_many_items', max: VITALS_MAX_ENTRIES },
    ],
    ['an identifier', { route: '/', metrics: [{ name: 'LCP', value: 900, id: 'v5-1' }] }, 'id', { code: 'unknown_field' }],
    ['the page URL', { ...pageView, url: 'https://medvika.in/track?reference=RX-1' }, 'url', { code: 'unknown_field' }],
  ])('refuses %s with 400 VALIDATION naming the member and its problem, and writes no metric', async (_label, body, field, problem) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('VALIDATION');
    expect(answer.json.error.fields[field]).toMatchObject(problem);
    expect(lines).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', 'LCP=1200', 'text/plain', 422, 'MALFORMED_BODY'],
    ['a JSON array', '[{"name":"LCP","value":1}]', 'text/plain', 400, 'VALIDATION'],
    ['a form body', 'route=%2F', 'application/x-www-form-urlencoded', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'JSON, which the page never sends',
      JSON.stringify({ route: '/', metrics: [{ name: 'LCP', value: 900 }] }),
      'application/json',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['a body over 8 KiB', JSON.stringify({ ...pageView, pad: 'x'.repeat(VITALS_MAX_BODY_BYTES) }), 'text/plain', 413, 'PAYLOAD_TOO_LARGE'],
  ])('refuses %s with its JSON 4xx, never a 5xx', async (_label, body, contentType, status, code) => {
    const answer = await post(body, contentType);
    expect([answer.status, answer.json.error.code]).toEqual([status, code]);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(lines).toEqual([]);
  });

  it('drops the figures beyond physical sense (LCP over 60 s, INP over 30 s, CLS over 10) and keeps the others', async () => {
    const senseless = { LCP: 60_001, INP: 30_001, CLS: 10.5 };
    const answer = await post({
      route: '/',
      metrics: [...Object.entries(senseless).map(([name, value]) => ({ name, value })), { name: 'TTFB', value: 240 }],
    });
    expect(answer.status).toBe(204);
    expect(lines).toHaveLength(1);
    const document = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(document).toMatchObject({ TTFB: 240 });
    for (const name of Object.keys(senseless)) expect(document).not.toHaveProperty(name);
    // At the bounds themselves the figures are kept.
    expect(
      (
        await post({
          route: '/',
          metrics: [
            { name: 'LCP', value: 60_000 },
            { name: 'INP', value: 30_000 },
            { name: 'CLS', value: 10 },
          ],
        })
      ).status,
    ).toBe(204);
    expect(JSON.parse(lines[1]!)).toMatchObject({ LCP: 60_000, INP: 30_000, CLS: 10 });
    // A batch of senseless figures only writes nothing.
    expect((await post({ route: '/', metrics: [{ name: 'LCP', value: 999_999 }] })).status).toBe(204);
    expect(lines).toHaveLength(2);
  });

  it.each([
    ['from another site', { 'sec-fetch-site': 'cross-site' }],
    ['from a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['typed into the address bar or a tool', { 'sec-fetch-site': 'none' }],
    ['without Fetch Metadata, from another origin', { origin: 'https://evil.example' }],
    ['without Fetch Metadata or an Origin', {}],
  ])('drops a beacon %s with 403 and writes no metric', async (_label, extra) => {
    const answer = await invoke(handler, {
      method: 'POST',
      path: '/api/vitals/',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...extra },
      body: Buffer.from(JSON.stringify(pageView)),
    });
    expect([answer.status, answer.json.error.code]).toEqual([403, 'FORBIDDEN']);
    expect(lines).toEqual([]);
  });

  it('takes a beacon without Fetch Metadata whose Origin is the shop, where the shop origin is known', async () => {
    const site = process.env.SITE_ORIGIN;
    process.env.SITE_ORIGIN = 'https://shop.example.in';
    try {
      const answer = await invoke(handler, {
        method: 'POST',
        path: '/api/vitals/',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example.in' },
        body: Buffer.from(JSON.stringify(pageView)),
      });
      expect(answer.status).toBe(204);
      expect(lines).toHaveLength(1);
    } finally {
      if (site === undefined) delete process.env.SITE_ORIGIN;
      else process.env.SITE_ORIGIN = site;
    }
  });

  it('answers another method with the JSON 405', async () => {
    const answer = await invoke(handler, { method: 'GET', path: '/api/vitals/' });
    expect([answer.status, answer.json.error.code, answer.headers.allow]).toEqual([405, 'METHOD_NOT_ALLOWED', 'POST']);
  });
});
