/**
 * The API's routes (DESIGN §3), shared by the local server and the CDK Api construct so both expose
 * the same paths, methods and handler modules. Paths are given without the trailing slash the SPA uses;
 * both forms are served.
 */
export interface ApiRoute {
  /** Function name stem, e.g. 'submit-form'. */
  name: 'get-comments' | 'post-comment' | 'submit-form';
  method: 'GET' | 'POST';
  path: '/api/comments' | '/api/post-comment' | '/api/submit-form';
  /** Handler module path relative to functions/, without extension; it exports `handler`. */
  entry: string;
  /** Whether the function reads and writes the prescriptions bucket. */
  usesBucket: boolean;
}

export const apiRoutes: readonly ApiRoute[] = [
  { name: 'get-comments', method: 'GET', path: '/api/comments', entry: 'comments/get-comments.handler', usesBucket: false },
  { name: 'post-comment', method: 'POST', path: '/api/post-comment', entry: 'comments/post-comment.handler', usesBucket: false },
  { name: 'submit-form', method: 'POST', path: '/api/submit-form', entry: 'submit-form/submit-form.handler', usesBucket: true },
];

/** Finds the route for a request path, ignoring one trailing slash. */
export function findApiRoute(path: string): ApiRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  return apiRoutes.find((route) => route.path === normalised);
}
