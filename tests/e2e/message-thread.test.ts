/**
 * A message conversation end to end in Chromium (docs/behaviour.md "Track"): the customer writes from /contact, support
 * answers in the console, the answer arrives by e-mail (the notifier run against an SES emulator, as it reaches a
 * shopper), the customer reads it on /track and replies there, and support sees the reply with the message back in
 * the "Customer replied" queue. Shopper pages at 390 px, the console at 1280 px (and the reverse for the layout check).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { kolkataDate } from '@domain/delivery-estimate';
import { recordKey } from '../../functions/data/records';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { shopperDate } from '../../web/src/lib/dates';
import { testAws } from '../support/aws';
import { submitThroughHandler } from '../support/http';
import { supportClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { useErasureMail } from '../support/erasure-mail';

const session = useBrowserSession();
const aws = testAws();
const mail = useErasureMail(aws);

const customer = { name: 'Asha Thread', email: 'asha.thread@example.in', mobile: '98110 42367' };

/** Sends a message from /contact as a shopper does; returns its MSG- reference. */
async function sendContactMessage(page: Page, message: string): Promise<string> {
  await page.goto(`${session.baseUrl}/contact`);
  await page.getByRole('textbox', { name: /^Name/ }).fill(customer.name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(customer.email);
  await page.getByRole('textbox', { name: /^Mobile/ }).fill(customer.mobile);
  await page.getByRole('textbox', { name: /^Message/ }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const reference = (await page.getByTestId('contact-reference').textContent())!;
  expect(reference).toMatch(/^MSG-\d{8}-[0-9A-Z]{8}$/);
  return reference;
}

/** Opens /track and looks the reference up with the customer's mobile number. */
async function openTrack(page: Page, reference: string) {
  await page.goto(`${session.baseUrl}/track`);
  await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
  await page.getByRole('textbox', { name: /Phone number/ }).fill(customer.mobile);
  await page.getByRole('button', { name: 'Track' }).click();
  await page.getByRole('heading', { name: reference }).waitFor();
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling at 390 px). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('message conversations in Chromium', () => {
  for (const [shopperWidth, staffWidth] of [
    [390, 1280],
    [1280, 390],
  ] as const) {
    it(`contact → answer in the console → e-mail → /track thread → reply → support sees it (shopper ${shopperWidth} px, console ${staffWidth} px)`, async () => {
      const question = `Can I collect my order at the Noida store? (${shopperWidth})`;
      const answerText = 'Yes: choose store pickup at checkout.\nWe keep it for 3 days.';
      const replyText = 'Thank you. Is the store open on Sunday?';

      const shopper = await session.open(shopperWidth);
      const reference = await sendContactMessage(shopper.page, question);

      // Support answers in the console.
      const staff = await session.open(staffWidth);
      await signInToConsole(staff.page, session.consoleUrl, 'support', `/staff/records/${reference}`);
      const conversation = staff.page.getByRole('region', { name: 'Conversation' });
      await conversation.getByText(question).waitFor();
      expect(await seriousAxeViolations(staff.page)).toEqual([]);
      await staff.page.getByLabel(/Your answer/).fill(answerText);
      await staff.page.getByRole('button', { name: 'Send answer' }).click();
      await staff.page.getByText('Answer sent: the message is now “Answered”').waitFor();
      expect(await conversation.textContent()).toContain('We keep it for 3 days.');
      expect(await staff.page.getByLabel(/Your answer/).count()).toBe(0); // answered: it waits for the customer now

      // The answer reaches the customer's inbox, once.
      await runNotifier(mail.notifierAt(new Date()));
      const mails = (await mail.mailbox()).filter((sent) => sent.subject === `Our answer to your message ${reference}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.destination.to).toEqual([customer.email]);
      expect(mails[0]!.body.text).toContain(answerText);

      // The customer reads the conversation on /track and replies; the thread updates in place.
      const { page, errors } = shopper;
      await openTrack(page, reference);
      const thread = page.getByRole('region', { name: 'Your conversation with us' });
      await thread.getByText('We keep it for 3 days.').waitFor();
      expect(await thread.getByText(question).count()).toBe(1);
      expect(await thread.textContent()).not.toContain('Neha'); // never a staff name
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // An empty reply is refused with a visible message; the counter follows the text.
      await page.getByRole('button', { name: 'Send reply' }).click();
      await thread.locator('.field__error').waitFor();
      const box = page.getByRole('textbox', { name: /Your reply/ });
      await box.fill(replyText);
      await thread.getByText(`${replyText.length} of 2000 characters`).waitFor();
      const url = page.url();
      await page.getByRole('button', { name: 'Send reply' }).click();
      await page.getByRole('status').filter({ hasText: 'Reply sent' }).waitFor();
      await thread.getByText(replyText).waitFor();
      expect(await box.inputValue()).toBe('');
      expect(await page.locator('.track-result__status').textContent()).toBe('Your reply is with us: we will answer soon');
      expect(page.url()).toBe(url); // no reload, nothing in the URL
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(replyText);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);

      // Support sees the reply, and the message in the "Customer replied" queue.
      await signInToConsole(staff.page, session.consoleUrl, 'support', `/staff/messages?status=awaiting_support`);
      await staff.page.getByRole('link', { name: reference }).click();
      await conversation.getByText(replyText).waitFor();
      expect(await staff.page.getByLabel(/Your answer/).count()).toBe(1); // it takes an answer again
      expect(await seriousAxeViolations(staff.page)).toEqual([]);
      expect(staff.errors).toEqual([]);
      await staff.context.close();
      await shopper.context.close();
    });
  }
});

describe('a conversation in its last 30 days before deletion, on /hi/track at 390 px', () => {
  it('shows no reply form but the day it is deleted, in Hindi', async () => {
    const reference = await submitThroughHandler({ form: 'contact', ...customer, message: 'क्या आप रविवार को डिलीवरी करते हैं?' }, {}, 'hi');
    const answered = await staffRequest(supportClaims, 'POST', `/records/${reference}/answer`, {
      json: { text: 'हाँ, रविवार को भी।', version: 1 },
    });
    expect(answered.status).toBe(200);
    // As if support last answered eleven months ago: the TTL is 20 days away.
    const expiresAt = Math.floor(Date.now() / 1000) + 20 * 86_400;
    await aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: aws.config.tableName,
        Key: recordKey('message', reference),
        UpdateExpression: 'SET expiresAt = :at',
        ExpressionAttributeValues: { ':at': expiresAt },
      }),
    );

    const { page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/hi/track`);
    await page.locator('[name="reference"]').fill(reference);
    await page.locator('[name="phone"]').fill(customer.mobile);
    await page.locator('main form [type="submit"]').first().click();
    const closing = page.locator('.message-thread__full');
    await closing.waitFor();
    const day = shopperDate(kolkataDate(new Date(expiresAt * 1000)), 'hi');
    expect(await closing.textContent()).toBe(
      `यह बातचीत हमारे आख़िरी जवाब के एक साल बाद, ${day} को मिटा दी जाएगी, इसलिए इस पर अब जवाब नहीं भेजा जा सकता। कृपया संपर्क पेज से नया संदेश भेजें।`,
    );
    expect(await page.locator('.message-thread textarea').count()).toBe(0);
    // The next step offers no reply either.
    expect(await page.locator('.track-result__next').textContent()).toBe('हमारा जवाब नीचे है।');
    expect(await page.locator('.message-thread').getByText('हाँ, रविवार को भी।').count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.MEDVIKA_THREAD_SCREENSHOT) await page.screenshot({ path: process.env.MEDVIKA_THREAD_SCREENSHOT, fullPage: true });
    expect(errors).toEqual([]);
  });
});
