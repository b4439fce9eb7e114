import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale, type Locale } from '@contracts/locale';
import { LinkedText } from '../../components/LinkedText';
import { PageBanner } from '../../components/PageBanner';
import { contentText } from '../../i18n/content-text';
import { privacyPolicy, returnPolicy, termsConditions, type PolicyPage } from '../../content/policies';
import { accessibilityStatement } from '../../content/accessibility';
import { formatIsoDate, type IsoDate } from '../../lib/dates';
import { useLocale } from '../../i18n/use-locale';
import './policies.css';
import { Page } from '../../components/Page';

/** Id of a section heading, from its position: 'section-1', 'section-2', … (stable for #links). */
const sectionId = (index: number) => `section-${index + 1}`;

/**
 * A policy's date of last change as the page's language writes it: English through lib/dates.ts ('November 23, 2026'),
 * other languages through `Intl` with the locale's tag in UTC ('hi-IN': '23 नवंबर 2026'), so the day is the same in
 * every time zone.
 * @param isoDate 'YYYY-MM-DD'
 * @param locale the page's language
 */
function formatPolicyDate(isoDate: IsoDate, locale: Locale): string {
  if (locale === 'en') return formatIsoDate(isoDate);
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Where a section's bullet list goes: right after the last paragraph that introduces it (ends with ':'),
 * e.g. 'Under the DPDP Act, you have the right to:', otherwise after all paragraphs.
 * @param paragraphs the section's paragraphs as shown (translations keep the closing ':' of an introduction)
 * @param hasList whether the section has a list
 * @returns the number of paragraphs before the list
 */
function listPosition(paragraphs: readonly string[], hasList: boolean): number {
  const introduces = paragraphs.findLastIndex((paragraph) => paragraph.trimEnd().endsWith(':'));
  return hasList && introduces >= 0 ? introduces + 1 : paragraphs.length;
}

/**
 * One policy page (docs/behaviour.md §2 "Other pages", §9 return-policy and privacy facts), fed by content/policies.ts:
 * the page title as the banner's <h1>, the date of the last change, a list of links to the sections,
 * then each section's heading, paragraphs and bullet list, all in the page's language (the policies catalog).
 * Title and meta description come from the content.
 * @param page the policy to show
 */
export function PolicyDocument({ page }: { page: PolicyPage }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const title = i18n._(page.title);
  return (
    <Page className={`policy-page policy-page--${page.slug}`} title={title} description={i18n._(page.description)}>
      <PageBanner title={title}>
        <p className="policy-page__updated">
          <Trans>Last updated:</Trans> <time dateTime={page.lastUpdated}>{formatPolicyDate(page.lastUpdated, locale)}</time>
        </p>
      </PageBanner>
      <div className="container policy-page__body">
        <nav className="policy-toc" aria-labelledby="policy-toc-heading">
          <h2 id="policy-toc-heading" className="policy-toc__heading">
            <Trans>On this page</Trans>
          </h2>
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.heading.id}>
                <a href={`#${sectionId(index)}`}>{i18n._(section.heading)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="policy-text">
          {page.sections.map((section, index) => {
            const shown = section.paragraphs.map((paragraph) => contentText(i18n, paragraph));
            const split = listPosition(shown, Boolean(section.list));
            const paragraphs = (from: number, to?: number) =>
              shown.slice(from, to).map((text, offset) => (
                <p key={from + offset}>
                  <LinkedText text={text} />
                </p>
              ));
            return (
              <section key={section.heading.id} aria-labelledby={sectionId(index)}>
                <h2 id={sectionId(index)} tabIndex={-1}>
                  {i18n._(section.heading)}
                </h2>
                {paragraphs(0, split)}
                {section.list && (
                  <ul>
                    {section.list.map((item, itemIndex) => (
                      <li key={itemIndex}>
                        <LinkedText text={contentText(i18n, item)} />
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

/**
 * /accessibility: the accessibility statement (web/src/content/accessibility.ts: IS 17802 / WCAG 2.1 AA, how it was
 * checked, known limitations, feedback and enforcement), laid out like the policies.
 */
export function AccessibilityPage() {
  return <PolicyDocument page={accessibilityStatement} />;
}
