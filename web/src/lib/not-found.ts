/**
 * Throws the router's 404 (docs/behaviour.md §8 "Routing errors"): a `Response` with status 404 that the route's
 * errorElement renders as 'Unexpected Application Error!' with '404 Not Found'. Meant for route loaders
 * (unknown paths, unknown category slugs); ErrorScreen also understands it when thrown while rendering.
 */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
