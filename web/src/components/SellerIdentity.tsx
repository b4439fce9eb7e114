import { Trans } from '@lingui/react/macro';
import { seller } from '../content/seller';
import { site } from '../content/site';

/**
 * Who sells on this site (Consumer Protection (E-Commerce) Rules 2020, r.4(2): legal name and address; r.4(4): the
 * grievance officer's name, designation and contact; Drugs Rules 1945: retail drug licences in Forms 20/21 and the
 * registered pharmacist in charge). Shown in the footer of every page, so /about and /contact name the seller too
 * (a second copy in their bodies cost more first-visit JavaScript than the budget allows). The labels are in the
 * page's language; the values as registered (web/src/content/seller.ts, site.ts).
 * @param props.id the id of its heading (unique on the page)
 */
export function SellerIdentity({ id }: { id: string }) {
  const { name, address, gstin, drugLicences, pharmacistInCharge } = seller;
  const officer = site.grievanceOfficer;
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
          {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
          <a href={`tel:${officer.phoneE164}`}>{officer.phoneDisplay}</a>
        </dd>
      </dl>
    </div>
  );
}
