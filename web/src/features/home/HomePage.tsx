import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { BenefitCards } from '../../components/BenefitCards';
import { homeText } from '../../content/about';
import { categoryCards } from '../../content/home';
import { site } from '../../content/site';
import { BannerCarousel } from './BannerCarousel';
import { CategoryStrip } from './CategoryStrip';
import { CounterBand } from './CounterBand';
import { FeaturedProducts } from './FeaturedProducts';
import { HomeSection } from './HomeSection';
import { LatestProducts } from './LatestProducts';
import { LatestBlogsSection } from './LatestBlogsSection';
import './home.css';
import { Page } from '../../components/Page';
import { SizedImage } from '../../components/SizedImage';
import { JsonLd } from '../../components/JsonLd';
import { organizationJsonLd } from '../../lib/structured-data/organization';

const aboutBandImage = {
  src: '/images/home/about-band.svg',
  alt: msg`Friendly pharmacist at the Medvika pharmacy counter`,
  width: 800,
  height: 600,
};
const buyNowImage = { src: '/images/home/buy-now-banner.svg', alt: '', width: 1600, height: 400 };

/**
 * Home, '/' (docs/behaviour.md §2 "Home sections, in order"): (1) banner carousel, (2) category icon strip, (3) welcome
 * text with the page's one <h1>, (4) three benefit cards, (5) Our Latest Products, (6) About Us band,
 * (7) All Categories, (8) BUY NOW banner, (9) Featured Products, (10) counter band, (11) Latest From Our
 * Blogs. Everything after the first screen loads its pictures lazily; only the first banner picture is
 * fetched with high priority (the LCP element). Every text in the page's language (the home and about catalogs).
 */
export function HomePage() {
  const { i18n, t } = useLingui();
  const brand = site.brand;
  return (
    <Page
      className="home-page"
      documentTitle={t`${brand} Pharmacy | Medicines delivered across Delhi NCR`}
      description={t`${brand} Pharmacy: order medicines, supplements, baby care and personal care online. Upload your prescription, save up to 20% and get free home delivery across Delhi NCR.`}
    >
      <JsonLd data={import.meta.env.SSR ? organizationJsonLd() : undefined} />

      <BannerCarousel />
      <CategoryStrip />

      <section className="home-section home-welcome" aria-labelledby="home-welcome-heading">
        <div className="container home-welcome__inner">
          <h1 id="home-welcome-heading">{i18n._(homeText.welcomeHeading)}</h1>
          {homeText.welcomeParagraphs.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
        </div>
      </section>

      <section className="home-benefits" aria-labelledby="home-benefits-heading">
        <div className="container">
          <h2 id="home-benefits-heading" className="visually-hidden">
            <Trans>Why shop with {brand}</Trans>
          </h2>
          <BenefitCards headingLevel="h3" />
        </div>
      </section>

      <LatestProducts />

      <section className="home-section home-about" aria-labelledby="home-about-heading">
        <div className="container home-about__inner">
          <SizedImage className="home-about__image" image={{ ...aboutBandImage, alt: i18n._(aboutBandImage.alt) }} />
          <div className="home-about__text">
            <h2 id="home-about-heading" className="home-section__heading">
              {i18n._(homeText.aboutBand.heading)}
            </h2>
            <p>{i18n._(homeText.aboutBand.text)}</p>
            <Link className="button" to={paths.about}>
              <Trans>
                Read More<span className="visually-hidden"> about {brand}</span>
              </Trans>
            </Link>
          </div>
        </div>
      </section>

      <HomeSection name="category-cards" heading={<Trans>All Categories</Trans>}>
        <ul className="home-category-cards__grid">
          {categoryCards.map((card) => (
            <li key={card.image}>
              <Link className="home-category-card hover-card" to={card.to}>
                <img src={card.image} alt="" width={600} height={400} loading="lazy" decoding="async" />
                <span className="home-category-card__label">{i18n._(card.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <section className="home-buy-now" aria-labelledby="home-buy-now-heading">
        <SizedImage className="home-buy-now__image" image={buyNowImage} />
        <div className="container home-buy-now__text">
          <h2 id="home-buy-now-heading">
            <Trans>Save up to 20% on prescription drugs</Trans>
          </h2>
          <p>
            <Trans>Genuine medicines and health products, with free home delivery across Delhi NCR.</Trans>
          </p>
          <Link className="button home-buy-now__cta" to={paths.products}>
            <Trans>BUY NOW</Trans>
          </Link>
        </div>
      </section>

      <FeaturedProducts />
      <CounterBand />

      <LatestBlogsSection />
    </Page>
  );
}
