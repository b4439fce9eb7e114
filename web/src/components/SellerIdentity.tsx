import { Trans, useLingui } from '@lingui/react/macro';
import { seller } from '../content/seller';
import { site, siteTexts } from '../content/site';

/**
 * Who sells on this site, as registered: the legal name and registered address (Consumer Protection (E-Commerce) Rules
 * 2020, r.4(2)(a) and (b)), GSTIN, the retail drug licences in Forms 20/21 and the registered pharmacist in charge
 * (Drugs Rules 1945), and the grievance officer with name, designation and contact (r.4(2)(d) and r.4(4)). Rule 5(3)(a)
 * asks a marketplace to name each seller the same way (business name, address, customer care); this shop sells its
 * own stock, and names itself so. Shown in the footer of every page and in the body of /about and /contact: the same
 * component and the same shared-catalog labels, so the pages' bodies add only markup, and it is prerendered HTML like
 * the rest of the page. The labels are in the page's language; the values as registered (web/src/content/seller.ts,
 * site.ts), but for the grievance officer's name, written in the page's script (siteTexts).
 * @param props.id the id of its heading (unique on the page)
 */
export function SellerIdentity({ id }: { id: string }) {
  const { name, address, gstin, drugLicences, pharmacistInCharge } = seller;
  const { i18n } = useLingui();
  const officer = site.grievanceOfficer;
  const officerName = i18n._(siteTexts.grievanceOfficerName);
  const { name: pharmacist, registration, council } = pharmacistInCharge;
  return (
    <div className="seller-identity">
      <h2 id={id}>
        <Trans>Seller</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Legal name</Trans>
        </dt>
        <dd>{name}</dd>
        <dt>
          <Trans>Registered address</Trans>
        </dt>
        <dd>{address.join(', ')}</dd>
        <dt>GSTIN</dt>
        <dd>{gstin}</dd>
        <dt>
          <Trans>Retail drug licences</Trans>
        </dt>
        <dd>{drugLicences.join('; ')}</dd>
        <dt>
          <Trans>Pharmacist in charge</Trans>
        </dt>
        <dd>
          <Trans>
            {pharmacist}, registration {registration} ({council})
          </Trans>
        </dd>
        <dt>
          <Trans>Grievance officer</Trans>
        </dt>
        <dd>
          {officerName}, <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
          <a href={`tel:${officer.phoneE164}`}>{officer.phoneDisplay}</a>
        </dd>
      </dl>
    </div>
  );
}
