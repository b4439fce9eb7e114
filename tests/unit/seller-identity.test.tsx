/** @vitest-environment happy-dom */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholderSeller, readPublicSeller } from '@contracts/deployment/seller-settings';
import { seller } from '../../web/src/content/seller';
import { site } from '../../web/src/content/site';
import { activateLocale } from '../../web/src/i18n/catalogs';
import { Footer } from '../../web/src/layout/Footer';
import { sellerDefine } from '../../web/seller-define';

afterEach(cleanup);

/** The footer's seller block, by its heading. */
async function renderFooterSeller(heading: string) {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return within(screen.getByRole('heading', { name: heading }).parentElement!);
}

describe('the seller named on every page (footer)', () => {
  it('names the legal entity, address, GSTIN, licences, pharmacist in charge and grievance officer in English', async () => {
    const block = await renderFooterSeller('Seller');
    for (const label of ['Legal name', 'Registered address', 'GSTIN', 'Retail drug licences', 'Pharmacist in charge', 'Grievance officer'])
      expect(block.getByText(label).tagName).toBe('DT');
    expect(block.getByText(seller.name)).toBeTruthy();
    expect(block.getByText(seller.gstin)).toBeTruthy();
    expect(block.getByText(seller.address.join(', '))).toBeTruthy();
    expect(block.getByText(seller.drugLicences.join('; '))).toBeTruthy();
    const { name, registration, council } = seller.pharmacistInCharge;
    expect(block.getByText(`${name}, registration ${registration} (${council})`)).toBeTruthy();
    expect(block.getByRole('link', { name: site.grievanceOfficer.email }).getAttribute('href')).toBe(
      `mailto:${site.grievanceOfficer.email}`,
    );
  });

  it('labels the same values in Hindi on a Hindi page', async () => {
    await activateLocale('hi');
    const block = await renderFooterSeller('विक्रेता');
    expect(block.getByText('क़ानूनी नाम').tagName).toBe('DT');
    expect(block.getByText('इंचार्ज फ़ार्मासिस्ट')).toBeTruthy();
    expect(block.getByText('शिकायत अधिकारी')).toBeTruthy();
    expect(block.getByText(seller.name)).toBeTruthy();
    expect(block.getByText(seller.gstin)).toBeTruthy();
    const { name, registration, council } = seller.pharmacistInCharge;
    expect(block.getByText(`${name}, रजिस्ट्रेशन ${registration} (${council})`)).toBeTruthy();
  });
});

describe('the seller written into the build', () => {
  it('is INVOICE_SELLER over the marked placeholders, the same values the invoices print', () => {
    expect(seller).toEqual(readPublicSeller({}));
    expect(seller.name).toBe(placeholderSeller.name);
    const given = {
      name: 'Medvika Healthcare Pvt Ltd',
      pharmacistInCharge: { name: 'A Pharmacist', registration: 'UPPC-1', council: 'Uttar Pradesh Pharmacy Council' },
    };
    const define = sellerDefine({ INVOICE_SELLER: JSON.stringify(given) });
    const written = JSON.parse(JSON.parse(define['import.meta.env.VITE_SELLER']!) as string) as typeof seller;
    expect(written.name).toBe(given.name);
    expect(written.pharmacistInCharge).toEqual(given.pharmacistInCharge);
    expect(written.gstin).toBe(placeholderSeller.gstin);
    expect(() => sellerDefine({ INVOICE_SELLER: '{"pharmacistInCharge":{"name":"X"}}' })).toThrow(/malformed/);
  });
});
