import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { BenefitCards } from '../../components/BenefitCards';
import { about } from '../../content/about';
import { site } from '../../content/site';
import './about.css';
import { Page } from '../../components/Page';
import { JsonLd } from '../../components/JsonLd';
import { organizationJsonLd } from '../../lib/structured-data/organization';
import { SellerIdentity } from '../../components/SellerIdentity';

/**
 * /about (docs/behaviour.md §2 "About us: hero, paragraphs, three benefit cards"; claims from docs/behaviour.md §1).
 * The hero shows /images/about/hero.svg with the page's one <h1> 'About Us' over its plain left part
 * from 768 px (above the picture on phones), then the paragraphs of content/about.ts and the three
 * benefit cards shared with Home, and the seller (SellerIdentity: legal entity, registered address, GSTIN, drug licences,
 * pharmacist in charge, grievance officer). Every text is translated (the about catalog; the seller's labels are the
 * shared catalog's, as in the footer).
 */
export function AboutPage() {
  const { i18n, t } = useLingui();
  const brand = site.brand;
  return (
    <Page
      className="about-page"
      title={i18n._(about.heroTitle)}
      description={t`${brand} is a Delhi NCR pharmacy chain with 37+ stores and 50,000+ stock items: prescriptions reviewed by pharmacists, compounding, OTC products and free delivery.`}
    >
      <JsonLd data={import.meta.env.SSR ? organizationJsonLd() : undefined} />
      <section className="about-hero" aria-labelledby="about-heading">
        <div className="about-hero__text">
          <h1 id="about-heading">{i18n._(about.heroTitle)}</h1>
          <p>{i18n._(about.heroSubtitle)}</p>
        </div>
        <img
          className="about-hero__art"
          src="/images/about/hero.svg"
          alt={t`Medvika pharmacy storefront on a Delhi street`}
          width={1600}
          height={500}
          fetchPriority="high"
        />
      </section>
      <div className="container about-page__body">
        <section className="about-page__story" aria-labelledby="about-story">
          <h2 id="about-story">
            <Trans>Who we are</Trans>
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
          <p className="about-page__actions">
            <Link className="button" to={paths.stores}>
              <Trans>Find a store</Trans>
            </Link>
            <Link className="button button--ghost" to={paths.upload}>
              <Trans>Upload Prescription</Trans>
            </Link>
          </p>
        </section>
        <section className="about-page__benefits" aria-labelledby="about-benefits">
          <h2 id="about-benefits">
            <Trans>Why shop with {brand}</Trans>
          </h2>
          <BenefitCards headingLevel="h3" />
        </section>
        <section className="about-page__seller card" aria-labelledby="about-seller">
          <SellerIdentity id="about-seller" />
        </section>
      </div>
    </Page>
  );
}
