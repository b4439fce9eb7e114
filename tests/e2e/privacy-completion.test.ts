/**
 * Privacy requests staff complete, and the queues' service clocks, in Chromium against the local stack: the shopper's
 * acknowledgement on /track (390 px), a pharmacist applying a correction (1280 px) and erasing a held prescription once
 * its order is cancelled (768 px), and the queue's "Overdue" badge and filter (768 px); axe on each changed screen.
 */
import { GetObjectTaggingCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';
import { startMalwareScanStandIn } from '../../dev/malware-scan-stand-in';
import { queueKey, recordKey } from '../../functions/data/records';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { useErasureMail } from '../support/erasure-mail';
import { checkoutShopper } from '../support/fixtures';
import { prescriptionFields, samplePdf } from '../support/http';
import { staffRequest } from '../support/staff-request';

const session = useBrowserSession();
const aws = testAws();
const erasureMail = useErasureMail(aws);
const PHONE = '98765 43210';
// The record page shows the file only once the malware scan tagged it (docs/decisions/0010-guardduty-scan-gate.md).
let scanner: ReturnType<typeof startMalwareScanStandIn> | undefined;
beforeAll(() => {
  scanner = startMalwareScanStandIn({ intervalMs: 250 });
});
afterAll(() => scanner?.stop());

/** Waits until the scan stand-in tagged the prescription's file, so the record page opens it without a 409. */
async function scanned(reference: string): Promise<void> {
  const { key } = (await stored('prescription', reference)).file as { key: string };
  await expect
    .poll(async () => {
      const tags = await aws.clients.s3.send(new GetObjectTaggingCommand({ Bucket: aws.config.bucketName, Key: key }));
      return (tags.TagSet ?? []).some((tag) => tag.Key === MALWARE_SCAN_TAG_KEY);
    })
    .toBe(true);
}

/** Posts a public form (multipart, as the shop's pages do); returns the reference. */
async function submitForm(fields: Record<string, string>, pdf?: Buffer): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (pdf) form.append('prescription', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'rx.pdf');
  const response = await fetch(`${session.baseUrl}/api/submit-form/`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const postJson = async (path: string, body: unknown) =>
  fetch(`${session.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function stored(kind: 'prescription' | 'order', reference: string): Promise<Record<string, any>> {
  const found = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: recordKey(kind, reference), ConsistentRead: true }),
  );
  return found.Item ?? {};
}

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('privacy requests completed from the console, and service clocks, in Chromium', () => {
  it('the shopper sees the acknowledgement on /track; a pharmacist applies the correction at 1280 px', async () => {
    const reference = await submitForm(prescriptionFields, samplePdf('correction e2e'));
    const shopper = await session.open(390);
    await shopper.page.goto(`${session.baseUrl}/track`);
    await shopper.page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
    await shopper.page.getByRole('textbox', { name: /Phone number/ }).fill(PHONE);
    await shopper.page.getByRole('button', { name: 'Track' }).click();
    await shopper.page.getByRole('heading', { name: reference }).waitFor();
    await shopper.page.getByText('Correct my details').click();
    await shopper.page.getByRole('textbox', { name: /What is wrong/ }).fill('My e-mail is now asha.varma@example.com');
    await shopper.page.getByRole('button', { name: 'Send correction request' }).click();
    const acknowledgement = shopper.page.getByRole('status').filter({ hasText: 'Correction request received' });
    await acknowledgement.waitFor();
    const heading = acknowledgement.getByRole('heading', { name: 'Correction request received' });
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await acknowledgement.textContent()).toMatch(/We will answer by e-mail by \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expectAxeClean(shopper.page);
    expect(await shopper.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();

    await scanned(reference);
    const { page, errors } = await session.open(1280);
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
    const form = page.getByRole('form', { name: 'Apply the correction' });
    await form.waitFor();
    await page.getByText('My e-mail is now asha.varma@example.com').waitFor();
    const email = form.getByRole('textbox', { name: 'E-mail address' });
    expect(await email.inputValue()).toBe(prescriptionFields.email);
    await expectAxeClean(page);
    // A bad address is refused in the page by the upload form's own rule, with the focus on it.
    await email.fill('asha.varma@');
    await form.getByRole('button', { name: 'Apply correction' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    await email.fill('asha.varma@example.com');
    await form.getByRole('button', { name: 'Apply correction' }).click();
    await page.getByRole('status').filter({ hasText: 'The correction is saved' }).waitFor();
    expect(await stored('prescription', reference)).toMatchObject({ email: 'asha.varma@example.com', name: prescriptionFields.name });
    await page.getByText(/Corrected at the shopper's request: E-mail address\./).waitFor();
    await expectAxeClean(page);
    expect(errors).toEqual([]);
  });

  it('a pharmacist at 768 px cannot erase while the order is open, then erases once it is cancelled', async () => {
    const order = await submitForm(
      {
        form: 'checkout',
        ...checkoutShopper,
        items: JSON.stringify([{ id: 'prescription-azee-500-tab-3', quantity: 1 }]),
        consent: 'true',
      },
      samplePdf('order e2e'),
    );
    const prescription = await submitForm(prescriptionFields, samplePdf('held e2e'));
    await aws.setDependentOrders(prescription, [order]);
    expect((await postJson('/api/privacy/erase/', { reference: prescription, phone: PHONE, confirm: true })).status).toBe(200);
    const code = await erasureMail.deliveredCode(prescription);
    const held = await postJson('/api/privacy/erase/', { reference: prescription, phone: PHONE, code });
    expect(await held.json()).toMatchObject({ outcome: 'recorded' });
    const folder = ((await stored('prescription', prescription)).file.key as string).replace(/[^/]+$/, '');

    await scanned(prescription);
    const { page, errors } = await session.open(768);
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${prescription}`);
    const eraseButton = page.getByRole('button', { name: 'Erase now' });
    await page.getByText(`Erase now is not available while an order that depends on it is open: ${order}`).waitFor();
    expect(await eraseButton.isDisabled()).toBe(true);
    await expectAxeClean(page);

    const cancelled = await staffRequest(
      { sub: 'pharmacist-e2e', token_use: 'id', 'cognito:groups': '[pharmacist]', name: 'Dr Ritu Sharma' },
      'POST',
      `/records/${order}/status`,
      { json: { to: 'cancelled', reason: 'out_of_stock', version: (await stored('order', order)).version } },
    );
    expect(cancelled.status).toBe(200);
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${prescription}`);
    await expect.poll(() => eraseButton.isEnabled()).toBe(true);
    await eraseButton.click();
    const dialog = page.getByRole('dialog', { name: `Erase ${prescription} now?` });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAxeClean(page);
    // Escape closes it without erasing; then the real thing.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await stored('prescription', prescription)).status).toBe('received');
    await eraseButton.click();
    await dialog.getByRole('button', { name: 'Erase now' }).click();
    await page.getByRole('status').filter({ hasText: 'The record is erased' }).waitFor();
    expect(await stored('prescription', prescription)).toMatchObject({ status: 'erased' });
    expect(await stored('prescription', prescription)).not.toHaveProperty('name');
    const left = await aws.clients.s3.send(new ListObjectVersionsCommand({ Bucket: aws.config.bucketName, Prefix: folder }));
    expect([...(left.Versions ?? []), ...(left.DeleteMarkers ?? [])]).toEqual([]);
    await expectAxeClean(page);
    expect(errors).toEqual([]);
  });

  it('the prescription queue at 768 px shows an overdue row with a worded badge and filters to overdue', async () => {
    // A prescription received three days ago (past the 24-hour pharmacist check), seeded as the upload writes it.
    const createdAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    const reference = `RX-${createdAt.slice(0, 10).replace(/-/g, '')}-OVERDUE${Math.floor(Math.random() * 10)}`;
    await aws.clients.dynamo.send(
      new PutCommand({
        TableName: aws.config.tableName,
        Item: {
          ...recordKey('prescription', reference),
          kind: 'prescription',
          reference,
          status: 'received',
          queue: queueKey('prescription', 'received'),
          version: 1,
          createdAt,
          updatedAt: createdAt,
          history: [{ at: createdAt, by: 'shopper', from: null, to: 'received' }],
        },
      }),
    );
    const { page, errors } = await session.open(768);
    await signInToConsole(page, session.consoleUrl, 'pharmacist', '/staff/prescriptions?status=received&due=overdue&order=oldest');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Waiting 3 d.*Overdue/);
    expect(await page.getByLabel('Deadline').inputValue()).toBe('overdue');
    // Every row of the overdue filter carries the badge.
    const rows = page.locator('tbody tr');
    for (let index = 0; index < (await rows.count()); index += 1) expect(await rows.nth(index).textContent()).toContain('Overdue');
    await expectAxeClean(page);
    expect(errors).toEqual([]);
  });
});
