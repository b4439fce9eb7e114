import { Trans, useLingui } from '@lingui/react/macro';
import { site, siteTexts } from '../../content/site';

/**
 * Who answers privacy questions and complaints (DPDP Act 2023 §8(10), §13; DPDP Rules 2025): the grievance officer
 * from site.ts (name, title, e-mail, phone), the response time, and how to complain to the Data Protection Board.
 * The officer's and the Board's names are in the page's script (siteTexts: 'रितिका शर्मा', 'भारत का डेटा संरक्षण बोर्ड').
 */
export function GrievanceContact() {
  const { i18n } = useLingui();
  const { title, email, phoneDisplay, phoneE164, acknowledgeDays, responseDays } = site.grievanceOfficer;
  const name = i18n._(siteTexts.grievanceOfficerName);
  const hours = site.hours;
  const board = i18n._(siteTexts.dataProtectionBoard);
  const mailto = `mailto:${email}`;
  const tel = `tel:${phoneE164}`;
  return (
    <section className="track-grievance" aria-labelledby="grievance-heading">
      <h3 id="grievance-heading">
        <Trans>Questions or a complaint about your data?</Trans>
      </h3>
      <p>
        <Trans>
          {name}, {title}: <a href={mailto}>{email}</a>, <a href={tel}>{phoneDisplay}</a> ({hours}). We acknowledge a complaint within{' '}
          {acknowledgeDays} working days and answer within {responseDays} days.
        </Trans>
      </p>
      <p>
        <Trans>
          If our answer does not satisfy you, you may complain to the {board}, which takes complaints online (DPDP Act 2023, sections 13 and
          27). Keep your reference number and our answer.
        </Trans>
      </p>
    </section>
  );
}
