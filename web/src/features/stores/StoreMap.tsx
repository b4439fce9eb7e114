import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Store } from '../../content/stores';

/**
 * The store's map (docs/behaviour.md §2 "Our Store": a lazily loaded embedded map), as a facade: a light placeholder with a
 * 'Show map' button, and the map-service iframe only once the shopper asks for it. Fifteen live map embeds
 * would cost a phone seconds of main-thread work (Lighthouse "lazy load third-party resources with
 * facades") and set the map service's cookies before anyone wanted a map (our privacy policy). The frame
 * keeps its title from `store.mapTitle`, loading="lazy", a strict referrer policy and the 4 : 3 box (no
 * layout shift); an 'Open in Maps' link works without loading anything here. Labels are translated (the stores catalog).
 */
export function StoreMap({ store }: { store: Store }) {
  const { i18n, t } = useLingui();
  const mapTitle = i18n._(store.mapTitle);
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const mapsLink = store.mapEmbedUrl.replace('&output=embed', '');
  return (
    <div className="store-card__map">
      {shown ? (
        <iframe
          ref={frame}
          src={store.mapEmbedUrl}
          title={mapTitle}
          width={400}
          height={300}
          loading="lazy"
          referrerPolicy="no-referrer"
          allowFullScreen
        />
      ) : (
        <div className="store-card__map-facade">
          <button
            type="button"
            className="button button--small"
            aria-label={t`Show map: ${mapTitle}`}
            onClick={() => {
              setShown(true);
              requestAnimationFrame(() => frame.current?.focus());
            }}
          >
            <Trans>Show map</Trans>
          </button>
          <a href={mapsLink} target="_blank" rel="noopener noreferrer" className="store-card__maps-link">
            <Trans>
              Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </Trans>
          </a>
        </div>
      )}
    </div>
  );
}
