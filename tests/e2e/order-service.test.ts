import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMalwareScanStandIn } from '../../dev/malware-scan-stand-in';
import { MALWARE_SCAN_CLEAN, MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';
import { recordKey } from '../../functions/data/records';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { placeOrderThroughApi, samplePdf } from '../support/http';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { stepBody } from '../support/packing';

const session = useBrowserSession();
const aws = testAws();
// Staff open a return's photo only once the malware scan tagged it clean: the local stand-in tags this file's bucket.
let scanner: ReturnType<typeof startMalwareScanStandIn> | undefined;
beforeAll(() => {
  scanner = startMalwareScanStandIn({ intervalMs: 250 });
});
afterAll(() => scanner?.stop());

/** Places an order of two strips through the storefront API (the checkout page's own call); returns its reference. */
/** An online order of ₹4.00, placed and paid as the payment page records it (POST /api/track/payment). */
async function placeOrder(): Promise<string> {
  const reference = await placeOrderThroughApi(session.baseUrl, [{ id: 'products-paracetamol-500-tab-10', quantity: 2 }], 'online');
  const paid = await fetch(`${session.baseUrl}/api/track/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference, phone: '98110 42367' }),
  });
  expect(paid.status).toBe(200);
  return reference;
}

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

/** Looks the order up on /track in `page`. */
async function lookUp(page: Page, reference: string) {
  await page.goto(`${session.baseUrl}/track`);
  await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
  await page.getByRole('textbox', { name: /Phone number/ }).fill('98110 42367');
  await page.getByRole('button', { name: 'Track' }).click();
  await page.getByRole('heading', { name: reference }).waitFor();
}

describe('the order service in Chromium', () => {
  it('a shopper cancels an order on /track at 390 px, with a reason and a confirmation, and sees the refund', async () => {
    const reference = await placeOrder();
    const { page, errors } = await session.open(390);
    await lookUp(page, reference);
    await page.getByText('Cancel this order').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.locator('.order-actions .field__error').textContent()).toBe('Choose why you are cancelling.');
    expect(await page.getByRole('radio', { name: 'I ordered by mistake' }).evaluate((radio) => radio === document.activeElement)).toBe(
      true,
    );
    await page.getByRole('radio', { name: 'I found it cheaper elsewhere' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const question = page.getByText(`Cancel order ${reference}? This cannot be undone.`);
    await expect.poll(() => question.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // "No" goes back with the reason kept.
    await page.getByRole('button', { name: 'No, keep my order' }).click();
    expect(await page.getByRole('radio', { name: 'I found it cheaper elsewhere' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my order' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your order is cancelled.' }).textContent())
      .toBe('Your order is cancelled. Refund started: ₹4.00 to the card or UPI account you paid with.');
    expect(await page.locator('.track-result__status').textContent()).toBe('Cancelled');
    expect(await page.locator('.order-actions__fact').first().textContent()).toBe(
      'Refund started: ₹4.00 to the card or UPI account you paid with.',
    );
    expect(await page.getByText('Cancel this order').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a delivered order is returned from /track, approved and refunded in the console, and /track shows it (1280 px)', async () => {
    const reference = await placeOrder();
    await advance(reference, 'confirmed', 'packed', 'dispatched');
    const { page, errors } = await session.open(1280);
    await lookUp(page, reference);
    expect(await page.locator('.track-result__status').textContent()).toMatch(/^On its way: arrives by \w{3}, \d{1,2} \w{3}$/);
    expect(await page.locator('.order-actions__fact--arrival').textContent()).toMatch(/^Arrives by \w{3}, \d{1,2} \w{3}$/);
    expect(await page.getByText('Cancel this order').count()).toBe(0);

    await advance(reference, 'delivered');
    await lookUp(page, reference);
    await page.getByText('Return this order').click();
    await page.getByRole('button', { name: 'Request a return' }).click();
    expect(await page.locator('.order-actions .field__error').textContent()).toBe('Choose why you are returning it.');
    await page.getByRole('radio', { name: 'Damaged or broken' }).check();
    await page.getByLabel(/Anything we should know/).fill('The box was crushed');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Request a return' }).click();
    await page.getByRole('status').filter({ hasText: 'Your return request is received.' }).waitFor();
    expect(await page.locator('.track-result__status').textContent()).toBe('Return requested: our team will reply within 48 hours');

    const console = await session.open(1280);
    await signInToConsole(console.page, session.consoleUrl, 'support', `/staff/records/${reference}`);
    const panel = console.page.getByRole('region', { name: 'Payment, refund and return' });
    await panel.waitFor();
    expect(await panel.getByText('The box was crushed').count()).toBe(1);
    // No generic button offers the return steps: they need a pickup date or a reason.
    expect(await console.page.getByRole('button', { name: 'Approve return' }).count()).toBe(1);
    await panel.getByRole('button', { name: 'Approve return' }).click();
    expect(await panel.locator('.field__error').first().textContent()).toBe('Choose the pickup date.');
    const pickup = (await panel.getByLabel(/Pickup date/).getAttribute('min'))!;
    await panel.getByLabel(/Pickup date/).fill(pickup);
    expect(await seriousAxeViolations(console.page)).toEqual([]);
    await panel.getByRole('button', { name: 'Approve return' }).click();
    await panel.getByRole('status').filter({ hasText: 'Return approved' }).waitFor();
    await panel.getByRole('button', { name: 'Mark refund paid' }).click();
    await panel.getByRole('status').filter({ hasText: 'Refund marked paid' }).waitFor();
    expect(await console.page.locator('.staff-record-head .staff-badge').textContent()).toBe('Returned');
    expect(await seriousAxeViolations(console.page)).toEqual([]);
    expect(console.errors).toEqual([]);

    await lookUp(page, reference);
    expect(await page.locator('.track-result__status').textContent()).toBe('Returned and refunded');
    expect(await page.locator('.order-actions__fact').first().textContent()).toMatch(
      /^Refunded on \w{3}, \d{1,2} \w{3}: ₹4\.00 to the card or UPI account you paid with\.$/,
    );
    expect(errors).toEqual([]);
  });

  it('a shopper returns a delivered order with a photo at 390 px; support sees "Photo" and opens it, scanned clean', async () => {
    const reference = await placeOrder();
    await advance(reference, 'confirmed', 'packed', 'dispatched', 'delivered');
    const { page, errors } = await session.open(390);
    // A real PNG of the "damaged" strip, drawn by Chromium itself.
    await page.setContent('<div style="width:300px;height:200px;background:#c33;color:#fff;font:24px serif;padding:16px">Torn strip</div>');
    const photo = await page.locator('div').screenshot();
    await lookUp(page, reference);
    await page.getByText('Return this order').click();
    await page.getByRole('radio', { name: 'Damaged or broken' }).check();
    const input = page.getByLabel(/^Photo of the item/);
    // A PDF is refused in the browser (the problem file_choose_type of a photo) before anything is sent.
    await input.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: samplePdf('not a photo') });
    expect(await page.locator('.order-actions .field__error').textContent()).toBe('Please choose a JPEG or PNG photo of the item.');
    await input.setInputFiles({ name: 'torn.png', mimeType: 'image/png', buffer: photo });
    await page.locator('.file-preview').getByText('torn.png').waitFor();
    expect(await page.locator('.order-actions .field__error').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Request a return' }).click();
    await page.getByRole('status').filter({ hasText: 'Your return request is received.' }).waitFor();

    // The stored photo (re-encoded PNG under prescriptions/returns/) once the stand-in has tagged it.
    const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
    const key = String((Item?.return as { photo?: { key?: string } } | undefined)?.photo?.key);
    expect(key).toMatch(new RegExp(`^prescriptions/returns/${reference}/[0-9a-f-]+\\.png$`));
    await expect
      .poll(
        async () => {
          const { TagSet } = await aws.clients.s3.send(new GetObjectTaggingCommand({ Bucket: aws.config.bucketName, Key: key }));
          return TagSet?.find((tag) => tag.Key === MALWARE_SCAN_TAG_KEY)?.Value;
        },
        { timeout: 10_000 },
      )
      .toBe(MALWARE_SCAN_CLEAN);

    const console = await session.open(1280);
    await signInToConsole(console.page, session.consoleUrl, 'support', `/staff/records/${reference}`);
    const panel = console.page.getByRole('region', { name: 'Payment, refund and return' });
    await panel.getByText('Photo', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Open the photo' }).click();
    const image = console.page.getByRole('img', { name: `Return photo ${reference} as uploaded` });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    expect(await image.getAttribute('src')).toContain('X-Amz-Expires=300');
    expect(await panel.getByRole('button', { name: 'Hide the photo' }).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(console.page)).toEqual([]);
    expect(console.errors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
