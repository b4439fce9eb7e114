// CloudFront Function (runtime cloudfront-js-2.0), viewer request, /api/* behavior only (infra/constructs/site.ts).
//
// 1. Removes one trailing slash: the SPA calls /api/comments/ (docs/architecture/api.md), but API Gateway HTTP API route
//    paths cannot end in '/', so the routes are /api/comments, /api/post-comment and /api/submit-form.
// 2. Answers any other /api/ path itself with the JSON 404 of docs/architecture/api.md (the same body as the local server),
//    instead of API Gateway's {"message":"Not Found"}; nothing unknown reaches the API.
// 3. Prefix routes (API_PREFIXES, e.g. /api/staff) serve their own path and every path below it, as long as each
//    segment is non-empty and not '.' or '..' (API Gateway's /api/staff/{proxy+} route, behind the JWT authorizer).
// API_PATHS must equal the paths of contracts/deployment/api-routes.ts, API_PREFIXES those of its `prefix` routes
// (checked by tests/infra/cloudfront-functions.test.ts).

var API_PATHS = [
  '/api/comments',
  '/api/catalogue',
  '/api/post-comment',
  '/api/submit-form',
  '/api/track',
  '/api/staff',
  '/api/staff/session',
  '/api/privacy',
  '/api/vitals',
  '/api/reminders',
];
var API_PREFIXES = ['/api/catalogue', '/api/staff', '/api/staff/session', '/api/privacy', '/api/track', '/api/reminders'];

var NOT_FOUND_BODY = '{"error":{"code":"NOT_FOUND","message":"There is no API at this address."}}';

function isKnownPath(uri) {
  if (API_PATHS.indexOf(uri) !== -1) return true;
  for (var i = 0; i < API_PREFIXES.length; i++) {
    var prefix = API_PREFIXES[i] + '/';
    if (uri.length > prefix.length && uri.substring(0, prefix.length) === prefix) {
      var segments = uri.substring(prefix.length).split('/');
      var valid = true;
      for (var j = 0; j < segments.length; j++) {
        if (segments[j] === '' || segments[j] === '.' || segments[j] === '..') valid = false;
      }
      if (valid) return true;
    }
  }
  return false;
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    uri = uri.substring(0, uri.length - 1);
  }
  if (!isKnownPath(uri)) {
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
