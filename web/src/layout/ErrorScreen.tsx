import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths';

/**
 * The router's error screen (docs/behaviour.md §2, §8): title 'Unexpected Application Error!', the message, and the
 * stack in a collapsed details block. Used for unknown routes (404) and page-load failures.
 */
export function ErrorScreen() {
  const error = useRouteError();
  let message: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error) || error instanceof Response) message = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) {
    message = error.message;
    stack = error.stack;
  } else message = 'Unknown error';
  return (
    <main className="page error-screen" id="main">
      <title>Unexpected Application Error! | Medvika Pharmacy</title>
      <h1>Unexpected Application Error!</h1>
      <p className="error-screen__message">{message}</p>
      {stack && (
        <details className="error-screen__stack">
          <summary>Technical details</summary>
          <pre>{stack}</pre>
        </details>
      )}
      <p>
        <Link className="button" to={paths.home}>
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
