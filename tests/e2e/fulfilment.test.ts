/**
 * Fulfilment a courier can follow, in Chromium (docs/behaviour.md "Fulfilment"): support packs a cash-on-delivery order
 * (a double-click on the confirm moves one stage only), dispatches it with a courier and AWB, delivers it with the cash
 * collected and the receiver's name, and the shopper's /track at 390 px shows the courier, the AWB and the delivery,
 * in English and Hindi. MEDVIKA_FULFIL_SCREENSHOTS=<folder> saves a screenshot of each step there.
 */
import { mkdir } from 'node:fs/promises';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordKey } from '../../functions/data/records';
import { seriousAxeViolations } from '../support/axe';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { deliverInConsole } from '../support/console-steps';
import { placeOrderThroughApi } from '../support/http';
import { TEST_RECEIVER, expiryMonthsAhead, stepBody, testShipment } from '../support/packing';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const session = useBrowserSession();
const aws = testAws();
const SCREENSHOTS = process.env.MEDVIKA_FULFIL_SCREENSHOTS;
const PHONE = '98110 42367';
const LINE = 'Paracetamol 500mg Tablet';

async function readOrder(reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference) }));
  return Item ?? {};
}

/** Saves a full-page screenshot named `name` when MEDVIKA_FULFIL_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Looks the order up on /track (or /hi/track) at the page's width. */
async function track(page: Page, reference: string, prefix = '') {
  await page.goto(`${session.baseUrl}${prefix}/track`);
  await page.locator('[name="reference"]').fill(reference);
  await page.locator('[name="phone"]').fill(PHONE);
  await page.locator('main form [type="submit"]').first().click();
  await page.getByRole('heading', { name: reference }).waitFor();
}

describe('fulfilment in the console (Chromium, 1280 px) and on /track (390 px)', () => {
  it('support packs (a double-click moves one stage), dispatches with courier and AWB, delivers a COD order with the cash', async () => {
    const reference = await placeOrderThroughApi(session.baseUrl, [{ id: 'products-paracetamol-500-tab-10', quantity: 2 }], 'cod');
    const placed = await readOrder(reference);
    const confirmed = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: 'confirmed', version: placed.version, ...stepBody('confirmed', placed) },
    });
    expect(confirmed.status).toBe(200);

    const { page, errors } = await session.open(1280);
    await signInToConsole(page, session.consoleUrl, 'support', `/staff/records/${reference}`);
    const decision = page.getByRole('region', { name: 'Next step' });
    await decision.getByRole('button', { name: 'Mark packed' }).waitFor();
    await shot(page, 'console-1-confirmed-1280');

    // Mark packed opens its confirm in place with the focus in it; Escape closes it and focus returns to the button.
    await decision.getByRole('button', { name: 'Mark packed' }).click();
    const packForm = page.getByRole('form', { name: 'Mark packed' });
    await expect.poll(() => packForm.evaluate((form) => form.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await packForm.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mark packed');

    // Opened again and filled, then its confirm double-clicked: one change, one stage.
    await decision.getByRole('button', { name: 'Mark packed' }).click();
    await page.getByLabel(`Batch number of ${LINE}`).fill('PCM2417A');
    await page.getByLabel(`Expiry month of ${LINE}`).fill(expiryMonthsAhead(12));
    await shot(page, 'console-2-pack-confirm-1280');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/records/${reference}/status`)) posts.push(request.url());
    });
    await packForm.getByRole('button', { name: 'Mark packed' }).dblclick();
    await page.getByText('Done: the order is now “Packed”.').waitFor();
    const packed = await readOrder(reference);
    expect(packed).toMatchObject({ status: 'packed', version: confirmed.json.version + 1 });
    expect((packed.history as { to: string }[]).filter((entry) => entry.to === 'packed')).toHaveLength(1);
    expect(posts).toHaveLength(1);
    // The next step is offered only now, as a button that opens its own confirm.
    await decision.getByRole('button', { name: 'Mark dispatched' }).waitFor();
    expect(await page.getByRole('form', { name: 'Mark dispatched' }).count()).toBe(0);
    await shot(page, 'console-3-packed-1280');

    // Dispatch: both fields are required, named under each field before anything is sent.
    await decision.getByRole('button', { name: 'Mark dispatched' }).click();
    const dispatchForm = page.getByRole('form', { name: 'Mark dispatched' });
    await dispatchForm.getByRole('button', { name: 'Mark dispatched' }).click();
    expect(await dispatchForm.locator('.field__error').allTextContents()).toEqual([
      'Choose the courier',
      'Enter the tracking number (AWB): 6 to 30 letters, digits or hyphens',
    ]);
    expect(posts).toHaveLength(1);
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'console-4-dispatch-form-768');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dispatchForm.getByLabel('Courier').selectOption({ label: 'Delhivery' });
    await dispatchForm.getByLabel('Tracking number (AWB)').fill(testShipment.awb);
    await shot(page, 'console-5-dispatch-filled-1280');
    await dispatchForm.getByLabel('Tracking number (AWB)').press('Enter');
    await page.getByText('Done: the order is now “Dispatched”.').waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(`Delhivery, AWB ${testShipment.awb}`).waitFor();
    await shot(page, 'console-6-dispatched-1280');

    // Delivery: the receiver and, for this COD order, the cash; the console records the cash, then the delivery.
    await decision.getByRole('button', { name: 'Mark delivered' }).click();
    const deliverForm = page.getByRole('form', { name: 'Mark delivered' });
    await deliverForm.getByRole('checkbox', { name: 'Cash collected: ₹4.00 (cash on delivery)' }).waitFor();
    await shot(page, 'console-7-deliver-confirm-1280');
    await page.getByRole('button', { name: 'Not now' }).click();
    await deliverInConsole(page);
    await history.getByText(`Received by ${TEST_RECEIVER}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'console-8-delivered-1280');
    const delivered = await readOrder(reference);
    expect(delivered).toMatchObject({
      status: 'delivered',
      receivedBy: TEST_RECEIVER,
      shipment: { courierId: 'delhivery', awb: testShipment.awb },
      payment: { method: 'cod', state: 'paid', amountPaise: 400 },
    });
    expect(errors).toEqual([]);

    // The shopper's /track at 390 px: courier, AWB linking to the courier's page in a new tab, and who received it.
    const shopper = await session.open(390);
    await track(shopper.page, reference);
    const shipment = shopper.page.locator('.track-shipment');
    expect(await shipment.locator('dd').allTextContents()).toEqual([
      'Delhivery',
      `${testShipment.awb} (opens the courier's tracking page in a new tab)`,
      `Delivered to ${TEST_RECEIVER}`,
    ]);
    const link = shipment.getByRole('link');
    expect(await link.getAttribute('href')).toBe(`https://www.delhivery.com/track/package/${testShipment.awb}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await shopper.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await seriousAxeViolations(shopper.page)).toEqual([]);
    await shot(shopper.page, 'track-en-390');

    await track(shopper.page, reference, '/hi');
    expect(await shipment.locator('dt').allTextContents()).toEqual(['कूरियर', 'ट्रैकिंग नंबर (AWB)', 'डिलीवरी']);
    expect(await shipment.locator('dd').last().textContent()).toBe(`${TEST_RECEIVER} को पहुँचा दिया गया`);
    await shot(shopper.page, 'track-hi-390');
    expect(shopper.errors).toEqual([]);
  });
});
