import { ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { recordKey } from '../../functions/data/records';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { useErasureMail } from '../support/erasure-mail';
import { checkoutShopper } from '../support/fixtures';
import { prescriptionFields, sampleJpeg, samplePdf } from '../support/http';
import { staffRequest } from '../support/staff-request';

const session = useBrowserSession();
// The erasure code travels the way it reaches a shopper: drawn by the notifier, sent through an SES emulator.
const erasureMail = useErasureMail(testAws());

describe('/track in Chromium', () => {
  it('a shopper follows a prescription from the upload confirmation, sees its status, and nothing they typed reaches the URL', async () => {
    const { context, page, errors } = await session.open(390);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${session.baseUrl}/upload`);
    await page.getByLabel('Patient Name').fill('Track Shopper');
    await page.getByLabel('Email Address').fill('track@example.in');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('Complete Address').fill('B-12, Lajpat Nagar II, New Delhi 110024');
    await page.getByLabel('PIN code').fill('110024');
    await page.getByLabel('Medicine/Product Name').fill('Telmisartan 40');
    await page.getByLabel(/I agree/).check();
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: samplePdf('track e2e') });
    await page.getByRole('button', { name: 'Submit' }).click();
    const reference = (await page.getByTestId('reference').textContent())!;

    await page.getByRole('link', { name: 'Follow your prescription' }).click();
    await page.getByRole('heading', { name: 'Track your request', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: /Reference number/ }).inputValue()).toBe(reference);
    await page.getByRole('textbox', { name: /Phone number/ }).fill('98765 43210');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByRole('heading', { name: reference }).waitFor();
    expect(await page.locator('.track-result__status').textContent()).toBe('Received: waiting for a pharmacist');
    expect(page.url()).toBe(`${session.baseUrl}/track`);
    expect(requests.filter((url) => url.includes('98765') || url.includes(reference))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong phone gets the same message as an unknown reference, and the input stays', async () => {
    const { context, page } = await session.open(1280);
    await page.goto(`${session.baseUrl}/track`);
    await page.getByRole('textbox', { name: /Reference number/ }).fill('RX-20260101-AAAAAAAA');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('9811042367');
    await page.getByRole('button', { name: 'Track' }).click();
    expect(await page.locator('.form-failure').textContent()).toBe('We could not find a request with these details.');
    expect(await page.getByRole('textbox', { name: /Phone number/ }).inputValue()).toBe('9811042367');
    await context.close();
  });

  it('a refused prescription gets a new file from /track (rejected → received), and a second one is deleted for good', async () => {
    const aws = testAws();
    const pharmacist = { sub: 'pharmacist-e2e', token_use: 'id', 'cognito:groups': '[pharmacist]', name: 'Dr Ritu Sharma' };
    const upload = async (note: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(prescriptionFields)) form.append(name, value);
      form.append('prescription', new Blob([new Uint8Array(samplePdf(note))], { type: 'application/pdf' }), 'rx.pdf');
      const response = await fetch(`${session.baseUrl}/api/submit-form/`, { method: 'POST', body: form });
      expect(response.status).toBe(201);
      return ((await response.json()) as { reference: string }).reference;
    };
    const decide = async (reference: string, body: Record<string, unknown>) =>
      expect((await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, { json: body })).status).toBe(200);
    const stored = async (reference: string) =>
      (
        await aws.clients.dynamo.send(
          new GetCommand({ TableName: aws.config.tableName, Key: recordKey('prescription', reference), ConsistentRead: true }),
        )
      ).Item ?? {};

    const refused = await upload('refused');
    await decide(refused, { to: 'in_review', version: 1 });
    await decide(refused, { to: 'rejected', reason: 'unreadable', version: 2 });

    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/track`);
    await page.getByRole('textbox', { name: /Reference number/ }).fill(refused);
    await page.getByRole('textbox', { name: /Phone number/ }).fill('98765 43210');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByRole('heading', { name: 'Upload a new prescription' }).waitFor();
    expect(await page.locator('.track-result__status').textContent()).toBe('Not accepted');
    expect(await page.locator('.track-result__next').textContent()).toBe(
      'Please upload a sharper photo or scan showing the whole page in good light.',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.MEDVIKA_TRACK_SCREENSHOT) await page.screenshot({ path: process.env.MEDVIKA_TRACK_SCREENSHOT, fullPage: true });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);

    // Send without a file or consent: the errors show and nothing is sent; then the real thing.
    await page.getByRole('button', { name: 'Send new prescription' }).click();
    await page.getByText('Attach a photo (PNG or JPEG) or a PDF of your prescription').waitFor();
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'sharper.jpg', mimeType: 'image/jpeg', buffer: sampleJpeg(4096) });
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send new prescription' }).click();
    await page.locator('.track-result__status', { hasText: 'Received: waiting for a pharmacist' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Upload a new prescription' }).count()).toBe(0);
    expect(await page.locator('.track-timeline li').count()).toBe(4);
    const after = await stored(refused);
    expect(after).toMatchObject({ status: 'received', version: 4 });
    expect((after.files as unknown[]).length).toBe(2);

    // Withdraw consent on a second prescription: deleted at once, every version of its file gone.
    const second = await upload('second');
    const key = ((await stored(second)).file as { key: string }).key;
    await page.getByRole('textbox', { name: /Reference number/ }).fill(second);
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByRole('heading', { name: second }).waitFor();
    await page.getByText('Withdraw consent and delete my data').click();
    await page.getByLabel(/I withdraw my consent/).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    const codeBox = page.getByRole('textbox', { name: /6-digit code from the e-mail/ });
    await codeBox.waitFor();
    expect(await codeBox.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await codeBox.fill(await erasureMail.deliveredCode(second));
    await page.getByRole('button', { name: 'Delete my data' }).click();
    await page.locator('.track-result__status', { hasText: 'Deleted at your request' }).waitFor();
    expect(await stored(second)).toMatchObject({ status: 'erased' });
    const listed = await aws.clients.s3.send(
      new ListObjectVersionsCommand({ Bucket: aws.config.bucketName, Prefix: key.slice(0, key.lastIndexOf('/') + 1) }),
    );
    expect([...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])]).toEqual([]);
    expect(page.url()).toBe(`${session.baseUrl}/track`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pays an online order left unpaid from /track: Pay now opens the payment page with it, and /track then shows it paid (390 px)', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...checkoutShopper, payment: 'online' })) form.append(name, value);
    form.append('items', JSON.stringify([{ id: 'products-dolo-650-tab-15', quantity: 2 }]));
    const placed = await fetch(`${session.baseUrl}/api/submit-form/`, { method: 'POST', body: form });
    expect(placed.status).toBe(201);
    const { reference } = (await placed.json()) as { reference: string };

    const { context, page, errors } = await session.open(390);
    const lookUp = async () => {
      await page.goto(`${session.baseUrl}/track`);
      await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
      await page.getByLabel('Phone').fill(checkoutShopper.phone);
      await page.getByRole('button', { name: 'Track' }).click();
      await page.getByRole('heading', { name: reference }).waitFor();
    };
    await lookUp();
    expect(await page.getByText(/^Pay ₹8\.00 by .+ to keep this order\. An order not paid by then is cancelled\.$/).count()).toBe(1);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    expect(await page.getByTestId('order-reference').textContent()).toBe(reference);
    await page.getByLabel('UPI', { exact: true }).check();
    await page.getByLabel('UPI ID').fill('meera@okbank');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.getByRole('heading', { name: 'Payment Done!' }).waitFor();

    await lookUp();
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
    expect(await page.locator('.track-items__payment').textContent()).toMatch(/Paid/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
