// CloudFront Function (runtime cloudfront-js-2.0), viewer request, DEFAULT behavior only (infra/constructs/site.ts).
//
// SPA fallback: the React router owns every path that is not a file, so a request whose last path segment
// has no extension (/, /upload, /health3, /category/baby-care) is served /index.html; files (/assets/index-abc.js,
// /images/x.svg, /robots.txt) pass through unchanged. The query string is left as it is.
//
// This replaces distribution-wide custom error responses (403/404 -> /index.html), which would also rewrite
// the JSON errors of the /api/* behavior. A missing file still answers S3's 403 instead of the app shell.
// Unit test: tests/infra/cloudfront-functions.test.ts (loads this file with node:vm and calls handler).

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
