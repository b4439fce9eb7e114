/**
 * The shopper e-mails in the record's language (domain/notifications.ts with domain/locales): the request's language
 * (functions/runtime/shopper-locale.ts), every message with its Hindi, the English unchanged and equal to what /track
 * and the API show, Hindi e-mails with Hindi dates and /hi links, and the pharmacy alert always English.
 */
import { readFileSync } from 'node:fs';
import type { MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { cancellationReasons, rejectionReasons, returnDeclineReasons, type LifecycleKind } from '@domain/lifecycle';
import { invoiceText } from '@domain/invoice';
import { emailDate, emailI18n } from '@domain/locales/email-i18n';
import { messages as hindiMessages } from '@domain/locales/hi';
import { emailMessageTables, emailCodeContent, notificationContent, shopperNotifications } from '@domain/notifications';
import { orderServiceFacts, orderServiceTexts } from '@domain/order-service';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../functions/notifier/email';
import { outboxEventsFor } from '../../functions/runtime/outbox';
import { localeFromAcceptLanguage, recordLocale } from '../../functions/runtime/shopper-locale';
import { paymentMethods } from '@domain/payment';

const ORIGIN = 'https://www.medvika.in';
const devanagari = /[\u0900-\u097F]/;
const english = emailI18n('en');
const say = (message: MessageDescriptor, values: Record<string, string | number> = {}) => english._({ ...message, values });

/** Every message descriptor of the e-mails: the subjects and headlines, and every other table, however nested. */
function allMessages(): MessageDescriptor[] {
  const found: MessageDescriptor[] = [];
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if ('id' in value && 'message' in value) found.push(value as MessageDescriptor);
    else Object.values(value).forEach(walk);
  };
  walk(shopperNotifications);
  walk(emailMessageTables);
  return found;
}

describe('the language of a request (localeFromAcceptLanguage)', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in;q=0.8', 'hi'],
    [' hi_IN , en;q=0.5', 'hi'],
    ['en-IN', 'en'],
    ['en-IN,hi;q=0.9', 'en'],
    ['*', 'en'],
    ['hindi', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('reads a stored record without a language, or with an unknown one, as English', () => {
    expect(recordLocale('hi')).toBe('hi');
    expect(recordLocale('en')).toBe('en');
    expect(recordLocale(undefined)).toBe('en');
    expect(recordLocale('fr')).toBe('en');
  });
});

describe('the e-mail catalog', () => {
  it('has a Hindi translation of every message (a new English message without Hindi fails here)', () => {
    const messages = allMessages();
    expect(messages.length).toBeGreaterThan(90);
    const untranslated = messages.filter(({ id }) => !devanagari.test(JSON.stringify(hindiMessages[id] ?? '')));
    expect(untranslated.map(({ id }) => id)).toEqual([]);
  });

  it('holds in its English catalog each message as the code writes it (a changed English needs its en.po entry changed)', async () => {
    // lingui extract keeps the msgstr of an explicit id it already knows: a message reworded in the code stays old there.
    const po = formatter();
    const catalog =
      (await po.parse(readFileSync('domain/locales/en.po', 'utf8'), { locale: 'en', sourceLocale: 'en', filename: 'en.po' })) ?? {};
    const stale = allMessages().filter(({ id, message }) => catalog[id]?.translation !== message);
    expect(stale.map(({ id }) => id)).toEqual([]);
  });

  it('writes in English exactly the texts /track and the API show, for every status and reason code', () => {
    // The status words are /track's own messages (domain/status-labels.ts): tests/unit/status-labels.test.ts.
    const { rejectionMessages, cancellationMessages, returnDeclineMessages } = emailMessageTables;
    expect(Object.keys(rejectionMessages).sort()).toEqual(Object.keys(rejectionReasons).sort());
    for (const [code, reason] of Object.entries(rejectionReasons)) {
      const message = rejectionMessages[code as keyof typeof rejectionMessages];
      expect([say(message.shopperText), say(message.nextStep)]).toEqual([reason.shopperText, reason.nextStep]);
    }
    expect(Object.keys(cancellationMessages).sort()).toEqual(Object.keys(cancellationReasons).sort());
    for (const [code, reason] of Object.entries(cancellationReasons))
      expect(say(cancellationMessages[code as keyof typeof cancellationMessages])).toBe(reason.shopperText);
    expect(Object.keys(returnDeclineMessages).sort()).toEqual(Object.keys(returnDeclineReasons).sort());
    for (const [code, reason] of Object.entries(returnDeclineReasons))
      expect(say(returnDeclineMessages[code as keyof typeof returnDeclineMessages])).toBe(reason.shopperText);
  });

  it('writes the order-service and invoice sentences in English exactly as /track does', () => {
    const { orderServiceMessages: m } = emailMessageTables;
    const date = '2026-11-28';
    const shown = emailDate(date, 'en');
    expect(say(m.onItsWay, { date: shown })).toBe(orderServiceTexts.onItsWay(date));
    expect(say(m.dispatchedHeadline, { date: shown })).toBe(orderServiceTexts.dispatchedHeadline(date));
    for (const method of paymentMethods) {
      const refund = { amountPaise: 123456, method };
      expect(say(m.refundStarted, { amount: '₹1,234.56', method })).toBe(orderServiceTexts.refundStarted(refund));
      expect(say(m.refunded, { date: shown, amount: '₹1,234.56', method })).toBe(
        orderServiceTexts.refunded(refund, '2026-11-28T06:00:00.000Z'),
      );
    }
    expect(say(m.refundTiming)).toBe(orderServiceTexts.refundTiming);
    expect(say(m.nothingCharged)).toBe(orderServiceTexts.nothingCharged);
    expect(say(m.returnRequestedNext)).toBe(orderServiceTexts.returnRequestedNext);
    expect(say(m.returnApproved, { date: shown })).toBe(orderServiceTexts.returnApproved(date));
    expect(say(m.invoiceNote)).toBe(invoiceText.emailNote);
  });
});

describe('a Hindi record’s e-mails', () => {
  const reference = 'ORD-20261123-ABCD2345';

  it('are Hindi for every shopper notification: subject with the reference, body, layout, and a link to /hi/track', () => {
    for (const key of Object.keys(shopperNotifications)) {
      const [kind, status] = key.split(':') as [LifecycleKind, string];
      const content = notificationContent({
        audience: 'shopper',
        kind,
        reference,
        status,
        siteOrigin: ORIGIN,
        locale: 'hi',
        text: 'ठीक है',
      });
      const email = renderEmail(content);
      expect(email.subject, key).toMatch(devanagari);
      expect(email.subject, key).toContain(reference);
      for (const part of [content.headline, content.link.text, content.footer, ...(content.statusLabel ? [content.statusLabel] : [])])
        expect(part, key).toMatch(devanagari);
      expect(content.link.url).toBe(`${ORIGIN}/hi/track`);
      expect(email.text.split('\n')[0]).toBe('Medvika फ़ार्मेसी');
      expect(email.text).toContain(`रेफ़रेंस नंबर: ${reference}`);
      expect(email.html).toContain('<html lang="hi">');
      expect(email.text).not.toMatch(/\b(Reference|Status|Track your|You get this e-mail)\b/);
    }
  });

  it('name the reason, the next step and the arrival date in Hindi, with the amount as written', () => {
    const rejected = notificationContent({
      audience: 'shopper',
      kind: 'prescription',
      reference: 'RX-20261123-ABCD2345',
      status: 'rejected',
      reason: 'too_old',
      siteOrigin: ORIGIN,
      locale: 'hi',
    });
    expect(rejected.details).toEqual(['आपका पर्चा छह महीने से ज़्यादा पुराना है।', 'कृपया पिछले छह महीने में लिखा गया पर्चा अपलोड करें।']);
    // Dispatched on Wednesday 25 November 2026 at 10:00 IST: arrives by Saturday 28.
    const order = orderServiceFacts({ history: [{ at: '2026-11-25T04:30:00.000Z', by: 'u', from: 'packed', to: 'dispatched' }] });
    const dispatched = notificationContent({
      audience: 'shopper',
      kind: 'order',
      reference,
      status: 'dispatched',
      siteOrigin: ORIGIN,
      order,
      locale: 'hi',
    });
    expect(dispatched.headline).toBe('आपका ऑर्डर भेज दिया गया है। यह शनिवार, 28 नवंबर तक पहुँच जाएगा।');
    const refunded = notificationContent({
      audience: 'shopper',
      kind: 'order',
      reference,
      status: 'refund_started',
      siteOrigin: ORIGIN,
      locale: 'hi',
      order: {
        payment: { method: 'online', state: 'refund_pending' },
        refund: {
          state: 'started',
          amountPaise: 1234,
          currency: 'INR',
          method: 'online',
          cause: 'cancellation',
          startedAt: '2026-11-26T05:00:00.000Z',
        },
      },
    });
    expect(refunded.details[0]).toBe('रिफ़ंड शुरू हो गया: ₹12.34 उसी कार्ड या UPI खाते में भेजे जाएँगे जिससे आपने भुगतान किया था।');
  });

  it('send the erasure code in Hindi, with the code and its limits as numbers', () => {
    const content = emailCodeContent({
      purpose: 'erasure',
      kind: 'prescription',
      reference: 'RX-20261123-ABCD2345',
      code: '482913',
      validMinutes: 15,
      tries: 5,
      siteOrigin: ORIGIN,
      locale: 'hi',
    });
    expect(content.subject).toBe('आपका पर्चा RX-20261123-ABCD2345 मिटाने का कोड');
    expect(content.headline).toBe('आपका कोड 482913 है।');
    expect(content.details[0]).toContain('15 मिनट');
    expect(content.details[0]).toContain('5 बार');
    expect(content.link.url).toBe(`${ORIGIN}/hi/track`);
  });

  it('leave the pharmacy alert English', () => {
    const facts = {
      audience: 'pharmacy',
      kind: 'prescription',
      reference: 'RX-20261123-ABCD2345',
      status: 'received',
      siteOrigin: ORIGIN,
      consoleOrigin: 'https://staff.example.in',
    } as const;
    const alert = renderEmail(notificationContent({ ...facts, locale: 'hi' }));
    expect(alert).toEqual(renderEmail(notificationContent(facts)));
    expect(alert.subject).toBe('New prescription to check: RX-20261123-ABCD2345');
    expect(alert.text + alert.html).not.toMatch(devanagari);
  });

  it('keep the language on the shopper’s outbox event only', () => {
    const events = outboxEventsFor('prescription', 'received', { to: 'a@example.com', locale: 'hi' }, new Date('2026-11-23T10:00:00Z'));
    expect(events.map((event) => [event.audience, event.locale])).toEqual([
      ['shopper', 'hi'],
      ['pharmacy', undefined],
    ]);
  });
});
