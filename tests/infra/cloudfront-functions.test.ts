import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../contracts/deployment/api-routes';
import { STAFF_CONSOLE_PATH } from '../../contracts/staff-console';
import { CLOUDFRONT_FUNCTION_FILES } from '../../infra/constructs/site';
import { pageRoutingCode } from '../../infra/page-routing';
import {
  loadCloudFrontFunction,
  loadCloudFrontFunctionCode,
  viewerRequest,
  viewerResponse,
  type CloudFrontRequest,
  type CloudFrontResponse,
} from './cloudfront-runtime';

describe('page routing (infra/cloudfront/page-routing.js)', () => {
  const routes = {
    pages: ['/', '/about', '/health3', '/category/baby-care', '/checkout/payment', '/account', '/hi', '/hi/about'],
    clientShells: ['/account'],
    localePrefixes: ['/hi'],
  };
  const { handler, globals } = loadCloudFrontFunctionCode(pageRoutingCode(routes), 'page-routing.js');

  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/health3', '/health3/index.html'],
    ['/category/baby-care?x', '/category/baby-care/index.html'],
    ['/checkout/payment/', '/checkout/payment/index.html'],
    ['/account', '/account/index.html'],
    ['/account/orders/MV-1', '/account/index.html'],
    ['/staffing', '/404.html'],
    ['/nope', '/404.html'],
    ['/category/nope', '/404.html'],
    ['/health3/extra', '/404.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/images/x.svg', '/images/x.svg'],
    ['/robots.txt', '/robots.txt'],
    ['/404.html', '/404.html'],
    ['/hi', '/hi/index.html'],
    ['/hi/', '/hi/index.html'],
    ['/hi/about', '/hi/about/index.html'],
    ['/hi/nope', '/hi/404.html'],
    ['/hi/staff', '/hi/404.html'],
    ['/hindi', '/404.html'],
    ['/hi/404.html', '/hi/404.html'],
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
    expect(result.uri).toBe('/category/baby-care/index.html');
    expect(result.querystring).toEqual({ sort: { value: 'price-asc' }, page: { value: '2' } });
  });

  it.each([
    ['/nope', 200, 404],
    ['/404.html', 200, 404],
    ['/hi/nope', 200, 404],
    ['/hi/404.html', 200, 404],
    ['/hi/about', 200, 200],
    ['/nope', 304, 304],
    ['/about', 200, 200],
    ['/account/orders/MV-1', 200, 200],
    ['/assets/missing.js', 403, 403],
  ])('answers %s (origin status %i) with %i', (uri, originStatus, expected) => {
    const response = handler(viewerResponse(uri, originStatus)) as CloudFrontResponse;
    expect(response.statusCode).toBe(expected);
  });

  describe("the staff console's paths, which the console's own distribution serves", () => {
    it('names the console path of contracts/staff-console.ts', () => {
      expect(globals.CONSOLE_PATH).toBe(STAFF_CONSOLE_PATH);
    });

    // Even were a build to list /staff as a page or a client shell, the shop's distribution would not serve it.
    const { handler: withStaleShell } = loadCloudFrontFunctionCode(
      pageRoutingCode({ ...routes, pages: [...routes.pages, '/staff'], clientShells: ['/staff'] }),
      'page-routing.js',
    );

    it.each(['/staff', '/staff/', '/staff/records/RX-20261123-ABCD', '/staff/config.json', '/staff/assets/staff-abc.js', '/staff?x=1'])(
      '%s is the error screen with 404: no page, no redirect, no file of the bucket',
      (url) => {
        for (const route of [handler, withStaleShell]) {
          const request = route(viewerRequest(url)) as CloudFrontRequest;
          expect(request).not.toHaveProperty('statusCode');
          expect(request.uri).toBe('/404.html');
          const response = route(viewerResponse(url, 200)) as CloudFrontResponse;
          expect(response.statusCode).toBe(404);
          expect(response.headers).not.toHaveProperty('location');
        }
      },
    );

    it.each([
      ['/staffing', '/404.html'],
      ['/staff.html', '/staff.html'],
      ['/hi/staff', '/hi/404.html'],
    ])('leaves %s to the usual routing (%s)', (url, expected) => {
      expect((handler(viewerRequest(url)) as CloudFrontRequest).uri).toBe(expected);
    });
  });
});

describe('API paths (infra/cloudfront/api-path.js)', () => {
  const { handler, globals } = loadCloudFrontFunction(CLOUDFRONT_FUNCTION_FILES.apiPath);

  it('lists exactly the routes of contracts/deployment/api-routes.ts', () => {
    expect([...(globals.API_PATHS as string[])].sort()).toEqual(apiRoutes.map((route) => route.path).sort());
  });

  it('lets through everything below exactly the prefix routes of contracts/deployment/api-routes.ts', () => {
    expect([...(globals.API_PREFIXES as string[])].sort()).toEqual(
      apiRoutes
        .filter((route) => route.prefix === true)
        .map((route) => route.path)
        .sort(),
    );
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
  ])('answers %s with the JSON 404 of docs/architecture/api.md', (url) => {
    const result = handler(viewerRequest(url)) as CloudFrontResponse;
    expect(result.statusCode).toBe(404);
    expect(result.headers['content-type']?.value).toMatch(/^application\/json/);
    expect(result.headers['cache-control']?.value).toBe('no-store');
    expect(result.body.encoding).toBe('text');
    expect(JSON.parse(result.body.data)).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no API at this address.' } });
  });
});

describe('staff console routing (infra/cloudfront/console-routing.js)', () => {
  const { handler } = loadCloudFrontFunction(CLOUDFRONT_FUNCTION_FILES.consoleRouting);

  it.each([
    ['/staff', '/staff.html'],
    ['/staff/', '/staff.html'],
    ['/staff/records/RX-20261123-ABCD', '/staff.html'],
    ['/staff/prescriptions?status=received', '/staff.html'],
    ['/staff/config.json', '/staff/config.json'],
    ['/assets/staff-abc123.js', '/assets/staff-abc123.js'],
    ['/favicon.svg', '/favicon.svg'],
    ['/staffing', '/staffing'],
  ])('serves %s from %s', (url, uri) => {
    expect((handler(viewerRequest(url)) as CloudFrontRequest).uri).toBe(uri);
  });

  it("redirects the origin's root to the console", () => {
    expect(handler(viewerRequest('/'))).toEqual({
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: '/staff' } },
    });
  });
});
