import type { Locator, Page } from 'playwright-core';
import { PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';
import { scanNewObjects } from '../../dev/malware-scan-stand-in';
import { seriousAxeViolations } from '../support/axe';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { samplePdf, submitPrescription } from '../support/http';
import { refuseAndReupload } from '../support/reupload';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';

// The prescription review screen (RecordPage review layout, DecisionPanel, NextInQueue, ShortcutHelp, FileViewer's
// scan wait). No scan stand-in runs in the background: each test tags the files itself (scanNewObjects), so the scan
// wait is seen on a file whose tag comes only after the page says it is waiting.
const session = useBrowserSession();
const aws = testAws();
const scanned = new Set<string>();
const tagUploadsClean = () => scanNewObjects(aws.clients.s3, aws.config.bucketName, scanned);

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** True when the whole box of `locator` lies inside the viewport (no scrolling needed to see or reach it). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return Boolean(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height);
}

/** The id of the focused element. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The accessible text of the focused element. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** A drawn PDF page: the canvas of pdf.js with dark pixels on it. */
function pdfDrawn(page: Page, reference: string): Promise<boolean> {
  return page
    .getByRole('img', { name: `Prescription ${reference}, page 1 of 1` })
    .evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      if (canvas.width < 100) return false;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let at = 0; at < pixels.length; at += 4) if (pixels[at]! < 128 && pixels[at + 3]! > 0) return true;
      return false;
    })
    .catch(() => false);
}

async function noHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

describe('prescription review screen in Chromium', () => {
  it('at 1280 px: the file on the left, and a pharmacist verifies with the prescriber’s details and rejects by keyboard (V, R, N)', async () => {
    const first = await submitPrescription(samplePdf('First in the queue'));
    const second = await submitPrescription(samplePdf('Second in the queue'));
    await tagUploadsClean();
    const { page, errors } = await session.open(1280);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${first}`);
    await page.getByRole('heading', { name: `Prescription ${first}` }).waitFor();
    await expect.poll(() => pdfDrawn(page, first)).toBe(true);

    // The file takes at least 60 % of the 1280 × 800 screen, left of the decision column, Verify and Reject in view.
    const [fileBox, columnBox] = (await Promise.all(
      ['.staff-record__file', '.staff-record__column'].map((selector) => page.locator(selector).boundingBox()),
    )) as [NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>, NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>];
    expect(fileBox.width / page.viewportSize()!.width).toBeGreaterThanOrEqual(0.6);
    expect(fileBox.x + fileBox.width).toBeLessThanOrEqual(columnBox.x);
    expect(await inViewport(page, page.getByRole('button', { name: 'Start review' }))).toBe(true);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Start review' }).click();
    await expect.poll(() => focusedText(page)).toBe('Verify');
    expect(await inViewport(page, page.getByRole('button', { name: 'Verify', exact: true }))).toBe(true);
    expect(await inViewport(page, page.getByRole('button', { name: 'Reject', exact: true }))).toBe(true);

    // V opens the second, deliberate step: the prescription check, focus in its first field. It is filled by keyboard;
    // a date more than six months old is refused under its field, and what was typed stays.
    await page.keyboard.press('v');
    await expect.poll(() => focusedId(page)).toBe('check-doctor');
    expect(await inViewport(page, page.getByLabel('Doctor’s name'))).toBe(true);
    await expectAxeClean(page);
    await page.keyboard.type('Dr Meena Iyer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('DMC/R/12345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Iyer Clinic, Lajpat Nagar, New Delhi');
    const date = page.getByLabel('Prescription date');
    await date.fill(addCalendarDays(kolkataDate(new Date()), -200));
    await page.getByLabel(/only the composition/).check();
    await page.getByLabel('Council and registration number').press('Enter');
    await page.getByText('This prescription is more than six months old and cannot be accepted.').waitFor();
    await expect.poll(() => focusedId(page)).toBe('check-date');
    expect(await page.getByLabel('Doctor’s name').inputValue()).toBe('Dr Meena Iyer');
    const prescribedOn = addCalendarDays(kolkataDate(new Date()), -20);
    await date.fill(prescribedOn);
    await page.getByRole('button', { name: 'Yes, verify' }).click();
    await page.getByText('Done: the prescription is now “Verified”.').waitFor();
    await expect.poll(() => focusedText(page)).toBe('Next in queue');
    const stored = (await aws.itemsOfKind('prescription')).find((item) => item.reference === first);
    expect(stored?.prescriber).toEqual({
      name: 'Dr Meena Iyer',
      registration: 'DMC/R/12345',
      address: 'Iyer Clinic, Lajpat Nagar, New Delhi',
      prescribedOn,
      namesComposition: true,
    });

    // N opens the oldest prescription still waiting: the second one.
    await page.keyboard.press('n');
    await page.getByRole('heading', { name: `Prescription ${second}` }).waitFor();
    // V on a prescription still "New" starts the review, its only forward step; focus then waits on Verify.
    await page.getByRole('button', { name: 'Start review' }).waitFor();
    await page.keyboard.press('v');
    await expect.poll(() => focusedText(page)).toBe('Verify');

    // R opens the reason form with focus in it; keys typed into the note are text, not shortcuts.
    await page.keyboard.press('r');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('reason');
    await page.getByLabel(/Reason/).selectOption('unreadable');
    await page.getByLabel(/^Note/).fill('');
    await page.getByLabel(/^Note/).pressSequentially('very blurred, retake');
    expect(await page.getByRole('button', { name: 'Yes, verify' }).count()).toBe(0);
    expect(await page.getByLabel(/^Note/).inputValue()).toBe('very blurred, retake');
    const submit = page.getByRole('form', { name: 'Reject' }).getByRole('button', { name: 'Reject' });
    expect(await inViewport(page, submit)).toBe(true);
    await submit.click();
    await page.getByText('Done: the prescription is now “Rejected”.').waitFor();
    await expect.poll(() => focusedText(page)).toBe('Next in queue');

    // ? lists the shortcuts in a modal dialog; Esc closes it, and focus is back where it was (WCAG 2.4.3).
    // The dialog restores focus in its `close` event, which Chromium fires as a later task: the page counts those
    // events from before the first opening, so each step below waits for its own close and no blur can race it.
    await page.evaluate(() => {
      const counted = window as unknown as { shortcutListCloses: number };
      counted.shortcutListCloses = 0;
      document.querySelector('dialog.staff-shortcuts__dialog')!.addEventListener('close', () => counted.shortcutListCloses++);
    });
    const closes = () => page.evaluate(() => (window as unknown as { shortcutListCloses: number }).shortcutListCloses);
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Next in queue');
    expect(await help.textContent()).toContain('Start review of a new prescription');
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect.poll(closes).toBe(1);
    await help.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedText(page)).toBe('Next in queue');
    // Opened by ? with nothing focused, closing puts focus on its button rather than leaving it on the page's body.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+?');
    await help.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(closes).toBe(2);
    await help.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedText(page)).toBe('Keyboard shortcuts (?)');

    // Nothing else waits: N says so instead of doing nothing.
    await page.keyboard.press('n');
    await page.getByText('No other prescription is waiting for review.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 768 px: the file first, then Verify and Reject in a bar stuck to the bottom of the screen', async () => {
    const reference = await submitPrescription(samplePdf('Tablet review'));
    await tagUploadsClean();
    const { page, errors } = await session.open(1024);
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
    await page.getByRole('heading', { name: `Prescription ${reference}` }).waitFor();
    // At 1024 px, the narrowest two-column width, the next step is still on screen beside the file.
    expect(await inViewport(page, page.getByRole('button', { name: 'Start review' }))).toBe(true);
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => pdfDrawn(page, reference)).toBe(true);
    const fileBox = (await page.locator('.staff-record__file').boundingBox())!;
    const decision = page.getByRole('region', { name: 'Next step' });
    expect(fileBox.y).toBeLessThan((await decision.boundingBox())!.y);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Start review' }).click();
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await expect.poll(() => focusedText(page)).toBe('Verify');
    for (const y of [0, 600, 5000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await inViewport(page, verify)).toBe(true);
      expect(await inViewport(page, page.getByRole('button', { name: 'Reject', exact: true }))).toBe(true);
    }
    await page.keyboard.press('v');
    await expect.poll(() => focusedId(page)).toBe('check-doctor');
    await page.keyboard.type('Dr Meena Iyer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('UPMC 54321');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Iyer Clinic, Civil Lines, Kanpur');
    await page.getByLabel('Prescription date').fill(addCalendarDays(kolkataDate(new Date()), -3));
    await page.getByLabel(/the brand/).check();
    await page.getByLabel('Council and registration number').press('Enter');
    await page.getByText('Done: the prescription is now “Verified”.').waitFor();
    await expectAxeClean(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a file opened before its malware scan shows the wait, then appears by itself once tagged clean', async () => {
    const reference = await submitPrescription(samplePdf('Just uploaded'));
    const { page, errors } = await session.open(1280);
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
    await page.getByText('Scanning for malware… usually a few seconds.').waitFor();
    await expectAxeClean(page);
    expect(await tagUploadsClean()).toBeGreaterThan(0);
    await expect.poll(() => pdfDrawn(page, reference)).toBe(true);
    expect(await page.getByText('Scanning for malware…').count()).toBe(0);
    // Chromium logs each refused poll (409 FILE_SCAN_PENDING) as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
    await page.close();
  });
  it('a file whose malware scan failed shows the reason and what to do at once, never the scan wait, and is asked for once', async () => {
    const reference = await submitPrescription(samplePdf('Scan failed'));
    const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === reference) as {
      file: { key: string };
    };
    await aws.clients.s3.send(
      new PutObjectTaggingCommand({
        Bucket: aws.config.bucketName,
        Key: item.file.key,
        Tagging: { TagSet: [{ Key: MALWARE_SCAN_TAG_KEY, Value: 'FAILED' }] }, // as GuardDuty would
      }),
    );
    const { page, errors } = await session.open(1280);
    // The page's timers run on Playwright's clock (at the real time, flowing), so the test can move past the back-off's
    // waits at once instead of waiting them out.
    await page.clock.install();
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes(`/records/${reference}/file-content`)) asked += 1;
    });
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
    const alert = page.getByRole('alert').filter({ hasText: 'We could not show the file.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'The malware scan of this file failed, so it cannot be opened. Ask an administrator to rescan it.',
    );
    expect(await page.getByText('Scanning for malware…').count()).toBe(0);
    // Past the back-off's first two waits (1 s, 2 s): a retry scheduled after the refusal would fire now.
    await page.clock.runFor(3500);
    // A later event: "Try again" asks once more, and a retry fired above would have been asked for before it.
    const askedAgain = page.waitForResponse((response) => response.url().includes(`/records/${reference}/file-content`));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await askedAgain;
    await alert.waitFor();
    expect(asked).toBe(2);
    expect(await page.getByText('Scanning for malware…').count()).toBe(0);
    await expectAxeClean(page);
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
    await page.close();
  });
  it('a re-uploaded prescription shows the current and the refused upload on tabs, each with its upload time', async () => {
    const reference = await submitPrescription(samplePdf('Blurred first photo'));
    await refuseAndReupload(reference, [samplePdf('Clear second photo'), 'clear.pdf', 'application/pdf']);
    await tagUploadsClean();
    const { page, errors } = await session.open(1280);
    await signInToConsole(page, session.consoleUrl, 'pharmacist', `/staff/records/${reference}`);
    const tabs = page.getByRole('tablist', { name: 'Uploads of this prescription' }).getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual([
      expect.stringMatching(/^Upload 2 of 2 \(current\), .*\d{4}/),
      expect.stringMatching(/^Upload 1 of 2 \(refused\), .*\d{4}/),
    ]);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Prescription file (current upload)' }).waitFor();
    await expect.poll(() => pdfDrawn(page, reference)).toBe(true);
    await expectAxeClean(page);

    // Arrow keys move between the tabs (WAI-ARIA tabs); the refused upload comes through ?file=0.
    const earlier = page.waitForRequest((request) => request.url().includes('/file-content?file=0'));
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await earlier;
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Prescription file (upload 1, refused)' }).waitFor();
    await expect.poll(() => pdfDrawn(page, reference)).toBe(true);
    await expectAxeClean(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});
