/**
 * Refill reminders in Chromium against this run's build and the local API (docs/architecture/email-and-reminders.md "Refill reminders"): a delivered order's /track view sets a reminder (a choice and a separate consent), the e-mail's
 * unsubscribe page asks first and then confirms (opening it changes nothing), and the refill link fills the cart.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { recordKey } from '../../functions/data/records';
import { refillReminderKey } from '../../functions/data/refill-reminders';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { checkoutShopper } from '../support/fixtures';
import { placeOrderThroughApi } from '../support/http';

const session = useBrowserSession();
const aws = testAws();

/** Places an order through the local API (as the checkout page does) and marks it delivered; returns its reference. */
async function deliveredOrder(): Promise<string> {
  const reference = await placeOrderThroughApi(session.baseUrl, [{ id: 'products-paracetamol-500-tab-10', quantity: 2 }]);
  await aws.setRecordFields('order', reference, { status: 'delivered' });
  return reference;
}

const storedReminder = async (reference: string) =>
  (
    await aws.clients.dynamo.send(
      new GetCommand({ TableName: aws.config.tableName, Key: refillReminderKey(recordKey('order', reference)), ConsistentRead: true }),
    )
  ).Item;

describe('refill reminders in Chromium', () => {
  it('sets a reminder on /track only with a chosen delay and the separate consent', async () => {
    const reference = await deliveredOrder();
    const { page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/track`);
    await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
    await page.getByRole('textbox', { name: /Phone number/ }).fill('98110 42367');
    await page.getByRole('button', { name: 'Track' }).click();
    const set = page.getByRole('button', { name: 'Set reminder' });
    await set.waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: /Use the e-mail address/ }).isChecked()).toBe(false);

    await page.getByRole('radio', { name: '30 days' }).check();
    await set.click();
    await page.getByText('Tick the box to let us use your e-mail address for this reminder.').waitFor();
    expect(await storedReminder(reference)).toBeUndefined();

    await page.getByRole('checkbox', { name: /Use the e-mail address/ }).check();
    await set.click();
    await page.getByText(/We will remind you by e-mail on/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await storedReminder(reference)).toMatchObject({ days: 30, reminderState: 'active' });

    await page.getByRole('button', { name: 'Cancel reminder' }).click();
    await page.getByText('Your reminder is cancelled. We will not send it.').waitFor();
    expect(await storedReminder(reference)).toMatchObject({ reminderState: 'cancelled' });
    expect(errors).toEqual([]);
  });

  it('the unsubscribe page asks first, then stops the reminder and confirms', async () => {
    const reference = await deliveredOrder();
    const asked = await fetch(`${session.baseUrl}/api/track/reminder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, phone: checkoutShopper.phone, days: 15, consent: true }),
    });
    expect(asked.status).toBe(200);
    const token = String((await storedReminder(reference))!.unsubscribeToken);

    // A GET of the API URL (a link scanner) changes nothing.
    const scanned = await fetch(`${session.baseUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(scanned.status).toBe(405);

    const { page, errors } = await session.open(1280);
    await page.goto(`${session.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Stop this reminder?' }).waitFor();
    expect((await storedReminder(reference))!.reminderState).toBe('active');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Stop the reminder' }).click();
    await page.getByText(/You will not get this reminder\./).waitFor();
    await page.getByRole('heading', { name: 'Reminder stopped' }).waitFor();
    expect((await storedReminder(reference))!.reminderState).toBe('cancelled');

    await page.goto(`${session.baseUrl}/hi/unsubscribe?token=${encodeURIComponent(`${token.slice(0, -3)}AAA`)}`);
    await page.getByRole('button', { name: 'रिमाइंडर बंद करें' }).click();
    await page.getByText('यह लिंक सही नहीं है। कृपया ईमेल वाला लिंक बिना बदले खोलें।').waitFor();
    expect(errors.filter((error) => !/400/.test(error))).toEqual([]);
  });

  it('the refill link fills the cart with the known items (capped) and leads to checkout', async () => {
    const { page, errors } = await session.open(390);
    const cart = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('medvika:cart:v1'))) ?? '{}') as {
        lines: { productId: string; quantity: number }[];
      };
    await page.goto(`${session.baseUrl}/refill?items=products-paracetamol-500-tab-10:2,no-such-product:1`);
    await page.getByText('We added 1 medicine to your cart:').waitFor();
    await expect.poll(async () => (await cart()).lines).toEqual([{ productId: 'products-paracetamol-500-tab-10', quantity: 2 }]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Opening the link again adds nothing twice.
    await page.reload();
    await page.getByText('We added 1 medicine to your cart:').waitFor();
    expect((await cart()).lines).toEqual([{ productId: 'products-paracetamol-500-tab-10', quantity: 2 }]);

    // A quantity over the checkout's 99 is capped.
    await page.goto(`${session.baseUrl}/hi/refill?items=products-paracetamol-500-tab-10:2,products-pantoprazole-40-tab-15:500`);
    await page.getByText('हमने 2 दवाइयाँ आपके कार्ट में डाल दी हैं:').waitFor();
    await expect
      .poll(async () => (await cart()).lines)
      .toEqual([
        { productId: 'products-paracetamol-500-tab-10', quantity: 2 },
        { productId: 'products-pantoprazole-40-tab-15', quantity: 99 },
      ]);

    await page.getByRole('link', { name: 'ऑर्डर पूरा करें' }).click();
    await page.waitForURL(`${session.baseUrl}/hi/checkout`);
    await page.locator('[data-product-id="products-pantoprazole-40-tab-15"]').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('serves both pages prerendered in both languages, outside the sitemap (like /checkout)', async () => {
    for (const path of ['/refill', '/unsubscribe', '/hi/refill', '/hi/unsubscribe']) {
      expect((await fetch(`${session.baseUrl}${path}`)).status, path).toBe(200);
    }
    const sitemap = await (await fetch(`${session.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/(refill|unsubscribe)</);
  });
});
