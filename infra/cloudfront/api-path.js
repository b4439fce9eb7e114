// CloudFront Function (runtime cloudfront-js-2.0), viewer request, /api/* behavior only (infra/constructs/site.ts).
//
// 1. Removes one trailing slash: the SPA calls /api/comments/ (DESIGN §3), but API Gateway HTTP API route
//    paths cannot end in '/', so the routes are /api/comments, /api/post-comment and /api/submit-form.
// 2. Answers any other /api/ path itself with the JSON 404 of DESIGN §3 (the same body as the local server),
//    instead of API Gateway's {"message":"Not Found"}; nothing unknown reaches the API.
// API_PATHS must equal the paths of functions/shared/api-routes.ts (checked by tests/infra/cloudfront-functions.test.ts).

var API_PATHS = ['/api/comments', '/api/post-comment', '/api/submit-form'];

var NOT_FOUND_BODY = '{"error":{"code":"NOT_FOUND","message":"There is no API at this address."}}';

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    uri = uri.substring(0, uri.length - 1);
  }
  if (API_PATHS.indexOf(uri) === -1) {
    return {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: {
        'content-type': { value: 'application/json; charset=utf-8' },
        'cache-control': { value: 'no-store' },
      },
      body: { encoding: 'text', data: NOT_FOUND_BODY },
    };
  }
  request.uri = uri;
  return request;
}
