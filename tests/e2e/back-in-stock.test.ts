/**
 * "Notify me when it is back" in Chromium at a phone's width (390 px), against this run's build and the local API
 * (docs/behaviour.md "Notify me when it is back"): an out-of-stock product says so and offers the form on its own
 * reserved line (nothing moves), the form refuses a missing consent by its code and keeps the address, confirms in
 * place, and once a pharmacist receives stock the shopper's e-mail reaches the SES emulator, once, in their language.
 * Screenshots of the open form (English and Hindi) go to SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { readShelfItem } from '../../functions/data/shelf';
import { testAws } from '../support/aws';
import { seriousAxeViolations } from '../support/axe';
import { useBrowserSession } from '../support/browser';
import { SITE_ORIGIN, useLocalMail } from '../support/local-mail';
import { putShelfItem } from '../support/shelf-items';
import { pharmacistClaims } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const session = useBrowserSession();
const aws = testAws();
const { notifierAt, mailbox } = useLocalMail(aws);

// Products no other browser test changes (domain/catalogue/products.ts).
const ENGLISH_PRODUCT = 'nutrition-protinex-original-250g';
const HINDI_PRODUCT = 'feminine-vwash-plus-200ml';

/** Receives 10 packs as a pharmacist on the Catalogue page would (the staff API, with the item's version). */
async function receiveTen(productId: string): Promise<void> {
  const { version } = (await readShelfItem(aws.clients.dynamo, aws.config.tableName, productId))!;
  const answer = await staffRequest(pharmacistClaims, 'PATCH', `/catalogue/${productId}`, {
    json: { version, reason: 'Supplier delivery', stockChange: { receive: 10 } },
  });
  expect(answer.status).toBe(200);
}

describe('notify me when it is back (390 px)', () => {
  it('offers the form on an out-of-stock product, confirms in place, and e-mails once when stock is received', async () => {
    await putShelfItem(aws, { productId: ENGLISH_PRODUCT, stock: 0 });
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/product/${ENGLISH_PRODUCT}`);
    await expect.poll(() => page.locator('.product-page__info .stock-note').textContent()).toBe('Out of stock');
    await page.getByRole('button', { name: 'Notify me when it is back' }).click();
    const email = page.getByRole('textbox', { name: 'Your e-mail address' });
    await email.waitFor();
    expect(await page.getByRole('checkbox', { name: /send me one e-mail/ }).isChecked()).toBe(false);
    await email.fill('leela.notify@example.com');
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/notify-form-en-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await page.locator('.field__error').first().waitFor();
    expect(await email.inputValue()).toBe('leela.notify@example.com');
    await page.getByRole('checkbox', { name: /send me one e-mail/ }).check();
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await page.getByText('Done. We will send one e-mail to leela.notify@example.com when this product is back in stock.').waitFor();
    // Withdrawing is one tap away: the link opens the unsubscribe page with this subscription's token.
    const stop = page.getByRole('link', { name: 'Changed your mind? Stop this e-mail' });
    expect(await stop.getAttribute('href')).toMatch(/^\/unsubscribe\?token=back_in_stock\./);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    await receiveTen(ENGLISH_PRODUCT);
    await runNotifier(notifierAt(new Date()));
    const mails = (await mailbox()).filter((mail) => mail.destination.to.includes('leela.notify@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/is back in stock$/);
    expect(mails[0]!.body.text).toContain(`${SITE_ORIGIN}/product/${ENGLISH_PRODUCT}`);
    await context.close();
  });

  it('speaks Hindi on /hi, and the e-mail follows the page’s language', async () => {
    await putShelfItem(aws, { productId: HINDI_PRODUCT, stock: 0 });
    const { context, page, errors } = await session.open(390);
    await page.goto(`${session.baseUrl}/hi/product/${HINDI_PRODUCT}`);
    await page.getByRole('button', { name: 'स्टॉक में आने पर मुझे बताएँ' }).click();
    await page.getByRole('textbox', { name: 'आपका ईमेल पता' }).fill('kabir.notify@example.com');
    await page.getByRole('checkbox').check();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/notify-form-hi-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'मुझे बताएँ', exact: true }).click();
    await page.getByText(/kabir\.notify@example\.com पर एक ईमेल भेजेंगे/).waitFor();
    expect(errors).toEqual([]);

    await receiveTen(HINDI_PRODUCT);
    await runNotifier(notifierAt(new Date()));
    const mails = (await mailbox()).filter((mail) => mail.destination.to.includes('kabir.notify@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/फिर से स्टॉक में है$/);
    expect(mails[0]!.body.text).toContain(`${SITE_ORIGIN}/hi/product/${HINDI_PRODUCT}`);
    await context.close();
  });
});
