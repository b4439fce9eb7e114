/**
 * The e-mail notifications' pure parts (docs/architecture/email-and-reminders.md): which changes send what (domain/notifications.ts), the
 * words and layout of each e-mail (functions/notifier/email.ts), the outbox events and the status-change write
 * (functions/runtime/outbox.ts, lifecycle-fields.ts), and the back-off.
 */
import { historyEntry, rejectionReasons, statusesByKind, type LifecycleKind } from '@domain/lifecycle';
import { shopperStatusLabels } from '@domain/status-labels';
import {
  backInStockContent,
  emailChangeNoticeContent,
  emailCodeContent,
  notificationContent,
  notificationsFor,
  refillReminderContent,
  shopperNotifications,
  type NotificationContent,
} from '@domain/notifications';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from '../../functions/notifier/email';
import { newLifecycleFieldsWithOutbox } from '../../functions/runtime/lifecycle-fields';
import { statusChangeUpdate, type StatusChange } from '../../functions/data/records';
import { outboxIndex } from '../../contracts/deployment/table-design';
import { DEFAULT_RETRY_POLICY, newOutboxAttributes, outboxEventsFor, retryDelayMs } from '../../functions/runtime/outbox';
import { invoiceText } from '@domain/invoice';
import { site } from '../../web/src/content/site';
import { paths } from '../../web/src/lib/paths';

const ORIGIN = 'https://www.medvika.in';
/** The staff console's own origin, which the pharmacy's alert links to. */
const CONSOLE_ORIGIN = 'https://staff.medvika.in';
const now = new Date('2026-11-23T10:00:00.000Z');

describe('which changes send an e-mail', () => {
  it('sends the shopper received, verified, rejected, erased, quoted, placed, confirmed, dispatched, delivered, cancelled and message received', () => {
    const sending = (Object.keys(statusesByKind) as LifecycleKind[]).flatMap((kind) =>
      statusesByKind[kind].filter((status) => notificationsFor(kind, status).includes('shopper')).map((status) => `${kind}:${status}`),
    );
    expect(sending).toEqual([
      'prescription:received',
      'prescription:verified',
      'prescription:rejected',
      'prescription:erased',
      'order:quoted',
      'order:placed',
      'order:awaiting_prescription',
      'order:confirmed',
      'order:dispatched',
      'order:delivered',
      'order:cancelled',
      'order:return_requested',
      'order:return_approved',
      'order:return_declined',
      'message:new',
      'message:answered',
    ]);
    // Besides statuses, the two steps of an order's refund (domain/order-service.ts) send an e-mail.
    // And a correction staff applied at the shopper's request (DETAILS_CORRECTED), on every kind.
    const corrections = ['prescription:details_corrected', 'order:details_corrected', 'message:details_corrected'];
    // And a batch recall of a dispatched order (BATCH_RECALL), named by the pharmacist.
    expect(Object.keys(shopperNotifications).sort()).toEqual(
      [...sending, 'order:refund_started', 'order:refunded', ...corrections, 'order:batch_recall'].sort(),
    );
  });

  it('alerts the pharmacy for every new prescription: uploaded, re-uploaded, or attached to an order', () => {
    expect(notificationsFor('prescription', 'received')).toEqual(['shopper', 'pharmacy']);
    expect(notificationsFor('order', 'awaiting_prescription')).toEqual(['shopper', 'pharmacy']);
    expect(notificationsFor('order', 'placed')).toEqual(['shopper']);
    expect(notificationsFor('prescription', 'in_review')).toEqual([]);
    expect(notificationsFor('order', 'packed')).toEqual([]);
  });
});

describe('e-mail content and layout', () => {
  it('carries the reference, the status label and the /track link in both parts, and a plain-text part that reads on its own', () => {
    const email = renderEmail(
      notificationContent({
        audience: 'shopper',
        kind: 'order',
        reference: 'ORD-20261123-ABCD2345',
        status: 'dispatched',
        siteOrigin: ORIGIN,
      }),
    );
    expect(email.subject).toBe('Your order ORD-20261123-ABCD2345 is on its way');
    expect(email.text).toBe(
      [
        'Medvika Pharmacy',
        '',
        'Your order is on its way. Expect it in 2–3 business days.',
        '',
        'Reference: ORD-20261123-ABCD2345',
        `Status: ${shopperStatusLabels.dispatched}`,
        '',
        invoiceText.emailNote,
        '',
        `Track your order: ${ORIGIN}/track`,
        '',
        '--',
        'You get this e-mail because this address was given with order ORD-20261123-ABCD2345 on our website. On the tracking page, enter the reference and the phone number you gave. Replies to this address are not read: to reach us, call us or write from our contact page.',
        'Questions? Call us on +91 98110 42367.',
        `Contact us: ${ORIGIN}/contact`,
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('<meta charset="utf-8">');
    expect(email.html).toContain(`<a href="${ORIGIN}/track"`);
    expect(email.html).toContain('ORD-20261123-ABCD2345');
    expect(email.html).toContain(escapeHtml(shopperStatusLabels.dispatched));
    // The tax invoice is downloaded on /track (a link, never an attachment).
    expect(email.html).toContain(escapeHtml(invoiceText.emailNote));
    // No remote content: no images, scripts, stylesheets or fonts a mail client would fetch.
    expect(email.html).not.toMatch(/<img|<script|<link|url\(|@import/i);
  });

  it('explains a rejection with the reason and what to do next, never the staff note', () => {
    for (const [code, reason] of Object.entries(rejectionReasons)) {
      const content = notificationContent({
        audience: 'shopper',
        kind: 'prescription',
        reference: 'RX-1',
        status: 'rejected',
        reason: code,
        siteOrigin: ORIGIN,
      });
      expect(content.details).toEqual([reason.shopperText, reason.nextStep]);
      expect(renderEmail(content).text).toContain(reason.nextStep);
    }
  });

  it('escapes every interpolated value in the HTML part', () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe('&#60;b a=&#34;1&#34;&#62;&#39;&#38;&#39;&#60;/b&#62;');
    const hostile = '"><script>alert(1)</script><a href="x';
    const email = renderEmail({
      subject: hostile,
      headline: hostile,
      reference: hostile,
      statusLabel: hostile,
      details: [hostile],
      link: { text: hostile, url: `https://x.example/"onmouseover="alert(1)` },
      footer: hostile,
      contact: { call: `${hostile} +91 0`, phone: { display: '+91 0', tel: hostile }, page: { text: hostile, url: hostile } },
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('"onmouseover');
    // title, headline, reference, status, detail, link text, footer, and the contact line's sentence, tel: and page link
    expect(email.html.match(/&#60;script&#62;/g)?.length).toBe(11);
  });

  it('never names a medicine, a file or an address: the content is built from the event and the reference only', () => {
    const facts = {
      audience: 'shopper' as const,
      kind: 'prescription' as const,
      reference: 'RX-20261123-AAAA2222',
      status: 'received',
      siteOrigin: ORIGIN,
    };
    // notificationContent takes no record: nothing else could reach the e-mail.
    expect(Object.keys(facts).sort()).toEqual(['audience', 'kind', 'reference', 'siteOrigin', 'status']);
    const pharmacy = renderEmail(notificationContent({ ...facts, audience: 'pharmacy', consoleOrigin: CONSOLE_ORIGIN }));
    expect(pharmacy.subject).toBe('New prescription to check: RX-20261123-AAAA2222');
    // The console on its own origin: the shop's address answers /staff with 404 on AWS.
    expect(pharmacy.text).toContain(`${CONSOLE_ORIGIN}/staff`);
    expect(pharmacy.text).not.toContain(`${ORIGIN}/staff`);
    expect(() => notificationContent({ ...facts, audience: 'pharmacy' })).toThrow(/staff console/);
  });
});

describe('how to reach the pharmacy', () => {
  const reference = 'ORD-20261123-ABCD2345';
  /** Every kind of shopper e-mail, in `locale`: each status e-mail, both codes, the address-change notice, a reminder and a back-in-stock notice. */
  const shopperEmails = (locale: 'en' | 'hi'): [string, NotificationContent][] => [
    ...Object.keys(shopperNotifications).map((key): [string, NotificationContent] => {
      const [kind, status] = key.split(':') as [LifecycleKind, string];
      const recall = { product: 'Dolo 650 Tablet', batch: 'DOBS3975' };
      return [key, notificationContent({ audience: 'shopper', kind, reference, status, siteOrigin: ORIGIN, locale, recall })];
    }),
    ...(['erasure', 'unlock'] as const).map((purpose): [string, NotificationContent] => [
      purpose,
      emailCodeContent({ purpose, kind: 'order', reference, code: '123456', validMinutes: 15, tries: 5, siteOrigin: ORIGIN, locale }),
    ]),
    ['email change', emailChangeNoticeContent({ kind: 'order', reference, changedOn: '2026-11-23', siteOrigin: ORIGIN, locale })],
    [
      'refill reminder',
      refillReminderContent({
        reference,
        lines: [{ productId: 'products-dolo-650-tab-15', name: 'Dolo 650 Tablet', quantity: 1, requiresPrescription: false }],
        at: now,
        unsubscribeToken: 'token',
        siteOrigin: ORIGIN,
        locale,
      }),
    ],
    [
      'back in stock',
      backInStockContent({
        productId: 'products-dolo-650-tab-15',
        product: 'Dolo 650',
        unsubscribeToken: 'token',
        siteOrigin: ORIGIN,
        locale,
      }),
    ],
  ];

  it.each(['en', 'hi'] as const)(
    'every shopper e-mail (%s) ends with the phone the site shows, a tel: link, and the contact page in its language',
    (locale) => {
      const contactUrl = `${ORIGIN}${locale === 'hi' ? '/hi' : ''}${paths.contact}`;
      const emails = shopperEmails(locale);
      expect(emails.length).toBeGreaterThan(25);
      for (const [name, content] of emails) {
        const { text, html } = renderEmail(content);
        const afterFooter = text.slice(text.lastIndexOf('\n--\n'));
        expect(afterFooter, name).toContain(site.phoneDisplay);
        expect(afterFooter, name).toContain(contactUrl);
        expect(html, name).toContain(`<a href="tel:${site.phoneE164}" style="color:#0b5394;">${site.phoneDisplay}</a>`);
        expect(html, name).toContain(`<a href="${contactUrl}"`);
        if (locale === 'hi') expect(content.contact?.call, name).toBe('कोई सवाल हो, तो हमें +91 98110 42367 पर फ़ोन करें।');
      }
    },
  );

  it('no shopper e-mail asks for a reply to it (the sender address takes no mail), in either language', () => {
    for (const locale of ['en', 'hi'] as const) {
      const rejections = Object.keys(rejectionReasons).map((reason): [string, NotificationContent] => [
        `rejected: ${reason}`,
        notificationContent({
          audience: 'shopper',
          kind: 'prescription',
          reference,
          status: 'rejected',
          reason,
          siteOrigin: ORIGIN,
          locale,
        }),
      ]);
      for (const [name, content] of [...shopperEmails(locale), ...rejections])
        expect(renderEmail(content).text, name).not.toMatch(/reply to (this|our) e-mail|ईमेल का जवाब/i);
    }
  });

  it('is not in the pharmacy’s own alert', () => {
    const alert = notificationContent({
      audience: 'pharmacy',
      kind: 'prescription',
      reference: 'RX-1',
      status: 'received',
      siteOrigin: ORIGIN,
      consoleOrigin: CONSOLE_ORIGIN,
    });
    expect(alert.contact).toBeUndefined();
    expect(renderEmail(alert).html).not.toContain('tel:');
  });

  it('a recall asks for a call on the pharmacy’s number, never a reply (the sender takes no mail); the Hindi names the strip पट्टी', () => {
    const recall = (locale: 'en' | 'hi') =>
      renderEmail(
        notificationContent({
          audience: 'shopper',
          kind: 'order',
          reference,
          status: 'batch_recall',
          siteOrigin: ORIGIN,
          locale,
          recall: { product: 'Dolo 650 Tablet', batch: 'DOBS3975' },
        }),
      ).text;
    const english = recall('en');
    expect(english).toContain(`keep the pack. Call us on ${site.phoneDisplay}: we will collect it`);
    expect(english).not.toMatch(/reply to this e-mail/i);
    const hindi = recall('hi');
    expect(hindi).toContain('बैच नंबर पट्टी या डिब्बे पर');
    expect(hindi).toContain(`हमें ${site.phoneDisplay} पर फ़ोन करें: हम पैक ले जाएँगे`);
    expect(hindi).not.toMatch(/पत्ते|पत्ता|जवाब दें/);
  });
});

describe('outbox events and the status-change write', () => {
  const ids = () => {
    let next = 0;
    return () => `event-${(next += 1)}`;
  };

  it('owes one pending event per audience, due at once; the shopper event only with an address', () => {
    expect(outboxEventsFor('prescription', 'received', { to: 'asha@example.com' }, now, ids())).toEqual([
      {
        id: 'event-1',
        audience: 'shopper',
        status: 'received',
        createdAt: now.toISOString(),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      },
      {
        id: 'event-2',
        audience: 'pharmacy',
        status: 'received',
        createdAt: now.toISOString(),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      },
    ]);
    expect(outboxEventsFor('prescription', 'received', {}, now, ids()).map((event) => event.audience)).toEqual(['pharmacy']);
    expect(outboxEventsFor('prescription', 'in_review', { to: 'asha@example.com' }, now)).toEqual([]);
    // The address stays on the event only when the same write removes the record's own (an erasure).
    expect(outboxEventsFor('prescription', 'erased', { to: 'asha@example.com', keepAddress: true }, now)).toEqual([
      expect.objectContaining({ audience: 'shopper', to: 'asha@example.com' }),
    ]);
    expect(newOutboxAttributes([], now)).toEqual({ outbox: [] }); // not in the sparse index
  });

  it('puts a new record in the sparse index only when it owes an e-mail', () => {
    const fields = newLifecycleFieldsWithOutbox('prescription', 'received', now.toISOString(), { email: 'asha@example.com' });
    expect(fields).toMatchObject({
      status: 'received',
      version: 1,
      queue: 'prescription#received',
      outboxState: 'pending',
      outboxDueAt: now.toISOString(),
    });
    expect(fields.outbox).toHaveLength(2);
  });

  it('writes the status, the history entry and the events in ONE UpdateItem conditional on the version', () => {
    const entry = historyEntry(
      { kind: 'prescription', from: 'in_review', to: 'rejected', reason: 'too_old' },
      { type: 'staff', userId: 'u-1', groups: ['pharmacist'] },
      now,
    );
    /** A prescription's status change from `from` to `to` at `version`, with this test's history entry. */
    const prescriptionChange = (
      from: StatusChange['from'],
      to: StatusChange['to'],
      version: number,
      rest: Pick<StatusChange, 'key' | 'notify' | 'set' | 'remove'>,
    ) => statusChangeUpdate('t', { kind: 'prescription', from, to, version, entry, ...rest });
    const input = prescriptionChange('in_review', 'rejected', 3, {
      key: { pk: 'PRESCRIPTION#RX-1', sk: 'RECORD' },
      notify: { email: 'asha@example.com' },
      set: { decidedBy: { name: 'Dr R' } },
    });
    expect(input.ConditionExpression).toBe('#version = :seen');
    expect(input.ExpressionAttributeValues).toMatchObject({
      ':seen': 3,
      ':next': 4,
      ':to': 'rejected',
      ':queue': 'prescription#rejected',
      ':outboxPending': 'pending',
    });
    expect(input.UpdateExpression).toContain('#outbox = list_append(if_not_exists(#outbox, :outboxEmpty), :outboxEvents)');
    expect(input.ExpressionAttributeNames).toMatchObject({
      '#outboxState': outboxIndex.partitionKey,
      '#outboxDueAt': outboxIndex.sortKey,
      '#set0': 'decidedBy',
    });
    const events = input.ExpressionAttributeValues![':outboxEvents'] as Array<Record<string, unknown>>;
    // One event (toMatchObject on an array also checks its length).
    expect(events).toMatchObject([{ audience: 'shopper', status: 'rejected', reason: 'too_old', state: 'pending' }]);
    expect(events[0]).not.toHaveProperty('to'); // the notifier reads the record's address when it sends

    const silent = prescriptionChange('received', 'in_review', 1, { key: { pk: 'P', sk: 'R' }, remove: ['email'] });
    expect(silent.UpdateExpression).not.toContain('outbox');
    expect(silent.UpdateExpression).toMatch(/ REMOVE #remove0$/);
  });

  it('backs off exponentially from 30 s to at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    const total = Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, index) => retryDelayMs(index + 1)).reduce(
      (sum, ms) => sum + ms,
      0,
    );
    expect(total / 3_600_000).toBeGreaterThan(12); // about 14 hours of outage before an e-mail is given up
  });
});
