/**
 * The staff queues in Chromium (docs/behaviour.md "Staff console"): rich rows with the patient, medicine, city and the
 * review claim; a pharmacist sees a colleague's claim on the row and on the record; totals; the queue table never
 * scrolls sideways at 1280 or 768 px; axe on the queue and the record with its claim banner.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMalwareScanStandIn } from '../../dev/malware-scan-stand-in';
import { recordKey } from '../../functions/data/records';
import { seriousAxeViolations } from '../support/axe';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { prescriptionFields, samplePdf } from '../support/http';
import { secondPharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const session = useBrowserSession();
const aws = testAws();
// The record page opens the file, which staff see only once the malware scan tagged it clean: the local stand-in tags it.
let scanner: ReturnType<typeof startMalwareScanStandIn> | undefined;
beforeAll(() => {
  scanner = startMalwareScanStandIn({ intervalMs: 250 });
});
afterAll(() => scanner?.stop());

/** Submits a prescription through the local API (as the upload page does) with this patient name; returns its reference. */
async function submitPrescription(name: string): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ ...prescriptionFields, name, medicine_name: 'Azithromycin 500 mg Tablet (pack of three)' }))
    form.append(field, value);
  form.append('prescription', new Blob([new Uint8Array(samplePdf('queue'))], { type: 'application/pdf' }), 'rx.pdf');
  const response = await fetch(`${session.baseUrl}/api/submit-form/`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** "Start review" by the other pharmacist (Dr Aman Gupta), through the staff API handler: the record is claimed for them. */
async function startReviewAsColleague(reference: string): Promise<void> {
  const started = await staffRequest(secondPharmacistClaims, 'POST', `/records/${reference}/status`, {
    json: { to: 'in_review', version: 1 },
  });
  expect(started.status).toBe(200);
}

/** True when neither the page nor the queue table's frame scrolls sideways. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.staff-table-wrap');
    return (
      document.documentElement.scrollWidth <= document.documentElement.clientWidth && !!frame && frame.scrollWidth <= frame.clientWidth
    );
  });

describe('/staff queues in Chromium', () => {
  it("shows a colleague's claim on the row and the record, with totals, and fits 1280 and 768 px", async () => {
    const claimed = await submitPrescription('Kavya Queue-Claimed');
    const waiting = await submitPrescription('Rohan Queue-Waiting');
    await startReviewAsColleague(claimed);

    for (const width of [1280, 768]) {
      const { page, context, errors } = await session.open(width);
      try {
        await signInToConsole(page, session.consoleUrl, 'pharmacist', '/staff/prescriptions?status=in_review');
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: claimed }) });
        await row.waitFor();
        expect(await row.textContent()).toContain('Kavya Queue-Claimed');
        expect(await row.textContent()).toContain('Azithromycin 500 mg');
        expect(await row.textContent()).toContain(prescriptionFields.city);
        expect(await row.textContent()).toMatch(/In review by Dr Aman Gupta since \d{1,2}:\d\d/i);
        expect(await page.locator('.staff-queue-total').textContent()).toBe('1 waiting');
        expect(await noSidewaysScroll(page)).toBe(true);
        expect(await seriousAxeViolations(page)).toEqual([]);

        // The other queue: the waiting prescription, unclaimed, counted.
        await page.getByLabel('Status').selectOption('received');
        await page.getByRole('link', { name: waiting }).waitFor();
        expect(await page.locator('.staff-queue-total').textContent()).toBe('1 waiting');
        expect(
          await page
            .getByRole('row')
            .filter({ has: page.getByRole('link', { name: waiting }) })
            .textContent(),
        ).not.toContain('In review by');
        expect(await noSidewaysScroll(page)).toBe(true);

        // The record: the banner names the holder and when the claim may be taken over.
        await page.getByLabel('Status').selectOption('in_review');
        await page.getByRole('link', { name: claimed }).click();
        const banner = page.getByRole('region', { name: /In review by Dr Aman Gupta/ });
        await banner.waitFor();
        expect(await banner.textContent()).toMatch(/take it over from \d{1,2}:\d\d/);
        expect(await page.getByRole('button', { name: 'Take over the review' }).count()).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows the queue as a change on a record left it, without a reload: the change refreshed the cached queue page', async () => {
    const reference = await submitPrescription('Anil Queue-Moved');
    const { page, context, errors } = await session.open(1280);
    try {
      await signInToConsole(page, session.consoleUrl, 'pharmacist', '/staff/prescriptions?status=received');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) });
      await row.waitFor();
      // A mark on this document: a reload or a full navigation would lose it.
      await page.evaluate(() => Object.assign(window, { medvikaSamePage: true }));

      await page.getByRole('link', { name: reference }).click();
      await page.getByRole('button', { name: 'Start review' }).click();
      await page.getByRole('button', { name: 'Verify' }).waitFor();

      // Back to the queue page seen a moment ago (well within CONSOLE_STALE_MS): the cached page is shown at once and,
      // marked stale by the change, read again; the prescription, now in review, leaves it.
      await page.goBack();
      await page.getByRole('heading', { name: 'Prescriptions' }).waitFor();
      await row.waitFor({ state: 'detached' });
      await page.getByLabel('Status').selectOption('in_review');
      expect(await row.textContent()).toMatch(/In review by Dr\. Meera Iyer since/);
      expect(await page.evaluate(() => (window as { medvikaSamePage?: boolean }).medvikaSamePage)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("takes over a colleague's lapsed claim after one confirmation, at 768 px", async () => {
    const reference = await submitPrescription('Meera Queue-Lapsed');
    await startReviewAsColleague(reference);
    // The colleague went quiet 31 minutes ago (CLAIM_IDLE_MINUTES is 30).
    const lapsedAt = new Date(Date.now() - 31 * 60_000).toISOString();
    await aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: aws.config.tableName,
        Key: recordKey('prescription', reference),
        UpdateExpression: 'SET claim.#at = :at, claim.touchedAt = :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': lapsedAt },
      }),
    );
    const { page, context, errors } = await session.open(768);
    try {
      await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
      const banner = page.getByRole('region', { name: /In review by Dr Aman Gupta/ });
      await banner.waitFor();
      expect(await banner.textContent()).toContain('another pharmacist may take it over');
      await page.getByRole('button', { name: 'Take over the review' }).click();
      await page.getByRole('button', { name: 'Yes, take it over' }).click();
      await page.getByRole('region', { name: 'Your review' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
