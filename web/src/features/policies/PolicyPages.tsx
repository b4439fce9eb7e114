import { LinkedText } from '../../components/LinkedText';
import { PageBanner } from '../../components/PageBanner';
import { privacyPolicy, returnPolicy, termsConditions, type PolicyPage, type PolicySection } from '../../content/policies';
import { formatIsoDate } from '../../lib/dates';
import './policies.css';
import { Page } from '../../components/Page';

/** Id of a section heading, from its position: 'section-1', 'section-2', … (stable for #links). */
const sectionId = (index: number) => `section-${index + 1}`;

/**
 * Where a section's bullet list goes: right after the last paragraph that introduces it (ends with ':'),
 * e.g. 'Under the DPDP Act, you have the right to:', otherwise after all paragraphs.
 * @returns the number of paragraphs before the list
 */
function listPosition(section: PolicySection): number {
  const introduces = section.paragraphs.findLastIndex((paragraph) => paragraph.trimEnd().endsWith(':'));
  return section.list && introduces >= 0 ? introduces + 1 : section.paragraphs.length;
}

/**
 * One policy page (docs/behaviour.md §2 "Other pages", §9 return-policy and privacy facts), fed by content/policies.ts:
 * the page title as the banner's <h1>, the date of the last change, a list of links to the sections,
 * then each section's heading, paragraphs and bullet list. Title and meta description come from the content.
 * @param page the policy to show
 */
export function PolicyDocument({ page }: { page: PolicyPage }) {
  return (
    <Page className={`policy-page policy-page--${page.slug}`} title={page.title} description={page.description}>
      <PageBanner title={page.title}>
        <p className="policy-page__updated">
          Last updated: <time dateTime={page.lastUpdated}>{formatIsoDate(page.lastUpdated)}</time>
        </p>
      </PageBanner>
      <div className="container policy-page__body">
        <nav className="policy-toc" aria-labelledby="policy-toc-heading">
          <h2 id="policy-toc-heading" className="policy-toc__heading">
            On this page
          </h2>
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="policy-text">
          {page.sections.map((section, index) => {
            const split = listPosition(section);
            const paragraphs = (from: number, to?: number) =>
              section.paragraphs.slice(from, to).map((paragraph) => (
                <p key={paragraph}>
                  <LinkedText text={paragraph} />
                </p>
              ));
            return (
              <section key={section.heading} aria-labelledby={sectionId(index)}>
                <h2 id={sectionId(index)} tabIndex={-1}>
                  {section.heading}
                </h2>
                {paragraphs(0, split)}
                {section.list && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>
                        <LinkedText text={item} />
                      </li>
                    ))}
                  </ul>
                )}
                {paragraphs(split)}
              </section>
            );
          })}
        </article>
      </div>
    </Page>
  );
}

/** /return-policy: the Return and Refund Policy (docs/behaviour.md §9: 30-day window, exclusions, refunds). */
export function ReturnPolicyPage() {
  return <PolicyDocument page={returnPolicy} />;
}

/** /privacy-policy: the Privacy Policy (docs/behaviour.md §9 cookie facts; DPDP Act 2023). */
export function PrivacyPolicyPage() {
  return <PolicyDocument page={privacyPolicy} />;
}

/** /terms-conditions: the Terms and Conditions (the original showed only the heading; the body is ours, docs/behaviour.md §2). */
export function TermsPage() {
  return <PolicyDocument page={termsConditions} />;
}
