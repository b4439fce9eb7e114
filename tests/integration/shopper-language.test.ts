/**
 * The shopper's language end to end: a form sent from a Hindi page (Accept-Language: hi, as web/src/lib/api-client.ts
 * sends it) stores `locale: 'hi'` on its record, and every e-mail to the shopper about it (received, verified,
 * rejected, the erasure code and the erasure itself) goes out in Hindi through the real notifier core and SES v2 SDK
 * to aws-ses-v2-local; an English page's record (en-IN) gets the English e-mails as before, an older record without a
 * language is English, and the pharmacy's alert stays English. The staff API shows the record's language.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notificationAddresses } from '@domain/notifications';
import { describe, expect, it } from 'vitest';
import { recordKey } from '../../functions/data/records';
import { runNotifier } from '../../functions/notifier/notifier.core';
import { routePrivacyRequest } from '../../functions/privacy/privacy.core';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { parseReference } from '../../functions/runtime/reference';
import { testAws } from '../support/aws';
import { SITE_ORIGIN, useErasureMail, type StoredMail } from '../support/erasure-mail';
import { checkoutShopper, minimalContact } from '../support/fixtures';
import { invoke, prescriptionFields, samplePdf, submitThroughHandler, type formData } from '../support/http';
import { pharmacistClaims as pharmacist, supportClaims as support } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';
import { checkFieldsFor } from '../support/prescription-check';

const aws = testAws();
const mail = useErasureMail(aws);
const devanagari = /[\u0900-\u097F]/;
const DOLO = 'products-dolo-650-tab-15';

/** Posts a form to the submit-form handler with the page's language; returns the new record's reference. */
const submit = (fields: Record<string, string>, language: string, files: Parameters<typeof formData>[1] = {}) =>
  submitThroughHandler(fields, files, language);

const prescriptionFrom = (language: string) =>
  submit(prescriptionFields, language, { prescription: [samplePdf(`language ${language}`), 'scan.pdf', 'application/pdf'] });

async function record(reference: string): Promise<Record<string, unknown>> {
  const key = parseReference(reference)!.key;
  return (await aws.clients.dynamo.send(new GetCommand({ TableName: aws.config.tableName, Key: key, ConsistentRead: true }))).Item!;
}

async function changeStatus(reference: string, to: string, extra: Record<string, unknown> = {}) {
  const stored = await record(reference);
  const response = await staffRequest(pharmacist, 'POST', `/records/${reference}/status`, {
    json: { to, version: stored.version, ...checkFieldsFor(stored, to), ...extra },
  });
  expect(response.status).toBe(200);
}

/** Sends what is due and returns the shopper's and the pharmacy's e-mails about `reference`, oldest first. */
async function mailsAbout(reference: string): Promise<{ shopper: StoredMail[]; pharmacy: StoredMail[] }> {
  await runNotifier(mail.notifierAt(new Date()));
  const about = (await mail.mailbox()).filter((stored) => `${stored.subject}\n${stored.body.text}`.includes(reference));
  return {
    shopper: about.filter((stored) => !stored.destination.to.includes(notificationAddresses.pharmacyInbox)),
    pharmacy: about.filter((stored) => stored.destination.to.includes(notificationAddresses.pharmacyInbox)),
  };
}

/** The English "received" e-mail's plain-text part as it has always been (the spec's words). */
const englishReceivedText = (reference: string) =>
  [
    'Medvika Pharmacy',
    '',
    'We received your prescription. A pharmacist will check it soon.',
    '',
    `Reference: ${reference}`,
    'Status: Received: waiting for a pharmacist',
    '',
    `Track your prescription: ${SITE_ORIGIN}/track`,
    '',
    '--',
    `You get this e-mail because this address was given with prescription ${reference} on our website. On the tracking page, enter the reference and the phone number you gave. Replies to this address are not read: to reach us, call us or write from our contact page.`,
    'Questions? Call us on +91 98110 42367.',
    `Contact us: ${SITE_ORIGIN}/contact`,
    '',
  ].join('\n');

describe('the record’s language and its e-mails', () => {
  it('a prescription sent from a Hindi page stores locale hi and gets its received e-mail in Hindi (subject, text, HTML)', async () => {
    const reference = await prescriptionFrom('hi');
    expect((await record(reference)).locale).toBe('hi');
    const { shopper, pharmacy } = await mailsAbout(reference);
    expect(shopper).toHaveLength(1);
    const received = shopper[0]!;
    expect(received.subject).toBe(`आपका पर्चा ${reference} हमें मिल गया है`);
    expect(received.body.text).toBe(
      [
        'Medvika फ़ार्मेसी',
        '',
        'आपका पर्चा हमें मिल गया है। हमारे फ़ार्मासिस्ट जल्द ही इसकी जाँच करेंगे।',
        '',
        `रेफ़रेंस नंबर: ${reference}`,
        'स्थिति: मिल गया: फ़ार्मासिस्ट की जाँच का इंतज़ार है',
        '',
        `अपने पर्चे की स्थिति देखें: ${SITE_ORIGIN}/hi/track`,
        '',
        '--',
        `आपको यह ईमेल इसलिए मिला है क्योंकि हमारी वेबसाइट पर पर्चे ${reference} के साथ यह ईमेल पता दिया गया था। “स्थिति देखें” पेज पर रेफ़रेंस नंबर और अपना दिया हुआ मोबाइल नंबर डालें। इस पते पर भेजे गए जवाब पढ़े नहीं जाते: हमसे बात करनी हो तो हमें फ़ोन करें या हमारे संपर्क पेज से लिखें।`,
        'कोई सवाल हो, तो हमें +91 98110 42367 पर फ़ोन करें।',
        `संपर्क करें: ${SITE_ORIGIN}/hi/contact`,
        '',
      ].join('\n'),
    );
    const html = received.body.html!;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('आपका पर्चा हमें मिल गया है। हमारे फ़ार्मासिस्ट जल्द ही इसकी जाँच करेंगे।');
    expect(html).toContain('>रेफ़रेंस नंबर</th>');
    expect(html).toContain(`href="${SITE_ORIGIN}/hi/track"`);
    expect(html).toContain(`href="${SITE_ORIGIN}/hi/contact"`);
    expect(html).toContain('href="tel:+919811042367"');
    expect(html).not.toMatch(/We received|Reference<|Track your/);
    // The pharmacy works in English: its alert is the same as for an English record.
    expect(pharmacy).toHaveLength(1);
    expect(pharmacy[0]!.subject).toBe(`New prescription to check: ${reference}`);
    expect(`${pharmacy[0]!.body.text}${pharmacy[0]!.body.html}`).not.toMatch(devanagari);
  });

  it('a prescription sent from an English page (en-IN) stores locale en and gets the English e-mail, unchanged', async () => {
    const reference = await prescriptionFrom('en-IN,en;q=0.9');
    expect((await record(reference)).locale).toBe('en');
    const { shopper, pharmacy } = await mailsAbout(reference);
    expect(shopper.map((stored) => stored.subject)).toEqual([`We received your prescription ${reference}`]);
    expect(shopper[0]!.body.text).toBe(englishReceivedText(reference));
    expect(shopper[0]!.body.html).toContain('<html lang="en">');
    expect(shopper[0]!.body.html).toContain('>Reference</th>');
    expect(`${shopper[0]!.body.text}${shopper[0]!.body.html}`).not.toMatch(devanagari);
    expect(pharmacy.map((stored) => stored.subject)).toEqual([`New prescription to check: ${reference}`]);
  });

  it('a Hindi record’s verified and rejected e-mails are Hindi, with the reason and the next step', async () => {
    const verified = await prescriptionFrom('hi-IN');
    const rejected = await prescriptionFrom('hi');
    for (const reference of [verified, rejected]) await changeStatus(reference, 'in_review');
    await changeStatus(verified, 'verified');
    await changeStatus(rejected, 'rejected', { reason: 'unreadable' });

    const verifiedMail = (await mailsAbout(verified)).shopper.at(-1)!;
    expect(verifiedMail.subject).toBe(`आपके पर्चे ${verified} की जाँच हो गई है`);
    expect(verifiedMail.body.text).toContain('हमारे फ़ार्मासिस्ट ने आपके पर्चे की जाँच कर ली है, पर्चा सही है।');
    expect(verifiedMail.body.html).toContain('<html lang="hi">');

    const rejectedMail = (await mailsAbout(rejected)).shopper.at(-1)!;
    expect(rejectedMail.subject).toBe(`आपका पर्चा ${rejected} नामंज़ूर हुआ`);
    for (const part of [rejectedMail.body.text!, rejectedMail.body.html!]) {
      expect(part).toContain('हम आपका पर्चा साफ़ नहीं पढ़ पाए।');
      expect(part).toContain('कृपया अच्छी रोशनी में पूरे पन्ने की साफ़ फ़ोटो या स्कैन अपलोड करें।');
      expect(part).toContain(`${SITE_ORIGIN}/hi/track`);
    }
  });

  it('a record stored before the Hindi storefront (no locale) gets English e-mails', async () => {
    const reference = await prescriptionFrom('hi');
    await mailsAbout(reference);
    await aws.clients.dynamo.send(
      new UpdateCommand({
        TableName: aws.config.tableName,
        Key: recordKey('prescription', reference),
        UpdateExpression: 'REMOVE #locale',
        ExpressionAttributeNames: { '#locale': 'locale' },
      }),
    );
    await changeStatus(reference, 'in_review');
    await changeStatus(reference, 'verified');
    const latest = (await mailsAbout(reference)).shopper.at(-1)!;
    expect(latest.subject).toBe(`Your prescription ${reference} is verified`);
    expect(latest.body.text).not.toMatch(devanagari);
  });

  it('the erasure code and the erasure’s own e-mail of a Hindi record are Hindi (the erased record keeps no locale)', async () => {
    const reference = await prescriptionFrom('hi');
    await mailsAbout(reference);
    const privacy = createHttpHandler('privacy', ['POST'], (request) =>
      routePrivacyRequest(request, { clients: aws.clients, config: aws.config, now: new Date(), requestId: 'test' }),
    );
    const erase = (body: Record<string, unknown>) =>
      invoke(privacy, {
        method: 'POST',
        path: '/api/privacy/erase/',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ reference, phone: prescriptionFields.phone, ...body })),
      });
    expect((await erase({ confirm: true })).status).toBe(200);
    const codeMail = (await mailsAbout(reference)).shopper.at(-1)!;
    expect(codeMail.subject).toBe(`आपका पर्चा ${reference} मिटाने का कोड`);
    const code = /आपका कोड (\d{6}) है।/.exec(codeMail.body.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(codeMail.body.text).toContain(`${SITE_ORIGIN}/hi/track`);

    expect((await erase({ code })).status).toBe(200);
    const erased = await record(reference);
    expect(erased.status).toBe('erased');
    expect(erased.locale).toBeUndefined();
    const erasedMail = (await mailsAbout(reference)).shopper.at(-1)!;
    expect(erasedMail.subject).toBe(`आपका पर्चा ${reference} मिटा दिया गया है`);
    expect(erasedMail.body.html).toContain('<html lang="hi">');
  });

  it('an order and a contact message from Hindi pages store locale hi, shown to staff (record and queue row); their e-mails are Hindi', async () => {
    // An over-the-counter medicine (₹4), so the order is placed without a prescription.
    const order = await submit({ form: 'checkout', ...checkoutShopper, items: JSON.stringify([{ id: DOLO, quantity: 1 }]) }, 'hi-IN');
    const message = await submit(minimalContact, 'hi');
    // Messages are support's (docs/architecture/staff-api.md); orders every staff member's.
    for (const [reference, claims] of [
      [order, pharmacist],
      [message, support],
    ] as const) {
      expect((await record(reference)).locale).toBe('hi');
      const view = await staffRequest(claims, 'GET', `/records/${reference}`);
      expect(view.status).toBe(200);
      expect(view.json.locale).toBe('hi');
      const kind = reference === order ? 'order' : 'message';
      const queue = await staffRequest(claims, 'GET', '/queue', {
        query: { kind, status: kind === 'order' ? 'placed' : 'new', order: 'newest' },
      });
      expect(queue.status).toBe(200);
      expect((queue.json.rows as { reference: string; locale?: string }[]).find((row) => row.reference === reference)?.locale).toBe('hi');
      const [first] = (await mailsAbout(reference)).shopper;
      expect(first!.subject).toMatch(devanagari);
      expect(first!.subject).toContain(reference);
    }
  });
});
