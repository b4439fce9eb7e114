import { describe, expect, it } from 'vitest';
import { readPublicSeller } from '@contracts/deployment/seller-settings';
import { site } from '../../web/src/content/site';
import { useBrowserSession, waitForApp } from '../support/browser';

const session = useBrowserSession();
/** The build's seller: this run's build reads no INVOICE_SELLER, so the marked placeholders. */
const seller = readPublicSeller({});

describe('the seller named in the footer, and in the body of /about and /contact (Chromium, prerendered build)', () => {
  it.each([
    [390, '/about', 'Seller', ['Legal name', 'Registered address', 'Retail drug licences', 'Grievance officer'], 'registration'],
    [1280, '/contact', 'Seller', ['Legal name', 'Registered address', 'Retail drug licences', 'Grievance officer'], 'registration'],
    [390, '/hi/contact', 'विक्रेता', ['क़ानूनी नाम', 'इंचार्ज फ़ार्मासिस्ट', 'शिकायत अधिकारी'], 'रजिस्ट्रेशन'],
    [1280, '/hi/about', 'विक्रेता', ['क़ानूनी नाम', 'इंचार्ज फ़ार्मासिस्ट', 'शिकायत अधिकारी'], 'रजिस्ट्रेशन'],
  ])(
    'at %i px %s names the seller in its footer and its body: entity, address, GSTIN, licences, pharmacist, grievance officer',
    async (width, path, heading, labels, registrationWord) => {
      const { context, page, errors } = await session.open(width);
      const response = await page.goto(`${session.baseUrl}${path}`);
      // In the prerendered HTML itself, before any script runs.
      const html = (await response!.text()) ?? '';
      expect(html).toContain(`id="${path.includes('about') ? 'about' : 'contact'}-seller"`);
      await waitForApp(page);
      // The footer (the same on every page: checked on these four, both languages at both widths), labelled in the
      // page's language.
      const footer = page.locator('footer .seller-identity');
      await expect.poll(() => footer.getByRole('heading', { level: 2 }).textContent()).toBe(heading);
      const footerText = (await footer.textContent()) ?? '';
      for (const value of [seller.name, seller.gstin, seller.drugLicences[0]!]) expect(footerText).toContain(value);
      expect(footerText).toContain(path.startsWith('/hi/') ? 'इंचार्ज फ़ार्मासिस्ट' : 'Pharmacist in charge');
      expect(footerText).toContain(`${registrationWord} ${seller.pharmacistInCharge.registration}`);
      const block = page.locator('main .seller-identity');
      expect(await block.count()).toBe(1);
      expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe(heading);
      const text = (await block.textContent()) ?? '';
      for (const label of labels) expect(text).toContain(label);
      for (const value of [seller.name, seller.address.join(', '), seller.gstin, ...seller.drugLicences]) expect(text).toContain(value);
      expect(text).toContain(`${registrationWord} ${seller.pharmacistInCharge.registration}`);
      // The officer's name in the page's script: 'रितिका शर्मा' on a Hindi page.
      expect(text).toContain(path.startsWith('/hi/') ? 'रितिका शर्मा' : site.grievanceOfficer.name);
      expect(await block.getByRole('link', { name: site.grievanceOfficer.email }).getAttribute('href')).toBe(
        `mailto:${site.grievanceOfficer.email}`,
      );
      expect(await block.getByRole('link', { name: site.grievanceOfficer.phoneDisplay }).getAttribute('href')).toBe(
        `tel:${site.grievanceOfficer.phoneE164}`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
