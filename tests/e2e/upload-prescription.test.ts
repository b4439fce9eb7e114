import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getPrescription, listPrescriptions, presignPrescriptionUrl } from '../../tools/staff-cli/prescriptions';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { loseFirstSubmitAnswer, useBrowserSession } from '../support/browser';
import { sampleJpeg, samplePdf } from '../support/http';

const aws = testAws();
const session = useBrowserSession();

async function openUpload(width: number): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await session.open(width);
  await page.goto(`${session.baseUrl}/upload`);
  await page.getByRole('heading', { name: 'UPLOAD THE PRESCRIPTION' }).waitFor();
  return { page, errors };
}

async function fillValidForm(page: Page, patient: string) {
  await page.getByLabel('Patient Name').fill(patient);
  await page.getByLabel('Email Address').fill('asha@example.com');
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await page.getByLabel('City').selectOption('Delhi');
  await page.getByLabel('Complete Address').fill('B-12, Lajpat Nagar II, New Delhi 110024');
  await page.getByLabel('PIN code').fill('110024');
  await page.getByLabel('Medicine/Product Name').fill('Telmisartan 40');
  await page.getByLabel(/^Notes/).fill('One month');
  await page.getByLabel(/I agree/).check();
}

describe('/upload in Chromium', () => {
  it('sends a real PDF and staff retrieve the identical bytes', async () => {
    const { page, errors } = await openUpload(390);
    await fillValidForm(page, 'Asha E2E');
    const pdf = samplePdf('E2E prescription');
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'prescription.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.locator('.file-preview').textContent()).toContain('prescription.pdf');
    await page.getByRole('button', { name: 'Submit' }).click();

    const reference = (await page.getByTestId('reference').textContent())!;
    expect(reference).toMatch(/^RX-\d{8}-[0-9A-Z]{8}$/);
    await expect.poll(() => page.getByRole('heading', { name: /prescription has been received/ }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${session.baseUrl}/upload`);

    // The staff CLI's core lists it and its presigned URL returns the same bytes.
    const listed = await listPrescriptions(aws.clients, aws.config);
    expect(listed.find((row) => row.reference === reference)).toMatchObject({
      patientName: 'Asha E2E',
      medicineName: 'Telmisartan 40',
      city: 'Delhi',
      fileType: 'pdf',
    });
    const record = await getPrescription(aws.clients, aws.config, reference);
    const url = await presignPrescriptionUrl(aws.clients, record!, 60);
    expect(url).toContain('X-Amz-Expires=60');
    const downloaded = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(Buffer.compare(downloaded, pdf)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the errors next to the fields, focuses the first, and keeps what was typed', async () => {
    const { page } = await openUpload(1280);
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('#rx-name-error').textContent()).toBe("Enter the patient's name");
    await expect.poll(() => page.locator('#rx-email-error').textContent()).toBe('Please enter a valid email address');
    await expect.poll(() => page.locator('#rx-file-error').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Patient Name').evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByLabel('Email Address').inputValue()).toBe('not-an-email');
    await expect.poll(() => page.getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Patient Name').fill('Ravi');
    await expect.poll(() => page.locator('#rx-name-error').count()).toBe(0);
    await page.close();
  });

  // axe with the form's errors showing, a state tests/support/route-walk.ts never reaches (it checks /upload as it
  // loads, at 390 px, in English and Hindi).
  it('has no serious or critical axe violations after a failed submit, and refuses a JPEG named .pdf in the browser', async () => {
    const { page } = await openUpload(390);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('#rx-name-error').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: sampleJpeg() });
    await expect.poll(() => page.locator('#rx-file-error').textContent()).toMatch(/really a JPEG/);
    await page.close();
  });

  it('keeps the input after a network failure and stores exactly once on retry', async () => {
    const { page } = await openUpload(390);
    await fillValidForm(page, 'Retry Patient');
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: samplePdf('retry') });
    // The first attempt reaches the server but its answer is lost on the way back.
    const { keys } = await loseFirstSubmitAnswer(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.Toastify__toast--error').waitFor();
    await expect.poll(() => page.getByLabel('Patient Name').inputValue()).toBe('Retry Patient');
    await page.getByRole('button', { name: /Submit|Send again/ }).click();
    const reference = (await page.getByTestId('reference').textContent())!;
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const stored = (await listPrescriptions(aws.clients, aws.config)).filter((row) => row.patientName === 'Retry Patient');
    expect(stored.map((row) => row.reference)).toEqual([reference]);
    await page.close();
  });

  it('shrinks a photo over 4 MiB in the browser before uploading it', async () => {
    const { page } = await openUpload(1280);
    // A 1500 × 1100 PNG of random noise: about 6.5 MB, which no PNG encoder can compress.
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1500;
      canvas.height = 1100;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    const png = Buffer.from(base64, 'base64');
    expect(png.length).toBeGreaterThan(4 * 1024 * 1024);
    await fillValidForm(page, 'Photo Patient');
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await page.locator('.file-preview img').waitFor();
    await expect.poll(() => page.locator('.file-preview__name').textContent()).toBe('photo.jpg');
    await expect.poll(() => page.locator('.file-preview__meta').textContent()).toMatch(/^JPEG/);
    await page.getByRole('button', { name: 'Submit' }).click();
    const reference = (await page.getByTestId('reference').textContent())!;
    const record = await getPrescription(aws.clients, aws.config, reference);
    expect(record?.file.type).toBe('jpeg');
    expect(record!.file.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    await page.close();
  });

  it('shows the error screen for an unknown route', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${session.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect.poll(() => page.getByText('404 Not Found').isVisible()).toBe(true);
    await page.close();
  });
});
