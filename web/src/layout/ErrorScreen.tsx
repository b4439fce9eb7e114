import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { site } from '../content/site';

/**
 * The error screen (docs/behaviour.md §2, §8): title 'Unexpected Application Error!', the message, and the stack in a
 * collapsed details block. Used for unknown routes (404, `status`) and page-load or render failures (`error`, from
 * the route's error boundary, web/src/app/route-error-boundary.tsx). A Hindi page says it in Hindi (its own title; a
 * 404 as '404 पेज नहीं मिला'); the English texts are the spec's, unchanged.
 * @param status an HTTP status to show (404 for an unknown address)
 * @param error what was thrown: an Error (its message and stack), a Response (lib/not-found.ts: its status), or anything
 */
export function ErrorScreen({ status: shownStatus, error }: { status?: number; error?: unknown }) {
  const { t } = useLingui();
  let message: string;
  let stack: string | undefined;
  if (shownStatus !== undefined || error instanceof Response) {
    const status = shownStatus ?? (error as Response).status;
    const statusText = error instanceof Response ? error.statusText : '';
    // An unknown address and lib/not-found.ts answer 'Not Found'; other statuses keep the server's own words.
    message = status === 404 ? t`404 Not Found` : `${status} ${statusText}`;
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
