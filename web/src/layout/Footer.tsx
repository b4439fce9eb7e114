import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { categorySlugs, productsIn } from '@domain/catalogue/catalogue';
import { categoryTitleMessage } from '../components/product/catalogue-text';
import { site, siteTexts } from '../content/site';
import { navLinks } from './nav-links';
import { SellerIdentity } from '../components/SellerIdentity';

/** Footer category links: every category that has products, labelled with its catalogue title (a message, shown in the page's language). */
const categoryLinks = categorySlugs
  .filter((slug) => productsIn(slug).length > 0)
  .map((slug) => ({ slug, label: categoryTitleMessage(slug) }));

/**
 * Site footer (docs/behaviour.md §2): quick links, category links, contact details, the seller (SellerIdentity: legal
 * name, address, GSTIN, drug licences, pharmacist in charge, grievance officer), policies and © the build's year
 * (docs/behaviour.md §9): written in at build time (web/build-year.ts), so the prerendered HTML and the hydrated page
 * agree whatever the visitor's clock says.
 */
export function Footer() {
  const { i18n } = useLingui();
  const brand = site.brand;
  const year: string = import.meta.env.VITE_BUILD_YEAR;
  const hours = i18n._(siteTexts.hours);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-about">
          <img src="/images/brand/logo.svg" alt="" width={150} height={40} className="site-footer__logo" />
          <h2 id="footer-about" className="visually-hidden">
            <Trans>About {brand}</Trans>
          </h2>
          <p>
            <Trans>
              Your neighbourhood pharmacy across Delhi NCR: genuine medicines, pharmacist-checked prescriptions and free home delivery.
            </Trans>
          </p>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">
            <Trans>Quick Links</Trans>
          </h2>
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.faq}>
                <Trans>FAQ</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.track}>
                <Trans>Track your request</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories">
            <Trans>Categories</Trans>
          </h2>
          <ul>
            {categoryLinks.map((link) => (
              <li key={link.slug}>
                <Link to={paths.category(link.slug)}>{i18n._(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">
            <Trans>Contact Us</Trans>
          </h2>
          <address>
            {site.address.line1}
            <br />
            {site.address.line2}
            <br />
            <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p>
            <Trans>Calls {hours}, every day.</Trans>
          </p>
        </section>
      </div>
      <div className="site-footer__seller">
        <SellerIdentity id="footer-seller" />
      </div>
      <div className="site-footer__bottom">
        <p>
          <Trans>
            © {year} {brand} Pharmacy. All rights reserved.
          </Trans>
        </p>
        <ul>
          <li>
            <Link to={paths.privacyPolicy}>
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.returnPolicy}>
              <Trans>Return Policy</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.terms}>
              <Trans>Terms and Conditions</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.accessibility}>
              <Trans>Accessibility</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
