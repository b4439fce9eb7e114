import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths';
import { site } from '../content/site';

/**
 * The router's error screen (docs/behaviour.md §2, §8): title 'Unexpected Application Error!', the message, and the
 * stack in a collapsed details block. Used for unknown routes (404) and page-load failures. A Hindi page says it in
 * Hindi (its own title; a 404 as '404 पेज नहीं मिला'); the English texts are the spec's, unchanged.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useLingui();
  let message: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error) || error instanceof Response) {
    const status = error.status;
    // React Router and lib/not-found.ts answer 'Not Found'; other statuses keep the server's own words.
    message = status === 404 ? t`404 Not Found` : `${status} ${error.statusText}`;
  } else if (error instanceof Error) {
    message = error.message;
    stack = error.stack;
  } else message = t`Unknown error`;
  const heading = t`Unexpected Application Error!`;
  const brand = site.brand;
  return (
    <main className="page error-screen" id="main">
      <title>{t`${heading} | ${brand} Pharmacy`}</title>
      <h1>{heading}</h1>
      <p className="error-screen__message">{message}</p>
      {stack && (
        <details className="error-screen__stack">
          <summary>
            <Trans>Technical details</Trans>
          </summary>
          <pre>{stack}</pre>
        </details>
      )}
      <p>
        <Link className="button" to={paths.home}>
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </main>
  );
}
