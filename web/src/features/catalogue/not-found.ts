/**
 * Throws the router's 404 (spec §8 "Routing errors"): a `Response` with status 404, which the route's
 * errorElement renders as 'Unexpected Application Error!' with '404 Not Found'. Thrown while rendering
 * (the route has no loader), so it also carries the two fields react-router's `isRouteErrorResponse`
 * looks for (`internal`, `data`), which loaders' thrown Responses get from the router itself.
 */
export function throwNotFound(): never {
  throw Object.assign(new Response('Not Found', { status: 404, statusText: 'Not Found' }), { internal: false, data: 'Not Found' });
}
