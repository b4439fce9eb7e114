import type { Page } from 'playwright-core';
import { checkoutShopper } from './fixtures';

/**
 * Fills the eight fields of /checkout as a shopper types them (labels of the English page), with the valid Delhi
 * shopper of tests/support/fixtures.ts (checkoutShopper: PIN 110016 in Delhi, so State and PIN agree).
 * @param page a page on /checkout with a cart (the form shows)
 * @param name the Full Name to type (tests tell their orders apart by it)
 * @param phone the Phone to type; the fixture's by default
 */
export async function fillCheckout(page: Page, name: string, phone: string = checkoutShopper.phone): Promise<void> {
  const fields: Array<[label: string, value: string]> = [
    ['Email Address', checkoutShopper.email],
    ['Phone', phone],
    ['Full Name', name],
    ['Address', checkoutShopper.address],
    ['State', checkoutShopper.state],
    ['City', checkoutShopper.city],
    ['Zipcode', checkoutShopper.code],
  ];
  for (const [label, value] of fields) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}
