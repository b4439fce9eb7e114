import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { shareLinks, type ShareLink } from './share-links';

/** Simple inline glyphs (decorative; the link text names the network). 24 × 24 viewBox. */
const icons: Record<ShareLink['network'], ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.5V21z"
    />
  ),
  x: <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 4l14 16M19 4L5 20" />,
  linkedin: (
    <g fill="currentColor">
      <rect x="4" y="9" width="3.2" height="11" />
      <circle cx="5.6" cy="5.6" r="1.9" />
      <path d="M10 9h3.1v1.5c.5-.9 1.7-1.8 3.4-1.8 2.9 0 3.5 1.9 3.5 4.3V20h-3.2v-6.2c0-1.5-.2-2.5-1.6-2.5s-2 1-2 2.4V20H10z" />
    </g>
  ),
  whatsapp: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5z" />
      <path d="M9.2 8.2c-.4 0-.9.5-.9 1.3 0 2.5 3.4 5.9 5.9 5.9.8 0 1.3-.5 1.3-.9v-.9l-1.7-.8-.8.9c-1-.4-2.1-1.5-2.5-2.5l.9-.8-.8-1.7z" />
    </g>
  ),
};

/**
 * The article's four share links (docs/behaviour.md §2): Facebook, X, LinkedIn and WhatsApp, each opening in a new tab
 * with rel="noopener noreferrer" and an accessible name such as 'Share on Facebook (opens in a new tab)'.
 * @param url the canonical address of the article (origin + path); it is encoded into each link
 * @param title the article's title
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const shareLabel = (network: string) => t`Share on ${network} (opens in a new tab)`;
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share__heading">
        <Trans>Share this article</Trans>
      </h2>
      <ul className="share__list">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              className={`share__link share__link--${link.network} framed-control`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={shareLabel(link.name)}
            >
              <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
                {icons[link.network]}
              </svg>
              <span>{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
