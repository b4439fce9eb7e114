import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMalwareScanStandIn } from '../../dev/malware-scan-stand-in';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { fillCheckout } from '../support/checkout-steps';
import { demoStaff, signIn, signInToConsole } from '../support/cognito';
import { samplePdf } from '../support/http';

const session = useBrowserSession();
// Staff open only files the malware scan tagged clean (docs/decisions/0010-guardduty-scan-gate.md): the local stand-in tags this file's bucket.
let scanner: ReturnType<typeof startMalwareScanStandIn> | undefined;
beforeAll(() => {
  scanner = startMalwareScanStandIn({ intervalMs: 250 });
});
afterAll(() => scanner?.stop());

/** A real PNG of a handwritten-looking prescription, drawn by Chromium itself. */
async function prescriptionPng(page: Page): Promise<Buffer> {
  await page.setContent(
    '<div style="font-family:serif;padding:24px;border:2px solid #333;width:520px"><h2>Dr. Meera Shah, MBBS</h2><p>Reg. No. MMC 2011/04/1234</p><h1>Rx</h1><p>Amoxicillin 500 mg, 1 cap TDS x 5 days</p></div>',
  );
  return page.screenshot();
}

/** Submits one of the public forms (multipart, as the shop's pages do); returns the reference. */
async function submitForm(fields: Record<string, string>, file?: { bytes: Buffer; type: string; name: string }): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('prescription', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${session.baseUrl}/api/submit-form/`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** Uploads a prescription the way a shopper does: the /upload page in this browser page; returns its reference. */
async function uploadPrescription(page: Page, png: Buffer): Promise<string> {
  await page.goto(`${session.baseUrl}/upload`);
  await page.getByLabel('Patient Name').fill('Ravi Console');
  await page.getByLabel('Email Address').fill('ravi@example.in');
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await page.getByLabel('City').selectOption('Gurugram');
  await page.getByLabel('Complete Address').fill('Flat 4B, DLF Phase 1, Gurugram 122002');
  await page.getByLabel('PIN code').fill('122002');
  await page.getByLabel('Medicine/Product Name').fill('Amoxicillin 500 mg');
  await page.getByLabel(/^Notes/).fill('Needed this week');
  await page.getByLabel(/I agree/).check();
  await page.getByLabel(/^Prescription/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => page.locator('.file-preview').textContent()).toContain('photo.png');
  await page.getByRole('button', { name: 'Submit' }).click();
  return (await page.getByTestId('reference').textContent())!;
}

/**
 * A shopper's order with a prescription item, placed the way a shopper does (as a shopper would): Add to cart from
 * the search results, then /checkout at 390 px with the prescription PDF and consent; returns the ORD- reference
 * the payment page shows.
 */
async function checkoutWithPrescription(pdf: Buffer): Promise<string> {
  const { context, page, errors } = await session.open(390);
  try {
    await page.goto(`${session.baseUrl}/search?search=Pantoprazole`);
    await page.getByRole('button', { name: 'Add to cart: Pantoprazole 40mg Tablet' }).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await page.goto(`${session.baseUrl}/checkout`);
    await fillCheckout(page, 'Meera Nair');
    await page.getByLabel(/^Prescription/).setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${session.baseUrl}/checkout/payment`);
    const reference = (await page.getByTestId('order-reference').first().textContent())!;
    expect(reference).toMatch(/^ORD-\d{8}-[0-9A-Z]{8}$/);
    expect(errors).toEqual([]);
    return reference;
  } finally {
    await context.close();
  }
}

/** Opens `path` of the console and signs in there as the group's demo user (signInToConsole). */
const signInAs = (page: Page, group: 'pharmacist' | 'support', path = '/staff') => signInToConsole(page, session.consoleUrl, group, path);

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('/staff console in Chromium', () => {
  it('a pharmacist finds an uploaded prescription, previews its file, rejects it as unclear and sees the history', async () => {
    const { page, errors } = await session.open(1280);
    const reference = await uploadPrescription(page, await prescriptionPng(page));

    await signInAs(page, 'pharmacist');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect.poll(() => page.locator('.staff-tile__count').first().textContent()).not.toBe('…');
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Prescriptions', exact: true }).click();
    await page.getByRole('link', { name: reference }).waitFor();
    await expectAxeClean(page);

    await page.getByRole('textbox', { name: 'Reference' }).fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('heading', { name: `Prescription ${reference}` }).waitFor();
    await page.getByText('Amoxicillin 500 mg').waitFor();

    // The file shows in the page through its presigned URL.
    const image = page.getByRole('img', { name: `Prescription ${reference} as uploaded` });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    expect(await image.getAttribute('src')).toContain('X-Amz-Expires=300');
    await page.getByRole('button', { name: 'Rotate' }).click();
    expect(await image.getAttribute('style')).toContain('rotate(90deg)');
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Start review' }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByLabel(/Reason/).selectOption('unreadable');
    await page.getByLabel(/^Note/).fill('The lower half is blurred');
    await page.getByRole('form', { name: 'Reject' }).getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Done: the prescription is now “Rejected”.').waitFor();

    const history = page.getByRole('region', { name: 'History' });
    expect(await history.textContent()).toContain('Unclear or unreadable');
    expect(await history.textContent()).toContain('The lower half is blurred');
    expect(await history.textContent()).toContain('In review');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Audit trail' }).textContent()).toContain('Opened the prescription file');
    await expectAxeClean(page);
    expect(errors).toEqual([]);

    // The same pages at tablet width.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Prescriptions', exact: true }).click();
    await page.getByRole('link', { name: reference }).waitFor();
    await expectAxeClean(page);
    await page.close();
  });

  it('the support user cannot open a prescription or its file, and sees orders and messages', async () => {
    const { page } = await session.open(768);
    const reference = await uploadPrescription(page, await prescriptionPng(page));

    await signInAs(page, 'support');
    expect(await page.getByRole('navigation', { name: 'Console' }).textContent()).not.toContain('Prescriptions');
    await expect.poll(() => page.locator('.staff-tile__count').first().textContent()).not.toBe('…');
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Messages', exact: true }).click();
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await expectAxeClean(page);

    // Within the app (a page load would end the in-memory session): the address bar's route, then the record.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/staff/records/${reference}`);
    await page.getByText('Your role may not open this').waitFor();
    expect(await page.getByRole('img', { name: /as uploaded/ }).count()).toBe(0);
    await expectAxeClean(page);

    const { IdToken } = await signIn(demoStaff('support').email, demoStaff('support').password);
    const presign = await fetch(`${session.baseUrl}/api/staff/records/${reference}/file-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${IdToken}` },
    });
    expect(presign.status).toBe(403);
    await page.close();
  });

  it('a pharmacist opens an order with a prescription item: lines, totals, the attached PDF and the next steps', async () => {
    const reference = await checkoutWithPrescription(samplePdf('Order prescription'));
    const { page, errors } = await session.open(1280);
    await signInAs(page, 'pharmacist', '/staff/orders?status=awaiting_prescription');
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Order ${reference}` }).waitFor();
    const items = page.getByRole('region', { name: 'Items' });
    await expect.poll(() => items.textContent()).toMatch(/Total₹\d+\.\d\d/);
    // The PDF is drawn by pdf.js onto a canvas, never by the browser's plugin (no active PDF content in staff browsers).
    const canvas = page.getByRole('img', { name: `Prescription ${reference}, page 1 of 1` });
    await expect
      .poll(() =>
        canvas.evaluate((element) => {
          const drawn = element as HTMLCanvasElement;
          const pixels = drawn.getContext('2d')!.getImageData(0, 0, drawn.width, drawn.height).data;
          let dark = 0;
          for (let at = 0; at < pixels.length; at += 4) if (pixels[at]! < 128 && pixels[at + 3]! > 0) dark += 1;
          return drawn.width > 300 && dark > 20;
        }),
      )
      .toBe(true);
    expect(await page.getByText('Page 1 of 1').count()).toBe(1);
    expect(await page.locator('iframe, embed, object').count()).toBe(0);
    await page.getByRole('button', { name: 'Verify prescription and confirm' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectAxeClean(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the support user answers a message and closes it', async () => {
    const reference = await submitForm({
      form: 'contact',
      name: 'Neha Joshi',
      email: 'neha@example.in',
      mobile: '9876543210',
      message: 'Do you deliver on Sundays?',
    });
    const { page, errors } = await session.open(768);
    await signInAs(page, 'support', `/staff/records/${reference}`);
    await page.getByText('Do you deliver on Sundays?').waitFor();
    await expectAxeClean(page);
    await page.getByLabel(/Your answer/).fill('Yes, from 10 am to 2 pm.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Answer sent: the message is now “Answered”').waitFor();
    expect(await page.getByRole('region', { name: 'Conversation' }).textContent()).toContain('Yes, from 10 am to 2 pm.');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Done: the message is now “Closed”.').waitFor();
    await expectAxeClean(page);
    expect(errors).toEqual([]);
    await page.close();
  });
  it('support searches messages by name as they type, moves through the rows with J/K and opens one with Enter', async () => {
    // A surname of random letters: no other test's record matches it.
    const surname = `Search${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const older = await submitForm({
      form: 'contact',
      name: `Farah ${surname}`,
      email: 'farah@example.in',
      mobile: '9812345678',
      message: 'First question',
    });
    const newer = await submitForm({
      form: 'contact',
      name: `Farida ${surname}`,
      email: 'farida@example.in',
      mobile: '9812345679',
      message: 'Second question',
    });
    const { page, errors } = await session.open(1280);
    await signInAs(page, 'support', '/staff/messages');
    await page.getByRole('searchbox', { name: /^Search/ }).pressSequentially(`far ${surname.slice(0, 8)}`, { delay: 20 });
    await page.getByText(`2 results for “far ${surname.slice(0, 8)}”`).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(`far ${surname.slice(0, 8)}`);
    const references = await page.locator('.staff-queue-table tbody tr th a').allTextContents();
    expect(references).toEqual([newer, older]);
    await expectAxeClean(page);

    // J/K move the row focus (off the search box first), Enter opens the focused row's record.
    await page.locator('h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(newer);
    await page.keyboard.press('j');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(older);
    await page.keyboard.press('Enter');
    await page.getByText('First question').waitFor();

    // Back returns to the search; clearing it returns to the queue.
    await page.goBack();
    await page.getByText(`2 results for “far ${surname.slice(0, 8)}”`).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBeNull();
    await expect.poll(() => page.locator('.staff-queue-total').textContent()).toMatch(/records|waiting/);
    await page.getByRole('button', { name: 'Keyboard shortcuts (?)' }).click();
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Next row: moves the row focus down').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
