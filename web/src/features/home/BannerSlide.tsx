import { Link } from 'react-router-dom';
import type { homeBanners } from '../../content/home';

/**
 * One home banner: picture, heading, lead and call to action (content/home.ts). The first banner's picture is
 * the page's LCP element: loaded eagerly with fetchpriority="high" and intrinsic width/height. A banner that
 * is not shown is inert, so Tab goes from the shown banner's link to the carousel controls.
 */
export function BannerSlide({ banner, index, shown }: { banner: (typeof homeBanners)[number]; index: number; shown: boolean }) {
  return (
    <div className="home-banner" inert={!shown}>
      <img
        className="home-banner__image"
        src={banner.image}
        alt={banner.alt}
        width={1600}
        height={600}
        loading="eager"
        fetchPriority={index === 0 ? 'high' : 'low'}
        decoding={index === 0 ? 'sync' : 'async'}
      />
      <div className="home-banner__text">
        <p className="home-banner__heading">{banner.heading}</p>
        <p className="home-banner__lead">{banner.text}</p>
        <Link className="button" to={banner.cta.to}>
          {banner.cta.label}
        </Link>
      </div>
    </div>
  );
}
