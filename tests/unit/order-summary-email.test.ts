/**
 * An order's summary in its e-mails (domain/order-summary.ts, domain/notifications.ts orderSummaryContent,
 * functions/notifier/email.ts): the items with their amounts, the total with its GST and the payment sentence, in the
 * plain-text and HTML parts, in English and Hindi; never in the subject.
 */
import { notificationContent, paymentSentence, shopperNotifications, type NotificationFacts } from '@domain/notifications';
import { orderSummaryOf, type OrderSummary } from '@domain/order-summary';
import { paymentStates } from '@domain/payment';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../functions/notifier/email';

const ORIGIN = 'https://www.medvika.in';
const base = { audience: 'shopper', kind: 'order', reference: 'ORD-20261123-ABCD2345', siteOrigin: ORIGIN } as const;

/** A stored order as the checkout writes it (domain/pricing.ts PricedOrder), with what the summary must not read. */
const storedOrder = {
  kind: 'order',
  name: 'Meera Nair',
  address: 'C-4, Hauz Khas, New Delhi',
  lineItems: [
    { productId: 'a', name: 'Dolo 650 Tablet', quantity: 2, unitPricePaise: 3000, lineTotalPaise: 6000, gstPaise: 643 },
    { productId: 'b', name: 'Azee 500 Tablet', quantity: 1, unitPricePaise: 11950, lineTotalPaise: 11950, gstPaise: 1280 },
  ],
  totalPaise: 17950,
  gstPaise: 1923,
  payment: { method: 'cod', state: 'pending' },
};

const summary = orderSummaryOf(storedOrder)!;
const email = (facts: Partial<NotificationFacts> & { status: string }) =>
  renderEmail(notificationContent({ ...base, orderSummary: summary, ...facts }));

describe('orderSummaryOf', () => {
  it('reads the lines, total, GST and payment of a stored order, and nothing else', () => {
    expect(summary).toEqual({
      lines: [
        { name: 'Dolo 650 Tablet', quantity: 2, lineTotalPaise: 6000 },
        { name: 'Azee 500 Tablet', quantity: 1, lineTotalPaise: 11950 },
      ],
      totalPaise: 17950,
      gstPaise: 1923,
      payment: { method: 'cod', state: 'pending' },
    });
  });

  it('has none for a record without priced lines or total (an erased order)', () => {
    expect(orderSummaryOf({ kind: 'order', status: 'erased' })).toBeUndefined();
    expect(orderSummaryOf({ lineItems: storedOrder.lineItems })).toBeUndefined();
    expect(orderSummaryOf({ lineItems: [{ name: 'x', quantity: 1.5, lineTotalPaise: 10 }], totalPaise: 10 })).toBeUndefined();
  });

  it('gives an unpaid online order the time it must be paid by: 30 minutes after it was placed or its quote accepted', () => {
    const online = { ...storedOrder, createdAt: '2026-11-30T18:50:00.000Z', payment: { method: 'online', state: 'pending' } };
    expect(orderSummaryOf(online)?.payBy).toBe('2026-11-30T19:20:00.000Z');
    expect(orderSummaryOf({ ...online, acceptedAt: '2026-12-01T04:00:00.000Z' })?.payBy).toBe('2026-12-01T04:30:00.000Z');
    // Nothing to pay online by a deadline: paid, cash on delivery, or no time of placing to count from.
    expect(orderSummaryOf({ ...online, payment: { method: 'online', state: 'paid' } })).not.toHaveProperty('payBy');
    expect(orderSummaryOf({ ...online, payment: { method: 'cod', state: 'pending' } })).not.toHaveProperty('payBy');
    expect(orderSummaryOf({ ...online, createdAt: undefined })).not.toHaveProperty('payBy');
  });
});

describe('paymentSentence', () => {
  it('says what is still to pay, what was paid, or only the method when nothing was charged', () => {
    const sentences = paymentStates.map((state) => [
      state,
      paymentSentence({ method: 'cod', state }),
      paymentSentence({ method: 'online', state }),
    ]);
    expect(sentences).toEqual([
      ['pending', 'cod_due', 'online_due'],
      ['paid', 'cod_paid', 'online_paid'],
      ['refund_pending', 'cod_paid', 'online_paid'],
      ['refunded', 'cod_paid', 'online_paid'],
      ['not_charged', 'cod_none', 'online_none'],
    ]);
  });
});

describe('an order e-mail lists the order', () => {
  it('in the plain-text part: each item with its amount, the total with its GST, and the cash to pay on delivery', () => {
    const { text } = email({ status: 'placed' });
    expect(text).toContain(
      [
        'Your order',
        'Dolo 650 Tablet × 2: ₹60.00',
        'Azee 500 Tablet × 1: ₹119.50',
        'Total (incl. GST ₹19.23): ₹179.50',
        'Pay ₹179.50 in cash on delivery.',
      ].join('\n'),
    );
    // After the status and before the tracking link.
    expect(text.indexOf('Status: ')).toBeLessThan(text.indexOf('Your order\n'));
    expect(text.indexOf('Pay ₹179.50')).toBeLessThan(text.indexOf(`${ORIGIN}/track`));
  });

  it('in the HTML part, escaped, one table row per item and the total', () => {
    const hostile: OrderSummary = { ...summary, lines: [{ name: '<b>Dolo</b>', quantity: 1, lineTotalPaise: 3000 }] };
    const { html } = email({ status: 'confirmed', orderSummary: hostile });
    expect(html).toContain('&#60;b&#62;Dolo&#60;/b&#62; × 1</td>');
    expect(html).not.toContain('<b>Dolo');
    const { html: listed } = email({ status: 'confirmed' });
    expect(listed).toMatch(/>Dolo 650 Tablet × 2<\/td><td [^>]*>₹60\.00<\/td>/);
    expect(listed).toMatch(/>Total \(incl\. GST ₹19\.23\)<\/td><td [^>]*>₹179\.50<\/td>/);
    expect(listed).toContain('Pay ₹179.50 in cash on delivery.</p>');
  });

  it('names the online payment, paid or due, and only the method of an order cancelled before payment', () => {
    const paidOnline = { ...summary, payment: { method: 'online', state: 'paid' } } as const;
    expect(email({ status: 'dispatched', orderSummary: paidOnline }).text).toContain('Paid ₹179.50 online by UPI or card.');
    const due = { ...summary, payment: { method: 'online', state: 'pending' } } as const;
    expect(email({ status: 'placed', orderSummary: due }).text).toContain('Pay ₹179.50 online by UPI or card.');
    const cancelled = { ...summary, payment: { method: 'cod', state: 'not_charged' } } as const;
    const text = email({ status: 'cancelled', orderSummary: cancelled }).text;
    expect(text).toContain('Payment method: cash on delivery.');
    expect(text).not.toContain('Pay ₹');
  });

  it('says by when an unpaid online order must be paid, in India’s time, worded as /track’s Pay now, in English and Hindi', () => {
    const online = orderSummaryOf({
      ...storedOrder,
      createdAt: '2026-11-30T18:50:00.000Z',
      payment: { method: 'online', state: 'pending' },
    });
    const placed = (locale: 'en' | 'hi') => email({ status: 'placed', orderSummary: online, locale });
    const english = 'Pay ₹179.50 online by UPI or card by 1 Dec 2026, 12:50 am to keep this order. An order not paid by then is cancelled.';
    expect(placed('en').text).toContain(english);
    expect(placed('en').html).toContain(english);
    const hindi =
      'यह ऑर्डर बनाए रखने के लिए 1 दिसंबर 2026 को रात 12:50 बजे तक ₹179.50 का भुगतान UPI या कार्ड से ऑनलाइन करें। तब तक भुगतान न होने पर ऑर्डर रद्द हो जाता है।';
    expect(placed('hi').text).toContain(hindi);
    expect(placed('hi').html).toContain(hindi);
  });

  it('in Hindi for a Hindi order, amounts as formatMoney writes them, product names as written', () => {
    const { text, html } = email({ status: 'placed', locale: 'hi' });
    expect(text).toContain(
      [
        'आपका ऑर्डर',
        'Dolo 650 Tablet (मात्रा 2): ₹60.00',
        'Azee 500 Tablet (मात्रा 1): ₹119.50',
        'कुल (GST ₹19.23 सहित): ₹179.50',
        'कैश ऑन डिलीवरी: डिलीवरी पर ₹179.50 नकद दें।',
      ].join('\n'),
    );
    expect(html).toContain('>कुल (GST ₹19.23 सहित)</td>');
  });

  it('in every order e-mail to the shopper, never in a subject, never in the pharmacy alert', () => {
    const orderEmails = Object.keys(shopperNotifications).filter((key) => key.startsWith('order:'));
    expect(orderEmails.length).toBeGreaterThan(10);
    for (const key of orderEmails) {
      const status = key.slice('order:'.length);
      for (const locale of ['en', 'hi'] as const) {
        const rendered = email({ status, locale });
        expect(rendered.text, key).toContain('₹179.50');
        expect(rendered.html, key).toContain('Azee 500 Tablet');
        expect(rendered.subject, key).not.toMatch(/Dolo|Azee|₹/);
      }
    }
    const alert = email({ status: 'awaiting_prescription', audience: 'pharmacy', consoleOrigin: 'https://staff.example.in' });
    expect(`${alert.subject}${alert.text}${alert.html}`).not.toMatch(/Dolo|Azee|₹/);
  });
});
