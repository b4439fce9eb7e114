/**
 * An order's e-mails list what was ordered (domain/order-summary.ts, domain/notifications.ts): an order placed through
 * the checkout (POST /api/submit-form/, form=checkout) against the emulators, its e-mails drawn by the real notifier
 * core and sent through the SES v2 SDK to aws-ses-v2-local, carry each item with its quantity and amount, the total
 * with its GST and the payment, in both parts and in the order's language; no subject names a medicine. The notifier
 * also sets a cancelled order's retention when it handles the cancellation's e-mail (functions/notifier/order-retention.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { formatMoney } from '@domain/money';
import { notificationAddresses } from '@domain/notifications';
import { PAYMENT_WINDOW_MS } from '@domain/payment';
import { pharmacyPhone } from '@domain/pharmacy-contact';
import { formatShopperDateTime } from '@domain/shopper-date-time';
import type { PricedLine } from '@domain/pricing';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../functions/notifier/email';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { parseReference } from '../../functions/runtime/reference';
import { testAws } from '../support/aws';
import { SITE_ORIGIN, useLocalMail, type StoredMail } from '../support/local-mail';
import { checkoutShopper } from '../support/fixtures';
import { invoke, submitThroughHandler } from '../support/http';
import { handler as trackHandler } from '../../functions/track/track.handler';
import { CANCELLED_ORDER_RETENTION_DAYS, TAX_RECORD_RETENTION_YEARS, expiryAfterYears } from '@domain/retention';
import { pharmacistClaims as pharmacist } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

const aws = testAws();
const mail = useLocalMail(aws);

// Over-the-counter products (web/src/content/products.ts), so the orders are placed without a prescription.
const DOLO = 'products-dolo-650-tab-15';
const GRIPE_WATER = 'baby-woodwards-gripe-water-130ml';

/** Places a two-line order from a page in `language`, paid by `payment`; returns its reference. */
function placeOrder(language: string, payment: 'cod' | 'online'): Promise<string> {
  const items = JSON.stringify([
    { id: DOLO, quantity: 3 },
    { id: GRIPE_WATER, quantity: 2 },
  ]);
  return submitThroughHandler({ form: 'checkout', ...checkoutShopper, payment, items }, {}, language);
}

async function stored(reference: string): Promise<Record<string, unknown>> {
  const key = parseReference(reference)!.key;
  return (await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: key, ConsistentRead: true }))).Item!;
}

/** Sends what is due; returns the shopper's e-mails about `reference`, oldest first. */
async function shopperMails(reference: string): Promise<StoredMail[]> {
  await runNotifier(mail.notifierAt(new Date()));
  return (await mail.mailbox()).filter(
    (sent) => sent.subject.includes(reference) && !sent.destination.to.includes(notificationAddresses.pharmacyInbox),
  );
}

async function changeStatus(reference: string, to: string) {
  const { version } = await stored(reference);
  const response = await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, { json: { to, version } });
  expect(response.status).toBe(200);
}

describe('an order’s e-mails list its items, total and payment', () => {
  it('English, cash on delivery: the placed and confirmed e-mails list each item and say what to pay on delivery', async () => {
    const reference = await placeOrder('en-IN,en;q=0.9', 'cod');
    const order = await stored(reference);
    const lines = order.lineItems as PricedLine[];
    expect(lines.map((line) => line.quantity)).toEqual([3, 2]);
    const total = formatMoney(Number(order.totalPaise));
    await changeStatus(reference, 'confirmed');

    const mails = await shopperMails(reference);
    expect(mails.map((sent) => sent.subject)).toEqual([`We received your order ${reference}`, `Your order ${reference} is confirmed`]);
    for (const sent of mails) {
      const text = sent.body.text!;
      for (const line of lines) expect(text).toContain(`${line.name} × ${line.quantity}: ${formatMoney(line.lineTotalPaise)}`);
      expect(text).toContain(`Total (incl. GST ${formatMoney(Number(order.gstPaise))}): ${total}`);
      expect(text).toContain(`Pay ${total} in cash on delivery.`);
      const html = sent.body.html!;
      for (const line of lines) expect(html).toContain(`${escapeHtml(line.name)} × ${line.quantity}</td>`);
      expect(html).toContain(`>${total}</td>`);
      // Subjects show on lock screens: never a medicine's name.
      for (const line of lines) expect(sent.subject).not.toContain(line.name.split(' ')[0]);
    }
  });

  it('Hindi, paid online: the e-mail lists the items in Hindi with the ₹ total and the time to pay by, and no subject names a medicine', async () => {
    const reference = await placeOrder('hi-IN', 'online');
    const order = await stored(reference);
    expect(order.locale).toBe('hi');
    const lines = order.lineItems as PricedLine[];
    const total = formatMoney(Number(order.totalPaise));
    // Unpaid 30 minutes after it was placed, the order is cancelled (domain/payment.ts): the e-mail says when, in India's time.
    const deadline = formatShopperDateTime(new Date(Date.parse(String(order.createdAt)) + PAYMENT_WINDOW_MS).toISOString(), 'hi');

    const [placed] = await shopperMails(reference);
    expect(placed!.subject).toMatch(/[\u0900-\u097F]/);
    for (const [part, written] of [
      [placed!.body.text!, (name: string) => name],
      [placed!.body.html!, escapeHtml],
    ] as const) {
      expect(part).toContain('आपका ऑर्डर');
      for (const line of lines) expect(part).toContain(`${written(line.name)} (मात्रा ${line.quantity})`);
      expect(part).toContain(`कुल (GST ${formatMoney(Number(order.gstPaise))} सहित)`);
      expect(part).toContain(total);
      expect(part).toContain(
        `यह ऑर्डर बनाए रखने के लिए ${deadline} तक ${total} का भुगतान UPI या कार्ड से ऑनलाइन करें। तब तक भुगतान न होने पर ऑर्डर रद्द हो जाता है।`,
      );
      // How to reach the pharmacy: the Hindi contact page, and its phone (in the HTML part a tel: link).
      expect(part).toContain(`${SITE_ORIGIN}/hi/contact`);
    }
    expect(placed!.body.text!).toContain(`हमें ${pharmacyPhone.display} पर फ़ोन करें।`);
    expect(placed!.body.html!).toContain(
      `हमें <a href="tel:${pharmacyPhone.e164}" style="color:#0b5394;">${pharmacyPhone.display}</a> पर फ़ोन करें।`,
    );
    for (const line of lines) expect(placed!.subject).not.toContain(line.name.split(' ')[0]);
  });
});

/** A shopper's POST to /api/track/`action` for `reference` with the checkout's phone (cancel, payment). */
const trackPost = (action: 'cancel' | 'payment', body: Record<string, unknown>) =>
  invoke(trackHandler, {
    method: 'POST',
    path: `/api/track/${action}`,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ phone: checkoutShopper.phone, ...body })),
  });

/** When the order was cancelled, as its history records it. */
function cancelledAt(order: Record<string, unknown>): Date {
  const entry = (order.history as { at: string; to: string }[]).findLast((step) => step.to === 'cancelled');
  return new Date(entry!.at);
}

describe('a cancelled order’s retention, set by the notifier with the cancellation’s e-mail', () => {
  it('cancelled by the shopper with nothing paid: deleted 180 days after the cancellation, never by the track function', async () => {
    const reference = await placeOrder('en-IN,en;q=0.9', 'cod');
    const cancelled = await trackPost('cancel', { reference, reason: 'shopper_ordered_by_mistake' });
    expect(cancelled.status).toBe(200);
    const before = await stored(reference);
    expect(before).toMatchObject({ status: 'cancelled', payment: { method: 'cod', state: 'not_charged' } });
    // The public track function's grant cannot write a TTL (infra/constructs/api.ts): the notifier sets it.
    expect(before.expiresAt).toBeUndefined();

    const mails = await shopperMails(reference);
    expect(mails.some((mail) => /cancelled/i.test(mail.subject))).toBe(true);
    const at = cancelledAt(before);
    expect((await stored(reference)).expiresAt).toBe(Math.floor(at.getTime() / 1000) + CANCELLED_ORDER_RETENTION_DAYS * 86_400);
  });

  it('paid online, then cancelled by staff: kept 8 years from the cancellation, as the accounts of a refunded payment', async () => {
    const reference = await placeOrder('en-IN,en;q=0.9', 'online');
    expect((await trackPost('payment', { reference })).status).toBe(200);
    const paid = await stored(reference);
    const response = await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, {
      json: { to: 'cancelled', reason: 'out_of_stock', version: paid.version },
    });
    expect(response.status).toBe(200);
    const before = await stored(reference);
    expect(before).toMatchObject({ payment: { state: 'refund_pending' }, refund: { state: 'started' } });
    expect(before.expiresAt).toBeUndefined();

    await shopperMails(reference);
    expect((await stored(reference)).expiresAt).toBe(expiryAfterYears(cancelledAt(before), TAX_RECORD_RETENTION_YEARS));
  });
});
