import { Trans, useLingui } from '@lingui/react/macro';
import { site, siteTexts } from '../content/site';

/**
 * The floating bar at the bottom right (docs/behaviour.md §2): the company's professional-network page and a phone link
 * that says what it does ('Call' / 'कॉल करें'), with the number and the hours in its accessible name and tooltip.
 * On phones the two sit side by side in one 44 px row, and the footer leaves room for it (layout.css), so that the
 * end of every page scrolls clear of it.
 */
export function FloatingContactBar() {
  const { t, i18n } = useLingui();
  const brand = site.brand;
  const phone = site.phoneDisplay;
  const hours = i18n._(siteTexts.hours);
  return (
    <aside className="floating-bar" aria-label={t`Contact shortcuts`}>
      <a
        className="floating-bar__link floating-bar__link--network"
        href={site.professionalNetworkUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`${brand} on LinkedIn (opens in a new tab)`}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z" />
        </svg>
      </a>
      <a
        className="floating-bar__link floating-bar__link--phone"
        href={`tel:${site.phoneE164}`}
        aria-label={t`Call ${phone}, ${hours}`}
        title={t`Call ${phone}, ${hours}`}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
        </svg>
        <span>
          <Trans>Call</Trans>
        </span>
      </a>
    </aside>
  );
}
