import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { samplePdf } from '../support/http';

const session = useBrowserSession();

describe('/track in Chromium', () => {
  it('a shopper follows a prescription from the upload confirmation, sees its status, and nothing they typed reaches the URL', async () => {
    const { page, errors } = await session.open(390);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${session.baseUrl}/upload`);
    await page.getByLabel('Patient Name').fill('Track Shopper');
    await page.getByLabel('Email Address').fill('track@example.in');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('Complete Address').fill('B-12, Lajpat Nagar II, New Delhi 110024');
    await page.getByLabel('Medicine/Product Name').fill('Telmisartan 40');
    await page.getByLabel(/I agree/).check();
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: samplePdf('track e2e') });
    await page.getByRole('button', { name: 'Submit' }).click();
    const reference = (await page.getByTestId('reference').textContent({ timeout: 15_000 }))!;

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
  });

  it('a wrong phone gets the same message as an unknown reference, and the input stays', async () => {
    const { page } = await session.open(1280);
    await page.goto(`${session.baseUrl}/track`);
    await page.getByRole('textbox', { name: /Reference number/ }).fill('RX-20260101-AAAAAAAA');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('9811042367');
    await page.getByRole('button', { name: 'Track' }).click();
    expect(await page.locator('.form-failure').textContent()).toBe('We could not find a request with these details.');
    expect(await page.getByRole('textbox', { name: /Phone number/ }).inputValue()).toBe('9811042367');
  });
});
