import { Link } from 'react-router-dom';
import { staffPaths, usePageTitle } from './staff-paths';

/**
 * /staff/<unknown path>: "Page not found" inside the console's frame (top bar and nav stay), with a link to the
 * dashboard, instead of the router's error screen; a mistyped or outdated link then reads as such and leads back.
 */
export function StaffNotFoundPage() {
  usePageTitle('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>There is no console page at this address. The link may be mistyped or out of date.</p>
      <p>
        <Link className="staff-button" to={staffPaths.dashboard}>
          Go to the dashboard
        </Link>
      </p>
    </>
  );
}
