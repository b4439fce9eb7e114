/**
 * Cash on delivery end to end in Chromium (domain/payment.ts, docs/behaviour.md "Order service"): ordered at checkout
 * with COD at 390 px, taken to delivery by staff (the staff API: those steps are not under test here), the cash marked
 * collected in the console, a return asked on /track with the UPI ID its refund goes to, approved and refunded in the
 * console; /track shows the payment at each step.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordKey } from '../../functions/data/records';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { fillCheckout } from '../support/checkout-steps';
import { signInToConsole } from '../support/cognito';
import { pharmacistClaims, supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { stepBody } from '../support/packing';

const session = useBrowserSession();
const aws = testAws();
const PHONE = '98110 42367';

/** Moves the order through the staff steps to each of `statuses` in turn (the staff API, as a pharmacist). */
async function advance(reference: string, ...statuses: string[]) {
  for (const to of statuses) {
    const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
    const response = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to, version: Item?.version, ...stepBody(to, Item) },
    });
    expect(response.status, to).toBe(200);
  }
}

/** Looks the order up on /track in `page` and returns its payment line ("Payment: <method> — <state>"). */
async function paymentOnTrack(page: Page, reference: string): Promise<string | null> {
  await page.goto(`${session.baseUrl}/track`);
  await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
  await page.getByRole('textbox', { name: /Phone number/ }).fill(PHONE);
  await page.getByRole('button', { name: 'Track' }).click();
  await page.getByRole('heading', { name: reference }).waitFor();
  return page.locator('.track-items__payment').textContent();
}

describe('cash on delivery in Chromium', () => {
  it('ordered with COD, cash collected in the console, returned with a UPI ID on /track and refunded there', async () => {
    const { page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/products`);
    await page.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }).click();
    await page.goto(`${session.baseUrl}/checkout`);
    await fillCheckout(page, `COD Shopper ${Date.now()}`, `+91 ${PHONE}`);
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    await page.getByText('Order placed!').waitFor();
    const reference = (await page.getByTestId('order-reference').textContent())!;
    expect(reference).toMatch(/^ORD-\d{8}-[0-9A-Z]{8}$/);
    expect(await paymentOnTrack(page, reference)).toBe('Payment: Cash on delivery — Pay in cash when it is delivered');

    // Confirmed, packed and dispatched without any payment (a COD order is not held); delivered once the cash is in.
    await advance(reference, 'confirmed', 'packed', 'dispatched');

    const console = await session.open(1280);
    await signInToConsole(console.page, session.consoleUrl, 'support', `/staff/records/${reference}`);
    const panel = console.page.getByRole('region', { name: 'Payment, refund and return' });
    await panel.waitFor();
    await expect.poll(() => panel.locator('dd').first().textContent()).toBe('Cash on delivery: not received yet');
    // Nothing received yet: no refund can be marked paid.
    expect(await panel.getByRole('button', { name: 'Mark refund paid' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Cash collected' }).click();
    await panel.getByRole('status').filter({ hasText: 'Cash of ₹4.00 marked collected.' }).waitFor();
    expect(await panel.locator('dd').first().textContent()).toMatch(/^Cash on delivery: received \(₹4\.00 in cash, .+\)$/);
    expect(await panel.getByRole('button', { name: 'Cash collected' }).count()).toBe(0);
    expect(await seriousAxeViolations(console.page)).toEqual([]);
    await advance(reference, 'delivered');

    expect(await paymentOnTrack(page, reference)).toBe('Payment: Cash on delivery — Paid in cash on delivery');
    await page.getByText('Return this order').click();
    await page.getByRole('radio', { name: 'Damaged or broken' }).check();
    const upiId = page.getByRole('textbox', { name: /UPI ID for the refund/ });
    await upiId.fill('meera nair');
    await page.getByRole('button', { name: 'Request a return' }).click();
    expect(await page.locator('.order-actions .field__error').textContent()).toBe('Enter a UPI ID such as name@bank');
    expect(await upiId.evaluate((input) => input === document.activeElement)).toBe(true);
    await upiId.fill('meera.nair@okaxis');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Request a return' }).click();
    await page.getByRole('status').filter({ hasText: 'Your return request is received.' }).waitFor();
    expect(await page.locator('.track-result__status').textContent()).toBe('Return requested: our team will reply within 48 hours');
    // The UPI ID is for staff: /track never shows it back.
    expect(await page.getByText('meera.nair@okaxis').count()).toBe(0);

    // Support approve the return (the staff API: the decision's own console steps are covered elsewhere), then the
    // console shows the record afresh (away to the dashboard and back: the session lives in the page) with the refund.
    const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
    expect(Item?.return).toMatchObject({ upiId: 'meera.nair@okaxis' });
    const pickupDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const approved = await staffRequest(supportClaims, 'POST', `/records/${reference}/return`, {
      json: { decision: 'approve', pickupDate, version: Item?.version },
    });
    expect(approved.status).toBe(200);
    await console.page.getByRole('navigation', { name: 'Console' }).getByRole('link').first().click();
    await panel.waitFor({ state: 'detached' });
    await console.page.goBack();
    await panel.getByText(/^Refund of ₹4\.00 to the UPI ID the shopper gave \(meera\.nair@okaxis\)/).waitFor();
    expect(await panel.getByText('Refund to UPI ID').count()).toBe(1);
    await panel.getByRole('button', { name: 'Mark refund paid' }).click();
    await panel.getByRole('status').filter({ hasText: 'Refund marked paid' }).waitFor();
    expect(await panel.locator('dd').first().textContent()).toMatch(/^Cash on delivery: refunded \(₹4\.00 in cash, .+\)$/);
    expect(console.errors).toEqual([]);

    expect(await paymentOnTrack(page, reference)).toBe('Payment: Cash on delivery — Refunded');
    expect(await page.locator('.track-result__status').textContent()).toBe('Returned and refunded');
    expect(await page.locator('.order-actions__fact').first().textContent()).toMatch(
      /^Refunded on \w{3}, \d{1,2} \w{3}: ₹4\.00 to the UPI ID you gave us\.$/,
    );
    expect(errors).toEqual([]);
  });
});
