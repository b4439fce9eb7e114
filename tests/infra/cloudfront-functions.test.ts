import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../functions/shared/api-routes';
import { CLOUDFRONT_FUNCTION_FILES } from '../../infra/constructs/site';
import { loadCloudFrontFunction, viewerRequest, type CloudFrontRequest, type CloudFrontResponse } from './cloudfront-runtime';

describe('SPA fallback (infra/cloudfront/spa-fallback.js)', () => {
  const { handler } = loadCloudFrontFunction(CLOUDFRONT_FUNCTION_FILES.spaFallback);

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
    const result = handler(event) as CloudFrontRequest;
    expect(result.uri).toBe(expected);
    // The request goes on to the origin (a request object, not a generated response) with its query string.
    expect(result).not.toHaveProperty('statusCode');
    expect(result.querystring).toEqual(event.request.querystring);
  });

  it('keeps the query string of a rewritten path', () => {
    const result = handler(viewerRequest('/category/baby-care?sort=price-asc&page=2')) as CloudFrontRequest;
    expect(result.uri).toBe('/index.html');
    expect(result.querystring).toEqual({ sort: { value: 'price-asc' }, page: { value: '2' } });
  });
});

describe('API paths (infra/cloudfront/api-path.js)', () => {
  const { handler, globals } = loadCloudFrontFunction(CLOUDFRONT_FUNCTION_FILES.apiPath);

  it('lists exactly the routes of functions/shared/api-routes.ts', () => {
    expect([...(globals.API_PATHS as string[])].sort()).toEqual(apiRoutes.map((route) => route.path).sort());
  });

  it('lets through everything below exactly the prefix routes of functions/shared/api-routes.ts', () => {
    expect([...(globals.API_PREFIXES as string[])].sort()).toEqual(apiRoutes.filter((route) => route.prefix === true).map((route) => route.path).sort());
    expect(globals.API_PREFIXES).toContain('/api/staff');
  });

  it.each([
    ['/api/comments/?post=health3', '/api/comments'],
    ['/api/comments?post=health3', '/api/comments'],
    ['/api/post-comment/', '/api/post-comment'],
    ['/api/submit-form/', '/api/submit-form'],
    ['/api/submit-form', '/api/submit-form'],
    ['/api/staff', '/api/staff'],
    ['/api/staff/', '/api/staff'],
    ['/api/staff/queues/prescription?status=received&order=oldest', '/api/staff/queues/prescription'],
    ['/api/staff/records/RX-20261123-ABCD/', '/api/staff/records/RX-20261123-ABCD'],
    ['/api/staff/records/RX-20261123-ABCD/status', '/api/staff/records/RX-20261123-ABCD/status'],
  ])('forwards %s to the route %s', (url, expected) => {
    const event = viewerRequest(url, 'POST');
    const result = handler(event) as CloudFrontRequest;
    expect(result.uri).toBe(expected);
    expect(result.method).toBe('POST');
    expect(result.querystring).toEqual(event.request.querystring);
  });

  it.each([
    '/api/',
    '/api/unknown',
    '/api/comments//',
    '/api/comments/extra',
    '/api/../index.html',
    '/api/staffroom',
    '/api/staff-x/records',
    '/api/staff//',
    '/api/staff//records',
    '/api/staff/records//RX-1',
    '/api/staff/../comments',
    '/api/staff/./records',
  ])('answers %s with the JSON 404 of DESIGN §3', (url) => {
    const result = handler(viewerRequest(url)) as CloudFrontResponse;
    expect(result.statusCode).toBe(404);
    expect(result.headers['content-type']?.value).toMatch(/^application\/json/);
    expect(result.headers['cache-control']?.value).toBe('no-store');
    expect(result.body.encoding).toBe('text');
    expect(JSON.parse(result.body.data)).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no API at this address.' } });
  });
});
