import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PageBanner } from '../../components/PageBanner';
import { faq } from '../../content/faq';
import { site, siteTexts } from '../../content/site';
import { FaqAccordion } from './FaqAccordion';
import './faq.css';
import { Page } from '../../components/Page';
import { JsonLd } from '../../components/JsonLd';
import { faqPageJsonLd } from '../../lib/structured-data/faq';

/**
 * /faq (docs/behaviour.md §2 "FAQ: accordion of questions and answers", §4, §9 FAQ facts): the questions of
 * content/faq.ts in an accordion, one answer open at a time, in the page's language (the faq catalog). A link to
 * /faq#faq-<id> opens that answer.
 */
export function FaqPage() {
  const { hash } = useLocation();
  const { i18n, t } = useLingui();
  const brand = site.brand;
  const phone = site.phoneDisplay;
  const hours = i18n._(siteTexts.hours);
  const title = t`Frequently Asked Questions`;
  return (
    <Page
      className="faq-page"
      title={title}
      description={t`Answers about ordering from ${brand}: uploading a prescription, why one is rejected, same-day and home delivery, tracking orders, payment and returns.`}
    >
      <JsonLd data={import.meta.env.SSR ? faqPageJsonLd(faq) : undefined} />
      <PageBanner title={title}>
        <p>
          <Trans>Quick answers about prescriptions, delivery, payment and returns.</Trans>
        </p>
      </PageBanner>
      <div className="container faq-page__body">
        <FaqAccordion entries={faq} initialOpenId={hash.startsWith('#faq-') ? hash.slice('#faq-'.length) : undefined} />
        <p className="faq-page__more">
          <Trans>
            Still have a question? <Link to={paths.contact}>Contact us</Link> or call <a href={`tel:${site.phoneE164}`}>{phone}</a> ({hours}
            ).
          </Trans>
        </p>
      </div>
    </Page>
  );
}
