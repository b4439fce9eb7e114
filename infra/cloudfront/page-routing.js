// CloudFront Function (runtime cloudfront-js-2.0), DEFAULT behavior, associated twice: viewer request and viewer
// response (infra/constructs/site.ts). The local server runs this same file (infra/page-routing.ts).
//
// Viewer request: a clean URL of a prerendered page (/about, /health3/, /category/baby-care) is served its HTML file
// (/about/index.html); every path under a client-rendered shell (/staff/records/RX-…) is served the shell's file;
// files (a last segment with a '.', e.g. /assets/index-abc.js, /robots.txt) pass through unchanged; anything else is
// served /404.html, the prerendered error screen, or under a language's prefix that language's (/hi/nope →
// /hi/404.html).
// Viewer response: that error screen leaves with HTTP 404 instead of S3's 200, so unknown addresses are real 404s
// for browsers and search engines (docs/architecture/frontend.md). Only a 200 is changed (a 304 revalidation stays a 304).
//
// The staff console lives on its own distribution (infra/constructs/staff-console-site.ts): on the shop's, /staff and
// every path below it, files included (/staff/config.json), are the error screen with 404, never a page, a redirect
// or a file of the bucket (where a missing object would be S3's 403). CONSOLE_PATH is contracts/staff-console.ts
// STAFF_CONSOLE_PATH (the unit test holds them equal).
//
// PAGE_PATHS, PAGE_HASHES, CLIENT_SHELLS and LOCALE_PREFIXES are filled in at synth time from the build's
// page-routes.json, which the prerender step writes from web/src/app/prerender-routes.ts. PAGE_HASHES holds the pages
// of the large collections (one page per product) as hashes (pageHash), so the function stays under CloudFront's
// 10 KB size quota however many products there are. No distribution-wide error responses: they would also rewrite
// the API's JSON errors. Unit test: tests/infra/cloudfront-functions.test.ts.

var PAGE_PATHS = /*PAGE_PATHS*/ [];
var PAGE_HASHES = /*PAGE_HASHES*/ [];
var CLIENT_SHELLS = /*CLIENT_SHELLS*/ [];
var LOCALE_PREFIXES = /*LOCALE_PREFIXES*/ [];
var NOT_FOUND_URI = '/404.html';
var CONSOLE_PATH = '/staff';

// The error screen for a path: the language's own under its prefix, else the default one.
function notFoundUriOf(path) {
  for (var i = 0; i < LOCALE_PREFIXES.length; i++) {
    var prefix = LOCALE_PREFIXES[i];
    if (path === prefix || path.indexOf(prefix + '/') === 0) return prefix + NOT_FOUND_URI;
  }
  return NOT_FOUND_URI;
}

function withoutTrailingSlash(uri) {
  var path = uri;
  while (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.substring(0, path.length - 1);
  return path;
}

// 32-bit FNV-1a of a path's UTF-16 code units, in base 36 (infra/page-routing.ts computes the same at synth time).
function pageHash(path) {
  var hash = 0x811c9dc5;
  for (var i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    // × the FNV prime 16777619 (2^24 + 2^8 + 0x93), modulo 2^32, in shifts: exact in 32-bit integer arithmetic.
    hash = (hash + (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24)) >>> 0;
  }
  return hash.toString(36);
}

function isPage(path) {
  return PAGE_PATHS.indexOf(path) !== -1 || PAGE_HASHES.indexOf(pageHash(path)) !== -1;
}

function htmlFileOf(path) {
  return path === '/' ? '/index.html' : path + '/index.html';
}

// The object a viewer URI is served from, and whether that is the not-found page.
function resolve(uri) {
  if (uri === CONSOLE_PATH || uri.indexOf(CONSOLE_PATH + '/') === 0) return { uri: NOT_FOUND_URI, notFound: true };
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return { uri: uri, notFound: uri === notFoundUriOf(uri) };
  var path = withoutTrailingSlash(uri);
  if (isPage(path)) return { uri: htmlFileOf(path), notFound: false };
  for (var i = 0; i < CLIENT_SHELLS.length; i++) {
    if (path.indexOf(CLIENT_SHELLS[i] + '/') === 0) return { uri: htmlFileOf(CLIENT_SHELLS[i]), notFound: false };
  }
  return { uri: notFoundUriOf(path), notFound: true };
}

function handler(event) {
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    if (response.statusCode === 200 && resolve(event.request.uri).notFound) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    return response;
  }
  var request = event.request;
  request.uri = resolve(request.uri).uri;
  return request;
}
