import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PageBanner } from '../../components/PageBanner';
import { site, siteTexts } from '../../content/site';
import { useEffect } from 'react';
import { hydrateOnUse } from '../../components/HydrateOnUse';
import { API_MESSAGES_CATALOG } from '../../i18n/catalogs';
import { loadRegionNow } from '../../lib/deferred-regions';
import { DRAFT_KEYS, hasSessionDraft } from '../../lib/form-kit/use-session-draft';
import './contact.css';
import { telHref } from '../../lib/tel-href';
import { Page } from '../../components/Page';
import { SellerIdentity } from '../../components/SellerIdentity';

// Prerendered in full, its code loaded on first use (docs/decisions/0017-native-controls-before-hydration.md): the form
// kit, the contact schema, toasts and the catalog of the API's codes are not part of the first download.
const ContactForm = hydrateOnUse('contact-form', () => import('./ContactForm').then((module) => module.ContactForm), {
  catalogs: [API_MESSAGES_CATALOG],
  draftKey: DRAFT_KEYS.contact,
});

/**
 * /contact and /hi/contact (docs/behaviour.md §1 "A Noida address is shown on the contact page", §2 "Contact Us", §9
 * hours 10am to 7pm): the Noida address, phone (tel: link, with the hours), landline and email from content/site.ts
 * beside the contact form (name, email, mobile, message), which stores valid messages (docs/architecture/departures.md),
 * then the seller with its grievance officer (SellerIdentity). Every
 * text is in the page's language (the contact catalog); the street address, numbers and e-mail stay as written.
 * The form hydrates on first use (hydrateOnUse), or at once when the tab holds a draft of it (typed before a reload or
 * the language switch), which only its code can put back.
 */
export function ContactPage() {
  const { t, i18n } = useLingui();
  useEffect(() => {
    if (hasSessionDraft(DRAFT_KEYS.contact)) loadRegionNow('contact-form');
  }, []);
  const telLandline = telHref(site.landline);
  const brand = site.brand;
  const phone = site.phoneDisplay;
  const hours = i18n._(siteTexts.hours);
  const email = site.email;
  const landline = site.landline;
  return (
    <Page
      className="contact-page"
      title={t`Contact Us`}
      description={t`Contact ${brand} Pharmacy in Noida: call ${phone} (${hours}), email ${email} or send us a message with this form.`}
    >
      <PageBanner title={t`Contact Us`}>
        <p>
          <Trans>Questions about an order, a prescription or a product? We are happy to help.</Trans>
        </p>
      </PageBanner>
      <div className="contact-page__grid page-columns container">
        <section className="contact-info card" aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">
            <Trans>Get in touch</Trans>
          </h2>
          <dl className="contact-info__list">
            <div className="contact-info__item contact-info__item--address">
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd>
                <address>
                  <Trans>{brand} Pharmacy</Trans>
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
              <dt>
                {/* The shop's own numbers: not the shopper's "mobile number" of the forms, which shares the English word. */}
                <Trans context="the shop's own phone numbers">Phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${site.phoneE164}`}>{phone}</a>
                <br />
                <Trans>
                  Landline: <a href={telLandline}>{landline}</a>
                </Trans>
              </dd>
            </div>
            <div className="contact-info__item contact-info__item--email">
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
            <div className="contact-info__item contact-info__item--hours">
              <dt>
                <Trans>Hours</Trans>
              </dt>
              <dd>
                <Trans>Phone lines open {hours}</Trans>
              </dd>
            </div>
          </dl>
          <p className="contact-info__stores">
            <Trans>
              Prefer to talk in person? <Link to={paths.stores}>Find a store near you</Link>: our stores offer 24 hour service.
            </Trans>
          </p>
        </section>
        <section className="contact-page__form card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm />
        </section>
        <section className="contact-page__seller card" aria-labelledby="contact-seller">
          <SellerIdentity id="contact-seller" />
        </section>
      </div>
    </Page>
  );
}
