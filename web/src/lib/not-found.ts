/**
 * Throws a 404 while rendering (docs/behaviour.md §8 "Routing errors"): a `Response` with status 404 that the route's
 * error boundary (web/src/app/route-error-boundary.tsx) shows as 'Unexpected Application Error!' with '404 Not Found'.
 * Routes answer an unknown address or slug before rendering (web/src/app/router.tsx); this is the page's own guard.
 */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
