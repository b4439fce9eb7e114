import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../functions/shared/api-routes';
import { CLOUDFRONT_FUNCTION_FILES } from '../../infra/constructs/site';

interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}
interface CfResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
  body: { encoding: string; data: string };
}
type Handler = (event: { version: string; context: { eventType: string }; viewer: { ip: string }; request: CfRequest }) => CfRequest | CfResponse;

/**
 * Loads a CloudFront Function's source as CloudFront does: a plain script (no module system, no `require`,
 * no `export`) that defines a global `handler`. A fresh context per load, with nothing of Node's in scope.
 */
function loadHandler(file: string): Handler {
  const context = vm.createContext({});
  vm.runInContext(readFileSync(file, 'utf8'), context, { filename: file });
  const handler = (context as { handler?: unknown }).handler;
  if (typeof handler !== 'function') throw new Error(`${file} defines no handler function`);
  return handler as Handler;
}

/** A viewer-request event for a URL path such as '/category/baby-care?x' (CloudFront splits off the query string). */
function viewerRequest(url: string, method = 'GET') {
  const [uri = '/', query] = url.split('?', 2);
  const querystring: Record<string, { value: string }> = {};
  for (const [name, value] of new URLSearchParams(query ?? '')) querystring[name] = { value };
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '203.0.113.7' },
    request: { method, uri, querystring, headers: { host: { value: 'd111111abcdef8.cloudfront.net' } } },
  };
}

describe('SPA fallback (infra/cloudfront/spa-fallback.js)', () => {
  const handler = loadHandler(CLOUDFRONT_FUNCTION_FILES.spaFallback);

  it.each([
    ['/', '/index.html'],
    ['/upload', '/index.html'],
    ['/health3', '/index.html'],
    ['/category/baby-care?x', '/index.html'],
    ['/checkout/payment/', '/index.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/images/x.svg', '/images/x.svg'],
    ['/robots.txt', '/robots.txt'],
    ['/favicon.svg', '/favicon.svg'],
  ])('%s is served from %s', (url, expected) => {
    const event = viewerRequest(url);
    const result = handler(event) as CfRequest;
    expect(result.uri).toBe(expected);
    // The request goes on to the origin (a request object, not a generated response) with its query string.
    expect(result).not.toHaveProperty('statusCode');
    expect(result.querystring).toEqual(event.request.querystring);
  });

  it('keeps the query string of a rewritten path', () => {
    const result = handler(viewerRequest('/category/baby-care?sort=price-asc&page=2')) as CfRequest;
    expect(result.uri).toBe('/index.html');
    expect(result.querystring).toEqual({ sort: { value: 'price-asc' }, page: { value: '2' } });
  });
});

describe('API paths (infra/cloudfront/api-path.js)', () => {
  const handler = loadHandler(CLOUDFRONT_FUNCTION_FILES.apiPath);

  it('lists exactly the routes of functions/shared/api-routes.ts', () => {
    const context = vm.createContext({});
    vm.runInContext(readFileSync(CLOUDFRONT_FUNCTION_FILES.apiPath, 'utf8'), context);
    expect([...(context as { API_PATHS: string[] }).API_PATHS].sort()).toEqual(apiRoutes.map((route) => route.path).sort());
  });

  it.each([
    ['/api/comments/?post=health3', '/api/comments'],
    ['/api/comments?post=health3', '/api/comments'],
    ['/api/post-comment/', '/api/post-comment'],
    ['/api/submit-form/', '/api/submit-form'],
    ['/api/submit-form', '/api/submit-form'],
  ])('forwards %s to the route %s', (url, expected) => {
    const event = viewerRequest(url, 'POST');
    const result = handler(event) as CfRequest;
    expect(result.uri).toBe(expected);
    expect(result.method).toBe('POST');
    expect(result.querystring).toEqual(event.request.querystring);
  });

  it.each(['/api/', '/api/unknown', '/api/comments//', '/api/comments/extra', '/api/../index.html'])('answers %s with the JSON 404 of DESIGN §3', (url) => {
    const result = handler(viewerRequest(url)) as CfResponse;
    expect(result.statusCode).toBe(404);
    expect(result.headers['content-type']?.value).toMatch(/^application\/json/);
    expect(result.headers['cache-control']?.value).toBe('no-store');
    expect(result.body.encoding).toBe('text');
    expect(JSON.parse(result.body.data)).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no API at this address.' } });
  });
});
