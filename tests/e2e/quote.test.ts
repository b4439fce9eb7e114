import { mkdir } from 'node:fs/promises';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scanNewObjects } from '../../dev/malware-scan-stand-in';
import { recordKey } from '../../functions/data/records';
import { readShelfItem } from '../../functions/data/shelf';
import { seriousAxeViolations } from '../support/axe';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { samplePdf, submitPrescription } from '../support/http';
import { prescriptionCheck } from '../support/prescription-check';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

// A pharmacist's quote end to end: at 1280 px the pharmacist builds a two-line quote on a verified upload in the
// console (searching by name and by composition); at 390 px the shopper opens it on /hi/track, sees the items and the
// total, picks cash on delivery and accepts. Screenshots go to MEDVIKA_QUOTE_SCREENSHOTS (a folder) when it is set.
const session = useBrowserSession();
const aws = testAws();
const scanned = new Set<string>();
const SCREENSHOTS = process.env.MEDVIKA_QUOTE_SCREENSHOTS;
const TELMA = 'prescription-telma-40-tab-15';
const TELMA_NAME = 'Telma 40 Tablet';

async function storedOrder(reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference), ConsistentRead: true }),
  );
  return Item!;
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** An uploaded prescription, verified through the staff API (as the register's e2e does); its version is then 3. */
async function verifiedUpload(text: string): Promise<string> {
  const rx = await submitPrescription(samplePdf(text));
  expect((await staffRequest(pharmacistClaims, 'POST', `/records/${rx}/status`, { json: { to: 'in_review', version: 1 } })).status).toBe(
    200,
  );
  const verified = await staffRequest(pharmacistClaims, 'POST', `/records/${rx}/status`, {
    json: { to: 'verified', version: 2, ...prescriptionCheck() },
  });
  expect(verified.status).toBe(200);
  return rx;
}

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('a pharmacist’s quote (Chromium)', () => {
  it('is built in the console at 1280 px and accepted with cash on delivery on /hi/track at 390 px', async () => {
    const rx = await verifiedUpload('quote e2e');
    await scanNewObjects(aws.clients.s3, aws.config.bucketName, scanned);

    const { page, errors } = await session.open(1280);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${rx}`);
    await page.getByRole('heading', { name: 'Build the order' }).waitFor();
    // The upload's PIN code (tests/support/http.ts prescriptionFields: 201301) decides where the order goes.
    expect(await page.getByText(/^Delivers to/).textContent()).toBe(
      'Delivers to Noida, Uttar Pradesh 201301 (the PIN code sent with the prescription).',
    );

    // By composition (Telma's telmisartan), then by name.
    const search = page.getByLabel('Search by name or composition');
    await search.fill('telmisartan');
    await page.getByRole('button', { name: `Add ${TELMA_NAME}` }).click();
    await page.getByRole('checkbox', { name: `${TELMA_NAME} is on the prescription` }).waitFor();
    expect(await page.getByRole('checkbox', { name: `${TELMA_NAME} is on the prescription` }).isChecked()).toBe(true);
    await search.fill('paracetamol');
    const addParacetamol = page.getByRole('list', { name: 'Matching products' }).getByRole('button', { name: /^Add / }).first();
    const paracetamolName = (await addParacetamol.getAttribute('aria-label'))!.replace(/^Add /, '');
    await addParacetamol.click();
    await page.getByLabel(`Quantity of ${paracetamolName}`).waitFor();
    await page.getByLabel(`Quantity of ${TELMA_NAME}`).fill('2');
    await page.getByLabel('Note to the shopper (optional)').fill('Take Telma after breakfast.');
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
      expect(await noHorizontalOverflow(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `console-builder-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Send quote' }).click();
    const orderLink = page.getByRole('status').getByRole('link', { name: /^ORD-/ });
    await orderLink.waitFor();
    const ord = (await orderLink.textContent())!;
    const quoted = await storedOrder(ord);
    expect(quoted).toMatchObject({
      status: 'quoted',
      prescriptionReference: rx,
      prescriptionLines: [TELMA],
      quoteNote: 'Take Telma after breakfast.',
    });
    expect(quoted.lineItems.map((line: any) => line.quantity)).toEqual([2, 1]);
    expect(errors).toEqual([]);

    // The shopper, in Hindi, on a phone.
    const shopper = await session.open(390);
    const mobile = shopper.page;
    await mobile.goto(`${session.baseUrl}/hi/track`);
    await mobile.locator('#track-reference').fill(ord);
    await mobile.locator('#track-phone').fill('98765 43210');
    await mobile.getByRole('button', { name: 'स्थिति देखें' }).click();
    await mobile.getByRole('heading', { name: ord }).waitFor();
    await mobile.getByRole('heading', { name: 'अपना ऑर्डर मंज़ूर करें' }).waitFor();
    const items = mobile.locator('.track-items__table');
    expect(await items.getByRole('rowheader', { name: TELMA_NAME }).count()).toBe(1);
    expect(await items.locator('.track-items__total').textContent()).toContain('₹');
    expect(await mobile.getByText('Take Telma after breakfast.').count()).toBe(1);
    expect(await noHorizontalOverflow(mobile)).toBe(true);
    expect(await seriousAxeViolations(mobile)).toEqual([]);
    await shot(mobile, 'track-quote-390-hi');

    const before = await readShelfItem(aws.clients.dynamo, aws.config.tableName, TELMA);
    await mobile.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }).check();
    await mobile.getByRole('button', { name: 'मंज़ूर करें और ऑर्डर दें' }).click();
    await mobile.getByText('आपका ऑर्डर दे दिया गया है। हमने आपको इसकी कॉपी ईमेल कर दी है।').waitFor();
    await mobile.locator('.track-result__status', { hasText: 'ऑर्डर मिल गया' }).waitFor();
    await shot(mobile, 'track-after-accept-390-hi');
    const placed = await storedOrder(ord);
    expect(placed).toMatchObject({ status: 'placed', payment: { method: 'cod', state: 'pending' } });
    expect((await readShelfItem(aws.clients.dynamo, aws.config.tableName, TELMA))!.stock).toBe(before!.stock - 2);
    expect(shopper.errors).toEqual([]);
  });

  it('opens the quote in English at 390 px with one tap from the prescription it was made from, and accepts it', async () => {
    const rx = await verifiedUpload('quote e2e en');
    const sent = await staffRequest(pharmacistClaims, 'POST', `/records/${rx}/quote`, {
      json: { version: 3, lines: [{ productId: TELMA, quantity: 1, onPrescription: true }], note: 'One strip a month.' },
    });
    expect(sent.status).toBe(201);
    const ord = sent.json.reference as string;
    const { page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/track`);
    // The shopper knows only the prescription's reference, from the upload.
    await page.getByRole('textbox', { name: /Reference number/ }).fill(rx);
    await page.getByRole('textbox', { name: /Phone number/ }).fill('98765 43210');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByRole('heading', { name: rx }).waitFor();
    await shot(page, 'track-order-made-390-en');
    await page.getByRole('button', { name: `See order ${ord}` }).click();
    await page.getByRole('heading', { name: ord }).waitFor();
    // The form names the record the panel shows.
    await expect.poll(() => page.getByRole('textbox', { name: /Reference number/ }).inputValue()).toBe(ord);
    await page.getByRole('heading', { name: 'Accept your order' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Cash on delivery' }).isChecked()).toBe(true);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await shot(page, 'track-quote-390-en');
    // The order's own actions use the pair that opened it: accepting works without typing the ORD reference.
    await page.getByRole('button', { name: 'Accept and place my order' }).click();
    await page.getByText('Your order is placed. We have e-mailed you a copy.').waitFor();
    expect(await storedOrder(ord)).toMatchObject({ status: 'placed', payment: { method: 'cod' } });
    expect(errors).toEqual([]);
  });
});
