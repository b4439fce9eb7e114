import { describe, expect, it } from 'vitest';
import { readPublicSeller } from '@contracts/deployment/seller-settings';
import { useBrowserSession, waitForApp } from '../support/browser';

const session = useBrowserSession();
/** The build's seller: this run's build reads no INVOICE_SELLER, so the marked placeholders. */
const seller = readPublicSeller({});

describe('the seller named in the footer, /about and /contact (Chromium, prerendered build)', () => {
  it.each([
    [390, '/about', 'Seller', 'Pharmacist in charge', `registration ${seller.pharmacistInCharge.registration}`],
    [1280, '/hi/contact', 'विक्रेता', 'इंचार्ज फ़ार्मासिस्ट', `रजिस्ट्रेशन ${seller.pharmacistInCharge.registration}`],
  ])(
    'at %i px on %s names the legal entity, GSTIN, licences and pharmacist, labelled in the page language',
    async (width, path, heading, pharmacistLabel, registration) => {
      const { context, page, errors } = await session.open(width);
      await page.goto(`${session.baseUrl}${path}`);
      await waitForApp(page);
      const footer = page.locator('footer .seller-identity');
      await expect.poll(() => footer.getByRole('heading', { level: 2 }).textContent()).toBe(heading);
      const text = (await footer.textContent()) ?? '';
      expect(text).toContain(seller.name);
      expect(text).toContain(seller.gstin);
      expect(text).toContain(seller.drugLicences[0]);
      expect(text).toContain(pharmacistLabel);
      expect(text).toContain(registration);
      // Nothing overflows the narrow screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
