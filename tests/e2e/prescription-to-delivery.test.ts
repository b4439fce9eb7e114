/**
 * The whole path from an uploaded prescription to a delivered cash-on-delivery order, walked as its people walk it in
 * real Chromium against the local stack (docs/behaviour.md "The pharmacist's call", "Fulfilment"; docs/architecture/lifecycle.md
 * "Quotes"): a shopper uploads at 390 px; a pharmacist at 1280 px finds the call due in the queue, logs "Reached",
 * verifies the prescription with its prescriber and builds a two-line quote; the shopper, told by e-mail, accepts it on
 * /track with cash on delivery; the pharmacist confirms the order, support packs, dispatches with a courier and AWB and
 * delivers with the cash collected; /track shows the courier, the AWB and the delivery.
 * MEDVIKA_WALK_SCREENSHOTS=<folder> saves a full-page screenshot of each step there.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, kolkataDate } from '@domain/delivery-estimate';
import { formatMoney } from '@domain/money';
import { scanNewObjects } from '../../dev/malware-scan-stand-in';
import { recordKey } from '../../functions/data/records';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { testAws } from '../support/aws';
import { useBrowserSession } from '../support/browser';
import { signInToConsole } from '../support/cognito';
import { deliverInConsole, dispatchInConsole } from '../support/console-steps';
import { samplePdf } from '../support/http';
import { useLocalMail } from '../support/local-mail';
import { readPdfText } from '../support/pdf-text';
import { TEST_RECEIVER, expiryMonthsAhead, testShipment } from '../support/packing';
import { samplePrescriber } from '../support/prescription-check';

const session = useBrowserSession();
const aws = testAws();
const mail = useLocalMail(aws);
const SCREENSHOTS = process.env.MEDVIKA_WALK_SCREENSHOTS;
const PHONE = '98765 43210';
const EMAIL = 'walk@example.com';
const TELMA = { id: 'prescription-telma-40-tab-15', name: 'Telma 40 Tablet' };
const PARACETAMOL = { id: 'products-paracetamol-500-tab-10', name: 'Paracetamol 500mg Tablet' };

/** Saves a full-page screenshot named `name` when MEDVIKA_WALK_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function stored(kind: 'prescription' | 'order', reference: string): Promise<Record<string, any>> {
  const { Item } = await aws.clients.dynamo.send(
    new GetCommand({ TableName: aws.config.tableName, Key: recordKey(kind, reference), ConsistentRead: true }),
  );
  return Item!;
}

/**
 * Lets the call clock run out: the upload's first call falls due 60 desk minutes after it (domain/call-clock.ts), so a
 * fresh upload is not yet in the "Call due" queue. The test moves that due time a minute into the past, as if the hour
 * had passed, rather than waiting for it.
 */
async function callFallsDue(reference: string) {
  await aws.clients.dynamo.send(
    new UpdateCommand({
      TableName: aws.config.tableName,
      Key: recordKey('prescription', reference),
      UpdateExpression: 'SET #call.#due = :due',
      ExpressionAttributeNames: { '#call': 'call', '#due': 'dueAt' },
      ExpressionAttributeValues: { ':due': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
}

/** Looks `reference` up on /track with the shopper's phone; resolves once the record's heading shows. */
async function track(page: Page, reference: string) {
  await page.goto(`${session.baseUrl}/track`);
  await page.getByRole('textbox', { name: /Reference number/ }).fill(reference);
  await page.getByRole('textbox', { name: /Phone number/ }).fill(PHONE);
  await page.getByRole('button', { name: 'Track' }).click();
  await page.getByRole('heading', { name: reference }).waitFor();
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * The walk's bound: four people and some forty page steps, each bounded by the action timeout (tests/support/browser.ts),
 * are more than the e2e lane's per-test default on a loaded 2-core machine; it ends as soon as the walk does.
 */
const WALK_TIMEOUT_MS = 360_000;

describe('from an uploaded prescription to a delivered cash-on-delivery order (Chromium)', () => {
  it(
    'upload at 390 px, call, verify and quote at 1280 px, accept with COD at 390 px, pack, dispatch and deliver',
    async () => {
      // 1. The shopper uploads a prescription on a phone.
      const shopper = await session.open(390);
      const phone = shopper.page;
      await phone.goto(`${session.baseUrl}/upload`);
      await phone.getByLabel('Patient Name').fill('Meera Walk');
      await phone.getByLabel('Email Address').fill(EMAIL);
      await phone.getByLabel('Phone').fill(`+91 ${PHONE}`);
      await phone.getByLabel('City').selectOption('Delhi');
      await phone.getByLabel('Complete Address').fill('C-4, Malviya Nagar, New Delhi 110017');
      await phone.getByLabel('PIN code').fill('110017');
      await phone.getByLabel('Medicine/Product Name').fill('Telma 40, paracetamol');
      await phone.getByLabel(/^Prescription/).setInputFiles({
        name: 'prescription.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Telma 40 once daily; paracetamol 500 when needed. Dr Asha Rao'),
      });
      await expect.poll(() => phone.locator('.file-preview').textContent()).toContain('prescription.pdf');
      await phone.getByLabel(/I agree/).check();
      await shot(phone, '1-upload-filled-390');
      await phone.getByRole('button', { name: 'Submit' }).click();
      const rx = (await phone.getByTestId('reference').textContent())!;
      expect(rx).toMatch(/^RX-/);
      await phone.getByRole('heading', { name: /prescription has been received/ }).waitFor();
      expect(await noHorizontalOverflow(phone)).toBe(true);
      await shot(phone, '1-upload-received-390');
      // The malware scan tags the file clean, as on AWS; the call's hour passes.
      await scanNewObjects(aws.clients.s3, aws.config.bucketName, new Set());
      await callFallsDue(rx);

      // 2. The pharmacist finds the call due in the queue, calls, verifies and builds the order.
      const desk = await session.open(1280);
      const console_ = desk.page;
      await signInToConsole(console_, session.consoleUrl, 'pharmacist', '/staff/prescriptions');
      await console_.getByRole('checkbox', { name: 'Call due' }).check();
      const row = console_.getByRole('row').filter({ has: console_.getByRole('rowheader', { name: rx }) });
      await row.getByText('Call due').waitFor();
      await shot(console_, '2-queue-call-due-1280');
      await row.getByRole('link', { name: rx }).click();
      await console_.getByRole('heading', { name: `Prescription ${rx}` }).waitFor();

      const call = console_.getByRole('region', { name: 'Call the shopper' });
      expect(await call.getByRole('link', { name: `+91 ${PHONE}` }).getAttribute('href')).toBe('tel:+919876543210');
      await shot(console_, '2-record-call-1280');
      await call.getByRole('radio', { name: 'Reached' }).check();
      await call.getByLabel(/Call note/).fill('Confirmed the address; one strip of each');
      await call.getByRole('button', { name: 'Log call' }).click();
      await call.getByText('Call logged: Reached.').waitFor();
      await console_.getByRole('region', { name: 'History' }).getByText('Call: Reached').waitFor();

      const prescriber = samplePrescriber();
      await console_.getByRole('button', { name: 'Start review' }).click();
      await console_.getByRole('button', { name: 'Verify', exact: true }).click();
      await console_.getByLabel('Doctor’s name').fill(prescriber.name);
      await console_.getByLabel('Council and registration number').fill(prescriber.registration);
      await console_.getByLabel('Doctor’s address').fill(prescriber.address!);
      await console_.getByLabel('Prescription date').fill(addCalendarDays(kolkataDate(new Date()), -3));
      await console_.getByLabel(/the brand/).check();
      // The radios are the browser's small round controls beside their words, not stretched into the fields' frames,
      // and each choice has a line of its own.
      const brand = (await console_.getByLabel(/the brand/).boundingBox())!;
      const composition = (await console_.getByLabel(/only the composition/).boundingBox())!;
      expect(Math.max(brand.width, composition.width)).toBeLessThan(32);
      expect(composition.y).toBeGreaterThan(brand.y + brand.height);
      await shot(console_, '2-verify-check-1280');
      await console_.getByRole('button', { name: 'Yes, verify' }).click();
      await console_.getByText('Done: the prescription is now “Verified”.').waitFor();
      expect(await stored('prescription', rx)).toMatchObject({
        status: 'verified',
        prescriber: { registration: prescriber.registration, address: prescriber.address },
      });

      await console_.getByRole('heading', { name: 'Build the order' }).waitFor();
      const search = console_.getByLabel('Search by name or composition');
      await search.fill('telmisartan');
      await console_.getByRole('button', { name: `Add ${TELMA.name}` }).click();
      expect(await console_.getByRole('checkbox', { name: `${TELMA.name} is on the prescription` }).isChecked()).toBe(true);
      await search.fill('paracetamol');
      await console_.getByRole('button', { name: `Add ${PARACETAMOL.name}` }).click();
      await console_.getByLabel(`Quantity of ${PARACETAMOL.name}`).fill('2');
      await console_.getByLabel('Note to the shopper (optional)').fill('Take Telma after breakfast.');
      await shot(console_, '2-quote-built-1280');
      await console_.getByRole('button', { name: 'Send quote' }).click();
      const orderLink = console_.getByRole('status').getByRole('link', { name: /^ORD-/ });
      await orderLink.waitFor();
      const ord = (await orderLink.textContent())!;
      await shot(console_, '2-quote-sent-1280');
      const quoted = await stored('order', ord);
      expect(quoted).toMatchObject({ status: 'quoted', prescriptionReference: rx, prescriptionLines: [TELMA.id] });
      expect(quoted.lineItems.map((line: any) => [line.productId, line.quantity])).toEqual([
        [TELMA.id, 1],
        [PARACETAMOL.id, 2],
      ]);
      const total = formatMoney(quoted.totalPaise);

      // 3. The shopper is e-mailed the order's reference and accepts it on /track with cash on delivery.
      await runNotifier(mail.notifierAt(new Date()));
      const ready = (await mail.mailbox()).find((sent) => sent.destination.to.includes(EMAIL) && sent.subject.includes(ord));
      expect(ready?.subject).toBe(`Your order ${ord} is ready`);
      await track(phone, ord);
      await phone.getByRole('heading', { name: 'Accept your order' }).waitFor();
      const items = phone.locator('.track-items__table');
      expect(await items.getByRole('rowheader', { name: TELMA.name }).count()).toBe(1);
      expect(await items.getByRole('rowheader', { name: PARACETAMOL.name }).count()).toBe(1);
      expect(await items.locator('.track-items__total').textContent()).toBe(total);
      expect(await noHorizontalOverflow(phone)).toBe(true);
      await shot(phone, '3-track-quote-390');
      await phone.getByRole('radio', { name: 'Cash on delivery' }).check();
      await phone.getByRole('button', { name: 'Accept and place my order' }).click();
      await phone.getByText('Your order is placed. We have e-mailed you a copy.').waitFor();
      await shot(phone, '3-track-accepted-390');
      expect(await stored('order', ord)).toMatchObject({ status: 'placed', payment: { method: 'cod', state: 'pending' } });

      // 4. The pharmacist confirms (only a pharmacist may); support packs, dispatches and delivers.
      await signInToConsole(console_, session.consoleUrl, 'pharmacist', `/staff/records/${ord}`);
      await console_.getByRole('heading', { name: `Order ${ord}` }).waitFor();
      const decision = console_.getByRole('region', { name: 'Next step' });
      await decision.getByRole('button', { name: 'Confirm' }).click();
      await console_.getByRole('form', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
      await console_.getByText('Done: the order is now “Confirmed”.').waitFor();
      await shot(console_, '4-confirmed-1280');
      expect(desk.errors).toEqual([]);

      const support = await session.open(1280);
      const counter = support.page;
      await signInToConsole(counter, session.consoleUrl, 'support', `/staff/records/${ord}`);
      await counter.getByRole('heading', { name: `Order ${ord}` }).waitFor();
      // Support sees what the prescription-only line was checked against: the upload the quote was built from.
      const facts = counter.getByRole('region', { name: 'Customer and delivery' });
      expect(
        await facts
          .locator('dt', { hasText: /^Prescription$/ })
          .locator('+ dd')
          .textContent(),
      ).toBe(`Verified with ${rx}`);
      await counter.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Mark packed' }).click();
      for (const [line, batch] of [
        [TELMA, 'TLM2511'],
        [PARACETAMOL, 'PCM2417A'],
      ] as const) {
        await counter.getByLabel(`Batch number of ${line.name}`).fill(batch);
        await counter.getByLabel(`Expiry month of ${line.name}`).fill(expiryMonthsAhead(12));
      }
      await shot(counter, '4-pack-form-1280');
      await counter.getByRole('form', { name: 'Mark packed' }).getByRole('button', { name: 'Mark packed' }).click();
      await counter.getByText('Done: the order is now “Packed”.').waitFor();
      await dispatchInConsole(counter);
      await shot(counter, '4-dispatched-1280');
      await counter.getByRole('button', { name: 'Mark delivered' }).click();
      await counter
        .getByRole('form', { name: 'Mark delivered' })
        .getByRole('checkbox', { name: `Cash collected: ${total} (cash on delivery)` })
        .waitFor();
      await shot(counter, '4-deliver-form-1280');
      await counter.getByRole('button', { name: 'Not now' }).click();
      await deliverInConsole(counter);
      await counter.getByRole('region', { name: 'History' }).getByText(`Received by ${TEST_RECEIVER}`).waitFor();
      await shot(counter, '4-delivered-1280');
      // The tax invoice of the prescription-only line names its prescriber, as a checkout's prescription order does.
      const [invoice] = await Promise.all([
        counter.waitForEvent('download'),
        counter.getByRole('button', { name: 'Download tax invoice (PDF)' }).click(),
      ]);
      const invoiceText = (await readPdfText(new Uint8Array(await readFile(await invoice.path())))).text;
      expect(invoiceText).toContain(prescriber.name);
      expect(invoiceText).toContain(prescriber.registration);
      expect(invoiceText.replace(/\s+/g, ' ')).toContain(prescriber.address);
      expect(await stored('order', ord)).toMatchObject({
        status: 'delivered',
        receivedBy: TEST_RECEIVER,
        shipment: { courierId: testShipment.courier, awb: testShipment.awb },
        payment: { method: 'cod', state: 'paid', amountPaise: quoted.totalPaise },
      });
      expect(support.errors).toEqual([]);

      // The shopper's /track: the courier, the AWB and who received it.
      await track(phone, ord);
      expect(await phone.locator('.track-shipment dd').allTextContents()).toEqual([
        'Delhivery',
        `${testShipment.awb} (opens the courier's tracking page in a new tab)`,
        `Delivered to ${TEST_RECEIVER}`,
      ]);
      expect(await phone.locator('.track-result__status').textContent()).toBe('Delivered');
      expect(await noHorizontalOverflow(phone)).toBe(true);
      await shot(phone, '4-track-delivered-390');
      expect(shopper.errors).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
