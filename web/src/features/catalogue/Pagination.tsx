import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The listing's page control (docs/behaviour.md §4 "Catalogue"): Prev (disabled on page 1), the page numbers (shown from
 * 768 px up; below that a 'Page 2 of 3' label), Next (disabled on the last page). Buttons, so the
 * disabled state is real; the current page is marked with aria-current.
 * @param page current page, 1-based
 * @param pages page count (≥ 2 when rendered by a listing)
 * @param onChange called with the chosen page (never the current one, never out of range)
 */
export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  const { t } = useLingui();
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <button type="button" className="pagination__step framed-control" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹ </span>
        <Trans>Prev</Trans>
      </button>
      <ol className="pagination__numbers">
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination__number framed-control"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Page ${number}`}
              onClick={() => number !== page && onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <p className="pagination__status">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <button type="button" className="pagination__step framed-control" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <Trans>Next</Trans>
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
