import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scanNewObjects } from '../../dev/malware-scan-stand-in';
import { seriousAxeViolations } from '../support/axe';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { samplePdf, submitPrescription } from '../support/http';

// The pharmacist's call after an upload (docs/behaviour.md "The pharmacist's call") in real Chromium against the local
// stack: the console's "Call the shopper" panel on a fresh upload, a call logged "reached" and shown in the history,
// and /track's next step in English and Hindi at 390 px. MEDVIKA_CALL_SCREENSHOTS (a folder) saves screenshots.
const session = useBrowserSession();
const aws = testAws();
const SCREENSHOTS = process.env.MEDVIKA_CALL_SCREENSHOTS;

async function noHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Looks a request up on /track (or /hi/track) at 390 px with the test shopper's phone; returns the next-step text. */
async function trackNextStep(page: Page, path: string, reference: string): Promise<string> {
  await page.goto(`${session.baseUrl}${path}`);
  await page.locator('[name="reference"]').fill(reference);
  await page.locator('[name="phone"]').fill('98765 43210');
  await page.locator('main form [type="submit"]').first().click();
  await page.locator('.track-result__status').waitFor();
  return (
    (await page
      .locator('.track-result__next')
      .textContent({ timeout: 5000 })
      .catch(() => '')) ?? ''
  );
}

describe('the pharmacist’s call in Chromium', () => {
  it('at 1280 px a pharmacist opens a fresh upload, sees the call due and the tel: link, logs “reached” and sees it in the history', async () => {
    const reference = await submitPrescription(samplePdf('Call the shopper'));
    await scanNewObjects(aws.clients.s3, aws.config.bucketName, new Set());

    // /track at 390 px says when the pharmacist will call, in English and in Hindi.
    const shopper = await session.open(390);
    const english = await trackNextStep(shopper.page, '/track', reference);
    expect(english).toMatch(/^Our pharmacist will call you (by .+ (today|tomorrow)|by .+|shortly)\.$/);
    expect(await noHorizontalOverflow(shopper.page)).toBe(true);
    if (SCREENSHOTS) await shopper.page.screenshot({ path: `${SCREENSHOTS}/track-390-en.png`, fullPage: true });
    const hindi = await trackNextStep(shopper.page, '/hi/track', reference);
    expect(hindi).toMatch(/^हमारे फ़ार्मासिस्ट .*आपको फ़ोन करेंगे।$/);
    expect(await noHorizontalOverflow(shopper.page)).toBe(true);
    if (SCREENSHOTS) await shopper.page.screenshot({ path: `${SCREENSHOTS}/track-390-hi.png`, fullPage: true });

    const { page, errors } = await session.open(1280);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
    await page.getByRole('heading', { name: `Prescription ${reference}` }).waitFor();
    const panel = page.getByRole('region', { name: 'Call the shopper' });
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(await panel.getByText('Call due by').count()).toBe(1);
    expect(await panel.locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noHorizontalOverflow(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/console-call-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await noHorizontalOverflow(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/console-call-768.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // "Call back later" without a time is stopped in the page, naming the field.
    await panel.getByRole('radio', { name: 'Call back later' }).check();
    await panel.getByRole('button', { name: 'Log call' }).click();
    await panel.getByText('Choose the date and time to call back.').waitFor();

    await panel.getByRole('radio', { name: 'Reached' }).check();
    await panel.getByLabel(/Call note/).fill('Confirmed the address; wants two strips');
    await panel.getByRole('button', { name: 'Log call' }).click();
    await panel.getByText('Call logged: Reached.').waitFor();
    // The task is done: no form, the time reached instead of a due time.
    expect(await panel.getByRole('button', { name: 'Log call' }).count()).toBe(0);
    expect(await panel.getByText('Reached', { exact: true }).count()).toBe(1);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Call: Reached').waitFor();
    expect(await history.getByText('Confirmed the address; wants two strips').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/console-call-reached-1280.png`, fullPage: true });

    // After "reached", /track says nothing about a call.
    const after = await trackNextStep(shopper.page, '/track', reference);
    expect(after).not.toMatch(/call/i);
    expect(errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
