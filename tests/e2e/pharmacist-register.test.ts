import { readFile } from 'node:fs/promises';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';
import { invoiceText } from '@domain/invoice';
import { formatStaffMonth } from '@domain/staff-date-time';
import { scanNewObjects } from '../../dev/malware-scan-stand-in';
import { recordKey } from '../../functions/data/records';
import { seriousAxeViolations } from '../support/axe';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { checkoutShopper } from '../support/fixtures';
import { samplePdf, submitThroughHandler } from '../support/http';
import { expiryMonthsAhead } from '../support/packing';
import { dispatchInConsole } from '../support/console-steps';
import { readPdfText } from '../support/pdf-text';
import { checkFieldsFor } from '../support/prescription-check';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

// The pharmacist's register in the console, end to end at 1280 px: verify a Schedule H1 order with its prescriber,
// pack it with the first-expiry-first-out batch the console proposes, dispatch it; the H1 register page lists it and
// exports it, the invoice carries prescriber, batch and expiry, and a recall of the batch finds the order and tells its
// shopper. The file's uploads are tagged clean by the test itself (scanNewObjects), as the malware scan would.
const session = useBrowserSession();
const aws = testAws();
const scanned = new Set<string>();
const TAXIM = 'prescription-taxim-o-200-tab-10'; // Schedule H1 (domain/catalogue/schedule-h1.ts)
const TAXIM_NAME = 'Taxim-O 200 Tablet';
/** A generic Schedule H medicine: its maker is the batch's, recorded at packing (Drugs Rules 1945, r.65(3)(1)(f)). */
const GENERIC = { id: 'products-pantoprazole-40-tab-15', name: 'Pantoprazole 40mg Tablet' };
const SCREENSHOTS = process.env.MEDVIKA_REGISTER_SCREENSHOT;

/**
 * Places an order of Taxim-O (and `more` lines) with its prescription file through the submit-form handler; returns
 * its reference.
 */
function placeTaximOrder(quantity: number, more: { id: string; quantity: number }[] = []): Promise<string> {
  return submitThroughHandler(
    { form: 'checkout', ...checkoutShopper, items: JSON.stringify([{ id: TAXIM, quantity }, ...more]), consent: 'true' },
    { prescription: [samplePdf('Taxim-O, Dr Kavita Rao'), 'rx.pdf', 'application/pdf'] },
  );
}

async function storedOrder(reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: recordKey('order', reference), ConsistentRead: true }),
  );
  return Item!;
}

/**
 * A Taxim-O order packed earlier with `batch` (through the staff API), so the console knows that batch and proposes
 * it first-expiry-first-out: it expires at the earliest month still allowed (3 months ahead), before any other.
 */
async function packedBefore(batch: string): Promise<string> {
  const reference = await placeTaximOrder(1);
  for (const to of ['confirmed', 'packed']) {
    const order = await storedOrder(reference);
    const lines = to === 'packed' ? { lines: [{ productId: TAXIM, batch, expiry: expiryMonthsAhead(3) }] } : {};
    const changed = await staffRequest(pharmacistClaims, 'POST', `/records/${reference}/status`, {
      json: { to, version: order.version, ...checkFieldsFor(order, to), ...lines },
    });
    expect(changed.status).toBe(200);
  }
  return reference;
}

async function noHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Checks the page at 1280 and 768 px (no sideways scroll, axe clean) and, when asked, saves a screenshot of each. */
async function checkWidths(page: Page, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the pharmacist’s register in the console (Chromium, 1280 px)', () => {
  it('verifies, packs with the proposed batch and dispatches an H1 order; the register, the invoice and a recall show it', async () => {
    const batch = `TXO${Date.now().toString(36).toUpperCase()}`;
    const earlier = await packedBefore(batch);
    const reference = await placeTaximOrder(2, [{ id: GENERIC.id, quantity: 1 }]);
    await scanNewObjects(aws.clients.s3, aws.config.bucketName, scanned);

    const { page, errors } = await session.open(1280);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
    await page.getByRole('heading', { name: `Order ${reference}` }).waitFor();

    // Verify with the prescriber's details.
    await page.getByRole('button', { name: 'Verify prescription and confirm' }).click();
    await page.getByLabel('Doctor’s name').fill('Dr Kavita Rao');
    await page.getByLabel('Council and registration number').fill('DMC/R/20417');
    await page.getByLabel('Doctor’s address').fill('Rao Clinic, Saket, New Delhi');
    await page.getByLabel('Prescription date').fill(addCalendarDays(kolkataDate(new Date()), -5));
    await page.getByLabel(/the brand/).check();
    await page.getByRole('checkbox', { name: TAXIM_NAME }).check();
    await page.getByRole('checkbox', { name: GENERIC.name }).check();
    await checkWidths(page, 'prescription-check');
    await page.getByRole('button', { name: 'Yes, verify prescription and confirm' }).click();
    await page.getByText('Done: the order is now “Confirmed”.').waitFor();

    // Pack: the console proposes the earliest-expiring batch packed before, which the pharmacist accepts as it is.
    await page.getByRole('button', { name: 'Mark packed' }).click();
    const batchField = page.getByLabel(`Batch number of ${TAXIM_NAME}`);
    await expect.poll(() => batchField.inputValue()).toBe(batch);
    expect(await page.getByLabel(`Expiry month of ${TAXIM_NAME}`).inputValue()).toBe(expiryMonthsAhead(3));
    // The generic line also asks for its maker, as printed on the pack; the brand's is the catalogue's.
    expect(await page.getByLabel(`Manufacturer of ${TAXIM_NAME}`).count()).toBe(0);
    await page.getByLabel(`Batch number of ${GENERIC.name}`).fill('GP5521');
    await page.getByLabel(`Expiry month of ${GENERIC.name}`).fill(expiryMonthsAhead(12));
    await page.getByLabel(`Manufacturer of ${GENERIC.name}`).fill('Cadila Healthcare');
    await checkWidths(page, 'packing');
    await page.getByRole('form', { name: 'Mark packed' }).getByRole('button', { name: 'Mark packed' }).click();
    await page.getByText('Done: the order is now “Packed”.').waitFor();
    await dispatchInConsole(page);

    // The invoice names the prescriber and the batch with its expiry.
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click(),
    ]);
    const pdf = (await readPdfText(new Uint8Array(await readFile(await invoice.path())))).text;
    expect(pdf).toContain('Dr Kavita Rao');
    expect(pdf).toContain('DMC/R/20417');
    expect(pdf.replace(/\s+/g, ' ')).toContain('Rao Clinic, Saket, New Delhi');
    expect(pdf.replace(/\s+/g, ' ')).toContain(invoiceText.batchLine(batch, expiryMonthsAhead(3)));
    expect(pdf.replace(/\s+/g, ' ')).toContain(invoiceText.manufacturerLine('Cadila Healthcare'));

    // The H1 register, from the console's nav: the dispatched line, with the columns Schedule H1 asks.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'H1 register' }).click();
    await page.getByRole('heading', { name: 'H1 register', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.join(' | ')).toContain(checkoutShopper.name);
    expect(cells.join(' | ')).toContain('Hauz Khas');
    expect(cells.join(' | ')).toContain('Dr Kavita Rao');
    expect(cells.join(' | ')).toContain('DMC/R/20417');
    expect(cells.join(' | ')).toContain('Rao Clinic, Saket, New Delhi');
    expect(cells).toContain(TAXIM_NAME);
    expect(cells).toContain('2');
    expect(cells.join(' | ')).toContain(batch);
    expect(await page.getByRole('rowheader', { name: earlier }).count()).toBe(0); // packed, never dispatched
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^h1-register-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText).toContain('S. No.,Date of supply (IST),Order,Patient name');
    const csvRows = csvText.split('\r\n').filter((line) => line.includes(reference));
    expect(csvRows).toHaveLength(1);
    expect(csvRows[0]).toContain('"Rao Clinic, Saket, New Delhi"');
    expect(csvRows[0]).toContain(`,${batch},${formatStaffMonth(expiryMonthsAhead(3))},`);
    await checkWidths(page, 'h1-register');

    // A range backwards is refused by the API, and the page says why under the date.
    await page.getByLabel('To').fill('2026-01-01');
    await page.getByLabel('From').fill('2026-02-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('The end date is before the start date.').waitFor();

    // Recall that batch: the order is found, and its shopper is e-mailed once after a confirmation.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Recalls' }).click();
    await page.getByRole('heading', { name: 'Recalls', level: 1 }).waitFor();
    await page.getByLabel(/^Product/).selectOption(TAXIM);
    await page.getByLabel(/^Batch number/).fill(batch.toLowerCase());
    await page.getByLabel(/^Reason/).selectOption('not_of_standard_quality');
    await page.getByRole('button', { name: 'Find orders' }).click();
    await page.getByRole('heading', { name: `${TAXIM_NAME}, batch ${batch}` }).waitFor();
    const recalled = page.getByRole('table', { name: /Orders that shipped batch/ });
    expect(await recalled.getByRole('rowheader').allTextContents()).toEqual([reference]);
    await page.getByRole('button', { name: 'Notify shoppers…' }).click();
    await page.getByRole('heading', { name: 'E-mail 1 shopper about this recall?' }).waitFor();
    await checkWidths(page, 'recalls');
    await page.getByRole('button', { name: 'Yes, e-mail them' }).click();
    await page.getByText('1 recall e-mail is on its way.').waitFor();
    await recalled.getByText(/^E-mailed/).waitFor();
    expect(Object.keys((await storedOrder(reference)).recalls ?? {})).toEqual([`${TAXIM}#${batch}`]);
    expect(await page.getByRole('button', { name: 'Notify shoppers…' }).count()).toBe(0);
    // Chromium logs the refused range (400 VALIDATION, asked for above) as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
