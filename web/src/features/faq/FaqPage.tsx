import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PageBanner } from '../../components/PageBanner';
import { faq } from '../../content/faq';
import { site } from '../../content/site';
import { FaqAccordion } from './FaqAccordion';
import './faq.css';
import { Page } from '../../components/Page';
import { JsonLd } from '../../components/JsonLd';
import { faqPageJsonLd } from '../../lib/structured-data/faq';

/**
 * /faq (docs/behaviour.md §2 "FAQ: accordion of questions and answers", §4, §9 FAQ facts): the questions of
 * content/faq.ts in an accordion, one answer open at a time. A link to /faq#faq-<id> opens that answer.
 */
export function FaqPage() {
  const { hash } = useLocation();
  return (
    <Page
      className="faq-page"
      title="Frequently Asked Questions"
      description={`Answers about ordering from ${site.brand}: uploading a prescription, why one is rejected, same-day and home delivery, tracking orders, payment and returns.`}
    >
      <JsonLd data={import.meta.env.SSR ? faqPageJsonLd(faq) : undefined} />
      <PageBanner title="Frequently Asked Questions">
        <p>Quick answers about prescriptions, delivery, payment and returns.</p>
      </PageBanner>
      <div className="container faq-page__body">
        <FaqAccordion entries={faq} initialOpenId={hash.startsWith('#faq-') ? hash.slice('#faq-'.length) : undefined} />
        <p className="faq-page__more">
          Still have a question? <Link to={paths.contact}>Contact us</Link> or call{' '}
          <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a> ({site.hours}).
        </p>
      </div>
    </Page>
  );
}
