import { readFile } from 'node:fs/promises';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { invoiceText } from '@domain/invoice';
import { formatMoney } from '@domain/money';
import { recordKey } from '../../functions/data/records';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { placeOrderThroughApi } from '../support/http';
import { readPdfText } from '../support/pdf-text';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { stepBody } from '../support/packing';

const session = useBrowserSession();
const aws = testAws();

/**
 * Places an order through the local API (as the checkout page does) and has a pharmacist take it as far as `to` (confirmed,
 * packed, dispatched: dispatch issues its tax invoice); returns its reference.
 */
async function orderAt(to: 'confirmed' | 'dispatched'): Promise<string> {
  const reference = await placeOrderThroughApi(session.baseUrl, [{ id: 'products-dolo-650-tab-15', quantity: 2 }]);
  const steps = to === 'confirmed' ? ['confirmed'] : ['confirmed', 'packed', 'dispatched'];
  for (const step of steps) {
    const order = await storedOrder(reference);
    const changed = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to: step, version: order.version, ...stepBody(step, order) },
    });
    expect(changed.status).toBe(200);
  }
  return reference;
}

const storedOrder = async (reference: string) =>
  (
    await aws.clients.dynamo.send(
      new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference), ConsistentRead: true }),
    )
  ).Item!;

describe('tax invoice download on /track in Chromium', () => {
  it.each([390, 1280])(
    'at %i px: a dispatched order downloads its PDF invoice, named by its number, and nothing reaches the URL',
    async (width) => {
      const reference = await orderAt('dispatched');
      const { page, errors } = await session.open(width);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`${session.baseUrl}/track`);
      await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
      await page.getByRole('textbox', { name: /Phone number/ }).fill('98110 42367');
      await page.getByRole('button', { name: 'Track' }).click();
      const button = page.getByRole('button', { name: invoiceText.button });
      await button.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const order = await storedOrder(reference);
      const fileName = `Medvika-invoice-${String(order.invoice.number).replaceAll('/', '-')}.pdf`;
      expect(download.suggestedFilename()).toBe(fileName);
      const pdf = await readPdfText(new Uint8Array(await readFile(await download.path())));
      expect(pdf.text).toContain(order.invoice.number);
      expect(pdf.text).toContain(reference);
      expect(pdf.text).toContain(formatMoney(order.totalPaise as number));
      await page.getByText(invoiceText.downloaded(fileName)).waitFor();
      expect(await button.isEnabled()).toBe(true);
      if (process.env.MEDVIKA_INVOICE_SCREENSHOT)
        await page.screenshot({ path: `${process.env.MEDVIKA_INVOICE_SCREENSHOT}-${width}.png`, fullPage: true });

      expect(page.url()).toBe(`${session.baseUrl}/track`);
      expect(requests.filter((url) => url.includes('98110') || url.includes(reference))).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('shows no download for an order confirmed but not yet dispatched: the invoice is issued when the goods leave', async () => {
    const reference = await orderAt('confirmed');
    const { page } = await session.open(390);
    await page.goto(`${session.baseUrl}/track`);
    await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
    await page.getByRole('textbox', { name: /Phone number/ }).fill('98110 42367');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByRole('heading', { name: reference }).waitFor();
    expect(await page.getByRole('button', { name: invoiceText.button }).count()).toBe(0);
  });
});
