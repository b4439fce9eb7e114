import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { catalogueTitle, categorySlugs, productsIn } from '@domain/catalogue/catalogue';
import { site } from '../content/site';
import { navLinks } from './nav-links';

/** Footer category links: every category that has products, labelled with its catalogue title. */
const categoryLinks = categorySlugs.filter((slug) => productsIn(slug).length > 0).map((slug) => ({ slug, label: catalogueTitle(slug) }));

/** Site footer (docs/behaviour.md §2): quick links, category links, contact details, policies and © 2024 (docs/behaviour.md §9). */
export function Footer() {
  const { i18n } = useLingui();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-about">
          <img src="/images/brand/logo.svg" alt="" width={150} height={40} className="site-footer__logo" />
          <h2 id="footer-about" className="visually-hidden">
            About {site.brand}
          </h2>
          <p>Your neighbourhood pharmacy across Delhi NCR: genuine medicines, pharmacist-checked prescriptions and free home delivery.</p>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{i18n._(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.faq}>FAQ</Link>
            </li>
            <li>
              <Link to={paths.track}>Track your request</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories">Categories</h2>
          <ul>
            {categoryLinks.map((link) => (
              <li key={link.slug}>
                <Link to={paths.category(link.slug)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <address>
            {site.address.line1}
            <br />
            {site.address.line2}
            <br />
            <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <p>Calls {site.hours}, every day.</p>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {site.copyrightYear} {site.brand} Pharmacy. All rights reserved.
        </p>
        <ul>
          <li>
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={paths.returnPolicy}>Return Policy</Link>
          </li>
          <li>
            <Link to={paths.terms}>Terms and Conditions</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
