import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PageBanner } from '../../components/PageBanner';
import { site } from '../../content/site';
import { ContactForm } from './ContactForm';
import './contact.css';
import { telHref } from '../../lib/tel-href';
import { Page } from '../../components/Page';

/**
 * /contact (docs/behaviour.md §1 "A Noida address is shown on the contact page", §2 "Contact Us", §9 hours 10am to 7pm):
 * the Noida address, phone (tel: link, with the hours), landline and email from content/site.ts beside
 * the contact form (name, email, mobile, message), which stores valid messages (docs/architecture.md §6).
 */
export function ContactPage() {
  const telLandline = telHref(site.landline);
  return (
    <Page
      className="contact-page"
      title="Contact Us"
      description={`Contact ${site.brand} Pharmacy in Noida: call ${site.phoneDisplay} (${site.hours}), email ${site.email} or send us a message with this form.`}
    >
      <PageBanner title="Contact Us">
        <p>Questions about an order, a prescription or a product? We are happy to help.</p>
      </PageBanner>
      <div className="contact-page__grid page-columns container">
        <section className="contact-info card" aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">Get in touch</h2>
          <dl className="contact-info__list">
            <div className="contact-info__item contact-info__item--address">
              <dt>Address</dt>
              <dd>
                <address>
                  {site.brand} Pharmacy
                  <br />
                  {site.address.line1}
                  <br />
                  {site.address.line2}
                  <br />
                  {site.address.country}
                </address>
              </dd>
            </div>
            <div className="contact-info__item contact-info__item--phone">
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a>
                <br />
                Landline: <a href={telLandline}>{site.landline}</a>
              </dd>
            </div>
            <div className="contact-info__item contact-info__item--email">
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div className="contact-info__item contact-info__item--hours">
              <dt>Hours</dt>
              <dd>Phone lines open {site.hours}</dd>
            </div>
          </dl>
          <p className="contact-info__stores">
            Prefer to talk in person? <Link to={paths.stores}>Find a store near you</Link>: our stores offer 24 hour service.
          </p>
        </section>
        <section className="contact-page__form card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm />
        </section>
      </div>
    </Page>
  );
}
