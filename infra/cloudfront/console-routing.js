// CloudFront Function (runtime cloudfront-js-2.0), viewer request, default behavior of the staff console's own
// distribution (infra/constructs/staff-console-site.ts).
//
// 1. The origin's root redirects to the console, /staff.
// 2. /staff and every path below it are served the console's one document, /staff.html (the console routes in the
//    browser), except its settings file /staff/config.json.
// 3. Anything else (the favicon, images) is served as it is.

var CONSOLE_ROOT = '/staff';
var CONSOLE_DOCUMENT = '/staff.html';
var CONSOLE_SETTINGS = '/staff/config.json';

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/' || uri === '') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: CONSOLE_ROOT } } };
  }
  if ((uri === CONSOLE_ROOT || uri.indexOf(CONSOLE_ROOT + '/') === 0) && uri !== CONSOLE_SETTINGS) {
    request.uri = CONSOLE_DOCUMENT;
  }
  return request;
}
