import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/**
 * A link from a success screen to /track with the reference filled in (docs/architecture.md §3.1). The reference travels in the
 * router's history state, never in the URL, so it stays out of server logs, analytics and Referer headers (docs/architecture.md §3.1).
 * @param reference the RX-/ORD-/MSG- reference just issued
 * @param children the link text, e.g. 'Track this order'
 */
export function TrackLink({ reference, children }: { reference: string; children: string }) {
  return (
    <Link to={paths.track} state={{ reference }}>
      {children}
    </Link>
  );
}
