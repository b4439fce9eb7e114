/**
 * The API's routes (docs/architecture/api.md), shared by the local server and the CDK Api construct so both expose
 * the same paths, methods and handler modules. Paths are given without the trailing slash the SPA uses;
 * both forms are served.
 */
export interface ApiRoute {
  /** Function name stem, e.g. 'submit-form'. */
  name:
    | 'get-comments'
    | 'post-comment'
    | 'catalogue'
    | 'submit-form'
    | 'staff-api'
    | 'staff-session'
    | 'track'
    | 'privacy'
    | 'vitals'
    | 'reminders';
  /** 'ANY' routes every method to the handler, which answers its own 405. */
  method: 'GET' | 'POST' | 'ANY';
  path:
    | '/api/comments'
    | '/api/catalogue'
    | '/api/post-comment'
    | '/api/submit-form'
    | '/api/staff'
    | '/api/staff/session'
    | '/api/track'
    | '/api/privacy'
    | '/api/vitals'
    | '/api/reminders';
  /** True when the route also serves every path below `path` (API Gateway `{proxy+}`). */
  prefix?: boolean;
  /**
   * 'staff': behind the Cognito JWT authorizer (docs/architecture/staff-api.md): API Gateway's on AWS, the local adapter's locally;
   * requests without a valid token get 401 JSON before the handler runs.
   */
  auth?: 'staff';
  /** Handler module path relative to functions/, without extension; it exports `handler`. */
  entry: string;
  /** Whether the function reads and writes the prescriptions bucket. */
  usesBucket: boolean;
}

export const apiRoutes: readonly ApiRoute[] = [
  { name: 'get-comments', method: 'GET', path: '/api/comments', entry: 'comments/get-comments.handler', usesBucket: false },
  // Live prices and availability of the shelf (docs/architecture/api.md "Availability"): GET /api/catalogue/availability,
  // cached 30 s at CloudFront; and "notify me when it is back", POST /api/catalogue/back-in-stock. No bucket; SHELF#
  // items read, BACK_IN_STOCK# items written.
  { name: 'catalogue', method: 'ANY', path: '/api/catalogue', prefix: true, entry: 'catalogue/catalogue.handler', usesBucket: false },
  { name: 'post-comment', method: 'POST', path: '/api/post-comment', entry: 'comments/post-comment.handler', usesBucket: false },
  { name: 'submit-form', method: 'POST', path: '/api/submit-form', entry: 'submit-form/submit-form.handler', usesBucket: true },
  // Tracking and the shopper's actions on a record below it (docs/architecture/self-service-api.md): /api/track/<action>. The bucket
  // for a return's photo only (prescriptions/returns/: infra/constructs/api.ts grants nothing else in it).
  { name: 'track', method: 'POST', path: '/api/track', prefix: true, entry: 'track/track.handler', usesBucket: true },
  // Re-upload, erasure and correction from /track (docs/architecture/self-service-api.md): /api/privacy/{reupload,erase,correct}.
  { name: 'privacy', method: 'POST', path: '/api/privacy', prefix: true, entry: 'privacy/privacy.handler', usesBucket: true },
  // The one-click unsubscribe of a refill reminder's e-mail (docs/architecture/email-and-reminders.md): /api/reminders/unsubscribe, POST
  // only (a GET gets 405 and changes nothing). No bucket.
  { name: 'reminders', method: 'POST', path: '/api/reminders', prefix: true, entry: 'reminders/reminders.handler', usesBucket: false },
  // Field measurements of sampled page views (docs/architecture/performance.md): no table, no bucket, metrics by log line only.
  { name: 'vitals', method: 'POST', path: '/api/vitals', entry: 'vitals/vitals.handler', usesBucket: false },
  // The console's session (docs/architecture/staff-session.md): the token handler at /api/staff/session and
  // /api/staff/session/refresh. Before staff-api, whose prefix covers it: its credential is the session cookie, not a
  // JWT, so no authorizer. No table, no bucket.
  {
    name: 'staff-session',
    method: 'ANY',
    path: '/api/staff/session',
    prefix: true,
    entry: 'staff-session/staff-session.handler',
    usesBucket: false,
  },
  {
    name: 'staff-api',
    method: 'ANY',
    path: '/api/staff',
    prefix: true,
    auth: 'staff',
    entry: 'staff-api/staff-api.handler',
    usesBucket: true,
  },
];

/** Finds the route for a request path, ignoring one trailing slash. */
export function findApiRoute(path: string): ApiRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  return apiRoutes.find((route) => route.path === normalised || (route.prefix === true && normalised.startsWith(`${route.path}/`)));
}
