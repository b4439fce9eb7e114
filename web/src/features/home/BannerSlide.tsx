import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { homeBanners } from '../../content/home';

/**
 * One home banner: picture, heading, lead and call to action (content/home.ts). The first banner's picture is
 * the page's LCP element: loaded eagerly with fetchpriority="high" and intrinsic width/height. A banner that
 * is not shown is inert, so Tab goes from the shown banner's link to the carousel controls. Texts in the page's language.
 */
export function BannerSlide({ banner, index, shown }: { banner: (typeof homeBanners)[number]; index: number; shown: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="home-banner" inert={!shown}>
      <img
        className="home-banner__image"
        src={banner.image}
        alt={i18n._(banner.alt)}
        width={1600}
        height={600}
        loading="eager"
        fetchPriority={index === 0 ? 'high' : 'low'}
        decoding={index === 0 ? 'sync' : 'async'}
      />
      <div className="home-banner__text">
        <p className="home-banner__heading">{i18n._(banner.heading)}</p>
        <p className="home-banner__lead">{i18n._(banner.text)}</p>
        <Link className="button" to={banner.cta.to}>
          {i18n._(banner.cta.label)}
        </Link>
      </div>
    </div>
  );
}
